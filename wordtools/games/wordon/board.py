"""The WordOn board: 6 rows of 7 cells, read from a small text file.

One row per line, cells separated by spaces: ``.`` plain, ``2L`` / ``3L``
letter multipliers, ``W`` (the tile on it goes to the next player's extra-tile
zone). ``#`` starts a comment. The default board is
``wordtools/data/wordon/board.txt``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ...datafiles import data_path
from ...errors import BadInput, DataError

DATA = data_path("wordon")
ROWS = 6
CELLS = 7
KINDS = {".": 1, "2L": 2, "3L": 3, "W": 1}


@dataclass(frozen=True)
class Board:
    """Cell kinds per row (rows numbered 1-6 as on the board)."""

    rows: tuple[tuple[str, ...], ...]
    source: str = "default"

    def cells(self, row: int) -> tuple[str, ...]:
        check_row(row)
        return self.rows[row - 1]

    def multipliers(self, row: int) -> tuple[int, ...]:
        return tuple(KINDS[c] for c in self.cells(row))

    def w_cells(self, row: int) -> tuple[int, ...]:
        """0-based positions of the W cells of *row*."""
        return tuple(i for i, c in enumerate(self.cells(row)) if c == "W")

    def to_text(self) -> str:
        return "\n".join(" ".join(f"{c:<2}" for c in row).rstrip() for row in self.rows) + "\n"


def check_row(row: int) -> int:
    if not isinstance(row, int) or not 1 <= row <= ROWS:
        raise BadInput(f"row {row} is outside the board: rows are 1-{ROWS}")
    return row


def parse_board(text: str, source: str = "board") -> Board:
    """Read a board file's text; a malformed file is refused with its line and cell."""
    rows: list[tuple[str, ...]] = []
    for number, line in enumerate(text.splitlines(), 1):
        content = line.split("#", 1)[0].split()
        if not content:
            continue
        if len(rows) == ROWS:
            raise DataError(f"{source} line {number}: more than {ROWS} rows")
        cells = []
        for position, cell in enumerate(content, 1):
            kind = cell.upper()
            if kind not in KINDS:
                raise DataError(f"{source} line {number}, cell {position}: {cell!r} is not a cell kind (use . 2L 3L W)")
            cells.append(kind)
        if len(cells) != CELLS:
            raise DataError(f"{source} line {number}: {len(cells)} cells, a row has {CELLS}")
        rows.append(tuple(cells))
    if len(rows) != ROWS:
        raise DataError(f"{source}: {len(rows)} rows, the board has {ROWS}")
    return Board(tuple(rows), source)


@cache
def default_board() -> Board:
    text = (DATA / "board.txt").read_text(encoding="utf-8")
    return parse_board(text, "default")


def load_board(path: str | Path | None = None) -> Board:
    """The board in *path* (a file, or a board's text: 6 lines), or the default board."""
    if path is None:
        return default_board()
    if isinstance(path, str) and "\n" in path:
        return parse_board(path, "board text")
    from ...files import read_text

    text = read_text(path, "board file")
    return parse_board(text, str(path))
