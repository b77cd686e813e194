"""Query cost stays bounded for adversarial input (issue 12): star/class runs, thousands of blanks.

These check answers against a plain scan and bound the work by counting, not by timing:
the regex's backtracking is bounded by construction (atomic groups), which the compiled
pattern text shows; timings are in scripts/bench_hardening.py.
"""

import re

import pytest

from wordtools.lexicon.pattern import parse_pattern


def _scan(lexicon, text):
    pattern = parse_pattern(text, lexicon.alphabet)
    plain = re.compile(
        "^" + "".join(".*" if e is None else "[" + "".join(sorted(e)) + "]" for e in pattern.elements) + "$"
    )
    return [i for i in range(len(lexicon)) if plain.match(lexicon.key(i))]


@pytest.mark.parametrize(
    "text", ["*a*e*", "c*a*o", "*or", "a*b*c*", "*[^x]a*[^aeiou]*", "c?l*", "*l*", "*[^x]" * 8 + "*"]
)
def test_star_patterns_match_a_plain_scan(tiny, text):
    lexicon = tiny("es", "strict")
    assert sorted(lexicon.match_pattern(text)) == _scan(lexicon, text)


def test_middle_runs_are_atomic_so_backtracking_is_bounded(tiny):
    lexicon = tiny("es", "strict")
    regex = parse_pattern("*[^x]" * 30 + "*", lexicon.alphabet).regex().pattern
    assert regex.count("(?>") == 30  # each run between stars is found once, never re-split
    assert (
        regex.count("[^\\n]*") - regex.count("[^\\n]*?") == 1
    )  # one backtracking star (the last), whatever the length


def test_thousands_of_blanks_are_capped_at_the_longest_word(tiny):
    lexicon = tiny("es", "strict")
    everything = sorted(range(len(lexicon)))
    assert sorted(lexicon.find_anagrams("a" + "?" * 5000, sub=True, min_len=1)) == everything
    few = lexicon.index.max_len
    assert sorted(lexicon.find_anagrams("a" + "?" * few, sub=True)) == sorted(
        lexicon.find_anagrams("a" + "?" * 5000, sub=True)
    )


def test_a_process_keeps_converted_bitsets_up_to_its_budget_and_answers_the_same(tiny, monkeypatch):
    from wordtools.lexicon.index import word_index

    lexicon = tiny("es", "strict")
    queries = [("calor", True), ("cola??", True), ("finan", True), ("pa?", True)]
    unbounded = [lexicon.find_anagrams(rack, sub=sub) for rack, sub in queries]
    kept = lexicon.index.bits_kept_bytes
    assert kept > 0
    monkeypatch.setattr(word_index, "BITS_KEPT_BYTES", kept // 3)
    lexicon.index.forget_bits()
    assert [lexicon.find_anagrams(rack, sub=sub) for rack, sub in queries] == unbounded
    assert 0 < lexicon.index.bits_kept_bytes <= kept // 3


def test_a_full_budget_makes_room_for_the_latest_questions(tiny, monkeypatch):
    from wordtools.lexicon.index import word_index

    lexicon = tiny("es", "strict")
    lexicon.find_anagrams("calor", sub=True)
    monkeypatch.setattr(word_index, "BITS_KEPT_BYTES", lexicon.index.bits_kept_bytes)  # full now
    before = set(lexicon.index._bits_cache)
    lexicon.find_anagrams("fin??", sub=True, min_len=2)
    new = set(lexicon.index._bits_cache) - before
    assert any(lexicon.index._bits_cache[key] for key in new)  # kept, not turned away by the first question's
    assert lexicon.index.bits_kept_bytes <= word_index.BITS_KEPT_BYTES
