"""Familiarity in the library and the commands: per entry, per word, as a word set and as a
lexicon filter; lists without the column get the estimate from zipf and kind."""

from __future__ import annotations

import json

import pytest

from wordtools.errors import BadInput
from wordtools.lexicon.familiarity import KIND_FACTOR, check_minimum, estimate


def test_stored_familiarity_is_read_per_entry_and_per_word(tiny):
    lexicon = tiny("es", "broad")
    (madrid,) = lexicon.lookup("madrid")
    assert lexicon.familiarity(madrid) == 0.05 and lexicon.zipf(madrid) == 5.5  # frequent, but a name
    assert lexicon.best_familiarity("COLAR") == 0.95
    assert lexicon.best_familiarity("papa") == 1.0  # the best of papa and papá
    assert lexicon.best_familiarity("zzz") == 0.0
    entry = lexicon.entry(madrid)
    assert entry.familiarity == 0.05 and entry.to_json() == {"word": "Madrid", "zipf": 5.5, "familiarity": 0.05}


def test_familiar_set_and_word_set_filter(tiny):
    lexicon = tiny("es", "broad")
    familiar = lexicon.familiar_set(0.9)
    assert "calor" in familiar and "ninfa" in familiar and "perruno" not in familiar and "madrid" not in familiar
    assert sorted(lexicon.words(length=5).familiar(0.96).words()) == ["actor", "calor", "coral", "corta", "sabor"]
    assert len(lexicon.familiar_set(0)) == len(lexicon)
    brute = [i for i in range(len(lexicon)) if lexicon.familiarity(i) >= 0.9]
    assert familiar.ids() == brute


def test_a_lexicon_of_familiar_words_only(tiny):
    everything = tiny("es", "broad")
    familiar = tiny("es", "broad", min_familiarity=0.9)
    assert familiar is tiny("es", "broad", min_familiarity=0.9)  # opened once
    assert len(familiar) == sum(everything.familiarity(i) >= 0.9 for i in range(len(everything)))
    assert familiar.lookup("madrid") == [] and familiar.lookup("calor")
    stricter = tiny("es", "broad", min_familiarity=0.96)
    assert [stricter.word(i) for i in stricter.find_anagrams("rocal")] == ["calor", "coral"]  # colar is 0.95
    assert familiar.words().ids() == everything.familiar_set(0.9).ids()
    both = tiny("es", "broad", kinds="word,name", min_familiarity=0.5)
    assert both.lookup("madrid") == [] and both.lookup("ADSL") == [] and both.lookup("ñandú") == []
    for bad in (1.5, -0.1, float("nan")):
        with pytest.raises(BadInput, match="minimum familiarity"):
            tiny("es", "broad", min_familiarity=bad)


def test_a_four_column_list_gets_the_estimate(tiny):
    english = tiny("en", "strict")  # the tiny English lists have no familiarity column
    for i in range(len(english)):
        assert english.familiarity(i) == estimate(english.zipf(i), english.kind(i))


def test_a_users_words_take_the_broad_lists_familiarity_or_the_estimate(tiny, tmp_path):
    words = tmp_path / "club.txt"
    words.write_text("Madrid\nzorp\n", encoding="utf-8")
    lexicon = tiny("es", "strict", words=words)
    assert lexicon.best_familiarity("madrid") == 0.05  # from es/broad
    assert lexicon.best_familiarity("zorp") == estimate(0.0, "word") == 0.01


def test_the_estimate_rises_with_zipf_and_follows_the_kind():
    values = [estimate(z / 10, "word") for z in range(0, 80)]
    assert values == sorted(values) and values[0] <= 0.01 and values[-1] == 1.0
    assert estimate(4.0, "name") < estimate(4.0, "foreign") < estimate(4.0, "word")
    assert set(KIND_FACTOR) == {"word", "name", "abbreviation", "foreign", "variant"}
    assert check_minimum(0.555) == 56


def test_commands_filter_and_show_familiarity(tiny, cli):
    assert cli("anagram", "rocal", "--min-familiarity", "0.96").stdout.split()[::2] == ["calor", "coral"]
    assert cli("pattern", "c?l??", "--min-familiarity", "0.99").stdout.split()[::2] == ["calor"]
    assert cli("contains", "ll", "--min-familiarity", "0.95", "--sort", "alpha").stdout.split()[::2] == ["collar"]
    bad = cli("anagram", "rocal", "--min-familiarity", "2")
    assert bad.exit_code == 2 and "'--min-familiarity': must be a finite number from 0.0 to 1.0, not 2.0" in bad.output
    row = json.loads(cli("lexicon", "check", "madrid", "--json").stdout)
    assert row["familiarity"] == 0.05 and row["kinds"][0]["familiarity"] == 0.05


def test_batch_lookups_take_min_familiarity(tiny):
    from wordtools.cli.batch import run_batch

    query = {"op": "anagram", "letters": "rocal", "min_familiarity": 0.96}
    (reply,) = run_batch([json.dumps(query).encode()])
    assert [r["word"] for r in reply["results"]] == ["calor", "coral"]
    (bad,) = run_batch([json.dumps(dict(query, min_familiarity=3)).encode()])
    assert "field 'min_familiarity' must be a finite number from 0" in bad["error"]


def test_a_user_lists_index_is_named_after_the_estimate(tiny, tmp_path, monkeypatch):
    # a user's words take their familiarity from the estimate: a changed estimate must not be
    # answered from an index built with the old one
    from wordtools.lexicon import familiarity
    from wordtools.lexicon.index import store

    words = tmp_path / "mine.txt"
    words.write_text("calor\nzzyzx\n", encoding="utf-8")
    before = store.index_path("es", "strict", words_file=str(words))
    assert before == store.index_path("es", "strict", words_file=str(words))
    assert store.estimate_fingerprint() not in store.index_path("es", "strict").name
    store.estimate_fingerprint.cache_clear()
    monkeypatch.setattr(familiarity, "estimate", lambda zipf, kind: 0.5)
    try:
        assert store.index_path("es", "strict", words_file=str(words)) != before
    finally:
        store.estimate_fingerprint.cache_clear()


def test_threshold_sets_hold_exactly_the_words_at_or_above_them(tiny):
    # zipf is two bytes a word: thresholds on either side of a byte's boundary (2.55 | 2.56)
    lexicon = tiny("es", "broad")
    zipfs = sorted({lexicon.zipf(i) for i in range(len(lexicon))})
    for zipf in (0.0, 2.55, 2.56, 5.11, 5.12, *zipfs[::3], zipfs[-1] + 0.01, 700.0):
        want = {i for i in range(len(lexicon)) if lexicon.zipf(i) >= zipf - 1e-9}
        assert set(lexicon.zipf_set(zipf).ids()) == want, zipf
    for minimum in (0.0, 0.05, 0.5, 0.95, 1.0):
        want = {i for i in range(len(lexicon)) if lexicon.familiarity(i) >= minimum - 1e-9}
        assert set(lexicon.familiar_set(minimum).ids()) == want, minimum
