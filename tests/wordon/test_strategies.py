"""The smart player's measured table and judgement."""

from __future__ import annotations

import pytest

from wordtools.errors import DataError
from wordtools.games.wordon.search import searcher
from wordtools.games.wordon.strategies import WEIGHTS, leave_value, play_value
from wordtools.games.wordon.tables import SHAPES, measure, parse_table, strategy_table, table_text
from wordtools.games.wordon.tiles import parse_tiles, tile_set


@pytest.mark.parametrize("lang", ["es", "en"])
def test_committed_tables_cover_every_tile(lang):
    table = strategy_table(lang)
    tiles = set(tile_set(lang).tiles)
    assert set(table.keep) == tiles and set(table.give) == tiles and set(table.shape) == set(SHAPES)
    # what the games measured: a blank is worth keeping and giving; a Q is worth less than a blank either way
    assert table.keep["?"] > 3 and table.give["?"] > 3
    assert table.keep["q"] < table.keep["?"] and table.give["q"] < 0
    assert table.shape["doubles"] < 0


def test_malformed_table_is_refused():
    with pytest.raises(DataError, match="t.txt line 2: expected"):
        parse_table("keep a 1.0\nkeep b\n", "es", "t.txt")
    with pytest.raises(DataError, match="shape terms"):
        parse_table("keep a 1.0\n", "es", "t.txt")


def test_measure_writes_a_table_that_reads_back(real):
    table, keep_rows, give_rows = measure("en", games=12, first_seed=7)
    assert keep_rows > 100 and give_rows >= keep_rows
    again = parse_table(table_text(table, 12, 7, keep_rows, give_rows), "en")
    assert again.keep == pytest.approx(table.keep, abs=0.01) and again.shape == pytest.approx(table.shape, abs=0.01)


def test_leave_is_valued_by_the_table_then_as_a_debt():
    tiles = tile_set("es")
    table = strategy_table("es")
    assert leave_value(("?", "a"), tiles, 80) > leave_value(("q", "a"), tiles, 80)
    assert leave_value(("a", "s"), tiles, 80) == pytest.approx(table.keep["a"] + table.keep["s"])
    assert leave_value(("a", "a", "s"), tiles, 80) == pytest.approx(
        2 * table.keep["a"] + table.keep["s"] + table.shape["doubles"]
    )
    assert leave_value(("a", "e"), tiles, 80) == pytest.approx(
        table.keep["a"] + table.keep["e"] + table.shape["no_consonant"]
    )
    # near the end the tiles in hand are deducted unless played: their points count against
    assert leave_value(("z", "a"), tiles, WEIGHTS.endgame_bag) == -11


def test_play_value_weighs_the_gift_and_going_out(real):
    s = searcher(real("es", "strict"))
    tiles = tile_set("es")
    play = s.score_play("calor", parse_tiles("calor", "es"), (), 1)  # row 1 hands over C and L
    assert play.to_next_player == ("c", "l") and play.leave == ()
    gift = WEIGHTS.give * (strategy_table("es").give["c"] + strategy_table("es").give["l"])
    assert play_value(play, tiles, 50) == pytest.approx(play.score - gift)
    # with the bag empty, emptying the rack ends the game: the others' tiles are deducted
    assert play_value(play, tiles, 0, others_in_hand=20) == pytest.approx(play.score - gift + 20)
