"""WordOn's operations, declared once for the command line and ``batch`` (see :mod:`wordtools.operations`)."""

from __future__ import annotations

from ...operations import LANG, LIMIT, LIST, Operation, Param, declare

BEST = declare(
    Operation(
        "wordon_best",
        "wordon best",
        (
            Param("rack", "text"),
            Param("extra", "text", ""),
            Param("row", "integer", option="--row", help="The marker's row, 1-6."),
            LANG,
            # None: the language's WordOn list (wordon.options.default_list)
            LIST.but(default=None, show_default="enclitic for es, strict for en"),
            LIMIT.but(default=5, help="Show at most N plays (0 = all)."),
        ),
        "wordtools.games.wordon.search:Searcher.plays",
    )
)
