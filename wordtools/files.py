"""The one file writer and the one bounded reader: every command that writes or reads a user's file goes here.

Writing (:func:`write_text`, :func:`write_bytes`, checked early by :func:`check_target`):

- a regular file (new or not) is written **atomically**: a temporary file beside
  the target, then a rename, so a reader sees the old file or the whole new one;
- a new file gets mode 0666 less the umask; a replaced file keeps its mode;
- **missing folders are made** (the one rule for ``--log``, ``--logs`` and ``--out``);
- a **symlink is followed**: its target is written, the link stays;
- a **device or a FIFO is written through**, never replaced (``--log /dev/stdout``
  works, ``/dev/full`` says "No space left on device"); a FIFO with no reader is refused;
- a folder, anything under /proc or /sys, and a name longer than the system
  allows are refused with one line (:class:`~wordtools.errors.DataError`, exit 3)
  — :func:`check_target` says so before a command starts its work.

Reading (:func:`read_text`, :func:`read_bytes`, :func:`read_lines`):

- at most :data:`MAX_INPUT_BYTES` (64 MiB), so ``/dev/zero`` is one line, not a MemoryError;
- a byte that is not UTF-8 is named with file, line and column; a leading BOM is dropped;
- a missing or unreadable file is a :class:`~wordtools.errors.DataError` (exit 3) everywhere.

>>> import tempfile, os
>>> folder = tempfile.mkdtemp()
>>> path = write_text(os.path.join(folder, "new", "deck.txt"), "A 3\\n")
>>> read_text(path)
'A 3\\n'
>>> oct(os.stat(path).st_mode & 0o777) == oct(0o666 & ~current_umask())
True
"""

from __future__ import annotations

import csv
import errno
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from .errors import DataError

MAX_INPUT_BYTES = 64 << 20  # no input file of ours comes near this; /dev/zero stops here
MAX_LINE_BYTES = 1 << 20  # a line of a line-record input (a query, a word, a move) is far shorter
FORBIDDEN_ROOTS = ("/proc", "/sys")

csv.field_size_limit(MAX_LINE_BYTES)  # one limit for every CSV reader; a longer field is one line (csv_error)


def current_umask() -> int:
    """The process's umask (read without changing it for long)."""
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _why(exc: OSError) -> str:
    return exc.strerror or str(exc)


def _name_limits(path: Path, shown: str | Path) -> None:
    text = os.fsencode(str(path))
    folder = _existing_ancestor(path)
    try:
        name_max = os.pathconf(folder, "PC_NAME_MAX")
        path_max = os.pathconf(folder, "PC_PATH_MAX")
    except (OSError, ValueError):
        name_max, path_max = 255, 4096
    if len(text) >= path_max:
        raise DataError(f"cannot write {_short(shown)}: the path is longer than {path_max} bytes")
    for part in path.parts:
        if len(os.fsencode(part)) > name_max:
            raise DataError(f"cannot write {_short(shown)}: a name in the path is longer than {name_max} bytes")


def _short(path: Path | str) -> str:
    text = str(path)
    return text if len(text) <= 80 else text[:40] + "…" + text[-30:]


def _existing_ancestor(path: Path) -> Path:
    folder = path.parent
    while not os.path.exists(folder) and folder != folder.parent:
        folder = folder.parent
    return folder


def _resolved(path: str | Path) -> Path:
    """*path* made absolute with its symlinks followed (a dangling link: where it points)."""
    path = Path(path)
    try:
        return Path(os.path.realpath(path))
    except (OSError, ValueError) as exc:
        raise DataError(f"cannot write {_short(path)}: {exc}") from None


def check_target(path: str | Path, shown: str | Path | None = None) -> Path:
    """The file that writing *path* will write (symlinks followed), or a one-line
    :class:`DataError` when it can never be written there. Call it before long work."""
    shown = path if shown is None else shown
    if not str(path):
        raise DataError("cannot write to an empty file name")
    if "\0" in str(path):
        raise DataError(f"cannot write {_short(str(path).replace(chr(0), '?'))}: a file name has no NUL byte")
    _name_limits(Path(os.path.abspath(path)), shown)
    target = _resolved(path)
    _name_limits(target, shown)
    if any(target == Path(root) or Path(root) in target.parents for root in FORBIDDEN_ROOTS):
        raise DataError(f"cannot write {_short(shown)}: {target.parts[1]} is the kernel's, not a place for files")
    try:
        info = os.stat(target)
    except FileNotFoundError:
        info = None
    except NotADirectoryError:
        raise DataError(f"cannot write {_short(shown)}: {_existing_ancestor(target)} is not a folder") from None
    except OSError as exc:
        raise DataError(f"cannot write {_short(shown)}: {_why(exc)}") from None
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            raise DataError(f"cannot write {_short(shown)}: it is a folder")
        if stat.S_ISREG(info.st_mode) or stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode):
            if not os.access(target, os.W_OK):
                raise DataError(f"cannot write {_short(shown)}: permission denied")
        if not (stat.S_ISREG(info.st_mode) or stat.S_ISFIFO(info.st_mode)):
            if not (stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode)):
                raise DataError(f"cannot write {_short(shown)}: not a file, a device or a FIFO")
            return target
        if stat.S_ISFIFO(info.st_mode):
            return target
    folder = _existing_ancestor(target)
    if not folder.is_dir():
        raise DataError(f"cannot write {_short(shown)}: {folder} is not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise DataError(f"cannot write {_short(shown)}: the folder {_short(folder)} is not writable")
    return target


def check_folder(folder: str | Path) -> Path:
    """A folder files will be written into (``simulate --logs``): checked as :func:`check_target`
    checks a file's place, and made when missing. Returns it, symlinks followed."""
    if os.path.exists(folder) and not os.path.isdir(folder):
        raise DataError(f"cannot write to {_short(folder)}: it is a file, not a folder")
    target = check_target(Path(folder) / "x", folder)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DataError(f"cannot make the folder {_short(folder)}: {_why(exc)}") from None
    return target.parent


def write_text(path: str | Path, text: str) -> Path:
    """Write *text* (UTF-8) to *path* by the rules above; returns the path written."""
    return write_bytes(path, text.encode("utf-8"))


def write_bytes(path: str | Path, data: bytes) -> Path:
    """Write *data* to *path* by the rules above; returns the path written (symlinks followed)."""
    target = check_target(path)
    try:
        info = os.stat(target)
    except OSError:
        info = None
    if info is not None and not stat.S_ISREG(info.st_mode):
        _write_through(target, data, stat.S_ISFIFO(info.st_mode), path)
        return target
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DataError(f"cannot make the folder {_short(target.parent)}: {_why(exc)}") from None
    mode = stat.S_IMODE(info.st_mode) if info is not None else 0o666 & ~current_umask()
    import tempfile  # writing only: a command that only reads data files does not load it

    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name[:200]}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise DataError(f"cannot write {_short(path)}: {_why(exc)}") from None
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            os.fchmod(out.fileno(), mode)
        os.replace(tmp, target)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise DataError(f"cannot write {_short(path)}: {_why(exc)}") from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target


def _write_through(target: Path, data: bytes, fifo: bool, shown: str | Path) -> None:
    """Write into a device or a FIFO in place (a FIFO must have a reader already)."""
    flags = os.O_WRONLY | (os.O_NONBLOCK if fifo else 0)
    try:
        fd = os.open(target, flags)
    except OSError as exc:
        if fifo and exc.errno == errno.ENXIO:
            raise DataError(f"cannot write {_short(shown)}: a FIFO with no reader") from None
        raise DataError(f"cannot write {_short(shown)}: {_why(exc)}") from None
    try:
        if fifo:
            os.set_blocking(fd, True)
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
    except OSError as exc:
        raise DataError(f"cannot write {_short(shown)}: {_why(exc)}") from None
    finally:
        os.close(fd)


# -- reading -----------------------------------------------------------------


def _open_input(path: str | Path, what: str) -> BinaryIO:
    try:
        return open(path, "rb")  # noqa: SIM115 (closed by the callers)
    except FileNotFoundError:
        raise DataError(f"{_short(path)}: no such file") from None
    except IsADirectoryError:
        raise DataError(f"{_short(path)}: a folder, not a {what}") from None
    except (OSError, ValueError) as exc:
        raise DataError(f"{_short(path)}: cannot read: {getattr(exc, 'strerror', None) or exc}") from None


def read_bytes(path: str | Path, what: str = "file", limit: int = MAX_INPUT_BYTES) -> bytes:
    """The content of *path*, at most *limit* bytes (a larger file is a :class:`DataError`)."""
    with _open_input(path, what) as handle:
        try:
            data = handle.read(limit + 1)
        except OSError as exc:
            raise DataError(f"{_short(path)}: cannot read: {_why(exc)}") from None
    if len(data) > limit:
        raise DataError(f"{_short(path)}: larger than {limit >> 20} MiB; not a {what} of ours")
    return data


class NotUTF8(DataError):
    """A byte that is not UTF-8, at ``line`` and ``column`` (both from 1; the column counts bytes)."""

    def __init__(self, name: str | Path, line: int, column: int, byte: int):
        self.line, self.column = line, column
        self.problem = f"not UTF-8 text (byte 0x{byte:02x} at column {column}); save the file as UTF-8"
        super().__init__(f"{_short(name)}:{line}: {self.problem}")


def decode(data: bytes, name: str | Path) -> str:
    """*data* as UTF-8 (a leading BOM dropped); a bad byte is named with its line and column."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise NotUTF8(name, line, column, data[exc.start]) from None


def read_text(path: str | Path, what: str = "file", limit: int = MAX_INPUT_BYTES) -> str:
    """The UTF-8 text of *path* (bounded, BOM dropped, a bad byte named by line and column)."""
    return decode(read_bytes(path, what, limit), path)


def read_lines(path: str | Path, what: str = "file", max_chars: int | None = None) -> list[str]:
    """The lines of *path*; with *max_chars*, a longer line is a :class:`DataError` naming it."""
    lines = read_text(path, what).splitlines()
    if max_chars is not None:
        for number, line in enumerate(lines, 1):
            if len(line.strip()) > max_chars:
                raise DataError(
                    f"{_short(path)}:{number}: a line of {len(line.strip()):,} characters (at most {max_chars})"
                )
    return lines


def bounded_lines(stream: BinaryIO, limit: int = MAX_LINE_BYTES, total: int = MAX_INPUT_BYTES) -> Iterator[bytes]:
    """The lines of a binary *stream*, each cut to *limit* + 1 bytes (so a reader can tell it was
    too long); the rest of an over-long line is skipped, and a line with no end within *total*
    bytes ends the input with a :class:`DataError` (``/dev/zero`` does not run forever)."""
    name = getattr(stream, "name", "<input>")
    while True:
        try:
            line = stream.readline(limit + 1)
        except OSError as exc:
            raise DataError(f"{name}: cannot read: {_why(exc)}") from None
        if not line:
            return
        if len(line) > limit and not line.endswith(b"\n"):
            skipped = len(line)
            while True:
                rest = stream.readline(limit)
                skipped += len(rest)
                if not rest or rest.endswith(b"\n"):
                    break
                if skipped > total:
                    yield line
                    raise DataError(f"{name}: a line longer than {total >> 20} MiB; the rest of the input is not read")
        yield line


def csv_error(path: str | Path, exc: csv.Error, line: int | None = None) -> DataError:
    """A CSV reader's error (a field over the limit, a NUL byte) as one line naming the file."""
    where = f"{_short(path)}:{line}" if line else _short(path)
    text = str(exc)
    if "field larger than field limit" in text:
        text = f"a field longer than {MAX_LINE_BYTES:,} characters"
    return DataError(f"{where}: not a CSV file we can read: {text}")
