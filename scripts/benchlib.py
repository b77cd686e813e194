"""Timing helpers shared by the bench scripts: medians, p95, and the two baselines.

Every speed claim is a ratio against baselines measured in the same run:
a plain Python scan over the same word list, and ``grep -E`` over it.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path


def timings(func: Callable[[], object], repeat: int = 20, warmup: int = 1) -> list[float]:
    """Seconds per call of *func*, *repeat* times after *warmup* calls."""
    for _ in range(warmup):
        func()
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        out.append(time.perf_counter() - start)
    return out


def over_inputs(func: Callable[[object], object], inputs: Iterable[object]) -> list[float]:
    """Seconds for one call of *func* per input (one timing per input)."""
    out = []
    for item in inputs:
        start = time.perf_counter()
        func(item)
        out.append(time.perf_counter() - start)
    return out


def median(values: list[float]) -> float:
    return statistics.median(values)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


def fmt(seconds: float) -> str:
    """Human time: µs, ms or s."""
    if seconds < 1e-3:
        return f"{seconds * 1e6:.0f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds:.2f} s"


def count_main(argv: list[str], doc: str | None, run: Callable[[int], None], default: int, what: str) -> int:
    """The ``main`` of a bench whose one optional argument is a count (*what*, e.g. "the number of
    games"): --help prints *doc*; anything else but one number is refused with exit 2."""
    if any(a in ("-h", "--help") for a in argv):
        print(doc)
        return 0
    if len(argv) > 1 or (argv and not argv[0].isdigit()):
        name = Path(sys.argv[0]).stem
        print(f"{name}: give at most one argument, {what} (e.g. {default})", file=sys.stderr)
        return 2
    run(int(argv[0]) if argv else default)
    return 0


def mib(n: int, digits: int = 0) -> str:
    """Bytes as MiB."""
    return f"{n / 2**20:.{digits}f} MiB"


def plain_words(lang: str, list_name: str) -> list[str]:
    """The word list as a Python list (the plain-scan baseline's input)."""
    from wordtools.lexicon.sources import read_words

    return read_words(lang, list_name)


def folded_word_file(lang: str, list_name: str) -> Path:
    """The list's folded keys, one per line, in a temp file (grep's input: same words)."""
    from wordtools.lexicon.alphabet import alphabet_for

    alpha = alphabet_for(lang)
    path = Path(tempfile.gettempdir()) / f"wordtools-bench-{lang}-{list_name}.txt"
    if not path.exists():
        keys = (alpha.try_fold(w) for w in plain_words(lang, list_name))
        path.write_text("".join(k + "\n" for k in keys if k), encoding="utf-8")
    return path


def grep_seconds(regex: str, path: Path, repeat: int = 5) -> list[float]:
    """Wall time of ``grep -E -c REGEX FILE`` processes."""
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        # Output goes to a pipe, not /dev/null: GNU grep stops at the first match when
        # its output is /dev/null, which would time a different job.
        subprocess.run(["grep", "-E", "-c", regex, str(path)], stdout=subprocess.PIPE, check=False)
        out.append(time.perf_counter() - start)
    return out


def table(rows: list[list[str]], header: list[str]) -> str:
    """A plain-text table with aligned columns."""
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    line = lambda r: "  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip()
    return "\n".join([line(header), line(["-" * w for w in widths]), *map(line, rows)])
