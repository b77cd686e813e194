"""Macroscope players: open windows, and guess when the expected gain beats waiting.

Both strategies read the likeliest subject from :func:`.guessing.best_guess`, each with a taste of
its own (so one may challenge another's guess). After a first window it is not ready to guess on,
the active player waits, and the others may guess out of turn.
A guess right wins as many crystals as windows are covered, wrong loses as
many, so its expected gain is ``(2p - 1) × covered`` (minus the 2 crystals
an out-of-turn guess costs). Waiting brings the crystals a stop pays now,
and the chance to guess later with more letters showing. ``careful``
guesses only when it is quite sure (p ≥ 0.8) and the gain clears waiting by
a quarter of the covered windows; ``bold`` guesses as soon as its word is
more likely than not and the gain beats waiting at all.
"""

from __future__ import annotations

from ...engine.protocol import Strategy
from .game import EASY_STOP_CRYSTALS, GUESS_PRICE, Move, View
from .guessing import best_guess


class Guesser(Strategy):
    """Shared play: open a window whose letter is unknown, then guess, wait or stop by the expected gain."""

    sure = 0.8
    margin = 0.25  # of the covered windows

    def __init__(self, game, seat, rng):
        super().__init__(game, seat, rng)
        self.taste = rng.randrange(1, 2**31)  # this player's sense of how common words are

    def choose(self, view: View) -> Move | None:
        if view.seat == view.active:
            return self._own_turn(view)
        return self._out_of_turn(view)

    def _own_turn(self, view: View) -> Move:
        if view.phase == "offer":
            return Move("pass")
        if view.phase == "challenge":
            return Move("reveal")
        if view.opened_now:
            waiting = EASY_STOP_CRYSTALS if view.easy else view.opened_now
            guess = self._worth_guessing(view, waiting)
            if guess is not None:
                return guess
            if Move("wait") in view.legal and any(
                c >= GUESS_PRICE for s, c in enumerate(view.crystals) if s != view.seat
            ):
                return Move("wait")  # not ready: the others may guess before the next window
        opens = [m for m in view.legal if m.kind == "open"]
        if opens and view.opened_now < 2:
            unknown = [
                m
                for m in opens
                if view.shown[m.window - 1] is None and (view.letters is None or m.window <= view.letters)
            ]
            return self.rng.choice(unknown or opens)
        return Move("stop")

    def _out_of_turn(self, view: View) -> Move | None:
        if view.phase not in ("wait", "offer", "challenge"):
            return None
        price = 0 if view.easy else GUESS_PRICE
        if view.crystals[view.seat] < price or any(s == view.seat for s, _ in view.guesses):
            return None
        return self._worth_guessing(view, price)

    def _worth_guessing(self, view: View, waiting: float) -> Move | None:
        excluded = frozenset(k for _, k in view.guesses)
        guess = best_guess(view.lang, view.shown, view.letters, excluded, self.taste)
        if guess is None or guess.share < self.sure:
            return None
        covered = view.covered
        gain = (2 * guess.share - 1) * covered
        if gain > waiting + self.margin * covered:
            return Move("guess", word=guess.word)
        return None


class Careful(Guesser):
    name = "careful"
    sure = 0.8
    margin = 0.25


class Bold(Guesser):
    name = "bold"
    sure = 0.5
    margin = 0.0


STRATEGIES = {"careful": Careful, "bold": Bold}
