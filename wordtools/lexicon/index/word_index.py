"""Primitive questions answered over a mapped index file.

Results are sets of word ids held as Python ints used as bitsets: AND, OR and
NOT over a whole length of words cost microseconds, and a bitset is read from
the map only when a query needs it (only its prefix, when the query is limited
to short words). See :mod:`.build` for the sections.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable
from functools import cache
from itertools import accumulate, compress
from operator import add
from pathlib import Path

from .container import Container

# The sections' layout (see :mod:`.build`); part of the cache file name.
# 5: anagram and letter-set tables; 6: familiarity; 7: anagram records found by one ``find``
# (3 and 4 were used by other builds).
FORMAT_VERSION = 7

# Converted bitsets a process keeps (see WordIndex._bits_cache): a simulated game's working set
# on es/enclitic is about 20 MiB.
BITS_KEPT_BYTES = 128 << 20

_from_bytes = int.from_bytes  # a module global: one lookup less on the hottest path
# Binary digits as flags for itertools.compress (ids_from_bits).
_DIGIT_FLAGS = bytes.maketrans(b"01", b"\x00\x01")


@cache
def _byte_tables() -> tuple[bytes, bytes, list[int]]:
    """For ids_from_bits, made on first use (a one-off command may never need them): a table
    that turns every non-zero byte into 1 (a separator to split on), one that clears each
    byte's lowest set bit, and each byte value's lowest set bit (0-7)."""
    nonzero_to_one = bytes([0] + [1] * 255)
    without_lowest = bytes(value & (value - 1) for value in range(256))
    return nonzero_to_one, without_lowest, [(value & -value).bit_length() - 1 for value in range(256)]


class WordIndex:
    """Read-only view of one language's list: ids, keys, words, zipf and bitsets."""

    # Every section read on open (zero-copy), as ``_<section name>``: a new section of the index
    # is one line here (and one entry in the build's ``sections``). See :mod:`.build`.
    _words: memoryview
    _word_offsets: memoryview
    _keys: memoryview
    _zipf: memoryview
    _familiarity: memoryview
    _kinds: memoryview
    _sources: memoryview
    _signature_ids: memoryview
    _bits: memoryview
    _bits_dir: memoryview
    _anagram_dir: memoryview
    _anagram_buckets: memoryview
    _anagram_records: memoryview
    _anagram_runs: memoryview
    _set_ids: memoryview
    _set_masks: memoryview
    _set_group_start: memoryview
    _set_buckets: memoryview
    _set_bucket_groups: memoryview

    def __init__(self, path: Path | bytes):
        """Open the index file at *path*, or an index built in memory (its bytes)."""
        self.container = Container(path, FORMAT_VERSION)
        meta = self.container.meta
        self.meta = meta
        self.lang: str = meta["lang"]
        self.letters: str = meta["letters"]
        self.count: int = meta["count"]
        self.max_len: int = meta["max_len"]
        self.max_count: int = meta["max_count"]
        section = self.container.section
        for name in SECTIONS:
            setattr(self, f"_{name}", section(name))
        self.kind_names: list[str] = meta["kind_names"]
        self.source_names: list[str] = meta["source_names"]
        # Two small per-length tables: plain lists are fine (max_len + 2 entries).
        self.length_start: list[int] = section("length_start").tolist()
        self._key_offset: list[int] = section("key_offset").tolist()
        self._alphabet_size = len(self.letters)
        # The file's bytes (the map itself, or the bytes of an index built in memory): exact
        # anagrams search them (see find_signature).
        self._raw = self.container.raw
        self._records_at: int = meta["sections"]["anagram_records"][0]
        # Bitsets already turned into ints, by (slot, limit): a process that asks many
        # questions (a batch, a simulated game, the server) pays each conversion once, up to
        # BITS_KEPT_BYTES of them (a letter-count bitset of es/enclitic is 330 KB, and a server
        # asked every kind of query would otherwise keep thousands).
        self._bits_cache: dict[tuple[int, int | None], int] = {}
        self.bits_kept_bytes = 0
        self._count_base = self._alphabet_size * self.max_len * (self.max_len + 1) // 2
        self._set_bucket_count = len(self._set_buckets) - 1
        # Per length: (first bucket, buckets, first record byte in the file, first record, width).
        directory = self._anagram_dir.tolist()
        self._anagram_lengths = [
            (
                directory[4 * n],
                directory[4 * n + 1],
                self._records_at + directory[4 * n + 2],
                directory[4 * n + 3],
                n + 1,
            )
            for n in range(self.max_len + 1)
        ]

    def column(self, name: str) -> memoryview:
        """Section *name* (zero-copy), for columns read by games (one value per id)."""
        return self.container.section(name)

    # -- single words -------------------------------------------------------

    def word(self, i: int) -> str:
        """Real spelling of word *i*."""
        return bytes(self._words[self._word_offsets[i] : self._word_offsets[i + 1] - 1]).decode("utf-8")

    def zipf(self, i: int) -> float:
        return self._zipf[i] / 100

    def familiarity(self, i: int) -> float:
        """Share of adult speakers who know word *i* (0-1, see :mod:`..familiarity`)."""
        return self._familiarity[i] / 100

    def kind(self, i: int) -> str:
        """Kind of word *i* (``word``, ``name``, ``abbreviation``, ``foreign``, ``variant``)."""
        return self.kind_names[self._kinds[i]]

    def source(self, i: int) -> str:
        """The source that listed word *i* (``hunspell-es``, ``scowl``, ``user``...)."""
        return self.source_names[self._sources[i]]

    def kind_bits(self, kinds: Iterable[str]) -> int:
        """Bitset over all ids of the words whose kind is one of *kinds* (one C-speed pass)."""
        wanted = {self.kind_names.index(k) for k in kinds if k in self.kind_names}
        if not wanted:
            return 0
        table = bytearray(b"0" * 256)
        for code in wanted:
            table[code] = ord("1")
        digits = bytes(self._kinds).translate(table)
        return int(digits[::-1], 2) if digits else 0

    @property
    def kind_codes(self) -> memoryview:
        """Kind number per id (uint8, zero-copy)."""
        return self._kinds

    def length_of(self, i: int) -> int:
        return bisect_right(self.length_start, i) - 1

    def key(self, i: int) -> str:
        """Folded key of word *i*."""
        length = self.length_of(i)
        start = self._key_offset[length] + (i - self.length_start[length]) * (length + 1)
        return bytes(self._keys[start : start + length]).decode("latin-1")

    def keys_of_length(self, length: int) -> list[str]:
        """Folded keys of every word of *length* letters, in id order (one slice, one split)."""
        start, end = self.id_range(length)
        if start == end:
            return []
        lo, hi = self._key_offset[length], self._key_offset[length + 1]
        return bytes(self._keys[lo:hi]).decode("latin-1").split("\n")[: end - start]

    @property
    def zipf_hundredths(self) -> memoryview:
        """Zipf × 100 per id (uint16, zero-copy): for loops that read many ids."""
        return self._zipf

    @property
    def familiarity_hundredths(self) -> memoryview:
        """Familiarity × 100 per id (uint8, zero-copy)."""
        return self._familiarity

    def id_range(self, length: int) -> tuple[int, int]:
        """First and past-the-end ids of the words of *length* letters."""
        if length < 1 or length > self.max_len:
            return (0, 0)
        return self.length_start[length], self.length_start[length + 1]

    def ids_up_to_length(self, length: int) -> int:
        """How many words have at most *length* letters (a prefix of the ids)."""
        return self.length_start[min(max(length, 0), self.max_len) + 1] if length >= 1 else 0

    # -- sorted lookups -----------------------------------------------------

    def find_key(self, key: str) -> list[int]:
        """Ids whose folded key equals *key* (binary search)."""
        length = len(key)
        start, end = self.id_range(length)
        if start == end:
            return []
        base = self._key_offset[length]
        width = length + 1
        target = key.encode("latin-1")
        return self._equal_range(self._keys, base, width, length, start, end, target, lambda n: start + n)

    def find_signature(self, signature: str) -> list[int]:
        """Ids whose letters, sorted, equal *signature* (exact anagrams), ascending.

        The hottest query of all, so it is written for the interpreter: one probe of the length's
        hash table, one ``find`` of the signature and its newline in the bucket's records (a
        bucket holds a record or two), the record's ids in one ``tolist()``."""
        try:
            first_bucket, size, base, first_record, width = self._anagram_lengths[len(signature)]
        except IndexError:
            return []
        if not size:
            return []
        target = (signature + "\n").encode("latin-1")
        buckets = self._anagram_buckets
        bucket = first_bucket + _from_bytes(target, "little") % size
        at = self._raw.find(target, base + buckets[bucket] * width, base + buckets[bucket + 1] * width)
        if at < 0:
            return []
        runs = self._anagram_runs
        record = first_record + (at - base) // width  # a match starts a record (one newline, at its end)
        first, past = runs[record], runs[record + 1]
        if past - first == 1:  # most signatures spell one word: no view to make
            return [self._signature_ids[first]]
        return self._signature_ids[first:past].tolist()

    def ids_with_letters_within(self, mask: int) -> list[int]:
        """Ids of the words whose distinct letters (bit c: letter code c) are all in *mask*,
        unsorted: every subset of *mask* is looked up in the letter-set table (2^k probes for
        k letters; the caller keeps k small)."""
        size = self._set_bucket_count
        if size <= 0:
            return []
        buckets, groups, masks = self._set_buckets, self._set_bucket_groups, self._set_masks
        group_start, ids = self._set_group_start, self._set_ids
        out: list[int] = []
        subset = mask
        while subset:
            bucket = subset % size
            # a bucket holds a mask or two: a plain loop (no range object) is 25-30 % faster
            entry, end = buckets[bucket], buckets[bucket + 1]
            while entry < end:
                group = groups[entry]
                if masks[group] == subset:
                    out += ids[group_start[group] : group_start[group + 1]]
                    break
                entry += 1
            subset = (subset - 1) & mask
        return out

    @staticmethod
    def _equal_range(blob, base, width, length, start, end, target, to_id) -> list[int]:
        lo, hi = 0, end - start
        while lo < hi:
            mid = (lo + hi) // 2
            at = base + mid * width
            if bytes(blob[at : at + length]) < target:
                lo = mid + 1
            else:
                hi = mid
        out = []
        while lo < end - start:
            at = base + lo * width
            if bytes(blob[at : at + length]) != target:
                break
            out.append(to_id(lo))
            lo += 1
        return out

    # -- bitsets ------------------------------------------------------------

    def position_bits(self, length: int, position: int, code: int) -> int:
        """Bitset (relative to the length's first id) of words with letter *code* at *position*."""
        slot = self._alphabet_size * (length - 1) * length // 2 + position * self._alphabet_size + code
        return self._read_bits(slot, None)

    def first_letter_window(self, length: int, code: int) -> tuple[int, int]:
        """(lo, hi), counted from the length's first id: the words of *length* letters that start
        with letter *code*. A length's keys are sorted, so they are one run: its bounds are the
        lowest and highest bit of that first-position bitset (kept converted per process)."""
        bits = self.position_bits(length, 0, code)
        return ((bits & -bits).bit_length() - 1, bits.bit_length()) if bits else (0, 0)

    def window_bits(self, length: int, position: int, code: int, lo: int, hi: int) -> int:
        """:meth:`position_bits` of the words *lo* to *hi* (counted from the length's first id)
        only, as a bitset counted from *lo*: only those bytes of the bitset are read."""
        slot = self._alphabet_size * (length - 1) * length // 2 + position * self._alphabet_size + code
        offset, size = self._bits_dir[2 * slot], self._bits_dir[2 * slot + 1]
        if not size or lo >= hi:
            return 0
        first, past = lo >> 3, min((hi + 7) >> 3, size)
        value = int.from_bytes(self._bits[offset + first : offset + past], "little") >> (lo & 7)
        return value & ((1 << (hi - lo)) - 1)

    def at_least_bits(self, code: int, k: int, limit: int | None = None) -> int:
        """Bitset over ids < *limit* of words with at least *k* letters *code*."""
        if k < 1:
            return (1 << (limit if limit is not None else self.count)) - 1
        if k > self.max_count:
            return 0
        return self._read_bits(self._count_base + code * self.max_count + k - 1, limit)

    def forget_bits(self) -> None:
        """Drop the converted bitsets this process keeps (they are converted again when asked)."""
        self._bits_cache.clear()
        self.bits_kept_bytes = 0

    def _read_bits(self, slot: int, limit: int | None) -> int:
        cached = self._bits_cache.get((slot, limit))
        if cached is not None:
            return cached
        value = self._convert_bits(slot, limit)
        size = (value.bit_length() + 7) >> 3
        if self.bits_kept_bytes + size > BITS_KEPT_BYTES:
            # full: start again rather than keep the first questions' bitsets for ever (a
            # server's questions change; a game's working set fits many times over)
            self.forget_bits()
        if size <= BITS_KEPT_BYTES:
            self._bits_cache[(slot, limit)] = value
            self.bits_kept_bytes += size
        return value

    def _convert_bits(self, slot: int, limit: int | None) -> int:
        offset, size = self._bits_dir[2 * slot], self._bits_dir[2 * slot + 1]
        if limit is not None:
            size = min(size, (limit + 7) // 8)
        value = int.from_bytes(self._bits[offset : offset + size], "little")
        if limit is not None and value.bit_length() > limit:  # bits past the limit in its last byte
            value &= (1 << limit) - 1
        return value

    @staticmethod
    def ids_from_bits(bits: int, base: int = 0) -> list[int]:
        """The ids set in *bits*, offset by *base*, ascending.

        Four ways, chosen by size and density (measured on the bench's patterns): a few dozen
        ids peel the highest bit off (the int shrinks at each step); sparse sets (under one bit
        in 90: a pattern's result, clustered in a few bytes) find their non-zero bytes by one
        split, in C-level steps with no Python statement per id (1.2x faster than walking the
        bytes' regex matches, 2-3x on sparse sets of a million bits); denser ones split the
        binary digits on their ones; dense ones keep the set positions of a range.

        >>> WordIndex.ids_from_bits(0b100101, 10)
        [10, 12, 15]
        >>> WordIndex.ids_from_bits(0b11 << 3 | 1 << 9 | 1 << 700, 1)  # sparse: by non-zero bytes
        [4, 5, 10, 701]
        >>> WordIndex.ids_from_bits(0b10110111, 1)  # dense
        [1, 2, 3, 5, 6, 8]
        """
        if not bits:
            return []
        count, length = bits.bit_count(), bits.bit_length()
        if count < 64:  # each step copies the int once: a few passes over it cost ~100 steps
            peeled = []
            while bits:
                top = bits.bit_length() - 1
                peeled.append(base + top)
                bits ^= 1 << top
            peeled.reverse()
            return peeled
        if count * 90 < length:
            return _sparse_ids(bits.to_bytes((length + 7) // 8, "little"), base)
        text = bin(bits)[:1:-1]  # reversed binary digits: text[i] is bit i
        if count * 5 < length:
            # the runs of zeros between the ones, by one split: the k-th one is at the runs'
            # lengths up to it + k (10-25 % faster than a match object per one)
            runs = text.split("1")
            runs.pop()
            return list(map(add, accumulate(map(len, runs)), range(base, base + len(runs))))
        # dense (a fifth of the bits or more): every position is an int made in C, the set ones
        # kept (2-3x faster than a match object per id)
        return list(compress(range(base, base + length), text.encode("ascii").translate(_DIGIT_FLAGS)))

    # -- scans --------------------------------------------------------------

    def regex_ids(self, regex: re.Pattern[str], min_len: int, max_len: int) -> list[int]:
        """Ids whose key matches *regex* (compiled with re.M over newline-ended keys)."""
        max_len = min(max_len, self.max_len)
        out: list[int] = []
        for length in range(max(min_len, 1), max_len + 1):
            start, end = self.id_range(length)
            if start == end:
                continue
            lo, hi = self._key_offset[length], self._key_offset[length + 1]
            text = bytes(self._keys[lo:hi]).decode("latin-1")
            width = length + 1
            # An empty match at the very end (after the last newline) is no word.
            out.extend(start + m.start() // width for m in regex.finditer(text) if m.start() < len(text))
        return out


def _sparse_ids(data: bytes, base: int) -> list[int]:
    """The ids of the set bits of *data* (little-endian), offset by *base*, in C-level steps
    only: no Python statement per id or byte. The k-th non-zero byte lies at (the lengths of
    the runs of zero bytes before it) + k, the runs found by one split; then each layer takes
    the lowest set bit of every byte still non-zero (a pattern's result needs two or three)."""
    nonzero_to_one, without_lowest, lowest_bit = _byte_tables()
    values = data.translate(None, b"\x00")  # the non-zero bytes, in order
    runs = data.translate(nonzero_to_one).split(b"\x01")
    runs.pop()  # what follows the last non-zero byte
    # each non-zero byte's id of bit 0: 8 x its position + base
    starts = list(map(add, map((8).__mul__, accumulate(map(len, runs))), range(base, base + 8 * len(runs), 8)))
    ids = list(map(add, starts, map(lowest_bit.__getitem__, values)))
    rest = values.translate(without_lowest)
    layered = False
    while True:
        starts = list(compress(starts, rest))  # the bytes that still hold a bit
        if not starts:
            break
        values = rest.translate(None, b"\x00")
        ids += map(add, starts, map(lowest_bit.__getitem__, values))
        rest = values.translate(without_lowest)
        layered = True
    if layered:
        ids.sort()  # one ascending run per layer: the sort merges them
    return ids


SECTIONS = tuple(name[1:] for name, kind in WordIndex.__annotations__.items() if kind == "memoryview")
