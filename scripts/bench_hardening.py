#!/usr/bin/env python3
"""Costs that issue 12 bounded, each against its baseline in the same run.

- a star/class pattern (``*[^x]`` repeated): the atomic-group regex vs the plain
  backtracking regex the pattern used to compile to (the plain one only up to a
  length that finishes in seconds);
- ``anagram --sub`` with thousands of blanks: capped at the longest word;
- loading an index: the private copy (immune to truncation) vs a plain mmap.

Usage: python scripts/bench_hardening.py
       python scripts/bench_hardening.py faults [--jobs N] [--cluster] [--code DIR] [--only REGEX]

``faults`` runs the fault table (:mod:`fault_table`): 200+ bad inputs, each as its own
process, with each row's exit code, first stderr line and time, and the totals.
``--code DIR`` runs another checkout's code (e.g. the branch start) with the same table;
``--no-devices`` leaves out the rows that write to /dev/full and /dev/null (for code whose
writers replace a device by a file, as root); ``--cluster`` adds the Dask rows (a local scheduler and workers; about a minute each).
"""

from __future__ import annotations

import mmap
import re
import statistics
import time

from wordtools.lexicon import get_lexicon
from wordtools.lexicon.index.store import index_path
from wordtools.lexicon.index.word_index import WordIndex
from wordtools.lexicon.pattern import STAR, parse_pattern


def _seconds(func, repeat: int = 1) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _plain_regex(pattern) -> re.Pattern[str]:
    parts = ["[^\\n]*" if e is STAR else "[" + "".join(sorted(e)) + "]" for e in pattern.elements]
    return re.compile("^" + "".join(parts) + "$", re.M)


def run() -> None:
    lexicon = get_lexicon("es", "strict")
    index = lexicon.index
    print("pattern '*[^x]' × n + '*' on es/strict (727,264 words): seconds")
    print(f"{'n':>3} {'chars':>5} {'bounded':>8} {'plain':>8}")
    for n in (3, 5, 7, 14):
        text = "*[^x]" * n + "*"
        pattern = parse_pattern(text, lexicon.alphabet)
        bounded = _seconds(lambda: index.regex_ids(pattern.regex(), pattern.min_length, index.max_len))  # noqa: B023 (called at once)
        plain = (
            f"{_seconds(lambda: index.regex_ids(_plain_regex(pattern), pattern.min_length, index.max_len)):8.2f}"  # noqa: B023
            if n <= 5
            else "    (skipped: minutes)"
        )
        print(f"{n:>3} {len(text):>5} {bounded:8.2f} {plain}")
    for blanks in (7, 30, 2000):
        seconds = _seconds(lambda: lexicon.find_anagrams("a" + "?" * blanks, sub=True))  # noqa: B023 (called at once)
        print(f"anagram --sub 'a' + {blanks} blanks: {seconds:.2f} s")
    path = index_path("es", "strict")
    copy = _seconds(lambda: WordIndex(path), repeat=7)

    def plain_map():
        with open(path, "rb") as handle:
            mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)

    mapped = _seconds(plain_map, repeat=7)
    print(
        f"index load es/strict ({path.stat().st_size / 1e6:.0f} MB): private copy {copy * 1000:.1f} ms, plain mmap {mapped * 1000:.2f} ms"
    )


def faults(argv: list[str]) -> None:
    import argparse
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from fault_table import ROOT, print_table, run_table

    parser = argparse.ArgumentParser(prog="bench_hardening.py faults")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cluster", action="store_true")
    parser.add_argument("--code", type=Path, default=ROOT)
    parser.add_argument("--only", default=None)
    parser.add_argument("--no-devices", action="store_true", help="skip writing to /dev/full and /dev/null")
    args = parser.parse_args(argv)
    print_table(run_table(args.code.resolve(), args.jobs, args.cluster, args.only, not args.no_devices))


if __name__ == "__main__":
    import sys

    if sys.argv[1:2] == ["faults"]:
        faults(sys.argv[2:])
    else:
        run()
