#!/usr/bin/env python3
"""`make bench`: run every scripts/bench_*.py (each has ``run()`` printing its section).

Usage: python scripts/bench.py [NAME ...]   (e.g. `lexicon wordon peers`; default: all)

Each NAME is a scripts/bench_NAME.py; `peers` times the lexicon against the dict, position-set,
DAWG, `re` and `grep -E` peers in one run (see its own --help).
"""

from __future__ import annotations

import importlib
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def main(argv: list[str]) -> int:
    known = sorted(p.stem[len("bench_") :] for p in HERE.glob("bench_*.py"))
    if any(a in ("-h", "--help") for a in argv):
        print(__doc__.strip() + "\n\nNames: " + " ".join(known))
        return 0
    unknown = [a for a in argv if a not in known]
    if unknown:
        print(f"bench: no bench named {unknown[0]!r}: choose from {' '.join(known)}", file=sys.stderr)
        return 2
    names = argv or known
    for name in names:
        module = importlib.import_module(f"bench_{name}")
        print(f"\n## {name}\n", flush=True)
        start = time.perf_counter()
        module.run()
        print(f"\n({name}: {time.perf_counter() - start:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
