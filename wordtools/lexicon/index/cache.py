"""What is in the index cache: list its files, verify them, clear them.

The library side of ``wordtools index list|verify|clear``. A file is
*current* when it is the index :func:`~.store.open_index` would read for its
language and list today (same sources, same format); older ones are left by a
rebuilt word list and are only taking space.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ...errors import DataError
from ..alphabet import LANGUAGES
from ..sources import lists_for
from .container import TEMP_SUFFIX, Container
from .store import (
    CHECKED_SUFFIX,
    LOCK_SUFFIX,
    SETUP_SUFFIX,
    cache_dir,
    identity_problem,
    index_path,
    source_checksums,
)
from .word_index import FORMAT_VERSION


@dataclass(frozen=True)
class CachedIndex:
    """One file of the cache and what its header says."""

    path: Path
    size: int
    lang: str | None
    list_name: str | None
    words: int | None
    current: bool
    problem: str | None = None  # set by verify (or when the header cannot be read)

    @property
    def ok(self) -> bool:
        return self.problem is None

    def to_json(self) -> dict:
        return {
            "file": str(self.path),
            "bytes": self.size,
            "lang": self.lang,
            "list": self.list_name,
            "words": self.words,
            "current": self.current,
            "ok": self.ok,
            "problem": self.problem,
        }


def _current_paths() -> dict[Path, tuple[str, str, tuple[str, ...]]]:
    """The path each language and list would be read from today, with its sources' checksums."""
    current = {}
    for lang in LANGUAGES:
        for list_name in lists_for(lang):
            try:
                checksums = source_checksums(lang, list_name)
            except DataError:
                continue  # that list is not installed
            current[index_path(lang, list_name, checksums)] = (lang, list_name, checksums)
    return current


def list_cache(verify: bool = False) -> list[CachedIndex]:
    """The index files in the cache, by name; with *verify*, every section checksum is checked too."""
    folder = cache_dir()
    if not folder.is_dir():
        return []
    current = _current_paths()
    found = []
    for path in sorted(folder.glob("*.idx")):
        found.append(_describe(path, current.get(path), verify))
    return found


def _describe(path: Path, wanted: tuple[str, str, tuple[str, ...]] | None, verify: bool) -> CachedIndex:
    size = path.stat().st_size if path.is_file() else 0
    try:
        container = Container(path, FORMAT_VERSION)
    except DataError as exc:
        reason = str(exc).replace(f"index {path} ", "").replace(f"{path} ", "")  # the row names the file
        return CachedIndex(path, size, None, None, None, wanted is not None, reason)
    meta = container.meta
    problem = None
    if wanted is not None:
        lang, list_name, checksums = wanted
        mismatch = identity_problem(meta, lang, list_name, checksums)
        problem = f"not trusted: {mismatch}" if mismatch else None
    if problem is None and verify:
        bad = container.verify()
        if bad:
            problem = f"damaged: checksum differs in section{'s' if len(bad) > 1 else ''} {', '.join(bad)}"
    container.close()
    return CachedIndex(path, size, meta.get("lang"), meta.get("list"), meta.get("count"), wanted is not None, problem)


def clear_cache() -> list[Path]:
    """Remove every index, lock, check record, kept set-up and temporary file of the cache; returns
    what was removed (the lists' remembered checksums stay: each is checked by its file's identity).

    A build in progress is left alone: its lock is held (``flock``), so that lock and the build's
    temporary files stay, and the build finishes. Files are unlinked, never truncated: a process
    that has an index mapped keeps reading the whole file."""
    folder = cache_dir()
    if not folder.is_dir():
        return []
    removed: list[Path] = []
    held = []  # index names whose build is running
    locks = []
    try:
        for lock in sorted(folder.glob(f"*.idx{LOCK_SUFFIX}")):
            fd = _try_lock(lock)
            if fd is None:
                held.append(lock.name[: -len(LOCK_SUFFIX)])
            elif fd >= 0:
                locks.append((lock, fd))
        for pattern in ("*.idx", f"*.idx{CHECKED_SUFFIX}", f"*.idx{SETUP_SUFFIX}*", f"*{TEMP_SUFFIX}"):
            for path in sorted(folder.glob(pattern)):
                if path.name.endswith(TEMP_SUFFIX) and any(path.name.startswith(name + ".") for name in held):
                    continue  # a running build's temporary file
                _remove(path, removed)
        for lock, _fd in locks:
            _remove(lock, removed)  # unlinked while held: no build starts on it meanwhile
    finally:
        for _lock, fd in locks:
            os.close(fd)
    return sorted(removed)


def _try_lock(lock: Path) -> int | None:
    """An fd holding *lock*'s build lock, None when a build holds it now, -1 when it is gone."""
    import fcntl

    try:
        fd = os.open(lock, os.O_RDWR | os.O_CLOEXEC)
    except OSError:
        return -1
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return None
    return fd


def _remove(path: Path, removed: list[Path]) -> None:
    try:
        path.unlink()
    except IsADirectoryError:
        return  # not ours: a folder with an index's name is left alone
    except FileNotFoundError:
        return
    except OSError as exc:
        raise DataError(f"cannot remove {path}: {exc.strerror}") from None
    removed.append(path)
