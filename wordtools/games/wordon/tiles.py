"""WordOn tiles: the tile set of each language (counts, values) and the TILES notation.

A tile is a short string: a letter (``"a"``, ``"ñ"``), a Spanish digraph tile
(``"ch"``, ``"ll"``, ``"rr"``) or ``"?"`` for the blank. Racks are written as
letters with ``?`` for a blank and digraph tiles in brackets:

>>> parse_tiles("ab[CH]?ñ", "es")
('a', 'b', 'ch', '?', 'ñ')
>>> format_tiles(('a', 'b', 'ch', '?', 'ñ'))
'ab[ch]?ñ'

The tile sets live in ``wordtools/data/wordon/tiles_<lang>.txt``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from ...datafiles import data_path
from ...errors import BadInput, DataError, UnknownLetter
from ...lexicon.alphabet import Alphabet, alphabet_for

DATA = data_path("wordon")
BLANK = "?"
BAG_SIZE = 100


@dataclass(frozen=True)
class TileSet:
    """One language's tiles: how many of each are in the bag and what each is worth."""

    lang: str
    counts: tuple[tuple[str, int], ...]
    values: tuple[tuple[str, int], ...]

    @property
    def alphabet(self) -> Alphabet:
        return alphabet_for(self.lang)

    @property
    def tiles(self) -> tuple[str, ...]:
        return tuple(tile for tile, _ in self.counts)

    def value(self, tile: str) -> int:
        return self.value_table()[tile]

    @cache  # noqa: B019 (two tile sets live for the whole process)
    def value_table(self) -> dict[str, int]:
        return dict(self.values)

    def bag(self) -> list[str]:
        """All tiles of a fresh bag, in the data file's order."""
        return [tile for tile, count in self.counts for _ in range(count)]

    def total(self, tiles: Iterable[str]) -> int:
        """Sum of the values of *tiles*."""
        table = self.value_table()
        return sum(table[t] for t in tiles)


@cache
def tile_set(lang: str) -> TileSet:
    """The tile set of *lang*, read from ``wordtools/data/wordon/tiles_<lang>.txt``."""
    alpha = alphabet_for(lang)
    name = f"tiles_{lang}.txt"
    try:
        text = (DATA / name).read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(f"WordOn tile data {name} is missing: {exc}") from None
    counts, values = [], []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) != 3 or not parts[1].isdigit() or not parts[2].isdigit():
            raise DataError(f"{name} line {number}: expected 'TILE COUNT VALUE', got {line!r}")
        tile = parts[0].lower()
        if tile != BLANK and tile not in alpha.letters and tile not in alpha.digraphs:
            raise DataError(f"{name} line {number}: {tile!r} is not a {alpha.name} tile")
        counts.append((tile, int(parts[1])))
        values.append((tile, int(parts[2])))
    if sum(c for _, c in counts) != BAG_SIZE:
        raise DataError(f"{name}: the bag holds {sum(c for _, c in counts)} tiles, not {BAG_SIZE}")
    return TileSet(lang, tuple(counts), tuple(values))


def parse_tiles(text: str, lang: str) -> tuple[str, ...]:
    """Tiles written as letters, ``?`` blanks and bracketed digraphs (``[ch]``), any case.

    Accents are free (``á`` is ``a``); spaces and commas are ignored.
    """
    alpha = alphabet_for(lang)
    out: list[str] = []
    i = 0
    text = text.replace(" ", "").replace(",", "")
    while i < len(text):
        ch = text[i]
        if ch == BLANK:
            out.append(BLANK)
            i += 1
        elif ch == "[":
            end = text.find("]", i)
            if end < 0:
                raise BadInput(f"unclosed '[' in tiles {text!r}")
            inner = alpha.try_fold(text[i + 1 : end]) or text[i + 1 : end]
            if inner not in alpha.digraphs and not (len(inner) == 1 and inner in alpha.letters):
                known = ", ".join(f"[{d}]" for d in alpha.digraphs) or "none"
                raise UnknownLetter(
                    f"[{text[i + 1 : end][:10]}] is not {with_article(alpha.name)} tile (digraph tiles: {known})"
                )
            out.append(inner)
            i = end + 1
        else:
            out.append(alpha.fold(ch))
            i += 1
    return tuple(out)


def with_article(word: str) -> str:
    """'a Spanish', 'an English'."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def format_tiles(tiles: Iterable[str]) -> str:
    """The TILES notation of *tiles* (digraph tiles in brackets)."""
    return "".join(f"[{t}]" if len(t) > 1 else t for t in tiles)
