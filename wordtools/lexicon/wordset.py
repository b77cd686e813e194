"""Word sets: what games see of the index.

A :class:`WordSet` is a set of words of one lexicon, held as a bitset over
word ids counted from a *base* id (bit *i* = word id ``base + i``): the words
of one length are a short bitset of their own, and intersecting two of them
costs what that length costs, not what the whole list costs. It has the
operations games need: keep the words of a length, of a slot pattern, of a
frequency tier; intersect, unite, subtract; count; iterate words with their
frequency. Games never compute with word ids or per-length offsets
themselves: the index layout can change without touching a game.

Bit-sliced arithmetic (a number per word held as bit-planes, as WordOn's
score bounds do) works on plain ints numbered like one set, its *frame*:
:meth:`WordSet.bits_in` reads any set in a frame, :meth:`WordSet.subset` turns
such bits back into a set.

>>> from wordtools.lexicon import get_lexicon
>>> lex = get_lexicon("es")
>>> fives = lex.words(length=5)
>>> "calor" in fives and "cal" not in fives
True
>>> len(fives.matching(["c", "a", "l", "o", "r"]))
1
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

from ..errors import BadInput

if TYPE_CHECKING:
    from .facade import Entry, Lexicon

# Per bit b, a translation table from a byte to the digit "1" or "0" of its bit b.
_BIT_DIGITS = tuple(bytes(48 + (value >> b & 1) for value in range(256)) for b in range(8))


def planes_at_least(planes: Sequence[int], k: int, mask: int, inverse: Sequence[int] | None = None) -> int:
    """The words of *mask* whose bit-sliced value is at least *k*: bit *b* of a word's value is
    its bit in ``planes[b]`` (lowest first, as :meth:`WordSet.zipf_planes` gives them). *inverse*,
    each plane's complement within *mask*, spares a negation per plane to callers that keep it.

    >>> bin(planes_at_least((0b0110, 0b1100), 2, 0b1111))  # values 0, 1, 3, 2: ids 2 and 3
    '0b1100'
    """
    if k <= 0:
        return mask
    if k >> len(planes):
        return 0
    greater, equal = 0, mask
    for b in reversed(range(len(planes))):
        if k >> b & 1:
            equal &= planes[b]
        else:
            greater |= equal & planes[b]
            equal &= inverse[b] if inverse is not None else ~planes[b]
        if not equal and not greater:
            return 0
    return greater | equal


class WordSet:
    """A set of words of *lexicon*: bit *i* of *bits* is word id ``base + i`` (never changed
    once made: every operation returns a new set)."""

    __slots__ = ("lexicon", "bits", "base")

    def __init__(self, lexicon: Lexicon, bits: int, base: int = 0):
        self.lexicon = lexicon
        self.bits = bits
        self.base = base

    # -- size and membership -------------------------------------------------

    def __len__(self) -> int:
        return self.bits.bit_count()

    def __bool__(self) -> bool:
        return bool(self.bits)

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        key = self.lexicon.alphabet.try_fold(word)
        base = self.base
        return key is not None and any(
            i >= base and self.bits >> (i - base) & 1 for i in self.lexicon.index.find_key(key)
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, WordSet) or other.lexicon is not self.lexicon:
            return False
        return self.bits == other.bits if self.base == other.base else self._absolute() == other._absolute()

    def __hash__(self) -> int:
        return hash((id(self.lexicon), self._absolute()))

    def _absolute(self) -> int:
        return self.bits << self.base

    def __repr__(self) -> str:
        return f"<WordSet of {len(self)} words of {self.lexicon!r}>"

    # -- set algebra ---------------------------------------------------------

    def _same(self, other: WordSet) -> None:
        if other.lexicon is not self.lexicon:
            raise BadInput("word sets of different word lists cannot be combined")

    def _shifted(self, base: int) -> int:
        """These bits counted from id *base* (ids below *base* are dropped)."""
        shift = self.base - base
        if not shift:
            return self.bits  # a shift by 0 would copy the int
        return self.bits << shift if shift > 0 else self.bits >> -shift

    # An empty set takes no shifting: it adopts the other side's frame.

    def __and__(self, other: WordSet) -> WordSet:
        self._same(other)
        if not self.bits or not other.bits:
            return WordSet(self.lexicon, 0, self.base)
        if self.base == other.base:
            return WordSet(self.lexicon, self.bits & other.bits, self.base)
        base = max(self.base, other.base)  # nothing below either base is in both
        return WordSet(self.lexicon, self._shifted(base) & other._shifted(base), base)

    def __or__(self, other: WordSet) -> WordSet:
        self._same(other)
        if not other.bits:
            return self
        if not self.bits:
            return other
        if self.base == other.base:
            return WordSet(self.lexicon, self.bits | other.bits, self.base)
        base = min(self.base, other.base)
        return WordSet(self.lexicon, self._shifted(base) | other._shifted(base), base)

    def __sub__(self, other: WordSet) -> WordSet:
        self._same(other)
        if not other.bits or not self.bits:
            return self
        return WordSet(self.lexicon, self.bits & ~other._shifted(self.base), self.base)

    # -- frames: bit-sliced arithmetic over the words of one set ---------------

    def bits_in(self, frame: WordSet) -> int:
        """The words of this set that are in *frame*, as bits numbered like *frame*'s.

        Plain ints numbered alike can be combined freely (``&``, ``|``, ``^``,
        bit-planes of a number per word); :meth:`subset` turns them back into a set.
        """
        self._same(frame)
        return self.renumber(self.bits, frame)

    def renumber(self, bits: int, frame: WordSet) -> int:
        """*bits*, numbered like this set's, numbered like *frame*'s instead (only *frame*'s words kept)."""
        shift = self.base - frame.base
        if shift:
            bits = bits << shift if shift > 0 else bits >> -shift
        return bits & frame.bits

    def subset(self, bits: int) -> WordSet:
        """The words of this set whose bits (numbered as in :meth:`bits_in`) are set in *bits*."""
        return WordSet(self.lexicon, bits & self.bits, self.base)

    def bands(self, floors: Sequence[float]) -> tuple[WordSet, ...]:
        """The set split by zipf frequency, in one pass: band *k* holds the words with
        ``floors[k] <= zipf`` (and below the previous floor). *floors* descend; words
        under the last floor are in no band.

        Cheaper than one :meth:`tier` per band when the set is small (one length):
        it reads the frequency of this set's words only.
        """
        hundredths = [int(round(f * 100)) for f in floors]
        if any(a < b for a, b in zip(hundredths, hundredths[1:])):
            raise BadInput("frequency floors must descend")
        column = self.lexicon.index.zipf_hundredths
        size = (self.bits.bit_length() + 7) // 8
        out = [bytearray(size) for _ in hundredths]
        base = self.base
        for i in self.ids():
            value = column[i]
            for k, floor in enumerate(hundredths):
                if value >= floor:
                    out[k][(i - base) >> 3] |= 1 << ((i - base) & 7)
                    break
        return tuple(WordSet(self.lexicon, int.from_bytes(b, "little"), base) for b in out)

    def zipf_planes(self) -> tuple[int, ...]:
        """The words' zipf × 100 as bit-planes numbered like this set: plane *b* holds the
        words whose value has bit *b* set (lowest bit first, no empty top planes).

        A threshold at any hundredth is then a bit-sliced comparison over the planes,
        where :meth:`at_least` costs a pass over the whole list per threshold. Built in
        C-speed passes (one ``bytes.translate`` per plane over this set's span of ids).
        """
        if not self.bits:
            return ()
        span = self.bits.bit_length()
        octets = self.lexicon.index.zipf_hundredths[self.base : self.base + span].cast("B")
        low, high = (octets[0::2], octets[1::2]) if sys.byteorder == "little" else (octets[1::2], octets[0::2])
        planes = []
        for half in (bytes(low), bytes(high)):
            for b in range(8):
                digits = half.translate(_BIT_DIGITS[b])[::-1]  # reversed: digit i from the right is id base + i
                planes.append(int(digits, 2) & self.bits)
        while planes and not planes[-1]:
            planes.pop()
        return tuple(planes)

    # -- filters ---------------------------------------------------------------

    def of_length(self, length: int) -> WordSet:
        """The words of exactly *length* letters."""
        return self & self.lexicon.words(length=length)

    def matching(self, slots: Sequence[Iterable[str] | str]) -> WordSet:
        """The words of ``len(slots)`` letters whose *i*-th letter is one of ``slots[i]``.

        A slot is a set of (folded) letters, or a string of them; ``"?"`` or an
        empty slot means any letter.
        """
        letters = self.lexicon.alphabet.letters
        clean = []
        for slot in slots:
            chosen = frozenset(slot) - {"?", "."}
            clean.append(frozenset(letters) if not chosen else chosen)
        return self & self.lexicon.slot_set(clean)

    def pattern(self, pattern: str) -> WordSet:
        """The words matching a pattern of :mod:`wordtools.lexicon.pattern` (``?a??o``, ``*ción``)."""
        return self & self.lexicon.pattern_set(pattern)

    def at_least(self, zipf: float) -> WordSet:
        """The words with a zipf frequency of at least *zipf*."""
        return self & self.lexicon.zipf_set(zipf)

    def familiar(self, minimum: float) -> WordSet:
        """The words with a familiarity of at least *minimum* (0-1: the share of adults who know them)."""
        return self & self.lexicon.familiar_set(minimum)

    def tier(self, low: float, high: float) -> WordSet:
        """The words with *low* <= zipf < *high* (a frequency band)."""
        return self.at_least(low) - self.lexicon.zipf_set(high)

    # -- reading ---------------------------------------------------------------

    def ids(self) -> list[int]:
        """Word ids, ascending (for the lexicon layer and the index's tests)."""
        return self.lexicon.index.ids_from_bits(self.bits, self.base)

    def words(self) -> Iterator[str]:
        """The words' real spellings, in id order (by length, then key)."""
        word = self.lexicon.word
        return (word(i) for i in self.ids())

    def __iter__(self) -> Iterator[str]:
        return self.words()

    def entries(self, sort: str = "freq", limit: int | None = None) -> list[Entry]:
        """The words with their frequency, most frequent first (or ``sort="alpha"``), cut to *limit*."""
        return self.lexicon.rank(self.ids(), sort, limit)

    def marked_words(
        self, marks: Sequence[WordSet], sort: str = "freq", limit: int | None = None
    ) -> list[tuple[str, str, float, tuple[bool, ...]]]:
        """Like :meth:`entries`, as (folded key, spelling, zipf, flags): each word with
        whether it is in each set of *marks* (Montage: which ways a word reads in a slot)."""
        lexicon = self.lexicon
        key, word, zipf = lexicon.index.key, lexicon.index.word, lexicon.index.zipf
        # a mark holding the whole set (or none of it) needs no test per word
        columns = [True if not self - m else False if not self & m else (m.base, m.bits) for m in marks]
        out = []
        for i in lexicon.ranked_ids(self.ids(), sort, limit):
            flags = tuple([c if isinstance(c, bool) else i >= c[0] and (c[1] >> (i - c[0])) & 1 == 1 for c in columns])
            out.append((key(i), word(i), zipf(i), flags))
        return out

    def distinct(self) -> int:
        """How many different words: spellings that fold alike (Arena, arena) count once."""
        key = self.lexicon.key
        return len({key(i) for i in self.ids()})

    def keys(self) -> Iterator[str]:
        """The words' folded keys, in id order (two spellings of one key give it twice)."""
        key = self.lexicon.key
        return (key(i) for i in self.ids())

    def zipf_by_key(self) -> dict[str, float]:
        """Folded key -> the highest zipf among its spellings in the set."""
        out: dict[str, float] = {}
        key, zipf = self.lexicon.key, self.lexicon.zipf
        for i in self.ids():
            k, z = key(i), zipf(i)
            if z > out.get(k, -1.0):
                out[k] = z
        return out
