"""One batch query's fields, read with their types and ranges checked.

A batch line is JSON, so a field can hold anything: ``null``, a string where a
number belongs, ``true`` where a count belongs (JSON's true is not Python's 1
here). :class:`Query` reads each field as what the operation needs, or raises
:class:`BadInput` naming the field; text is normalised once here (NFC, so
``cafe`` + U+0301 is ``café``; surrounding spaces stripped). A field the
operation never reads is an error too: a typo (``"limt"``) or an old name
(``"top"``) must not be silently ignored.

>>> q = Query({"op": "anagram", "letters": " calor ", "limit": 0})
>>> q.text("letters"), q.limit()
('calor', None)
>>> Query({"limit": True}).limit()
Traceback (most recent call last):
...
wordtools.errors.BadInput: field 'limit' must be a whole number from 0 (0 = all), not true
"""

from __future__ import annotations

import json
import math
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any

from ..errors import BadInput

DEFAULT_LIMIT = 100  # results per query unless "limit" says otherwise (0 = all)
_MISSING = object()
_SHOWN = 40  # characters of a bad value quoted in a message


def shown(value: Any) -> str:
    """A value as JSON, cut short: messages quote the input, not all of it."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…"


def normalize_text(text: str) -> str:
    """NFC and stripped: the one normalisation of text typed by a user."""
    return unicodedata.normalize("NFC", text).strip()


class Query(Mapping):
    """A query object whose fields are read through typed accessors.

    It is also a read-only mapping (``query.get("seed", 0)``), so an operation
    written for a plain dict still works; every field it reads counts as read.
    """

    def __init__(self, data: dict, *, files: bool = True):
        self.data = data
        self.files = files  # False (batch --no-files, the web page): fields naming files are refused
        self._read = {"op", "id"}

    def __getitem__(self, name: str) -> Any:
        value = self.data[name]
        self._read.add(name)
        return value

    def __iter__(self):
        return iter(self.data)

    def __len__(self) -> int:
        return len(self.data)

    def _get(self, name: str, default: Any) -> Any:
        self._read.add(name)
        if name not in self.data:
            if default is _MISSING:
                raise BadInput(f"missing field {name!r}")
            return default
        return self.data[name]  # null included: each accessor's type check names it

    def _fail(self, name: str, wanted: str, value: Any) -> BadInput:
        return BadInput(f"field {name!r} must be {wanted}, not {shown(value)}")

    def file(self, name: str, default: Any = _MISSING, *, builtin: Iterable[str] = ()) -> Any:
        """A text field naming a file (or one of the *builtin* names, which are not files);
        refused when this query may not read files."""
        value = self.text(name, default)
        if value is not None and value not in builtin and not self.files:
            raise BadInput(f"field {name!r} names a file, and files are not read here (--no-files)")
        return value

    def text(self, name: str, default: Any = _MISSING, *, empty_ok: bool = False) -> str:
        value = self._get(name, default)
        if value is None and default is None:
            return None  # type: ignore[return-value]
        if not isinstance(value, str):
            raise self._fail(name, "a string", value)
        value = normalize_text(value)
        if not value and not empty_ok:
            raise BadInput(f"field {name!r} is empty")
        return value

    def integer(self, name: str, default: Any = _MISSING, lo: int | None = None, hi: int | None = None) -> int:
        value = self._get(name, default)
        if value is None and default is None:
            return None  # type: ignore[return-value]
        wanted = "a whole number" + _range_text(lo, hi)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self._fail(name, wanted, value)
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            raise self._fail(name, wanted, value)
        return value

    def number(self, name: str, default: Any = _MISSING, lo: float | None = None, hi: float | None = None) -> float:
        value = self._get(name, default)
        wanted = "a finite number" + _range_text(lo, hi)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self._fail(name, wanted, value)
        value = float(value)
        if not math.isfinite(value) or (lo is not None and value < lo) or (hi is not None and value > hi):
            raise self._fail(name, wanted, value)
        return value

    def flag(self, name: str, default: bool = False) -> bool:
        value = self._get(name, default)
        if not isinstance(value, bool):
            raise self._fail(name, "true or false", value)
        return value

    def choice(self, name: str, choices: Iterable[str], default: Any = _MISSING) -> str:
        options = tuple(choices)
        value = self._get(name, default)
        if isinstance(value, str) and normalize_text(value).lower() in options:
            return normalize_text(value).lower()
        raise self._fail(name, "one of " + ", ".join(f'"{c}"' for c in options), value)

    def limit(self, default: int = DEFAULT_LIMIT) -> int | None:
        """The ``limit`` field: at most this many results; 0 means all (None)."""
        value = self._get("limit", default)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise self._fail("limit", "a whole number from 0 (0 = all)", value)
        return value or None

    def text_list(self, name: str, default: Any = _MISSING) -> list[str]:
        value = self._get(name, default)
        if value is None and default is None:
            return None  # type: ignore[return-value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self._fail(name, "a list of strings", value)
        return [normalize_text(v) for v in value]

    def text_map(self, name: str, what: str, default: Any = _MISSING) -> dict[str, str]:
        value = self._get(name, default)
        if value is None and default is None:
            return None  # type: ignore[return-value]
        if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
            raise self._fail(name, f"an object of {what}", value)
        return {normalize_text(k): normalize_text(v) for k, v in value.items()}

    def unread(self) -> list[str]:
        """Fields that no accessor asked for (checked after the operation ran)."""
        return [name for name in self.data if name not in self._read]


def _range_text(lo, hi) -> str:
    if lo is not None and hi is not None:
        return f" from {lo} to {hi}"
    if lo is not None:
        return f" from {lo}"
    if hi is not None:
        return f" up to {hi}"
    return ""
