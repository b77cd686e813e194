"""scripts/measure_lists.py reads FISE's two- and three-tile list as FISE writes it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))

import measure_lists  # noqa: E402

# The layout of FISE's file: a table of contents naming the sections, the digraph tiles as
# digits, a signature after the last section; cp1252 with CRLF line ends.
FISE_LAYOUT = """LEXICÓN FISE 2: ACTUALIZACIÓN Y TOTAL DE DOS Y TRES FICHAS

Contenido:

3. TOTAL DE PALABRAS DE DOS FICHAS
4. TOTAL DE PALABRAS DE TRES FICHAS

Los dígrafos se muestran como 1, 2, 3 y no como ch, ll, rr.

#

3. TOTAL DE PALABRAS DE DOS FICHAS

ad
1a

4. TOTAL DE PALABRAS DE TRES FICHAS

aba
1al
a2a
a3e
año

#

Firma
"""


def fise_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "fichas.txt"
    path.write_bytes(text.replace("\n", "\r\n").encode("cp1252"))
    return path


def test_three_tile_words_are_read_from_their_section_with_the_digraphs_spelt_out(tmp_path):
    words = measure_lists.fise_three_tile_words(fise_file(tmp_path, FISE_LAYOUT))
    assert words == ["aba", "chal", "alla", "arre", "año"]


def test_three_tile_coverage_folds_our_spellings(tmp_path):
    lists = {"broad": {"aba": ("word", "x"), "chal": ("word", "x"), "Año": ("name", "x"), "arre": ("word", "x")}}
    (line,) = measure_lists.fise_tile_coverage(fise_file(tmp_path, FISE_LAYOUT), lists)
    assert "holds 4/5 (80.0%)" in line and line.endswith("lacks: alla")


def test_a_file_without_the_section_is_refused(tmp_path):
    broken = fise_file(tmp_path, FISE_LAYOUT.split("#")[0])  # the table of contents alone
    with pytest.raises(SystemExit, match="has no words under '4. TOTAL DE PALABRAS DE TRES FICHAS'"):
        measure_lists.fise_three_tile_words(broken)
    with pytest.raises(SystemExit, match="has no section"):
        measure_lists.fise_three_tile_words(fise_file(tmp_path, "1a\n"))
