"""Letter Jam's batch operations (``wordtools batch``): JSON object in, JSON object out."""

from __future__ import annotations

from ...cli.batch import need
from ...errors import BadInput
from ...lexicon import default_lang, get_lexicon


def _letterjam_clues(query: dict) -> dict:
    """{"players": {"ana": "f", ...}, "npc": [...], "bonus": [...], "wildcard": true, "top": 10}"""
    from .clues import find_clues, make_table
    from .deck import load_deck
    from .vocab import vocabulary

    players = need(query, "players")
    if not isinstance(players, dict):
        raise BadInput("'players' is an object of name: letter")
    deck = load_deck(query.get("deck") or query.get("lang") or default_lang())
    lang, list_name = deck.alphabet.lang, query.get("list", "broad")
    table = make_table(deck, list(players.items()), list(query.get("npc", [])), list(query.get("bonus", [])))
    found = find_clues(
        table, deck, get_lexicon(lang, list_name), vocabulary(lang, list_name, 1.5),
        wildcard=bool(query.get("wildcard", True)), min_zipf=float(query.get("min_zipf", 2.0)),
        top=int(query.get("top", 10)),
    )
    return {"results": [clue.to_json() for clue in found]}


OPERATIONS = {"letterjam_clues": _letterjam_clues}
