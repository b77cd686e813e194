"""Montage's batch operations (``wordtools batch``): JSON object in, JSON object out."""

from __future__ import annotations

from ...cli.batch import need
from ...errors import BadInput
from ...lexicon import default_lang, get_lexicon


def _montage_match(query: dict) -> dict:
    """{"slot": ".P..R", "reversible": false, "limit": 20}"""
    from .colours import load_colours
    from .match import match_slot, parse_slot

    lexicon = get_lexicon(query.get("lang"), query.get("list", "broad"))
    slot = parse_slot(str(need(query, "slot")), lexicon.alphabet, load_colours(query.get("colours")))
    result = match_slot(lexicon, slot, bool(query.get("reversible")), query.get("limit", 20), query.get("sort", "freq"))
    return {"count": result.total, "results": [w.to_json() for w in result.words]}


OPERATIONS = {"montage_match": _montage_match}
