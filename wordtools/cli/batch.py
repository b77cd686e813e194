"""Answer many queries in one process: JSON lines in, JSON lines out.

Each input line is an object with ``op`` and that operation's fields; each
output line carries the same ``id`` (when given) and either ``results`` or
``error``. Every line gets its answer or its error, in input order: the input
is read line by line as bytes and each line is decoded and parsed on its own,
so a line that is not UTF-8, not JSON or nested too deeply is that line's
error and the lines around it are still answered. Fields are read through
:class:`~wordtools.cli.query.Query` (types and ranges checked, the field
named). The lexicon's operations are in :data:`OPERATIONS`; each game adds
its own through the ``batch`` entry of its row in :mod:`wordtools.games.table`.

>>> import json
>>> out = list(run_batch([b'not json', b'{"op": "check", "word": 5}']))
>>> out[0]["error"]
'line 1: not a JSON object'
>>> out[1]["error"]
"line 2: field 'word' must be a string, not 5"
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Iterator

from ..errors import BadInput, WordtoolsError
from ..lexicon import ListChoice, get_lexicon
from ..operations import ANAGRAM, CHECK, LANG, LIMIT, LIST, MIN_FAMILIARITY, PATTERN, SORT
from .query import Query, shown

Operation = Callable[[Query], dict]
OPERATIONS: dict[str, Operation] = {}
MAX_LINE_BYTES = 1 << 20  # a query is small: a longer line is refused, not parsed


def operation(name: str) -> Callable[[Operation], Operation]:
    """Register a batch operation under *name*."""

    def register(func: Operation) -> Operation:
        OPERATIONS[name] = func
        return func

    return register


def need(query, name: str):
    """The field *name* of *query*, or a clear error (for operations that read fields by hand)."""
    if name not in query:
        raise BadInput(f"missing field {name!r}")
    return query[name]


def query_lang(query: Query) -> str:
    """The ``lang`` field (default: ``$WORDTOOLS_LANG`` or es)."""
    return query.read(LANG)


def query_list(query: Query, default_list: str | None = "strict") -> str | ListChoice:
    """The word list the ``list``, ``kinds`` (a list of kinds) and ``words`` (a file) fields name,
    as ``--list``, ``--kinds`` and ``--words`` hand it to a command (a name, or a ListChoice)."""
    list_name = query.read(LIST.but(default=default_list))
    kinds = query.text_list("kinds", None)
    words = query.file("words", None)
    if list_name == "none" and words is None:
        raise BadInput("field 'list' is \"none\": give a 'words' file")
    return (
        list_name
        if kinds is None and words is None
        else ListChoice(list_name, tuple(kinds) if kinds is not None else None, words)
    )


def query_lexicon(query: Query, default_list: str = "strict", familiar: bool = False):
    """The lexicon named by the ``lang``, ``list``, ``kinds`` and ``words`` fields (:func:`query_list`);
    with *familiar*, also ``min_familiarity`` (0-1: only entries at least that familiar)."""
    chosen = query_list(query, default_list)
    minimum = query.read(MIN_FAMILIARITY) if familiar else None
    return get_lexicon(query_lang(query), chosen, min_familiarity=minimum)


def _ranked(lexicon, ids: list[int], sort: str, limit: int | None) -> dict:
    entries = lexicon.rank(ids, sort, limit)
    return {"count": len(ids), "results": [e.to_json() for e in entries]}


@operation("anagram")
def _anagram(query: Query) -> dict:
    lexicon = query_lexicon(query, familiar=True)
    letters = query.read(ANAGRAM["letters"])
    reuse, sub = query.read(ANAGRAM["reuse"]), query.read(ANAGRAM["sub"])
    wildcards, min_len = query.read(ANAGRAM["wildcards"]), query.read(ANAGRAM["min"])
    sort, limit = query.read(SORT), query.read(LIMIT)
    if wildcards and not reuse:
        raise BadInput("field 'wildcards' needs \"reuse\": true (wildcards count letters outside the set)")
    if sub and reuse:
        raise BadInput("fields 'sub' and 'reuse' do not go together: 'reuse' already allows any length")
    if reuse:
        ids = lexicon.find_from_set(letters, wildcards, min_len)
    else:
        ids = lexicon.find_anagrams(letters, sub, min_len)
    return _ranked(lexicon, ids, sort, limit)


@operation("pattern")
def _pattern(query: Query) -> dict:
    lexicon = query_lexicon(query, familiar=True)
    pattern = query.read(PATTERN["pattern"])
    groups = query.read(PATTERN["groups"])
    sort, limit = query.read(SORT), query.read(LIMIT)
    return _ranked(lexicon, lexicon.match_pattern(pattern, groups), sort, limit)


@operation("check")
def _check(query: Query) -> dict:
    from ..lexicon.info import check_word

    return {"results": [check_word(query.read(CHECK["word"]), query_lang(query))]}


def all_operations() -> dict[str, Operation]:
    """The lexicon's operations and every game's, from the game table (loaded on first use)."""
    from ..games.table import GAME_TABLE

    found = dict(OPERATIONS)
    for row in GAME_TABLE:
        if row.batch:
            found.update(row.load(row.batch))
    return found


def op_names(operations) -> str:
    """The operations' names, a game's together: ``wordon_best/score`` (a message lists them all, briefly).

    >>> op_names(["check", "wordon_score", "anagram", "wordon_best"])
    'anagram, check, wordon_best/score'
    """
    groups: dict[str, list[str]] = {}
    for name in sorted(operations):
        game, sep, rest = name.partition("_")
        groups.setdefault(game if sep else name, []).append(rest if sep else "")
    return ", ".join(f"{k}_{'/'.join(v)}" if v != [""] else k for k, v in groups.items())


def answer(data: dict, *, files: bool = True) -> dict:
    """Answer one query object (raises on bad input, naming the field); *files* False refuses
    the fields that name files (``words``, ``colours``, a ``deck`` file)."""
    operations = all_operations()
    op = data.get("op")
    if op not in operations:
        if "op" not in data:
            raise BadInput(f"missing field 'op': choose one of {op_names(operations)}")
        named = repr(op) if isinstance(op, str) and len(op) < 40 else shown(op)
        raise BadInput(f"unknown op {named}: choose one of {op_names(operations)}")
    query = Query(data, files=files)
    reply = operations[op](query)
    unknown = query.unread()
    if unknown:
        raise BadInput(f"unknown field{'s' if len(unknown) > 1 else ''} {', '.join(map(repr, unknown))} for op {op!r}")
    return reply


def _parse(raw: bytes) -> dict:
    """One input line as a JSON object, or a BadInput that says what is wrong with it."""
    if len(raw) > MAX_LINE_BYTES:
        raise BadInput(f"line longer than {MAX_LINE_BYTES:,} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadInput(f"not UTF-8 (byte 0x{raw[exc.start]:02x} at column {exc.start + 1})") from None
    if text.startswith("\ufeff"):
        raise BadInput("a byte order mark (U+FEFF) starts the line; only the input's first line may have one")
    try:
        query = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float, parse_int=_small_int)
    except _BadNumber as exc:
        raise BadInput(str(exc)) from None
    except RecursionError:
        raise BadInput("JSON nested too deeply") from None
    except ValueError:
        raise BadInput("not a JSON object") from None
    if not isinstance(query, dict):
        raise BadInput("not a JSON object")
    return query


class _BadNumber(Exception):
    """A number JSON allows but no query can use (raised through json.loads, which passes it on)."""


MAX_INT_DIGITS = 30  # no field needs more; int() of thousands of digits is slow, and Python refuses 4,300+


def _finite_float(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise _BadNumber(f"the number {text if len(text) <= 20 else text[:19] + '…'} is out of range (over 1.8e308)")
    return value


def _small_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise _BadNumber(f"an integer of {digits:,} digits is out of range (at most {MAX_INT_DIGITS})")
    return int(text)


def _refuse_constant(name: str):
    raise _BadNumber(f"{name} is not a JSON number (JSON has no NaN or Infinity)")


def run_batch(lines: Iterable[bytes | str], *, files: bool = True) -> Iterator[dict]:
    """Answer each non-blank line, in order; a bad line yields its error object, the rest go on.

    A blank line (nothing but spaces) gets no answer, but counts in the line numbers, so
    ``"line": N`` is always the line of the input. A byte order mark at the start of the
    first line is dropped. *files* False refuses fields that name files (``--no-files``)."""
    for number, raw in enumerate(lines, 1):
        if isinstance(raw, str):
            raw = raw.encode("utf-8", "surrogateescape")
        if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
            raw = raw[3:]
        if not raw.strip():
            continue
        reply: dict = {}
        try:
            query = _parse(raw.rstrip(b"\r\n"))
            if "id" in query:
                reply["id"] = query["id"]
            reply.update(answer(query, files=files))
        except (WordtoolsError, ValueError, TypeError, RecursionError) as exc:
            reply = {**({"id": reply["id"]} if "id" in reply else {}), "line": number, "error": f"line {number}: {exc}"}
        yield reply
