from __future__ import annotations

import pytest

from wordtools.errors import BadInput
from wordtools.games.letterjam.score import score_table, score_word
from wordtools.lexicon.alphabet import SPANISH


def test_rulebook_example_calor_collar():
    result = score_word(SPANISH, "calor", "collar", green_left=2, is_word=lambda w: w == "collar")
    assert result.correct and result.points == 18


def test_wrong_word_scores_its_deduced_letters():
    result = score_word(SPANISH, "calor", "coral", is_word=lambda w: False)
    assert not result.correct and result.points == 5
    assert score_word(SPANISH, "calor", "pelos", is_word=lambda w: True).points == 2  # shares l, o


def test_a_covered_card_needs_replaced():
    assert not score_word(SPANISH, "cormt", "actor").correct
    assert score_word(SPANISH, "cormt", "actor", replaced=1).correct


def test_table_total_and_rating():
    words = [score_word(SPANISH, "calor", "collar", 2), score_word(SPANISH, "rosa", "rosa", 2)]
    table = score_table(words)  # two words: the 2-player card
    assert table.total == 18 + 14 and (table.players, table.rating) == (2, "superdulce")
    assert score_table(words, players=5).rating == "sabrosa"  # the printed card


def test_negative_green_is_refused():
    with pytest.raises(BadInput):
        score_word(SPANISH, "calor", "calor", green_left=-1)
