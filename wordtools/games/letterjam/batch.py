"""Letter Jam's batch operations (``wordtools batch``): JSON object in, JSON object out.

Each reads the fields its declaration lists (:mod:`.operations`) and calls the
library function the command calls.
"""

from __future__ import annotations

from ...cli.batch import query_lang, query_list
from ...cli.query import Query
from .operations import CLUES, DEAL, DEDUCE, SCORE


def _deck(query: Query, operation):
    from .deck import load_deck

    return load_deck(query.read(operation["deck"]) or query_lang(query))


def _letterjam_clues(query: Query) -> dict:
    """{"players": {"ana": "f", ...}, "npc": [...], "bonus": [...], "wildcard": true, "limit": 10,
    "length": "2..12", "need": ["ana"], "kinds": ["word", "name"], "min_zipf": 2.0, "min_familiarity": 0.5}"""
    from .clues import ClueLimits, offer_clues

    players, npc, bonus, need = (query.read(CLUES[name]) for name in ("players", "npc", "bonus", "need"))
    wildcard, min_zipf, min_familiarity, limit = (
        query.read(CLUES[name]) for name in ("wildcard", "min_zipf", "min_familiarity", "limit")
    )
    low, high = query.read(CLUES["length"])
    limits = ClueLimits(wildcard, min_zipf, min_familiarity, low, high, top=limit)
    deck, list_name = _deck(query, CLUES), query_list(query, CLUES["list"].default)
    _, found = offer_clues(deck, list_name, list(players.items()), npc, bonus, need, limits)
    return {"results": [clue.to_json() for clue in found]}


def _letterjam_deduce(query: Query) -> dict:
    """{"clues": ["fin?", "?ano"], "seen": "abc", "limit": 0} (list default broad, as ``letterjam deduce``)"""
    from .deduce import deduce_from

    clues, seen, limit = (query.read(DEDUCE[name]) for name in ("clues", "seen", "limit"))
    found = deduce_from(clues, _deck(query, DEDUCE), query_list(query, DEDUCE["list"].default), seen, limit)
    return {"results": [d.to_json() for d in found]}


def _letterjam_deal(query: Query) -> dict:
    """{"players": 4, "length": 5, "min_zipf": 3.0, "min_familiarity": 0.9, "allow_rude": false,
    "seed": 0} (as ``letterjam deal``)"""
    from .deal import deal

    names = ("players", "length", "seed", "min_zipf", "min_familiarity", "allow_rude")
    players, length, seed, min_zipf, min_familiarity, allow_rude = (query.read(DEAL[name]) for name in names)
    dealt = deal(_deck(query, DEAL), players, length, seed, min_zipf, min_familiarity, allow_rude)
    return {"results": [dealt.to_json()]}


def _letterjam_score(query: Query) -> dict:
    """{"original": ["calor"], "written": ["collar"], "green": 2, "replaced": 0, "players": null}
    (as ``letterjam score``: the table's total and rating)"""
    from .score import score_words

    names = ("original", "written", "green", "replaced", "players", "ratings")
    originals, writtens, green, replaced, players, ratings = (query.read(SCORE[name]) for name in names)
    table = score_words(query_lang(query), originals, writtens, green, replaced, players, ratings)
    return {"results": [table.to_json()]}


OPERATIONS = {
    "letterjam_clues": _letterjam_clues,
    "letterjam_deduce": _letterjam_deduce,
    "letterjam_deal": _letterjam_deal,
    "letterjam_score": _letterjam_score,
}
