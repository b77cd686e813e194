"""Montage's operations, declared once for the command line and ``batch`` (see :mod:`wordtools.operations`)."""

from __future__ import annotations

from ...operations import LANG, LIMIT, LIST, SORT, Operation, Param, declare

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
            Param("colours", "text", None),
            LANG,
            LIST.but(default="broad"),
            SORT,
            LIMIT.but(default=20),
        ),
        "wordtools.games.montage.match:match_slot",
    )
)
