"""Pictomania players: ``careful`` (draws well, guesses when sure) and ``quick`` (guesses early, stops early).

Each tick a player does one thing, in this order of preference:

1. guess the drawing it is surest of, if that sureness reaches its threshold
   (a little lower for a finished drawing, which will not get clearer) and it
   still holds the guess card the impression calls for (never a blank sheet);
2. draw, while its own drawing is less clear than its target;
3. stop once it has guessed every other drawing, or when nothing it has not
   guessed can still change (every such drawer has stopped: there is nothing
   left to watch), or when its patience runs out (ticks), or when the others
   are stopping and a token is still there to take. It takes a bonus token
   unless it doubts its guesses: the wrong guesses it expects (the sum of one
   less its sureness of each) reach its ``doubt``, for the black sheep loses
   its token;
4. otherwise wait for the drawings to clear.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.protocol import Strategy
from .game import Move, View

FINISHED = 0.7  # a finished drawing will not get clearer: it is guessed at this share of the usual sureness


@dataclass(frozen=True)
class Temper:
    sure: float  # guess when the impression's belief reaches this
    target: float  # draw until my drawing is this clear
    patience: int  # ticks after which I stop even with drawings left to guess
    doubt: float  # stop without a bonus token when the wrong guesses I expect reach this


class Temperament(Strategy[View, Move]):
    temper = Temper(0.7, 0.85, 30, 1.0)

    def __init__(self, game, seat, rng):
        super().__init__(game, seat, rng)
        self._expected_wrong = 0.0
        self._round = 0

    def choose(self, view: View) -> Move:
        if view.round != self._round:
            self._round, self._expected_wrong = view.round, 0.0
        t = self.temper
        open_drawings = [o for o in view.others if not o.guessed]
        candidates = sorted(
            (
                o
                for o in open_drawings
                if o.clarity > 0
                and o.clue[1] in view.guess_cards
                and o.confidence >= (t.sure * FINISHED if o.finished else t.sure)
            ),
            key=lambda o: (-o.confidence, o.seat),
        )
        if candidates:
            best = candidates[0]
            self._expected_wrong += 1.0 - best.confidence
            return Move("guess", best.seat, best.clue[1])
        if view.my_clarity < t.target:
            return Move("draw")
        out_of_guesses = not any(o.clue[1] in view.guess_cards for o in open_drawings)
        nothing_to_watch = all(o.finished for o in open_drawings)
        last_token = len(view.bonus_left) == 1 and view.playing == 2
        if out_of_guesses or nothing_to_watch or view.tick >= t.patience or last_token:
            return Move("stop", bonus=bool(view.bonus_left) and self._expected_wrong < t.doubt)
        return Move("wait")


class Careful(Temperament):
    """Draws until clear, guesses only when quite sure, waits long."""

    name = "careful"
    temper = Temper(sure=0.7, target=0.85, patience=30, doubt=1.0)


class Quick(Temperament):
    """Draws a sketch, guesses on a hunch, stops early for a better bonus token."""

    name = "quick"
    temper = Temper(sure=0.45, target=0.6, patience=14, doubt=1.6)


STRATEGIES = {"careful": Careful, "quick": Quick}
