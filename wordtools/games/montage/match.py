"""Slot matching: the words that fit an open word of the board.

Start with :func:`parse_slot`: one character per circle, ``.`` an empty
circle, an upper-case colour initial (``O R P B G``) a chip (any letter of its
colour), a lower-case letter a letter the Quizzer fixes. The slot becomes one
set of letters per position and :meth:`Lexicon.match_slots`-style bitsets find
the words; :func:`match_slot` counts them (``int.bit_count``, no list built)
and lists only the most frequent ones, reading the words tier by tier of
frequency (:class:`FrequencyTiers`), so the cost follows the answer shown,
not the number of words that fit.

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

from ...lexicon.alphabet import Alphabet
from ...errors import BadInput
from ...lexicon.index import WordIndex
from ...lexicon import Lexicon
from .colours import Colours

FORWARD, BACKWARD, BOTH = "forward", "backward", "both"
# Zipf thresholds (hundredths) of the frequency tiers, most frequent first.
TIER_FLOORS = (600, 500, 450, 400, 350, 300, 250, 200, 150, 100, 0)


@dataclass(frozen=True)
class Slot:
    """An open word as the Quizzer sees it: allowed letters per circle."""

    text: str
    positions: tuple[frozenset[str], ...]

    def __len__(self) -> int:
        return len(self.positions)

    def reversed(self) -> "Slot":
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


def slot_bits(lexicon: Lexicon, positions: tuple[frozenset[str], ...]) -> int:
    """Bitset (relative to the first id of that length) of the words that fit *positions*."""
    return lexicon.slot_bits(positions)


class FrequencyTiers:
    """Per word length, bitsets of the words in each zipf tier (built on first use)."""

    def __init__(self, lexicon: Lexicon):
        self.lexicon = lexicon
        self._tiers: dict[int, tuple[int, ...]] = {}

    def tiers(self, length: int) -> tuple[int, ...]:
        found = self._tiers.get(length)
        if found is None:
            found = self._tiers[length] = self._build(length)
        return found

    def _build(self, length: int) -> tuple[int, ...]:
        index = self.lexicon.index
        start, end = index.id_range(length)
        size = (end - start + 7) // 8
        tiers = [bytearray(size) for _ in TIER_FLOORS]
        zipf = index.zipf
        for k in range(end - start):
            hundredths = round(zipf(start + k) * 100)
            tier = next(t for t, floor in enumerate(TIER_FLOORS) if hundredths >= floor)
            tiers[tier][k >> 3] |= 1 << (k & 7)
        return tuple(int.from_bytes(t, "little") for t in tiers)

    def most_frequent(self, bits: int, length: int, limit: int | None, skip: frozenset[int] = frozenset()) -> list[int]:
        """Up to *limit* ids (absolute) set in *bits*, most frequent first, ignoring *skip*.

        Gathers whole tiers, most frequent first, until they hold *limit* words,
        and only then lists ids: one pass over the bits, however many tiers.
        """
        start, _ = self.lexicon.index.id_range(length)
        if limit is None:
            chosen = bits
        else:
            chosen, count = 0, 0
            for tier in self.tiers(length):
                part = bits & tier
                if part:
                    chosen |= part
                    count += part.bit_count()
                    if count >= limit + len(skip):
                        break
        found = [i for i in WordIndex.ids_from_bits(chosen, start) if i not in skip]
        zipf = self.lexicon.index.zipf
        found.sort(key=lambda i: (-zipf(i), i))
        return found if limit is None else found[:limit]




@lru_cache(maxsize=8)
def frequency_tiers(lexicon: Lexicon) -> FrequencyTiers:
    """The (cached) tiers of *lexicon*."""
    return FrequencyTiers(lexicon)


def distinct_words(lexicon: Lexicon, bits: int, start: int) -> int:
    """How many different words *bits* holds: spellings that fold alike (Arena, arena) count once."""
    return len({lexicon.key(i) for i in WordIndex.ids_from_bits(bits, start)})


def rivals(lexicon: Lexicon, slot: Slot, key: str, colours: Colours) -> int:
    """How many other words fit *slot* once the word *key* lies in it as chips.

    Each open circle becomes the colour of the word's letter there; fixed
    letters stay. The count is of different words (see :func:`distinct_words`).
    """
    sets, table = colours.sets(lexicon.alphabet), colours.table(lexicon.alphabet)
    shown = tuple(allowed if len(allowed) == 1 else allowed & sets[table[letter]] for allowed, letter in zip(slot.positions, key))
    start, _ = lexicon.index.id_range(len(slot))
    return max(distinct_words(lexicon, slot_bits(lexicon, shown), start) - 1, 0)


def match_slot(
    lexicon: Lexicon,
    slot: Slot,
    reversible: bool = False,
    limit: int | None = 20,
    sort: str = "freq",
    skip: frozenset[int] = frozenset(),
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
    start, _ = lexicon.index.id_range(length)
    forward = slot_bits(lexicon, slot.positions)
    backward = slot_bits(lexicon, slot.reversed().positions) if reversible else 0
    union = forward | backward
    tiers = frequency_tiers(lexicon)
    if sort not in ("alpha", "freq"):
        raise BadInput(f"unknown sort {sort!r}: choose freq or alpha")
    ids = tiers.most_frequent(union, length, None if sort == "alpha" or limit is None else 2 * limit + 8, skip)
    if sort == "freq" and limit is not None and len(_one_per_word(lexicon, ids)) < limit:
        ids = tiers.most_frequent(union, length, None, skip)  # many spellings alike: read them all
    ids = _one_per_word(lexicon, ids)
    if sort == "alpha":
        ids.sort(key=lambda i: (lexicon.collation_key(lexicon.word(i)), i))
    ids = ids if limit is None else ids[:limit]
    words = []
    for i in ids:
        is_forward = (forward >> (i - start)) & 1
        is_backward = (backward >> (i - start)) & 1
        direction = BOTH if is_forward and is_backward else FORWARD if is_forward else BACKWARD
        read = slot if is_forward else slot.reversed()
        words.append(SlotWord(lexicon.word(i), lexicon.zipf(i), direction, rivals(lexicon, read, lexicon.key(i), colours)))
    n_forward = distinct_words(lexicon, forward, start)
    n_backward = distinct_words(lexicon, backward, start) if reversible else None
    return SlotMatch(slot, n_forward, n_backward, distinct_words(lexicon, union, start), tuple(words))


def _one_per_word(lexicon: Lexicon, ids: list[int]) -> list[int]:
    """*ids* without later spellings of a word already listed (the first, most frequent, stays)."""
    seen: set[str] = set()
    out = []
    for i in ids:
        key = lexicon.key(i)
        if key not in seen:
            seen.add(key)
            out.append(i)
    return out
