#!/usr/bin/env python3
"""`make bench`: run every scripts/bench_*.py (each has ``run()`` printing its section).

Usage: python scripts/bench.py [NAME ...]   (e.g. `lexicon wordon`; default: all)
"""

from __future__ import annotations

import importlib
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def main(argv: list[str]) -> int:
    names = argv or sorted(p.stem[len("bench_") :] for p in HERE.glob("bench_*.py"))
    for name in names:
        module = importlib.import_module(f"bench_{name}")
        print(f"\n## {name}\n", flush=True)
        start = time.perf_counter()
        module.run()
        print(f"\n({name}: {time.perf_counter() - start:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
