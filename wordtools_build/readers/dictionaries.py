"""Readers of the dictionary sources on disk: Debian's hunspell-es, wspanish and SCOWL, and the
vendored ENABLE. Each returns plain sets of spellings; what they mean is the rules' business."""

from __future__ import annotations

import gzip
import subprocess
import unicodedata
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from ..common import Timer, log
from ..inputs import ENABLE, HUNSPELL_ES, SCOWL_ALL_VARIETIES, SCOWL_DIR, SCOWL_SIZES, SCOWL_VARIANTS, WSPANISH
from ..text import is_cased_word, is_lower_word, nfc, spelling


def read_word_file(path: Path) -> list[str]:
    """Read a one-word-per-line file; SCOWL was ISO-8859-1 before it moved to UTF-8."""
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("iso-8859-1")
    return [nfc(line.strip()) for line in text.splitlines() if line.strip()]


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
    from . import hunspell_expand  # spylls: imported where it is needed (the build extra)

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


def hunspell_flagless_stems() -> set[str]:
    """hunspell-es stems that take no affix: where its abbreviations (avda, dpto) sit."""
    lines = HUNSPELL_ES.with_suffix(".dic").read_text(encoding="utf-8").splitlines()[1:]
    return {nfc(line) for line in lines if line and "/" not in line}


def hunspell_stem_flags() -> dict[str, bool]:
    """hunspell-es's lowercase stems -> whether any of their entries takes an affix (*rock* and
    *rock/S*: True; *prof*: False)."""
    out: dict[str, bool] = {}
    for line in HUNSPELL_ES.with_suffix(".dic").read_text(encoding="utf-8").splitlines()[1:]:
        stem, _, flags = nfc(line).partition("/")
        if stem and is_lower_word(stem, "es"):
            out[stem] = out.get(stem, False) or bool(flags)
    return out


def english_words(max_size: int) -> set[str]:
    """Lowercase English words of SCOWL (every spelling variety) up to *max_size*, and ENABLE."""
    scowl = scowl_entries(["words"], max_size, SCOWL_ALL_VARIETIES)
    return {w for w in scowl | enable_words() if is_lower_word(w, "en")}


@cache
def hunspell_families() -> list[tuple[str, list[str]]]:
    """(stem, its forms) for every stem of Debian's hunspell-es (the build's expansion)."""
    from . import hunspell_expand

    aff, dic = hunspell_expand.load(str(HUNSPELL_ES))
    expander = hunspell_expand.Expander(aff)
    out = []
    for entry in dic.words:
        stem = unicodedata.normalize("NFC", entry.stem)
        forms = {unicodedata.normalize("NFC", f) for f in expander.expand_stem(entry.stem, set(entry.flags))}
        out.append((stem, sorted(forms)))
    return out
