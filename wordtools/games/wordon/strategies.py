"""WordOn players: ``greedy`` (the top score now), ``smart`` (score, rack left, tiles handed over, end
game) and ``human`` (the top score among the words a person knows).

``human`` plays the best-scoring word at least :data:`~.defaults.HUMAN_FAMILIARITY`
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

from ...engine.protocol import Strategy
from .defaults import HUMAN_FAMILIARITY
from .game import Move, View, WordOn
from .ranking import WEIGHTS, Weights, best_plays, gift_value, leave_value, play_value
from .tables import strategy_table
from .tiles import tile_set


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
