"""Decks from the concept inventory: balanced, mixed, reproducible; deck files read back or are refused."""

from __future__ import annotations

import pytest

from wordtools.errors import DataError
from wordtools.games.macroscope.deck import (
    build_deck,
    check_deck,
    deck_text,
    eligible_subjects,
    level_of,
    read_deck,
    write_deck,
)
from wordtools.lexicon.concept_levels import sense_familiarity
from wordtools.lexicon.concepts import load_inventory


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_deck_is_balanced_mixed_and_unlike_on_each_card(real, lang):
    deck = build_deck(lang, 200, seed=1)
    report = check_deck(deck)
    assert (report.cards, report.subjects) == (200, 400)
    assert report.levels == {1: 134, 2: 133, 3: 133}
    assert report.ok and not report.shared_groups
    assert len(report.themes) >= 8 and max(report.themes.values()) <= 400 * 0.15
    lexicon = real(lang, "strict")
    words = [s.word for s in deck.subjects()]
    assert len({lexicon.alphabet.fold(w) for w in words}) == 400
    assert all(3 <= len(lexicon.alphabet.fold(w)) <= 12 and w.isalpha() for w in words)
    inventory = load_inventory()
    assert all(
        level_of(sense_familiarity(inventory.concept(s.concept), lang, inventory)) == s.level for s in deck.subjects()
    )


def test_same_seed_same_deck_and_another_seed_another(real):
    assert deck_text(build_deck("es", 30, seed=4), "json") == deck_text(build_deck("es", 30, seed=4), "json")
    assert deck_text(build_deck("es", 30, seed=4), "csv") != deck_text(build_deck("es", 30, seed=5), "csv")


def test_the_denylist_and_multi_word_names_stay_out(real):
    words = {s.word for s in eligible_subjects("en")}
    assert "bitch" not in words and "fire engine" not in words and "zebra" in words


@pytest.mark.parametrize("suffix", [".json", ".csv"])
def test_a_written_deck_reads_back(real, tmp_path, suffix):
    deck = build_deck("en", 20, seed=2)
    path = write_deck(deck, tmp_path / f"deck{suffix}")
    again = read_deck(path, "en")
    assert [(s.word, s.level, s.groups) for s in again.subjects()] == [
        (s.word, s.level, s.groups) for s in deck.subjects()
    ]
    assert not list(tmp_path.glob(".*.tmp"))


@pytest.mark.parametrize(
    "rows, message",
    [
        ([], "the deck is empty"),
        ([("gato", 1), ("Gató", 2)], "line 3: 'Gató' repeats line 2"),
        ([("gato", 1), ("otorrinolaringólogo", 2)], "line 3: 'otorrinolaringólogo' has 19 letters, not 3-12"),
        ([("sol", 1), ("ga", 2)], "line 3: 'ga' has 2 letters, not 3-12"),
        ([("gato", 1), ("gato7", 2)], "line 3: 'gato7': '7' is not a letter of the Spanish alphabet"),
        ([("gato", 1), ("perro", 7)], "line 3: level must be one of 1, 2, 3, not '7'"),
        ([("gato", 1)], "1 subjects do not make double-sided cards"),
    ],
)
def test_bad_deck_files_are_one_clear_error(tmp_path, rows, message):
    path = tmp_path / "deck.csv"
    path.write_text("card,side,word,level\n" + "".join(f"1,A,{w},{lv}\n" for w, lv in rows), encoding="utf-8")
    with pytest.raises(DataError, match=message):
        read_deck(path, "es")


def test_a_malformed_json_deck_is_refused(tmp_path):
    path = tmp_path / "deck.json"
    path.write_text('{"cards": [{"sides": {"A": {"word": "gato", "level": 1}}}]}', encoding="utf-8")
    with pytest.raises(DataError, match="card 1 has no side B"):
        read_deck(path, "es")
    path.write_text("[1, 2", encoding="utf-8")
    with pytest.raises(DataError, match="not JSON"):
        read_deck(path, "es")


def test_alike_last_subjects_trade_places_with_an_earlier_card():
    from wordtools.games.macroscope.deck import Subject, _pair

    cat, dog = Subject("gato", 1, groups=("animals.pets",)), Subject("perro", 1, groups=("animals.pets",))
    sun, sea = Subject("sol", 1, groups=("nature.sky",)), Subject("mar", 1, groups=("nature.sea",))
    cards = _pair([sun, sea, cat, dog])
    assert sorted(map(sorted, ([a.word, b.word] for a, b in cards))) == [["gato", "mar"], ["perro", "sol"]]
    assert all(not set(a.groups) & set(b.groups) for a, b in cards)


def test_subjects_are_things_a_picture_can_show(real):
    from wordtools.games.macroscope.deck import eligible_subjects
    from wordtools.lexicon.concept_deck import not_pictured
    from wordtools.lexicon.concepts import load_inventory

    hidden = not_pictured(load_inventory())
    assert {"people:cousin", "people:father-in-law", "people:nephew", "people:mathematician"} <= hidden
    assert hidden <= set(load_inventory().concepts)  # every line names a concept
    for lang in ("es", "en"):
        words = {s.word for s in eligible_subjects(lang)}
        assert not words & {"suegro", "sobrino", "primo", "matemático", "cousin", "nephew", "mathematician"}
        assert {"gato", "jirafa"} <= words or {"cat", "giraffe"} <= words


def test_levels_follow_the_sense_the_card_means(real):
    es = {s.word: s.level for s in eligible_subjects("es")}
    en = {s.word: s.level for s in eligible_subjects("en")}
    # the lists rate these forms' commonest readings (level, post, ladies, "charges", rubbish)
    assert (es["nivel"], es["puesto"], es["damas"], es["cobra"], en["junk"]) == (3, 3, 3, 2, 3)
    assert (es["casa"], en["house"]) == (1, 1)
