"""How drawing and guessing are modelled: clarity that grows with time, confusion that grows with likeness.

Time passes in ticks. In each tick a player draws, guesses, waits or stops.

- **Drawing.** After *k* ticks of drawing, a drawing's clarity is
  ``1 - (1 - r)^k``: each tick adds a share *r* of what is still missing. *r*
  is larger for common things (zipf of the clue): a cat is drawn faster than
  a frigatebird (:func:`drawing_rate`).
- **Recognising.** A guesser recognises a drawing of clue *t* with strength
  ``q = clarity x familiarity(t)``; rare words are less familiar, so even a
  finished drawing of one is less sure (:func:`familiarity`).
- **Confusing.** The guesser's belief over every clue on the racks weights
  the true clue by *q* and each other clue *j* by ``likeness(t, j)^2 x (1 - q)``
  (clues on other cards get a small fixed likeness). Likeness
  (:func:`likeness`) grows with what two clues share: the same side (they were
  chosen alike), more groups in common, one a kind of the other (isa), a word
  in common (snow leopard, leopard). So a deck whose sides are too alike shows
  up as wrong guesses, and a clear deck as right ones.
- **Impression.** What the guesser thinks the drawing is: the clue at a fixed,
  seeded point *u* of the belief's cumulative distribution (one *u* per
  guesser, drawer and round). As the drawing clears, the belief moves to the
  true clue and the impression with it; its belief is the guesser's confidence.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...lexicon.concept_levels import concept_zipf, content_words, estimate_zipf
from ...lexicon.concepts import Inventory, load_inventory
from .deck import Clue, Side

SAME_SIDE = 0.3  # clues of one side were chosen alike
PER_SHARED_GROUP = 0.15  # each group they share beyond the side's own
KIND_OF = 0.6  # one is a kind of the other
SHARED_WORD = 0.3  # a content word in common
OTHER_CARD = 0.07  # clues on different cards
NOISE = 0.0005  # nothing is ever quite ruled out


def drawing_rate(zipf: float) -> float:
    """Share of the missing clarity one tick of drawing adds, by how common the clue is.

    >>> drawing_rate(4.5), drawing_rate(2.0)
    (0.2, 0.1)
    """
    return round(min(0.25, max(0.06, 0.10 + 0.04 * (zipf - 2.0))), 4)


def clarity(ticks: int, rate: float) -> float:
    """Clarity of a drawing after *ticks* ticks of drawing at *rate*.

    >>> clarity(0, 0.2), round(clarity(5, 0.2), 3)
    (0.0, 0.672)
    """
    return 1.0 - (1.0 - rate) ** ticks


def familiarity(zipf: float) -> float:
    """How readily a guesser thinks of a clue, from 0.65 (rare) to 1 (very common).

    >>> familiarity(5.5), familiarity(3.0), familiarity(1.0)
    (1.0, 0.8, 0.65)
    """
    return round(min(1.0, max(0.65, 0.6 + 0.1 * (zipf - 1.0))), 4)


@dataclass(frozen=True)
class ClueFacts:
    """What the model needs of one clue: its concept (if known), groups, isa chain, words, zipf."""

    concept: str | None
    groups: frozenset[str]
    kinds: frozenset[str]  # what it is a kind of, transitively
    words: frozenset[str]
    zipf: float


def clue_facts(clue: Clue, lang: str, inventory: Inventory | None = None) -> ClueFacts:
    inventory = inventory or load_inventory()
    concept = inventory.concepts.get(clue.concept or "")
    name = clue.name(lang)
    if concept is None:
        return ClueFacts(
            None, frozenset(), frozenset(), frozenset(content_words(name, lang)), estimate_zipf(name, lang)
        )
    return ClueFacts(
        concept.id,
        frozenset(concept.groups),
        frozenset(inventory.kinds_of(concept.id)),
        frozenset(content_words(name, lang)),
        concept_zipf(concept, lang),
    )


def likeness(a: ClueFacts, b: ClueFacts, same_side: bool) -> float:
    """How easily a drawing of *a* is taken for *b*, from 0 to 1 (see the module docstring)."""
    if not same_side:
        return OTHER_CARD
    value = SAME_SIDE + PER_SHARED_GROUP * max(0, len(a.groups & b.groups) - 1)
    if (a.concept and a.concept in b.kinds) or (b.concept and b.concept in a.kinds):
        value += KIND_OF
    if a.words & b.words:
        value += SHARED_WORD
    return min(1.0, value)


class Racks:
    """The word card sides of a round and the likeness of every pair of their clues (computed once)."""

    def __init__(self, sides: tuple[Side, ...], lang: str):
        self.sides = sides
        self.lang = lang
        self.clues = [(card, clue.number) for card, side in enumerate(sides) for clue in side.clues]
        facts = [clue_facts(clue, lang) for side in sides for clue in side.clues]
        self.zipf = {key: f.zipf for key, f in zip(self.clues, facts)}
        self._likeness = [
            [likeness(fa, fb, ka[0] == kb[0]) ** 2 for kb, fb in zip(self.clues, facts)]
            for ka, fa in zip(self.clues, facts)
        ]
        self._index = {key: i for i, key in enumerate(self.clues)}

    def belief(self, true: tuple[int, int], clarity_now: float) -> list[float]:
        """The guesser's belief over :attr:`clues` given a drawing of *true* at *clarity_now*."""
        t = self._index[true]
        q = clarity_now * familiarity(self.zipf[true])
        row = self._likeness[t]
        weights = [NOISE + (q if i == t else row[i] * (1.0 - q)) for i in range(len(self.clues))]
        total = sum(weights)
        return [w / total for w in weights]

    def impression(self, true: tuple[int, int], clarity_now: float, u: float) -> tuple[tuple[int, int], float]:
        """The clue the guesser takes the drawing for (at point *u* of the belief) and its belief."""
        belief = self.belief(true, clarity_now)
        running = 0.0
        for key, p in zip(self.clues, belief):
            running += p
            if u < running:
                return key, p
        return self.clues[-1], belief[-1]


@lru_cache(maxsize=64)
def racks_for(sides: tuple[Side, ...], lang: str) -> Racks:
    """:class:`Racks` of a round, cached (views and strategies ask for it every tick)."""
    return Racks(sides, lang)
