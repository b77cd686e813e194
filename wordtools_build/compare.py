"""``make dictionaries-check``: rebuild into a temporary folder and compare with the committed files.

A list is compared by the SHA-256 of its decompressed text (the gzip header does not count), and
where it differs by its rows, keyed by their first column: added, removed, changed.
"""

from __future__ import annotations

import gzip
import hashlib
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .build import build
from .common import FILES, log

NOTES = ("SOURCES.md", "lists.json")
EXAMPLES = 3  # rows shown of each sort of difference
NAME_WIDTH = 44  # the longest name, licenses/an-array-of-spanish-words.license, and a space


@dataclass
class Difference:
    """How two versions of one file's rows differ (rows keyed by their first column)."""

    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    changed: list[tuple[str, str]] = field(default_factory=list)  # (committed row, built row)

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.changed)


def diff_rows(committed: Iterable[str], built: Iterable[str]) -> Difference:
    """Rows of *built* that *committed* lacks, the other way round, and those whose key both
    hold with other fields (order aside: a moved row is the same row).

    >>> d = diff_rows(["sol\\t5.1", "mar\\t4.9", "pez\\t4.0"], ["sol\\t5.1", "mar\\t5.0", "luz\\t4.8"])
    >>> d.added, d.removed, d.changed
    (['luz\\t4.8'], ['pez\\t4.0'], [('mar\\t4.9', 'mar\\t5.0')])
    """
    old = {row.split("\t", 1)[0]: row for row in committed}
    new = {row.split("\t", 1)[0]: row for row in built}
    out = Difference()
    out.added = [row for key, row in new.items() if key not in old]
    out.removed = [row for key, row in old.items() if key not in new]
    out.changed = [(old[key], row) for key, row in new.items() if key in old and old[key] != row]
    return out


def content(path: Path) -> bytes:
    """The file's text as stored: decompressed for ``.gz``."""
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else data


def compare_file(committed: Path, built: Path) -> tuple[str, Difference | None]:
    """``same`` or ``differs`` with the row difference, ``missing`` / ``not built``."""
    if not committed.exists():
        return "not committed", None
    if not built.exists():
        return "not built", None
    old, new = content(committed), content(built)
    if hashlib.sha256(old).digest() == hashlib.sha256(new).digest():
        return "same", None
    return "differs", diff_rows(old.decode("utf-8").splitlines(), new.decode("utf-8").splitlines())


def report(name: str, status: str, difference: Difference | None, rows: int | None) -> list[str]:
    """The line (and examples) for one file."""
    if difference is None:
        counted = f" ({rows:,} rows)" if rows is not None else ""
        return [f"{name:<{NAME_WIDTH}}{status}{counted}"]
    line = (
        f"{name:<{NAME_WIDTH}}{status}: {len(difference.added):,} added, {len(difference.removed):,} removed, "
        f"{len(difference.changed):,} changed"
    )
    lines = [line]
    for label, rows_of in (("+", difference.added), ("-", difference.removed)):
        lines += [f"    {label} {row}" for row in rows_of[:EXAMPLES]]
    lines += [f"    ~ {old}  →  {new}" for old, new in difference.changed[:EXAMPLES]]
    return lines


def compared_files(langs: Sequence[str], built: Path) -> list[str]:
    """The lists of *langs*, the notes, and every licence file the build wrote."""
    names = [f"{lang}/{name}" for lang in langs for name in FILES.values()]
    licences = sorted(f"licenses/{p.name}" for p in (built / "licenses").glob("*"))
    return names + list(NOTES) + licences


def compare_folders(committed: Path, built: Path, langs: Sequence[str]) -> tuple[list[str], int]:
    """The report lines and how many files differ (or are missing on one side)."""
    lines, differing = [], 0
    for name in compared_files(langs, built):
        if not (committed / name).exists() and not (built / name).exists():
            continue  # a list this language does not have (en/enclitic)
        status, difference = compare_file(committed / name, built / name)
        rows = content(built / name).count(b"\n") if status == "same" else None
        differing += status != "same"
        lines += report(name, status, difference, rows)
    return lines, differing


def check_against(committed: Path, langs: Sequence[str], started: float) -> int:
    """Build every language into a temporary folder (each one's familiarity reads the other's
    lists), compare *langs*' files with *committed*'s; 0 when all are the same, else 1."""
    with tempfile.TemporaryDirectory(prefix="wordtools-dictionaries-") as folder:
        built = Path(folder)
        build(built, ["es", "en"])
        lines, differing = compare_folders(committed, built, langs)
    log("")
    for line in lines:
        log(line)
    took = time.perf_counter() - started
    verdict = "the rebuild gives the committed files" if not differing else f"{differing} file(s) differ"
    log(f"{verdict} ({took:.0f} s)")
    return 0 if not differing else 1
