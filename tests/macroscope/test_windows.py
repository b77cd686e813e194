"""The windows model: letters in reading order on a 3 × 4 grid, tokens 1–6 twice, dice."""

from __future__ import annotations

from collections import Counter

import pytest

from wordtools.engine.protocol import chance
from wordtools.errors import BadInput, UnknownLetter
from wordtools.games.macroscope.windows import (
    TOKENS,
    WINDOWS,
    deal_tokens,
    letter_cells,
    opening_order,
    picture,
    removable,
    word_length,
)
from wordtools.lexicon.alphabet import ENGLISH, SPANISH


def test_a_word_fills_the_first_windows_in_reading_order():
    cells = letter_cells("Pingüino", SPANISH)
    assert cells == ("p", "i", "n", "g", "u", "i", "n", "o", None, None, None, None)
    assert word_length(cells) == 8


def test_twelve_letters_fill_the_grid_and_thirteen_do_not_fit():
    assert None not in letter_cells("otorrinolaringólogo"[:12], SPANISH)
    with pytest.raises(BadInput, match="has 13 letters; the macroscope has 12 windows"):
        letter_cells("refrigeradora", SPANISH)
    with pytest.raises(BadInput, match="empty word"):
        letter_cells("  ", SPANISH)
    with pytest.raises(UnknownLetter):
        letter_cells("x-ray", ENGLISH)


def test_the_picture_shows_open_letters_and_empty_windows_by_the_option():
    cells = letter_cells("gato", SPANISH)
    assert picture(cells, {1}, show_length=True) == "· A · ·\n. . . .\n. . . ."
    assert picture(cells, {1, 5}, show_length=False) == "· A · ·\n· . · ·\n· · · ·"


def test_tokens_are_one_to_six_twice():
    assert sorted(TOKENS) == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]
    assert sorted(deal_tokens(chance(1))) == list(TOKENS)


def test_a_die_opens_its_number_or_any_window_when_none_is_left():
    tokens = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6)
    assert removable(tokens, range(12), 3) == [4, 5]
    assert removable(tokens, [0, 1, 11], 3) == [0, 1, 11]


def test_dice_open_every_window_once_in_an_order_with_no_favourite():
    rng = chance(7, "test")
    firsts, lasts = Counter(), Counter()
    for _ in range(1200):
        order = opening_order(rng)
        assert sorted(order) == list(range(WINDOWS))
        firsts[order[0]] += 1
        lasts[order[-1]] += 1
    # 100 expected per window; a fixed seed, so this checks the draw, not luck.
    assert all(60 <= firsts[w] <= 140 and 60 <= lasts[w] <= 140 for w in range(WINDOWS)), (firsts, lasts)
