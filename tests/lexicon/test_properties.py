"""Property tests on the tiny lexicon: every query equals its definition."""

import re
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

LETTERS = "acdfilnoprstuñ"
racks = st.text(alphabet=LETTERS + "?", min_size=1, max_size=8)
patterns = st.lists(
    st.sampled_from(["?", "*", "a", "o", "[lr]", "[^aeiou]", "@", "#", "{purple}"]), min_size=1, max_size=7
)
settings.register_profile(
    "lexicon", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
settings.load_profile("lexicon")


def _all(lexicon):
    return [(lexicon.key(i), i) for i in range(len(lexicon))]


@given(racks, st.booleans())
def test_anagram_results_are_exactly_the_fitting_words(tiny, rack, sub):
    lexicon = tiny("es", "strict")
    have, blanks = Counter(rack.replace("?", "")), rack.count("?")
    expected = {
        i
        for key, i in _all(lexicon)
        if (len(key) == len(rack) or (sub and len(key) <= len(rack))) and sum((Counter(key) - have).values()) <= blanks
    }
    assert set(lexicon.find_anagrams(rack, sub=sub)) == expected


@given(st.text(alphabet=LETTERS, min_size=1, max_size=6), st.integers(0, 1), st.integers(1, 9), st.integers(1, 12))
def test_from_set_results_use_only_the_set_plus_wildcards(tiny, letters, wildcards, min_len, max_len):
    lexicon = tiny("es", "strict")
    fits = lambda key: len(set(key) - set(letters)) <= wildcards
    assert lexicon.find_from_set(letters, wildcards) == [i for key, i in _all(lexicon) if fits(key)]
    within = [i for key, i in _all(lexicon) if fits(key) and min_len <= len(key) <= max_len]
    assert lexicon.find_from_set(letters, wildcards, min_len, max_len) == within


@given(patterns)
def test_pattern_results_match_the_regex(tiny, parts):
    lexicon = tiny("es", "strict")
    text = "".join(parts)
    translated = (
        text.replace("?", ".")
        .replace("*", ".*")
        .replace("@", "[aeiou]")
        .replace("#", "[bcdfghjklmnñpqrstvwxyz]")
        .replace("{purple}", "[iklmnñ]")
    )
    regex = re.compile(f"^{translated}$")
    expected = {i for key, i in _all(lexicon) if regex.match(key)}
    if sum(p != "*" for p in parts) > 8:
        return
    assert set(lexicon.match_pattern(text)) == expected
