"""Game options owned by the rules: each game declares a schema, every value is checked.

A game's :class:`OptionSchema` lists its options (type, range or choices,
default, help). :meth:`OptionSchema.resolve` turns what a user or a log header
gives into the full options dict the rules use: unknown keys and bad values
are refused with one line naming the option and what is allowed, so what a log
records is exactly what the rules played with.

>>> schema = OptionSchema((Option("length", int, 5, "secret word length", low=4, high=7),))
>>> schema.resolve({"length": "6"}, from_text=True)
{'length': 6}
>>> schema.resolve({"length": 9})
Traceback (most recent call last):
...
wordtools.errors.BadGameSetup: option length must be an integer from 4 to 7, not 9
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import BadGameSetup

_TYPE_NAMES = {int: "an integer", float: "a number", str: "a text", bool: "true or false"}


def _show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return text if len(text) <= 40 else text[:37] + "..."


@dataclass(frozen=True)
class Option:
    """One option: its name, type, default and what values it allows.

    *choices* (a tuple) or *low*/*high* (inclusive bounds for numbers) restrict
    the value; *nullable* allows ``null`` (meaning "the default data");
    *check* is an extra test that returns an error text or ``None``.
    """

    name: str
    kind: type
    default: Any
    help: str
    choices: tuple | None = None
    low: float | None = None
    high: float | None = None
    nullable: bool = False
    check: Callable[[Any], str | None] | None = None

    def allowed(self) -> str:
        """What values are allowed, in words (for help and errors)."""
        if self.choices is not None:
            text = "one of " + ", ".join(_show(c) for c in self.choices)
        elif self.low is not None and self.low == self.high:
            text = f"exactly {self.low:g}"
        elif self.low is not None and self.high is not None:
            text = f"{_TYPE_NAMES[self.kind]} from {self.low:g} to {self.high:g}"
        elif self.low is not None:
            text = f"{_TYPE_NAMES[self.kind]} of at least {self.low:g}"
        else:
            text = _TYPE_NAMES[self.kind]
        return text + (" (or null)" if self.nullable else "")

    def from_text(self, text: str) -> Any:
        """The value of ``--option name=TEXT``: typed by the option, not guessed."""
        if self.nullable and text in ("", "null", "none"):
            return None
        if self.kind is bool:
            lowered = text.strip().lower()
            if lowered in ("true", "yes", "1", "on"):
                return True
            if lowered in ("false", "no", "0", "off"):
                return False
            raise self._refuse(text)
        if self.kind is int:
            try:
                return int(text.strip())
            except ValueError:
                raise self._refuse(text) from None
        if self.kind is float:
            try:
                return float(text.strip())
            except ValueError:
                raise self._refuse(text) from None
        return text

    def validate(self, value: Any) -> Any:
        """*value* if it is allowed (an int is accepted for a float option), else :class:`BadGameSetup`."""
        if value is None:
            if self.nullable:
                return None
            raise self._refuse(value)
        if self.kind is float and type(value) is int:
            value = float(value)
        if type(value) is not self.kind:  # exact: true is not 1, 0.0 is not 0
            raise self._refuse(value)
        if isinstance(value, float) and not math.isfinite(value):
            raise self._refuse(value)
        if self.choices is not None and value not in self.choices:
            raise self._refuse(value)
        number = value if isinstance(value, (int, float)) else None
        if number is not None and (
            self.low is not None and number < self.low or self.high is not None and number > self.high
        ):
            raise self._refuse(value)
        if self.check is not None and (problem := self.check(value)):
            raise BadGameSetup(f"option {self.name}: {problem}")
        return value

    def _refuse(self, value: Any) -> BadGameSetup:
        return BadGameSetup(f"option {self.name} must be {self.allowed()}, not {_show(value)}")


@dataclass(frozen=True)
class OptionSchema:
    """The options of one game, in the order help lists them.

    *settle*, when given, sees the whole checked dict last: it fills a default
    that depends on another option (a list chosen by the language) and refuses
    a combination, so the log header records the value the rules play with.
    """

    options: tuple[Option, ...]
    settle: Callable[[dict], dict] | None = None

    def __iter__(self) -> Iterator[Option]:
        return iter(self.options)

    def names(self) -> list[str]:
        return [o.name for o in self.options]

    def get(self, name: str) -> Option:
        for option in self.options:
            if option.name == name:
                return option
        known = ", ".join(self.names()) or "none"
        raise BadGameSetup(f"unknown option {name!r}: this game's options are {known}")

    def defaults(self) -> dict:
        return {o.name: o.default for o in self.options}

    def resolve(self, given: Mapping[str, Any] | None = None, *, from_text: bool = False) -> dict:
        """The defaults updated with *given*, every value checked.

        With *from_text*, text values are first read by each option's type
        (``--option length=6`` on the command line).
        """
        if given is not None and not isinstance(given, Mapping):
            raise BadGameSetup(f"options must be an object of name: value, not {_show(given)}")
        out = self.defaults()
        for name, value in (given or {}).items():
            option = self.get(name)
            if from_text and isinstance(value, str):
                value = option.from_text(value)
            out[name] = option.validate(value)
        return self.settle(out) if self.settle is not None else out

    def describe(self) -> Iterable[str]:
        """One help line per option."""
        for o in self.options:
            yield f"{o.name}={_show(o.default)}: {o.help} ({o.allowed()})"


def players_option(low: int, high: int, default: int) -> Option:
    return Option("players", int, default, "number of players", low=low, high=high)


def lang_option(default: str = "es") -> Option:
    return Option("lang", str, default, "language of the words", choices=("es", "en"))
