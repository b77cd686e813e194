from __future__ import annotations

import pytest

from wordtools.errors import BadGameSetup, BadInput, DataError
from wordtools.games.letterjam.deck import DATA, load_deck, rating_for, ratings, setup_card


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
    # The printed table is the 5-player card.
    assert rating_for(15) == "-"
    assert rating_for(18, 5) == "comestible"
    assert rating_for(60, 5) == "suculenta"
    assert rating_for(80, 5) == "superdulce"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_derived_rating_cards_follow_the_stated_rule(players):
    """Each count's thresholds are the printed ones x players / 5; the top band is every
    5-letter word right with one green token left: players x 16."""
    printed = [threshold for threshold, _ in ratings()[5]]
    card = ratings()[players]
    assert [t for t, _ in card] == [round(t * players / 5) for t in printed]
    assert [n for _, n in card] == ["comestible", "sabrosa", "suculenta", "deliciosa", "superdulce"]
    assert rating_for(players * 16, players) == "superdulce"
    assert rating_for(players * 16 - 1, players) == "deliciosa"
    text = (DATA / "ratings.txt").read_text(encoding="utf-8")
    assert ("# PRINTED" if players == 5 else "# DERIVED") in [
        line.split(None, 3)[3] for line in text.splitlines() if line.startswith(f"{players} ")
    ][0]


def test_ratings_file_override(tmp_path):
    path = tmp_path / "cards.txt"
    path.write_text("4 10 tasty\n4 50 superb\n", encoding="utf-8")
    assert rating_for(49, 4, str(path)) == "tasty" and rating_for(50, 4, str(path)) == "superb"
    with pytest.raises(BadGameSetup, match="no rating table for 3 players"):
        rating_for(50, 3, str(path))
    path.write_text("four 10 tasty\n", encoding="utf-8")
    with pytest.raises(DataError, match="want PLAYERS MIN_SCORE NAME"):
        rating_for(50, 4, str(path))


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
