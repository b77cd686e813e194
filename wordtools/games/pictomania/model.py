"""How drawing and guessing are modelled: drawings clear with time, and people misread them as tables do.

Time passes in ticks. In each tick a player draws, guesses, waits or stops.

- **Drawing.** After *k* ticks of drawing, a drawing's clarity is
  ``1 - (1 - r)^k``: each tick adds a share *r* of what is still missing. *r*
  is larger for familiar things (the clue's sense familiarity): a cat is drawn
  faster than a frigatebird (:func:`drawing_rate`).
- **Likeness** (:func:`likeness`) of two clues on the racks grows with what
  they share: the same side (they were chosen alike), more groups in common,
  a group whose members a drawing shows with one outline (fish, planes, herbs:
  :func:`.alike.look_alike_groups`), and above all being alike in the sense of
  :mod:`.alike` (one a kind of the other, two kinds of one thing, near
  synonyms, one name inside the other). Clues on other cards get a small
  likeness.
- **Misreading.** A guesser takes a drawing of clue *t* for another clue *j*
  with probability ``MISREAD x eye x (1 + RARE x (1 - f(t))) x (1 + HASTE x
  (1 - clarity)) x likeness(t, j)^2`` (:meth:`Racks.misreadings`): more for a
  clue whose sense is less familiar (*f*, the familiarity of the sense the card
  means: :func:`~wordtools.lexicon.concept_levels.sense_familiarity`), more for alike clues, more in a hasty look at a
  half-done drawing. Each player has an *eye* of their own for the whole game
  (log-normal, median 1, :func:`eye`), so players do not all err alike. Which
  clue a guesser sees is fixed by one seeded point *u* per guesser, drawer and
  round: as the drawing clears, the chance of a misreading shrinks and a
  misreading at a glance may turn into the right reading.
- **Confidence.** What the guesser sees (the clue read, right or wrong) gets
  ``q = clarity x recognition(t)``; each other clue *k* gets
  ``DOUBT x likeness(seen, k)^2 x (1 - q)``, and "anything yet" gets
  ``UNSURE x (1 - clarity)``; the guesser's confidence is the share of what they see. A clue with alike clues beside it is never quite sure, so a
  careful player doubts where a table would.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from ...lexicon.concept_levels import content_words, name_familiarity, sense_familiarity
from ...lexicon.concepts import Concept, Inventory, fold_name, load_inventory
from ...seeding import chance
from .alike import KIND_OF, NAME_INSIDE, SIBLINGS, SYNONYM, alike, look_alike_groups, resolve_side
from .deck import Side

SAME_SIDE = 0.3  # clues of one side were chosen alike
PER_SHARED_GROUP = 0.15  # each group they share beyond the side's own
ALIKE = {KIND_OF: 0.6, SYNONYM: 0.6, NAME_INSIDE: 0.45, SIBLINGS: 0.35}  # added likeness, by kind
LOOK_ALIKE = 0.25  # added likeness of two clues of a group drawn with one outline (less than two kinds of one thing)
OTHER_CARD = 0.07  # clues on different cards
OTHER_CARD_ALIKE = 0.5  # the share of an alike boost that counts across cards
NOISE = 0.0005  # nothing is ever quite ruled out

MISREAD = 0.04  # misreadings per unit of likeness^2, for a familiar clue, a finished drawing, a median eye
RARE = 5.0  # a clue of unfamiliar sense is misread up to 1 + RARE times more
HASTE = 1.5  # a drawing at clarity c is misread 1 + HASTE x (1 - c) times more
MAX_MISREAD = 0.85  # the chance of any misreading is capped here
EYE_SPREAD = 0.5  # sigma of the log of a player's eye
UNSURE = 0.5  # how much "it could be anything yet" an unfinished drawing leaves: x (1 - clarity)
DOUBT = 0.25  # the share of an alike clue's likeness^2 that weighs on a guesser's confidence


def drawing_rate(familiar: float) -> float:
    """Share of the missing clarity one tick of drawing adds, by how familiar the clue's sense is.

    >>> drawing_rate(1.0), drawing_rate(0.5), drawing_rate(0.0)
    (0.22, 0.14, 0.06)
    """
    return round(0.06 + 0.16 * min(1.0, max(0.0, familiar)), 4)


def clarity(ticks: int, rate: float) -> float:
    """Clarity of a drawing after *ticks* ticks of drawing at *rate*.

    >>> clarity(0, 0.2), round(clarity(5, 0.2), 3)
    (0.0, 0.672)
    """
    return 1.0 - (1.0 - rate) ** ticks


def recognition(familiar: float) -> float:
    """How sure a finished drawing of a clue of sense familiarity *familiar* makes a guesser.

    >>> recognition(1.0), recognition(0.5)
    (1.0, 0.85)
    """
    return round(0.7 + 0.3 * familiar, 4)


def eye(seed: int, seat: int) -> float:
    """A player's eye for the whole game: how much more (above 1) or less than a median player they misread."""
    return round(chance(seed, "eye", seat).lognormvariate(0.0, EYE_SPREAD), 4)


@dataclass(frozen=True)
class ClueFacts:
    """What the model needs of one clue: its concept (if known), groups, name, sense familiarity."""

    concept: Concept | None
    groups: frozenset[str]
    names: tuple[str, ...]
    familiarity: float


def clue_facts(concept: Concept | None, name: str, lang: str, inventory: Inventory | None = None) -> ClueFacts:
    """A clue's facts: its concept's sense familiarity when the clue prints its main name, else the
    lists' familiarity of the printed name."""
    if concept is None:
        return ClueFacts(None, frozenset(), (name,), name_familiarity(name, lang))
    if fold_name(concept.name(lang), lang) == fold_name(name, lang):
        familiar = sense_familiarity(concept, lang, inventory)
    else:
        familiar = name_familiarity(name, lang)
    return ClueFacts(concept, frozenset(concept.groups), (name,), familiar)


def likeness(a: ClueFacts, b: ClueFacts, same_side: bool, lang: str, inventory: Inventory) -> float:
    """How easily a drawing of *a* is taken for *b*, from 0 to 1 (see the module docstring)."""
    if not same_side and (a.concept is None or b.concept is None):
        return OTHER_CARD
    look = LOOK_ALIKE if a.groups & b.groups & look_alike_groups(inventory) else 0.0
    if not same_side:  # across cards only kinds, synonyms and one outline count (names are not read side by side)
        why = alike(a.concept, b.concept, (), (), lang, inventory)
        return min(1.0, OTHER_CARD + OTHER_CARD_ALIKE * ((ALIKE[why.kind] if why else 0.0) + look))
    why = alike(a.concept, b.concept, a.names, b.names, lang, inventory)
    boost = (ALIKE[why.kind] if why else 0.0) + look
    value = SAME_SIDE + PER_SHARED_GROUP * max(0, len(a.groups & b.groups) - 1)
    if not why and set(content_words(a.names[0], lang)) & set(content_words(b.names[0], lang)):
        boost = 0.2  # a word in common (tarta de queso, queso)
    return min(1.0, value + boost)


class Racks:
    """The word card sides of a round and the likeness of every pair of their clues (computed once)."""

    def __init__(self, sides: tuple[Side, ...], lang: str, inventory: Inventory | None = None):
        inventory = inventory or load_inventory()
        self.sides = sides
        self.lang = lang
        self.clues = [(card, clue.number) for card, side in enumerate(sides) for clue in side.clues]
        facts = [
            clue_facts(concept, clue.name(lang), lang, inventory)
            for side in sides
            for clue, concept in zip(side.clues, resolve_side(side, (lang,), inventory))
        ]
        self._familiar = [f.familiarity for f in facts]
        n = len(self.clues)
        self._likeness = [[0.0] * n for _ in range(n)]
        for i in range(n):
            for j in range(i + 1, n):  # likeness is symmetric
                value = likeness(facts[i], facts[j], self.clues[i][0] == self.clues[j][0], lang, inventory) ** 2
                self._likeness[i][j] = self._likeness[j][i] = value
        self._index = {key: i for i, key in enumerate(self.clues)}

    def familiarity(self, key: tuple[int, int]) -> float:
        """The sense familiarity of a clue on the racks."""
        return self._familiar[self._index[key]]

    def misreadings(self, true: tuple[int, int], clarity_now: float, eye: float = 1.0) -> list[float]:
        """The chance a guesser of *eye* takes a drawing of *true* at *clarity_now* for each clue (0 for *true*)."""
        t = self._index[true]
        scale = MISREAD * eye * (1.0 + RARE * (1.0 - self._familiar[t])) * (1.0 + HASTE * (1.0 - clarity_now))
        rates = [scale * x for x in self._likeness[t]]
        total = sum(rates)
        if total > MAX_MISREAD:
            rates = [r * MAX_MISREAD / total for r in rates]
        return rates

    def seen(self, true: tuple[int, int], clarity_now: float, u: float, eye: float = 1.0) -> tuple[int, int]:
        """The clue a guesser at point *u* sees in a drawing of *true*: *true*, or a misreading."""
        running = 0.0
        for key, p in zip(self.clues, self.misreadings(true, clarity_now, eye)):
            running += p
            if u < running:
                return key
        return true

    def belief(self, seen: tuple[int, int], clarity_now: float, familiar: float) -> list[float]:
        """The guesser's belief over :attr:`clues` when they see *seen* in a drawing at *clarity_now*
        (the rest, up to 1, is "it could be anything yet")."""
        s = self._index[seen]
        q = clarity_now * recognition(familiar)
        row = self._likeness[s]
        weights = [NOISE + (q if i == s else DOUBT * row[i] * (1.0 - q)) for i in range(len(self.clues))]
        total = sum(weights) + UNSURE * (1.0 - clarity_now)
        return [w / total for w in weights]

    def impression(
        self, true: tuple[int, int], clarity_now: float, u: float, eye: float = 1.0
    ) -> tuple[tuple[int, int], float]:
        """The clue the guesser takes the drawing for, and how sure they are of it."""
        if clarity_now <= 0.0:
            return true, 0.0  # a blank sheet shows nothing
        seen = self.seen(true, clarity_now, u, eye)
        belief = self.belief(seen, clarity_now, self.familiarity(true))
        return seen, belief[self._index[seen]]

    def hardness(self, side: int, eye: float = 1.0) -> float:
        """The share of a side's clues a guesser misreads at a glance (clarity 0.5), on these racks."""
        keys = [k for k in self.clues if k[0] == side]
        return math.fsum(sum(self.misreadings(k, 0.5, eye)) for k in keys) / len(keys)


@lru_cache(maxsize=64)
def racks_for(sides: tuple[Side, ...], lang: str) -> Racks:
    """:class:`Racks` of a round, cached (views and strategies ask for it every tick)."""
    return Racks(sides, lang)
