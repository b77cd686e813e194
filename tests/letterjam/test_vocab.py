"""The vocabulary keeps, per folded key, its best-known spelling's familiarity and its best choice weight."""

from __future__ import annotations

from wordtools.games.letterjam.deck import load_deck
from wordtools.games.letterjam.deduce import deduce
from wordtools.games.letterjam.vocab import USAGE_CEILING, VOCABULARY_FAMILIARITY, choice_weight, vocabulary


def _best(lexicon, key):
    # among the spellings the vocabulary takes in (zipf >= 1.5 or familiar enough)
    ids = [i for i in lexicon.lookup(key) if lexicon.zipf(i) >= 1.5 or lexicon.familiarity(i) >= VOCABULARY_FAMILIARITY]
    return max(lexicon.familiarity(i) for i in ids), max(
        choice_weight(lexicon.familiarity(i), lexicon.zipf(i)) for i in ids
    )


def test_every_key_takes_its_best_spelling(real):
    vocab = vocabulary("es", "broad", 1.5)
    lexicon = real("es", "broad")
    for key in list(vocab.by_length[4])[:3000]:
        assert (vocab.familiar(key), vocab.weight(key)) == _best(lexicon, key), key


def test_the_choice_keeps_growing_with_use():
    # Past the point where everybody knows a word, a more used word is still likelier chosen.
    assert choice_weight(1.0, 4.5) > choice_weight(1.0, 3.5) > choice_weight(1.0, 3.0)
    assert choice_weight(1.0, USAGE_CEILING + 1) == choice_weight(1.0, USAGE_CEILING) == 1.0
    assert choice_weight(0.5, 5.0) == choice_weight(1.0, 5.0) / 2  # half the table knows it
    assert choice_weight(0.0, 7.0) == 0.0


def test_spanish_deductions_follow_the_words_people_use(real):
    deck, vocab = load_deck("es"), vocabulary("es", "broad", 1.5)
    assert deduce(["p?ro"], deck, vocab)[0].letter == "e"  # pero
    fin = {d.letter: d.probability for d in deduce(["fin?"], deck, vocab)}
    assert fin["o"] > 0.15  # fino (zipf 4.0); 2 % when the rare 'finó' overwrote it


def test_tiny_vocabulary_keeps_the_best_spelling(tiny):
    vocab = vocabulary("es", "broad", 1.0)
    assert (vocab.familiar("papa"), vocab.weight("papa")) == _best(tiny("es", "broad"), "papa")  # papá and papa
    assert "cloral" in vocab and "cloral" not in vocabulary("es", "broad", 1.5)


def test_a_kept_vocabulary_looks_one_familiarity_up_as_its_tables_hold_it(real):
    vocab = vocabulary("es", "broad", 1.5)  # mapped from the kept file (built by the first process)
    assert vocab.familiarity_of is not None
    for length in range(len(vocab.by_length)):
        table = vocab.familiarity[length]
        assert list(table) == sorted(table)  # the lookup bisects each length's keys
        keys = list(table)
        for key in keys[::97] + keys[-1:]:
            assert vocab.familiar(key) == table[key], key
    assert vocab.familiar("zzzzq") is None and vocab.familiar("a" * 40) is None
    assert vocab.familiarity_of("zzzzq") is None and vocab.familiarity_of("œuvre") is None
