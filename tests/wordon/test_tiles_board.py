"""Tile sets, the TILES notation and board files."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordtools.errors import BadInput, DataError, UnknownLetter
from wordtools.games.wordon.board import default_board, parse_board
from wordtools.games.wordon.tiles import format_tiles, parse_tiles, tile_set


@pytest.mark.parametrize("lang", ["es", "en"])
def test_bags_hold_100_tiles_with_two_blanks(lang):
    tiles = tile_set(lang)
    bag = tiles.bag()
    assert len(bag) == 100
    assert bag.count("?") == 2
    assert tiles.value("?") == 0


def test_spanish_digraph_tiles_and_values():
    tiles = tile_set("es")
    assert {"ch", "ll", "rr", "ñ"} <= set(tiles.tiles)
    assert (tiles.value("ch"), tiles.value("ll"), tiles.value("rr"), tiles.value("ñ"), tiles.value("z")) == (
        5,
        8,
        8,
        8,
        10,
    )
    assert "k" not in tiles.tiles and "w" not in tiles.tiles
    assert tile_set("en").value("q") == 10 and tile_set("es").value("q") == 5


def test_parse_tiles_notation():
    assert parse_tiles("AB[ch]?Ñ", "es") == ("a", "b", "ch", "?", "ñ")
    assert parse_tiles("[LL]á", "es") == ("ll", "a")
    assert parse_tiles("ch", "es") == ("c", "h")  # two single tiles, not CH
    assert format_tiles(("a", "ch", "?")) == "a[ch]?"


@pytest.mark.parametrize("text, lang", [("a[ch]", "en"), ("ab[xy]", "es"), ("ab[ch", "es"), ("a1", "es")])
def test_parse_tiles_refuses_unknown_tiles(text, lang):
    with pytest.raises(BadInput):
        parse_tiles(text, lang)


def test_unknown_letter_is_named():
    with pytest.raises(UnknownLetter, match="'1'"):
        parse_tiles("ab1", "es")


@given(st.lists(st.sampled_from(tile_set("es").tiles), max_size=9))
def test_tiles_notation_round_trips(tiles):
    assert parse_tiles(format_tiles(tiles), "es") == tuple(tiles)


def test_default_board_is_the_facts_board():
    board = default_board()
    assert board.cells(1) == ("W", "2L", "W", ".", ".", ".", ".")
    assert board.cells(4) == ("3L", ".", ".", "W", ".", "W", ".")
    assert board.multipliers(6) == (1, 1, 3, 1, 1, 1, 1)
    assert board.w_cells(2) == (1, 3)
    assert parse_board(board.to_text()).rows == board.rows


@pytest.mark.parametrize(
    "text, message",
    [
        (". . . . . . .\n" * 5, "5 rows, the board has 6"),
        (". . . . . . .\n" * 6 + ". . . . . . .\n", "line 7: more than 6 rows"),
        (". . . . . . .\n" * 2 + ". . 4L . . . .\n" + ". . . . . . .\n" * 3, "line 3, cell 3: '4L'"),
        (". . . . . .\n" + ". . . . . . .\n" * 5, "line 1: 6 cells, a row has 7"),
    ],
)
def test_malformed_board_is_refused_with_line_and_cell(text, message):
    with pytest.raises(DataError, match=message):
        parse_board(text, "board.txt")
