"""Montage Quizzers: which open word to play and which word to clue.

- ``smart``: for each open word it may play (both reading directions), looks at
  the few most frequent words that fit and scores each with the answer model's
  odds (:func:`.model.expected_win`): chips its side would lay, zones those
  chips would win (10 badges, or the zone's last circle), the clock kept on a
  doublet or more, minus what the opponents would gain by taking the word.
- ``random``: any open word it may play, any word that fits it.
"""

from __future__ import annotations

from ...engine.protocol import Strategy
from .board import ZONE_CELLS, zone_of
from .model import expected_win
from .open_words import option_words, options_for
from .rules import ZONE_TARGET, badge_counts, side_of
from .state import Move, View

WORDS_PER_SLOT = 6


class SmartStrategy(Strategy):
    name = "smart"

    def choose(self, view: View) -> Move:
        state = view
        _, options = options_for(state, self.seat)
        forced = all(o.chips == 1 for o in options)
        ours = side_of(self.seat)
        best, best_score = None, float("-inf")
        for option in options:
            rivals = option.count - 1
            empty = [c for c in option.cells if state.chips[c] is None]
            gain_us = _chip_value(state, empty, ours)
            gain_them = _chip_value(state, empty, 1 - ours)
            keep = 1.5 if option.chips >= 2 or forced else 0.0
            for entry in option_words(state, option, WORDS_PER_SLOT):
                win, lose = expected_win(entry.zipf, rivals)
                score = win * (gain_us + keep) - lose * gain_them + self.rng.random() * 0.01
                if score > best_score:
                    best, best_score = Move(option.cells[0], option.cells[-1], entry.word), score
        if best is None:
            raise RuntimeError("no open word to play")  # the game ends before this
        return best


def _chip_value(state: View, empty: list[int], side: int) -> float:
    """Worth of laying chips on *empty* circles for *side*: chips, plus zones they would win."""
    value = 0.3 * len(empty)
    for zone in {zone_of(c) for c in empty}:
        if state.owners[zone] is not None:
            continue
        added = sum(1 for c in empty if zone_of(c) == zone)
        have = badge_counts(state.chips, zone)[side]
        left = sum(1 for c in ZONE_CELLS[zone] if c not in state.pips and state.chips[c] is None)
        if have + added >= ZONE_TARGET or added == left:
            value += 4.0
        elif have + added >= ZONE_TARGET - 2:
            value += 0.5
    return value


class RandomStrategy(Strategy):
    name = "random"

    def choose(self, view: View) -> Move:
        state = view
        _, options = options_for(state, self.seat)
        option = self.rng.choice(options)
        entry = self.rng.choice(option_words(state, option, None))
        return Move(option.cells[0], option.cells[-1], entry.word)


STRATEGIES = {"smart": SmartStrategy, "random": RandomStrategy}
