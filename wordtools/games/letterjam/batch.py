"""Letter Jam's batch operations (``wordtools batch``): JSON object in, JSON object out."""

from __future__ import annotations

from ...cli.batch import query_lang
from ...cli.query import Query
from ...lexicon import get_lexicon
from ...lexicon.sources import LISTS


def _letterjam_clues(query: Query) -> dict:
    """{"players": {"ana": "f", ...}, "npc": [...], "bonus": [...], "wildcard": true, "limit": 10,
    "length": "2..12", "need": ["ana"], "kinds": ["word", "name"], "min_zipf": 2.0, "min_familiarity": 0.5}"""
    from .clues import find_clues, make_table, needs_for, parse_length_range
    from .deck import load_deck
    from .options import CLUE_FAMILIARITY, CLUE_LIMIT, CLUE_ZIPF
    from .vocab import table_vocabulary

    players = query.text_map("players", "name: letter")
    lang, deck_spec = query_lang(query), query.file("deck", None, builtin=("es", "en"))
    deck = load_deck(deck_spec or lang)
    lang, list_name = deck.alphabet.lang, query.choice("list", LISTS, "broad")
    npc, bonus = query.text_list("npc", []), query.text_list("bonus", [])
    wildcard = query.flag("wildcard", True)
    min_zipf = query.number("min_zipf", CLUE_ZIPF, 0.0, 10.0)
    min_familiarity = query.number("min_familiarity", CLUE_FAMILIARITY, 0.0, 1.0)
    limit = query.limit(CLUE_LIMIT)
    low, high = parse_length_range(query.text("length", "2..12"))
    kinds = query.text_list("kinds", None)
    table = make_table(deck, list(players.items()), npc, bonus)
    found = find_clues(
        table,
        deck,
        get_lexicon(lang, list_name),
        table_vocabulary(lang, list_name, kinds),
        wildcard=wildcard,
        min_zipf=min_zipf,
        min_familiarity=min_familiarity,
        top=limit,
        needs=needs_for(table, query.text_list("need", [])),
        min_len=low,
        max_len=high,
    )
    return {"results": [clue.to_json() for clue in found]}


def _letterjam_deduce(query: Query) -> dict:
    """{"clues": ["fin?", "?ano"], "seen": "abc", "limit": 0} (list default broad, as ``letterjam deduce``)"""
    from .deck import load_deck
    from .deduce import deduce, parse_seen
    from .vocab import table_vocabulary

    deck = load_deck(query.text("deck", None) or query_lang(query))
    clues = query.text_list("clues")
    seen = parse_seen(query.text("seen", "", empty_ok=True), deck)
    list_name, kinds = query.choice("list", LISTS, "broad"), query.text_list("kinds", None)
    found = deduce(clues, deck, table_vocabulary(deck.alphabet.lang, list_name, kinds), seen, query.limit(0))
    return {"results": [d.to_json() for d in found]}


def _letterjam_deal(query: Query) -> dict:
    """{"players": 4, "length": 5, "min_zipf": 3.0, "min_familiarity": 0.9, "allow_rude": false,
    "seed": 0} (as ``letterjam deal``)"""
    from .deal import deal
    from .deck import load_deck
    from .options import SECRET_FAMILIARITY, SECRET_LENGTH, SECRET_ZIPF

    deck = load_deck(query.text("deck", None) or query_lang(query))
    players = query.integer("players")
    length = query.integer("length", SECRET_LENGTH, 1)
    min_zipf = query.number("min_zipf", SECRET_ZIPF, 0.0, 10.0)
    min_familiarity = query.number("min_familiarity", SECRET_FAMILIARITY, 0.0, 1.0)
    allow_rude = query.flag("allow_rude")
    dealt = deal(deck, players, length, query.integer("seed", 0), min_zipf, min_familiarity, allow_rude)
    return {"results": [dealt.to_json()]}


OPERATIONS = {
    "letterjam_clues": _letterjam_clues,
    "letterjam_deduce": _letterjam_deduce,
    "letterjam_deal": _letterjam_deal,
}
