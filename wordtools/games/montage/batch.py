"""Montage's batch operations (``wordtools batch``): JSON object in, JSON object out."""

from __future__ import annotations

from ...cli.batch import query_lang, query_lexicon
from ...cli.query import Query
from .operations import MATCH


def _montage_match(query: Query) -> dict:
    """{"slot": ".P..R", "reversible": false, "limit": 20}"""
    from .colours import load_colours
    from .match import match_slot, parse_slot

    lexicon = query_lexicon(query, MATCH["list"].default)
    text = query.read(MATCH["slot"])
    reversible = query.read(MATCH["reversible"])
    colours = load_colours(query.file("colours", None))
    limit, sort = query.read(MATCH["limit"]), query.read(MATCH["sort"])
    slot = parse_slot(text, lexicon.alphabet, colours)
    result = match_slot(lexicon, slot, reversible, limit, sort, colours=colours)
    return {"count": result.total, "results": [w.to_json() for w in result.words]}


def _montage_encode(query: Query) -> dict:
    """{"text": "perro gato"} (as ``montage encode perro gato``: each word's colours; "words" names a file elsewhere)"""
    from ...lexicon.alphabet import alphabet_for
    from .colours import encode, load_colours

    alpha, colours = alphabet_for(query_lang(query)), load_colours(query.text("colours", None))
    words = query.text("text").split()
    rows = [(w, encode(w, alpha, colours)) for w in words]
    return {"results": [{"word": w, "colours": [colours.names[c] for c in codes]} for w, codes in rows]}


OPERATIONS = {"montage_match": _montage_match, "montage_encode": _montage_encode}
