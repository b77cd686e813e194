"""What every step of the build shares: the list files' names, its error and its progress lines."""

from __future__ import annotations

import time

# Each language's files (es has all four; en no enclitic list).
FILES = {"strict": "strict.tsv.gz", "broad": "broad.tsv.gz", "enclitic": "enclitic.tsv.gz", "zipf": "zipf.tsv.gz"}


class BuildError(Exception):
    """A source is missing or a built list fails its checks."""


# -- small helpers -----------------------------------------------------------------------------


def log(message: str) -> None:
    print(message, flush=True)


class Timer:
    """Context manager that logs how long a step took."""

    def __init__(self, label: str) -> None:
        self.label = label

    def __enter__(self) -> Timer:
        log(f"… {self.label}")
        self.start = time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        log(f"  {self.label}: {time.perf_counter() - self.start:.1f} s")
