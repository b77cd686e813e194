"""Board geometry, the shipped pip patterns and the pattern checker."""

import pytest

from wordtools.errors import BadInput, DataError
from wordtools.games.montage.board import (
    DIAMOND,
    ZONE_CELLS,
    PipPattern,
    check_pattern,
    load_pattern,
    name,
    parse_circle,
    pattern_names,
    rotated,
    runs,
    symmetry,
    unreachable,
)


def grid(pips: set[tuple[int, int]]) -> str:
    return "\n".join(" ".join("X" if (r, c) in pips else "." for c in range(15)) for r in range(15)) + "\n"


def test_zones_and_circle_names():
    assert [len(z) for z in ZONE_CELLS] == [25] * 9
    assert name(parse_circle("o15")) == "o15" and parse_circle("a1") == 0
    with pytest.raises(BadInput, match="not a circle"):
        parse_circle("p3")


def test_big_diamond_is_distance_seven_from_the_centre():
    assert len(DIAMOND) == 28
    assert all(abs(c // 15 - 7) + abs(c % 15 - 7) == 7 for c in DIAMOND)
    # Neighbours around the diamond are diagonal steps, so badges can alternate.
    for a, b in zip(DIAMOND, DIAMOND[1:] + DIAMOND[:1]):
        assert abs(a // 15 - b // 15) == 1 and abs(a % 15 - b % 15) == 1


def test_shipped_patterns_are_playable_and_symmetric():
    names = pattern_names()
    assert len(names) >= 4
    kinds = []
    for n in names:
        pattern = load_pattern(n)
        assert check_pattern(pattern) == []
        assert len(pattern.pips) <= 50
        assert "original design" in (pattern.source and open(pattern.source).read())
        kinds.append(symmetry(pattern))
    assert kinds.count(4) >= 2 and all(k >= 2 for k in kinds)


def test_runs_of_an_empty_board_are_whole_rows_and_columns():
    all_runs = runs(frozenset())
    assert len(all_runs) == 30 and all(len(r) == 15 for r in all_runs)


def test_a_pip_splits_runs():
    split = runs(frozenset({parse_circle("c1")}))
    first_row = [r.label for r in split if r.horizontal and r.cells[0] < 15]
    assert first_row == ["a1-b1", "d1-o1"]


def test_half_turn():
    assert rotated(parse_circle("a1")) == parse_circle("o15")
    assert rotated(parse_circle("a1"), 1) == parse_circle("o1")


def test_checker_finds_a_lonely_pip(tmp_path):
    path = tmp_path / "lopsided.txt"
    path.write_text(grid({(0, 0)}))
    with pytest.raises(DataError, match="not rotationally symmetric: pip a1 has no pip at o15"):
        load_pattern(str(path))


def test_checker_finds_unreachable_circles():
    # A walled pocket in the corner: a1 is cut off by pips at b1 and a2.
    pips = {(0, 1), (1, 0), (14, 13), (13, 14)}
    pattern = PipPattern("pocket", frozenset(r * 15 + c for r, c in pips))
    assert [name(c) for c in unreachable(pattern.pips)] == ["a1", "o15"]
    assert any("unreachable" in p for p in check_pattern(pattern))


def test_checker_counts_pips():
    pattern = PipPattern("crowded", frozenset(range(0, 225, 4)) | frozenset(rotated(c) for c in range(0, 225, 4)))
    assert any("the box has 50" in p for p in check_pattern(pattern))


@pytest.mark.parametrize(
    "text, message",
    [
        (". . .\n", "15 x 15 circles, found 1 rows of 3"),
        (grid(set()).replace(".", "?", 1), "use '.' for a circle and 'X' for a pip"),
        ("\n".join([". " * 14] * 15), "found 15 rows of 14"),
    ],
)
def test_bad_pattern_files(tmp_path, text, message):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    with pytest.raises(DataError, match=message):
        load_pattern(str(path))


def test_unknown_pattern_name():
    with pytest.raises(BadInput, match="unknown pattern 'america': choose one of"):
        load_pattern("america")
