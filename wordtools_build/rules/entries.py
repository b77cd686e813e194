"""The broad list under construction (word -> kind and source), and the rule that lets wordfreq
words in."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet

from wordtools.lexicon.sources import KINDS

from ..readers.frequencies import zipf_of
from ..text import fold
from . import kinds as word_kinds

ENCLITIC_SOURCE = ("word", "enclitic-rules")  # kind and source of a form only es/enclitic holds


class Entries:
    """The broad list under construction: word -> (kind, source); the first source to add a
    word decides its kind and source, so sources are added from the most to the least trusted."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.table: dict[str, tuple[str, str]] = {}
        self.dropped: dict[str, int] = {}

    def add(self, words: Iterable[str], kind: str, source: str) -> int:
        if kind not in KINDS:  # the library declares the kinds a list file may name
            raise ValueError(f"unknown kind {kind!r}")
        before = len(self.table)
        for word in words:
            self.table.setdefault(word, (kind, source))
        return len(self.table) - before

    def relabel(self, words: Iterable[str], kind: str) -> None:
        """Give *words* (already added) another kind, keeping their source."""
        if kind not in KINDS:
            raise ValueError(f"unknown kind {kind!r}")
        for word in words:
            self.table[word] = (kind, self.table[word][1])

    def drop(self, rule: str, count: int) -> None:
        self.dropped[rule] = self.dropped.get(rule, 0) + count

    def of_kinds(self, *kinds: str) -> list[str]:
        return sorted(w for w, (kind, _) in self.table.items() if kind in kinds)


LEMMA_ONLY = "wordfreq+simplemma"  # es/broad only: a lemma table is an outside opinion


def add_frequent_words(
    entries: Entries,
    frequent: AbstractSet[str],
    attested: dict[str, tuple[str, str]],
    lemma_table: Mapping[str, str] | None = None,
) -> None:
    """Add the wordfreq words that pass the junk rules and a dictionary source attests.

    *attested* maps a lowercase word to (kind, spelling) for the words a dictionary of the
    language holds that are not in the list yet (FISE forms; SCOWL names). wordfreq folds case,
    so a word whose capitalised spelling is listed (*madrid* for *Madrid*) is already in.
    Spanish also takes back the words derived from a listed word by a prefix or an ending that
    Spanish spelling pronounces and English text uses less (prepago, biogás, arquera, tatuador:
    source ``wordfreq+derived``), and, for es/broad only, those simplemma's lemma table
    (*lemma_table*) holds (brócoli, pub, spa: source :data:`LEMMA_ONLY`).
    """
    lang = entries.lang
    listed_lower = {w.lower() for w in entries.table}
    candidates = {w for w in frequent if w not in listed_lower}
    vowel_less = {w for w in candidates if not word_kinds.has_vowel(w, lang)}
    entries.drop("vowel-less fragment", len(vowel_less))
    candidates -= vowel_less
    copies = word_kinds.accentless_copies(candidates, entries.table, lang)
    entries.drop("accentless copy", len(copies))
    candidates -= copies
    zipf = {w: zipf_of(w, lang) for w in list(entries.table) + sorted(candidates)}
    typos = word_kinds.likely_typos(candidates, zipf, lang)
    entries.drop("likely typo", len(typos))
    candidates -= typos
    kept = 0
    listed_keys = {fold(w, lang) for w, (kind, _) in entries.table.items() if kind in ("word", "variant")}
    for word in sorted(candidates):
        found = attested.get(word)
        if found is None:
            if lang != "es":
                continue
            if (
                word_kinds.pronounceable_es(word)
                and zipf_of(word, "en") < zipf[word]
                and word_kinds.derived_word(word, listed_keys)
            ):
                kept += entries.add([word], "word", "wordfreq+derived")
            elif lemma_table is not None and lemma_table.get(word) is not None:
                kept += entries.add([word], "word", LEMMA_ONLY)
            continue
        kind, spelling = found
        kept += entries.add([spelling], kind, "wordfreq+" + ("fise" if lang == "es" and kind == "word" else "scowl"))
    entries.drop("no dictionary source (other language, names and fragments no source lists)", len(candidates) - kept)
