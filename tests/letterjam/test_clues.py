from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordtools.errors import BadInput
from wordtools.games.letterjam.clues import ClueLimits, find_clues, make_table
from wordtools.games.letterjam.deck import load_deck
from wordtools.games.letterjam.vocab import vocabulary


def _finder(lang="es"):
    from wordtools.lexicon import get_lexicon

    return load_deck(lang), get_lexicon(lang, "broad"), vocabulary(lang, "broad", 1.5)


def _fina_table(deck):
    # The rulebook's seat: F, I, N, A on player stands and the O player's stand.
    return make_table(deck, [("F", "f"), ("I", "i"), ("N", "n"), ("A", "a"), ("O", "o")])


def test_rulebook_example_on_the_real_broad_list(real):
    deck, lexicon, vocab = _finder()
    table = _fina_table(deck)
    every = {"top": None, "keep": 10_000, "min_familiarity": 0.0}
    plain = {c.key: c for c in find_clues(table, deck, lexicon, vocab, ClueLimits(wildcard=False, **every))}
    assert {"fina", "ninfa", "afinan"} <= set(plain)
    wild = {c.key: c for c in find_clues(table, deck, lexicon, vocab, ClueLimits(**every))}
    assert wild["afinando"].wildcard == "d"
    o_player = next(h for h in wild["afinando"].helped if h.name == "O")
    assert o_player.pattern == "afinan*?"


def test_ranking_prefers_unambiguous_clues(tiny):
    deck, lexicon, vocab = _finder()
    clues = find_clues(_fina_table(deck), deck, lexicon, vocab, ClueLimits(top=None))
    assert [c.score for c in clues] == sorted((c.score for c in clues), reverse=True)
    by_key = {c.key: c for c in clues}
    # In the tiny list only F makes ?ina a word, so FINA pins the F player down.
    f_help = next(h for h in by_key["fina"].helped if h.name == "F")
    assert f_help.probability == 1.0 and f_help.options == (("f", 1.0),)


def test_non_player_and_bonus_letters_are_counted(tiny):
    deck, lexicon, vocab = _finder()
    table = make_table(deck, [("F", "f"), ("I", "i")], npc=["n"], bonus=["a"])
    clue = {c.key: c for c in find_clues(table, deck, lexicon, vocab, ClueLimits(top=None))}["fina"]
    assert clue.players == ("F", "I") and clue.npc_used == 1 and clue.bonus_used == 1
    data = clue.to_json()
    assert {"word", "wildcard", "players", "npc_used", "bonus_used", "score", "ambiguity"} <= set(data)


def test_a_clue_must_help_a_player(tiny):
    deck, lexicon, vocab = _finder()
    table = make_table(deck, [("F", "f")], npc=["i", "n", "a"])
    assert all("F" in c.players for c in find_clues(table, deck, lexicon, vocab, ClueLimits(top=None)))


@pytest.mark.parametrize(
    "players, message",
    [([], "no players"), ([("a", "f"), ("a", "i")], "two letters"), ([("a", "fi")], "exactly one letter")],
)
def test_bad_tables(players, message):
    with pytest.raises(BadInput, match=message):
        make_table(load_deck("es"), players)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(load_deck("es").cards()), min_size=5, max_size=7), st.integers(1, 5))
def test_every_clue_is_spelt_from_what_the_giver_sees(cards, players):
    from wordtools.lexicon import get_lexicon

    get_lexicon.cache_clear()
    deck, lexicon, vocab = _finder()
    table = make_table(deck, [(f"P{i}", x) for i, x in enumerate(cards[:players])], cards[players:5], cards[5:])
    for clue in find_clues(table, deck, lexicon, vocab, ClueLimits(top=20)):
        outside = set(clue.key) - set(table.visible())
        assert len(outside) <= 1 and (clue.wildcard in outside if outside else clue.wildcard is None)
        for ch, (kind, k) in zip(clue.key, clue.sources):
            shown = {"p": lambda: table.players[k][1], "n": lambda: table.npc[k], "b": lambda: table.bonus[k]}  # noqa: B023
            assert ch == (clue.wildcard if kind == "*" else shown[kind]())
        for h in clue.helped:
            assert 0 < h.probability <= 1
