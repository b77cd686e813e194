"""The shipped shared forms (data/letterjam/shared_<lang>.txt) match the shipped lists and the rule."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from wordtools.errors import DataError
from wordtools.games.letterjam import shared_forms as module
from wordtools.games.letterjam.shared_forms import shared_forms, shared_gap, shared_path
from wordtools.lexicon.sources import file_checksum

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))

import letterjam_shared_forms as script  # noqa: E402

RERUN = "stale: run scripts/letterjam_shared_forms.py"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_each_file_was_made_from_the_shipped_lists_with_todays_gap(real, lang):
    text = shared_path(lang).read_text(encoding="utf-8")
    shipped = {name: file_checksum(path) for name, path in script.sources(lang).items()}
    assert script.recorded_sources(text) == shipped, RERUN
    assert script.recorded_gap(text) == shared_gap(lang), RERUN


@pytest.mark.parametrize(
    "lang, shared, words",
    [
        # names and acronyms the other language's text uses about as much; words of one language
        # and words both strict lists hold (error, radio) are none
        ("en", {"tony", "peter", "mays"}, {"table", "house", "error", "radio", "world"}),
        ("es", {"fifa", "lola", "navas"}, {"mesa", "casa", "error", "radio", "gato"}),
    ],
)
def test_the_rules_examples_are_in_the_file_and_words_are_not(lang, shared, words):
    forms = shared_forms(lang)
    assert shared <= forms and not words & forms


def test_a_language_without_another_to_share_with_has_no_shared_forms():
    assert shared_forms("fr") == frozenset()


def test_a_line_that_is_no_folded_key_names_its_line(tmp_path, monkeypatch):
    bad = tmp_path / "shared_es.txt"
    bad.write_text("# header\nfifa\nLola\n", encoding="utf-8")
    monkeypatch.setattr(module, "shared_path", lambda lang: bad)
    shared_forms.cache_clear()
    try:
        with pytest.raises(DataError, match=r"shared_es.txt:3: 'Lola'"):
            shared_forms("es")
    finally:
        shared_forms.cache_clear()


def test_check_says_which_list_changed_and_how_many_keys_move():
    written = "# wordfreq 3.1.1: x\n# source es/strict.tsv.gz " + "0" * 64 + "\nfifa\nlola\n"
    current = "# wordfreq 3.1.1: x\n# source es/strict.tsv.gz " + "1" * 64 + "\nfifa\ntony\nmays\n"
    assert script.staleness("es", written, current) == "es/strict.tsv.gz changed; keys: 2 to add, 1 to remove"


def test_a_deal_reads_no_wordfreq(real):
    # the deal's shared forms come from the shipped file: a deal must be the same on every machine
    code = (
        "import sys\n"
        "sys.modules['wordfreq'] = None  # any import of it now fails, installed or not\n"
        "from wordtools.games.letterjam.deal import deal\n"
        "from wordtools.games.letterjam.deck import load_deck\n"
        "for lang in ('es', 'en'):\n"
        "    deal(load_deck(lang), 4, seed=7)\n"
        "print('dealt')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "dealt"
