"""The vocabulary keeps, per folded key, its most frequent spelling's zipf."""

from __future__ import annotations

from wordtools.games.letterjam.deck import load_deck
from wordtools.games.letterjam.deduce import deduce
from wordtools.games.letterjam.vocab import vocabulary


def test_most_frequent_spelling_wins(real):
    vocab = vocabulary("es", "broad", 1.5)
    # que/qué/qúe and desde/desdé: the rarer spelling comes last in the list.
    assert vocab.zipf("que") == 7.52
    assert vocab.zipf("desde") == 6.1
    lexicon = real("es", "broad")
    for key, z in vocab.by_length[4].items():
        assert z == lexicon.best_zipf(key), key


def test_spanish_deductions_follow_the_frequencies(real):
    deck, vocab = load_deck("es"), vocabulary("es", "broad", 1.5)
    assert deduce(["p?ro"], deck, vocab)[0].letter == "e"  # pero
    fin = {d.letter: d.probability for d in deduce(["fin?"], deck, vocab)}
    assert fin["o"] > 0.15  # fino (zipf 4.0); 2 % when the rare 'finó' overwrote it


def test_tiny_vocabulary_keeps_the_best_spelling(tiny):
    vocab = vocabulary("es", "broad", 1.0)
    assert vocab.zipf("papa") == 5.1  # papá 5.1 beats papa 4.6
    assert "cloral" in vocab and vocabulary("es", "broad", 1.5).zipf("cloral") is None
