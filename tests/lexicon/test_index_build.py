"""The index build: rows stored in index order are read straight; any other order gives the
same sections (sorted first), and a list file that breaks the format is refused."""

from __future__ import annotations

import random

import pytest

from wordtools.errors import DataError
from wordtools.lexicon.alphabet import alphabet_for
from wordtools.lexicon.index.build import build_sections, build_sections_from_file
from wordtools.lexicon.index.list_file import in_index_order, read_columns
from wordtools.lexicon.sources import ListRows, list_path, read_gzip_bytes, read_list


def _shuffled(rows: ListRows, seed: int) -> ListRows:
    order = list(range(len(rows)))
    random.Random(seed).shuffle(order)
    columns = (rows.words, rows.zipf, rows.kinds, rows.sources, rows.familiarity)
    return ListRows(*([column[i] for i in order] for column in columns))


def test_committed_order_needs_no_sort(tiny):
    import numpy as np

    rows = read_list("es", "broad")
    keys = [alphabet_for("es").try_fold(w) for w in rows.words]
    lengths = np.array([len(k) for k in keys])
    assert in_index_order(np, _blob(keys), lengths, rows.words.__getitem__)
    swapped = [keys[1], keys[0], *keys[2:]]
    assert not in_index_order(np, _blob(swapped), np.array([len(k) for k in swapped]), rows.words.__getitem__)


def _blob(keys: list[str]) -> bytes:
    return ("\n".join(keys) + "\n").encode("latin-1")


def _text(rows: ListRows, familiarity: bool = True) -> bytes:
    columns = [rows.words, rows.zipf, rows.kinds, rows.sources] + ([rows.familiarity] if familiarity else [])
    lines = zip(*columns)
    return "".join("\t".join(line) + "\n" for line in lines).encode("utf-8")


def _same(a, b) -> bool:
    return a[0] == b[0] and {k: bytes(v) for k, v in a[1].items()} == {k: bytes(v) for k, v in b[1].items()}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_list_file_read_straight_gives_the_rows_index(tiny, lang):
    import numpy as np

    alpha = alphabet_for(lang)
    path = list_path(lang, "broad")
    data = read_gzip_bytes(path)
    assert read_columns(np, alpha, data, str(path)) is not None  # the committed shape: read straight
    assert _same(build_sections_from_file(alpha, data, str(path)), build_sections(alpha, read_list(lang, "broad")))


def _with(rows: ListRows, **columns: list[str]) -> ListRows:
    """*rows* with some columns replaced."""
    names = ("words", "zipf", "kinds", "sources", "familiarity")
    return ListRows(*(columns.get(name, getattr(rows, name)) for name in names))


@pytest.mark.parametrize(
    "change, read_straight",
    [
        (lambda rows: _shuffled(rows, 4), False),  # out of order
        (lambda rows: _with(rows, zipf=[f"{float(z):.3f}" for z in rows.zipf]), False),
        (lambda rows: _with(rows, familiarity=[f"{float(f):.3f}" for f in rows.familiarity]), False),
        (lambda rows: _with(rows, words=["ca'lor", *rows.words[1:]]), False),
        (lambda rows: _with(rows, words=[w.upper() for w in rows.words]), True),
    ],
)
def test_every_file_gives_the_index_its_rows_give(tiny, change, read_straight):
    import numpy as np

    alpha = alphabet_for("es")
    rows = change(read_list("es", "broad"))
    data = _text(rows)
    assert (read_columns(np, alpha, data, "x") is not None) == read_straight
    assert _same(build_sections_from_file(alpha, data, "x"), build_sections(alpha, rows))


def test_a_kind_no_list_knows_is_refused_read_straight_too(tiny):
    rows = read_list("es", "strict")
    data = _text(_with(rows, kinds=["slang", *rows.kinds[1:]]))
    with pytest.raises(DataError, match="unknown kind 'slang'"):
        build_sections_from_file(alphabet_for("es"), data, "x")


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
    [
        ("zipf", "high", "malformed zipf value"),
        ("kinds", "slang", "unknown kind 'slang'"),
        ("familiarity", "often", "malformed familiarity value"),
        ("familiarity", "1.50", "familiarity value outside 0-1"),
    ],
)
def test_bad_columns_are_refused(tiny, column, bad, message):
    rows = read_list("es", "strict")
    values = dict(
        words=rows.words, zipf=rows.zipf, kinds=rows.kinds, sources=rows.sources, familiarity=rows.familiarity
    )
    values[column] = [bad, *values[column][1:]]
    with pytest.raises(DataError, match=message):
        build_sections(alphabet_for("es"), ListRows(**values))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_four_column_file_gets_the_estimate_either_way(tiny, lang):
    """A list without the familiarity column (the older format) reads straight, and its index is
    the one its rows give, each familiarity the estimate from zipf and kind."""
    import numpy as np

    from wordtools.lexicon.familiarity import estimate
    from wordtools.lexicon.sources import parse_list

    alpha = alphabet_for(lang)
    rows = read_list(lang, "broad")
    data = _text(rows, familiarity=False)
    assert read_columns(np, alpha, data, "x") is not None
    parsed = parse_list("x", data.decode("utf-8"))  # type: ignore[arg-type]
    assert parsed.familiarity == [f"{estimate(float(z), k):.2f}" for z, k in zip(rows.zipf, rows.kinds)]
    straight = build_sections_from_file(alpha, data, "x")
    assert _same(straight, build_sections(alpha, parsed))
    column = bytes(straight[1]["familiarity"])
    assert [v / 100 for v in column] == [estimate(float(z), k) for z, k in zip(rows.zipf, rows.kinds)]
