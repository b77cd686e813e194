"""Replay a game log and check every move and every score.

Start at :func:`validate_log`. From the header it finds the game, checks the
game version and the lexicon checksum against the installed ones, and sets
the game up with the logged options and seed. Then, line by line: the move
must come from a seat that may act, parse, and pass :meth:`Game.check` (an
illegal move is reported with the rule's reason); it is applied and the
transition's details are compared field by field with the logged line (score
changes, public information). Last, the outcome line must
equal the replayed outcome. The first problem is reported with its line
number and what differs (expected, from the replay, vs found, in the log).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import DataError, IllegalMove, WordtoolsError
from ..files import NotUTF8, decode, read_bytes
from .log import LogLineError, parse_lines
from .protocol import PERSON
from .registry import find_game
from .runner import RESERVED_KEYS, move_details, resolve_options

# The header's fields, with their exact types: true is not 1, 0.0 is not a seat, null options are not options.
HEADER_TYPES = {"game": str, "version": str, "options": dict, "seed": int, "strategies": list, "lexicon": str}
HEADER_KEYS = ("type", *HEADER_TYPES, "wordtools")  # wordtools: the version that wrote the log (not checked)
OUTCOME_KEYS = ("type", "scores", "winners", "reason", "details", "moves")
_TYPE_WORDS = {str: "a string", dict: "an object", int: "an integer", list: "a list"}


def same_json(a: Any, b: Any) -> bool:
    """Equal as JSON values, types included: 26.0, false and "26" are not 26."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b))
    return bool(a == b)


_MISSING = "(missing)"


@dataclass(frozen=True)
class Report:
    """What validating one log found: ok, or the first problem and where."""

    name: str
    ok: bool
    moves: int = 0
    line: int | None = None
    problem: str = ""
    expected: Any = None
    found: Any = None

    def __str__(self) -> str:
        if self.ok:
            return f"{self.name}: ok ({self.moves} moves)"
        where = f"{self.name}:{self.line}" if self.line else self.name
        text = f"{where}: {self.problem}"
        if self.expected is not None or self.found is not None:
            text += f": expected {_show(self.expected)}, found {_show(self.found)}"
        return text

    def to_json(self) -> dict:
        return {k: getattr(self, k) for k in ("name", "ok", "moves", "line", "problem", "expected", "found")}


def _show(value: Any) -> str:
    return value if value == _MISSING else json.dumps(value, ensure_ascii=False)


class _Problem(Exception):
    def __init__(self, line: int, problem: str, expected: Any = None, found: Any = None):
        super().__init__(problem)
        self.line, self.problem, self.expected, self.found = line, problem, expected, found


def _roundtrip(value: Any) -> Any:
    return json.loads(json.dumps(value))


def _entries(lines: Iterable[str]):
    """``(number, object)`` per non-blank line, then ``(next number, None)`` at the end;
    a damaged line is a problem."""
    number = 0
    try:
        for number, obj in parse_lines(lines):
            yield number, obj
    except LogLineError as exc:
        raise _Problem(exc.line, exc.problem) from None
    yield number + 1, None  # end of the log


class _Replay:
    """The replay of one log, fed one numbered line at a time."""

    def __init__(self, number: int, header: dict):
        missing = [k for k in HEADER_TYPES if k not in header]
        if header.get("type") != "header" or missing:
            raise _Problem(
                number,
                "the log must start with a header line" + (f" (missing {', '.join(missing)})" if missing else ""),
            )
        for key, kind in HEADER_TYPES.items():
            if type(header[key]) is not kind:
                raise _Problem(number, f"header field {key!r} must be {_TYPE_WORDS[kind]}", found=header[key])
        unknown = [k for k in header if k not in HEADER_KEYS]
        if unknown:
            raise _Problem(
                number, f"unknown header field{'s' if len(unknown) > 1 else ''} {', '.join(map(repr, unknown))}"
            )
        if not all(type(s) is str for s in header["strategies"]):
            raise _Problem(
                number, "header field 'strategies' must be a list of strategy names", found=header["strategies"]
            )
        try:
            self.game = find_game(str(header["game"]))
        except WordtoolsError as exc:
            raise _Problem(number, str(exc)) from None
        if header["version"] != self.game.version:
            raise _Problem(
                number,
                f"{self.game.name} version differs (rules changed since the log)",
                self.game.version,
                header["version"],
            )
        try:
            self.options = resolve_options(self.game, header["options"])
        except WordtoolsError as exc:
            raise _Problem(number, f"options refused by the rules: {exc}") from None
        if not same_json(self.options, header["options"]):
            raise _Problem(number, "options differ from what the rules play with", self.options, header["options"])
        strategies = header["strategies"]
        if len(strategies) != self.options["players"]:
            raise _Problem(
                number,
                f"header field 'strategies' names {len(strategies)} seats; the options say {self.options['players']} players",
                self.options["players"],
                len(strategies),
            )
        for name in strategies:
            if name != PERSON and name not in self.game.strategies:
                raise _Problem(
                    number,
                    f"unknown strategy {name!r} for {self.game.name} (known: {', '.join(self.game.strategies)}, {PERSON})",
                )
        try:
            lexicon = self.game.lexicon_id(self.options)
            if header["lexicon"] != lexicon:
                raise _Problem(
                    number,
                    "lexicon checksum differs (the word list is not the one the game used)",
                    lexicon,
                    header["lexicon"],
                )
            self.state = self.game.setup(self.options, header["seed"])
        except WordtoolsError as exc:
            raise _Problem(number, f"cannot set the game up: {exc}") from None
        self.header = header
        self.logged: list[tuple[int, dict]] = []  # (line number, line) of each move replayed
        self.finished = False

    @property
    def moves(self) -> int:
        return len(self.logged)

    def move(self, number: int, line: dict) -> None:
        game, state = self.game, self.state
        if game.outcome(state) is not None:
            raise _Problem(number, "a move after the game ended")
        if type(line.get("n")) is not int or line.get("n") != self.moves + 1:
            raise _Problem(number, "move number differs", self.moves + 1, line.get("n", _MISSING))
        seats = game.to_move(state)
        seat = line.get("seat")
        if type(seat) is not int or seat not in seats:
            expected = seats[0] if len(seats) == 1 else list(seats)
            raise _Problem(number, "seat differs (not this seat's turn)", expected, line.get("seat", _MISSING))
        text = line.get("move")
        try:
            move = game.parse_move(text) if isinstance(text, str) else None
        except WordtoolsError as exc:
            raise _Problem(number, f"move {text!r} does not parse: {exc}") from None
        if move is None:
            raise _Problem(number, "the line has no move text")
        try:
            checked = game.check(state, seat, move)
        except IllegalMove as exc:
            raise _Problem(number, f"P{seat + 1} cannot {text}: {exc}") from None
        transition = game.apply(state, checked)
        after = transition.state
        details = move_details(game, transition)
        found = {k: v for k, v in line.items() if k not in RESERVED_KEYS}
        for key in sorted(set(details) | set(found)):
            if not same_json(details.get(key, _MISSING), found.get(key, _MISSING)):
                raise _Problem(number, f"{key!r} differs", details.get(key, _MISSING), found.get(key, _MISSING))
        self.state = after
        self.logged.append((number, line))

    def replayed(self, number: int) -> None:
        """Play the game again with the logged strategies and seed: the first move that
        differs from the log is a problem (the log's moves were legal, but not these players')."""
        from .runner import play_game

        strategies = self.header["strategies"]
        if PERSON in strategies:
            raise _Problem(number, f"cannot replay: seat {strategies.index(PERSON)} was played by a person")
        record = play_game(self.game, self.options, self.header["seed"], strategies)
        for i, (line_number, logged) in enumerate(self.logged):
            again = record.moves[i] if i < len(record.moves) else None
            if again is None or again["move"] != logged.get("move") or again["seat"] != logged.get("seat"):
                expected = f"seat {again['seat']}: {again['move']}" if again else "(the game is over)"
                found = f"seat {logged.get('seat')}: {logged.get('move')}"
                raise _Problem(line_number, "not the move the logged strategies make (replay)", expected, found)

    def outcome(self, number: int, line: dict) -> None:
        outcome = self.game.outcome(self.state)
        if outcome is None:
            raise _Problem(number, f"an outcome line, but the game is not over after {self.moves} moves")
        expected = {**_roundtrip(outcome.to_json()), "moves": self.moves}
        unknown = [k for k in line if k not in OUTCOME_KEYS]
        if unknown:
            raise _Problem(
                number, f"unknown outcome field{'s' if len(unknown) > 1 else ''} {', '.join(map(repr, unknown))}"
            )
        for key in expected:
            if not same_json(expected[key], line.get(key, _MISSING)):
                raise _Problem(number, f"outcome {key!r} differs", expected[key], line.get(key, _MISSING))
        self.finished = True


def validate_log(lines: Iterable[str], name: str = "<log>", *, replay_strategies: bool = False) -> Report:
    """Replay the log given as text lines; a :class:`Report` of the first problem, or ok.

    By default every move must be legal and every score right (fine for logs of
    human games). With *replay_strategies* (``validate --replay``) the logged
    strategies also play the game again from the seed, and the first move that
    differs from the log is reported.
    """
    replay: _Replay | None = None
    try:
        for number, line in _entries(lines):
            if line is None:
                if replay is None:
                    raise _Problem(1, "empty log")
                if not replay.finished:
                    raise _Problem(
                        number, f"the log ends without an outcome line (truncated after {replay.moves} moves?)"
                    )
            elif replay is None:
                replay = _Replay(number, line)
            elif replay.finished:
                raise _Problem(number, "a line after the outcome")
            elif line["type"] == "move":
                replay.move(number, line)
            elif line["type"] == "outcome":
                replay.outcome(number, line)
                if replay_strategies:
                    replay.replayed(number)
            else:
                raise _Problem(number, "a second header line")
    except _Problem as p:
        return Report(name, False, replay.moves if replay else 0, p.line, p.problem, p.expected, p.found)
    return Report(name, True, replay.moves if replay else 0)


def validate_file(path: str | Path, *, replay_strategies: bool = False) -> Report:
    """:func:`validate_log` on a file (a file that cannot be read is a problem too)."""
    try:
        text = decode(read_bytes(path, "log"), path)
    except NotUTF8 as exc:
        return Report(str(path), False, line=exc.line, problem=exc.problem)
    except DataError as exc:
        return Report(str(path), False, problem=f"cannot read: {exc}")
    try:
        return validate_log(text.splitlines(), str(path), replay_strategies=replay_strategies)
    except (WordtoolsError, ValueError, TypeError, KeyError, RecursionError) as exc:
        # Anything the checks above did not foresee is this file's problem, not the run's.
        return Report(str(path), False, problem=f"cannot validate: {exc}")
