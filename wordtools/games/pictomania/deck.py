"""A Pictomania deck as plain values: cards of two sides, each side 7 numbered clues.

A :class:`Clue` carries its name per language and, when known, the concept it
comes from; a designer's CSV may leave the concept out (the check then finds
it by name).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...lexicon.concept_levels import LEVELS

LANG_CHOICES = ("es", "en", "es,en", "en,es")  # a deck's languages: one, or both in this order
DEFAULT_CARDS = 99  # the box's cards
DEFAULT_MIX = (1, 1, 1, 1)  # level weights green, orange, blue, purple

CLUES_PER_SIDE = 7
CARDS_PER_ROUND = 6  # word cards on the racks in a round (2 racks x 3 symbols)
SIDES = ("A", "B")


@dataclass(frozen=True)
class Clue:
    """One numbered clue: names per language (``(("es", "cebra"), ("en", "zebra"))``), and its concept id."""

    number: int
    names: tuple[tuple[str, str], ...]
    concept: str | None = None

    def name(self, lang: str) -> str:
        return dict(self.names)[lang]

    def label(self) -> str:
        """The clue as printed: its names joined by ' / ' (one name in a one-language deck)."""
        return " / ".join(text for _, text in self.names)


@dataclass(frozen=True)
class Side:
    """One side of a card: its card number, A or B, level, group (when known) and 7 clues."""

    card: int
    side: str
    level: str
    clues: tuple[Clue, ...]
    group: str | None = None
    line: int | None = field(default=None, compare=False)  # where it starts in the file it was read from

    @property
    def where(self) -> str:
        """``card 3 side B``: how reports name a side."""
        return f"card {self.card} side {self.side}"


@dataclass(frozen=True)
class Deck:
    """Sides in card order (1A, 1B, 2A...), the languages printed, and how it was made."""

    langs: tuple[str, ...]
    sides: tuple[Side, ...]
    seed: int | None = None
    notes: tuple[str, ...] = ()  # what the generator left out and why (never silently)
    left_out: tuple[str, ...] = field(default=(), compare=False)  # the names of those concepts

    @property
    def cards(self) -> int:
        return len({s.card for s in self.sides})

    def level_counts(self) -> dict[str, int]:
        """Cards per level (a card's level is its first side's)."""
        first: dict[int, str] = {}
        for side in self.sides:
            first.setdefault(side.card, side.level)
        return {level: sum(1 for v in first.values() if v == level) for level in LEVELS}

    def by_level(self, level: str) -> list[Side]:
        return [s for s in self.sides if s.level == level]
