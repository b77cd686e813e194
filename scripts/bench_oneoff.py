#!/usr/bin/env python3
"""One-off commands from the shell, paired against `python -c "import click"`.

Usage: python scripts/bench_oneoff.py [PAIRS]   (default 21)

What a person at the table waits for: the whole process, interpreter start, imports, opening
the index, the answer and the exit. Each command and the yardstick run in turn (A B A B ...)
and the ratio is taken pair by pair, so a machine that speeds up or slows down during the run
moves both; the table gives the median ratio (and the median seconds of each) after one
warm-up run of each command, which also builds what it keeps beside the index.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from benchlib import count_main, fmt, median, table

PAIRS = 21
WORDTOOLS = str(Path(sys.executable).with_name("wordtools"))
YARDSTICK = [sys.executable, "-c", "import click"]
# (command, target ratio or None)
COMMANDS: list[tuple[list[str], float | None]] = [
    (["anagram", "calor"], 1.5),
    (["pattern", "c*s"], 1.5),
    (
        "letterjam clues --player ana=f --player bea=i --player carlos=n --player dani=a --npc o "
        "--limit 3 --no-wildcard".split(),
        2.0,
    ),
    ("wordon best --rack perr??o --extra ca --row 2 --list enclitic --limit 3".split(), 2.5),
    (["letterjam", "deal", "--players", "4", "--seed", "7"], None),
    (["--help"], None),
]


def _seconds(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def run(pairs: int = PAIRS) -> None:
    print(f"{pairs} alternating pairs per command; ratio = command / `python -c 'import click'`, pair by pair\n")
    rows = []
    for args, target in COMMANDS:
        argv = [WORDTOOLS, *args]
        _seconds(argv)
        _seconds(YARDSTICK)
        ours, theirs = [], []
        for _ in range(pairs):
            ours.append(_seconds(argv))
            theirs.append(_seconds(YARDSTICK))
        ratio = median([a / b for a, b in zip(ours, theirs)])
        verdict = "-" if target is None else ("ok" if ratio <= target else f"over {target:.1f}x")
        rows.append(["wordtools " + " ".join(args), fmt(median(ours)), fmt(median(theirs)), f"{ratio:.2f}x", verdict])
    print(table(rows, ["command", "median", "import click", "ratio (median)", "target"]), flush=True)


def main(argv: list[str]) -> int:
    return count_main(argv, __doc__, run, PAIRS, "the number of pairs")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
