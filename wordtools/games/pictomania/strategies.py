"""Pictomania players: ``careful`` (draws well, guesses when sure) and ``quick`` (guesses early, stops early).

Each tick a player does one thing, in this order of preference:

1. guess the drawing it is surest of, if that sureness reaches its threshold
   and it still holds the guess card the impression calls for;
2. draw, while its own drawing is less clear than its target;
3. stop and take a bonus token once it has guessed every other drawing, or
   when its patience runs out (ticks), or when the others are stopping and a
   token is still there to take; but not when it has placed more guess cards
   than it can be fairly sure of, since the black sheep loses its token
   (then it stops without one);
4. otherwise wait for the drawings to clear.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.protocol import Strategy
from .game import Move, View


@dataclass(frozen=True)
class Temper:
    sure: float  # guess when the impression's belief reaches this
    target: float  # draw until my drawing is this clear
    patience: int  # ticks after which I stop even with drawings left to guess
    risky: int  # with this many guesses placed below 'doubt' sureness, stop without a bonus token


class Temperament(Strategy[View, Move]):
    temper = Temper(0.7, 0.85, 30, 2)

    def __init__(self, game, seat, rng):
        super().__init__(game, seat, rng)
        self._doubtful = 0
        self._round = 0

    def choose(self, view: View) -> Move:
        if view.round != self._round:
            self._round, self._doubtful = view.round, 0
        t = self.temper
        open_drawings = [o for o in view.others if not o.guessed]
        candidates = sorted(
            (o for o in open_drawings if o.clue[1] in view.guess_cards and o.confidence >= t.sure),
            key=lambda o: (-o.confidence, o.seat),
        )
        if candidates:
            best = candidates[0]
            if best.confidence < 0.8:
                self._doubtful += 1
            return Move("guess", best.seat, best.clue[1])
        if view.my_clarity < t.target:
            return Move("draw")
        out_of_guesses = not any(o.clue[1] in view.guess_cards for o in open_drawings)
        last_token = len(view.bonus_left) == 1 and view.playing == 2
        if not open_drawings or out_of_guesses or view.tick >= t.patience or last_token:
            return Move("stop", bonus=bool(view.bonus_left) and self._doubtful < t.risky)
        return Move("wait")


class Careful(Temperament):
    """Draws until clear, guesses only when quite sure, waits long."""

    name = "careful"
    temper = Temper(sure=0.7, target=0.85, patience=30, risky=2)


class Quick(Temperament):
    """Draws a sketch, guesses on a hunch, stops early for a better bonus token."""

    name = "quick"
    temper = Temper(sure=0.45, target=0.6, patience=14, risky=3)


STRATEGIES = {"careful": Careful, "quick": Quick}
