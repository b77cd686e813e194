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

from collections.abc import Iterable, Mapping
from typing import Any

from ..errors import BadInput
from ..operations import LIMIT, REQUIRED, Param, Refused, normalize_text, shown, wanted

__all__ = ["DEFAULT_LIMIT", "Query", "normalize_text", "shown"]

DEFAULT_LIMIT = LIMIT.default  # results per query unless "limit" says otherwise (0 = all)
_MISSING = object()


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
            raise self._fail(name, wanted("text"), value)
        value = normalize_text(value)
        if not value and not empty_ok:
            raise BadInput(f"field {name!r} is empty")
        return value

    def read(self, param: Param) -> Any:
        """The field *param* declares, checked as its declaration says (its default when absent;
        a default of None is "not given", never checked)."""
        default = _MISSING if param.default is REQUIRED else param.default_value()
        if param.kind == "file":
            return self.file(param.name, default, builtin=param.choices)
        if param.kind == "text_list":
            return self.text_list(param.name, default)
        if param.kind == "text_map":
            return self.text_map(param.name, param.entries, default)
        if param.kind == "text":
            text = self.text(param.name, default, empty_ok=param.default == "")
            if text is None or (param.parse is None):
                return text
            value = text
        else:
            value = self._get(param.name, default)
            if value is None and default is None:
                return None
        try:
            return param.parsed(value) if param.kind == "text" else param.check(value)
        except Refused as exc:
            raise BadInput(f"field {param.name!r} {exc}") from None

    def integer(self, name: str, default: Any = _MISSING, lo: int | None = None, hi: int | None = None) -> int:
        value = self._get(name, default)
        if value is None and default is None:
            return None  # type: ignore[return-value]
        return self.read(Param(name, "integer", value, lo, hi))

    def number(self, name: str, default: Any = _MISSING, lo: float | None = None, hi: float | None = None) -> float:
        value = self._get(name, default)
        if value is None and default is None:
            return None  # type: ignore[return-value]
        return self.read(Param(name, "number", value, lo, hi))

    def flag(self, name: str, default: bool = False) -> bool:
        return self.read(Param(name, "flag", self._get(name, default)))

    def choice(self, name: str, choices: Iterable[str], default: Any = _MISSING) -> str:
        return self.read(Param(name, "choice", self._get(name, default), choices=tuple(choices)))

    def limit(self, default: int = DEFAULT_LIMIT) -> int | None:
        """The ``limit`` field: at most this many results; 0 means all (None)."""
        return self.read(Param("limit", "limit", self._get("limit", default)))

    def text_list(self, name: str, default: Any = _MISSING) -> list[str]:
        value = self._get(name, default)
        if value is None and default is None:
            return None  # type: ignore[return-value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self._fail(name, wanted("text_list"), value)
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
