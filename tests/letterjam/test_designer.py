"""The deck designer: its measures, its constraints and its search (small runs on the real lists)."""

from __future__ import annotations

import pytest

from wordtools.errors import BadInput
from wordtools.games.letterjam.deck import load_deck
from wordtools.games.letterjam.designer import (
    DECK_SIZE,
    MIN_CARDS,
    dealable_share,
    design_deck,
    evaluate_deck,
    frequency_deck,
    letter_frequencies,
    make_deck,
    random_table,
    write_deck,
)


def test_dealable_share_falls_with_players(real):
    deck = load_deck("es")
    shares = [dealable_share(deck, 5, players, 4) for players in (2, 4, 6)]
    assert 0 < shares[2] < shares[1] < shares[0] <= 1


def test_a_deck_without_vowels_deals_nothing(real):
    consonants = make_deck("es", {x: 4 for x in "bcdfgjlmnprstvz"} | {"h": 4})
    assert dealable_share(consonants, 5, 2, 2) == 0.0
    assert random_table(consonants, 0) is None


def test_measures_are_seeded(real):
    deck = load_deck("en")
    first = evaluate_deck(deck, lengths=(5,), players=(4,), samples=2, tables=2)
    again = evaluate_deck(deck, lengths=(5,), players=(4,), samples=2, tables=2)
    assert first.to_json() == again.to_json() and first.good_clues > 0


def test_frequency_deck_and_letter_frequencies(real):
    freq = letter_frequencies("es")
    assert freq["e"] > freq["a"] > freq["o"]
    assert freq["q"] > freq["v"] > freq["j"]  # Q is no rare letter in Spanish text
    counts = frequency_deck("es")
    assert sum(counts.values()) == DECK_SIZE and min(counts.values()) >= MIN_CARDS
    assert counts["e"] >= counts["a"] >= counts["b"]


def test_design_keeps_the_constraints(real, tmp_path):
    found = design_deck("es", include="kw", exclude="q", steps=4, samples=1, tables=1, lengths=(5,), players=(4,))
    counts = dict(found.best.deck.counts)
    assert sum(counts.values()) == DECK_SIZE and min(counts.values()) >= MIN_CARDS
    assert "k" in counts and "w" in counts and "q" not in counts
    assert found.best.objective >= found.start.objective
    assert found.best_held_out.deck == found.best.deck and isinstance(found.confirmed, bool)
    path = tmp_path / "deck.txt"
    write_deck(found.best.deck, str(path), found)
    assert dict(load_deck(str(path)).counts) == counts
    with pytest.raises(BadInput, match="both in and out"):
        design_deck("es", include="q", exclude="q", steps=1)
