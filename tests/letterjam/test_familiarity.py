"""Letter Jam's word decisions read familiarity: secret words, the denylist, the deducer, clues."""

from __future__ import annotations

import json

import pytest

from wordtools.games.letterjam.deal import deal, rude_keys, secret_words
from wordtools.games.letterjam.deck import load_deck
from wordtools.games.letterjam.deduce import deduce
from wordtools.games.letterjam.defaults import SECRET_FAMILIARITY, SECRET_ZIPF
from wordtools.games.letterjam.shared_forms import shared_gap, shared_keys
from wordtools.games.letterjam.vocab import table_vocabulary
from wordtools.lexicon import get_lexicon


@pytest.mark.parametrize("lang", ["es", "en"])
def test_secret_words_are_plain_familiar_words(real, lang):
    lexicon = get_lexicon(lang, "strict")
    words = secret_words(lang, 5)
    assert len(words) > 500
    for i in words.ids():
        assert lexicon.kind(i) == "word", lexicon.word(i)
        assert lexicon.familiarity(i) >= SECRET_FAMILIARITY and lexicon.zipf(i) >= SECRET_ZIPF, lexicon.word(i)
    assert not set(words.keys()) & rude_keys(lang)
    # every seeded deal draws from them
    allowed = set(words.keys())
    for seed in range(20):
        assert set(deal(load_deck(lang), 6, 5, seed).words) <= allowed


def test_the_denylist_folds_accents_and_can_be_lifted(real):
    rude = rude_keys("es")
    assert {"culo", "cabron", "jodan", "puta"} <= rude  # cabrón is listed with its accent
    strict = get_lexicon("es", "strict")
    assert strict.lookup("culos") and "culos" not in set(secret_words("es", 5).keys())
    lifted = set(secret_words("es", 5, allow_rude=True).keys())
    assert lifted > set(secret_words("es", 5).keys()) and lifted & rude


@pytest.mark.parametrize(
    "lang, shared, kept",
    [
        # names and an acronym the other language's text uses about as much; words of one language
        # and words both languages list (error, radio) stay
        ("en", {"tony", "peter", "mays"}, {"table", "house", "error", "radio", "world"}),
        ("es", {"fifa", "lola"}, {"mesa", "casa", "error", "radio", "gato"}),
    ],
)
def test_forms_shared_with_the_other_languages_text_are_no_secret_words(real, lang, shared, kept):
    strict = get_lexicon(lang, "strict")
    by_length = {n: set(secret_words(lang, n).keys()) for n in (4, 5, 6)}
    for key in shared:
        # each passes every other test of a secret word
        assert strict.of_key(key) & strict.of_kinds("word") & strict.familiar_set(SECRET_FAMILIARITY), key
        assert key in shared_keys(strict.of_key(key)) and key not in by_length[len(key)], key
    for key in kept:
        assert key in by_length[len(key)], key


def test_the_shared_form_gap_follows_how_much_each_language_quotes_the_other():
    # Spanish text quotes English at a tenth of its rate, English text Spanish at a hundredth
    assert shared_gap("en") == pytest.approx(0.5) and shared_gap("es") == pytest.approx(1.0)


def test_a_lower_threshold_deals_more_words(real):
    assert len(secret_words("es", 5, min_familiarity=0.5)) > len(secret_words("es", 5))


def test_deal_command_options(cli, real):
    plain = json.loads(cli("letterjam", "deal", "--players", "6", "--seed", "3", "--json").stdout)
    again = cli("letterjam", "deal", "--players", "6", "--seed", "3", "--json", "--min-familiarity", "0.9")
    assert json.loads(again.stdout) == plain
    bad = cli("letterjam", "deal", "--players", "4", "--min-familiarity", "2")
    assert bad.exit_code == 2 and "--min-familiarity" in bad.stderr and "Traceback" not in bad.stderr


def test_rude_file_lines_are_checked(tmp_path, monkeypatch):
    from wordtools.errors import DataError
    from wordtools.games.letterjam import deal as module

    broken = tmp_path / "letterjam" / "rude.txt"
    broken.parent.mkdir()
    broken.write_text("es culo\nes\n", encoding="utf-8")
    monkeypatch.setattr(module, "data_path", lambda *parts: tmp_path.joinpath(*parts))
    module.rude_keys.cache_clear()
    try:
        with pytest.raises(DataError, match="rude.txt:2: expected LANG WORD"):
            module.rude_keys("es")
    finally:
        module.rude_keys.cache_clear()


def _top(clue: str, lang: str, count: int = 2) -> list[str]:
    deck = load_deck(lang)
    return [d.letter for d in deduce([clue], deck, table_vocabulary(lang, "broad"))][:count]


def test_the_deducer_reads_everyday_words_first(real):
    letters = _top("fin?", "es", 6)
    assert letters.index("o") < letters.index("e")  # fino, not English fine
    assert _top("?uego", "es", 1) == ["l"]  # luego before ruego
    assert _top("?ouse", "en", 1) == ["h"]  # house before rouse
    everyday, rare = set("gprdm"), set("nst")  # gato pato rato dato mato; nato sato tato
    letters = _top("?ato", "es", 14)
    assert set(letters[:5]) == everyday and all(letters.index(x) > 4 for x in rare)


def test_batch_clues_take_the_commands_familiarity(cli, real):
    args = ["--player", "a=e", "--player", "b=g", "--player", "c=i", "--npc", "p", "--npc", "t", "--limit", "4"]
    for extra in ([], ["--min-familiarity", "0.2"]):
        command = [json.loads(line) for line in cli("letterjam", "clues", *args, *extra, "--json").stdout.splitlines()]
        query = {"op": "letterjam_clues", "players": {"a": "e", "b": "g", "c": "i"}, "npc": ["p", "t"], "limit": 4}
        if extra:
            query["min_familiarity"] = 0.2
        reply = json.loads(cli("batch", "-", input=json.dumps(query)).stdout)
        assert reply["results"] == command
