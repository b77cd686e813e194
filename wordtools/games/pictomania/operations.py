"""Pictomania's operations, declared once for the command line and ``batch`` (see :mod:`wordtools.operations`).

What a command writes (``--out``) and how it prints (``--json``) are the
command's own; every value that makes the deck or the report is declared here.
"""

from __future__ import annotations

from ...operations import LANG, LIMIT, SEED, Operation, Param, declare
from .deck import DEFAULT_CARDS, DEFAULT_MIX, LANG_CHOICES

DECK = declare(
    Operation(
        "pictomania_deck",
        "pictomania deck",
        (
            LANG.but(
                choices=LANG_CHOICES,
                help="Language of the clues; es,en prints both names on each clue (levels follow the first).",
            ),
            Param("cards", "integer", DEFAULT_CARDS, lo=1, option="--cards", help="Number of double-sided cards."),
            SEED,
            Param(
                "level_mix",
                "text",
                ",".join(map(str, DEFAULT_MIX)),
                option="--level-mix",
                metavar="MIX",
                help="Share of cards per level: green,orange,blue,purple weights, or pairs like green=2,purple=1.",
                parse="wordtools.games.pictomania.generate:parse_level_mix",
            ),
            Param(
                "adult_green",
                "flag",
                False,
                option="--adult-green",
                help="Let alcohol and tobacco onto green cards (green is family-safe by default).",
            ),
        ),
        "wordtools.games.pictomania.generate:deck_for",
    )
)
CHECK = declare(
    Operation(
        "pictomania_check",
        "pictomania check",
        (
            Param("deck", "file", help="A deck file (JSON or CSV, ours or a designer's)."),
            LIMIT.but(help="Show at most N problems (0 = all)."),
        ),
        "wordtools.games.pictomania.check:check_file",
    )
)
