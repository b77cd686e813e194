"""Montage's batch operations (``wordtools batch``): JSON object in, JSON object out."""

from __future__ import annotations

from ...cli.batch import query_lexicon
from ...cli.query import Query
from ...lexicon import SORTS


def _montage_match(query: Query) -> dict:
    """{"slot": ".P..R", "reversible": false, "limit": 20}"""
    from .colours import load_colours
    from .match import match_slot, parse_slot

    lexicon = query_lexicon(query, "broad")
    text = query.text("slot")
    reversible = query.flag("reversible")
    colours = load_colours(query.file("colours", None))
    limit, sort = query.limit(20), query.choice("sort", SORTS, "freq")
    slot = parse_slot(text, lexicon.alphabet, colours)
    result = match_slot(lexicon, slot, reversible, limit, sort, colours=colours)
    return {"count": result.total, "results": [w.to_json() for w in result.words]}


OPERATIONS = {"montage_match": _montage_match}
