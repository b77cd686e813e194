"""Game logs as JSON lines: a header, one line per move, the outcome.

::

    {"type": "header", "game": "nim", "version": "1", "wordtools": "0.1.0",
     "options": {"players": 2, "lang": "es"}, "seed": 7,
     "strategies": ["greedy", "random"], "lexicon": ""}
    {"type": "move", "n": 1, "seat": 0, "move": "0-3", "score": 3, ...}
    ...
    {"type": "outcome", "scores": [12, 9], "winners": [0], "reason": "...",
     "details": {}, "moves": 14}

Each object is on one line (the example wraps them). :func:`write_log` and
:func:`read_log` are the two ends; :mod:`.validate` replays what was read.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path

from ..errors import DataError
from ..files import read_text, write_text
from .runner import GameRecord

LINE_TYPES = ("header", "move", "outcome")


def log_text(record: GameRecord) -> str:
    """The whole log of *record* as text (one JSON object per line)."""
    return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in record.lines())


def write_log(record: GameRecord, path: str | Path) -> Path:
    """Write *record*'s log to *path* by the one writer's rules (:mod:`wordtools.files`) and return the path."""
    return write_text(path, log_text(record))


class LogLineError(DataError):
    """A log line that is not one of the log's JSON objects (``line``, ``problem``)."""

    def __init__(self, name: str, line: int, problem: str):
        super().__init__(f"{name}:{line}: {problem}")
        self.line, self.problem = line, problem


# A log never needs more: deeper nesting or longer numbers are damage or an attack.
MAX_DEPTH = 20
MAX_INT_DIGITS = 19


def _unique_keys(pairs: list[tuple[str, object]]) -> dict:
    keys = [k for k, _ in pairs]
    if len(set(keys)) != len(keys):
        twice = next(k for k in keys if keys.count(k) > 1)
        raise ValueError(f"the key {twice!r} appears twice")
    return dict(pairs)


def _small_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(f"an integer of {len(text.lstrip('-'))} digits")
    return int(text)


def _depth(text: str) -> int:
    """How deep the brackets of a JSON text nest (strings skipped), without parsing it."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def parse_line(text: str) -> object:
    """One log line as JSON, strictly: no duplicate keys, no huge integers, no deep nesting,
    no NaN or Infinity. Raises ValueError saying what is wrong."""
    if _depth(text) > MAX_DEPTH:
        raise ValueError(f"nested more than {MAX_DEPTH} levels deep")

    def refuse_constant(name: str) -> None:
        raise ValueError(f"{name} is not a JSON number")

    try:
        return json.loads(text, object_pairs_hook=_unique_keys, parse_int=_small_int, parse_constant=refuse_constant)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not a JSON object ({exc.msg}); truncated or damaged line") from None
    except RecursionError:
        raise ValueError("nested too deeply") from None


def parse_lines(lines: Iterable[str], name: str = "<log>") -> Iterator[tuple[int, dict]]:
    """``(line number, object)`` for each non-blank line; :class:`LogLineError` on a bad line."""
    for number, text in enumerate(lines, 1):
        if not text.strip():
            continue
        try:
            obj = parse_line(text)
        except ValueError as exc:
            raise LogLineError(name, number, str(exc)) from None
        if not isinstance(obj, dict) or obj.get("type") not in LINE_TYPES:
            raise LogLineError(name, number, f"expected an object with type {'/'.join(LINE_TYPES)}")
        yield number, obj


def read_log(path: str | Path) -> list[tuple[int, dict]]:
    """The numbered objects of a log file, checked for shape: header first,
    then moves, then exactly one outcome at the end. Raises DataError with the
    line number when the file is malformed or truncated."""
    path = Path(path)
    text = read_text(path, "log")
    entries = list(parse_lines(text.splitlines(), str(path)))
    last = len(text.splitlines())
    if not entries or entries[0][1]["type"] != "header":
        raise DataError(f"{path}:{entries[0][0] if entries else 1}: the log must start with a header line")
    for number, obj in entries[1:]:
        if obj["type"] == "header":
            raise DataError(f"{path}:{number}: a second header line")
    if entries[-1][1]["type"] != "outcome":
        raise DataError(f"{path}:{last + 1}: the log ends without an outcome line (truncated?)")
    for number, obj in entries[1:-1]:
        if obj["type"] == "outcome":
            raise DataError(f"{path}:{number}: moves after the outcome line")
    return entries
