"""Answer many queries in one process: JSON lines in, JSON lines out.

Each input line is an object with ``op`` and that operation's fields; each
output line carries the same ``id`` (when given) and either ``results`` or
``error``. A malformed line gets an error object; the other lines are still
answered. The lexicon's operations are in :data:`OPERATIONS`; each game adds its own
through the ``batch`` entry of its row in :mod:`wordtools.games.table`.

>>> import json
>>> out = list(run_batch(['not json']))
>>> out[0]["error"].startswith("line 1: not a JSON object")
True
"""

from __future__ import annotations

import json
from typing import Callable, Iterable, Iterator

from ..errors import BadInput, WordtoolsError
from ..lexicon import default_lang, get_lexicon

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
    return get_lexicon(query.get("lang"), query.get("list", default_list), query.get("kinds"), query.get("words"))


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
    from ..lexicon.info import check_word

    return {"results": [check_word(str(need(query, "word")), query.get("lang"))]}


def all_operations() -> dict[str, Operation]:
    """The lexicon's operations and every game's, from the game table (loaded on first use)."""
    from ..games.table import GAME_TABLE

    found = dict(OPERATIONS)
    for row in GAME_TABLE:
        if row.batch:
            found.update(row.load(row.batch))
    return found


def answer(query: dict) -> dict:
    """Answer one query object (raises on bad input)."""
    op = query.get("op")
    operations = all_operations()
    if op not in operations:
        raise BadInput(f"unknown op {op!r}: choose one of {', '.join(sorted(operations))}")
    return operations[op](query)


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
