"""Macroscope's batch operations (``wordtools batch``): JSON object in, JSON object out."""

from __future__ import annotations

from ...cli.batch import query_lang
from ...cli.query import Query


def deck_from_query(query: Query):
    """The deck ``macroscope deck`` builds from the same fields (lang, cards, seed)."""
    from .deck import build_deck

    return build_deck(query_lang(query), query.integer("cards", 200, 1), query.integer("seed", 0))


def _macroscope_deck(query: Query) -> dict:
    """{"lang": "es", "cards": 200, "seed": 0}: one object per side, as ``macroscope deck --json``"""
    built = deck_from_query(query)
    return {
        "results": [
            {"card": n, "side": side, **s.to_json()}
            for n, card in enumerate(built.cards, start=1)
            for side, s in zip("AB", card)
        ]
    }


OPERATIONS = {"macroscope_deck": _macroscope_deck}
