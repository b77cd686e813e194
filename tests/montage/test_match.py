"""Slot matching on the tiny lexicon (exact answers) and on a real list (against a scan)."""

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordtools.errors import BadInput, UnknownLetter
from wordtools.games.montage.colours import encode, load_colours
from wordtools.games.montage.match import BACKWARD, BOTH, FORWARD, match_slot, parse_slot
from wordtools.lexicon.alphabet import ENGLISH


def test_purple_second_red_fifth_is_knife_or_blade(tiny):
    lexicon = tiny("en", "broad")
    result = match_slot(lexicon, parse_slot(".P..R", lexicon.alphabet, load_colours()))
    assert [(w.word, w.rivals, w.direction) for w in result.words] == [("knife", 0, FORWARD), ("blade", 0, FORWARD)]
    assert (result.forward, result.backward, result.total) == (2, None, 2)


def test_fixed_letters_and_chips(tiny):
    lexicon = tiny("en", "broad")
    colours = load_colours()
    assert [w.word for w in match_slot(lexicon, parse_slot("bP..R", ENGLISH, colours)).words] == ["blade"]
    assert [w.word for w in match_slot(lexicon, parse_slot("OBR", ENGLISH, colours)).words] == ["dog"]


def test_reversible_says_which_way_each_word_reads(tiny):
    lexicon = tiny("en", "broad")
    # DOG is orange blue red; GOD is red blue orange: R B O fits GOD forwards and DOG backwards.
    result = match_slot(lexicon, parse_slot("RBO", ENGLISH, load_colours()), reversible=True)
    assert {(w.word, w.direction) for w in result.words} == {("god", FORWARD), ("dog", BACKWARD)}
    assert (result.forward, result.backward, result.total) == (1, 1, 2)
    palindrome = match_slot(lexicon, parse_slot(".B.", ENGLISH, load_colours()), reversible=True)
    assert {(w.word, w.direction) for w in palindrome.words} == {("god", BOTH), ("dog", BOTH)}


def test_spanish_slot(tiny):
    lexicon = tiny("es", "broad")
    words = [w.word for w in match_slot(lexicon, parse_slot("OPB", lexicon.alphabet, load_colours())).words]
    assert words == ["año"]  # a (orange) ñ (purple) o (blue)


def test_limit_and_alpha_sort(tiny):
    lexicon = tiny("en", "broad")
    slot = parse_slot(".P..R", ENGLISH, load_colours())
    assert [w.word for w in match_slot(lexicon, slot, limit=1).words] == ["knife"]
    assert [w.word for w in match_slot(lexicon, slot, sort="alpha").words] == ["blade", "knife"]
    assert match_slot(lexicon, slot, limit=1).total == 2


@pytest.mark.parametrize(
    "slot, error, message",
    [
        (".X..R", BadInput, "unknown colour initial 'X' at circle 2"),
        ("", BadInput, "empty slot"),
        ("   ", BadInput, "empty slot"),
        ("a1", UnknownLetter, "'1'"),
    ],
)
def test_bad_slots(slot, error, message):
    with pytest.raises(error, match=message):
        parse_slot(slot, ENGLISH, load_colours())


SLOT_CHARS = st.sampled_from(list("....ORPBG") + list("aeiost"))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(SLOT_CHARS, min_size=2, max_size=7), reversible=st.booleans())
def test_counts_and_words_agree_with_a_scan(real, text, reversible):
    lexicon = real("en", "strict")
    colours = load_colours()
    slot = parse_slot(text, ENGLISH, colours)
    result = match_slot(lexicon, slot, reversible, limit=5)
    regex = lambda s: re.compile("".join("[" + "".join(sorted(p)) + "]" for p in s.positions))
    start, end = lexicon.index.id_range(len(slot))
    keys = [lexicon.key(i) for i in range(start, end)]
    forward = sum(1 for k in keys if regex(slot).fullmatch(k))
    backward = sum(1 for k in keys if regex(slot.reversed()).fullmatch(k))
    assert result.forward == forward
    assert result.backward == (backward if reversible else None)
    zipfs = [w.zipf for w in result.words]
    assert zipfs == sorted(zipfs, reverse=True)
    for w in result.words:
        codes = encode(w.word, ENGLISH, colours)
        fits = regex(slot).fullmatch(ENGLISH.fold(w.word)) is not None
        assert (w.direction in (FORWARD, BOTH)) == fits
        assert len(codes) == len(slot)
