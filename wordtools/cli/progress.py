"""Progress bars on stderr for the library's long work (tqdm, imported only when a bar is drawn)."""

from __future__ import annotations

from .. import progress


def bar(what: str, total: int) -> progress.Step:
    """A bar of *total* steps, closed after the last (drawn only on a terminal)."""
    from tqdm import tqdm

    shown = tqdm(total=total, desc=what, unit="step", leave=False, disable=None)  # None: only on a terminal

    def step(name: str) -> None:
        shown.set_postfix_str(name)
        shown.update(1)
        if shown.n >= total:
            shown.close()

    return step


def show_progress() -> None:
    """Draw the library's progress as bars (set once, by the top-level group)."""
    progress.reporter = bar
