"""Find, build and cache index files, one per user.

Start at :func:`open_index`. The cache key is the SHA-256 of the word list, of
the frequency table and, with a user's own word list, of that list and of the
broad list its words take their kinds from (all go into the index) and the
index format version, so a rebuilt list, new frequencies or a new format never
read a stale file. A file is trusted
only when its own header names the language, list and source checksums that
were asked for: a foreign file copied over the name (another language, an
older list) is rebuilt, never read.

Builds are serialised by a lock file beside the index: a second process that
finds no index waits for the first one's build and then reads its file instead
of doing the work again. Temporary files left by a killed build are removed by
the next build. When the cache cannot be used (a read-only folder, a file in
the path, an index path that is a folder), the index is built in memory for
this process, with one :class:`CacheWarning`.
"""

from __future__ import annotations

import errno
import json
import os
import time
import warnings
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from ...errors import DataError
from ..alphabet import alphabet_for
from ..sources import (
    NO_ROWS,
    file_checksum,
    list_path,
    read_gzip_bytes,
    read_list,
    read_user_words,
    user_rows,
    zipf_path,
)
from .container import CONTAINER_VERSION, TEMP_SUFFIX, Container, encode_container, write_atomically, write_container
from .word_index import FORMAT_VERSION, WordIndex

LOCK_SUFFIX = ".lock"
CHECKED_SUFFIX = ".checked"
SETUP_SUFFIX = ".setup"  # kept per-process set-up: <index>.setup-<name>
STALE_TEMP_SECONDS = 3600  # another list's temp file this old is from a killed build


class CacheWarning(UserWarning):
    """The index cache could not be used or held a file that was not trusted."""


def cache_dir() -> Path:
    """``$WORDTOOLS_CACHE``, else ``$XDG_CACHE_HOME/wordtools``, else ``~/.cache/wordtools``."""
    if os.environ.get("WORDTOOLS_CACHE"):
        return Path(os.environ["WORDTOOLS_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "wordtools"


NO_LIST = "none"  # with a user's word list: that list alone


def source_checksums(lang: str, list_name: str, words_file: str | None = None) -> tuple[str, ...]:
    """SHA-256 of the word list and the frequency table; with a user's list, also of the broad
    list (its words' kinds come from there), of the user's list, and the familiarity estimate's
    fingerprint (its words not in broad take the estimate's familiarity)."""
    sums = [
        "" if list_name == NO_LIST else remembered_checksum(list_path(lang, list_name)),
        remembered_checksum(zipf_path(lang)),
    ]
    if words_file is not None:
        sums += [remembered_checksum(list_path(lang, "broad")), file_checksum(Path(words_file)), estimate_fingerprint()]
    return tuple(sums)


CHECKSUMS_FILE = "list-checksums.json"


def remembered_checksum(path: Path) -> str:
    """:func:`file_checksum` of a committed list, remembered in the cache by the file's identity
    (device, inode, size, mtime, ctime: any write changes the last two), so a process pays one
    ``stat`` instead of hashing megabytes. A user's own list is always hashed."""
    try:
        info = os.stat(path)
    except OSError:
        return file_checksum(path)  # its message
    identity = [info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns]
    record = cache_dir() / CHECKSUMS_FILE
    try:
        known = json.loads(record.read_bytes())
        entry = known.get(str(path)) if isinstance(known, dict) else None
    except (OSError, ValueError):
        known, entry = {}, None
    if isinstance(entry, list) and entry[:-1] == identity and isinstance(entry[-1], str):
        return entry[-1]
    digest = file_checksum(path)
    if not isinstance(known, dict):
        known = {}
    known[str(path)] = identity + [digest]
    try:
        if record.parent.is_dir():
            write_atomically(record, json.dumps(known, sort_keys=True).encode("utf-8"))
    except OSError:
        pass  # an unusable cache: hashed again next time
    return digest


@cache
def estimate_fingerprint() -> str:
    """A CRC of :func:`..familiarity.estimate` over zipf 0-8 for every kind (8 hex digits): the
    familiarity a user's word list gets is computed by it, so an index of such a list is named
    after it, and a change to the estimate builds that index anew instead of serving stale values."""
    from ..familiarity import KIND_FACTOR, estimate

    values = ",".join(f"{estimate(z / 10, kind):.2f}" for kind in sorted(KIND_FACTOR) for z in range(81))
    return f"{zlib.crc32(values.encode('ascii')):08x}"


def index_path(
    lang: str, list_name: str, checksums: tuple[str, ...] | None = None, words_file: str | None = None
) -> Path:
    sums = checksums or source_checksums(lang, list_name, words_file)
    words, zipf = sums[0], sums[1]
    extra = "".join(s[:8] for s in sums[2:])
    return cache_dir() / f"{lang}-{list_name}-{words[:20]}-{zipf[:8]}-{extra}-v{FORMAT_VERSION}.{CONTAINER_VERSION}.idx"


def source_checksum(checksums: tuple[str, ...]) -> str:
    """What identifies the words of an index (game logs record it): the list's checksum, or a
    digest of the list's and the user list's checksums when a user list is added."""
    if len(checksums) < 4:
        return checksums[0]
    import hashlib

    return hashlib.sha256((checksums[0] + checksums[3]).encode("ascii")).hexdigest()


def identity_problem(meta: dict, lang: str, list_name: str, checksums: tuple[str, ...]) -> str | None:
    """Why an index header does not belong to *lang*/*list_name* with these sources (None: it does)."""
    expected = {
        "lang": lang,
        "list": list_name,
        "source_checksum": source_checksum(checksums),
        "zipf_checksum": checksums[1],
    }
    for field, wanted in expected.items():
        found = meta.get(field)
        if found != wanted:
            if field in ("lang", "list"):
                return f"it was built for {meta.get('lang')}/{meta.get('list')}, not {lang}/{list_name}"
            what = "word list" if field == "source_checksum" else "frequency table"
            return f"it was built from another {what} ({str(found)[:12]}…, expected {wanted[:12]}…)"
    return None


def encode_index(
    lang: str,
    list_name: str,
    checksums: tuple[str, ...],
    progress: Callable[[str], None],
    words_file: str | None = None,
) -> bytes:
    """Build the index of one list: the container's bytes, its header naming what it was built from."""
    from .build import build_sections, build_sections_from_file  # building only: numpy and the parsers

    alpha = alphabet_for(lang)
    progress("reading word list")
    if words_file is None and list_name != NO_LIST:
        path = list_path(lang, list_name)
        meta, sections = build_sections_from_file(alpha, read_gzip_bytes(path), str(path), progress)
    else:
        rows = NO_ROWS if list_name == NO_LIST else read_list(lang, list_name)
        if words_file is not None:
            rows = rows.plus(user_rows(lang, read_user_words(words_file), set(rows.words)))
        meta, sections = build_sections(alpha, rows, progress)
    meta["list"] = list_name
    meta["words_file"] = words_file
    meta["source_checksum"] = source_checksum(checksums)  # identifies the words (game logs record it)
    meta["zipf_checksum"] = checksums[1]
    progress("writing")
    return encode_container(FORMAT_VERSION, meta, sections)


def build_index(
    lang: str, list_name: str, progress: Callable[[str], None] = lambda step: None, words_file: str | None = None
) -> Path:
    """(Re)build the index of one list (plus a user's list) into the cache; returns its path.

    Raises :class:`DataError` when the cache cannot be written (the message says why).
    """
    alphabet_for(lang)
    checksums = source_checksums(lang, list_name, words_file)
    path = index_path(lang, list_name, checksums)
    problem = cache_problem(path)
    if problem:
        raise DataError(f"cannot write the index cache: {problem}")
    try:
        with build_lock(path):
            remove_stale_temp_files(path)
            write_container(path, FORMAT_VERSION, encode_index(lang, list_name, checksums, progress, words_file))
            record_checked(path)
    except OSError as exc:
        raise DataError(f"cannot write the index cache: {_reason(exc, path)}") from None
    return path


@cache
def open_index(lang: str, list_name: str, words_file: str | None = None) -> WordIndex:
    """The index of one list (and a user's list), built on first use (once per process, cached on disk)."""
    alphabet_for(lang)  # checks the language first: a clear message beats a missing file
    checksums = source_checksums(lang, list_name, words_file)
    path = index_path(lang, list_name, checksums)
    try:
        found = _open_trusted(path, lang, list_name, checksums)
        if found is not None:
            return found
        problem = cache_problem(path)
    except OSError as exc:  # an unreadable folder, a name too long for the file system
        problem = _reason(exc, path)
    if problem is None:
        try:
            with build_lock(path):
                # Another process may have built it while this one waited for the lock.
                found = _open_trusted(path, lang, list_name, checksums, quiet=True)
                if found is not None:
                    return found
                remove_stale_temp_files(path)
                data = encode_index(lang, list_name, checksums, progress_bar(lang, list_name), words_file)
                try:
                    write_container(path, FORMAT_VERSION, data)
                    record_checked(path)
                except OSError as exc:
                    _warn(f"cannot write the index cache ({_reason(exc, path)}); using an in-memory index")
                return WordIndex(data)
        except OSError as exc:  # the lock file could not be made
            problem = _reason(exc, path)
    _warn(f"cannot use the index cache ({problem}); using an in-memory index")
    return WordIndex(encode_index(lang, list_name, checksums, progress_bar(lang, list_name), words_file))


def _open_trusted(
    path: Path, lang: str, list_name: str, checksums: tuple[str, ...], quiet: bool = False
) -> WordIndex | None:
    """The index at *path* when it is whole and is the one asked for, else None (rebuilt by the
    caller; a damaged or foreign file with one warning)."""
    if not path.is_file():
        return None
    try:
        index = WordIndex(path)
    except DataError as exc:
        if not quiet:
            _warn(f"{str(exc).replace(str(path), path.name)}; rebuilding")
        return None
    problem = identity_problem(index.meta, lang, list_name, checksums)
    if problem is None:
        problem = integrity_problem(index)
    if problem:
        index.container.close()
        if not quiet:
            _warn(f"index {path.name} not trusted: {problem}; rebuilding")
        return None
    return index


def checked_record_path(path: Path) -> Path:
    """Where the identity of *path* is kept once its sections have been checked."""
    return path.with_name(path.name + CHECKED_SUFFIX)


def integrity_problem(index: WordIndex) -> str | None:
    """Why the sections of a mapped index cannot be trusted (None: they can).

    Every section's CRC-32 is checked once per file: the file's identity (device, inode, size,
    mtime, ctime, as the open file's ``fstat`` gave them) is then recorded beside it, and a later
    process whose file has the recorded identity pays one ``stat``. Any write to the file changes
    its mtime and ctime, so a file damaged after its check is checked again."""
    return checked_problem(index.container)


def checked_problem(container: Container) -> str | None:
    """:func:`integrity_problem` for any mapped container (an index, kept set-up)."""
    identity = container.identity
    if identity is None:
        return None  # built in this process
    record = checked_record_path(container.path)
    try:
        if tuple(json.loads(record.read_bytes())) == identity:
            return None
    except (OSError, ValueError, TypeError):
        pass
    bad = container.verify()
    if bad:
        return f"damaged: checksum differs in section{'s' if len(bad) > 1 else ''} {', '.join(bad)}"
    _write_record(record, identity)
    return None


def record_checked(path: Path) -> None:
    """Record *path* (just written and verified) as checked."""
    info = path.stat()
    _write_record(
        checked_record_path(path), (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)
    )


def _write_record(record: Path, identity: tuple[int, ...]) -> None:
    try:
        write_atomically(record, json.dumps(list(identity)).encode("ascii"))
    except OSError:
        pass  # a read-only cache: the next process checks again


def cache_problem(path: Path) -> str | None:
    """Why the index cannot be written at *path* (None when the folder is usable)."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return _reason(exc, folder)
    if not folder.is_dir():
        return f"{folder} is not a folder"
    if path.is_dir():
        return f"{path} is a folder"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"{folder} is not writable"
    return None


@contextmanager
def build_lock(path: Path) -> Iterator[None]:
    """Hold the build lock of *path* (waits while another process builds it).

    The lock is an advisory ``flock`` on ``<index>.lock``; the kernel releases
    it when its holder dies, so a killed build never blocks the next one.
    """
    import fcntl

    fd = os.open(str(path) + LOCK_SUFFIX, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def remove_stale_temp_files(path: Path) -> list[Path]:
    """Remove temporary files of killed builds; call while holding *path*'s build lock.

    Temp files of this index are stale for sure (their builder held this lock);
    those of other indexes are removed once they are an hour old.
    """
    removed = []
    now = time.time()
    for candidate in path.parent.glob(f"*{TEMP_SUFFIX}"):
        try:
            ours = candidate.name.startswith(path.name + ".")
            if ours or now - candidate.stat().st_mtime > STALE_TEMP_SECONDS:
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            continue  # gone already, or not ours to remove
    return removed


def _reason(exc: OSError, path: Path) -> str:
    where = exc.filename or path
    if exc.errno == errno.EEXIST or isinstance(exc, FileExistsError):
        return f"{where} exists and is not a folder"
    return f"{where}: {exc.strerror or exc}"


def _warn(message: str) -> None:
    warnings.warn(message, CacheWarning, stacklevel=3)


BUILD_STEPS = ("reading word list", "folding", "words", "keys", "bitsets", "writing")


def progress_bar(lang: str, list_name: str) -> Callable[[str], None]:
    """Where a build reports each of :data:`BUILD_STEPS` (a bar when the command line runs it)."""
    from ... import progress

    return progress.report(f"building {lang}/{list_name} index", len(BUILD_STEPS))
