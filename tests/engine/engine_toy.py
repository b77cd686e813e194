"""A small real game for the engine tests: scoring Nim.

Three heaps of 1-7 stones (drawn with ``chance``). A move takes 1-3 stones
from one heap: ``"2-3"`` takes 3 from heap 2. You score the stones you take,
plus 5 for the very last stone. Highest score wins (ties share the win).
It follows the protocol like a real game, so the runner, logs, validate and
simulate are tested on real rules while the word games are being written.
"""

from __future__ import annotations

from dataclasses import dataclass

from wordtools.engine import Game, Outcome, Strategy, chance
from wordtools.engine.options import Option, OptionSchema, lang_option, players_option
from wordtools.engine.protocol import Checked, Transition
from wordtools.errors import IllegalMove, InvalidMove
from wordtools.games.table import GameRow

LAST_STONE_BONUS = 5
# What lexicon_id() reports; tests change it to stand for a changed word list.
LEXICON = {"id": "toy-lexicon-1"}


@dataclass(frozen=True)
class Take:
    heap: int
    stones: int

    def __str__(self) -> str:
        return f"{self.heap}-{self.stones}"


@dataclass(frozen=True)
class NimState:
    heaps: tuple[int, ...]
    scores: tuple[int, ...]
    turn: int


class TakeMost(Strategy):
    """Take as much as allowed from the biggest heap."""

    def choose(self, view: NimState) -> Take:
        heap = max(range(len(view.heaps)), key=lambda h: view.heaps[h])
        return Take(heap, min(3, view.heaps[heap]))


class TakeRandom(Strategy):
    def choose(self, view: NimState) -> Take:
        return self.rng.choice(list(self.game.legal_moves(view, self.seat)))


class Cheat(Strategy):
    """Always tries to empty heap 0 in one go (illegal when it holds over 3)."""

    def choose(self, view: NimState) -> Take:
        return Take(0, 7)


class Stall(Strategy):
    """Never helps the game end: used with the move-cap test (see EndlessNim)."""

    def choose(self, view: NimState) -> Take:
        return Take(0, 0)


NIM_OPTIONS = OptionSchema(
    (
        players_option(2, 4, 2),
        lang_option(),
        Option("heaps", int, 3, "number of heaps", low=1, high=9),
    )
)
NIM_STRATEGIES = {"most": TakeMost, "random": TakeRandom, "cheat": Cheat}


class Nim(Game):
    version = "1"

    def setup(self, options: dict, seed: int) -> NimState:
        rng = chance(seed, "heaps")
        heaps = tuple(rng.randint(1, 7) for _ in range(options["heaps"]))
        return NimState(heaps, (0,) * options["players"], 0)

    def legal_moves(self, state: NimState, player: int):
        if player != state.turn or self.outcome(state) is not None:
            return
        for heap, size in enumerate(state.heaps):
            for stones in range(1, min(3, size) + 1):
                yield Take(heap, stones)

    min_take = 1

    def check(self, state: NimState, seat: int, move: Take) -> Checked:
        self.check_turn(state, seat)
        if not 0 <= move.heap < len(state.heaps):
            raise IllegalMove(f"there is no heap {move.heap}")
        most = min(3, state.heaps[move.heap])
        if not self.min_take <= move.stones <= most:
            raise IllegalMove(f"heap {move.heap} holds {state.heaps[move.heap]}: take {self.min_take} to {most}")
        return Checked(seat, move)

    def apply(self, state: NimState, checked: Checked) -> Transition:
        move = checked.move
        heaps = list(state.heaps)
        heaps[move.heap] -= move.stones
        gain = move.stones + (LAST_STONE_BONUS if not any(heaps) else 0)
        scores = list(state.scores)
        scores[state.turn] += gain
        after = NimState(tuple(heaps), tuple(scores), (state.turn + 1) % len(scores))
        return Transition(after, self.describe(state, move, after), f"takes {move.stones} from heap {move.heap}")

    def outcome(self, state: NimState) -> Outcome | None:
        if any(state.heaps):
            return None
        best = max(state.scores)
        winners = tuple(s for s, v in enumerate(state.scores) if v == best)
        return Outcome(state.scores, winners, "no stones left", {"best": best})

    def view(self, state: NimState, player: int) -> NimState:
        return state

    def to_move(self, state: NimState) -> tuple[int, ...]:
        return () if self.outcome(state) is not None else (state.turn,)

    def parse_move(self, text: str) -> Take:
        try:
            heap, stones = (int(part) for part in text.split("-"))
        except ValueError:
            raise InvalidMove(f"a move is HEAP-STONES, like 0-2, not {text!r}") from None
        return Take(heap, stones)

    def describe(self, state: NimState, move: Take, after: NimState) -> dict:
        return {"score": after.scores[state.turn] - state.scores[state.turn], "heaps": after.heaps}

    def render(self, state: NimState) -> str:
        return "  ".join(f"heap {h}: {'o' * n or '-'}" for h, n in enumerate(state.heaps))

    def lexicon_id(self, options: dict) -> str:
        return LEXICON["id"]


class EndlessNim(Nim):
    """Nim where taking nothing is allowed: Stall players never finish."""

    min_take = 0


ENDLESS_STRATEGIES = {"stall": Stall}

# The toy games' rows: added to the game table by the tests (tests/engine/conftest.py).
NIM_ROW = GameRow(
    name="toynim",
    package="engine_toy",
    summary="Scoring Nim (a toy game for the engine's tests)",
    aliases=("toy-nim",),
    strategies=("most", "random", "cheat"),
    rules=":Nim",
    strategy_classes=":NIM_STRATEGIES",
    options=":NIM_OPTIONS",
    cli=":toynim_cli",
    batch=":BATCH",
)
ENDLESS_ROW = GameRow(
    name="toyendless",
    package="engine_toy",
    summary="Nim that never ends (a toy game for the move cap)",
    strategies=("stall",),
    rules=":EndlessNim",
    strategy_classes=":ENDLESS_STRATEGIES",
    options=":NIM_OPTIONS",
    cli=None,
)


def _heaps_operation(query: dict) -> dict:
    """A batch operation of the toy game: the heaps a seed deals."""
    seed = query.get("seed", 0)
    if type(seed) is not int:
        raise InvalidMove("'seed' must be an integer")
    return {"results": list(Nim().setup({"players": 2, "heaps": 3}, seed).heaps)}


BATCH = {"toynim_heaps": _heaps_operation}


def _make_cli():
    import click

    @click.group(name="toynim", help="Scoring Nim helpers (a toy game for the engine's tests).")
    def group() -> None:
        pass

    @group.command(help="The heaps a seed deals.")
    @click.option("--seed", type=int, default=0)
    def heaps(seed: int) -> None:
        click.echo(" ".join(map(str, _heaps_operation({"seed": seed})["results"])))

    return group


toynim_cli = _make_cli()
