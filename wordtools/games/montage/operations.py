"""Montage's operations, declared once for the command line and ``batch`` (see :mod:`wordtools.operations`)."""

from __future__ import annotations

from ...operations import LANG, LIMIT, LIST, SORT, Operation, Param, declare

COLOURS = Param(
    "colours",
    "file",
    None,
    option="--colours",
    dest="colours_file",
    help="Another colour assignment: a groups file (name = letters lines).",
)

MATCH = declare(
    Operation(
        "montage_match",
        "montage match",
        (
            Param("slot", "text"),
            Param(
                "reversible",
                "flag",
                False,
                option="--reversible",
                help="Also read the slot backwards; say which way each word reads.",
            ),
            COLOURS,
            LANG,
            LIST.but(default="broad"),
            SORT,
            LIMIT.but(default=20),
        ),
        "wordtools.games.montage.match:match_slot",
    )
)
ENCODE = declare(
    Operation(
        "montage_encode",
        "montage encode",
        (Param("text", "text"), COLOURS, LANG),  # the command takes the words as arguments, batch as one text
        "wordtools.games.montage.colours:encode_words",
    )
)
