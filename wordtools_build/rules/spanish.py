"""The Spanish lists: which source's word enters with which kind (es/strict, es/broad,
es/enclitic and the zipf table)."""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Set as AbstractSet

from ..common import Timer, log
from ..inputs import ABBREVIATION_MAX
from ..readers import dictionaries as sources
from ..readers.evidence import gazetteer, lemmas
from ..readers.fise import fise_forms
from ..readers.frequencies import wordfreq_spellings, wordfreq_words, zipf_of, zipf_rows
from ..text import LOWER_WORD, fold, is_cased_word, is_lower_word
from . import kinds as word_kinds
from . import spanish_enclitics, spanish_forms
from .entries import LEMMA_ONLY, Entries, add_frequent_words

# wspanish lists small towns in lower case (daimiel, haedo): any city's name makes such a word a
# name; the gazetteer's other spellings (genta for Gent, basilea) only a big city's, since small
# towns' alternate names include common words (teruelo, lucerno, poli).
CITY_SPELLINGS = 100_000


def classify_es_lower(
    words: Iterable[str],
    flagless: AbstractSet[str],
    fise: AbstractSet[str],
    english: AbstractSet[str],
    stems: dict[str, bool] | None = None,
) -> dict[str, set[str]]:
    """Split the lowercase hunspell-es / wspanish entries into kinds (see :mod:`.kinds`).

    *stems* maps the hunspell-es stems to whether they take an affix: an adopted loan (web, chat,
    rock) is a word; a stem of at most kinds.SHORT_STEM letters that Spanish spelling cannot
    pronounce is an abbreviation with its dot dropped (ptas, fig, prof)."""
    stems = stems or {}
    short = {w for w in stems if len(w) <= word_kinds.SHORT_STEM}
    out: dict[str, set[str]] = {k: set() for k in ("word", "abbreviation", "foreign")}
    for word in words:
        if not word_kinds.has_vowel(word, "es"):
            out["abbreviation"].add(word)
        elif fold(word, "es") in fise or word_kinds.pronounceable_es(word):
            out["word"].add(word)
        elif word in english and word_kinds.adopted_loan(
            zipf_of(word, "es"),
            zipf_of(word, "en"),
            stems.get(word, False) or (word[-1] == "s" and stems.get(word[:-1], False)),
        ):
            out["word"].add(word)
        elif word_kinds.short_stem_abbreviation(word, short, fise):
            out["abbreviation"].add(word)
        elif word in english and len(word) >= 3:
            out["foreign"].add(word)
        elif word in flagless:
            out["abbreviation"].add(word)
        else:
            out["word"].add(word)
    return out


def wspanish_names_and_fragments(
    wspanish_only: AbstractSet[str],
    fise: AbstractSet[str],
    cased_names: AbstractSet[str],
    known_names: AbstractSet[str],
) -> tuple[dict[str, str], set[str]]:
    """Which wspanish-only lowercase entries (the FISE-style list lacks them) are names and which
    fragments. A name: its capitalised spelling is a hunspell-es name, or its folded form a name of
    SCOWL or the gazetteer (españa, pablo, túnez, lópez): lowercase -> capitalised spelling. A
    fragment: two letters, or not pronounceable by Spanish spelling, or used at least as much
    in English text (ab, an, dis, royal, algunt)."""
    names: dict[str, str] = {}
    fragments: set[str] = set()
    for word in sorted(wspanish_only):
        key = fold(word, "es")
        if key in fise:
            continue
        capital = word[0].upper() + word[1:]
        if capital in cased_names or key in known_names:
            names[word] = capital
        elif (
            len(word) <= 2
            or not word_kinds.pronounceable_es(word)
            or zipf_of(word, "en") >= max(zipf_of(word, "es"), 1.0)
        ):
            fragments.add(word)
    return names, fragments


def build_es() -> tuple[dict[str, list[str]], Entries]:
    forms = sources.hunspell_es_forms()
    with Timer("read wspanish, the FISE-style list, English lists"):
        wspanish = sources.wspanish_words()
        fise = fise_forms()
        english = sources.english_words(70)
        flagless = {w for w in sources.hunspell_flagless_stems() if len(w) <= ABBREVIATION_MAX}
    lower = {w for w in forms if is_lower_word(w, "es")} | wspanish
    kinds = classify_es_lower(lower, flagless, fise, english, sources.hunspell_stem_flags())
    entries = Entries("es")
    hunspell_words = {w for w in kinds["word"] if w in forms}
    entries.add(hunspell_words, "word", "hunspell-es")
    cased = {w for w in forms if is_cased_word(w, "es")}
    with Timer("wspanish names and fragments"):
        known_names = {fold(w, "es") for w in sources.scowl_entries(["proper-names"], 80) if is_cased_word(w, "en")}
        names, fragments = wspanish_names_and_fragments(
            kinds["word"] - hunspell_words,
            fise,
            cased,
            known_names | gazetteer(0, CITY_SPELLINGS),
        )
        log(f"  {len(names):,} wspanish lowercase names, {len(fragments):,} fragments dropped")
        entries.drop("wspanish fragment", len(fragments))
    entries.add(kinds["word"] - hunspell_words - set(names) - fragments, "word", "wspanish")
    with Timer("Spanish forms by rule"):
        generated = spanish_forms.missing_forms(set(entries.table), fise, wordfreq_spellings("es"))
        log(f"  {len(generated):,} forms generated by rule and attested by the FISE-style list")
        entries.add(generated, "word", "rules")
        held = {fold(w, "es") for w in entries.table}
        wanted = {k for k in fise - held if LOWER_WORD["es"].fullmatch(k)}
        by_ending = spanish_forms.spelt_by_ending(wanted, entries.table, fise)
        log(f"  {len(by_ending):,} more FISE-style forms spelt by the stress of their ending")
    entries.add(by_ending, "word", "fise+ending")
    entries.add(kinds["abbreviation"], "abbreviation", "hunspell-es")
    entries.add(kinds["foreign"], "foreign", "hunspell-es")
    acronyms = {w for w in cased if sum(c.isupper() for c in w) > 1 or len(w) == 1}
    entries.add(acronyms, "abbreviation", "hunspell-es")
    # A capitalised copy of a word (Mundo, Mayoría) adds no key a game can use, and no player
    # would take it for a name: dropped.
    copies = {w for w in cased - acronyms if w.lower() in entries.table}
    entries.drop("capitalised copy of a word", len(copies))
    entries.add(cased - acronyms - copies, "name", "hunspell-es")
    entries.add(sorted(set(names.values())), "name", "wspanish")
    with Timer("wordfreq es words"):
        listed_keys = {fold(w, "es") for w in entries.table}
        attested = {
            w: ("word", w) for w in wordfreq_words("es") if fold(w, "es") in fise and fold(w, "es") not in listed_keys
        }
        attested.update(
            {
                # a name in capitals (NSA) is an acronym
                w.lower(): ("abbreviation" if w.isupper() else "name", w)
                for w in sources.scowl_entries(["proper-names"], 50)
                if is_cased_word(w, "es") and w.lower() not in attested
            }
        )
        add_frequent_words(entries, wordfreq_words("es"), attested, lemmas("es"))
    # Spellings the 2010 orthography dropped (guión, fié, lió) stay playable, as variants.
    entries.relabel(
        {w for w, (kind, _) in entries.table.items() if kind == "word" and spanish_forms.old_accent(w)}, "variant"
    )
    strict = sorted(
        w for w, (kind, source) in entries.table.items() if kind in ("word", "variant") and source != LEMMA_ONLY
    )
    broad = sorted(entries.table)
    log(f"  strict: {len(strict):,}; broad: {len(broad):,}; dropped {entries.dropped}")
    with Timer("verb + enclitic forms"):
        forms = spanish_enclitics.all_enclitic_forms(strict)
        enclitic = sorted(set(strict) | forms)
        log(f"  {len(forms):,} forms, {len(enclitic) - len(strict):,} new: es/enclitic {len(enclitic):,}")
    with Timer("zipf es"):
        zipf = zipf_rows(set(broad) | forms, "es")
    return {"strict": strict, "broad": broad, "enclitic": enclitic, "zipf": zipf}, entries
