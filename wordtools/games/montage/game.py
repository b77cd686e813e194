"""Montage for the engine: :class:`Montage` (registered as ``montage``).

Four players in two partnerships: seats 0 South and 2 North are black, 1 West
and 3 East white; the turn (the clock) passes to the left: South, West, North,
East. A move is the Quizzer's choice, ``h8-l8 knife``: the circle where the
word starts, the circle where it ends (so the reading direction), and the word
the Quizzer clues. :func:`apply` then plays the clue out with the answer model
(:mod:`.model`), lays the chips with the winning partnership's badge, settles
the zones and passes or keeps the clock. The values (State, View, Move) live
in :mod:`.state`, the open words a Quizzer may play in :mod:`.open_words`.

Options: ``lang``, ``list`` (default ``broad``: the rulebook accepts names,
slang and abbreviations), ``pattern`` (a name from ``montage patterns`` or a
file), ``championship`` (play until all 9 zones are full), ``colours`` (a
groups file with another colour assignment).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ...engine.protocol import Checked, Game, Outcome, Transition, chance
from ...errors import BadGameSetup, IllegalMove
from ...lexicon import get_lexicon
from .board import DIAMOND, load_pattern, name, runs, zone_of
from .colours import load_colours
from .model import resolve_clue
from .open_words import Option, option_words, options_for
from .rules import SIDES, empty_board, place_word, settle_zones, side_of
from .show import describe_turn, narrate_turn, render_board
from .state import SEATS, Move, State, Turn, View, colour_context, lexicon_of

ZONES_TO_WIN = 4
TURN_LIMIT = 1500
ALTERNATIVES = 10  # an alternative answer is one of the words that come to mind: the most frequent that fit


class Montage(Game[State, Move, View]):
    """Montage: a partnership word game of colour chips (rulebook: montage_es.txt)."""

    name = "montage"
    aliases = ("montaje",)
    version = "2"  # 2: "Y si" answers (misfit, bluff), alternative answers, access counted in the home zone
    cooperative = False

    def setup(self, options: dict, seed: int) -> State:
        opts = {**self.default_options(), **options}
        if opts["players"] != 4:
            raise BadGameSetup(f"Montage is for exactly 4 players in 2 partnerships, not {opts['players']}")
        pattern = load_pattern(str(opts["pattern"]))
        lexicon = get_lexicon(opts["lang"], opts["list"])
        colours = load_colours(opts["colours"])
        colours.sets(lexicon.alphabet)  # checks the assignment covers the alphabet
        rng = chance(seed, "seed")
        chips = list(empty_board())
        for k, cell in enumerate(DIAMOND):
            if cell not in pattern.pips:
                chips[cell] = (rng.randrange(len(colours.names)), k % 2)
        first_side = chance(seed, "toss").randrange(2)
        state = State(
            lang=lexicon.lang,
            list_name=opts["list"],
            pattern=str(opts["pattern"]),
            pips=pattern.pips,
            colours_file=opts["colours"],
            championship=bool(opts["championship"]),
            seed=seed,
            chips=tuple(chips),
            owners=(None,) * 9,
            placed=(),
            quizzer=first_side,  # seat 0 is black, seat 1 white
        )
        return _with_stuck(state)

    # -- moves ---------------------------------------------------------------

    def legal_moves(self, state: State, player: int) -> Iterator[Move]:
        if player != state.quizzer or self.outcome(state) is not None:
            return
        for option in options_for(state)[1]:
            for entry in option_words(state, option, None):
                yield Move(option.cells[0], option.cells[-1], entry.word)

    def check(self, state: State, seat: int, move: Move) -> Checked[Move]:
        self.check_turn(state, seat)
        return Checked(seat, move, self._check(state, move))

    def _check(self, state: State, move: Move) -> tuple[Option, list[Option], str, float]:
        """(option, every option, folded word, its zipf) of a legal *move*; raises IllegalMove."""
        if self.outcome(state) is not None:
            raise IllegalMove("the game is over")
        ends = {move.start, move.end}
        run = next((r for r in runs(state.pips) if {r.cells[0], r.cells[-1]} == ends), None)
        if run is None or move.start == move.end:
            raise IllegalMove(
                f"{name(move.start)}-{name(move.end)} is not a word of the board (it runs between pips or edges)"
            )
        reverse = move.start == run.cells[-1]
        _, options = options_for(state)
        option = next((o for o in options if o.run == run and o.reverse == reverse), None)
        if option is None:
            raise IllegalMove(f"{run.label} is not an open word {SEATS[state.quizzer]} may play now")
        lexicon = lexicon_of(state)
        key = lexicon.alphabet.try_fold(move.word) or ""
        fitting = option.words & lexicon.of_key(key)
        if not fitting:
            raise IllegalMove(f"{move.word!r} does not fit {run.label} or is already on the board")
        return option, options, key, fitting.entries(limit=1)[0].zipf

    def apply(self, state: State, checked: Checked[Move]) -> Transition[State]:
        after = self._next_state(state, checked.move, *checked.facts)
        return Transition(after, describe_turn(state, after), narrate_turn(state, after))

    def _next_state(
        self, state: State, move: Move, option: Option, options: list[Option], key: str, zipf: float
    ) -> State:
        _, _, table = colour_context(state)
        rivals = option.count - 1
        result = resolve_clue(chance(state.seed, "clue", state.turn), state.quizzer, zipf, rivals)
        chips, owners, placed = state.chips, state.owners, state.placed
        new_cells: tuple[int, ...] = ()
        zones_won: tuple[int, ...] = ()
        side: int | None = None
        laid = ""
        if result.winner is not None:
            side = side_of(result.winner)
            laid = _alternative(state, option, key) if result.alternative else key
            chips, new_cells = place_word(chips, option.cells, tuple(table[ch] for ch in laid), side)
            n_colours = len(colour_context(state)[0].names)
            touched = {zone_of(c) for c in new_cells}
            chips, owners, zones_won = settle_zones(
                chips, state.pips, owners, touched, side, chance(state.seed, "fill", state.turn), n_colours
            )
            placed = placed + (laid,)
        partner = (state.quizzer + 2) % 4
        forced = all(o.chips == 1 for o in options)
        keeps = result.winner == partner and (option.chips >= 2 or forced)
        turn = Turn(state.quizzer, move, option.chips, rivals, zipf, result, side, new_cells, zones_won, keeps, laid)
        after = State(
            lang=state.lang,
            list_name=state.list_name,
            pattern=state.pattern,
            pips=state.pips,
            colours_file=state.colours_file,
            championship=state.championship,
            seed=state.seed,
            chips=chips,
            owners=owners,
            placed=placed,
            quizzer=state.quizzer if keeps else (state.quizzer + 1) % 4,
            turn=state.turn + 1,
            last=turn,
        )
        return _with_stuck(after)

    def parse_move(self, text: str) -> Move:
        return Move.parse(text)

    # -- the end -------------------------------------------------------------

    def outcome(self, state: State) -> Outcome | None:
        zones = [sum(1 for o in state.owners if o == s) for s in (0, 1)]
        all_full = all(o is not None for o in state.owners)
        reason = None
        if not state.championship and max(zones) >= ZONES_TO_WIN:
            reason = f"{ZONES_TO_WIN} zones"
        elif all_full:
            reason = "all 9 zones full"
        elif state.stuck:
            reason = "no open word can take a word of the list"
        elif state.turn >= TURN_LIMIT:
            reason = f"turn limit ({TURN_LIMIT})"
        if reason is None:
            return None
        badges = [sum(1 for c in state.chips if c is not None and c[1] == s) for s in (0, 1)]
        if zones[0] != zones[1]:
            best = 0 if zones[0] > zones[1] else 1
        elif badges[0] != badges[1]:
            best = 0 if badges[0] > badges[1] else 1
        else:
            best = None
        winners = () if best is None else tuple(s for s in range(4) if side_of(s) == best)
        scores = tuple(zones[side_of(s)] for s in range(4))
        details = {
            "zones": {SIDES[s]: zones[s] for s in (0, 1)},
            "badges": {SIDES[s]: badges[s] for s in (0, 1)},
            "words": len(state.placed),
            "turns": state.turn,
        }
        return Outcome(scores, winners, reason, details)

    def view(self, state: State, player: int) -> View:
        return View.of(state, player)

    def to_move(self, state: State) -> tuple[int, ...]:
        return () if self.outcome(state) is not None else (state.quizzer,)

    def lexicon_id(self, options: dict) -> str:
        opts = {**self.default_options(), **options}
        return get_lexicon(opts["lang"], opts["list"]).checksum

    # -- showing it ----------------------------------------------------------

    def render(self, state: State) -> str:
        return render_board(state)

    def shows_position_after(self, state: State, checked: Checked[Move], after: State) -> bool:
        return after.chips != state.chips  # a word was placed


def _alternative(state: State, option: Option, key: str) -> str:
    """The rival word an answerer gave that fits the clue too ("Respuesta alternativa": it is
    the one laid): one of the most frequent other words that fit, chosen by the seed."""
    alphabet = lexicon_of(state).alphabet
    rivals = [alphabet.fold(e.word) for e in option_words(state, option, ALTERNATIVES + 1)]
    rivals = [k for k in dict.fromkeys(rivals) if k != key][:ALTERNATIVES]
    return chance(state.seed, "alternative", state.turn).choice(rivals) if rivals else key


def _with_stuck(state: State) -> State:
    """Mark a state where the Quizzer (and so everybody: stage 2 is the whole board) cannot play."""
    if all(o is not None for o in state.owners):
        return state
    stuck = not options_for(state)[1]
    if stuck == state.stuck:
        return state
    return replace(state, stuck=stuck)
