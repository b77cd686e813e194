"""Where long library work (an index's first build) reports its steps.

The library never draws: it asks :func:`report` for a function to call once
per step, and that does nothing unless a front-end has set :data:`reporter`
(the command line sets one that draws a bar on a terminal).

>>> step = report("building es/strict index", 6)
>>> step("folding")  # no front-end: nothing shown
"""

from __future__ import annotations

from collections.abc import Callable

Step = Callable[[str], None]
reporter: Callable[[str, int], Step] | None = None  # (what, number of steps) -> one call per step


def report(what: str, total: int) -> Step:
    """The function *what*'s *total* steps are reported to, each by its name."""
    if reporter is None:
        return lambda step: None
    return reporter(what, total)
