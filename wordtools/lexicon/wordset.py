"""Word sets: what games see of the index.

A :class:`WordSet` is a set of words of one lexicon, held as a bitset over
word ids (bit *i* = word id *i*). It has the operations games need: keep the
words of a length, of a slot pattern, of a frequency tier; intersect, unite,
subtract; count; iterate words with their frequency. Games never compute with
word ids or per-length offsets themselves: the index layout can change
without touching a game.

>>> from wordtools.lexicon import get_lexicon
>>> lex = get_lexicon("es")
>>> fives = lex.words(length=5)
>>> "calor" in fives and "cal" not in fives
True
>>> len(fives.matching(["c", "a", "l", "o", "r"]))
1
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Iterator, Sequence

from ..errors import BadInput, BadPattern

if TYPE_CHECKING:
    from .facade import Entry, Lexicon


@dataclass(frozen=True, eq=False)
class WordSet:
    """A set of words of *lexicon*, as a bitset over its word ids."""

    lexicon: "Lexicon"
    bits: int

    # -- size and membership -------------------------------------------------

    def __len__(self) -> int:
        return self.bits.bit_count()

    def __bool__(self) -> bool:
        return bool(self.bits)

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        key = self.lexicon.alphabet.try_fold(word)
        return key is not None and any(self.bits >> i & 1 for i in self.lexicon.index.find_key(key))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, WordSet) and other.lexicon is self.lexicon and other.bits == self.bits

    def __hash__(self) -> int:
        return hash((id(self.lexicon), self.bits))

    def __repr__(self) -> str:
        return f"<WordSet of {len(self)} words of {self.lexicon!r}>"

    # -- set algebra ---------------------------------------------------------

    def _same(self, other: "WordSet") -> None:
        if other.lexicon is not self.lexicon:
            raise BadInput("word sets of different word lists cannot be combined")

    def __and__(self, other: "WordSet") -> "WordSet":
        self._same(other)
        return WordSet(self.lexicon, self.bits & other.bits)

    def __or__(self, other: "WordSet") -> "WordSet":
        self._same(other)
        return WordSet(self.lexicon, self.bits | other.bits)

    def __sub__(self, other: "WordSet") -> "WordSet":
        self._same(other)
        return WordSet(self.lexicon, self.bits & ~other.bits)

    # -- filters ---------------------------------------------------------------

    def of_length(self, length: int) -> "WordSet":
        """The words of exactly *length* letters."""
        return self & self.lexicon.words(length=length)

    def matching(self, slots: Sequence[Iterable[str] | str]) -> "WordSet":
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

    def pattern(self, pattern: str) -> "WordSet":
        """The words matching a pattern of :mod:`wordtools.lexicon.pattern` (``?a??o``, ``*ción``)."""
        return self & self.lexicon.pattern_set(pattern)

    def at_least(self, zipf: float) -> "WordSet":
        """The words with a zipf frequency of at least *zipf*."""
        return self & self.lexicon.zipf_set(zipf)

    def tier(self, low: float, high: float) -> "WordSet":
        """The words with *low* <= zipf < *high* (a frequency band)."""
        return self.at_least(low) - self.lexicon.zipf_set(high)

    # -- reading ---------------------------------------------------------------

    def ids(self) -> list[int]:
        """Word ids, ascending (for the lexicon layer and the index's tests)."""
        return self.lexicon.index.ids_from_bits(self.bits)

    def words(self) -> Iterator[str]:
        """The words' real spellings, in id order (by length, then key)."""
        word = self.lexicon.word
        return (word(i) for i in self.ids())

    def __iter__(self) -> Iterator[str]:
        return self.words()

    def entries(self, sort: str = "freq", limit: int | None = None) -> "list[Entry]":
        """The words with their frequency, most frequent first (or ``sort="alpha"``), cut to *limit*."""
        return self.lexicon.rank(self.ids(), sort, limit)

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

    def sample_check(self) -> None:  # pragma: no cover - a guard for callers mixing sets
        if self.bits < 0:
            raise BadPattern("a word set cannot be negative")
