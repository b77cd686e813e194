"""Rebuild the word lists in ``dictionaries/`` from their sources.

Builds, per language, three gzip files (UTF-8, NFC, one entry per line, plain Python sort order,
byte-identical on every rebuild):

``es/strict.txt.gz``
    Debian ``hunspell-es`` expanded to every word form (``hunspell_expand.py`` over the .aff/.dic
    parsed by spylls), filtered through ``hunspell -d es_ES -G`` so hunspell accepts every entry,
    lowercase entries only, plus Debian ``wspanish`` (public domain).
``es/broad.txt.gz``
    strict + hunspell's capitalised entries (names, abbreviations) + wordfreq words with zipf >= 2.
``en/strict.txt.gz``
    Debian ``scowl`` english/american/british words up to size 70, lowercase a-z only.
``en/broad.txt.gz``
    SCOWL words, proper names and abbreviations up to size 80 + wordfreq words with zipf >= 2.
``<lang>/zipf.tsv.gz``
    ``word<TAB>zipf`` (wordfreq ``large`` list) for every broad entry with zipf > 0.

It also copies the licence notices to ``dictionaries/licenses/`` and writes
``dictionaries/SOURCES.md`` with versions, entry counts and licences.

Usage::

    python scripts/build_dictionaries.py [--out DIR] [--lang es|en|all]

Needs the Debian packages hunspell, hunspell-es, wspanish and scowl, and the Python packages
spylls and wordfreq (the project's ``build`` extra).
"""

from __future__ import annotations

import argparse
import json
import gzip
import io
import os
import re
import shutil
import subprocess
import sys
import time
import unicodedata
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

REPO = Path(__file__).resolve().parent.parent
DEBIAN_PACKAGES = ["hunspell", "hunspell-es", "wspanish", "scowl"]
HUNSPELL_ES = Path("/usr/share/hunspell/es_ES")
WSPANISH = Path("/usr/share/dict/spanish")
SCOWL_DIR = Path("/usr/share/dict/scowl")
SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80)
SCOWL_VARIANTS = ("english", "american", "british")
DOC_DIR = Path("/usr/share/doc")

LETTERS = {"es": "a-zñáéíóúü", "en": "a-z"}
LOWER_WORD = {lang: re.compile(f"[{chars}]+") for lang, chars in LETTERS.items()}
MIN_ZIPF = 2.0

SEEDS = {
    "es": "fina ninfa afinan afinando coral calor colar collar cloral actor corta perruno pillo "
    "dámelo cantábamos perrunos".split(),
    "en": "dog wafer match knife blade mesh pie spades".split(),
}
MIN_SIZES = {
    ("es", "strict"): 600_000,
    ("es", "broad"): 650_000,
    ("es", "zipf"): 100_000,
    ("en", "strict"): 100_000,
    ("en", "broad"): 250_000,
    ("en", "zipf"): 100_000,
}
FILES = {"strict": "strict.txt.gz", "broad": "broad.txt.gz", "zipf": "zipf.tsv.gz"}


class BuildError(Exception):
    """A source is missing or a built list fails its checks."""


# -- small helpers -----------------------------------------------------------------------------


def log(message: str) -> None:
    print(message, flush=True)


class Timer:
    """Context manager that logs how long a step took."""

    def __init__(self, label: str) -> None:
        self.label = label

    def __enter__(self) -> Timer:
        log(f"… {self.label}")
        self.start = time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        log(f"  {self.label}: {time.perf_counter() - self.start:.1f} s")


def nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def strip_accents(word: str) -> str:
    """Drop combining accents, for English loanwords spelled with them.

    >>> strip_accents("café"), strip_accents("naïve")
    ('cafe', 'naive')
    """
    decomposed = unicodedata.normalize("NFD", word)
    return nfc("".join(c for c in decomposed if not unicodedata.combining(c)))


def spelling(word: str, lang: str) -> str:
    """The spelling a list keeps: NFC; for English also without accents (café → cafe).

    Spanish accents and ñ are letters of the alphabet and stay.
    """
    return strip_accents(word) if lang == "en" else nfc(word)


def is_lower_word(word: str, lang: str) -> bool:
    """True for a lowercase word made only of the language's letters.

    >>> is_lower_word("dámelo", "es"), is_lower_word("Madrid", "es"), is_lower_word("don't", "en")
    (True, False, False)
    """
    return LOWER_WORD[lang].fullmatch(word) is not None


def has_spanish_vowel(word: str) -> bool:
    """Every Spanish word has a vowel (y counts); hunspell-es also lists lowercase
    abbreviations and symbols (cm, km, pts) that a Scrabble-like game must not take.

    >>> has_spanish_vowel("y"), has_spanish_vowel("cm"), has_spanish_vowel("pingüino")
    (True, False, True)
    """
    return any(c in "aeiouyáéíóúü" for c in word)


def is_cased_word(word: str, lang: str) -> bool:
    """True for a word with capitals whose letters are otherwise the language's (Madrid, ADSL)."""
    return word != word.lower() and is_lower_word(word.lower(), lang)


def read_word_file(path: Path) -> list[str]:
    """Read a one-word-per-line file; SCOWL was ISO-8859-1 before it moved to UTF-8."""
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("iso-8859-1")
    return [nfc(line.strip()) for line in text.splitlines() if line.strip()]


def write_gzip_lines(path: Path, lines: Iterable[str]) -> None:
    """Write lines to ``path`` as gzip with a fixed mtime and name, so rebuilds are identical."""
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", fileobj=buffer, mode="wb", mtime=0) as gz:
        gz.write("".join(line + "\n" for line in lines).encode("utf-8"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.getvalue())


def count_gzip_lines(path: Path) -> int | None:
    if not path.exists():
        return None
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return sum(1 for _ in f)


def debian_version(package: str) -> str:
    try:
        result = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", package],
            capture_output=True, text=True, check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return result.stdout.strip() or "unknown"


def python_version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "unknown"


# -- sources -----------------------------------------------------------------------------------


def required_paths(lang: str) -> list[Path]:
    if lang == "es":
        return [HUNSPELL_ES.with_suffix(".aff"), HUNSPELL_ES.with_suffix(".dic"), WSPANISH]
    return [SCOWL_DIR / "english-words.10"]


def ensure_python_packages() -> None:
    missing = [name for name in ("spylls", "wordfreq") if python_version(name) == "unknown"]
    if missing:
        raise BuildError(f"missing Python packages; run: pip install {' '.join(missing)}")


def ensure_debian_sources(langs: list[str]) -> None:
    """Install the Debian sources when missing (as root), or say exactly what to run."""
    missing = [p for lang in langs for p in required_paths(lang) if not p.exists()]
    if "es" in langs and shutil.which("hunspell") is None:
        missing.append(Path("hunspell"))
    if not missing:
        return
    command = ["apt-get", "install", "-y", *DEBIAN_PACKAGES]
    if os.geteuid() != 0:
        raise BuildError(
            f"missing {', '.join(map(str, missing))}; run: sudo {' '.join(command)}"
        )
    log(f"missing {', '.join(map(str, missing))}; installing {' '.join(DEBIAN_PACKAGES)}")
    subprocess.run(["apt-get", "update"], check=True)
    subprocess.run(command, check=True, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})


def hunspell_accepted(words: Iterable[str], dictionary: str) -> set[str]:
    """Return the words that ``hunspell -d <dictionary> -G`` accepts (one process, via stdin)."""
    words = sorted(set(words))
    result = subprocess.run(
        ["hunspell", "-d", dictionary, "-i", "utf-8", "-G"],
        input="\n".join(words) + "\n", capture_output=True, text=True, encoding="utf-8",
        check=True,
    )
    # hunspell prints accepted tokens; intersecting guards against any re-tokenised output.
    return set(result.stdout.split("\n")) & set(words)


def hunspell_es_forms() -> set[str]:
    """Every form of Debian hunspell-es that hunspell itself accepts and the letter filter keeps."""
    import hunspell_expand  # sibling module; imports spylls

    with Timer("expand hunspell-es"):
        aff, dic = hunspell_expand.load(str(HUNSPELL_ES))
        forms = {nfc(form) for form in hunspell_expand.expand_dictionary(aff, dic)}
        log(f"  {len(dic.words):,} stems → {len(forms):,} distinct forms")
    candidates = {w for w in forms if is_lower_word(w, "es") or is_cased_word(w, "es")}
    with Timer("filter through hunspell -d es_ES -G"):
        accepted = hunspell_accepted(candidates, "es_ES")
        log(f"  {len(candidates):,} letter-only forms → {len(accepted):,} accepted")
    return accepted


def wspanish_words() -> set[str]:
    return {w for w in read_word_file(WSPANISH) if is_lower_word(w, "es")}


def scowl_entries(categories: Iterable[str], max_size: int) -> set[str]:
    """Entries of SCOWL files ``<variant>-<category>.<size>`` up to ``max_size``, accents removed."""
    entries: set[str] = set()
    for variant in SCOWL_VARIANTS:
        for category in categories:
            for size in SCOWL_SIZES:
                path = SCOWL_DIR / f"{variant}-{category}.{size}"
                if size <= max_size and path.exists():
                    entries.update(spelling(w, "en") for w in read_word_file(path))
    return entries


def wordfreq_words(lang: str) -> set[str]:
    """wordfreq ``large`` words with zipf >= MIN_ZIPF made only of the language's letters."""
    import wordfreq

    return {
        word
        for word in (spelling(w, lang) for w in wordfreq.iter_wordlist(lang, wordlist="large"))
        if is_lower_word(word, lang)
        and wordfreq.zipf_frequency(word, lang, wordlist="large") >= MIN_ZIPF
    }


def add_frequent_words(broad: set[str], frequent: set[str]) -> int:
    """Add wordfreq's words to ``broad``; return how many were new.

    wordfreq folds case, so its ``madrid`` is hunspell's ``Madrid``: a lowercase wordfreq word
    whose capitalised spelling is already listed is not added a second time.
    """
    cased = {w.lower() for w in broad if w != w.lower()}
    new = {w for w in frequent if w not in broad and w not in cased}
    broad |= new
    return len(new)


def zipf_rows(words: Iterable[str], lang: str) -> list[str]:
    """``word<TAB>zipf`` lines for the words wordfreq knows (zipf > 0), sorted by word."""
    import wordfreq

    rows = []
    for word in sorted(words):
        zipf = wordfreq.zipf_frequency(word, lang, wordlist="large")
        if zipf > 0:
            rows.append(f"{word}\t{zipf:.2f}")
    return rows


# -- per-language builds -----------------------------------------------------------------------


def build_es() -> dict[str, list[str]]:
    forms = hunspell_es_forms()
    with Timer("read wspanish"):
        wspanish = wspanish_words()
    lower = {w for w in forms if is_lower_word(w, "es")} | wspanish
    strict = {w for w in lower if has_spanish_vowel(w)}
    log(f"  strict: {len(strict):,} ({len(wspanish - forms):,} only in wspanish; "
        f"{len(lower) - len(strict)} abbreviations without a vowel left to broad)")
    broad = lower | {w for w in forms if is_cased_word(w, "es")}
    with Timer("wordfreq es words"):
        added = add_frequent_words(broad, wordfreq_words("es"))
        log(f"  broad: {len(broad):,} ({added:,} added from wordfreq)")
    with Timer("zipf es"):
        zipf = zipf_rows(broad, "es")
    return {"strict": sorted(strict), "broad": sorted(broad), "zipf": zipf}


def build_en() -> dict[str, list[str]]:
    with Timer("read SCOWL"):
        strict = {w for w in scowl_entries(["words"], 70) if is_lower_word(w, "en")}
        words80 = {w for w in scowl_entries(["words"], 80) if is_lower_word(w, "en")}
        names = {
            w for w in scowl_entries(["proper-names", "abbreviations", "words"], 80)
            if is_cased_word(w, "en")
        }
        log(f"  strict: {len(strict):,}; size-80 words {len(words80):,}; names {len(names):,}")
    broad = strict | words80 | names
    with Timer("wordfreq en words"):
        added = add_frequent_words(broad, wordfreq_words("en"))
        log(f"  broad: {len(broad):,} ({added:,} added from wordfreq)")
    with Timer("zipf en"):
        zipf = zipf_rows(broad, "en")
    return {"strict": sorted(strict), "broad": sorted(broad), "zipf": zipf}


BUILDERS = {"es": build_es, "en": build_en}


def check(lang: str, lists: dict[str, list[str]]) -> None:
    """Fail unless every seed word is in strict and every list reaches its minimum size."""
    strict = set(lists["strict"])
    missing = [w for w in SEEDS[lang] if w not in strict]
    if missing:
        raise BuildError(f"{lang}/strict is missing seed words: {' '.join(missing)}")
    for kind, entries in lists.items():
        minimum = MIN_SIZES[(lang, kind)]
        if len(entries) < minimum:
            raise BuildError(f"{lang}/{FILES[kind]} has {len(entries):,} entries, want ≥ {minimum:,}")


# -- licences and SOURCES.md -------------------------------------------------------------------

LICENSE_COPIES = {
    "es": {"hunspell-es.copyright": "hunspell-es", "wspanish.copyright": "wspanish"},
    "en": {"scowl.copyright": "scowl"},
}


def wordfreq_notice() -> str:
    """CC BY-SA 4.0 attribution notice, with wordfreq's own licence and citation sections."""
    readme = metadata.metadata("wordfreq").get_payload() or ""
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
  es/broad.txt.gz, en/broad.txt.gz  include the wordfreq words with zipf >= 2
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
    (target / "wordfreq-NOTICE.txt").write_text(wordfreq_notice(), encoding="utf-8")


def sources_markdown(out: Path) -> str:
    """SOURCES.md text; counts are read back from the files present in ``out``."""
    v = {p: debian_version(p) for p in DEBIAN_PACKAGES}
    wf, spylls = python_version("wordfreq"), python_version("spylls")

    def count(lang: str, kind: str) -> str:
        n = count_gzip_lines(out / lang / FILES[kind])
        return "not built" if n is None else f"{n:,}"

    return f"""\
# Word lists: sources, build and licences

Rebuild everything with `python scripts/build_dictionaries.py` (needs the Debian packages
hunspell, hunspell-es, wspanish, scowl and the Python packages spylls, wordfreq). All files are
UTF-8, NFC, one entry per line, sorted by plain code-point order, gzip with a fixed header so a
rebuild gives identical bytes.

| file | entries | licence |
|---|---|---|
| `es/strict.txt.gz` | {count("es", "strict")} | GPL-3+ / LGPL-3+ / MPL-1.1+ (hunspell-es), public domain (wspanish) |
| `es/broad.txt.gz` | {count("es", "broad")} | as es/strict, plus CC BY-SA 4.0 (wordfreq entries) |
| `es/zipf.tsv.gz` | {count("es", "zipf")} | CC BY-SA 4.0 (wordfreq) |
| `en/strict.txt.gz` | {count("en", "strict")} | SCOWL notice |
| `en/broad.txt.gz` | {count("en", "broad")} | SCOWL notice, plus CC BY-SA 4.0 (wordfreq entries) |
| `en/zipf.tsv.gz` | {count("en", "zipf")} | CC BY-SA 4.0 (wordfreq) |

## Sources

- **hunspell-es** {v["hunspell-es"]} (Debian), `/usr/share/hunspell/es_ES.aff` / `.dic`: the
  Spanish spelling dictionary of RLA-ES by Santiago Bosio. Licence: GPL-3+ or LGPL-3+ or
  MPL-1.1+, at the recipient's choice (stanza `Files: dictionaries/es/*` in
  `licenses/hunspell-es.copyright`). Checked with hunspell {v["hunspell"]}; parsed with spylls
  {spylls}.
- **wspanish** {v["wspanish"]} (Debian), `/usr/share/dict/spanish`: public domain
  (`licenses/wspanish.copyright`).
- **SCOWL** {v["scowl"]} (Debian `scowl`), `/usr/share/dict/scowl/`: Spell Checker Oriented
  Word Lists by Kevin Atkinson and others. Its copyright notice must be kept with every copy:
  `licenses/scowl.copyright`.
- **wordfreq** {wf} (PyPI), `large` word lists: data under CC BY-SA 4.0, sources credited in
  `licenses/wordfreq-NOTICE.txt`.

## How each file is built

- `es/strict.txt.gz`: every hunspell-es stem is expanded to all its forms
  (`scripts/hunspell_expand.py`: prefixes, suffixes with strip and condition, cross products,
  twofold suffixes for enclitics such as *dámelo*; NEEDAFFIX, ONLYINCOMPOUND, FORBIDDENWORD
  honoured), the forms are passed through `hunspell -d es_ES -G` in one process so every form is
  one hunspell accepts, and the lowercase ones made only of a–z, ñ, á, é, í, ó, ú, ü are kept;
  union the wspanish entries passing the same filter (wspanish adds forms such as *cloral*);
  entries without a vowel (the abbreviations and symbols *cm*, *km*, *pts*) go to broad only.
- `es/broad.txt.gz`: es/strict ∪ the vowel-less lowercase entries ∪ the capitalised hunspell-accepted forms (names and
  abbreviations in their real capitalisation: *Madrid*, *ADSL*) ∪ wordfreq Spanish words with
  zipf ≥ 2 passing the same letter filter. wordfreq folds case, so a wordfreq word whose
  capitalised form is already listed (*madrid* for *Madrid*) is not added again.
- `en/strict.txt.gz`: SCOWL `english-words`, `american-words`, `british-words` of size ≤ 70,
  accents removed (*café* → *cafe*, *naïve* → *naive*), then the lowercase entries made only of
  a–z (entries with apostrophes, hyphens or other marks are dropped).
- `en/broad.txt.gz`: SCOWL words of size ≤ 80 (same three variants) ∪ SCOWL `proper-names`
  and `abbreviations` (and capitalised `words`) of size ≤ 80, letters a–z only, capitalisation
  kept ∪ wordfreq English words with zipf ≥ 2 made only of a–z (accents removed first, same
  case rule as above).
- `<lang>/zipf.tsv.gz`: `word<TAB>zipf` for every entry of that language's broad list with
  `wordfreq.zipf_frequency(word, lang, wordlist="large") > 0`, two decimals, sorted by word.

## Share-alike

The `zipf.tsv.gz` files and the `broad.txt.gz` files contain wordfreq data and are shared under
CC BY-SA 4.0 (in addition to the licences of the other sources they include). The
`strict.txt.gz` files contain no wordfreq data. See `licenses/wordfreq-NOTICE.txt`.
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
    share_alike = "CC BY-SA 4.0 for the wordfreq entries"
    data = {
        "es": {
            "strict": {"sources": f"{hunspell}; {wspanish}", "licence": hunspell_licence},
            "broad": {"sources": f"{hunspell} (names and abbreviations too); {wspanish}; {frequent}",
                      "licence": f"{hunspell_licence}; {share_alike}"},
        },
        "en": {
            "strict": {"sources": f"{scowl}, english/american/british words, size <= 70", "licence": "SCOWL copyright notice (licenses/scowl.copyright)"},
            "broad": {"sources": f"{scowl} words, proper names and abbreviations, size <= 80; {frequent}",
                      "licence": f"SCOWL copyright notice; {share_alike}"},
        },
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


# -- main --------------------------------------------------------------------------------------


def write_language(out: Path, lang: str, lists: dict[str, list[str]]) -> None:
    for kind, lines in lists.items():
        write_gzip_lines(out / lang / FILES[kind], lines)


def print_summary(out: Path, langs: list[str]) -> None:
    log("")
    log(f"{'file':<22}{'entries':>10}{'bytes':>12}")
    for lang in langs:
        for name in FILES.values():
            path = out / lang / name
            log(f"{lang + '/' + name:<22}{count_gzip_lines(path):>10,}{path.stat().st_size:>12,}")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=REPO / "dictionaries",
                        help="output directory (default: dictionaries/ in the repository)")
    parser.add_argument("--lang", choices=["es", "en", "all"], default="all",
                        help="which language to rebuild (default: all)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    langs = ["es", "en"] if args.lang == "all" else [args.lang]
    started = time.perf_counter()
    try:
        ensure_python_packages()
        ensure_debian_sources(langs)
        for lang in langs:
            log(f"== {lang}")
            lists = BUILDERS[lang]()
            check(lang, lists)
            write_language(args.out, lang, lists)
        copy_licences(args.out, langs)
        (args.out / "SOURCES.md").write_text(sources_markdown(args.out), encoding="utf-8")
        (args.out / "lists.json").write_text(lists_json(args.out), encoding="utf-8")
    except BuildError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print_summary(args.out, langs)
    log(f"done in {time.perf_counter() - started:.1f} s → {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
