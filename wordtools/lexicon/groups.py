"""Named letter groups (``{orange}`` in a pattern), read from a small data file.

The default file is ``wordtools/data/groups.txt`` (the five Montage colours);
users add groups of their own on the command line (``--group vowelsy=aeiouy``)
or with another file.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ..datafiles import data_path
from ..errors import BadInput, DataError
from ..files import read_text
from .alphabet import Alphabet

DEFAULT_GROUPS = data_path("groups.txt")


@lru_cache(maxsize=8)
def read_groups(path: Path = DEFAULT_GROUPS) -> dict[str, str]:
    """name -> letters from a groups file (``name = letters`` lines)."""
    text = read_text(path, "groups file")
    groups: dict[str, str] = {}
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        name, sep, letters = (part.strip() for part in line.partition("="))
        if not sep or not name.isidentifier() or not letters.replace(" ", "").isalpha():
            raise DataError(f"{path}:{number}: expected 'name = letters', got {raw.strip()!r}")
        groups[name.lower()] = letters.replace(" ", "").lower()
    return groups


def parse_group_option(text: str) -> tuple[str, str]:
    """Parse ``name=letters`` from the command line."""
    name, sep, letters = text.partition("=")
    name = name.strip().lower()
    if not sep or not name.isidentifier() or not letters.strip():
        raise BadInput(f"a group is written name=letters, got {text!r}")
    return name, letters.strip().lower()


def group_letters(alpha: Alphabet, letters: str) -> frozenset[str]:
    """The group's letters that exist in *alpha* (folded: accents dropped)."""
    out: set[str] = set()
    for ch in letters:
        folded = alpha.try_fold(ch)
        if folded:
            out.update(folded)
    return frozenset(out)
