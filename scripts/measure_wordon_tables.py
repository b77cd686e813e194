#!/usr/bin/env python3
"""Rebuild the WordOn smart player's table for one language from greedy games.

Usage: python scripts/measure_wordon_tables.py LANG [GAMES]   (default: es 3000)
Writes wordtools/data/wordon/strategy_<LANG>.txt (see wordtools.games.wordon.tables).
"""

from __future__ import annotations

import sys

from wordtools.games.wordon.tables import DATA, MEASURE_SEED, measure, table_text


def main(argv: list[str]) -> int:
    lang = argv[0] if argv else "es"
    games = int(argv[1]) if len(argv) > 1 else 3000
    table, keep_rows, give_rows = measure(lang, games)
    text = table_text(table, games, MEASURE_SEED, keep_rows, give_rows)
    (DATA / f"strategy_{lang}.txt").write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
