"""Find, build and cache index files, one per user.

The cache key is the SHA-256 of the word list and of the frequency table (both
go into the index) and the index format version, so a rebuilt list, new
frequencies or a new format never read a stale file. A file that fails its
checks (truncated, foreign, another format) is rebuilt, never trusted. Two
processes building at once each write a temporary file and rename it into
place, so the last rename wins with a complete file and nothing is corrupted.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Callable

from ..alphabet import alphabet_for
from ..sources import file_checksum, list_path, read_words, read_zipf, zipf_path
from ...errors import DataError
from .build import FORMAT_VERSION, build_sections
from .container import write_container
from .word_index import WordIndex


def cache_dir() -> Path:
    """``$WORDTOOLS_CACHE``, else ``$XDG_CACHE_HOME/wordtools``, else ``~/.cache/wordtools``."""
    if os.environ.get("WORDTOOLS_CACHE"):
        return Path(os.environ["WORDTOOLS_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "wordtools"


def _checksums(lang: str, list_name: str) -> tuple[str, str]:
    """SHA-256 of the word list and of the frequency table."""
    return file_checksum(list_path(lang, list_name)), file_checksum(zipf_path(lang))


def index_path(lang: str, list_name: str, checksums: tuple[str, str] | None = None) -> Path:
    words, zipf = checksums or _checksums(lang, list_name)
    return cache_dir() / f"{lang}-{list_name}-{words[:20]}-{zipf[:8]}-v{FORMAT_VERSION}.idx"


def build_index(lang: str, list_name: str, progress: Callable[[str], None] = lambda step: None) -> Path:
    """(Re)build the index of one list into the cache; returns its path."""
    alpha = alphabet_for(lang)
    checksums = _checksums(lang, list_name)
    path = index_path(lang, list_name, checksums)
    progress("reading word list")
    words = read_words(lang, list_name)
    zipf = read_zipf(lang)
    meta, sections = build_sections(alpha, words, zipf, progress)
    meta["list"] = list_name
    meta["source_checksum"] = checksums[0]  # identifies the word list (game logs record it)
    progress("writing")
    write_container(path, FORMAT_VERSION, meta, sections)
    return path


@lru_cache(maxsize=None)
def open_index(lang: str, list_name: str) -> WordIndex:
    """The index of one list, built on first use (once per process, cached on disk)."""
    alphabet_for(lang)  # checks the language first: a clear message beats a missing file
    path = index_path(lang, list_name)
    if path.exists():
        try:
            return WordIndex(path)
        except DataError:
            pass  # damaged or foreign: rebuild below
    build_index(lang, list_name, progress_bar(lang, list_name))
    return WordIndex(path)


def progress_bar(lang: str, list_name: str) -> Callable[[str], None]:
    """A tqdm bar on stderr for the first build (tqdm imported only here: it is slow)."""
    from tqdm import tqdm

    steps = ["reading word list", "folding", "words", "keys", "bitsets", "writing"]
    bar = tqdm(total=len(steps), desc=f"building {lang}/{list_name} index", unit="step", leave=False, disable=None)  # None: only on a terminal

    def progress(step: str) -> None:
        bar.set_postfix_str(step)
        bar.update(1)
        if step == "writing":
            bar.close()

    return progress
