"""Word sets on the tiny lexicon: frames, set algebra across lengths, and the queries games use."""

from collections import Counter

import pytest

from wordtools.errors import BadInput


def spellings(words):
    return sorted(words.words())


def test_algebra_across_lengths_keeps_every_word(tiny):
    lx = tiny("es", "strict")
    fives, sixes = lx.words(5), lx.words(6)
    both = fives | sixes
    assert spellings(both) == sorted(spellings(fives) + spellings(sixes))
    assert not (fives & sixes)
    assert both - sixes == fives
    assert (both & fives) == fives
    assert spellings(lx.lengths(5, 6)) == spellings(both)


def test_equal_sets_are_equal_whatever_their_frame(tiny):
    lx = tiny("es", "strict")
    calor = lx.of_key("calor")
    # the same word reached through a set of another frame (all words) and one of its length
    assert lx.words() & calor == lx.words(5) & calor == calor
    assert hash(lx.words() & calor) == hash(calor)


def test_of_key_gives_every_spelling(tiny):
    lx = tiny("es", "strict")
    assert spellings(lx.of_key("papa")) == ["papa", "papá"]
    assert not lx.of_key("zzzz")


def test_fitting_is_within_as_a_set(tiny):
    lx = tiny("es", "strict")
    assert spellings(lx.fitting(Counter("collar"), 0, 5, 6)) == ["calor", "cloral", "colar", "collar", "coral"]
    assert lx.fitting(Counter("calor"), 1, 6, 6).ids() == lx.within(Counter("calor"), 1, 6, 6)
    assert not lx.fitting(Counter("calor"), 0, 6, 5)


def test_fitting_with_weights_charges_letters_beyond_the_tiles(tiny):
    lx = tiny("es", "strict")
    # "chorro" from c, o, r, o and 2 units: h and the second r cost 1 each -> fits; at 2 each it does not
    cheap = {letter: 1 for letter in "hr"}
    dear = {letter: 2 for letter in "hr"}
    assert "chorro" in lx.fitting(Counter("coro"), 2, 6, 6, cheap)
    assert "chorro" not in lx.fitting(Counter("coro"), 2, 6, 6, dear)
    assert "chorro" in lx.fitting(Counter("coro"), 4, 6, 6, dear)


def test_letter_at_and_having(tiny):
    lx = tiny("es", "strict")
    assert spellings(lx.letter_at(5, 0, "c")) == ["calor", "colar", "coral", "corta"]
    assert not lx.letter_at(5, 5, "c")  # no sixth letter in a five-letter word
    assert spellings(lx.having("l", 2)) == ["cloral", "collar", "pillo"]
    assert "collar" not in lx.having("l", 2, max_len=5)


def test_frames_carry_bitwise_work_and_come_back(tiny):
    lx = tiny("es", "strict")
    fives = lx.words(5)
    starts_c = lx.letter_at(5, 0, "c").bits_in(fives)
    ends_r = lx.letter_at(5, 4, "r").bits_in(fives)
    assert spellings(fives.subset(starts_c & ends_r)) == ["calor", "colar"]
    assert spellings(fives.subset(starts_c ^ ends_r)) == ["actor", "coral", "corta", "sabor"]
    # a set of another frame read in this one keeps only this frame's words
    assert fives.subset(lx.words().bits_in(fives)) == fives
    assert lx.words(6).bits_in(fives) == 0


def test_bands_split_by_frequency_in_one_pass(tiny):
    lx = tiny("es", "strict")
    words = lx.words()
    floors = (5.0, 3.0, 0.0)
    bands = words.bands(floors)
    assert bands[0] | bands[1] | bands[2] == words
    assert bands[0] == words.at_least(5.0)
    assert bands[1] == words.tier(3.0, 5.0)
    with pytest.raises(BadInput):
        words.bands((1.0, 2.0))


def test_zipf_planes_hold_each_words_frequency_bit_by_bit(tiny):
    lx = tiny("es", "strict")
    for words in (lx.words(), lx.words(5), lx.words(5) - lx.of_key("calor")):
        planes = words.zipf_planes()
        frame = words.bits
        for i in range(frame.bit_length()):
            if frame >> i & 1:
                (entry,) = words.subset(1 << i).entries()
                value = sum(1 << b for b, plane in enumerate(planes) if plane >> i & 1)
                assert value == round(entry.zipf * 100)
        assert all(plane & ~frame == 0 for plane in planes)
    assert lx.words(5).subset(0).zipf_planes() == ()


def test_ids_from_bits_reads_sparse_and_dense_bitsets_alike():
    import random

    from wordtools.lexicon.index.word_index import WordIndex

    rng = random.Random(21)
    # sparse and clustered like a pattern's result: several bits in one byte, bytes far apart
    clustered = sorted({start + rng.randrange(12) for start in rng.sample(range(0, 300_000, 16), 300)})
    cases = ([5], [0, 3, 200_000], [7, 8, 9, 5_000, 130_000], [0, 1, 2, 7, 8, 64, 65, 1000, 1003, 5000], clustered)
    for ids in (*cases, list(range(0, 4000, 10)), list(range(0, 4000, 3)), list(range(60))):
        bits = sum(1 << i for i in ids)
        assert WordIndex.ids_from_bits(bits, 10) == [10 + i for i in ids]


def test_the_columns_games_read_agree_with_the_single_word_calls(tiny):
    lx = tiny("es", "strict")
    start, keys = lx.keys_of_length(5)
    ids = lx.words(5).ids()
    assert keys == sorted(keys) and ids == list(range(start, start + len(keys)))
    assert [lx.key(i) for i in ids] == keys
    assert [lx.zipf_hundredths[i] for i in ids] == [round(lx.zipf(i) * 100) for i in ids]
    assert [lx.familiarity_hundredths[i] for i in ids] == [round(lx.familiarity(i) * 100) for i in ids]
    assert lx.max_len == max(len(w) for w in lx.words().keys())
    names = tiny("es", "broad", kinds=("name",))
    assert lx.holds_every_word and not names.holds_every_word
    # the keys of a length are the index's, the words a kind leaves out included
    assert len(names.keys_of_length(5)[1]) > len(names.words(5))
