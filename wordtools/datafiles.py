"""The component data files shipped in ``wordtools/data/``, found and read in one way.

Every data file is a line-record text file: one record a line, ``#`` starts a
comment, blank lines are skipped. :func:`data_path` finds a file;
:func:`read_records` yields its records with their line numbers, so a parser
can name the line of anything it refuses.

>>> path = data_path("groups.txt")
>>> next(read_records(path)).text.startswith("orange")
True
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

from .files import read_text

DATA_DIR = Path(__file__).resolve().parent / "data"


def data_path(*parts: str) -> Path:
    """The path of a shipped data file, e.g. ``data_path("wordon", "board.txt")``."""
    return DATA_DIR.joinpath(*parts)


class Record(NamedTuple):
    """One record of a data file: its line number (from 1) and its text, comment and ends stripped."""

    line: int
    text: str

    def fields(self, sep: str | None = None) -> list[str]:
        """The record split on *sep* (default: any whitespace), each field stripped."""
        return [part.strip() for part in self.text.split(sep)]


def read_records(path: Path | str, *, comments: bool = True) -> Iterator[Record]:
    """The records of *path* (read by :func:`wordtools.files.read_text`: bounded, a bad byte named)."""
    text = read_text(path)
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0] if comments else raw
        line = line.strip()
        if line:
            yield Record(number, line)
