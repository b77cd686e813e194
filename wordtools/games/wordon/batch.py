"""WordOn's batch operations (``wordtools batch``): JSON object in, JSON object out."""

from __future__ import annotations

from ...cli.batch import query_lang
from ...cli.query import Query


def _wordon_best(query: Query) -> dict:
    """{"rack": "perr?no", "extra": "ca", "row": 2, "limit": 5}"""
    from . import parse_tiles
    from .board import check_row
    from .search import find_plays

    lang = query_lang(query)
    rack = query.text("rack")
    extra = query.text("extra", "", empty_ok=True)
    row = query.integer("row")
    limit = query.limit(10)
    check_row(row)
    plays = find_plays(parse_tiles(rack, lang), parse_tiles(extra, lang), row, lang, top=limit)
    return {"results": [play.to_json() for play in plays]}


OPERATIONS = {"wordon_best": _wordon_best}
