"""How WordOn plays are judged and ranked: :func:`play_value` (the smart player's judgement, see
:mod:`.strategies`) and :func:`best_plays` (what ``wordon best`` lists).

Apart from the players of :mod:`.strategies`, so that ``wordon best`` does not import the game
and the engine.
"""

from __future__ import annotations

from collections.abc import Callable

from ...errors import BadInput
from ...records import SlotRecord
from .defaults import HUMAN_FAMILIARITY
from .operations import BEST
from .search import Play, Searcher
from .tables import strategy_table
from .tiles import TileSet

STRATEGY_NAMES = BEST["strategy"].choices  # strategies.STRATEGIES (a test checks they agree)


class Weights(SlotRecord):
    """The smart player's weights (a slot record: a dataclass costs a millisecond to create at import)."""

    __slots__ = ("keep", "give", "endgame_bag", "debt", "going_out")

    def __init__(
        self,
        keep: float = 1.0,  # × the measured worth of the rack left
        give: float = 0.5,  # × the measured gift to the next player (one of two opponents)
        endgame_bag: int = 7,  # with this many tiles or fewer in the bag, tiles in hand are a debt
        debt: float = 1.0,  # × the points of the tiles still in hand then
        going_out: float = 1.0,  # × the points the others hold, when emptying the rack ends the game
    ):
        self.keep, self.give, self.endgame_bag, self.debt, self.going_out = keep, give, endgame_bag, debt, going_out


WEIGHTS = Weights()


def leave_value(leave: tuple[str, ...], tiles: TileSet, bag_size: int = 100, weights: Weights = WEIGHTS) -> float:
    """What the tiles kept on the rack are worth for the coming turns."""
    if bag_size <= weights.endgame_bag:
        return -weights.debt * tiles.total(leave)  # they will be deducted unless played
    return weights.keep * strategy_table(tiles.lang).keep_value(leave, tiles.alphabet.vowels)


def gift_value(handed: tuple[str, ...], tiles: TileSet, weights: Weights = WEIGHTS) -> float:
    """How much the tiles handed on W cells help the next player."""
    return weights.give * strategy_table(tiles.lang).give_value(handed)


def play_value(
    play: Play, tiles: TileSet, bag_size: int = 100, others_in_hand: float = 0.0, weights: Weights = WEIGHTS
) -> float:
    """The smart player's judgement of *play*: score + leave - gift (+ the others' tiles when it ends the game).

    *others_in_hand*: the points the other players are expected to hold (used
    when the bag is empty and the play empties the rack, which ends the game).
    """
    value = (
        play.score + leave_value(play.leave, tiles, bag_size, weights) - gift_value(play.to_next_player, tiles, weights)
    )
    if bag_size == 0 and not play.leave:
        value += weights.going_out * others_in_hand
    return value


def best_plays(
    finder: Searcher,
    rack: tuple[str, ...],
    extra: tuple[str, ...],
    row: int,
    limit: int | None = BEST["limit"].default,
    strategy: str = "greedy",
    min_familiarity: float | None = None,
) -> tuple[list[Play], Callable[[Play], float] | None]:
    """The plays ``wordon best`` (and batch ``wordon_best``) lists, ranked as *strategy* judges them,
    with the judgement (None: by score). ``human`` plays words at least :data:`HUMAN_FAMILIARITY`
    familiar unless *min_familiarity* says otherwise."""
    if strategy not in STRATEGY_NAMES:
        raise BadInput(f"unknown WordOn strategy {strategy!r}: choose one of {', '.join(STRATEGY_NAMES)}")
    value = (lambda p: play_value(p, finder.tile_set)) if strategy == "smart" else None
    if min_familiarity is None and strategy == "human":
        min_familiarity = HUMAN_FAMILIARITY
    return finder.plays(rack, extra, row, limit, value, min_familiarity=min_familiarity), value
