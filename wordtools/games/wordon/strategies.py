"""WordOn players: ``greedy`` (the top score now), ``smart`` (score, rack left, tiles handed over, end
game) and ``human`` (the top score among the words a person knows).

``human`` plays the best-scoring word at least :data:`~.options.HUMAN_FAMILIARITY`
familiar (the share of adults who know it); when the rack makes none, it plays the
most familiar word it can make (a person searches harder before giving up a turn),
and with no word at all it swaps or drops as ``greedy`` does.

:func:`play_value` is the smart player's judgement of a play, also used by
``wordtools wordon best --strategy``. It adds to the score:

- the rack left behind, valued by the measured table of :mod:`.tables`
  (what each kept tile adds to the next turn against a fresh draw, with the
  rack-shape terms: doubles, too many vowels or consonants);
- minus what the tiles on W cells give the next player (the same table's
  *give* column: a blank or a Z in their extra-tile zone is worth points to
  them; a Q mostly costs them its penalty and the ×2);
- in the end game (the bag about to run dry) the tiles in hand count against
  the final score instead, and emptying the rack with the bag empty ends the
  game: the others lose what they hold.

The weights of :data:`WEIGHTS` were tuned on seeds apart from the ones the
bench and tests report (see ``docs/wordon.md``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine.protocol import Strategy
from ...errors import BadInput
from .game import Move, View, WordOn
from .operations import BEST
from .options import HUMAN_FAMILIARITY
from .search import Play, Searcher
from .tables import strategy_table
from .tiles import TileSet, tile_set


@dataclass(frozen=True)
class Weights:
    keep: float = 1.0  # × the measured worth of the rack left
    give: float = 0.5  # × the measured gift to the next player (one of two opponents)
    endgame_bag: int = 7  # with this many tiles or fewer in the bag, tiles in hand are a debt
    debt: float = 1.0  # × the points of the tiles still in hand then
    going_out: float = 1.0  # × the points the others hold, when emptying the rack ends the game


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
    if strategy not in STRATEGIES:
        raise BadInput(f"unknown WordOn strategy {strategy!r}: choose one of {', '.join(STRATEGIES)}")
    value = (lambda p: play_value(p, finder.tile_set)) if strategy == "smart" else None
    if min_familiarity is None and strategy == "human":
        min_familiarity = HUMAN_FAMILIARITY
    return finder.plays(rack, extra, row, limit, value, min_familiarity=min_familiarity), value


def _no_word_move(view: View, keep_score) -> Move:
    """Swap the two worst tiles while coins last (there is a bag to draw from), else drop."""
    rack = list(view.rack)
    if view.coins[view.seat] >= 1 and len(rack) >= 2 and view.bag_size:
        worst = sorted(rack, key=keep_score)[:2]
        return Move("swap", tiles=tuple(sorted(worst)))
    return Move("drop")


class GreedyStrategy(Strategy):
    """The best score now; without a word, swap the two dearest tiles."""

    name = "greedy"
    game: WordOn

    def choose(self, view: View) -> Move:
        plays = self.game.plays(view, top=1)
        if plays:
            return Move("play", plays[0].key)
        tiles = tile_set(view.lang)
        return _no_word_move(view, lambda t: (-tiles.value(t), t))


class SmartStrategy(Strategy):
    """Weighs the rack left behind, the W tiles handed to the next player and the end game."""

    name = "smart"
    game: WordOn
    weights = WEIGHTS

    def choose(self, view: View) -> Move:
        tiles = tile_set(view.lang)
        weights = self.weights
        # what the others hold: the bag's mean tile value per tile in their hands
        mean_tile = sum(v * c for (_, c), (_, v) in zip(tiles.counts, tiles.values)) / sum(c for _, c in tiles.counts)
        others = mean_tile * sum(n for i, n in enumerate(view.rack_sizes) if i != view.seat)
        plays = self.game.plays(view, top=1, value=lambda p: play_value(p, tiles, view.bag_size, others, weights))
        if plays:
            return Move("play", plays[0].key)
        table = strategy_table(view.lang)
        counts = {t: view.rack.count(t) for t in view.rack}
        # give back the tiles the table values least; a double costs its doubles term too
        return _no_word_move(view, lambda t: (table.keep.get(t, 0.0) + table.shape["doubles"] * (counts[t] > 1), t))


class HumanStrategy(Strategy):
    """The best score among the words a person knows (module docstring)."""

    name = "human"
    game: WordOn
    min_familiarity = HUMAN_FAMILIARITY

    def choose(self, view: View) -> Move:
        plays = self.game.plays(view, top=1, min_familiarity=self.min_familiarity)
        if plays:
            return Move("play", plays[0].key)
        every = self.game.plays(view)
        if every:
            return Move("play", max(every, key=lambda p: (p.familiarity, p.score)).key)
        tiles = tile_set(view.lang)
        return _no_word_move(view, lambda t: (-tiles.value(t), t))


STRATEGIES = {"greedy": GreedyStrategy, "smart": SmartStrategy, "human": HumanStrategy}

__all__ = [
    "GreedyStrategy",
    "HumanStrategy",
    "SmartStrategy",
    "WEIGHTS",
    "Weights",
    "best_plays",
    "gift_value",
    "leave_value",
    "play_value",
]
