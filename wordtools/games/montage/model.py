"""The answer model: how the three other players answer a Quizzer's clue.

Clues and answers are words in the players' heads, so the engine models them.
Everything here is seeded (the caller passes a :func:`chance` generator), so
the same game seed gives the same answers everywhere.

1. **Knowing the answer.** Each of the three other players independently
   thinks of the Quizzer's word with probability

       p = 1 / (1 + exp(-(1.2 * (min(zipf, 5.5) - 3.5) - 0.35 * log2(1 + rivals) + 1.5 + bonus)))

   where ``zipf`` is the word's frequency (common words come to mind; above
   5.5 the words are mostly function words, no easier to clue), 
   ``rivals`` the number of other words of the list that fit the slot and its
   chips' colours (the more words fit, the more a clue can be read another
   way), and ``bonus`` is 0.6 for the Quizzer's partner (who knows how the
   Quizzer thinks) and 0 for an opponent.
2. **Mistaken knocks.** A player who does not know may still knock, sure of a
   rival word, with probability ``0.25 * (1 - p) * min(1, log10(1 + rivals) / 3)``;
   that answer is wrong.
3. **Knock times.** A player who knows knocks after ``uniform(2, 10 + 50 * (1 - p))``
   seconds (easy words are fast), a mistaken one after ``uniform(5, 60)``;
   knocks after the 60-second timer do not count.
4. **Who answers** (rulebook, "Golpes"): nobody knocks -> nobody answers. A
   partner who knocks first, alone, is pointed to at once. A single opponent's
   knock waits for the timer: that opponent answers if nobody else knocks. At
   the second knock the Quizzer points at once: to the partner if the partner
   is one of the two, else to one of the two opponents (at random) -- unless a
   third knock comes virtually together with the second (within one second),
   when the Quizzer points to one of the opponents (at random).
5. **Wrong answers** (rulebook, "Respuesta incorrecta"): a wrong partner hands
   the answer to the first opponent who knocked; a wrong opponent hands it to
   the Quizzer's partner. A player answers correctly exactly when it knows the
   word. Whoever answers correctly wins the word for their partnership.

:func:`expected_win` gives a strategy a quick estimate of the same odds.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

PARTNER_BONUS = 0.6
TIMER = 60.0
TOGETHER = 1.0  # seconds: knocks this close count as "virtually together"


def knows_probability(zipf: float, rivals: int, partner: bool) -> float:
    """Chance that one player thinks of the Quizzer's word from the clue."""
    logit = 1.2 * (min(zipf, 5.5) - 3.5) - 0.35 * math.log2(1 + max(rivals, 0)) + 1.5
    if partner:
        logit += PARTNER_BONUS
    return 1.0 / (1.0 + math.exp(-logit))


def mistake_probability(p: float, rivals: int) -> float:
    """Chance that a player who does not know knocks anyway (with a rival word)."""
    return 0.25 * (1.0 - p) * min(1.0, math.log10(1 + max(rivals, 0)) / 3.0)


@dataclass(frozen=True)
class ClueResult:
    """What happened after a clue: knocks (seat, seconds), answers (seat, correct), the winning side."""

    knocks: tuple[tuple[int, float], ...]
    answers: tuple[tuple[int, bool], ...]
    winner: int | None  # seat of the player who answered correctly, or None

    def to_json(self) -> dict:
        return {
            "knocks": [[seat, round(t, 1)] for seat, t in self.knocks],
            "answers": [[seat, ok] for seat, ok in self.answers],
            "winner": self.winner,
        }


def resolve_clue(rng: random.Random, quizzer: int, zipf: float, rivals: int, players: int = 4) -> ClueResult:
    """Play out one clue under the model (seats 0-3; partner = quizzer + 2)."""
    partner = (quizzer + 2) % players
    others = [(quizzer + k) % players for k in (1, 2, 3)]  # left opponent, partner, right opponent
    knows: dict[int, bool] = {}
    knocks: list[tuple[float, int]] = []
    for seat in others:
        p = knows_probability(zipf, rivals, seat == partner)
        knows[seat] = rng.random() < p
        if knows[seat]:
            t = rng.uniform(2.0, 10.0 + 50.0 * (1.0 - p))
        elif rng.random() < mistake_probability(p, rivals):
            t = rng.uniform(5.0, TIMER)
        else:
            continue
        if t < TIMER:
            knocks.append((t, seat))
    knocks.sort()
    order = tuple((seat, t) for t, seat in knocks)
    if not knocks:
        return ClueResult(order, (), None)
    opponents_knocking = [seat for _, seat in knocks if seat != partner]
    first_time, first_seat = knocks[0]
    if first_seat == partner and (len(knocks) == 1 or knocks[1][0] - first_time > TOGETHER):
        answerer = partner  # the partner alone: pointed to at once
    elif len(knocks) == 1:
        answerer = first_seat  # one opponent: answers when time runs out
    elif len(knocks) == 3 and knocks[2][0] - knocks[1][0] <= TOGETHER:
        answerer = rng.choice([seat for seat in others if seat != partner])
    else:
        first_two = [seat for _, seat in knocks[:2]]
        answerer = partner if partner in first_two else rng.choice(first_two)
    answers = [(answerer, knows[answerer])]
    if not knows[answerer]:
        if answerer == partner:
            backup = opponents_knocking[0] if opponents_knocking else None
        else:
            backup = partner
        if backup is not None:
            answers.append((backup, knows[backup]))
    winner = next((seat for seat, ok in answers if ok), None)
    return ClueResult(order, tuple(answers), winner)


def expected_win(zipf: float, rivals: int) -> tuple[float, float]:
    """Rough chances (Quizzer's side wins the word, opponents win it), for strategies.

    Ignores knock times: the partner answers first when it knows, else an
    opponent who knows takes it.
    """
    pp = knows_probability(zipf, rivals, True)
    po = knows_probability(zipf, rivals, False)
    any_opponent = 1.0 - (1.0 - po) ** 2
    return pp, (1.0 - pp) * any_opponent
