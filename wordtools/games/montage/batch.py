"""Montage's batch operations (``wordtools batch``): JSON object in, JSON object out."""

from __future__ import annotations

from ...cli.batch import query_lang, query_lexicon
from ...cli.query import Query
from .operations import ENCODE, MATCH


def _montage_match(query: Query) -> dict:
    """{"slot": ".P..R", "reversible": false, "limit": 20}"""
    from .colours import load_colours
    from .match import match_slot, parse_slot

    lexicon = query_lexicon(query, MATCH["list"].default)
    text = query.read(MATCH["slot"])
    reversible = query.read(MATCH["reversible"])
    colours = load_colours(query.read(MATCH["colours"]))
    limit, sort = query.read(MATCH["limit"]), query.read(MATCH["sort"])
    slot = parse_slot(text, lexicon.alphabet, colours)
    result = match_slot(lexicon, slot, reversible, limit, sort, colours=colours)
    return {"count": result.total, "results": [w.to_json() for w in result.words]}


def _montage_encode(query: Query) -> dict:
    """{"text": "perro gato"} (as ``montage encode perro gato``: each word's colours; "words" names a file elsewhere)"""
    from .colours import encode_words

    words, colours_file = query.read(ENCODE["text"]).split(), query.read(ENCODE["colours"])
    colours, rows = encode_words(words, query_lang(query), colours_file)
    return {"results": [{"word": w, "colours": [colours.names[c] for c in codes]} for w, codes in rows]}


OPERATIONS = {"montage_match": _montage_match, "montage_encode": _montage_encode}
