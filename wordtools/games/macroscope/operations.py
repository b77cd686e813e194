"""Macroscope's operations, declared once for the command line and ``batch`` (see :mod:`wordtools.operations`).

What a command writes (``--out``) and how it prints (``--json``) are the
command's own; every value that makes the deck or the ratings is declared here.
"""

from __future__ import annotations

from ...operations import LANG, LIST, SEED, Operation, Param, declare
from .deck import DEFAULT_CARDS
from .lexicon_judge import DEFAULT_SHARE
from .rating import AGAINST, DEFAULT_SAMPLES, MAX_SAMPLES

DECK_FILE = Param(
    "deck",
    "file",
    None,
    option="--deck",
    dest="deck_path",
    help="A deck file (.json or .csv); without words, rate all its subjects. Default: the deck of --seed.",
)

RATE = declare(
    Operation(
        "macroscope_rate",
        "macroscope rate",
        (
            Param("text", "text", ""),  # the command takes the words as arguments, batch as one text
            LANG,
            Param(
                "against",
                "choice",
                "lexicon",
                choices=AGAINST,
                option="--against",
                help="Rivals: every word of the list weighed by frequency, or the other subjects of the deck.",
            ),
            DECK_FILE,
            LIST,
            Param(
                "samples",
                "integer",
                DEFAULT_SAMPLES,
                lo=1,
                hi=MAX_SAMPLES,
                option="--samples",
                help="Dice orders per word.",
            ),
            Param(
                "share",
                "number",
                DEFAULT_SHARE,
                lo=0.5,
                hi=1.0,
                option="--share",
                help="Against the lexicon, the word is the only candidate once it holds this share of the "
                "frequency mass.",
            ),
            Param(
                "hidden_length",
                "flag",
                False,
                option="--hidden-length",
                help="Empty windows show only when opened (the length is not shown).",
            ),
            SEED,
        ),
        "wordtools.games.macroscope.assess:assess",
    )
)
DECK = declare(
    Operation(
        "macroscope_deck",
        "macroscope deck",
        (
            LANG,
            Param("cards", "integer", DEFAULT_CARDS, lo=1, option="--cards", help="Double-sided cards."),
            SEED,
        ),
        "wordtools.games.macroscope.deck:build_deck",
    )
)
CHECK = declare(
    Operation(
        "macroscope_check",
        "macroscope check",
        (Param("deck", "file", help="A deck file (.json or .csv)."), LANG),
        "wordtools.games.macroscope.deck:check_file",
    )
)
