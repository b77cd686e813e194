"""The index build: rows stored in index order are read straight; any other order gives the
same sections (sorted first), and a list file that breaks the format is refused."""

from __future__ import annotations

import random

import pytest

from wordtools.errors import DataError
from wordtools.lexicon.alphabet import alphabet_for
from wordtools.lexicon.index.build import _in_index_order, build_sections
from wordtools.lexicon.sources import ListRows, read_list


def _shuffled(rows: ListRows, seed: int) -> ListRows:
    order = list(range(len(rows)))
    random.Random(seed).shuffle(order)
    return ListRows(*([column[i] for i in order] for column in (rows.words, rows.zipf, rows.kinds, rows.sources)))


def test_committed_order_needs_no_sort(tiny):
    import numpy as np

    rows = read_list("es", "broad")
    keys = [alphabet_for("es").try_fold(w) for w in rows.words]
    lengths = np.array([len(k) for k in keys])
    assert _in_index_order(np, keys, rows.words, lengths)
    swapped = [keys[1], keys[0], *keys[2:]]
    assert not _in_index_order(np, swapped, rows.words, np.array([len(k) for k in swapped]))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_any_order_gives_the_same_index(tiny, seed):
    alpha = alphabet_for("es")
    rows = read_list("es", "broad")
    meta, sections = build_sections(alpha, rows)
    again_meta, again = build_sections(alpha, _shuffled(rows, seed))
    assert again_meta == meta
    assert {name: bytes(value) for name, value in again.items()} == {
        name: bytes(value) for name, value in sections.items()
    }


def test_duplicate_rows_are_kept_once(tiny):
    rows = read_list("es", "strict")
    meta, _ = build_sections(alphabet_for("es"), rows.plus(rows))
    assert meta["count"] == len(rows)


@pytest.mark.parametrize(
    "column, bad, message",
    [("zipf", "high", "malformed zipf value"), ("kinds", "slang", "unknown kind 'slang'")],
)
def test_bad_columns_are_refused(tiny, column, bad, message):
    rows = read_list("es", "strict")
    values = dict(words=rows.words, zipf=rows.zipf, kinds=rows.kinds, sources=rows.sources)
    values[column] = [bad, *values[column][1:]]
    with pytest.raises(DataError, match=message):
        build_sections(alphabet_for("es"), ListRows(**values))
