"""Macroscope's batch operations (``wordtools batch``): JSON object in, JSON object out."""

from __future__ import annotations

from ...cli.batch import query_lang
from ...cli.query import Query
from ...lexicon.sources import LISTS


def deck_from_query(query: Query):
    """The deck ``macroscope deck`` builds from the same fields (lang, cards, seed)."""
    from .deck import DEFAULT_CARDS, build_deck

    return build_deck(query_lang(query), query.integer("cards", DEFAULT_CARDS, 1), query.integer("seed", 0))


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


def _macroscope_rate(query: Query) -> dict:
    """{"text": "gato jirafa", "against": "lexicon", "samples": 100, "seed": 0}: as ``macroscope rate --json``
    (the words to rate, separated by spaces; "list" as the lexicon's operations, "deck" a deck file)"""
    from .assess import AGAINST, DEFAULT_SAMPLES, DEFAULT_SHARE, assess

    result = assess(
        query.text("text").split(),
        query_lang(query),
        against=query.choice("against", AGAINST, "lexicon"),
        deck_path=query.text("deck", None),
        list_name=query.choice("list", LISTS, "strict"),
        samples=query.integer("samples", DEFAULT_SAMPLES, 1, 10_000),
        seed=query.integer("seed", 0),
        share=query.number("share", DEFAULT_SHARE, 0.5, 1.0),
        show_length=not query.flag("hidden_length"),
    )
    rows = [
        {**r.to_json(), **({"level": result.word_levels[r.word]} if r.word in result.word_levels else {})}
        for r in result.ratings
    ]
    return {"results": rows + [{"level_summary": s.to_json()} for s in result.levels]}


OPERATIONS = {"macroscope_deck": _macroscope_deck, "macroscope_rate": _macroscope_rate}
