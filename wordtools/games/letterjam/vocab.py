"""The words a player thinks of, as plain sets: the fast path of clue ranking and deduction.

Ranking a clue asks, for each deck letter, "is this string a word?" thousands of
times; a dict lookup answers in ~100 ns where a lexicon lookup takes ~10 µs.
:func:`vocabulary` builds, once per process and threshold, the folded keys of
every word at least as frequent as *min_zipf* or at least as familiar as
:data:`VOCABULARY_FAMILIARITY` (a rare form of an everyday verb is known), by
length, each with the familiarity of its best-known spelling and its
:func:`choice_weight`.

:func:`choice_weight` is how likely a clue giver is to choose the word: the
share of players who know it (its familiarity) times how much it is used
(10^(0.5 (zipf − 6)) for zipf 3 to 6). It keeps growing after every adult
knows a word, so ``?ato`` reads gato before nato: the deducer weighs letters by it.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import compress

from ...lexicon import KeptTables, Lexicon, ListChoice, get_lexicon
from ...lexicon.wordset import WordSet

# A word's usage counts from zipf 3 (once per million words: rarer use adds nothing a
# table feels) to zipf 6 (the commonest words); each zipf between multiplies it by 10^0.5.
USAGE_FLOOR, USAGE_CEILING, USAGE_SLOPE = 3.0, 6.0, 0.5
# Words at least this familiar are in a vocabulary whatever their zipf (half the adults know them).
VOCABULARY_FAMILIARITY = 0.5


def choice_weight(familiarity: float, zipf: float) -> float:
    """How likely a giver chooses a word: familiarity × usage (0..1, see the module docstring).

    >>> round(choice_weight(1.0, 6.5), 3), round(choice_weight(1.0, 4.0), 3), round(choice_weight(0.5, 4.0), 3)
    (1.0, 0.1, 0.05)
    """
    z = min(max(zipf, USAGE_FLOOR), USAGE_CEILING)
    return familiarity * 10 ** (USAGE_SLOPE * (z - USAGE_CEILING))


class Vocabulary:
    """Folded word keys with their choice weight and familiarity, one dict per length."""

    __slots__ = ("lang", "min_zipf", "by_length", "familiarity", "cache", "familiarity_of")

    def __init__(
        self,
        lang: str,
        min_zipf: float,
        by_length: Sequence[dict[str, float]],  # by_length[n]: key -> choice weight
        familiarity: Sequence[dict[str, float]],  # familiarity[n]: key -> familiarity (the same keys, same order)
        familiarity_of: Callable[[str], float | None] | None = None,
    ):
        self.lang, self.min_zipf, self.by_length, self.familiarity = lang, min_zipf, by_length, familiarity
        # key -> familiarity without making its length's dict (kept vocabularies: :class:`_KeptLookup`)
        self.familiarity_of = familiarity_of
        # Data derived from these words alone, built on first use (support.py): lives as long as they do.
        self.cache: dict = {}

    def __repr__(self) -> str:
        return f"<Vocabulary {self.lang} min_zipf={self.min_zipf!r}>"  # no count: it would make every length's dict

    def of_length(self, length: int) -> dict[str, float]:
        """The words of *length* letters, key -> choice weight (none past the longest)."""
        return self.by_length[length] if length < len(self.by_length) else {}

    def weight(self, key: str) -> float | None:
        """The choice weight of *key*, or None when it is no word of this vocabulary."""
        if len(key) >= len(self.by_length):
            return None
        return self.by_length[len(key)].get(key)

    def familiar(self, key: str) -> float | None:
        """The familiarity of *key* (its best-known spelling), or None when it is no word of this vocabulary."""
        if key not in self:
            return None
        if self.familiarity_of is not None:
            return self.familiarity_of(key)
        return self.familiarity[len(key)].get(key)

    def __contains__(self, key: str) -> bool:
        return self.weight(key) is not None

    def __len__(self) -> int:
        return sum(len(d) for d in self.by_length)


def vocabulary_of(words: WordSet, min_zipf: float) -> Vocabulary:
    """The folded keys of *words* with zipf >= *min_zipf* or familiarity >= :data:`VOCABULARY_FAMILIARITY`,
    by length; each key takes its best-known spelling's familiarity and its best choice weight."""
    lexicon = words.lexicon
    length_count = lexicon.max_len + 1
    weights: list[dict[str, float]] = [{} for _ in range(length_count)]
    known: list[dict[str, float]] = [{} for _ in range(length_count)]
    zipf, familiarity, key_of = lexicon.zipf_hundredths, lexicon.familiarity_hundredths, lexicon.key
    # choice_weight(f / 100, z / 100), its usage worked out once per zipf in hundredths
    usage = [choice_weight(1.0, z / 100) for z in range(max(zipf, default=0) + 1)]
    for i in (words.at_least(min_zipf) | words.familiar(VOCABULARY_FAMILIARITY)).ids():
        key, f = key_of(i), familiarity[i] / 100
        w = f * usage[zipf[i]]
        table = weights[len(key)]
        if w > table.get(key, -1.0):
            table[key] = w
        fam = known[len(key)]
        if f > fam.get(key, -1.0):
            fam[key] = f
    # the familiarity tables in the weight tables' order (a personal vocabulary draws along them)
    ordered = [{key: fam[key] for key in table} for table, fam in zip(weights, known)]
    return Vocabulary(lexicon.lang, min_zipf, tuple(weights), tuple(ordered))


def kept_vocabulary(lexicon: Lexicon, what: str, words: Callable[[], WordSet], min_zipf: float) -> Vocabulary:
    """:func:`vocabulary_of` the *words*, kept beside the lexicon's index (built by the first
    process that needs it, mapped by the next: :meth:`~wordtools.lexicon.Lexicon.kept`).

    Kept as four sections: the keys (latin-1, newline-separated, by length, in the tables'
    order), their choice weights and familiarities (float64, the same floats) and how many keys
    each length has."""

    def build() -> dict[str, bytes | array]:
        vocab = vocabulary_of(words(), min_zipf)
        counts = array("I", (len(table) for table in vocab.by_length))
        weights = array("d", (w for table in vocab.by_length for w in table.values()))
        known = array("d", (f for table in vocab.familiarity for f in table.values()))
        keys = "\n".join(k for table in vocab.by_length for k in table).encode("latin-1")
        return {"keys": keys, "weights": weights, "familiarity": known, "counts": counts}

    kept = lexicon.kept("vocabulary", f"{what} min_zipf={min_zipf!r} weights+familiarity", build)
    # each length's dicts made when first read (a one-off asks about a few lengths)
    weights = KeptTables(kept, "keys", "weights", "counts")
    familiarity = KeptTables(kept, "keys", "familiarity", "counts")
    lookup = _KeptLookup(kept.section("keys"), kept.section("familiarity"), kept.section("counts").tolist())
    return Vocabulary(lexicon.lang, min_zipf, weights, familiarity, familiarity_of=lookup)


class _KeptLookup:
    """One key's value in kept per-length tables (:func:`kept_vocabulary`), found by bisection in
    its length's keys as kept (latin-1, each followed by a newline, sorted: a vocabulary takes them
    in id order): a one-off clue search asks the familiarity of a hundred keys, and making their
    lengths' dicts cost ~5 ms, splitting their keys ~2 ms."""

    def __init__(self, keys: memoryview, values: memoryview, counts: list[int]):
        self._keys, self._values = keys, values  # the kept sections (the views keep the mapping)
        self._spans: list[tuple[int, int, int]] = []  # per length: first key, keys, first byte
        first = byte = 0
        for length, count in enumerate(counts):
            self._spans.append((first, count, byte))
            first += count
            byte += count * (length + 1)
        self._blobs: dict[int, bytes] = {}  # length -> its keys' bytes

    def __call__(self, key: str) -> float | None:
        length = len(key)
        if length >= len(self._spans):
            return None
        try:
            wanted = key.encode("latin-1")
        except UnicodeEncodeError:
            return None  # no kept key has such a letter
        first, count, byte = self._spans[length]
        width = length + 1
        blob = self._blobs.get(length)
        if blob is None:
            blob = self._blobs[length] = self._keys[byte : byte + count * width].tobytes()
        i = bisect_left(range(count), wanted, key=lambda k: blob[k * width : k * width + length])
        return self._values[first + i] if i < count and blob[i * width : i * width + length] == wanted else None


@lru_cache(maxsize=8)
def vocabulary(lang: str, list_name: str = "broad", min_zipf: float = 1.5) -> Vocabulary:
    """The words of *lang*/*list_name* with zipf >= *min_zipf* (built once per process)."""
    lexicon = get_lexicon(lang, list_name)
    return kept_vocabulary(lexicon, "all words", lexicon.words, min_zipf)


# A table reads a clue without a second thought when it is a plain word of its language; the
# rulebook allows names and abbreviations too, so a table may widen this with ``--kinds``.
TABLE_KINDS = ("word",)


def table_vocabulary(
    lang: str, list_name: str | ListChoice = "broad", kinds: tuple[str, ...] | None = None, min_zipf: float = 1.5
) -> Vocabulary:
    """The words a table knows: the words of *list_name* of the given *kinds*.

    By default (*kinds* None) a table knows the plain words of its language
    (kind ``word``) and the names and abbreviations everybody knows (zipf >=
    :data:`WELL_KNOWN_ZIPF`: Madrid, PP), never a foreign word. *list_name*
    may be a :class:`~wordtools.lexicon.ListChoice` (with a user's own list).
    """
    words = getattr(list_name, "words", None)
    chosen = kinds if kinds is not None else getattr(list_name, "kinds", None)
    return _table_vocabulary(lang, str(list_name), tuple(chosen) if chosen else None, words, min_zipf)


# Names and abbreviations at least this frequent are known by every table (Madrid, PP, km).
WELL_KNOWN_ZIPF = 4.5


@lru_cache(maxsize=8)
def _table_vocabulary(lang: str, list_name: str, kinds, words, min_zipf: float) -> Vocabulary:
    lexicon = get_lexicon(lang, list_name, words=words)

    def known() -> WordSet:
        if kinds is None:
            return lexicon.of_kinds(TABLE_KINDS) | lexicon.of_kinds(("name", "abbreviation")).at_least(WELL_KNOWN_ZIPF)
        return lexicon.of_kinds(kinds)

    what = f"kinds={kinds!r}" if kinds else f"kinds={TABLE_KINDS!r} + names and abbreviations >= {WELL_KNOWN_ZIPF}"
    return kept_vocabulary(lexicon, what, known, min_zipf)


def _uniforms(seed: str, count: int):
    """The first *count* values of ``random.Random(seed).random()``, as a numpy array.

    numpy's legacy generator is the same Mersenne Twister with the same 53-bit
    doubles, so started from the same state it draws the very same numbers, ~50x faster.
    """
    import random  # here: a one-off clue search draws nothing

    import numpy as np

    state = random.Random(seed).getstate()[1]
    generator = np.random.RandomState()
    generator.set_state(("MT19937", np.array(state[:624], dtype=np.uint32), state[624], 0, 0.0))
    return generator.random_sample(count)


def _known_odds(base: Vocabulary, length: int):
    """The words of one length of *base* with their weights, and their familiarity (worked out once per base)."""
    odds = base.cache.get(("known", length))
    if odds is None:
        import numpy as np

        items = list(base.by_length[length].items())
        familiarity = base.familiarity[length]
        odds = base.cache[("known", length)] = (items, np.array([familiarity[key] for key, _ in items]))
    return odds


class _KnownTables:
    """One player's words per length: each word of the base kept with probability its familiarity,
    drawn once per length on first use from the player's own seed (same seed, same words)."""

    def __init__(self, base: Vocabulary, seed: int | str):
        self.base, self.seed = base, seed
        self.tables: dict[int, dict[str, float]] = {}

    def __len__(self) -> int:
        return len(self.base.by_length)

    def __getitem__(self, length: int) -> dict[str, float]:
        table = self.tables.get(length)
        if table is None:
            # One draw per word in the base's order: the word is known when its draw falls below its odds.
            items, odds = _known_odds(self.base, length)
            known = (_uniforms(f"{self.seed}:vocabulary:{length}", len(items)) < odds).tolist()
            table = self.tables[length] = dict(compress(items, known))
        return table


def personal_vocabulary(base: Vocabulary, seed: int | str) -> Vocabulary:
    """The words one player knows: a seeded sample of *base*, each word with probability its familiarity."""
    known = _KnownTables(base, seed)
    return Vocabulary(base.lang, base.min_zipf, known, base.familiarity, familiarity_of=base.familiarity_of)  # type: ignore[arg-type]
