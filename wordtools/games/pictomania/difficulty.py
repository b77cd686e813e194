"""How hard a side is to guess, and the four levels as bands of it: one rule for the generator and the check.

A side's *difficulty* (:func:`side_difficulty`) is the game model's own figure
(:meth:`.model.Racks.hardness`): the share of its clues a guesser with a median eye misreads at a
glance at a half-done drawing, the side alone on the racks. It grows with

- how unfamiliar each clue's sense is (the familiarity of the sense the card means,
  :func:`~wordtools.lexicon.concept_levels.sense_familiarity`: the cameraman, not the camera), and
- how alike its seven clues are (:func:`.model.likeness`: groups they share beyond the side's own,
  a word in common, and the alike rule of :mod:`.alike`: one a kind of another, two kinds of one
  thing, near synonyms, one name inside the other).

So the simulated game and the levels read one number: a purple side is one the model misreads
more, and the game's figures (wrong guesses, black sheep, right guesses per side) follow.

Levels are bands of difficulty (:data:`BANDS`), green the easiest. A side within :data:`SLACK` of
its band's edge is still of its level (the generator's second pass may take such sides; the check
agrees).
"""

from __future__ import annotations

from ...lexicon.concept_levels import LEVELS
from ...lexicon.concepts import Inventory
from .deck import CLUES_PER_SIDE, Side
from .model import HASTE, MISREAD, RARE, SAME_SIDE, Racks

# Lower difficulty bound of each level, green first (green goes down to 0). Set on the shipped
# inventory so that each level of a 99-card deck fills with sides of its own band in both languages.
BANDS: dict[str, tuple[float, float, float, float]] = {
    "en": (0.0, 0.062, 0.078, 0.100),
    "es": (0.0, 0.062, 0.078, 0.100),
}
SLACK = 0.004  # how far past its band's edge a side may lie and still be of its level


def side_difficulty(side: Side, lang: str, inventory: Inventory | None = None) -> float:
    """The side's difficulty in *lang* (the module docstring), rounded to 4 places."""
    return round(Racks((side,), lang, inventory).hardness(0), 4)


def clue_difficulty(familiar: float) -> float:
    """The difficulty a side of seven clues of sense familiarity *familiar* has when no two of them
    share more than the side's own group: what a clue alone brings (the generator's picking order).

    >>> clue_difficulty(1.0) < clue_difficulty(0.5)
    True
    """
    return MISREAD * (1.0 + RARE * (1.0 - familiar)) * (1.0 + HASTE * 0.5) * (CLUES_PER_SIDE - 1) * SAME_SIDE**2


def level_of(difficulty: float, lang: str) -> str:
    """The level whose band holds *difficulty* in *lang*.

    >>> level_of(0.01, "en"), level_of(0.2, "es")
    ('green', 'purple')
    """
    level = LEVELS[0]
    for name, low in zip(LEVELS, BANDS[lang]):
        if difficulty >= low:
            level = name
    return level


def band(level: str, lang: str) -> tuple[float, float]:
    """The (low, high) difficulty bounds of *level* in *lang*: low included, high excluded."""
    index = LEVELS.index(level)
    low = BANDS[lang][index]
    high = BANDS[lang][index + 1] if index + 1 < len(LEVELS) else float("inf")
    return low, high


def distance(difficulty: float, level: str, lang: str) -> float:
    """How far *difficulty* lies outside *level*'s band (0 inside it)."""
    low, high = band(level, lang)
    return max(0.0, low - difficulty, difficulty - high)


def in_level(difficulty: float, level: str, lang: str) -> bool:
    """Whether a side of *difficulty* is of *level*: inside its band or within :data:`SLACK` of it."""
    return distance(difficulty, level, lang) <= SLACK + 1e-9
