"""A person at the table: ``wordtools play GAME --human SEAT``.

:class:`HumanSeat` is a strategy whose choice is typed at the terminal (or
piped in). It shows the seat's view (never the whole state: hidden letters and
racks stay hidden), reads a move in the game's own move syntax, and checks it
with the rules' ``check`` so an illegal move gets the rule's reason and
another try. ``help`` lists the move forms legal now, with examples; ``hint``
asks the game's best strategy what it would play from the same view;
``pass`` lets the moment go when several seats may act. The runner records
the human's moves exactly as it records a strategy's, so the log validates
like any other.

The runner gives strategies views, not states; the rules' ``check`` needs the
state, so :class:`Table` follows it (the start position from the same options
and seed, then each transition the runner reports).
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable
from dataclasses import fields, is_dataclass

import click

from ..engine.protocol import PERSON, Game, Strategy, chance
from ..errors import BadInput, DataError, IllegalMove, WordtoolsError
from .query import normalize_text

HELP_MOVES = 2000  # legal moves looked at for 'help' (a clue list can be long)


class Table:
    """The game's current state, kept up to date from the runner's reports."""

    def __init__(self, state):
        self.state = state

    def follow(self, transition) -> None:
        self.state = transition.state


def read_line(prompt: str) -> str | None:
    """One line from stdin (None at the end of input); the prompt only on a terminal."""
    if sys.stdin.isatty():
        click.echo(prompt, nl=False)
    from ..files import MAX_LINE_BYTES, decode

    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # a text stream put in place of stdin
        return sys.stdin.readline(MAX_LINE_BYTES) or None
    raw = stream.readline(MAX_LINE_BYTES + 1)
    if not raw:
        return None
    if len(raw) > MAX_LINE_BYTES:
        raise BadInput(f"an input line longer than {MAX_LINE_BYTES >> 20} MiB; a move is a few characters")
    try:
        return decode(raw, "<stdin>")
    except DataError as exc:
        raise BadInput(str(exc)) from None


class HumanSeat(Strategy):
    """A seat played by a person: moves typed in the game's syntax, checked by the rules."""

    name = PERSON

    def __init__(
        self,
        game: Game,
        seat: int,
        table: Table,
        seed: int,
        read: Callable[[str], str | None] = read_line,
        write: Callable[[str], None] = click.echo,
    ):
        super().__init__(game, seat, chance(seed, "human", seat))
        self.table, self.read, self.write = table, read, write
        best = game.strategies.get("smart") or next(iter(game.strategies.values()))  # the strongest each game has
        self.hinter = best(game, seat, chance(seed, "hint", seat))

    def choose(self, view):
        game, seat, state = self.game, self.seat, self.table.state
        others = len(game.to_move(state)) > 1
        self.write(f"--- seat {seat}, your move; what you see:")
        self.write(render_view(game, view))
        while True:
            text = self.read(f"seat {seat}> ")
            if text is None:
                raise BadInput(f"the input ended before the game did (seat {seat} was to move)")
            text = normalize_text(text)
            if not text:
                continue
            if text.lower() == "help":
                self.write(legal_move_forms(game, state, seat, others))
                continue
            if text.lower() == "hint":
                suggestion = self.hinter.choose(view)
                self.write(
                    f"hint: {suggestion if suggestion is not None else 'pass'} (what the {self.hinter.name} strategy plays)"
                )
                continue
            if text.lower() == "pass" and others:
                return None
            try:
                move = game.parse_move(text)
                game.check(state, seat, move)
            except IllegalMove as exc:
                self.write(f"illegal: {exc}; try again ('help' lists the moves)")
                continue
            except WordtoolsError as exc:
                self.write(f"cannot read that move: {exc}; try again ('help' lists the moves)")
                continue
            return move


def render_view(game: Game, view) -> str:
    """What a seat sees, as text: the game's own words for it, its picture when the view is
    public, else its fields."""
    described = game.describe(view)
    if described is not None:
        return described
    if not is_dataclass(view) or hasattr(view, "pips"):  # Montage shows everyone everything
        return game.render(view)
    lines = []
    board = getattr(view, "board", None)
    if board is not None and hasattr(board, "rows"):  # WordOn: the board, the marker's row marked
        row = getattr(view, "row", None)
        for number, cells in enumerate(board.rows, 1):
            marker = ">" if number == row else " "
            lines.append(f"  {marker} row {number}: " + " ".join(f"{c:<2}" for c in cells).rstrip())
    for f in fields(view):
        value = getattr(view, f.name)
        if f.name in ("board", "lang", "deck_name") or value in ((), None):
            continue
        lines.append(f"  {f.name.replace('_', ' ')}: {_shown(value)}")
    return "\n".join(lines)


def _shown(value) -> str:
    if isinstance(value, tuple):
        return " ".join("-" if v is None else _shown(v) for v in value) or "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value).upper() if isinstance(value, str) and len(value) <= 2 else str(value)


def legal_move_forms(game: Game, state, seat: int, may_pass: bool) -> str:
    """The kinds of move legal now (the first word of each), with a few examples and counts."""
    moves = list(itertools.islice(game.legal_moves(state, seat), HELP_MOVES))
    if not moves:
        return "no legal move now" + ("; type 'pass'" if may_pass else "")
    forms: dict[str, list[str]] = {}
    for move in moves:
        text = str(move)
        forms.setdefault(text.split()[0], []).append(text)
    more = "+" if len(moves) == HELP_MOVES else ""
    lines = [f"legal now ({len(moves)}{more} moves):"]
    for kind, examples in forms.items():
        shown = ", ".join(examples[:4]) + (", …" if len(examples) > 4 else "")
        lines.append(f"  {kind}: {len(examples)}{more if len(forms) == 1 else ''} — e.g. {shown}")
    lines.append("also: 'hint' (what the best strategy would play)" + (", 'pass'" if may_pass else ""))
    return "\n".join(lines)
