"""Pictomania's batch operations (``wordtools batch``): JSON object in, JSON object out."""

from __future__ import annotations

from ...cli.query import Query
from .deck import LANG_CHOICES


def deck_from_query(query: Query):
    """The deck ``pictomania deck`` makes from the same fields (lang, cards, seed, level_mix)."""
    from ...lexicon import default_lang
    from ...lexicon.concepts import load_inventory
    from .deck import DEFAULT_CARDS, DEFAULT_MIX
    from .generate import generate_deck, parse_level_mix

    lang = query.choice("lang", LANG_CHOICES, default_lang())  # $WORDTOOLS_LANG, as the command
    cards = query.integer("cards", DEFAULT_CARDS, 1)
    seed = query.integer("seed", 0)
    mix = parse_level_mix(query.text("level_mix", ",".join(map(str, DEFAULT_MIX))))
    return generate_deck(cards, tuple(lang.split(",")), seed, mix, load_inventory())


def _pictomania_deck(query: Query) -> dict:
    """{"lang": "es,en", "cards": 99, "seed": 0, "level_mix": "1,1,1,1"}: the deck as ``--json`` prints it"""
    from .deckfile import deck_to_json

    return {"results": [deck_to_json(deck_from_query(query))]}


def _pictomania_check(query: Query) -> dict:
    """{"deck": "deck.csv", "limit": 100}: the problems and the summary, as ``pictomania check --json``"""
    from .check import check_deck
    from .deckfile import read_deck

    report = check_deck(read_deck(query.text("deck")))
    limit = query.limit()
    problems = report.problems[:limit] if limit else report.problems
    return {
        "results": [p.to_json() for p in problems],
        "messages": [str(p) for p in problems],
        "summary": report.to_json(),
        "summary_line": report.summary(),
        "ok": report.ok,
    }


OPERATIONS = {"pictomania_deck": _pictomania_deck, "pictomania_check": _pictomania_check}
