"""Find, build and cache index files, one per user.

The cache key is the SHA-256 of the word list, of the kinds and frequency
tables and of a user's own word list when there is one (all go into the index)
and the index format version, so a rebuilt list, new
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
from ..sources import (
    USER_SOURCE, file_checksum, kinds_path, list_path, read_kinds_columns, read_user_words,
    read_words, read_zipf_columns, zipf_path,
)
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


NO_LIST = "none"  # with a user's word list: that list alone


def _checksums(lang: str, list_name: str, words_file: str | None = None) -> tuple[str, ...]:
    """SHA-256 of the word list, the frequency and kinds tables and the user's list."""
    sums = [
        "" if list_name == NO_LIST else file_checksum(list_path(lang, list_name)),
        file_checksum(zipf_path(lang)),
        file_checksum(kinds_path(lang)),
    ]
    if words_file is not None:
        sums.append(file_checksum(Path(words_file)))
    return tuple(sums)


def index_path(lang: str, list_name: str, checksums: tuple[str, ...] | None = None,
               words_file: str | None = None) -> Path:
    sums = checksums or _checksums(lang, list_name, words_file)
    words, zipf = sums[0], sums[1]
    extra = "".join(s[:8] for s in sums[2:])
    return cache_dir() / f"{lang}-{list_name}-{words[:20]}-{zipf[:8]}-{extra}-v{FORMAT_VERSION}.idx"


def source_checksum(checksums: tuple[str, ...]) -> str:
    """What identifies the words of an index (game logs record it): the list's checksum, or a
    digest of the list's and the user list's checksums when a user list is added."""
    if len(checksums) < 4:
        return checksums[0]
    import hashlib

    return hashlib.sha256((checksums[0] + checksums[3]).encode("ascii")).hexdigest()


def build_index(lang: str, list_name: str, progress: Callable[[str], None] = lambda step: None,
                words_file: str | None = None) -> Path:
    """(Re)build the index of one list (plus a user's list) into the cache; returns its path."""
    alpha = alphabet_for(lang)
    checksums = _checksums(lang, list_name, words_file)
    path = index_path(lang, list_name, checksums)
    progress("reading word list")
    words = [] if list_name == NO_LIST else read_words(lang, list_name)
    extra = {}
    if words_file is not None:
        user = read_user_words(words_file)
        extra = {word: ("word", USER_SOURCE) for word in user}
        words = words + user
    meta, sections = build_sections(alpha, words, read_zipf_columns(lang), progress,
                                    read_kinds_columns(lang), extra)
    meta["list"] = list_name
    meta["words_file"] = words_file
    meta["source_checksum"] = source_checksum(checksums)
    progress("writing")
    write_container(path, FORMAT_VERSION, meta, sections)
    return path


@lru_cache(maxsize=None)
def open_index(lang: str, list_name: str, words_file: str | None = None) -> WordIndex:
    """The index of one list (and a user's list), built on first use (once per process, cached on disk)."""
    alphabet_for(lang)  # checks the language first: a clear message beats a missing file
    path = index_path(lang, list_name, words_file=words_file)
    if path.exists():
        try:
            return WordIndex(path)
        except DataError:
            pass  # damaged or foreign: rebuild below
    build_index(lang, list_name, progress_bar(lang, list_name), words_file)
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
