"""WordOn players: ``greedy`` (the top score now) and ``smart`` (score, handover and leave).

:func:`play_value` is the smart player's judgement of a play, also used by
``wordtools wordon best --strategy``: the score, plus what the tiles left on
the rack are worth for the next turns, minus what the tiles on W cells give
the next player (their extra zone: a blank or an easy letter helps them reach
the ×2). Near the end (few tiles in the bag) tiles in hand count against the
final score, so the leave is valued at minus its points.
"""

from __future__ import annotations

from ...engine.protocol import Strategy
from .game import Move, View, WordOn
from .search import Play
from .tiles import BLANK, TileSet, tile_set

ENDGAME_BAG = 7


def leave_value(leave: tuple[str, ...], tiles: TileSet, bag_size: int = 100) -> float:
    """What the tiles kept on the rack are worth for the coming turns."""
    if bag_size <= ENDGAME_BAG:
        return -1.5 * tiles.total(leave)  # they will be deducted unless played
    vowels = sum(1 for t in leave if t in "aeiou")
    consonants = sum(1 for t in leave if t != BLANK and t not in "aeiou")
    value = 6.0 * leave.count(BLANK)
    if leave and (vowels == 0 or consonants == 0):
        value -= 1.5 * len(leave)
    value -= 2.0 * (len(leave) - len(set(leave)))  # doubles are hard to place
    value -= 0.5 * sum(1 for t in leave if t != BLANK and tiles.value(t) >= 8)
    return value


def gift_value(handed: tuple[str, ...], tiles: TileSet) -> float:
    """How much the tiles handed to the next player help them."""
    value = 0.0
    for t in handed:
        if t == BLANK:
            value += 7.0
        elif tiles.value(t) <= 1:
            value += 2.0
        elif tiles.value(t) <= 3:
            value += 1.0
        else:
            value -= 1.0  # hard to use: likely a penalty for them
    return value


def play_value(play: Play, tiles: TileSet, bag_size: int = 100) -> float:
    """The smart player's judgement of *play* (score + leave - gift)."""
    return play.score + leave_value(play.leave, tiles, bag_size) - gift_value(play.to_next_player, tiles)


def _no_word_move(view: View, keep_score) -> Move:
    """Swap the two worst tiles while coins last (there is a bag to draw from), else drop."""
    rack = list(view.rack)
    if view.coins[view.seat] >= 1 and len(rack) >= 2 and view.bag_size:
        worst = sorted(rack, key=keep_score)[:2]
        return Move("swap", tiles=tuple(sorted(worst)))
    return Move("drop")


class Greedy(Strategy):
    """The best score now; without a word, swap the two dearest tiles."""

    name = "greedy"

    def choose(self, view: View) -> Move:
        plays = self.game.plays(view, top=1)
        if plays:
            return Move("play", plays[0].key)
        tiles = tile_set(view.lang)
        return _no_word_move(view, lambda t: (-tiles.value(t), t))


class Smart(Strategy):
    """Weighs the W tiles handed to the next player and the rack left behind."""

    name = "smart"

    def choose(self, view: View) -> Move:
        tiles = tile_set(view.lang)
        plays = self.game.plays(view, top=1, value=lambda p: play_value(p, tiles, view.bag_size))
        if plays:
            return Move("play", plays[0].key)
        counts = {t: view.rack.count(t) for t in view.rack}
        # keep blanks and single common tiles; give back doubles and dear tiles first
        return _no_word_move(view, lambda t: (t != BLANK, -counts[t], -tiles.value(t), t))


WordOn.strategies = {"greedy": Greedy, "smart": Smart}
