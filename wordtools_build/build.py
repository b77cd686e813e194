"""The whole build: read the sources, apply the rules, write the lists and their notes.

:func:`build` is what ``python -m wordtools_build`` and ``make dictionaries-check`` run.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from .common import FILES, Timer, log
from .inputs import check_versions, ensure_debian_sources
from .rules.checks import check
from .rules.english import build_en
from .rules.entries import ENCLITIC_SOURCE, Entries
from .rules.familiarity import rated_rows
from .rules.spanish import build_es
from .writers.lists import count_gzip_lines, write_gzip_lines, write_language
from .writers.notes import copy_licences, lists_json, sources_markdown

BUILDERS: dict[str, Callable[[], tuple[dict[str, list[str]], Entries]]] = {"es": build_es, "en": build_en}
LANGS = tuple(BUILDERS)


def annotate(folder: Path, lang: str) -> dict[str, int]:
    """Rewrite every list file of *lang* in *folder* with its familiarity column; returns the
    entries rated per list."""
    counts = {}
    for path, lines in rated_rows(folder, lang).items():
        write_gzip_lines(path, lines)
        counts[path.stem.removesuffix(".tsv")] = len(lines)
    return counts


def build(out: Path, langs: list[str]) -> None:
    """Build the lists of *langs* into *out* (raises :class:`~.common.BuildError`)."""
    check_versions()
    ensure_debian_sources(langs)
    for lang in langs:
        log(f"== {lang}")
        lists, entries = BUILDERS[lang]()
        check(lang, lists)
        write_language(out, lang, lists, entries.table, ENCLITIC_SOURCE)
    for lang in langs:  # after all lists: the evidence reads both languages'
        with Timer(f"familiarity {lang}"):
            annotate(out, lang)
    copy_licences(out, langs)
    (out / "SOURCES.md").write_text(sources_markdown(out), encoding="utf-8")
    (out / "lists.json").write_text(lists_json(out), encoding="utf-8")


def print_summary(out: Path, langs: list[str], started: float) -> None:
    log("")
    log(f"{'file':<22}{'entries':>10}{'bytes':>12}")
    for lang in langs:
        for name in FILES.values():
            path = out / lang / name
            if path.exists():
                log(f"{lang + '/' + name:<22}{count_gzip_lines(path):>10,}{path.stat().st_size:>12,}")
    log(f"done in {time.perf_counter() - started:.1f} s → {out}")
