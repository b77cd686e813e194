"""Montage as text: the board with colours and badges, a line per clue, log details."""

from __future__ import annotations

from .board import COLUMNS, SIZE, ZONE, ZONE_NAMES, name
from .rules import BADGES, SIDES, badge_counts, side_of
from .state import RUN_NAMES, SEATS, State, View, colour_context

ANSWERS = {
    "right": "answers right",
    "alternative": "answers another word that fits the clue",
    "wrong": "answers wrong",
    "misfit": "answers a word that does not fit the circles",
    "bluff": "has no answer (a bluff)",
}
PIP = "■■"
EMPTY = "· "


def render_board(state: State | View) -> str:
    """15 x 15 circles: ``O●`` an orange chip with a black badge, ``■■`` a pip, ``·`` empty."""
    colours, _, _ = colour_context(state)
    initials = colours.initials
    header = "    " + " ".join(
        (f"{COLUMNS[c]} " + ("  " if c % ZONE == ZONE - 1 and c < SIZE - 1 else "")) for c in range(SIZE)
    )
    lines = [header.rstrip()]
    for r in range(SIZE):
        if r and r % ZONE == 0:
            lines.append("    " + "┼".join(["─" * (3 * ZONE)] * 3))
        cells = []
        for c in range(SIZE):
            cell = r * SIZE + c
            if cell in state.pips:
                text = PIP
            elif (chip := state.chips[cell]) is None:
                text = EMPTY
            else:
                colour, side = chip
                text = initials[colour] + BADGES[side]
            cells.append(text + (" │" if c % ZONE == ZONE - 1 and c < SIZE - 1 else ""))
        lines.append(f"{r + 1:>2}  " + " ".join(cells))
    lines.append(zone_line(state))
    legend = " ".join(f"{i}={n}" for i, n in zip(initials, colours.names))
    lines.append(f"chips: {legend}; badge {BADGES[0]} black, {BADGES[1]} white; {PIP} pip")
    return "\n".join(lines)


def zone_line(state: State | View) -> str:
    """Zones won and badges in the zones still open."""
    parts = []
    for side in (0, 1):
        won = [ZONE_NAMES[z] for z, o in enumerate(state.owners) if o == side]
        parts.append(f"{SIDES[side]} {len(won)}" + (f" ({', '.join(won)})" if won else ""))
    open_zones = [
        f"{ZONE_NAMES[z]} {b}-{w}"
        for z in range(9)
        if state.owners[z] is None
        for b, w in [badge_counts(state.chips, z)]
    ]
    return "zones won: " + ", ".join(parts) + ("; badges black-white: " + ", ".join(open_zones) if open_zones else "")


def _seat(seat: int) -> str:
    return f"{SEATS[seat]} ({SIDES[side_of(seat)]})"


def narrate_turn(before: State, after: State) -> str:
    """One readable paragraph about the last clue."""
    turn = after.last
    if turn is None:
        return ""
    kind = RUN_NAMES.get(turn.chips_before, f"{turn.chips_before}-chip word")
    text = (
        f"{_seat(turn.quizzer)} clues {turn.move.word.upper()} at {name(turn.move.start)}-{name(turn.move.end)} "
        f"({kind}, {turn.rivals} other words fit)"
    )
    result = turn.result
    if not result.knocks:
        return text + ": nobody knocks; the clock passes."
    knocks = ", ".join(f"{SEATS[s]} {t:.0f}s" for s, t in result.knocks)
    answers = "; ".join(f"{SEATS[s]} {ANSWERS[kind]}" for s, kind in result.answers)
    text += f": knocks {knocks}; {answers}"
    if turn.side is None:
        return text + "; nobody wins the word; the clock passes."
    if result.outright:
        text += f"; {SIDES[turn.side]} wins the word outright"
    if result.alternative:
        text += f"; {turn.laid.upper()} is laid"
    text += f"; {SIDES[turn.side]} lays {len(turn.new_cells)} chip(s)"
    for zone in turn.zones_won:
        owner = after.owners[zone]
        assert owner is not None  # a zone just won has its owner
        text += f"; {SIDES[owner]} wins the {ZONE_NAMES[zone]} zone"
    return text + ("; the clock stays." if turn.keeps_clock else "; the clock passes.")


def describe_turn(before: State, after: State) -> dict:
    """The log line's details: score change (zones won by the Quizzer's side) and what everybody saw."""
    turn = after.last
    assert turn is not None  # called after a turn
    zones = lambda state, side: sum(1 for o in state.owners if o == side)
    ours = side_of(turn.quizzer)
    return {
        "score": zones(after, ours) - zones(before, ours),
        "zones_change": {SIDES[s]: zones(after, s) - zones(before, s) for s in (0, 1)},
        "quizzer": SEATS[turn.quizzer],
        "word": turn.move.word,
        "laid": turn.laid or None,
        "chips_before": turn.chips_before,
        "rivals": turn.rivals,
        "zipf": turn.zipf,
        **turn.result.to_json(),
        "won_by": None if turn.side is None else SIDES[turn.side],
        "chips": [name(c) for c in turn.new_cells],
        "zones_won": [ZONE_NAMES[z] for z in turn.zones_won],
        "clock": "stays" if turn.keeps_clock else "passes",
    }
