"""The English lists: which source's word enters with which kind (en/strict, en/broad and the
zipf table)."""

from __future__ import annotations

from ..common import Timer, log
from ..inputs import SCOWL_ALL_VARIETIES, TWO_LETTER_EXTRA
from ..readers.dictionaries import enable_words, scowl_entries
from ..readers.frequencies import wordfreq_words, zipf_rows
from ..text import is_cased_word, is_lower_word
from . import kinds as word_kinds
from .entries import Entries, add_frequent_words


def build_en() -> tuple[dict[str, list[str]], Entries]:
    with Timer("read SCOWL, ENABLE"):
        base = {w for w in scowl_entries(["words"], 70) if is_lower_word(w, "en")}
        enable = enable_words() | TWO_LETTER_EXTRA
        varieties = {w for w in scowl_entries(["words"], 70, SCOWL_ALL_VARIETIES) if is_lower_word(w, "en")}
        words80 = {w for w in scowl_entries(["words"], 80, SCOWL_ALL_VARIETIES) if is_lower_word(w, "en")}
        abbreviations = {
            w for w in scowl_entries(["abbreviations"], 80, SCOWL_ALL_VARIETIES) if is_lower_word(w.lower(), "en")
        }
        upper = {
            w
            for w in scowl_entries(["proper-names", "words", "upper"], 80, SCOWL_ALL_VARIETIES)
            if is_cased_word(w, "en")
        }
    entries = Entries("en")
    # An abbreviation in strict: a vowel-less entry ENABLE does not hold (cs, kb, mb), or one of
    # SCOWL's abbreviation lists that ENABLE does not hold.
    not_words = {
        w
        for w in base | varieties | words80
        if w not in enable
        and (not word_kinds.has_vowel(w, "en") or w in abbreviations or word_kinds.english_non_word(w))
    }
    entries.add(sorted(enable), "word", "enable")
    entries.add(base - not_words, "word", "scowl")
    entries.add(varieties - not_words, "variant", "scowl")
    entries.add(words80 - not_words, "word", "scowl-80")
    entries.add(not_words | abbreviations, "abbreviation", "scowl")
    acronyms = {w for w in upper if sum(c.isupper() for c in w) > 1 and not word_kinds.camel_case_name(w)}
    entries.add(acronyms, "abbreviation", "scowl")
    entries.add(upper - acronyms, "name", "scowl")
    with Timer("wordfreq en words"):
        add_frequent_words(entries, wordfreq_words("en"), {})  # dictionary-attested only: none new
    strict = sorted(
        w for w, (kind, source) in entries.table.items() if kind in ("word", "variant") and source != "scowl-80"
    )
    broad = sorted(entries.table)
    log(f"  strict: {len(strict):,}; broad: {len(broad):,}; dropped {entries.dropped}")
    with Timer("zipf en"):
        zipf = zipf_rows(broad, "en")
    return {"strict": strict, "broad": broad, "zipf": zipf}, entries
