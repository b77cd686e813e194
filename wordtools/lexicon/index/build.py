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
- ``kinds`` / ``sources``: per id, the number of its kind and of its source
  (uint8; the names are in the metadata: ``kind_names``, ``source_names``);
- ``signatures`` / ``signature_ids``: per length, sorted letters of every key and
  the id it came from, sorted (exact anagrams by binary search);
- ``bits`` / ``bits_dir``: bitsets. Positional ones, per length L, position p and
  letter c (bit i = the i-th word of length L has c at p); and count ones over all
  ids, per letter c and k ≥ 1 (bit i = word i has at least k c's).

The build is vectorised with numpy (imported here only: queries never load
it): the keys of one length are a matrix of letter codes, so a positional
bitset is one comparison and one ``packbits``, a count bitset one sum.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping

from ..alphabet import Alphabet

FORMAT_VERSION = 2
KIND_NAMES = ("word", "name", "abbreviation", "foreign", "variant")

# Folding a whole blob at once: lowercase, then strip the accents a list holds in bulk
# (latin-1 bytes; ñ stays, being a letter of the Spanish alphabet and absent from English keys).
_FOLD_BYTES = bytes.maketrans("áéíóúüàèìòùâêîôûäëïöçã".encode("latin-1"), b"aeiouuaeiouaeiouaeioca")


Columns = tuple  # (words sorted by code point, values...) as read from a TSV table


def build_sections(
    alpha: Alphabet,
    words: Iterable[str],
    zipf: Columns,
    progress: Callable[[str], None] = lambda step: None,
    kinds: Columns = ((), (), ()),
    extra_kinds: Mapping[str, tuple[str, str]] | None = None,
) -> tuple[dict, dict[str, bytes | array]]:
    """Build every section from *words*; returns (metadata, sections).

    *zipf* is (words, zipf values), *kinds* (words, kinds, sources), both sorted by word as in
    their files; *extra_kinds* gives (kind, source) of words the table lacks (a user's list).
    Words found in neither are of kind ``word`` from source ``list``.
    """
    import numpy as np

    progress("folding")
    words = list(words)
    if any(a >= b for a, b in zip(words, words[1:])):  # a list file is sorted and unique already
        words = sorted(set(words))
    keys = _fold_all(alpha, words)
    skipped = keys.count("")
    if skipped:
        words = [w for w, k in zip(words, keys) if k]
        keys = [k for k in keys if k]
    # two stable sorts = order by (length, key), ties in the file's (spelling) order
    lengths = np.fromiter(map(len, keys), dtype=np.int64, count=len(keys))
    width = max(int(lengths.max(initial=1)), 1)
    padded = "".join(k.ljust(width, "\0") for k in keys).encode("latin-1")
    by_key = np.argsort(np.frombuffer(padded, dtype=f"S{width}"), kind="stable")
    order = by_key[np.argsort(lengths[by_key], kind="stable")]
    ordered = [words[i] for i in order.tolist()]
    ordered_keys = [keys[i] for i in order.tolist()]
    lengths = lengths[order]
    count = len(ordered)
    max_len = int(lengths[-1]) if count else 0

    progress("words")
    words_blob = ("\n".join(ordered) + "\n").encode("utf-8") if ordered else b""
    ends = np.flatnonzero(np.frombuffer(words_blob, dtype=np.uint8) == 10)
    word_offsets = array("I", [0])
    word_offsets.frombytes((ends + 1).astype(np.uint32).tobytes())
    where, found = _lookup(np, zipf[0], ordered)
    zipf_values = np.zeros(count, dtype=np.float64)
    if len(zipf[0]):
        zipf_values[found] = np.array(zipf[1], dtype=np.float64)[where[found]]
    zipf_column = array("H", np.minimum(np.round(zipf_values * 100), 65535).astype(np.uint16).tobytes())
    kind_codes, source_codes, source_names = _kind_columns(np, ordered, kinds, extra_kinds or {})

    progress("keys")
    length_start = array("I", np.searchsorted(lengths, np.arange(max_len + 2)).astype(np.uint32).tobytes())
    key_offset = array("Q", [0] * (max_len + 2))
    for length in range(max_len + 2):
        key_offset[length] = length_start[length] + sum_keys_before(length_start, length)
    keys_blob = ("\n".join(ordered_keys) + "\n").encode("latin-1") if ordered_keys else b""
    flat = np.frombuffer(keys_blob, dtype=np.uint8)
    letters = np.frombuffer(alpha.letters.encode("latin-1"), dtype=np.uint8)

    progress("bitsets")
    bits = _Bitsets()
    signature_parts: list[bytes] = []
    signature_ids = array("I")
    per_letter_counts = np.zeros((len(letters), count), dtype=np.uint8)
    for length in range(0, max_len + 1):
        start, end = length_start[length], length_start[length + 1]
        n = end - start
        if length == 0:
            continue
        matrix = flat[key_offset[length] : key_offset[length + 1]].reshape(n, length + 1)[:, :length]
        signatures = np.sort(matrix, axis=1)
        rows = np.ascontiguousarray(signatures).view(f"S{length}").ravel() if n else np.empty(0, f"S{length}")
        order = np.argsort(rows, kind="stable")
        signature_parts.append(np.ascontiguousarray(signatures[order]).tobytes())
        signature_ids.frombytes((order + start).astype(np.uint32).tobytes())
        for position in range(length):
            column = matrix[:, position]
            for code, letter in enumerate(letters):
                hit = column == letter
                bits.add_bools(hit, n, np)
                per_letter_counts[code, start:end] += hit
    max_count = int(per_letter_counts.max()) if count else 0
    for code in range(len(letters)):
        for k in range(1, max_count + 1):
            bits.add_bools(per_letter_counts[code] >= k, count, np)

    meta = {
        "format": FORMAT_VERSION,
        "lang": alpha.lang,
        "letters": alpha.letters,
        "count": count,
        "skipped": skipped,
        "max_len": max_len,
        "max_count": max_count,
        "kind_names": list(KIND_NAMES),
        "source_names": source_names,
    }
    sections = {
        "words": words_blob,
        "word_offsets": word_offsets,
        "keys": keys_blob,
        "length_start": length_start,
        "key_offset": key_offset,
        "zipf": zipf_column,
        "kinds": kind_codes,
        "sources": source_codes,
        "signatures": b"".join(signature_parts),
        "signature_ids": signature_ids,
        "bits": bits.blob(),
        "bits_dir": bits.directory,
    }
    return meta, sections  # type: ignore[return-value]  # columns are arrays or bytes


def sum_keys_before(length_start: array, length: int) -> int:
    """Bytes of the key records of every length below *length* (a key of L letters takes L)."""
    return sum(L * (length_start[L + 1] - length_start[L]) for L in range(length))


def _fold_all(alpha: Alphabet, words: list[str]) -> list[str]:
    """Folded keys of *words* ('' for a word outside the alphabet), the common case in bulk.

    The whole list is lowercased, encoded to latin-1 (which holds ñ and every accented vowel)
    and folded with one bytes.translate; only the rare lines with another character go
    through :meth:`Alphabet.try_fold` one by one.
    """
    if not words:
        return []
    blob = "\n".join(words).lower().encode("latin-1", errors="replace").translate(_FOLD_BYTES)
    keys = blob.decode("latin-1").split("\n")
    outside = re.compile(f"[^{re.escape(alpha.letters)}\n]".encode("latin-1"))
    if outside.search(blob):
        starts = [0] + [m.end() for m in re.finditer(b"\n", blob)]
        bad = sorted({bisect_right(starts, m.start()) - 1 for m in outside.finditer(blob)})
        for i in bad:
            keys[i] = alpha.try_fold(words[i]) or ""
    return keys


def _lookup(np, table_words, ordered: list[str]):
    """Rows of *ordered* in *table_words*, and which were found there (one dict, C loops)."""
    if not len(table_words) or not ordered:
        return np.zeros(len(ordered), dtype=np.int64), np.zeros(len(ordered), dtype=bool)
    row = dict(zip(table_words, range(len(table_words))))
    where = np.fromiter(map(row.get, ordered, [-1] * len(ordered)), dtype=np.int64, count=len(ordered))
    found = where >= 0
    return np.maximum(where, 0), found


def _kind_columns(
    np, ordered: list[str], kinds: Columns, extra: Mapping[str, tuple[str, str]]
) -> tuple[bytes, bytes, list[str]]:
    """One byte per id for its kind and one for its source; the source names in code order."""
    table_words, table_kinds, table_sources = kinds
    count = len(ordered)
    kind_column = np.zeros(count, dtype=np.uint8)  # 0 = word
    source_column = np.zeros(count, dtype=np.uint8)
    source_names = ["list"]
    where, found = _lookup(np, table_words, ordered)
    if found.any():
        kind_code = {name: code for code, name in enumerate(KIND_NAMES)}
        table_kind_codes = np.fromiter(map(kind_code.__getitem__, table_kinds), dtype=np.uint8, count=len(table_kinds))
        kind_column[found] = table_kind_codes[where[found]]
        source_names += sorted(set(table_sources))
        source_code = {name: code for code, name in enumerate(source_names)}
        table_source_codes = np.fromiter(
            map(source_code.__getitem__, table_sources), dtype=np.uint8, count=len(table_sources)
        )
        source_column[found] = table_source_codes[where[found]]
    for i in np.flatnonzero(~found).tolist():
        if ordered[i] in extra:
            kind, source = extra[ordered[i]]
            if source not in source_names:
                source_names.append(source)
            kind_column[i] = KIND_NAMES.index(kind)
            source_column[i] = source_names.index(source)
    return kind_column.tobytes(), source_column.tobytes(), source_names


class _Bitsets:
    """Accumulates bitsets into one blob with an (offset, size) directory."""

    def __init__(self) -> None:
        self.parts: list[bytes] = []
        self.directory = array("Q")
        self.offset = 0

    def add_bools(self, flags, nbits: int, np) -> None:
        """Add the bitset whose bit i is flags[i] (empty when no flag is set)."""
        data = np.packbits(flags, bitorder="little").tobytes() if flags.any() else b""
        self.directory.extend((self.offset, len(data)))
        self.parts.append(data)
        self.offset += len(data)

    def blob(self) -> bytes:
        return b"".join(self.parts)
