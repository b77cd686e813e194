"""Turn a word list into index sections.

Words are ordered by (folded length, folded key, real spelling) and numbered in
that order, so every length is a contiguous range of ids and "words of at most
n letters" is a prefix of the id space. The sections:

- ``words`` / ``word_offsets``: the real spellings (UTF-8, newline separated);
- ``keys``: folded keys, latin-1 (one byte a letter, ñ included), each followed
  by a newline, so a length's keys are fixed-width records (sorted: binary search)
  and the whole blob is also searchable with ``re``;
- ``length_start`` / ``key_offset``: first id and first key byte of each length;
- ``zipf``: frequency ×100 per id (uint16);
- ``signatures`` / ``signature_ids``: per length, sorted letters of every key and
  the id it came from, sorted (exact anagrams by binary search);
- ``bits`` / ``bits_dir``: bitsets. Positional ones, per length L, position p and
  letter c (bit i = the i-th word of length L has c at p); and count ones over all
  ids, per letter c and k ≥ 1 (bit i = word i has at least k c's).

Bitsets are built column-wise with bytes operations (``keys[p::L+1]`` is the
column of position p) so building stays in C loops, not one per letter.
"""

from __future__ import annotations

from array import array
from itertools import accumulate
from typing import Callable, Iterable

from ..alphabet import Alphabet

FORMAT_VERSION = 1


def build_sections(
    alpha: Alphabet,
    words: Iterable[str],
    zipf: dict[str, float],
    progress: Callable[[str], None] = lambda step: None,
) -> tuple[dict, dict[str, bytes | array]]:
    """Build every section from *words*; returns (metadata, sections)."""
    progress("folding")
    entries = set()
    skipped = 0
    for word in words:
        key = alpha.try_fold(word)
        if key:
            entries.add((len(key), key, word))
        else:
            skipped += 1
    ordered = sorted(entries)
    del entries
    count = len(ordered)
    max_len = ordered[-1][0] if ordered else 0

    progress("words")
    encoded = [word.encode("utf-8") for _, _, word in ordered]
    word_offsets = array("I", [0])
    word_offsets.extend(accumulate(len(w) + 1 for w in encoded))
    words_blob = b"\n".join(encoded) + b"\n"
    del encoded
    zipf_column = array("H", (min(65535, round(zipf.get(word, 0.0) * 100)) for _, _, word in ordered))

    progress("keys")
    length_start = array("I", [0] * (max_len + 2))
    key_offset = array("Q", [0] * (max_len + 2))
    key_parts: list[bytes] = []
    signature_parts: list[bytes] = []
    signature_ids = array("I")
    offset = 0
    i = 0
    for length in range(0, max_len + 1):
        length_start[length] = i
        key_offset[length] = offset
        j = i
        while j < count and ordered[j][0] == length:
            j += 1
        section = [ordered[k][1] for k in range(i, j)]
        blob = "".join(k + "\n" for k in section).encode("latin-1")
        key_parts.append(blob)
        offset += len(blob)
        signatures = sorted(("".join(sorted(k)), i + n) for n, k in enumerate(section))
        signature_parts.append("".join(s for s, _ in signatures).encode("latin-1"))
        signature_ids.extend(n for _, n in signatures)
        i = j
    length_start[max_len + 1] = count
    key_offset[max_len + 1] = offset
    keys_blob = b"".join(key_parts)
    signatures_blob = b"".join(signature_parts)

    progress("bitsets")
    letters = alpha.letters.encode("latin-1")
    bits = _Bitsets()
    count_bits: list[list[int]] = [[] for _ in letters]  # per letter: [≥1, ≥2, ...] over all ids
    for length in range(1, max_len + 1):
        start, end = length_start[length], length_start[length + 1]
        n = end - start
        section = keys_blob[key_offset[length] : key_offset[length + 1]]
        per_letter_columns: list[list[int]] = [[] for _ in letters]
        for position in range(length):
            column = section[position :: length + 1][::-1]  # reversed: bit 0 = first word
            for code, letter in enumerate(letters):
                value = _column_bits(column, letter) if n else 0
                bits.add(value, n)
                if value:
                    per_letter_columns[code].append(value)
        for code, columns in enumerate(per_letter_columns):
            _add_threshold_counts(count_bits[code], columns, start)
    max_count = max((len(c) for c in count_bits), default=0)
    for code in range(len(letters)):
        for k in range(max_count):
            value = count_bits[code][k] if k < len(count_bits[code]) else 0
            bits.add(value, count)

    meta = {
        "format": FORMAT_VERSION,
        "lang": alpha.lang,
        "letters": alpha.letters,
        "count": count,
        "skipped": skipped,
        "max_len": max_len,
        "max_count": max_count,
    }
    sections = {
        "words": words_blob,
        "word_offsets": word_offsets,
        "keys": keys_blob,
        "length_start": length_start,
        "key_offset": key_offset,
        "zipf": zipf_column,
        "signatures": signatures_blob,
        "signature_ids": signature_ids,
        "bits": bits.blob(),
        "bits_dir": bits.directory,
    }
    return meta, sections


def _column_bits(column: bytes, letter: int) -> int:
    """Bitset of the rows of *column* equal to *letter* (C-speed via translate)."""
    if letter not in column:
        return 0
    table = bytearray(b"0" * 256)
    table[letter] = ord("1")
    return int(column.translate(table), 2)


def _add_threshold_counts(totals: list[int], columns: list[int], start: int) -> None:
    """Add "at least k of this letter" sets of one length into *totals* (global ids).

    A bit-sliced counter: after each position's set, ``at_least[k]`` gains the
    words that had k-1 before and have the letter here.
    """
    at_least: list[int] = []
    for column in columns:
        at_least.append(0)
        for k in range(len(at_least) - 1, 0, -1):
            at_least[k] |= at_least[k - 1] & column
        at_least[0] |= column
    while at_least and not at_least[-1]:
        at_least.pop()
    for k, value in enumerate(at_least):
        if k == len(totals):
            totals.append(0)
        totals[k] |= value << start


class _Bitsets:
    """Accumulates bitsets into one blob with an (offset, size) directory."""

    def __init__(self) -> None:
        self.parts: list[bytes] = []
        self.directory = array("Q")
        self.offset = 0

    def add(self, value: int, nbits: int) -> None:
        data = value.to_bytes((nbits + 7) // 8, "little") if value else b""
        self.directory.extend((self.offset, len(data)))
        self.parts.append(data)
        self.offset += len(data)

    def blob(self) -> bytes:
        return b"".join(self.parts)
