"""The base of plain value classes on a one-off command's path (a clue, a deal, a word list's rows).

A frozen dataclass costs 0.4-0.75 ms to create when its module is imported, which every one-off
command pays once per class; a :class:`SlotRecord` subclass writes its ``__slots__`` and
``__init__`` out and gets a dataclass's comparison, hash and text from here. (Records read from
data files are :class:`wordtools.datafiles.Record`, another thing.)
"""

from __future__ import annotations

from typing import Any


class SlotRecord:
    """Fields are the ``__slots__``, set by ``__init__``; equal, hashed and shown field by field."""

    __slots__: tuple[str, ...] = ()

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__name__}({shown})"
