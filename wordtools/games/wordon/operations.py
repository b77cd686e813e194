"""WordOn's operations, declared once for the command line and ``batch`` (see :mod:`wordtools.operations`)."""

from __future__ import annotations

from ...operations import LANG, LIMIT, LIST, MIN_FAMILIARITY, Operation, Param, declare
from .board import ROWS
from .defaults import HUMAN_FAMILIARITY

RACK = Param(
    "rack",
    "text",
    option="--rack",
    metavar="TILES",
    help="Rack tiles: letters, '?' = blank, [ch] [ll] [rr] = Spanish digraph tiles.",
)
EXTRA = Param("extra", "text", "", option="--extra", metavar="TILES", help="Tiles in the extra-tile zone (at most 2).")
ROW = Param("row", "integer", lo=1, hi=ROWS, option="--row", help="The marker's row.")
# None: the language's WordOn list (wordon.defaults.default_list)
WORDON_LIST = LIST.but(default=None, show_default="enclitic for es, strict for en")

BEST = declare(
    Operation(
        "wordon_best",
        "wordon best",
        (
            RACK,
            EXTRA,
            ROW,
            LANG,
            WORDON_LIST,
            LIMIT.but(default=5, help="Show at most N plays (0 = all)."),
            Param(
                "strategy",
                "choice",
                "greedy",
                choices=("greedy", "smart", "human"),  # strategies.STRATEGIES (a test checks they agree)
                option="--strategy",
                help="Rank as this strategy of 'wordtools play wordon' judges: greedy by score, "
                "smart by score + rack left - help handed to the next player, "
                f"human by score among words at least {HUMAN_FAMILIARITY} familiar.",
            ),
            MIN_FAMILIARITY,
        ),
        "wordtools.games.wordon.ranking:best_plays",
    )
)
SCORE = declare(
    Operation(
        "wordon_score",
        "wordon score",
        (Param("word", "text"), RACK, EXTRA, ROW, LANG, WORDON_LIST),
        "wordtools.games.wordon.search:Searcher.score_play",
    )
)
