"""Pictomania's batch operations (``wordtools batch``): JSON object in, JSON object out.

Each reads the fields its declaration lists (:mod:`.operations`) and calls the
library function the command calls.
"""

from __future__ import annotations

from ...cli.query import Query
from .operations import CHECK, DECK


def deck_from_query(query: Query):
    """The deck ``pictomania deck`` makes from the same fields (a deck download saves it as a file)."""
    from .generate import deck_for

    names = ("lang", "cards", "seed", "level_mix", "adult_green")
    lang, cards, seed, level_mix, adult_green = (query.read(DECK[name]) for name in names)
    return deck_for(lang, cards, seed, level_mix, adult_green)


def _pictomania_deck(query: Query) -> dict:
    """{"lang": "es,en", "cards": 99, "seed": 0, "level_mix": "1,1,1,1", "adult_green": false}:
    the deck as ``--json`` prints it"""
    from .deckfile import deck_to_json

    return {"results": [deck_to_json(deck_from_query(query))]}


def _pictomania_check(query: Query) -> dict:
    """{"deck": "deck.csv", "limit": 100}: the problems and the summary, as ``pictomania check --json``"""
    from .check import check_file

    report = check_file(query.read(CHECK["deck"]))
    limit = query.read(CHECK["limit"])
    problems = report.problems[:limit] if limit else report.problems
    return {
        "results": [p.to_json() for p in problems],
        "messages": [str(p) for p in problems],
        "summary": report.to_json(),
        "summary_line": report.summary(),
        "ok": report.ok,
    }


OPERATIONS = {"pictomania_deck": _pictomania_deck, "pictomania_check": _pictomania_check}
