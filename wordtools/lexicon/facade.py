"""The lexicon facade: one language's word list with its index.

Start here. :func:`get_lexicon` opens (and on first use builds) the index of a
list; the methods answer the questions every game asks:

- :meth:`Lexicon.find_anagrams` — exact anagrams, ``?`` blanks, sub-anagrams;
- :meth:`Lexicon.find_from_set` — words spelt only from a set of letters, each
  reusable, plus at most N wildcard letters (Letter Jam clues);
- :meth:`Lexicon.match_pattern` — the pattern language of :mod:`wordtools.lexicon.pattern`;
- :meth:`Lexicon.lookup` — the words that fold to the same key as a given word.

Queries return word ids (ints into the index); :meth:`Lexicon.rank` turns them
into :class:`Entry` values sorted by frequency or alphabetically.

Kinds and a user's own list: ``get_lexicon(lang, "broad", kinds=("word", "name"))``
is the broad list seen through its entries of those kinds only: every query,
word set and lookup of that lexicon leaves the other kinds out (the index is
the list's own, shared). ``min_familiarity=0.5`` does the same for the entries
at least that familiar (:mod:`.familiarity`: the share of adults who know a word). ``words="club.txt"`` adds a user's list (one word per
line) on top of the list, or alone with ``list_name="none"``; it is indexed and
cached like ours.
"""

from __future__ import annotations

import os
from array import array
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from typing import NamedTuple

from ..errors import BadInput, BadPattern
from .alphabet import Alphabet, alphabet_for
from .familiarity import check_minimum
from .index import WordIndex, open_index
from .index.container import Container
from .index.kept import kept_sections
from .index.store import NO_LIST
from .pattern import STAR, Pattern, parse_pattern
from .sources import KINDS, LISTS
from .wordset import WordSet

SORTS = ("freq", "alpha")
# Up to this many distinct letters, "words from a set" looks up each subset in the index's
# letter-set table (2^k probes); beyond, the letter-count bitsets answer (cost: the list's size).
SET_TABLE_LETTERS = 10


class Entry(NamedTuple):
    """One word of a result: real spelling, zipf frequency and familiarity (0-1)."""

    word: str
    zipf: float
    familiarity: float

    def to_json(self) -> dict:
        return {"word": self.word, "zipf": self.zipf, "familiarity": self.familiarity}


def default_lang() -> str:
    """``$WORDTOOLS_LANG`` (any case, spaces ignored) or ``es``."""
    from .alphabet import LANGUAGES

    raw = os.environ.get("WORDTOOLS_LANG", "")
    lang = raw.strip().lower() or "es"
    if lang not in LANGUAGES:
        raise BadInput(f"WORDTOOLS_LANG={raw[:20]!r} is not a language: choose one of {', '.join(LANGUAGES)}")
    return lang


class ListChoice(NamedTuple):
    """A word list as a command line chooses it: list name, kinds kept, a user's own list."""

    name: str = "strict"
    kinds: tuple[str, ...] | None = None
    words: str | None = None
    min_familiarity: float | None = None

    def __str__(self) -> str:
        return self.name


def parse_kinds(kinds: str | Iterable[str] | None) -> tuple[str, ...] | None:
    """``"word,name"`` or an iterable of kind names -> a sorted tuple (None: every kind).

    >>> parse_kinds("name, word"), parse_kinds(None)
    (('name', 'word'), None)
    """
    if kinds is None:
        return None
    names = [k.strip() for k in (kinds.split(",") if isinstance(kinds, str) else kinds) if k.strip()]
    if names == ["all"]:
        return tuple(sorted(KINDS))
    unknown = [k for k in names if k not in KINDS]
    if unknown or not names:
        raise BadInput(f"unknown word kind {', '.join(unknown) or '(none)'}: choose from {', '.join(KINDS)} or all")
    return tuple(sorted(set(names)))


def get_lexicon(
    lang: str | None = None,
    list_name: str | ListChoice = "strict",
    kinds: str | Iterable[str] | None = None,
    words: str | os.PathLike | None = None,
    min_familiarity: float | None = None,
) -> Lexicon:
    """The lexicon of *lang* (default :func:`default_lang`) and list, opened once per process.

    *kinds* keeps only entries of those kinds (``"word,name"`` or a tuple); *words* is the path of
    a user's word list added on top (with ``list_name="none"``: used alone); *min_familiarity*
    keeps only entries at least that familiar (0-1).
    """
    if isinstance(list_name, ListChoice):
        kinds = list_name.kinds if kinds is None else kinds
        words = list_name.words if words is None else words
        min_familiarity = list_name.min_familiarity if min_familiarity is None else min_familiarity
        list_name = list_name.name
    words_file = os.path.abspath(os.fspath(words)) if words is not None else None
    floor = None if min_familiarity is None else check_minimum(min_familiarity)
    return _lexicon(lang or default_lang(), list_name, parse_kinds(kinds), words_file, floor or None)


@cache
def _lexicon(
    lang: str, list_name: str, kinds: tuple[str, ...] | None, words_file: str | None, floor: int | None = None
) -> Lexicon:
    alpha = alphabet_for(lang)
    if list_name not in LISTS and not (list_name == NO_LIST and words_file):
        choices = ", ".join(LISTS) + f" ({NO_LIST} with a word file)"
        raise BadInput(f"unknown word list {list_name!r}: choose one of {choices}")
    min_familiarity = None if floor is None else floor / 100
    return Lexicon(alpha, list_name, open_index(lang, list_name, words_file), kinds, min_familiarity)


class Lexicon:
    """One language's word list and its index (seen through some kinds only, or the entries at
    least *min_familiarity* familiar only, when given)."""

    def __init__(
        self,
        alphabet: Alphabet,
        list_name: str,
        index: WordIndex,
        kinds: tuple[str, ...] | None = None,
        min_familiarity: float | None = None,
    ):
        self.alphabet = alphabet
        self._letters = alphabet.letters
        self.lang = alphabet.lang
        self.list_name = list_name
        self.index = index
        self.kinds = kinds
        self.min_familiarity = min_familiarity
        self._zipf_sets: dict[int, int] = {}
        self._familiar_sets: dict[int, int] = {}
        self._mask: int | None = None if kinds is None else index.kind_bits(kinds)
        self._kind_codes = (
            None if kinds is None else {index.kind_names.index(k) for k in kinds if k in index.kind_names}
        )
        self._floor = None if min_familiarity is None else check_minimum(min_familiarity)
        if self._floor is not None:
            familiar = self._threshold_bits(self._familiar_sets, index.familiarity_hundredths, self._floor)
            self._mask = familiar if self._mask is None else self._mask & familiar
        self._length_sets: dict[tuple[int, int], WordSet] = {}
        self._every_entry = self._kind_codes is None and self._floor is None  # no entry left out
        self._find_signature = index.find_signature

    def __len__(self) -> int:
        return self.index.count if self._mask is None else self._mask.bit_count()

    def __repr__(self) -> str:
        kinds = "" if self.kinds is None else f" ({','.join(self.kinds)})"
        familiar = "" if self.min_familiarity is None else f" (familiarity >= {self.min_familiarity:.2f})"
        return f"<Lexicon {self.lang}/{self.list_name}{kinds}{familiar}: {len(self)} words>"

    # -- kinds --------------------------------------------------------------

    def kind(self, i: int) -> str:
        """Kind of word *i*: ``word``, ``name``, ``abbreviation``, ``foreign`` or ``variant``."""
        return self.index.kind(i)

    def source(self, i: int) -> str:
        """The source that listed word *i* (``hunspell-es``, ``scowl``, ``enable``, ``user``...)."""
        return self.index.source(i)

    def of_kinds(self, kinds: str | Iterable[str]) -> WordSet:
        """The words of this lexicon whose kind is one of *kinds* (``"word,name"`` or a tuple)."""
        return WordSet(self, self._masked(self.index.kind_bits(parse_kinds(kinds) or ())))

    def _masked(self, bits: int, start: int = 0) -> int:
        """*bits* (relative to id *start*) without the ids of kinds this lexicon leaves out."""
        return bits if self._mask is None else bits & (self._mask >> start)

    def _keep(self, ids: list[int]) -> list[int]:
        if self._kind_codes is not None:
            codes, wanted = self.index.kind_codes, self._kind_codes
            ids = [i for i in ids if codes[i] in wanted]
        if self._floor is not None:
            familiarity, floor = self.index.familiarity_hundredths, self._floor
            ids = [i for i in ids if familiarity[i] >= floor]
        return ids

    @property
    def checksum(self) -> str:
        """Identifies the word list (game logs record it)."""
        return str(self.index.meta["source_checksum"])

    # -- single words -------------------------------------------------------

    def word(self, i: int) -> str:
        return self.index.word(i)

    def key(self, i: int) -> str:
        return self.index.key(i)

    def zipf(self, i: int) -> float:
        return self.index.zipf(i)

    def familiarity(self, i: int) -> float:
        """The share of adult native speakers who know word *i* and would use it at a table (0-1)."""
        return self.index.familiarity(i)

    # -- columns: for code that reads many ids in one loop ---------------------

    @property
    def max_len(self) -> int:
        """The longest word of the list, in letters."""
        return self.index.max_len

    @property
    def zipf_hundredths(self) -> Sequence[int]:
        """Every id's zipf × 100, as a read-only column: a loop over many ids reads it
        instead of calling :meth:`zipf` per id (ids this lexicon leaves out included)."""
        return self.index.zipf_hundredths

    @property
    def familiarity_hundredths(self) -> Sequence[int]:
        """Every id's familiarity × 100, as a read-only column (see :attr:`zipf_hundredths`)."""
        return self.index.familiarity_hundredths

    @property
    def holds_every_word(self) -> bool:
        """True when no kind or familiarity floor leaves a word of the list out."""
        return self._mask is None

    def keys_of_length(self, length: int) -> tuple[int, list[str]]:
        """The first id of the words of *length* letters and the folded keys of all of them, in id
        order, which is sorted order (one slice: a vectorised search looks keys up in it). Ids this
        lexicon leaves out are included: intersect with :meth:`words` (*length*)."""
        return self.index.id_range(length)[0], self.index.keys_of_length(length)

    def width(self, length: int) -> int:
        """How many ids the words of *length* letters span (ids this lexicon leaves out included):
        the bits a bitset numbered like :meth:`words` (*length*) may use, so a kept one has a fixed size."""
        start, end = self.index.id_range(length)
        return end - start

    def kept(self, name: str, parameters: str, build: Callable[[], Mapping[str, bytes | array]]) -> Container:
        """Sections derived from this list, kept beside its index: built by the first process that
        asks (*build*), mapped by the next; *name* and *parameters* say what they hold (a change of
        either, or of the list, builds them anew). See :mod:`wordtools.lexicon.index.kept`."""
        return kept_sections(self.index, name, parameters, build)

    def lookup(self, word: str) -> list[int]:
        """Ids of the words that fold like *word* (``papa`` finds papa and papá)."""
        return self._keep(self.index.find_key(self.alphabet.fold(word)))

    def of_key(self, key: str) -> WordSet:
        """The spellings of one folded *key* (``papa``: papa and papá), as a :class:`WordSet`."""
        ids = self._keep(self.index.find_key(key))
        if not ids:
            return WordSet(self, 0)
        return WordSet(self, sum(1 << (i - ids[0]) for i in ids), ids[0])

    def contains(self, word: str) -> bool:
        return bool(self.lookup(word))

    def best_zipf(self, word: str) -> float:
        """Highest zipf among the spellings of *word* (0 when not in the list)."""
        return max((self.zipf(i) for i in self.lookup(word)), default=0.0)

    def best_familiarity(self, word: str) -> float:
        """Highest familiarity among the spellings of *word* (0 when not in the list)."""
        return max((self.familiarity(i) for i in self.lookup(word)), default=0.0)

    # -- queries ------------------------------------------------------------

    def find_anagrams(self, letters: str, sub: bool = False, min_len: int = 1) -> list[int]:
        """Words made of exactly *letters* (``?`` = blank, any letter).

        With *sub*, also shorter words from a subset (at least *min_len* letters).
        """
        if not sub and letters and not letters.strip(self._letters):
            # the common case, kept short: letters that are already a key (all of them letters of
            # the alphabet, lower case: one C-level strip leaves nothing) need no folding
            found = self._find_signature("".join(sorted(letters)))
            return found if self._every_entry else self._keep(found)
        known, blanks = self._letters_and_blanks(letters)
        total = len(known) + blanks
        if total > self.index.max_len and not sub:
            return []
        # No word is longer than max_len, so more blanks than that add nothing; the
        # cap keeps within() (quadratic in blanks) bounded for thousands of '?'.
        blanks = min(blanks, self.index.max_len)
        total = min(total, len(known) + blanks)
        if not sub and not blanks:
            return self._keep(self.index.find_signature("".join(sorted(known))))
        lo = total if not sub else max(min_len, 1)
        return self.within(Counter(known), blanks, lo, total)

    def within(self, available: Counter, blanks: int, min_len: int, max_len: int) -> list[int]:
        """Ids of the words of min_len..max_len letters using at most *available* letters plus *blanks*."""
        return self.fitting(available, blanks, min_len, max_len).ids()

    def fitting(
        self, available: Counter, blanks: int, min_len: int, max_len: int, weights: dict[str, int] | None = None
    ) -> WordSet:
        """The words of min_len..max_len letters using at most *available* letters plus *blanks*.

        With *weights*, each letter beyond *available* costs that many units
        (default 1) and *blanks* is the budget of units (WordOn: a blank laid as
        the tile CH covers two letters).
        """
        index = self.index
        max_len = min(max_len, index.max_len)
        min_len = max(min_len, 1)
        if min_len > max_len:
            return WordSet(self, 0)
        limit = index.ids_up_to_length(max_len)
        everything = (1 << limit) - 1
        top = blanks + 1
        over = [everything] + [0] * top  # over[k]: words needing >= k units beyond what is available
        for code, letter in enumerate(self.alphabet.letters):
            have = available.get(letter, 0)
            w = weights.get(letter, 1) if weights else 1
            needs = [index.at_least_bits(code, have + j, limit) for j in range(1, -(-top // w) + 1)]
            if not needs[0]:
                continue
            for k in range(top, 0, -1):
                acc = over[k]
                # j letters beyond cost j*w units; any j with j*w >= k is inside the smallest such j
                for j in range(1, -(-k // w) + 1):
                    if needs[j - 1]:
                        acc |= over[max(k - j * w, 0)] & needs[j - 1]
                over[k] = acc
        start = index.ids_up_to_length(min_len - 1)
        # counted from id 0, like the index's letter-count sets it is combined with
        return WordSet(self, self._masked(everything & ~over[top] & ~((1 << start) - 1)))

    def find_from_set(
        self, letters: str, wildcards: int = 0, min_len: int = 1, max_len: int | None = None
    ) -> list[int]:
        """Words spelt only with *letters* (each reusable) plus at most *wildcards* other letters.

        A wildcard is one letter of the speller's choice, the same wherever it
        appears (Letter Jam), so it counts distinct letters outside the set.
        """
        allowed = set(self._letters_and_blanks(letters, allow_blanks=False)[0])
        index = self.index
        max_len = index.max_len if max_len is None else min(max_len, index.max_len)
        if min_len > max_len:
            return []
        if not wildcards and len(allowed) <= SET_TABLE_LETTERS:
            # The letter-set table: every subset of the letters is one probe (2^k of them).
            mask = sum(1 << self.alphabet.code(letter) for letter in allowed)
            lo, hi = index.ids_up_to_length(min_len - 1), index.ids_up_to_length(max_len)
            found = index.ids_with_letters_within(mask)
            found.sort()
            if lo or hi < index.count:  # ids run by length: the lengths wanted are one slice
                found = found[bisect_left(found, lo) : bisect_left(found, hi)]
            return self._keep(found)
        limit = index.ids_up_to_length(max_len)
        everything = (1 << limit) - 1
        outside = [everything] + [0] * (wildcards + 1)  # outside[k]: ≥ k distinct letters outside
        for code, letter in enumerate(self.alphabet.letters):
            if letter in allowed:
                continue
            has = index.at_least_bits(code, 1, limit)
            for k in range(wildcards + 1, 0, -1):
                outside[k] |= outside[k - 1] & has
        fitting = self._masked(everything & ~outside[wildcards + 1])
        start = index.ids_up_to_length(min_len - 1)
        return index.ids_from_bits(fitting >> start, start)

    def match_pattern(self, pattern: str | Pattern, groups: dict[str, str] | None = None) -> list[int]:
        """Words matching *pattern* (see :mod:`wordtools.lexicon.pattern`)."""
        if isinstance(pattern, str):
            pattern = parse_pattern(pattern, self.alphabet, groups)
        if pattern.min_length > self.index.max_len:
            raise BadPattern(
                f"pattern {pattern.text!r} needs {pattern.min_length} letters; "
                f"the longest word in this list has {self.index.max_len}"
            )
        if not pattern.fixed_length:
            return self._keep(self._star_ids(pattern))
        return self.match_slots(pattern.slots())

    def _star_ids(self, pattern: Pattern) -> list[int]:
        """Ids matching a pattern with ``*``, from the position bitsets, length by length.

        The pattern is runs of letter sets between stars, ``F0 * F1 * … * Fn``. At length L the
        first run is anchored at position 0 and the last at L - len(Fn): one AND of position
        bitsets each. A middle run may start anywhere between them: the OR over its placements.
        With one middle run at most that is exact; with more, their order is checked on the
        few candidates' keys. No step scans the list: a pattern with fixed letters costs the
        bitsets it reads and the words it finds."""
        runs: list[list[frozenset[str]]] = [[]]
        for element in pattern.elements:
            if element is STAR:
                runs.append([])
            else:
                runs[-1].append(element)
        first, *middle, last = runs
        middle = [run for run in middle if run]
        every = frozenset(self.alphabet.letters)
        check = pattern.regex() if len(middle) > 1 else None
        prefix = _prefix(first)
        first_code = self.alphabet.code(prefix[0]) if prefix else 0
        index = self.index
        out: list[int] = []
        for length in range(max(pattern.min_length, 1), index.max_len + 1):
            start, end = index.id_range(length)
            if start == end:
                continue
            # a fixed first letter is one run of the length's sorted keys: only its window of
            # the bitsets is read
            window = index.first_letter_window(length, first_code) if prefix else (0, end - start)
            if window[0] == window[1]:
                continue
            gap = length - len(first) - len(last)
            bits = self._slot_bits([*first, *([every] * gap), *last], window)
            lo = len(first)
            for run in middle:
                if not bits:
                    break
                hi = length - len(last) - len(run)
                placed = 0
                for at in range(lo, hi + 1):
                    placed |= self._slot_bits([*([every] * at), *run, *([every] * (length - at - len(run)))], window)
                bits &= placed
                lo += len(run)  # the runs come in order: each starts after the previous one's first fit
            ids = index.ids_from_bits(bits, start + window[0])
            if check is not None:
                ids = [i for i in ids if check.match(index.key(i))]
            out.extend(ids)
        return out

    def match_slots(self, slots: tuple[frozenset[str], ...] | list[frozenset[str]]) -> list[int]:
        """Words of exactly len(slots) letters whose i-th letter is in slots[i]."""
        index = self.index
        start, end = index.id_range(len(slots))
        prefix = _prefix(slots)
        if prefix and start < end:
            window = index.first_letter_window(len(slots), self.alphabet.code(prefix[0]))
        else:
            window = (0, end - start)
        first = start + window[0]
        return index.ids_from_bits(self._masked(self._slot_bits(slots, window), first), first)

    def _slot_bits(
        self, slots: tuple[frozenset[str], ...] | list[frozenset[str]], window: tuple[int, int] | None = None
    ) -> int:
        """Like :meth:`match_slots`, as a bitset relative to the first id of that length (or, with
        *window* (lo, hi), of the words lo to hi of that length only, relative to lo)."""
        index = self.index
        length = len(slots)
        start, end = index.id_range(length)
        if start == end:
            return 0
        lo, hi = window if window is not None else (0, end - start)
        if lo >= hi:
            return 0
        alphabet = self.alphabet.letters
        full = (1 << (hi - lo)) - 1
        bits = full
        whole = window is None or (lo, hi) == (0, end - start)
        read = _whole_length_bits(index) if whole else index.window_bits
        for position, allowed in enumerate(slots):
            if allowed is STAR:
                raise BadPattern("match_slots takes fixed-length patterns")
            if len(allowed) >= len(alphabet):
                continue
            if len(allowed) * 2 <= len(alphabet):
                column = 0
                for letter in allowed:
                    column |= read(length, position, alphabet.index(letter), lo, hi)
            else:
                column = full
                for code, letter in enumerate(alphabet):
                    if letter not in allowed:
                        column &= ~read(length, position, code, lo, hi)
            bits &= column
            if not bits:
                return 0
        return bits

    def find_containing(self, fragments: Iterable[str], require_all: bool = False) -> list[int]:
        """Words containing any of *fragments* (all of them with *require_all*), found in one
        Aho-Corasick pass over the folded keys (pyahocorasick)."""
        import ahocorasick

        wanted = sorted({self.alphabet.fold(f) for f in fragments if f.strip()})
        if not wanted or any(not f for f in wanted):
            raise BadInput("give at least one fragment of letters")
        automaton = ahocorasick.Automaton()
        for number, fragment in enumerate(wanted):
            automaton.add_word(fragment, number)
        automaton.make_automaton()
        index = self.index
        found: dict[int, set[int]] = {}
        for length in range(min(len(f) for f in wanted), index.max_len + 1):
            start, end = index.id_range(length)
            if start == end:
                continue
            text = "\n".join(index.keys_of_length(length))
            width = length + 1
            for last, number in automaton.iter(text):
                found.setdefault(start + last // width, set()).add(number)
        need = len(wanted) if require_all else 1
        return self._keep(sorted(i for i, hits in found.items() if len(hits) >= need))

    # -- word sets ----------------------------------------------------------

    def words(self, length: int | None = None) -> WordSet:
        """Every word of the list, or those of exactly *length* letters, as a :class:`WordSet`."""
        if length is None:
            return WordSet(self, self._masked((1 << self.index.count) - 1))
        return self.lengths(length, length)

    def lengths(self, min_len: int, max_len: int) -> WordSet:
        """The words of *min_len* to *max_len* letters (kept: games ask for them on every move)."""
        min_len, max_len = max(min_len, 1), min(max_len, self.index.max_len)
        if min_len > max_len:
            return WordSet(self, 0)
        found = self._length_sets.get((min_len, max_len))
        if found is None:
            start, end = self.index.id_range(min_len)[0], self.index.id_range(max_len)[1]
            found = WordSet(self, self._masked((1 << (end - start)) - 1, start), start)
            self._length_sets[(min_len, max_len)] = found
        return found

    def slot_set(self, slots: tuple[frozenset[str], ...] | list[frozenset[str]]) -> WordSet:
        """The words of exactly len(slots) letters whose i-th letter is in slots[i]."""
        if not slots or len(slots) > self.index.max_len:
            return WordSet(self, 0)
        start, _ = self.index.id_range(len(slots))
        return WordSet(self, self._masked(self._slot_bits(slots), start), start)

    def letter_at(self, length: int, position: int, letter: str) -> WordSet:
        """The words of *length* letters with *letter* (folded) at *position* (0-based)."""
        if not 1 <= length <= self.index.max_len or not 0 <= position < length:
            return WordSet(self, 0)
        start, _ = self.index.id_range(length)
        bits = self.index.position_bits(length, position, self.alphabet.code(letter))
        return WordSet(self, self._masked(bits, start), start)

    def having(self, letter: str, count: int, max_len: int | None = None) -> WordSet:
        """The words with at least *count* times *letter* (folded), of at most *max_len* letters."""
        limit = self.index.ids_up_to_length(self.index.max_len if max_len is None else max_len)
        return WordSet(self, self._masked(self.index.at_least_bits(self.alphabet.code(letter), count, limit)))

    def pattern_set(self, pattern: str | Pattern, groups: dict[str, str] | None = None) -> WordSet:
        """The words matching *pattern*, as a :class:`WordSet`."""
        if isinstance(pattern, str):
            pattern = parse_pattern(pattern, self.alphabet, groups)
        if pattern.fixed_length:
            return self.slot_set(pattern.slots()) if pattern.min_length <= self.index.max_len else WordSet(self, 0)
        bits = 0
        for i in self.match_pattern(pattern):
            bits |= 1 << i
        return WordSet(self, bits)

    def zipf_set(self, zipf: float) -> WordSet:
        """The words with a zipf frequency of at least *zipf* (cached per threshold)."""
        hundredths = int(round(zipf * 100))
        return WordSet(
            self, self._masked(self._threshold_bits(self._zipf_sets, self.index.zipf_hundredths, hundredths))
        )

    def familiar_set(self, minimum: float) -> WordSet:
        """The words with a familiarity of at least *minimum* (0-1; cached per threshold)."""
        floor = check_minimum(minimum)
        return WordSet(
            self, self._masked(self._threshold_bits(self._familiar_sets, self.index.familiarity_hundredths, floor))
        )

    @staticmethod
    def _threshold_bits(cache: dict[int, int], column: memoryview, hundredths: int) -> int:
        """Bitset over all ids of the values of *column* at least *hundredths* (kept in *cache*).

        In C-speed passes, no Python statement per id: each byte of the column through a
        translate table of "1" and "0" digits. A two-byte column (zipf) compares its high bytes
        first and its low bytes only where the high ones are equal (43 ms to 9 ms on es/strict
        against a loop over the values)."""
        cached = cache.get(hundredths)
        if cached is not None:
            return cached
        if not len(column):
            return 0

        def digits(data: bytes, test: Callable[[int], bool]) -> int:
            return int(data.translate(bytes(48 + test(value) for value in range(256)))[::-1], 2)

        if column.itemsize == 1:
            cached = digits(bytes(column), lambda value: value >= hundredths)
        else:  # little-endian uint16: the low byte of each value, then its high byte
            data = column.tobytes()
            low, high = data[0::2], data[1::2]
            top, rest = divmod(hundredths, 256)
            cached = digits(high, lambda value: value > top)
            cached |= digits(high, lambda value: value == top) & digits(low, lambda value: value >= rest)
        cache[hundredths] = cached
        return cached

    # -- results ------------------------------------------------------------

    def rank(self, ids: list[int], sort: str = "freq", limit: int | None = None) -> list[Entry]:
        """Entries for *ids*, most frequent first (or alphabetical), cut to *limit*."""
        return [self.entry(i) for i in self.ranked_ids(ids, sort, limit)]

    def ranked_ids(self, ids: list[int], sort: str = "freq", limit: int | None = None) -> list[int]:
        """*ids* most frequent first (ties: by id), or alphabetical, cut to *limit*."""
        if sort not in SORTS:
            raise BadInput(f"unknown sort {sort!r}: choose one of {', '.join(SORTS)}")
        if sort == "freq":
            # (-zipf, id) order: ids ascending, then a stable sort on the zipf column itself (a
            # C-level key: no Python call per id, which counts for the 43,000 words of `c*s`)
            ordered = sorted(sorted(ids), key=self.index.zipf_hundredths.__getitem__, reverse=True)
        else:

            def alphabetical(i: int) -> tuple[str, str]:
                spelling = self.word(i)
                return self.collation_key(spelling), spelling

            ordered = sorted(ids, key=alphabetical)
        return ordered[:limit] if limit is not None else ordered

    def entry(self, i: int) -> Entry:
        """Word *i* with its frequency and familiarity."""
        return Entry(self.word(i), self.zipf(i), self.familiarity(i))

    def collation_key(self, word: str) -> str:
        """Sort key for alphabetical order (Spanish: ñ between n and o)."""
        key = self.alphabet.try_fold(word) or word
        return key.replace("ñ", "n\x7f")

    def _letters_and_blanks(self, letters: str, allow_blanks: bool = True) -> tuple[str, int]:
        text = "".join(letters.split())
        if not text:
            raise BadInput("no letters given")
        blanks = text.count("?")
        if blanks and not allow_blanks:
            raise BadInput("'?' (a blank) is not allowed here")
        return self.alphabet.fold(text.replace("?", "")), blanks


get_lexicon.cache_clear = _lexicon.cache_clear  # type: ignore[attr-defined]  # tests reset it
get_lexicon.cache_info = _lexicon.cache_info  # type: ignore[attr-defined]


def _prefix(elements: Iterable[frozenset[str] | None]) -> str:
    """The letters a pattern's first elements fix, one letter each (``ca?a`` -> ``ca``)."""
    out = []
    for element in elements:
        if element is STAR or len(element) != 1:
            break
        out.append(next(iter(element)))
    return "".join(out)


def _whole_length_bits(index: WordIndex) -> Callable[[int, int, int, int, int], int]:
    """``window_bits`` for a window that is the whole length: the index's converted bitsets
    (cached per process), with the window's bounds ignored."""
    position_bits = index.position_bits
    return lambda length, position, code, lo, hi: position_bits(length, position, code)
