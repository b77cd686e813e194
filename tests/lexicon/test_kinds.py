"""Kinds of entries, --kinds and --words (a user's own list), on the tiny lexicon."""

from __future__ import annotations

import json

import pytest

from wordtools.errors import BadInput


def test_every_entry_has_a_kind_and_a_source(tiny):
    broad = tiny("es", "broad")
    by_word = {broad.word(i): (broad.kind(i), broad.source(i)) for i in range(len(broad))}
    assert by_word["Madrid"] == ("name", "hunspell-es")
    assert by_word["ADSL"] == ("abbreviation", "hunspell-es")
    assert by_word["calor"] == ("word", "hunspell-es")


def test_of_kinds_is_a_word_set(tiny):
    broad = tiny("es", "broad")
    names = broad.of_kinds("name")
    assert sorted(names) == ["Madrid", "Ñandú"]
    assert len(broad.of_kinds("word,name")) == len(broad) - 1
    with pytest.raises(BadInput):
        broad.of_kinds("planet")


def test_a_lexicon_of_some_kinds_answers_only_with_them(tiny):
    words_only = tiny("es", "broad", kinds="word")
    assert not words_only.contains("madrid") and words_only.contains("calor")
    assert "ADSL" not in set(words_only.words())
    assert len(words_only) == len(tiny("es", "strict"))
    everything = tiny("es", "broad")
    for lexicon in (words_only, everything):
        ids = lexicon.find_from_set("madri", wildcards=1, min_len=3)
        assert all(lexicon.kind(i) == "word" for i in ids) == (lexicon is words_only)
    # same list, same index: the lexicon with kinds is a view
    assert words_only.index is everything.index
    assert tiny("es", "broad", kinds=("name", "word")) is tiny("es", "broad", kinds="word,name")


def test_cli_kinds_option(tiny, cli):
    assert cli("anagram", "dirdam", "--list", "broad").stdout.startswith("Madrid")
    result = cli("anagram", "dirdam", "--list", "broad", "--kinds", "word")
    assert result.stdout == "" and "no words found" in result.stderr
    assert cli("pattern", "m*", "--list", "broad", "--kinds", "planet").exit_code == 2


def test_user_word_list_on_top_and_alone(tiny, cli, tmp_path):
    own = tmp_path / "club.txt"
    own.write_text("# our club's words\nrolac\ncalor\n\n", encoding="utf-8")
    both = tiny("es", "strict", words=own)
    assert both.contains("rolac") and both.contains("coral")
    new = both.lookup("rolac")[0]
    assert (both.kind(new), both.source(new)) == ("word", "user")
    alone = tiny("es", "none", words=own)
    assert sorted(alone.words()) == ["calor", "rolac"]
    result = cli("anagram", "calor", "--list", "none", "--words", str(own), "--sort", "alpha")
    assert result.stdout.split()[::2] == ["calor", "rolac"]
    assert cli("anagram", "calor", "--list", "none").exit_code == 2
    # cached like ours: a second process reads the same file
    from wordtools.lexicon.index.store import index_path

    assert index_path("es", "strict", words_file=str(own)).exists()


def test_check_shows_kind_and_source_in_json(tiny, cli):
    row = json.loads(cli("lexicon", "check", "adsl", "--json").stdout)
    assert row["kinds"] == [{"spelling": "ADSL", "kind": "abbreviation", "source": "hunspell-es", "familiarity": 0.2}]
    assert row["familiarity"] == 0.2


def test_contains_any_and_all(tiny, cli):
    lexicon = tiny("es")
    ids = lexicon.find_containing(["rr", "ll"])
    brute = [i for i in range(len(lexicon)) if "rr" in lexicon.key(i) or "ll" in lexicon.key(i)]
    assert ids == brute
    both = lexicon.find_containing(["fin", "an"], require_all=True)
    assert sorted(lexicon.word(i) for i in both) == ["afinan", "afinando", "finan"]
    assert cli("contains", "ÑA", "--sort", "alpha").stdout.split()[::2] == ["niña"]
    assert cli("contains", "", "--all").exit_code != 0


def test_english_folds_letters_outside_a_to_z(tiny):
    from wordtools.lexicon.alphabet import ENGLISH, SPANISH

    assert ENGLISH.fold("Œuvre") == "oeuvre" and ENGLISH.fold("straße") == "strasse"
    assert SPANISH.fold("Ñandú") == "ñandu"
    assert SPANISH.try_fold("straße") is None  # Spanish never transliterates
