"""Reading built list files back (``word<TAB>zipf<TAB>kind<TAB>source[<TAB>familiarity]``)."""

from __future__ import annotations

import gzip
from collections.abc import Iterable
from pathlib import Path

LIST_NAMES = ("strict", "broad", "enclitic")


def read_rows(path: Path) -> list[list[str]]:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return [line.rstrip("\n").split("\t") for line in handle]


def list_paths(folder: Path, lang: str, names: Iterable[str] = LIST_NAMES) -> list[Path]:
    return [folder / lang / f"{name}.tsv.gz" for name in names if (folder / lang / f"{name}.tsv.gz").exists()]
