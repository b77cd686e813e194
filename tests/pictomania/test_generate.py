"""Deck generation: seeded, no concept twice, one group per side, levels in band, themes mixed."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from collections import Counter

import pytest

from wordtools.errors import BadGameSetup, BadInput
from wordtools.games.pictomania.check import check_deck
from wordtools.games.pictomania.deckfile import deck_to_json
from wordtools.games.pictomania.difficulty import band, side_difficulty
from wordtools.games.pictomania.generate import cards_per_level, generate_deck, parse_level_mix
from wordtools.lexicon.concept_levels import sense_familiarity
from wordtools.lexicon.concepts import fold_name, load_inventory


def test_same_seed_same_deck_and_another_seed_another(inventory, deck_es):
    assert generate_deck(99, ("es",), 1, inventory=inventory) == deck_es
    assert generate_deck(99, ("es",), 4, inventory=inventory) != deck_es


def test_same_seed_same_deck_in_another_process(deck_bilingual):
    code = (
        "import json; from wordtools.games.pictomania.generate import generate_deck; "
        "from wordtools.games.pictomania.deckfile import deck_to_json; "
        "print(json.dumps(deck_to_json(generate_deck(12, ('es', 'en'), 3))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == json.loads(json.dumps(deck_to_json(deck_bilingual)))


@pytest.mark.parametrize("name", ["deck_es", "deck_en"])
def test_a_full_deck_has_the_rulebook_shape(name, request):
    deck = request.getfixturevalue(name)
    assert deck.cards == 99 and len(deck.sides) == 198
    assert deck.level_counts() == {"green": 25, "orange": 25, "blue": 25, "purple": 24}
    assert all(len(side.clues) == 7 and [c.number for c in side.clues] == list(range(1, 8)) for side in deck.sides)
    assert Counter(side.card for side in deck.sides) == {n: 2 for n in range(1, 100)}


@pytest.mark.parametrize("name", ["deck_es", "deck_en"])
def test_no_concept_or_name_twice(name, request):
    deck = request.getfixturevalue(name)
    concepts = [clue.concept for side in deck.sides for clue in side.clues]
    assert len(concepts) == len(set(concepts))
    lang = deck.langs[0]
    names = [fold_name(clue.name(lang), lang) for side in deck.sides for clue in side.clues]
    assert len(names) == len(set(names))


@pytest.mark.parametrize("name", ["deck_es", "deck_en"])
def test_each_side_is_one_group_and_no_group_twice_per_level(name, request, inventory):
    deck = request.getfixturevalue(name)
    for side in deck.sides:
        assert all(side.group in inventory.concepts[c.concept].groups for c in side.clues), side.where
    pairs = [(side.group, side.level) for side in deck.sides]
    assert len(pairs) == len(set(pairs))


@pytest.mark.parametrize("name", ["deck_es", "deck_en"])
def test_sides_are_in_their_band_and_levels_are_ordered(name, request):
    deck = request.getfixturevalue(name)
    lang = deck.langs[0]
    inside = [band(s.level, lang)[0] <= side_difficulty(s, lang) < band(s.level, lang)[1] for s in deck.sides]
    assert sum(inside) / len(inside) >= 0.8
    medians = [
        statistics.median(side_difficulty(s, lang) for s in deck.by_level(level))
        for level in ("green", "orange", "blue", "purple")
    ]
    assert medians == sorted(medians)
    # and the sense familiarity of the clues falls from green to purple
    familiar = [
        statistics.mean(sense_familiarity(c, lang) for s in deck.by_level(level) for c in _concepts(s))
        for level in ("green", "orange", "blue", "purple")
    ]
    assert familiar == sorted(familiar, reverse=True)


def _concepts(side):
    inventory = load_inventory()
    return [inventory.concepts[c.concept] for c in side.clues]


@pytest.mark.parametrize("name", ["deck_es", "deck_en"])
def test_themes_are_mixed(name, request, inventory):
    deck = request.getfixturevalue(name)
    themes = Counter(inventory.groups[s.group].theme for s in deck.sides)
    assert len(themes) >= 8
    groups = Counter(g.theme for g in inventory.groups.values())
    # No theme beyond the largest theme's share of the groups (objects holds a fifth of them).
    assert max(themes.values()) / len(deck.sides) <= 1.1 * max(groups.values()) / len(inventory.groups)
    for level in ("green", "purple"):
        assert len({inventory.groups[s.group].theme for s in deck.by_level(level)}) >= 6


@pytest.mark.parametrize("name", ["deck_es", "deck_en"])
def test_generated_decks_pass_every_check(name, request, inventory):
    report = check_deck(request.getfixturevalue(name), inventory)
    assert report.ok, [str(p) for p in report.errors][:5]
    assert not report.errors


def test_denylisted_concepts_are_left_out_and_said_so(deck_en, deck_es, inventory):
    for deck in (deck_en, deck_es):
        assert deck.notes, "the shipped inventory has flagged names; the deck must say it left them out"
        lang = deck.langs[0]
        hits = inventory.denylist.scan([c.name(lang) for s in deck.sides for c in s.clues], lang)
        assert hits == []
    assert any("beaver" in note for note in deck_en.notes)


def test_bilingual_deck_prints_both_names(deck_bilingual, inventory):
    assert deck_bilingual.langs == ("es", "en")
    clue = deck_bilingual.sides[0].clues[0]
    concept = inventory.concepts[clue.concept]
    assert clue.names == (("es", concept.name("es")), ("en", concept.name("en")))
    assert clue.label() == f"{concept.name('es')} / {concept.name('en')}"
    # Levels follow the first language.
    lang = "es"
    side = deck_bilingual.sides[0]
    assert side.level == "green"
    assert side_difficulty(side, lang, inventory) < band("green", lang)[1] + 0.004


def test_level_mix():
    assert parse_level_mix("green=1") == (1, 0, 0, 0)
    assert cards_per_level(10, (1, 0, 0, 1)) == {"green": 5, "orange": 0, "blue": 0, "purple": 5}
    assert cards_per_level(7, (2, 1, 1, 0)) == {"green": 3, "orange": 2, "blue": 2, "purple": 0}
    for bad in ("1,1", "pink=2", "0,0,0,0", "a,b,c,d", "green=-1"):
        with pytest.raises(BadInput):
            parse_level_mix(bad)


def test_only_green_cards(inventory):
    deck = generate_deck(30, ("en",), 5, (1, 0, 0, 0), inventory)
    assert {s.level for s in deck.sides} == {"green"} and deck.cards == 30


def test_an_impossible_request_is_one_clear_error(inventory):
    with pytest.raises(BadGameSetup, match=r"only \d+ green card\(s\).*not 150"):
        generate_deck(150, ("es",), 1, (1, 0, 0, 0), inventory)


def test_green_is_family_safe_unless_asked():
    from wordtools.games.pictomania.generate import family_unsafe

    inventory = load_inventory()
    unsafe = family_unsafe(inventory)
    assert {"food:beer", "objects:cigarette", "places:tavern"} <= unsafe
    # Named after a drink, without a line of their own; a spelling equal to a drink's is another thing.
    assert {"objects:beer-mug", "objects:wine-glass", "places:wine-shop"} <= unsafe
    assert not {"nature:daisy", "objects:organ", "objects:glass"} & unsafe
    for seed in range(3):
        deck = generate_deck(99, ("es",), seed, inventory=inventory)
        assert not {c.concept for s in deck.by_level("green") for c in s.clues} & unsafe
    adult = [
        {
            c.concept
            for s in generate_deck(99, ("es",), seed, inventory=inventory, adult_green=True).by_level("green")
            for c in s.clues
        }
        for seed in range(6)
    ]
    assert any(green & unsafe for green in adult)  # asked for, they may come back


def test_a_fresh_deck_has_no_alike_clues_by_the_checkers_rule():
    from wordtools.games.pictomania.alike import alike

    inventory = load_inventory()
    deck = generate_deck(99, ("en",), 4, inventory=inventory)
    for side in deck.sides:
        concepts = [inventory.concepts[c.concept] for c in side.clues]
        for i, a in enumerate(concepts):
            for b in concepts[i + 1 :]:
                assert alike(a, b, [a.name("en")], [b.name("en")], "en", inventory) is None, (a.id, b.id)


def test_no_deck_carries_what_no_drawing_shows(deck_es, deck_en, inventory):
    from wordtools.lexicon.concept_deck import not_pictured

    hidden = not_pictured(inventory)
    assert {"people:mother-in-law", "people:stepfather", "people:cousin"} <= hidden
    for deck in (deck_es, deck_en):
        assert not {c.concept for s in deck.sides for c in s.clues} & hidden


def test_a_side_of_one_outline_is_harder_than_its_group_says():
    from wordtools.games.pictomania.alike import look_alike_groups
    from wordtools.games.pictomania.deck import SIDES, Clue, Side
    from wordtools.games.pictomania.difficulty import level_of, side_difficulty

    inventory = load_inventory()
    assert {"animals.freshwater-fish", "vehicles.planes", "food.herbs-and-spices"} <= look_alike_groups(inventory)

    def side(ids):
        clues = tuple(Clue(n, (("es", inventory.concepts[c].name("es")),), c) for n, c in enumerate(ids, 1))
        return Side(1, SIDES[0], "green", clues)

    fish = ["trout", "salmon", "carp", "pike", "catfish", "piranha", "goldfish"]
    herbs = ["parsley", "basil", "mint", "rosemary", "coriander", "thyme", "bay-leaf"]
    for ids in (["animals:" + c for c in fish], ["food:" + c for c in herbs]):
        assert level_of(side_difficulty(side(ids), "es", inventory), "es") in ("blue", "purple")
