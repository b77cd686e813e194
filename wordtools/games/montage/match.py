"""Slot matching: the words that fit an open word of the board.

Start with :func:`parse_slot`: one character per circle, ``.`` an empty
circle, an upper-case colour initial (``O R P B G``) a chip (any letter of its
colour), a lower-case letter a letter the Quizzer fixes. The slot becomes one
set of letters per position and :meth:`Lexicon.slot_set` finds the words
(a :class:`~wordtools.lexicon.WordSet`); :func:`match_slot` counts them (no
list built) and lists only the most frequent ones, reading the words tier by
tier of frequency (:class:`FrequencyTiers`), so the cost follows the answer
shown, not the number of words that fit.

>>> from wordtools.lexicon.alphabet import ENGLISH
>>> from .colours import load_colours
>>> slot = parse_slot(".P..R", ENGLISH, load_colours())
>>> [sorted(s)[:3] for s in slot.positions][:2]
[['a', 'b', 'c'], ['i', 'k', 'l']]
>>> slot.reversed().text
'R..P.'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...errors import BadInput
from ...lexicon import Entry, Lexicon, WordSet
from ...lexicon.alphabet import Alphabet
from .colours import Colours

FORWARD, BACKWARD, BOTH = "forward", "backward", "both"
# Zipf floors of the frequency tiers, most frequent first.
TIER_FLOORS = (6.0, 5.0, 4.5, 4.0, 3.5, 3.0, 2.5, 2.0, 1.5, 1.0, 0.0)


@dataclass(frozen=True)
class Slot:
    """An open word as the Quizzer sees it: allowed letters per circle."""

    text: str
    positions: tuple[frozenset[str], ...]

    def __len__(self) -> int:
        return len(self.positions)

    def reversed(self) -> Slot:
        """The same circles read the other way."""
        return Slot(self.text[::-1], self.positions[::-1])


@dataclass(frozen=True)
class SlotWord:
    """A word that fits, which way it reads, and its rivals: how many other words
    would fit the slot once this word's letters lie in it as chips (the slot's
    fixed letters kept). Few rivals: the table can tell the word from its chips."""

    word: str
    zipf: float
    direction: str
    rivals: int

    def to_json(self) -> dict:
        return {"word": self.word, "zipf": self.zipf, "direction": self.direction, "rivals": self.rivals}


@dataclass(frozen=True)
class SlotMatch:
    """The answer to a slot: counts per direction and the words shown."""

    slot: Slot
    forward: int
    backward: int | None  # None unless the slot was also read backwards
    total: int  # distinct words that fit either way
    words: tuple[SlotWord, ...]


def parse_slot(text: str, alpha: Alphabet, colours: Colours) -> Slot:
    """Parse a slot (``.P..R``); raises :class:`BadInput` on an unknown colour initial."""
    if not text or not text.strip():
        raise BadInput("empty slot: write one character per circle, e.g. .P..R")
    sets = colours.sets(alpha)
    everything = frozenset(alpha.letters)
    positions = []
    for n, ch in enumerate(text.strip(), 1):
        if ch in ".?":
            positions.append(everything)
        elif ch.isupper() and ch.lower() != ch:
            colour = colours.by_initial(ch)
            if colour is None:
                known = " ".join(f"{i} {name}" for i, name in zip(colours.initials, colours.names))
                raise BadInput(f"unknown colour initial {ch!r} at circle {n} of slot {text!r}: use {known}")
            positions.append(sets[colour])
        else:
            positions.append(frozenset(alpha.fold(ch)))
    for n, allowed in enumerate(positions, 1):
        if len(allowed) != 1 and allowed is not everything and allowed not in sets:
            raise BadInput(f"circle {n} of slot {text!r} is not one letter")
    return Slot(text.strip(), tuple(positions))


def slot_words(lexicon: Lexicon, positions: tuple[frozenset[str], ...]) -> WordSet:
    """The words that fit *positions* (one set of allowed letters per circle)."""
    return lexicon.slot_set(positions)


class FrequencyTiers:
    """Per word length, the words in each zipf tier (built on first use)."""

    def __init__(self, lexicon: Lexicon):
        self.lexicon = lexicon
        self._tiers: dict[int, tuple[WordSet, ...]] = {}

    def tiers(self, length: int) -> tuple[WordSet, ...]:
        found = self._tiers.get(length)
        if found is None:
            found = self._tiers[length] = self.lexicon.words(length).bands(TIER_FLOORS)
        return found

    def most_frequent(self, words: WordSet, length: int, limit: int | None) -> list[Entry]:
        """Up to *limit* of *words* (all of *length* letters), most frequent first."""
        return self.candidates(words, length, limit).entries(limit=limit)

    def candidates(self, words: WordSet, length: int, limit: int | None) -> WordSet:
        """The words of *words* that may be among its *limit* most frequent (all of them when None).

        Gathers whole tiers, most frequent first, until they hold *limit* words:
        only those are then listed and sorted, however many words fit.
        """
        chosen = words
        if limit is not None:
            chosen, count = words.subset(0), 0
            for tier in self.tiers(length):
                part = words & tier
                if part:
                    chosen = chosen | part
                    count += len(part)
                    if count >= limit:
                        break
        return chosen


@lru_cache(maxsize=8)
def frequency_tiers(lexicon: Lexicon) -> FrequencyTiers:
    """The (cached) tiers of *lexicon*."""
    return FrequencyTiers(lexicon)


def rivals(lexicon: Lexicon, slot: Slot, key: str, colours: Colours) -> int:
    """How many other words fit *slot* once the word *key* lies in it as chips.

    Each open circle becomes the colour of the word's letter there; fixed
    letters stay. The count is of different words (:meth:`WordSet.distinct`).
    """
    sets, table = colours.sets(lexicon.alphabet), colours.table(lexicon.alphabet)
    shown = tuple(
        allowed if len(allowed) == 1 else allowed & sets[table[letter]] for allowed, letter in zip(slot.positions, key)
    )
    return max(_distinct_fitting(lexicon, shown) - 1, 0)


@lru_cache(maxsize=4096)
def _distinct_fitting(lexicon: Lexicon, shown: tuple[frozenset[str], ...]) -> int:
    # Words with the same colours at the same circles share their rivals: count each pattern once.
    return slot_words(lexicon, shown).distinct()


def match_slot(
    lexicon: Lexicon,
    slot: Slot,
    reversible: bool = False,
    limit: int | None = 20,
    sort: str = "freq",
    colours: Colours | None = None,
) -> SlotMatch:
    """The words that fit *slot* (and, with *reversible*, fit it read backwards).

    One entry per word: spellings that fold alike (Arena, arena) are one, shown
    in their most frequent spelling. Counts cover every word that fits; ``words``
    holds at most *limit* of them, most frequent first (``sort="alpha"``:
    alphabetical, read in full), each with its rivals under *colours* (default:
    the game's colours).
    """
    from .colours import load_colours

    colours = colours or load_colours()
    length = len(slot)
    forward = slot_words(lexicon, slot.positions)
    backward = slot_words(lexicon, slot.reversed().positions) if reversible else forward.subset(0)
    union = forward | backward
    if sort not in ("alpha", "freq"):
        raise BadInput(f"unknown sort {sort!r}: choose freq or alpha")
    marks = (forward, backward)
    wanted = None if sort == "alpha" or limit is None else 2 * limit + 8  # room for spellings alike
    listed = union if wanted is None else frequency_tiers(lexicon).candidates(union, length, wanted)
    found = _one_per_word(listed.marked_words(marks, "freq", wanted))
    if wanted is not None and limit is not None and len(found) < limit:
        found = _one_per_word(union.marked_words(marks, "freq"))  # many spellings alike: read them all
    if sort == "alpha":
        found.sort(key=lambda item: lexicon.collation_key(item[1]))
    words = []
    for key, word, zipf, (is_forward, is_backward) in found[:limit] if limit is not None else found:
        direction = BOTH if is_forward and is_backward else FORWARD if is_forward else BACKWARD
        read = slot if is_forward else slot.reversed()
        words.append(SlotWord(word, zipf, direction, rivals(lexicon, read, key, colours)))
    n_backward = backward.distinct() if reversible else None
    return SlotMatch(slot, forward.distinct(), n_backward, union.distinct(), tuple(words))


def _one_per_word(marked: list) -> list:
    """*marked* words without later spellings of a word already listed (the first, most frequent, stays)."""
    seen: set[str] = set()
    out = []
    for item in marked:
        if item[0] not in seen:
            seen.add(item[0])
            out.append(item)
    return out
