"""The fast paths give the very numbers of the plain ones, so rankings and games do not move."""

from __future__ import annotations

import random

import pytest

from wordtools.engine.protocol import chance
from wordtools.games.letterjam import candidates, deduce, support
from wordtools.games.letterjam.clues import ClueLimits, clue_candidates, find_clues, make_table
from wordtools.games.letterjam.deck import load_deck
from wordtools.games.letterjam.support import pattern_supports, plain_supports
from wordtools.games.letterjam.vocab import _uniforms, personal_vocabulary, vocabulary


def _sheet_patterns(vocab, count: int, seed: int) -> list[str]:
    """Patterns as a player writes them: real words with one letter as ``?`` (some twice) and a ``*``."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        words = list(vocab.by_length[rng.randint(3, 9)])
        chars = list(rng.choice(words))
        places = rng.sample(range(len(chars)), 3)
        chars[places[0]] = "?"
        if rng.random() < 0.3:
            chars[places[1]] = "?"
        if rng.random() < 0.7:
            chars[places[2]] = "*"
        if rng.random() < 0.1:
            chars[places[1]] = "*"
        out.append("".join(chars))
    return out


def test_fast_supports_are_the_plain_ones(real, monkeypatch):
    monkeypatch.setattr(support, "NUMPY_IMPORT_COST", 0)  # as in a game, where numpy is loaded early
    vocab, alphabet = vocabulary("es", "broad", 1.5), load_deck("es").alphabet.letters
    patterns = _sheet_patterns(vocab, 3000, seed=5)
    letters = "aeiosnrlt"
    for pattern in patterns:  # the first ones take the plain way, the later ones the wildcard tables
        assert pattern_supports(pattern, vocab, alphabet, letters) == plain_supports(pattern, vocab, alphabet, letters)
    built = {len(stars) for _, _, stars in vocab.cache["support"].holes}
    assert built >= {1, 2}, "no wildcard table was built for one or two places: the test misses the fast way"
    for pattern in patterns[:200]:  # cached, and asked for more letters
        want = plain_supports(pattern, vocab, alphabet, alphabet)
        assert {x: pattern_supports(pattern, vocab, alphabet, alphabet)[x] for x in alphabet} == want


@pytest.mark.parametrize("lang, kinds", [("es", None), ("en", None), ("es", "word")])
def test_ranking_is_the_plain_one(real, monkeypatch, lang, kinds):
    """Fast (clue rows, cached supports, wildcard tables) == plain (the set query, the plain deducer)."""
    from wordtools.lexicon import get_lexicon

    deck, lexicon, vocab = load_deck(lang), get_lexicon(lang, "broad", kinds=kinds), vocabulary(lang, "broad", 1.5)
    assert (len(lexicon) < lexicon.index.count) == (kinds is not None)  # both ways of reading the list
    tables = []
    for n in range(8):  # seeded 6-stand tables as a giver sees them, 0-2 bonus letters
        rng = chance(n, "test", "table", lang)
        cards = deck.cards()
        rng.shuffle(cards)
        players = rng.randint(3, 5)
        tables.append(
            make_table(
                deck, [(f"P{i}", x) for i, x in enumerate(cards[:players])], cards[players:5], cards[5 : 5 + n % 3]
            )
        )
    # As the players weigh them in a game: one on their extra card (0.3), one done (0), one asked for (2).
    needs = [{}, {"P0": 0.3, "P1": 0.0}, {"P2": 2.0}, {"P1": 0.3}] * 2
    monkeypatch.setattr(candidates, "ROWS_AFTER", 3)  # the first tables by the set query, the rest by the rows
    fast = [find_clues(t, deck, lexicon, vocab, ClueLimits(top=None), w) for t, w in zip(tables, needs)]
    assert all(fast) and ("clue rows", id(lexicon)) in vocab.cache
    monkeypatch.setattr(deduce, "pattern_supports", plain_supports)
    plain = [
        find_clues(
            t, deck, lexicon, vocab, ClueLimits(top=None), w, candidates=clue_candidates(t, lexicon, True, 2.0, 2, 12)
        )
        for t, w in zip(tables, needs)
    ]
    assert plain == fast


def test_uniforms_are_pythons_draws():
    draw = random.Random("7:vocabulary:5").random
    assert _uniforms("7:vocabulary:5", 1000).tolist() == [draw() for _ in range(1000)]


def test_personal_vocabulary_is_one_draw_per_word(tiny):
    base = vocabulary("es", "broad", 1.0)
    mine = personal_vocabulary(base, 42)
    for length, table in enumerate(base.by_length):
        draw = random.Random(f"42:vocabulary:{length}").random
        known = base.familiarity[length]  # each word known with probability its familiarity
        assert mine.by_length[length] == {key: w for key, w in table.items() if draw() < known[key]}
