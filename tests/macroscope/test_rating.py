"""Ratings: the windows opened until a word is the only candidate, against a deck or the lexicon."""

from __future__ import annotations

import pytest

from wordtools.errors import BadInput
from wordtools.games.macroscope.rating import (
    DeckJudge,
    LexiconJudge,
    percentile,
    rate_word,
    windows_until_identified,
)
from wordtools.games.macroscope.windows import letter_cells
from wordtools.lexicon.alphabet import SPANISH

REST = list(range(12))


def orders(*starts):
    """Opening orders that begin with *starts* and go on in window order."""
    return [list(s) + [w for w in REST if w not in s] for s in starts]


def test_against_a_deck_the_word_is_given_away_once_no_other_subject_fits():
    judge = DeckJudge(["calor", "coral", "colar", "corta", "gato"])
    cells = letter_cells("calor", SPANISH)
    # c???? fits four subjects, ca??? only calor, c?l?r still colar too; windows 5..11 show empty from the start.
    assert windows_until_identified(cells, judge, orders([0, 1], [7, 8, 1], [0, 4, 2], [0, 4, 3])) == [2, 3, 4, 3]


def test_a_hidden_length_counts_empty_windows_as_news():
    judge = DeckJudge(["cal", "calor", "calores"])
    cells = letter_cells("calor", SPANISH)
    # With the length shown, calor is the only five-letter subject from the start.
    assert windows_until_identified(cells, judge, orders([0]), show_length=True) == [0]
    # Hidden: c, l and o fit calor and calores; the empty window 5 rules out calores.
    assert windows_until_identified(cells, judge, orders([0, 2, 3, 5]), show_length=False) == [4]
    # o at window 3 rules out cal, but only the empty window 5 settles it.
    assert windows_until_identified(cells, judge, orders([3, 5]), show_length=False) == [2]


def test_against_the_lexicon_the_word_needs_nine_tenths_of_the_frequency_mass(tiny):
    judge = LexiconJudge(tiny("es"), share=0.9)
    cells = letter_cells("calor", SPANISH)
    # calor weighs 10^4.9; the budget for others is a ninth of that (8826).
    # ??l?? : calor, colar (10^2.9) and pillo (10^2.8) -> 1425, under the budget.
    # c???? : coral, colar and corta (10^4.3 alone is over the budget).
    # c???r : calor and colar -> given away.
    assert windows_until_identified(cells, judge, orders([2], [0, 4], [0, 3])) == [1, 2, 2]
    strict = LexiconJudge(tiny("es"), share=0.99)
    # With 99 %, colar alone (794) is over the budget (802 is the limit: close, but still under).
    assert windows_until_identified(cells, strict, orders([0, 4])) == [2]
    assert windows_until_identified(cells, LexiconJudge(tiny("es"), share=1.0), orders([0, 4, 1])) == [3]


def test_a_word_outside_the_list_weighs_as_an_unseen_word(tiny):
    judge = LexiconJudge(tiny("es"))
    cells = letter_cells("calos", SPANISH)
    # Only when every letter shows is nothing else left.
    assert windows_until_identified(cells, judge, orders([0, 1, 2, 3, 4])) == [5]


def test_ratings_are_seeded_and_reproducible(tiny):
    judge = LexiconJudge(tiny("es"))
    one = rate_word("calor", SPANISH, judge, samples=50, seed=3)
    assert one == rate_word("calor", SPANISH, judge, samples=50, seed=3)
    assert one.letters == 5 and 0 <= one.p10 <= one.mean <= one.p90 <= 12
    assert one.to_json()["samples"] == 50


def test_bad_settings_are_refused(tiny):
    with pytest.raises(BadInput, match="share"):
        LexiconJudge(tiny("es"), share=0.3)
    with pytest.raises(BadInput, match="samples"):
        rate_word("calor", SPANISH, DeckJudge([]), samples=0)


def test_percentiles_interpolate_between_ranks():
    values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
    assert percentile(values, 0.1) == 2 and percentile(values, 0.9) == 10
    assert percentile([4, 8], 0.5) == 6
