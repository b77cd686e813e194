"""Answer many queries in one process: JSON lines in, JSON lines out.

Each input line is an object with ``op`` and that operation's fields; each
output line carries the same ``id`` (when given) and either ``results`` or
``error``. A malformed line gets an error object; the other lines are still
answered. Operations are registered in :data:`OPERATIONS` (games add theirs).

>>> import json
>>> out = list(run_batch(['not json']))
>>> out[0]["error"].startswith("line 1: not a JSON object")
True
"""

from __future__ import annotations

import json
from typing import Callable, Iterable, Iterator

from .errors import BadInput, WordtoolsError
from .lexicon import default_lang, get_lexicon

Operation = Callable[[dict], dict]
OPERATIONS: dict[str, Operation] = {}


def operation(name: str) -> Callable[[Operation], Operation]:
    """Register a batch operation under *name*."""

    def register(func: Operation) -> Operation:
        OPERATIONS[name] = func
        return func

    return register


def need(query: dict, name: str):
    """The field *name* of *query*, or a clear error."""
    if name not in query:
        raise BadInput(f"missing field {name!r}")
    return query[name]


def _lexicon(query: dict, default_list: str = "strict"):
    return get_lexicon(query.get("lang"), query.get("list", default_list))


def _ranked(lexicon, ids: list[int], query: dict) -> dict:
    entries = lexicon.rank(ids, query.get("sort", "freq"), query.get("limit"))
    return {"count": len(ids), "results": [e.to_json() for e in entries]}


@operation("anagram")
def _anagram(query: dict) -> dict:
    lexicon = _lexicon(query)
    letters = str(need(query, "letters"))
    if query.get("reuse"):
        ids = lexicon.find_from_set(letters, int(query.get("wildcards", 0)), int(query.get("min", 1)))
    else:
        ids = lexicon.find_anagrams(letters, bool(query.get("sub")), int(query.get("min", 1)))
    return _ranked(lexicon, ids, query)


@operation("pattern")
def _pattern(query: dict) -> dict:
    lexicon = _lexicon(query)
    return _ranked(lexicon, lexicon.match_pattern(str(need(query, "pattern")), query.get("groups")), query)


@operation("check")
def _check(query: dict) -> dict:
    from .lexicon_info import check_word

    return {"results": [check_word(str(need(query, "word")), query.get("lang"))]}


@operation("letterjam_clues")
def _letterjam_clues(query: dict) -> dict:
    """{"players": {"ana": "f", ...}, "npc": [...], "bonus": [...], "wildcard": true, "top": 10}"""
    from .games.letterjam.clues import find_clues, make_table
    from .games.letterjam.deck import load_deck
    from .games.letterjam.vocab import vocabulary

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


@operation("wordon_best")
def _wordon_best(query: dict) -> dict:
    """{"rack": "perr?no", "extra": "ca", "row": 2, "top": 5}"""
    from .games.wordon import parse_tiles
    from .games.wordon.board import check_row
    from .games.wordon.search import find_plays

    lang = query.get("lang") or default_lang()
    row = int(need(query, "row"))
    check_row(row)
    plays = find_plays(
        parse_tiles(str(need(query, "rack")), lang), parse_tiles(str(query.get("extra", "")), lang),
        row, lang, top=int(query.get("top", 10)),
    )
    return {"results": [play.to_json() for play in plays]}


@operation("montage_match")
def _montage_match(query: dict) -> dict:
    """{"slot": ".P..R", "reversible": false, "limit": 20}"""
    from .games.montage.colours import load_colours
    from .games.montage.match import match_slot, parse_slot

    lexicon = _lexicon(query, "broad")
    slot = parse_slot(str(need(query, "slot")), lexicon.alphabet, load_colours(query.get("colours")))
    result = match_slot(lexicon, slot, bool(query.get("reversible")), query.get("limit", 20), query.get("sort", "freq"))
    return {"count": result.total, "results": [w.to_json() for w in result.words]}


def answer(query: dict) -> dict:
    """Answer one query object (raises on bad input)."""
    op = query.get("op")
    if op not in OPERATIONS:
        raise BadInput(f"unknown op {op!r}: choose one of {', '.join(sorted(OPERATIONS))}")
    return OPERATIONS[op](query)


def run_batch(lines: Iterable[str]) -> Iterator[dict]:
    """Answer each non-empty line; a bad line yields an error object, the rest go on."""
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            query = json.loads(line)
            if not isinstance(query, dict):
                raise ValueError
        except ValueError:
            yield {"line": number, "error": f"line {number}: not a JSON object"}
            continue
        reply: dict = {"id": query["id"]} if "id" in query else {}
        try:
            reply.update(answer(query))
        except (WordtoolsError, ValueError, TypeError) as exc:
            reply.update(line=number, error=f"line {number}: {exc}")
        yield reply
