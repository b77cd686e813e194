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
2. **Mistaken knocks and bluffs.** A player who does not know may still knock,
   sure of a rival word (one that fits the circles), with probability
   ``0.25 * (1 - p) * min(1, log10(1 + rivals) / 3)``; an opponent who knows
   nothing may knock to bluff, with probability ``0.04 * (1 - p)``.
3. **Knock times.** A player who knows knocks after ``uniform(2, 10 + 50 * (1 - p))``
   seconds (easy words are fast), a mistaken one or a bluffer after
   ``uniform(5, 60)``; knocks after the 60-second timer do not count.
4. **Who answers** (rulebook, "Golpes"): nobody knocks -> nobody answers. A
   partner who knocks first, alone, is pointed to at once. A single opponent's
   knock waits for the timer: that opponent answers if nobody else knocks. At
   the second knock the Quizzer points at once: to the partner if the partner
   is one of the two, else to one of the two opponents (at random) -- unless a
   third knock comes virtually together with the second (within one second),
   when the Quizzer points to one of the opponents (at random).
5. **What an answer is.** A player who knows answers the Quizzer's word
   (``right``). A mistaken player's rival word fits the clue too with
   probability 0.35 (``alternative``: "Respuesta alternativa", a correct
   answer, and the word laid is that one); it does not fit the circles at all
   with probability 0.1 (``misfit``: a slip of length or colour); else it is
   ``wrong``. A bluffer has no answer (``bluff``).
6. **Who wins the word.** ``right`` or ``alternative``: the answerer's side.
   ``wrong`` ("Respuesta incorrecta"): a wrong partner hands the answer to the
   first opponent who knocked, a wrong opponent to the Quizzer's partner, who
   answer the same way. The rulebook's "Y si" clauses give the word outright:
   an answer that does not fit the circles gives it to the other side "como si
   ese lado hubiera respondido correctamente", and a bluffing opponent who is
   called gives it to the Quizzer's side. A side that wins a word outright is
   credited as if its player had answered right (the Quizzer's partner, or
   the first opponent who knocked or else the left opponent), which the clock
   rule then reads.

:func:`expected_win` gives a strategy a quick estimate of the same odds.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

PARTNER_BONUS = 0.6
TIMER = 60.0
TOGETHER = 1.0  # seconds: knocks this close count as "virtually together"
BLUFF = 0.04  # an opponent who knows nothing knocks anyway, times (1 - p)
ALTERNATIVE = 0.35  # a mistaken player's rival word also fits the clue
MISFIT = 0.1  # a mistaken player's word does not fit the circles

RIGHT, ALTERNATIVE_ANSWER, WRONG, MISFIT_ANSWER, BLUFF_KNOCK = "right", "alternative", "wrong", "misfit", "bluff"
CORRECT = (RIGHT, ALTERNATIVE_ANSWER)


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
    """What happened after a clue: knocks (seat, seconds), answers (seat, kind: right,
    alternative, wrong, misfit, bluff) and the seat credited with the word."""

    knocks: tuple[tuple[int, float], ...]
    answers: tuple[tuple[int, str], ...]
    winner: int | None  # seat credited with the word (its side lays it), or None
    outright: bool = False  # won by the other side's misfit or bluff ("Y si")

    @property
    def alternative(self) -> bool:
        """Whether the word laid is another word that fits the clue ("Respuesta alternativa")."""
        return not self.outright and bool(self.answers) and self.answers[-1][1] == ALTERNATIVE_ANSWER

    def to_json(self) -> dict:
        return {
            "knocks": [[seat, round(t, 1)] for seat, t in self.knocks],
            "answers": [[seat, kind] for seat, kind in self.answers],
            "winner": self.winner,
            "outright": self.outright,
        }


def resolve_clue(rng: random.Random, quizzer: int, zipf: float, rivals: int, players: int = 4) -> ClueResult:
    """Play out one clue under the model (seats 0-3; partner = quizzer + 2)."""
    partner = (quizzer + 2) % players
    others = [(quizzer + k) % players for k in (1, 2, 3)]  # left opponent, partner, right opponent
    kinds: dict[int, str] = {}  # what each knocking player would answer
    knocks: list[tuple[float, int]] = []
    for seat in others:
        p = knows_probability(zipf, rivals, seat == partner)
        if rng.random() < p:
            kinds[seat] = RIGHT
            t = rng.uniform(2.0, 10.0 + 50.0 * (1.0 - p))
        elif rng.random() < mistake_probability(p, rivals):
            u = rng.random()
            kinds[seat] = MISFIT_ANSWER if u < MISFIT else ALTERNATIVE_ANSWER if u < MISFIT + ALTERNATIVE else WRONG
            t = rng.uniform(5.0, TIMER)
        elif seat != partner and rng.random() < BLUFF * (1.0 - p):
            kinds[seat] = BLUFF_KNOCK
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
        answerer: int | None = partner  # the partner alone: pointed to at once
    elif len(knocks) == 1:
        answerer = first_seat  # one opponent: answers when time runs out
    elif len(knocks) == 3 and knocks[2][0] - knocks[1][0] <= TOGETHER:
        answerer = rng.choice([seat for seat in others if seat != partner])
    else:
        first_two = [seat for _, seat in knocks[:2]]
        answerer = partner if partner in first_two else rng.choice(first_two)
    # the seat credited when a side wins the word outright
    credit = {"ours": partner, "theirs": opponents_knocking[0] if opponents_knocking else others[0]}
    answers: list[tuple[int, str]] = []
    winner: int | None = None
    outright = False
    while answerer is not None and winner is None and len(answers) < 2:
        kind = kinds.get(answerer, WRONG)  # a partner asked to try who does not know fails
        answers.append((answerer, kind))
        ours = answerer == partner
        if kind in CORRECT:
            winner = answerer
        elif kind == MISFIT_ANSWER or kind == BLUFF_KNOCK:
            # "Y si": the other side wins the word as if it had answered correctly
            winner, outright = credit["theirs" if ours else "ours"], True
        elif ours:  # "Respuesta incorrecta": the first opponent who knocked tries at once
            answerer = opponents_knocking[0] if opponents_knocking else None
        else:  # a wrong opponent: the Quizzer's partner tries at once
            answerer = partner
    return ClueResult(order, tuple(answers), winner, outright)


def expected_win(zipf: float, rivals: int) -> tuple[float, float]:
    """Rough chances (Quizzer's side wins the word, opponents win it), for strategies.

    Ignores knock times: the partner answers first when it knows, else an
    opponent who knows takes it.
    """
    pp = knows_probability(zipf, rivals, True)
    po = knows_probability(zipf, rivals, False)
    any_opponent = 1.0 - (1.0 - po) ** 2
    return pp, (1.0 - pp) * any_opponent
