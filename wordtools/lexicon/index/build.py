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
- ``familiarity``: familiarity ×100 per id (uint8, 0-100; see :mod:`..familiarity`);
- ``kinds`` / ``sources``: per id, the number of its kind and of its source
  (uint8; the names are in the metadata: ``kind_names``, ``source_names``);
- ``anagram_dir`` / ``anagram_buckets`` / ``anagram_records`` / ``anagram_runs`` /
  ``signature_ids``: per length, a hash table of the distinct signatures (a key's letters,
  sorted): bucket = the signature and its newline as a little-endian integer modulo a prime;
  a bucket is a range of records, a record the signature and a newline (so one ``find`` over
  the bucket's bytes finds it: a newline ends every record only); record r's words are
  ``signature_ids[runs[r]:runs[r + 1]]`` (ascending ids). Exact anagrams in one probe;
- ``set_ids`` / ``set_masks`` / ``set_group_start`` / ``set_buckets`` / ``set_bucket_groups``:
  the words grouped by their set of distinct letters (a bit mask), each group a range of ids,
  with a hash table of the masks: "words spelt from these letters" looks up every subset;
- ``bits`` / ``bits_dir``: bitsets. Positional ones, per length L, position p and
  letter c (bit i = the i-th word of length L has c at p); and count ones over all
  ids, per letter c and k ≥ 1 (bit i = word i has at least k c's).

The committed lists are stored in this order with each word's zipf, kind and
source beside it, so a build reads them straight: no sort, no join (rows in
another order, a user's words added to a list, are sorted first). The rest is
vectorised with numpy (imported here only: queries never load it): the keys of
one length are a matrix of letter codes, so a position's bitsets are one
scatter and one ``packbits``, the letter counts one ``bincount``.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right
from collections.abc import Callable
from pathlib import Path

from ...errors import DataError
from ..alphabet import Alphabet
from ..sources import ListRows, decode_list, parse_list
from .list_file import KIND_NAMES, IndexColumns, fold_blob, in_index_order, outside_letters, read_columns
from .word_index import FORMAT_VERSION  # declared where every open reads it


def build_sections_from_file(
    alpha: Alphabet, data: bytes, where: str, progress: Callable[[str], None] = lambda step: None
) -> tuple[dict, dict[str, bytes | array]]:
    """Build every section from the content of a committed list file (gzip already undone).

    The common file is read straight into columns (:mod:`.list_file`); any other is parsed row
    by row, which gives the same index."""
    import numpy as np

    progress("columns")
    columns = read_columns(np, alpha, data, where)
    if columns is None:
        columns = _columns_of_rows(np, alpha, parse_list(Path(where), decode_list(Path(where), data)), progress)
    return _sections(np, alpha, columns, progress)


def build_sections(
    alpha: Alphabet, rows: ListRows, progress: Callable[[str], None] = lambda step: None
) -> tuple[dict, dict[str, bytes | array]]:
    """Build every section from the rows of a list; returns (metadata, sections).

    Rows in index order are taken as they come; rows in any other order (a user's words added
    to a list) are sorted first, duplicates dropped.
    """
    import numpy as np

    return _sections(np, alpha, _columns_of_rows(np, alpha, rows, progress), progress)


def _columns_of_rows(np, alpha: Alphabet, rows: ListRows, progress: Callable[[str], None]) -> IndexColumns:
    progress("folding")
    keys = _fold_all(alpha, rows.words)
    skipped = keys.count("")
    if skipped:
        kept = [i for i, k in enumerate(keys) if k]
        rows = _take(rows, kept)
        keys = [keys[i] for i in kept]
    lengths = np.fromiter(map(len, keys), dtype=np.int64, count=len(keys))
    order = _sort_order(np, keys, rows.words, lengths)
    if order is not None:
        order = [i for n, i in enumerate(order.tolist()) if n == 0 or rows.words[i] != rows.words[order[n - 1]]]
        rows = _take(rows, order)
        keys = [keys[i] for i in order]
        lengths = lengths[order]
    count = len(rows)

    progress("words")
    try:
        value = {text: float(text) for text in set(rows.zipf)}  # a few hundred distinct values
    except ValueError:
        raise DataError("malformed zipf value in the word list") from None
    zipf_values = np.fromiter(map(value.__getitem__, rows.zipf), dtype=np.float64, count=count)
    try:
        known = {text: round(float(text) * 100) for text in set(rows.familiarity)}
    except ValueError:
        raise DataError("malformed familiarity value in the word list") from None
    if any(not 0 <= v <= 100 for v in known.values()):
        raise DataError("familiarity value outside 0-1 in the word list")
    familiarity = np.fromiter(map(known.__getitem__, rows.familiarity), dtype=np.uint8, count=count)
    kind_codes, source_codes, source_names = _kind_columns(np, rows)
    return IndexColumns(
        ("\n".join(rows.words) + "\n").encode("utf-8") if count else b"",
        ("\n".join(keys) + "\n").encode("latin-1") if count else b"",
        lengths,
        np.minimum(np.round(zipf_values * 100), 65535).astype(np.uint16).tobytes(),
        kind_codes,
        source_codes,
        source_names,
        familiarity.tobytes(),
        skipped,
    )


def _sections(np, alpha: Alphabet, columns: IndexColumns, progress: Callable[[str], None]):
    words_blob, keys_blob, lengths = columns.words_blob, columns.keys_blob, columns.lengths
    count = len(lengths)  # type: ignore[arg-type]
    max_len = int(lengths[-1]) if count else 0  # type: ignore[index]
    ends = np.flatnonzero(np.frombuffer(words_blob, dtype=np.uint8) == 10)
    word_offsets = array("I", [0])
    word_offsets.frombytes((ends + 1).astype(np.uint32).tobytes())
    zipf_column = array("H", columns.zipf)

    progress("keys")
    length_start = array("I", np.searchsorted(lengths, np.arange(max_len + 2)).astype(np.uint32).tobytes())
    key_offset = array("Q", [0] * (max_len + 2))
    for length in range(max_len + 2):
        key_offset[length] = length_start[length] + sum_keys_before(length_start, length)
    flat = np.frombuffer(keys_blob, dtype=np.uint8)
    letters = np.frombuffer(alpha.letters.encode("latin-1"), dtype=np.uint8)

    progress("bitsets")
    bits = _Bitsets()
    anagrams = _HashTables()
    size = len(letters)
    code_of = np.zeros(256, dtype=np.intp)
    code_of[letters] = np.arange(size)
    per_letter_counts = np.zeros((size, count), dtype=np.uint8)
    for length in range(1, max_len + 1):
        start, end = length_start[length], length_start[length + 1]
        n = end - start
        matrix = flat[key_offset[length] : key_offset[length + 1]].reshape(n, length + 1)[:, :length]
        signatures = np.sort(matrix, axis=1)
        rows_s = np.ascontiguousarray(signatures).view(f"S{length}").ravel() if n else np.empty(0, f"S{length}")
        by_signature = np.argsort(rows_s, kind="stable")
        anagrams.add_length(np, np.ascontiguousarray(signatures[by_signature]), by_signature + start)
        # a position's flags (letter x word) are set in one scatter, not one comparison a letter
        codes = code_of[matrix]
        ids = np.arange(n)
        for position in range(length):
            flags = np.zeros((size, n), dtype=bool)
            flags[codes[:, position], ids] = True
            bits.add_rows(flags, np, np.bincount(codes[:, position], minlength=size) > 0)
        per_word = np.bincount((np.arange(n)[:, None] * size + codes).ravel(), minlength=n * size)
        per_letter_counts[:, start:end] = per_word.reshape(n, size).T
    max_count = int(per_letter_counts.max()) if count else 0
    letter_sets = _letter_set_table(np, per_letter_counts)
    for code in range(size):
        bits.add_rows(per_letter_counts[code][None, :] >= np.arange(1, max_count + 1)[:, None], np)

    meta = {
        "format": FORMAT_VERSION,
        "lang": alpha.lang,
        "letters": alpha.letters,
        "count": count,
        "skipped": columns.skipped,
        "max_len": max_len,
        "max_count": max_count,
        "kind_names": list(KIND_NAMES),
        "source_names": columns.source_names,
    }
    sections = {
        "words": words_blob,
        "word_offsets": word_offsets,
        "keys": keys_blob,
        "length_start": length_start,
        "key_offset": key_offset,
        "zipf": zipf_column,
        "familiarity": columns.familiarity,
        "kinds": columns.kinds,
        "sources": columns.sources,
        "signature_ids": anagrams.ids,
        "bits": bits.blob(),
        "bits_dir": bits.directory,
        "anagram_dir": anagrams.directory,
        "anagram_buckets": anagrams.buckets,
        "anagram_records": b"".join(anagrams.records),
        "anagram_runs": anagrams.finished_runs(),
        **letter_sets,
    }
    return meta, sections


def _take(rows: ListRows, picked: list[int]) -> ListRows:
    """The rows at the positions *picked*."""
    columns = (rows.words, rows.zipf, rows.kinds, rows.sources, rows.familiarity)
    return ListRows(*([column[i] for i in picked] for column in columns))


def _sort_order(np, keys: list[str], words: list[str], lengths):
    """None when the rows are in index order (folded length, folded key, spelling), else the
    permutation that puts them so. The check is vectorised per length; the sort is not needed
    for the committed lists, which are stored in this order."""
    if in_index_order(np, ("\n".join(keys) + "\n").encode("latin-1"), lengths, words.__getitem__):
        return None
    width = max(int(lengths.max(initial=1)), 1)
    padded = "".join(k.ljust(width, "\0") for k in keys).encode("latin-1")
    by_word = sorted(range(len(words)), key=words.__getitem__)
    by_key = np.array(by_word, dtype=np.int64)
    by_key = by_key[np.argsort(np.frombuffer(padded, dtype=f"S{width}")[by_key], kind="stable")]
    return by_key[np.argsort(lengths[by_key], kind="stable")]


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
    blob = fold_blob("\n".join(words))
    keys = blob.decode("latin-1").split("\n")
    outside = outside_letters(alpha)
    if outside.search(blob):
        starts = [0] + [m.end() for m in re.finditer(b"\n", blob)]
        bad = sorted({bisect_right(starts, m.start()) - 1 for m in outside.finditer(blob)})
        for i in bad:
            keys[i] = alpha.try_fold(words[i]) or ""
    return keys


def _kind_columns(np, rows: ListRows) -> tuple[bytes, bytes, list[str]]:
    """One byte per id for its kind and one for its source; the source names in code order."""
    kind_code = {name: code for code, name in enumerate(KIND_NAMES)}
    unknown = set(rows.kinds) - set(kind_code)
    if unknown:
        raise DataError(f"unknown kind {sorted(unknown)[0]!r} in the word list")
    source_names = sorted(set(rows.sources))
    source_code = {name: code for code, name in enumerate(source_names)}
    count = len(rows)
    kinds = np.fromiter(map(kind_code.__getitem__, rows.kinds), dtype=np.uint8, count=count)
    sources = np.fromiter(map(source_code.__getitem__, rows.sources), dtype=np.uint8, count=count)
    return kinds.tobytes(), sources.tobytes(), source_names


def _prime_at_least(n: int) -> int:
    """The smallest prime >= max(n, 2) (table sizes: a signature modulo a prime spreads well)."""
    candidate = max(n, 2)
    while any(candidate % d == 0 for d in range(2, int(candidate**0.5) + 1)):
        candidate += 1
    return candidate


def _bucket_index(np, hashes, size: int):
    """(bucket starts, order): entries sorted by bucket, bucket b holding order[starts[b]:starts[b+1]]."""
    order = np.argsort(hashes, kind="stable")
    starts = np.searchsorted(hashes[order], np.arange(size + 1))
    return starts.astype(np.uint32), order


class _HashTables:
    """Per length, a bucketed hash table of the distinct signatures (see the module docstring).

    ``directory`` holds four numbers a length (first bucket, bucket count, first record byte,
    first record); a signature's bucket is ``int.from_bytes(signature + b"\\n", "little") % count``,
    computed here column by column (Horner's rule from the newline) and at query time by one call."""

    def __init__(self) -> None:
        self.directory = array("Q", [0, 0, 0, 0])  # length 0 has no words
        self.buckets = array("I")
        self.records: list[bytes] = []
        self.record_bytes = 0
        self.runs = array("I")  # per record, its first position in ids; one more at the end
        self.ids = array("I")

    def add_length(self, np, in_order, ids) -> None:
        """*in_order*: the length's signatures sorted (one row a word); *ids*: their words' ids."""
        n, length = in_order.shape
        first_record = len(self.runs)
        if n == 0:
            self.directory.extend((len(self.buckets), 0, self.record_bytes, first_record))
            return
        changed = np.any(in_order[1:] != in_order[:-1], axis=1)
        firsts = np.flatnonzero(np.concatenate(([True], changed)))
        counts = np.diff(np.concatenate((firsts, [n])))
        size = _prime_at_least(len(firsts) + len(firsts) // 2)
        records = np.empty((len(firsts), length + 1), dtype=np.uint8)
        records[:, :length] = in_order[firsts]
        records[:, length] = 10
        hashes = np.zeros(len(firsts), dtype=np.uint64)
        for column in range(length, -1, -1):
            hashes = (hashes * np.uint64(256) + records[:, column].astype(np.uint64)) % np.uint64(size)
        starts, order = _bucket_index(np, hashes, size)
        self.directory.extend((len(self.buckets), size, self.record_bytes, first_record))
        self.buckets.frombytes(starts.tobytes())
        data = records[order].tobytes()
        self.records.append(data)
        self.record_bytes += len(data)
        # the words of each record, records in bucket order (ids ascending within a record)
        taken = counts[order]
        within = np.arange(n) - np.repeat(np.cumsum(taken) - taken, taken)
        self.ids.frombytes(ids[np.repeat(firsts[order], taken) + within].astype(np.uint32).tobytes())
        self.runs.frombytes((len(self.ids) - n + np.cumsum(taken) - taken).astype(np.uint32).tobytes())

    def finished_runs(self) -> array:
        """``runs`` with its end (every record's words end where the next record's begin)."""
        return self.runs + array("I", [len(self.ids)])


def _letter_set_table(np, per_letter_counts) -> dict[str, array]:
    """The words grouped by their set of distinct letters (bit c: letter c), with a hash table of
    the sets (bucket = mask % a prime)."""
    size, count = per_letter_counts.shape
    masks = np.zeros(count, dtype=np.uint64)
    for code in range(size):
        masks |= (per_letter_counts[code] > 0).astype(np.uint64) << np.uint64(code)
    order = np.argsort(masks, kind="stable")  # ids ascending within a set
    in_order = masks[order]
    firsts = np.flatnonzero(np.concatenate(([True], in_order[1:] != in_order[:-1]))) if count else np.empty(0, np.int64)
    unique = in_order[firsts]
    buckets = _prime_at_least(len(unique) + len(unique) // 2)
    starts, by_bucket = _bucket_index(np, unique % np.uint64(buckets), buckets)
    if size > 32:
        raise DataError(f"an alphabet of {size} letters does not fit the letter-set table (32 at most)")
    return {
        "set_ids": _uint32(np, order),
        "set_masks": _uint32(np, unique),
        "set_group_start": _uint32(np, np.concatenate((firsts, [count]))),
        "set_buckets": _uint32(np, starts),
        "set_bucket_groups": _uint32(np, by_bucket),
    }


def _uint32(np, values) -> array:
    out = array("I")
    out.frombytes(np.asarray(values).astype(np.uint32).tobytes())
    return out


class _Bitsets:
    """Accumulates bitsets into one blob with an (offset, size) directory."""

    def __init__(self) -> None:
        self.parts: list[bytes] = []
        self.directory = array("Q")
        self.offset = 0

    def add_rows(self, flags, np, used=None) -> None:
        """Add one bitset per row of the 2-D *flags* (bit i = flags[row, i]; empty when no flag is
        set, which *used* may tell for every row), packed in one call."""
        packed = np.packbits(flags, axis=1, bitorder="little")
        if used is None:
            used = flags.any(axis=1)
        for row, row_used in zip(packed, used.tolist()):
            data = row.tobytes() if row_used else b""
            self.directory.extend((self.offset, len(data)))
            self.parts.append(data)
            self.offset += len(data)

    def blob(self) -> bytes:
        return b"".join(self.parts)
