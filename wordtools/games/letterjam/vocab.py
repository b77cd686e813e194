"""The words a player thinks of, as plain sets: the fast path of clue ranking and deduction.

Ranking a clue asks, for each deck letter, "is this string a word?" thousands of
times; a dict lookup answers in ~100 ns where a lexicon lookup takes ~10 µs.
:func:`vocabulary` builds, once per process and threshold, the folded keys of
every word at least as frequent as *min_zipf*, by length, with their zipf.

:func:`recognition` turns a zipf into how likely a player is to think of the
word (common words ~1, rare ones ~0): the deducer weighs letters by it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...lexicon import Lexicon, get_lexicon

# The zipf at which a word is as likely as not to come to a player's mind.
RECOGNITION_MIDPOINT = 2.5


def recognition(zipf: float) -> float:
    """How likely a player thinks of a word of this zipf (logistic, 0..1).

    >>> round(recognition(4.0), 2), round(recognition(2.5), 2), round(recognition(1.5), 2)
    (0.97, 0.5, 0.09)
    """
    return 1.0 / (1.0 + 10 ** (RECOGNITION_MIDPOINT - zipf))


@dataclass(frozen=True)
class Vocabulary:
    """Folded word keys with their best zipf, one dict per length."""

    lang: str
    min_zipf: float
    by_length: tuple[dict[str, float], ...]  # by_length[n]: key -> zipf

    def zipf(self, key: str) -> float | None:
        """The zipf of *key*, or None when it is no word of this vocabulary."""
        if len(key) >= len(self.by_length):
            return None
        return self.by_length[len(key)].get(key)

    def __contains__(self, key: str) -> bool:
        return self.zipf(key) is not None

    def __len__(self) -> int:
        return sum(len(d) for d in self.by_length)


def _keys_and_zipfs(lexicon: Lexicon, length: int) -> tuple[list[str], list[int]]:
    """All keys of one length with their zipf×100, read in one slice each
    (per-id accessors would cost ~0.5 s for the whole Spanish list)."""
    index = lexicon.index
    start, end = index.id_range(length)
    return index.keys_of_length(length), index.zipf_hundredths[start:end].tolist()


@lru_cache(maxsize=8)
def vocabulary(lang: str, list_name: str = "broad", min_zipf: float = 1.5) -> Vocabulary:
    """The words of *lang*/*list_name* with zipf >= *min_zipf* (built once per process)."""
    lexicon = get_lexicon(lang, list_name)
    threshold = round(min_zipf * 100)
    tables: list[dict[str, float]] = [{}]
    for length in range(1, lexicon.index.max_len + 1):
        table: dict[str, float] = {}
        keys, zipfs = _keys_and_zipfs(lexicon, length)
        for key, z in zip(keys, zipfs):
            if z >= threshold and table.get(key, -1) < z:
                table[key] = z / 100
        tables.append(table)
    return Vocabulary(lexicon.lang, min_zipf, tuple(tables))
