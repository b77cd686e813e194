from __future__ import annotations

import pytest

from wordtools.errors import BadGameSetup, BadInput, DataError
from wordtools.games.letterjam.deck import DATA, load_deck, rating_for, setup_card


def test_english_deck_is_the_published_one():
    deck = load_deck("en")
    assert len(deck) == 64
    assert not set("jqvxz") & set(deck.letters)
    assert deck.counter()["e"] == 6


def test_spanish_deck_is_derived_and_says_so():
    deck = load_deck("es")
    assert len(deck) == 64
    assert "ñ" not in deck.letters and "k" not in deck.letters
    text = (DATA / "deck_es.txt").read_text(encoding="utf-8")
    assert "DERIVED" in text


@pytest.mark.parametrize("players, red, stacks", [(2, 6, (7, 8, 9, 10)), (4, 4, (7, 8)), (6, 6, ())])
def test_setup_cards(players, red, stacks):
    card = setup_card(players)
    assert card.red == red and card.npc_stacks == stacks
    assert card.red == players * card.clues_to_unlock


def test_setup_card_for_too_many_players():
    with pytest.raises(BadGameSetup, match="2 to 6 players"):
        setup_card(7)


def test_ratings_from_the_rulebook():
    assert rating_for(15) == "-"
    assert rating_for(18) == "comestible"
    assert rating_for(60) == "suculenta"
    assert rating_for(80) == "superdulce"


def test_deck_file_and_bad_letters(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text("# two letters\nA 3\nB 1\n", encoding="utf-8")
    deck = load_deck(str(path))
    assert deck.cards() == ["a", "a", "a", "b"]
    with pytest.raises(BadInput, match="not a card"):
        deck.check_letter("c")
    bad = tmp_path / "bad.txt"
    bad.write_text("A three\n", encoding="utf-8")
    with pytest.raises(DataError):
        load_deck(str(bad))
