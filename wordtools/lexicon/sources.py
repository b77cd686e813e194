"""Where the compiled word lists live and how to read them.

The lists are built by ``scripts/build_dictionaries.py`` and committed under
``dictionaries/<lang>/``: ``strict.txt.gz`` and ``broad.txt.gz`` (one word per
line, real spelling, NFC), ``kinds.tsv.gz`` (word TAB kind TAB source, for every
broad entry) and ``zipf.tsv.gz`` (word TAB zipf). A user's own list (``--words
FILE``) is a plain text file, one word per line. An installed
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
# What an entry is (see scripts/word_kinds.py for the rules that decide it).
KINDS = ("word", "name", "abbreviation", "foreign", "variant")
USER_SOURCE = "user"


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
    raise DataError(f"no dictionaries found next to {here}: run 'make dictionaries' or set WORDTOOLS_DICTIONARIES")


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


def read_gzip_text(path: Path) -> str:
    """The whole text of a gzip'd UTF-8 file."""
    try:
        with gzip.open(path, "rb") as handle:
            return handle.read().decode("utf-8")
    except (OSError, EOFError, UnicodeDecodeError) as exc:
        raise DataError(f"cannot read word list {path}: {exc}") from None


def read_gzip_lines(path: Path) -> list[str]:
    """All non-empty lines of a gzip'd UTF-8 text file (one split of the whole text)."""
    lines = read_gzip_text(path).split("\n")
    if "" in lines:
        lines = [line for line in lines if line.strip()]
    return lines


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
    words, values = read_zipf_columns(lang)
    try:
        return dict(zip(words, map(float, values)))
    except ValueError:
        raise DataError(f"{zipf_path(lang)}: malformed zipf value") from None


def _columns(path: Path, width: int) -> tuple[list[str], ...]:
    """The columns of a TSV file, split in C (one split of the whole text, then slices)."""
    text = read_gzip_text(path)
    if text.endswith("\n"):
        text = text[:-1]
    if not text:
        return tuple([] for _ in range(width))
    lines = text.count("\n") + 1
    fields = text.replace("\n", "\t").split("\t")
    if len(fields) != lines * width or text.count("\t") != lines * (width - 1):
        raise DataError(f"{path}: malformed line (want {width} tab-separated fields)")
    return tuple(fields[k::width] for k in range(width))


def read_zipf_columns(lang: str) -> tuple[list[str], list[str]]:
    """(words, zipf values as text) of *lang*'s frequency table, sorted by word."""
    return _columns(zipf_path(lang), 2)  # type: ignore[return-value]


def read_kinds_columns(lang: str) -> tuple[list[str], list[str], list[str]]:
    """(words, kinds, sources) of *lang*'s kinds table, sorted by word."""
    columns = _columns(kinds_path(lang), 3)
    unknown = set(columns[1]) - set(KINDS)
    if unknown:
        raise DataError(f"{kinds_path(lang)}: unknown kind {sorted(unknown)[0]!r}")
    return columns  # type: ignore[return-value]


def kinds_path(lang: str) -> Path:
    """Path of the kinds table of *lang* (word TAB kind TAB source)."""
    path = dictionaries_dir() / lang / "kinds.tsv.gz"
    if not path.exists():
        raise DataError(f"kinds table {path} is missing: run 'make dictionaries'")
    return path


def read_kinds(lang: str) -> dict[str, tuple[str, str]]:
    """word -> (kind, source) for every broad entry of *lang*."""
    words, kinds, sources = read_kinds_columns(lang)
    return dict(zip(words, zip(kinds, sources)))


def read_user_words(path: str | Path) -> list[str]:
    """A user's own word list: one word per line (blank lines and ``#`` comments skipped)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(f"cannot read word list {path}: {exc}") from None
    words = []
    for line in text.splitlines():
        word = line.strip()
        if word and not word.startswith("#"):
            words.append(word)
    return words
