"""Where the compiled word lists live and how to read them.

The lists are built by ``python -m wordtools_build`` (the ``wordtools_build/`` package) and committed under
``dictionaries/<lang>/``: ``strict.tsv.gz`` and ``broad.tsv.gz`` hold one entry a
line, ``word TAB zipf TAB kind TAB source TAB familiarity`` (real spelling, NFC; familiarity
0-1 in hundredths, see :mod:`.familiarity`; a four-column file gets the estimate), in the index's
order (folded length, folded key, spelling), so an index is built without a sort
or a join; ``zipf.tsv.gz`` (word TAB zipf) gives the frequency of the words of a
user's own list (``--words FILE``: a plain text file, one word per line). An installed
package carries them as ``wordtools/dictionaries``; a source checkout keeps
them at the top of the repository. ``WORDTOOLS_DICTIONARIES`` overrides both.
"""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path

from ..errors import BadInput, DataError
from ..records import SlotRecord

LISTS = ("strict", "broad", "enclitic")
# es/enclitic = es/strict + every verb + enclitic pronoun form (rómpelo, cómetelo): 2.5 million
# words, a list of its own so that strict and broad stay small and fast to index.
LANGUAGE_LISTS = {"es": ("strict", "broad", "enclitic"), "en": ("strict", "broad")}
# What an entry is (the dictionary build decides it: wordtools_build/rules/kinds.py; it declares no kinds of its own).
KINDS = ("word", "name", "abbreviation", "foreign", "variant")
USER_SOURCE = "user"


def dictionaries_dir() -> Path:
    """The folder that holds ``<lang>/strict.tsv.gz`` and friends."""
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
    if list_name not in lists_for(lang):
        raise BadInput(f"there is no {lang} {list_name} list: choose one of {', '.join(lists_for(lang))}")
    path = dictionaries_dir() / lang / f"{list_name}.tsv.gz"
    if not path.exists():
        raise DataError(f"word list {path} is missing: run 'make dictionaries'")
    return path


def lists_for(lang: str) -> tuple[str, ...]:
    """The word lists *lang* has."""
    return LANGUAGE_LISTS.get(lang, ("strict", "broad"))


def file_checksum(path: Path) -> str:
    """SHA-256 of a file, hex (identifies the list an index was built from)."""
    import hashlib  # only when hashing: most runs find the checksum remembered

    from ..files import MAX_INPUT_BYTES

    digest = hashlib.sha256()
    size = 0
    try:
        with open(path, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
                size += len(block)
                if size > MAX_INPUT_BYTES:
                    raise DataError(f"{path}: larger than {MAX_INPUT_BYTES >> 20} MiB; not a word list of ours")
    except FileNotFoundError:
        raise DataError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise DataError(f"{path}: a folder, not a file") from None
    except OSError as exc:
        raise DataError(f"cannot read {path}: {exc.strerror}") from None
    return digest.hexdigest()


def read_gzip_bytes(path: Path) -> bytes:
    """The whole content of a gzip'd file."""
    import gzip  # building an index only: a query that maps one never loads it

    try:
        with gzip.open(path, "rb") as handle:
            return handle.read()
    except (OSError, EOFError) as exc:
        raise DataError(f"cannot read word list {path}: {exc}") from None


def read_gzip_text(path: Path) -> str:
    """The whole text of a gzip'd UTF-8 file."""
    return decode_list(path, read_gzip_bytes(path))


def decode_list(path: Path, data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(f"cannot read word list {path}: {exc}") from None


class ListRows(SlotRecord):
    """The columns of a word list, row by row: spelling, zipf (as text), kind, source,
    familiarity (as text)."""

    __slots__ = ("words", "zipf", "kinds", "sources", "familiarity")

    def __init__(self, words: list[str], zipf: list[str], kinds: list[str], sources: list[str], familiarity: list[str]):
        self.words = words
        self.zipf = zipf
        self.kinds = kinds
        self.sources = sources
        self.familiarity = familiarity

    def __len__(self) -> int:
        return len(self.words)

    def plus(self, other: ListRows) -> ListRows:
        return ListRows(
            self.words + other.words,
            self.zipf + other.zipf,
            self.kinds + other.kinds,
            self.sources + other.sources,
            self.familiarity + other.familiarity,
        )


NO_ROWS = ListRows([], [], [], [], [])


def read_list(lang: str, list_name: str) -> ListRows:
    """Every row of one list, in the file's (the index's) order."""
    path = list_path(lang, list_name)
    return parse_list(path, read_gzip_text(path))


def parse_list(path: Path, text: str) -> ListRows:
    """The rows of a list file's text (*path* names it in errors): five columns, or four
    (no familiarity: each row gets :func:`.familiarity.estimate` of its zipf and kind)."""
    first = text[: text.find("\n")] if "\n" in text else text
    width = 4 if first.count("\t") == 3 else 5
    columns = _split_columns(path, text, width)
    unknown = set(columns[2]) - set(KINDS)
    if unknown:
        raise DataError(f"{path}: unknown kind {sorted(unknown)[0]!r}")
    if width == 4:
        columns = (*columns, estimated_familiarity(path, columns[1], columns[2]))
    return ListRows(*columns)


def estimated_familiarity(path: Path | str, zipf: list[str], kinds: list[str]) -> list[str]:
    """The fallback familiarity (as text) of rows with these zipf values (text) and kinds."""
    from .familiarity import estimate

    memo: dict[tuple[str, str], str] = {}
    out = []
    for pair in zip(zipf, kinds):
        value = memo.get(pair)
        if value is None:
            try:
                value = memo[pair] = f"{estimate(float(pair[0]), pair[1]):.2f}"
            except ValueError:
                raise DataError(f"{path}: malformed zipf value {pair[0][:20]!r}") from None
        out.append(value)
    return out


def read_words(lang: str, list_name: str) -> list[str]:
    """The words of one list, in their real spelling."""
    return read_list(lang, list_name).words


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
    """The columns of a gzip'd TSV file."""
    return _split_columns(path, read_gzip_text(path), width)


def _split_columns(path: Path, text: str, width: int) -> tuple[list[str], ...]:
    """The columns of a TSV text, split in C (one split of the whole text, then slices)."""
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


def read_kinds(lang: str) -> dict[str, tuple[str, str, str]]:
    """word -> (kind, source, familiarity as text) for every broad entry of *lang*."""
    rows = read_list(lang, "broad")
    return dict(zip(rows.words, zip(rows.kinds, rows.sources, rows.familiarity)))


def user_rows(lang: str, words: list[str], listed: set[str]) -> ListRows:
    """Rows for the words of a user's list that *listed* lacks: zipf from the frequency table,
    kind, source and familiarity from the broad list when it has the word, else kind ``word``
    from ``user`` with the estimated familiarity (:func:`.familiarity.estimate`)."""
    new = sorted(set(words) - listed)
    if not new:
        return NO_ROWS
    zipf = read_zipf(lang)
    kinds = read_kinds(lang)
    zipf_text = [f"{zipf.get(word, 0.0):.2f}" for word in new]
    found = [kinds.get(word) for word in new]
    kind = [f[0] if f else "word" for f in found]
    guess = estimated_familiarity(USER_SOURCE, zipf_text, kind)
    return ListRows(
        new,
        zipf_text,
        kind,
        [f[1] if f else USER_SOURCE for f in found],
        [f[2] if f else g for f, g in zip(found, guess)],
    )


MAX_USER_WORD = 100  # characters; the longest words of our lists have about 30


def read_user_words(path: str | Path) -> list[str]:
    """A user's own word list: one word per line (blank lines and ``#`` comments skipped)."""
    from ..files import read_lines

    words = []
    for number, line in enumerate(read_lines(path, "word list", max_chars=MAX_USER_WORD), 1):
        word = line.strip()
        if word and not word.startswith("#"):
            bad = next((c for c in word if not _word_character(c)), None)
            if bad is not None:
                raise DataError(f"{path}:{number}: {word[:40]!r} is not a word (it has {bad!r})")
            words.append(word)
    return words


def _word_character(char: str) -> bool:
    """Letters, marks, and the few signs inside words (a space, hyphen, apostrophe, period)."""
    return char in " -'’." or unicodedata.category(char)[0] in "LM"
