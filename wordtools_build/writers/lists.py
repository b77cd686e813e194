"""Writing the list files: rows in the index's order, gzip with a fixed header (a rebuild gives
the same bytes)."""

from __future__ import annotations

import gzip
import io
from collections.abc import Iterable, Mapping
from pathlib import Path

from ..common import FILES
from ..text import fold


def index_order(word: str, lang: str) -> tuple[int, str, str]:
    """The index's order: folded length, folded key, spelling (so it reads a list without a sort).

    >>> sorted(["Casa", "año", "ano", "casa", "cas"], key=lambda w: index_order(w, "es"))
    ['ano', 'año', 'cas', 'Casa', 'casa']
    """
    key = fold(word, lang)
    return len(key), key, word


def list_rows(
    words: Iterable[str],
    lang: str,
    table: Mapping[str, tuple[str, str]],
    zipf: Mapping[str, str],
    missing: tuple[str, str],
) -> list[str]:
    """``word<TAB>zipf<TAB>kind<TAB>source`` lines for *words*, in :func:`index_order`; a word
    *table* lacks takes the kind and source *missing*, a word *zipf* lacks 0.00.

    >>> list_rows(["sol", "año"], "es", {"sol": ("word", "hunspell-es")}, {"sol": "5.10"}, ("word", "rules"))
    ['año\\t0.00\\tword\\trules', 'sol\\t5.10\\tword\\thunspell-es']
    """
    rows = []
    for w in sorted(words, key=lambda w: index_order(w, lang)):
        kind, source = table.get(w, missing)
        rows.append(f"{w}\t{zipf.get(w, '0.00')}\t{kind}\t{source}")
    return rows


def gzip_bytes(lines: Iterable[str]) -> bytes:
    """The lines as gzip with mtime 0 and no file name: the same lines give the same bytes."""
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", fileobj=buffer, mode="wb", mtime=0) as gz:
        gz.write("".join(line + "\n" for line in lines).encode("utf-8"))
    return buffer.getvalue()


def write_gzip_lines(path: Path, lines: Iterable[str]) -> None:
    """Write lines to ``path`` as :func:`gzip_bytes`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(gzip_bytes(lines))


def count_gzip_lines(path: Path) -> int | None:
    if not path.exists():
        return None
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return sum(1 for _ in f)


def write_language(
    out: Path, lang: str, lists: Mapping[str, list[str]], table: Mapping[str, tuple[str, str]], missing: tuple[str, str]
) -> None:
    """The language's list files and zipf table (the familiarity column comes after)."""
    zipf = dict(row.split("\t") for row in lists["zipf"])
    for name in ("strict", "broad", "enclitic"):
        if name in lists:
            write_gzip_lines(out / lang / FILES[name], list_rows(lists[name], lang, table, zipf, missing))
    write_gzip_lines(out / lang / FILES["zipf"], lists["zipf"])
