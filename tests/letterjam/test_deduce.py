from __future__ import annotations

import pytest

from wordtools.errors import BadInput, UnknownLetter
from wordtools.games.letterjam.deck import load_deck
from wordtools.games.letterjam.deduce import deduce
from wordtools.games.letterjam.vocab import vocabulary


def test_wildcard_clue_from_the_rulebook(tiny):
    found = deduce(["afin?n*o"], load_deck("es"), vocabulary("es", "broad", 1.5))
    assert [d.letter for d in found] == ["a"]
    assert found[0].probability == 1.0 and found[0].words == ("afinando",)


def test_clues_for_one_card_combine(tiny):
    vocab = vocabulary("es", "broad", 1.5)
    deck = load_deck("es")
    alone = {d.letter for d in deduce(["?ina"], deck, vocab)}
    both = {d.letter for d in deduce(["?ina", "?inan"], deck, vocab)}
    assert both <= alone and both == {"f"}


def test_probabilities_sum_to_one_and_are_ordered(real):
    found = deduce(["fin?"], load_deck("es"), vocabulary("es", "broad", 1.5))
    assert abs(sum(d.probability for d in found) - 1) < 1e-9
    assert [d.probability for d in found] == sorted((d.probability for d in found), reverse=True)
    assert "a" in {d.letter for d in found}


def test_seen_cards_lower_a_letter(real):
    deck, vocab = load_deck("es"), vocabulary("es", "broad", 1.5)
    before = {d.letter: d.probability for d in deduce(["fin?"], deck, vocab)}
    after = {d.letter: d.probability for d in deduce(["fin?"], deck, vocab, seen="aaaa")}
    assert after.get("a", 0) < before["a"]


def test_bad_clues(tiny):
    deck, vocab = load_deck("es"), vocabulary("es", "broad", 1.5)
    with pytest.raises(BadInput, match="no '\\?'"):
        deduce(["fina"], deck, vocab)
    with pytest.raises(UnknownLetter):
        deduce(["f?n4"], deck, vocab)
    with pytest.raises(BadInput):
        deduce([], deck, vocab)
