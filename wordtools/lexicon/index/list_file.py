"""Read a committed list file straight into the index's columns, with numpy.

A list file is ``word TAB zipf TAB kind TAB source TAB familiarity`` a line, in the index's order
(or the older four columns, without familiarity). Splitting its 2.5 million fields into Python
strings costs more than the rest of a build, so the common file is read as one byte array: the
positions of its tabs and newlines give every field; the words become the ``words`` section by one
masked copy, the zipf and familiarity columns are read digit by digit, and the kind and source
columns by the few distinct texts they hold. A four-column file's familiarity is
:func:`..familiarity.estimate` of each distinct (zipf, kind) pair. :func:`read_columns` returns None for a
file off that beaten path (another zipf format, a word outside the alphabet, rows out of order);
the caller then parses it row by row, which gives the same index.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...errors import DataError
from ..alphabet import Alphabet
from ..sources import KINDS as KIND_NAMES

FIELD_WIDTH = 32  # longest kind or source name read the fast way

# Folding a whole blob at once: lowercase, then strip the accents a list holds in bulk
# (latin-1 bytes; ñ stays, being a letter of the Spanish alphabet and absent from English keys).
FOLD_BYTES = bytes.maketrans("áéíóúüàèìòùâêîôûäëïöçã".encode("latin-1"), b"aeiouuaeiouaeiouaeioca")


@dataclass
class IndexColumns:
    """A list's words in index order, ready for the sections: blobs of words and folded keys
    (each ended by a newline), key lengths, zipf ×100, kind and source codes, familiarity ×100."""

    words_blob: bytes
    keys_blob: bytes
    lengths: object  # numpy int64 array
    zipf: bytes  # uint16 per word
    kinds: bytes  # uint8 per word
    sources: bytes  # uint8 per word
    source_names: list[str]
    familiarity: bytes  # uint8 per word
    skipped: int = 0


def fold_blob(text: str) -> bytes:
    """Folded keys of newline-separated *text*, in bulk (see :func:`outside_letters`)."""
    return text.lower().encode("latin-1", errors="replace").translate(FOLD_BYTES)


def outside_letters(alpha: Alphabet) -> re.Pattern[bytes]:
    """A byte of a folded blob that is no letter of *alpha* (nor a newline)."""
    return re.compile(f"[^{re.escape(alpha.letters)}\n]".encode("latin-1"))


def read_columns(np, alpha: Alphabet, data: bytes, where: str) -> IndexColumns | None:
    """The columns of list file content *data*, or None when it is not the common case."""
    raw = np.frombuffer(data, dtype=np.uint8)
    ends = np.flatnonzero(raw == 10)
    tabs = np.flatnonzero(raw == 9)
    count = len(ends)
    if count == 0 or len(tabs) not in (3 * count, 4 * count) or ends[-1] != len(raw) - 1:
        return None
    width = len(tabs) // count
    tabs = tabs.reshape(count, width)
    starts = np.concatenate(([0], ends[:-1] + 1))
    if not (np.all(tabs[:, 0] > starts) and np.all(tabs[:, width - 1] < ends)):
        return None  # a line without its tabs, or an empty word
    zipf = _zipf_hundredths(np, raw, tabs[:, 0] + 1, tabs[:, 1])
    kinds = _short_texts(np, raw, tabs[:, 1] + 1, tabs[:, 2])
    sources = _short_texts(np, raw, tabs[:, 2] + 1, tabs[:, 3] if width == 4 else ends)
    if zipf is None or kinds is None or sources is None:
        return None
    kind_codes = _kind_codes(np, kinds, where)
    if width == 4:
        familiarity = _zipf_hundredths(np, raw, tabs[:, 3] + 1, ends)
        if familiarity is None or np.any(familiarity > 100):
            return None
        familiarity = familiarity.astype(np.uint8)
    else:
        familiarity = estimated_hundredths(np, zipf, kind_codes)

    # the words: every byte from a line's start to its first tab, that tab made a newline
    step = np.zeros(len(raw) + 1, dtype=np.int8)
    step[starts] = 1
    step[tabs[:, 0] + 1] = -1
    copy = raw.copy()
    copy[tabs[:, 0]] = 10
    words_blob = copy[np.cumsum(step[:-1], dtype=np.int8) > 0].tobytes()
    try:
        text = words_blob.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(f"cannot read word list {where}: {exc}") from None
    keys_blob = fold_blob(text)
    if outside_letters(alpha).search(keys_blob):
        return None
    key_ends = np.flatnonzero(np.frombuffer(keys_blob, dtype=np.uint8) == 10)
    lengths = np.diff(np.concatenate(([-1], key_ends))) - 1
    word_ends = np.flatnonzero(np.frombuffer(words_blob, dtype=np.uint8) == 10)
    word_starts = np.concatenate(([0], word_ends[:-1] + 1))

    def word(i: int) -> bytes:  # UTF-8 bytes sort as the text does
        return words_blob[word_starts[i] : word_ends[i]]

    if not in_index_order(np, keys_blob, lengths, word):
        return None
    names, codes = sources
    order = sorted(range(len(names)), key=names.__getitem__)
    renumber = np.zeros(len(names), dtype=np.uint8)
    renumber[order] = np.arange(len(names), dtype=np.uint8)
    return IndexColumns(
        words_blob,
        keys_blob,
        lengths,
        zipf.tobytes(),
        kind_codes.tobytes(),
        renumber[codes].tobytes(),
        sorted(names),
        familiarity.tobytes(),
    )


def estimated_hundredths(np, zipf, kind_codes):
    """Familiarity ×100 (uint8) of rows known by zipf ×100 and kind code only: the estimate of
    :mod:`..familiarity`, computed once per distinct (zipf, kind) pair."""
    from ..familiarity import estimate

    pairs = zipf.astype(np.int64) * 256 + kind_codes
    distinct, inverse = np.unique(pairs, return_inverse=True)
    values = [round(estimate((p >> 8) / 100, KIND_NAMES[p & 255]) * 100) for p in distinct.tolist()]
    return np.array(values, dtype=np.uint8)[inverse.reshape(-1)]


def in_index_order(np, keys_blob: bytes, lengths, word) -> bool:
    """Whether keys (a newline-ended blob) run by length, then key, then spelling (``word(i)``
    gives the spelling of row i; asked only for equal keys)."""
    if len(lengths) < 2:
        return True
    if not np.all(lengths[1:] >= lengths[:-1]):
        return False
    starts = np.searchsorted(lengths, np.arange(int(lengths[-1]) + 2))
    offset = 0
    for length in range(int(lengths[-1]) + 1):
        start, end = int(starts[length]), int(starts[length + 1])
        records = np.frombuffer(keys_blob, dtype=f"S{length + 1}", count=end - start, offset=offset)
        offset += (end - start) * (length + 1)
        if end - start < 2:
            continue
        after, before = records[1:], records[:-1]
        if not np.all(after >= before):
            return False
        for i in np.flatnonzero(after == before).tolist():  # same key: by spelling
            if word(start + i) >= word(start + i + 1):
                return False
    return True


def _zipf_hundredths(np, raw, begin, end):
    """zipf ×100 (uint16) of fields written ``d.dd``, or None when one is written otherwise."""
    if not np.all(end - begin == 4) or not np.all(raw[begin + 1] == ord(".")):
        return None
    digits = [raw[begin + k].astype(np.int64) - ord("0") for k in (0, 2, 3)]
    if any(np.any((d < 0) | (d > 9)) for d in digits):
        return None
    return (digits[0] * 100 + digits[1] * 10 + digits[2]).astype(np.uint16)


def _short_texts(np, raw, begin, end):
    """(distinct texts, code per row) of a column of short texts, or None when one is too long.

    Rows are grouped by a signature (length and three bytes); every row is then checked equal
    to its group's first row, so two texts can never share a code."""
    width = end - begin
    if not len(width) or width.min() < 1 or width.max() > FIELD_WIDTH:
        return None
    signature = width | raw[begin].astype(np.int64) << 8 | raw[end - 1].astype(np.int64) << 16
    signature |= raw[begin + width // 2].astype(np.int64) << 24
    _, first, codes = np.unique(signature, return_index=True, return_inverse=True)
    model = begin[first][codes]  # where each row's group's first row starts
    for k in range(int(width.max())):
        longer = width > k
        if not np.array_equal(raw[begin[longer] + k], raw[model[longer] + k]):
            return None
    names = [bytes(raw[begin[i] : end[i]]).decode("utf-8", errors="replace") for i in first.tolist()]
    if len(names) > 255:
        return None
    return names, codes.astype(np.uint8)


def _kind_codes(np, kinds, where: str):
    names, codes = kinds
    unknown = sorted(set(names) - set(KIND_NAMES))
    if unknown:
        raise DataError(f"{where}: unknown kind {unknown[0]!r}")
    to_kind = np.array([KIND_NAMES.index(name) for name in names], dtype=np.uint8)
    return to_kind[codes]
