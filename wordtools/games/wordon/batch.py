"""WordOn's batch operations (``wordtools batch``): JSON object in, JSON object out."""

from __future__ import annotations

from ...cli.batch import need
from ...errors import BadInput
from ...lexicon import default_lang, get_lexicon


def _wordon_best(query: dict) -> dict:
    """{"rack": "perr?no", "extra": "ca", "row": 2, "top": 5}"""
    from . import parse_tiles
    from .board import check_row
    from .search import find_plays

    lang = query.get("lang") or default_lang()
    row = int(need(query, "row"))
    check_row(row)
    plays = find_plays(
        parse_tiles(str(need(query, "rack")), lang), parse_tiles(str(query.get("extra", "")), lang),
        row, lang, top=int(query.get("top", 10)),
    )
    return {"results": [play.to_json() for play in plays]}


OPERATIONS = {"wordon_best": _wordon_best}
