#!/usr/bin/env python3
"""Memory of `wordtools simulate --jobs 2`: is the index one copy on the machine, or one a worker?

Usage: python scripts/bench_memory.py [GAMES]   (default 200 WordOn games on es/enclitic)

Runs ``wordtools simulate wordon --games GAMES --jobs 2 --option list=enclitic`` and, while its
workers play, reads ``/proc/PID/smaps`` of the command and each worker: for the files mapped from
the index cache (the index and what is kept beside it), the resident size (Rss: what each process
sees) and the proportional size (Pss: its share, a page shared by two processes counted half in
each). Two private copies would make the Pss sum equal the Rss sum; one shared copy makes it the
Rss of one process. The largest sample of the run is printed, with each process's heap (its
anonymous memory, from smaps_rollup: the Python objects, the bitsets it converted among them).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from benchlib import count_main, mib, table

from wordtools.lexicon.index.store import index_path

GAMES = 200
WORDTOOLS = str(Path(sys.executable).with_name("wordtools"))


def _children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(p) for p in text.split()]


def _cache_mappings(pid: int, folder: str) -> tuple[int, int]:
    """(Rss, Pss) in bytes of the mappings of files under *folder* in process *pid*."""
    rss = pss = 0
    inside = False
    try:
        lines = Path(f"/proc/{pid}/smaps").read_text().splitlines()
    except OSError:
        return 0, 0
    for line in lines:
        head = line.split(maxsplit=1)[0]
        if not head.endswith(":"):  # a mapping's first line: address range, perms, ..., path
            inside = line.rstrip().split(maxsplit=5)[-1].startswith(folder)
        elif inside and head == "Rss:":
            rss += int(line.split()[1]) * 1024
        elif inside and head == "Pss:":
            pss += int(line.split()[1]) * 1024
    return rss, pss


def _heap(pid: int) -> int:
    try:
        lines = Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
    except OSError:
        return 0
    return sum(int(line.split()[1]) * 1024 for line in lines if line.startswith("Anonymous:"))


def run(games: int = GAMES) -> None:
    folder = str(index_path("es", "enclitic").parent)
    argv = [WORDTOOLS, "simulate", "wordon", "--games", str(games), "--jobs", "2", "--option", "list=enclitic"]
    print("$ " + " ".join(argv[1:]))
    command = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    best: list[tuple[str, int, int, int]] = []
    start = time.perf_counter()
    while command.poll() is None:
        workers = _children(command.pid)
        sample = [("command", command.pid)] + [(f"worker {i + 1}", pid) for i, pid in enumerate(workers)]
        rows = [(name, *_cache_mappings(pid, folder), _heap(pid)) for name, pid in sample]
        if len(workers) == 2 and sum(r[1] for r in rows) > sum(r[1] for r in best):
            best = rows
        time.sleep(0.5)
    seconds = time.perf_counter() - start
    if not best:
        print(f"no sample with two workers (exit {command.returncode} after {seconds:.1f} s)")
        return
    size = index_path("es", "enclitic").stat().st_size
    rss, pss = sum(r[1] for r in best), sum(r[2] for r in best)
    print(f"index file {mib(size, 1)}; {games} games in {seconds:.1f} s; the sample with the most mapped:\n")
    print(
        table(
            [[name, mib(r, 1), mib(p, 1), mib(heap, 1)] for name, r, p, heap in best]
            + [["all three", mib(rss, 1), mib(pss, 1), "-"]],
            ["process", "cache files resident (Rss)", "its share (Pss)", "heap (anonymous)"],
        )
    )
    copies = rss / max(pss, 1)
    print(f"\nresident in the processes / on the machine: {copies:.2f} (1.00 would be a copy each)")


def main(argv: list[str]) -> int:
    return count_main(argv, __doc__, run, GAMES, "the number of games")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
