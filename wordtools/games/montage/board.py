"""The Montage board: 15 x 15 circles in 9 zones of 5 x 5, pips, open words.

Start with :func:`load_pattern` (a named pip pattern from
``wordtools/data/montage/`` or a file) and :func:`check_pattern` (15 x 15,
symmetric under a half turn, at most 50 pips, every circle reachable). Then
:func:`runs` lists the words of the board: every horizontal or vertical run of
two or more circles between pips or the edge. A run holding at least one chip
and at least one empty circle is an *open word* (singlet, doublet, ...).

Circles are numbered ``row * 15 + col`` and named like a chess board: columns
a-o from the left, rows 1-15 from the top (``h8`` is the centre).

Zones are numbered 0-8 row by row; 4 is the middle, 1 3 5 7 the home zones
(north, west, east, south), 0 2 6 8 the corners.

>>> name(112), parse_circle("h8")
('h8', 112)
>>> zone_of(parse_circle("a1")), zone_of(parse_circle("h15"))
(0, 7)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...datafiles import data_path
from ...errors import BadInput, DataError

SIZE = 15
ZONE = 5
CELLS = SIZE * SIZE
MAX_PIPS = 50
PATTERN_DIR = data_path("montage")
COLUMNS = "abcdefghijklmno"
HOMES = (1, 3, 5, 7)
ADJACENT_CORNERS = {1: (0, 2), 3: (0, 6), 5: (2, 8), 7: (6, 8)}
ZONE_NAMES = ("north-west", "north", "north-east", "west", "middle", "east", "south-west", "south", "south-east")


def name(cell: int) -> str:
    """``a1`` for circle 0."""
    return f"{COLUMNS[cell % SIZE]}{cell // SIZE + 1}"


def parse_circle(text: str) -> int:
    """Circle number of ``h8``-style text."""
    text = text.strip().lower()
    if len(text) < 2 or text[0] not in COLUMNS or not text[1:].isdigit() or not 1 <= int(text[1:]) <= SIZE:
        raise BadInput(f"{text!r} is not a circle: write a column a-o and a row 1-15, e.g. h8")
    return (int(text[1:]) - 1) * SIZE + COLUMNS.index(text[0])


def zone_of(cell: int) -> int:
    return (cell // SIZE // ZONE) * 3 + (cell % SIZE) // ZONE


ZONE_CELLS: tuple[tuple[int, ...], ...] = tuple(tuple(c for c in range(CELLS) if zone_of(c) == z) for z in range(9))


def diamond() -> tuple[int, ...]:
    """The big diamond (circles at Manhattan distance 7 from the centre), in order around it.

    This is the project's DERIVED default (the rulebook's picture is lost).
    """
    mid = SIZE // 2
    cells = [r * SIZE + c for r in range(SIZE) for c in range(SIZE) if abs(r - mid) + abs(c - mid) == mid]
    return tuple(sorted(cells, key=lambda c: math.atan2(c // SIZE - mid, c % SIZE - mid)))


DIAMOND = diamond()


@dataclass(frozen=True)
class Run:
    """A word of the board: its circles in reading order (left to right or top to bottom)."""

    cells: tuple[int, ...]
    horizontal: bool

    def __len__(self) -> int:
        return len(self.cells)

    @property
    def label(self) -> str:
        """``h8-l8``: first and last circle."""
        return f"{name(self.cells[0])}-{name(self.cells[-1])}"


@dataclass(frozen=True)
class PipPattern:
    """A named pip layout."""

    name: str
    pips: frozenset[int]
    about: str = ""
    source: str = ""

    def picture(self) -> str:
        """The pattern as 15 lines of ``.`` (circle) and ``X`` (pip)."""
        return "\n".join(" ".join("X" if r * SIZE + c in self.pips else "." for c in range(SIZE)) for r in range(SIZE))


def pattern_names() -> list[str]:
    """Names of the patterns shipped in ``wordtools/data/montage``."""
    return sorted(p.stem for p in PATTERN_DIR.glob("*.txt"))


def load_pattern(name_or_path: str) -> PipPattern:
    """A shipped pattern by name, or a pattern file; checked (raises DataError)."""
    shipped = PATTERN_DIR / f"{name_or_path}.txt"
    if name_or_path in pattern_names():
        path = shipped
    elif Path(name_or_path).is_file():
        path = Path(name_or_path)
    else:
        raise BadInput(f"unknown pattern {name_or_path!r}: choose one of {', '.join(pattern_names())} or give a file")
    return _load_file(str(path))


@lru_cache(maxsize=32)
def _load_file(path: str) -> PipPattern:
    from ...files import read_text

    text = read_text(path, "pattern file")
    pattern = parse_pattern_text(text, Path(path).stem, path)
    problems = check_pattern(pattern)
    if problems:
        raise DataError(f"{path}: {problems[0]}" + (f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""))
    return pattern


def parse_pattern_text(text: str, default_name: str, source: str = "") -> PipPattern:
    """Read ``.``/``X`` rows (spaces ignored, ``#`` comments; ``# about: ...`` kept)."""
    rows, about = [], []
    for raw in text.splitlines():
        if raw.lstrip().startswith("#"):
            body = raw.lstrip()[1:].strip()
            if body.lower().startswith("about:"):
                about.append(body[6:].strip())
            continue
        row = raw.replace(" ", "").replace("\t", "")
        if row:
            rows.append(row)
    where = source or default_name
    if len(rows) != SIZE or any(len(r) != SIZE for r in rows):
        widths = sorted({len(r) for r in rows}) or [0]
        raise DataError(
            f"{where}: a pattern is 15 x 15 circles, found {len(rows)} rows of {'/'.join(map(str, widths))}"
        )
    pips = set()
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch in "Xx":
                pips.add(r * SIZE + c)
            elif ch not in ".o":
                raise DataError(f"{where}: row {r + 1} has {ch!r}; use '.' for a circle and 'X' for a pip")
    return PipPattern(default_name, frozenset(pips), " ".join(about), source)


def rotated(cell: int, quarter_turns: int = 2) -> int:
    """The circle *cell* moves to when the board turns by quarter turns (clockwise)."""
    r, c = divmod(cell, SIZE)
    for _ in range(quarter_turns % 4):
        r, c = c, SIZE - 1 - r
    return r * SIZE + c


def symmetry(pattern: PipPattern) -> int:
    """4 if the pattern is the same after a quarter turn, 2 after a half turn, else 1."""
    if all(rotated(p, 1) in pattern.pips for p in pattern.pips):
        return 4
    if all(rotated(p, 2) in pattern.pips for p in pattern.pips):
        return 2
    return 1


@lru_cache(maxsize=64)
def runs(pips: frozenset[int]) -> tuple[Run, ...]:
    """Every run of two or more circles between pips or the edge, across then down."""
    out = []
    for horizontal in (True, False):
        for line in range(SIZE):
            cells = [line * SIZE + k if horizontal else k * SIZE + line for k in range(SIZE)]
            current: list[int] = []
            for cell in [*cells, None]:
                if cell is None or cell in pips:
                    if len(current) >= 2:
                        out.append(Run(tuple(current), horizontal))
                    current = []
                else:
                    current.append(cell)
    return tuple(out)


@lru_cache(maxsize=64)
def runs_through(pips: frozenset[int]) -> dict[int, tuple[int, ...]]:
    """Circle -> indexes (into :func:`runs`) of the runs through it."""
    through: dict[int, list[int]] = {}
    for k, run in enumerate(runs(pips)):
        for cell in run.cells:
            through.setdefault(cell, []).append(k)
    return {cell: tuple(ks) for cell, ks in through.items()}


def unreachable(pips: frozenset[int]) -> list[int]:
    """Circles no word can ever reach: on no run, or not linked by runs to the seeded diamond."""
    through = runs_through(pips)
    all_runs = runs(pips)
    reached = {c for c in DIAMOND if c not in pips}
    frontier = list(reached)
    while frontier:
        cell = frontier.pop()
        for k in through.get(cell, ()):
            for other in all_runs[k].cells:
                if other not in reached:
                    reached.add(other)
                    frontier.append(other)
    return [c for c in range(CELLS) if c not in pips and c not in reached]


def check_pattern(pattern: PipPattern) -> list[str]:
    """Problems that make *pattern* unplayable (empty list: fine)."""
    problems = []
    lonely = [p for p in sorted(pattern.pips) if rotated(p) not in pattern.pips]
    if lonely:
        problems.append(f"not rotationally symmetric: pip {name(lonely[0])} has no pip at {name(rotated(lonely[0]))}")
    if len(pattern.pips) > MAX_PIPS:
        problems.append(f"{len(pattern.pips)} pips; the box has {MAX_PIPS}")
    lost = unreachable(pattern.pips)
    if lost:
        shown = " ".join(name(c) for c in lost[:8]) + (" ..." if len(lost) > 8 else "")
        problems.append(f"{len(lost)} unreachable circle(s): {shown}")
    return problems


def zone_pips(pattern: PipPattern) -> tuple[int, ...]:
    """Pips per zone."""
    return tuple(sum(1 for c in cells if c in pattern.pips) for cells in ZONE_CELLS)


def pattern_summary(pattern: PipPattern) -> dict:
    """Name, pips, symmetry and word lengths of a (checked) pattern."""
    lengths = [len(r) for r in runs(pattern.pips)]
    kind = {4: "quarter-turn", 2: "half-turn", 1: "none"}[symmetry(pattern)]
    return {
        "name": pattern.name,
        "pips": len(pattern.pips),
        "symmetry": kind,
        "words": len(lengths),
        "shortest": min(lengths),
        "longest": max(lengths),
        "zone_pips": list(zone_pips(pattern)),
        "about": pattern.about,
    }
