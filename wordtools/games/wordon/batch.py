"""WordOn's batch operations (``wordtools batch``): JSON object in, JSON object out."""

from __future__ import annotations

from ...cli.batch import query_lang, query_lexicon
from ...cli.query import Query
from .operations import BEST, SCORE


def _wordon_best(query: Query) -> dict:
    """{"rack": "perr?no", "extra": "ca", "row": 2, "limit": 5, "list": "strict", "strategy": "greedy",
    "min_familiarity": 0.5} (list, kinds, words as in the lexicon's operations; list default: the
    language's WordOn list; strategy greedy, smart or human, as ``wordon best --strategy``)"""
    from . import parse_tiles
    from .defaults import default_list
    from .ranking import best_plays
    from .search import searcher

    lang = query_lang(query)
    names = ("rack", "extra", "row", "limit", "strategy", "min_familiarity")
    rack, extra, row, limit, strategy, min_familiarity = (query.read(BEST[name]) for name in names)
    finder = searcher(query_lexicon(query, default_list(lang)))
    plays, value = best_plays(
        finder, parse_tiles(rack, lang), parse_tiles(extra, lang), row, limit, strategy, min_familiarity
    )
    return {"results": [{**p.to_json(), **({"value": round(value(p), 2)} if value else {})} for p in plays]}


def _wordon_score(query: Query) -> dict:
    """{"word": "chorro", "rack": "o[rr]o?ab", "extra": "", "row": 1} (as ``wordon score``)"""
    from . import parse_tiles
    from .defaults import default_list
    from .search import searcher

    lang = query_lang(query)
    word, rack, extra, row = (query.read(SCORE[name]) for name in ("word", "rack", "extra", "row"))
    finder = searcher(query_lexicon(query, default_list(lang)))
    play = finder.score_play(word, parse_tiles(rack, lang), parse_tiles(extra, lang), row)
    return {"results": [play.to_json()]}


OPERATIONS = {"wordon_best": _wordon_best, "wordon_score": _wordon_score}
