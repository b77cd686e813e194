"""Where the compiled word lists live and how to read them.

The lists are built by ``scripts/build_dictionaries.py`` and committed under
``dictionaries/<lang>/``: ``strict.txt.gz`` and ``broad.txt.gz`` (one word per
line, real spelling, NFC) and ``zipf.tsv.gz`` (word TAB zipf). An installed
package carries them as ``wordtools/dictionaries``; a source checkout keeps
them at the top of the repository. ``WORDTOOLS_DICTIONARIES`` overrides both.
"""

from __future__ import annotations

import gzip
import hashlib
import os
from pathlib import Path

from ..errors import BadInput, DataError

LISTS = ("strict", "broad")


def dictionaries_dir() -> Path:
    """The folder that holds ``<lang>/strict.txt.gz`` and friends."""
    override = os.environ.get("WORDTOOLS_DICTIONARIES")
    if override:
        return Path(override)
    here = Path(__file__).resolve().parent
    # Installed: wordtools/dictionaries; a source checkout: dictionaries/ beside wordtools/.
    for candidate in (here.parent / "dictionaries", here.parent.parent / "dictionaries"):
        if (candidate / "SOURCES.md").exists() or (candidate / "es").is_dir():
            return candidate
    raise DataError(
        f"no dictionaries found next to {here}: run 'make dictionaries' or set WORDTOOLS_DICTIONARIES"
    )


def list_path(lang: str, list_name: str) -> Path:
    """Path of one compiled word list; checks the list name."""
    if list_name not in LISTS:
        raise BadInput(f"unknown word list {list_name!r}: choose one of {', '.join(LISTS)}")
    path = dictionaries_dir() / lang / f"{list_name}.txt.gz"
    if not path.exists():
        raise DataError(f"word list {path} is missing: run 'make dictionaries'")
    return path


def file_checksum(path: Path) -> str:
    """SHA-256 of a file, hex (identifies the list an index was built from)."""
    digest = hashlib.sha256()
    try:
        with open(path, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    except OSError as exc:
        raise DataError(f"cannot read {path}: {exc.strerror}") from None
    return digest.hexdigest()


def read_gzip_lines(path: Path) -> list[str]:
    """All non-empty lines of a gzip'd UTF-8 text file."""
    try:
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            return [line.rstrip("\n") for line in handle if line.strip()]
    except (OSError, EOFError, UnicodeDecodeError) as exc:
        raise DataError(f"cannot read word list {path}: {exc}") from None


def read_words(lang: str, list_name: str) -> list[str]:
    """The words of one list, in their real spelling."""
    return read_gzip_lines(list_path(lang, list_name))


def zipf_path(lang: str) -> Path:
    """Path of the frequency table of *lang*."""
    path = dictionaries_dir() / lang / "zipf.tsv.gz"
    if not path.exists():
        raise DataError(f"frequency table {path} is missing: run 'make dictionaries'")
    return path


def read_zipf(lang: str) -> dict[str, float]:
    """word -> zipf frequency for *lang* (words missing here have zipf 0)."""
    path = zipf_path(lang)
    table: dict[str, float] = {}
    for number, line in enumerate(read_gzip_lines(path), 1):
        word, _, value = line.partition("\t")
        try:
            table[word] = float(value)
        except ValueError:
            raise DataError(f"{path}:{number}: malformed line {line!r}") from None
    return table
