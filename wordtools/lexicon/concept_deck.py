"""What every deck drawn from the concept inventory does alike: Pictomania's word cards and Macroscope's subjects.

- **Theme mixing** (:func:`mix_themes`): items taken one theme after another in a seeded turn, so
  a deck is not one theme's run;
- **the denylist** (:func:`flagged`): one match rule for every deck, the inventory's
  :meth:`.Denylist.scan` (a term matches as whole words of the accent-folded name, inside
  phrases too; ``block`` and ``review`` both keep a concept off a generated deck), with the note a
  deck prints for each concept left out;
- **what no drawing shows** (:func:`not_pictured`, ``data/concepts/not_pictured.tsv``): family
  ties (a cousin, a mother-in-law, a stepfather are drawn as a man or a woman) and what someone
  studies; one list keeps them off both games' decks;
- **levels** read the familiarity of the sense a card means (:mod:`.concept_levels`), from the
  shipped lists and the senses table, never a live frequency source;
- **deck files**: the format from the file's suffix (:func:`deck_format`); writing goes through
  :mod:`wordtools.files` (atomic, the user's umask, folders made).

Each game keeps what is its own: Pictomania's sides of seven alike clues and difficulty bands,
Macroscope's one-word subjects, their file columns.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from random import Random
from typing import TypeVar

from ..datafiles import data_path, read_records
from ..errors import BadInput, DataError
from .concepts import Concept, Inventory

T = TypeVar("T")


def mix_themes(items: Iterable[T], theme_of: Callable[[T], str], rng: Random, count: int | None = None) -> list[T]:
    """*items* (all, or the first *count*) one theme after another in turn: the themes in a seeded
    order, each theme's items shuffled.

    >>> mix_themes(["a1", "a2", "b1", "c1"], lambda s: s[0], Random(1))
    ['b1', 'c1', 'a2', 'a1']
    """
    by_theme: dict[str, list[T]] = {}
    for item in items:
        by_theme.setdefault(theme_of(item), []).append(item)
    themes = sorted(by_theme)
    rng.shuffle(themes)
    for theme in themes:
        rng.shuffle(by_theme[theme])
    limit = sum(len(v) for v in by_theme.values()) if count is None else count
    taken: list[T] = []
    while len(taken) < limit and any(by_theme.values()):
        for theme in themes:
            if by_theme[theme] and len(taken) < limit:
                taken.append(by_theme[theme].pop())
    return taken


@dataclass(frozen=True)
class Flag:
    """A concept the denylist keeps off a deck: its id, the name flagged, and the note a deck prints."""

    concept: str
    name: str
    note: str


def flagged(inventory: Inventory, concepts: Sequence[Concept], langs: Sequence[str]) -> list[Flag]:
    """The concepts among *concepts* whose name in one of *langs* the inventory's denylist flags
    (block or review), in language then concept order."""
    if inventory.denylist is None:
        return []
    out = []
    for lang in langs:
        for hit in inventory.denylist.scan([c.name(lang) for c in concepts], lang):
            concept = concepts[hit.index]
            note = (
                f"left out {concept.id} ({hit.clue!r}): the denylist says {hit.term.action} "
                f"{hit.term.term!r} ({hit.term.why})"
            )
            out.append(Flag(concept.id, hit.clue, note))
    return out


def not_pictured(inventory: Inventory) -> frozenset[str]:
    """The concepts no drawing or picture shows (``data/concepts/not_pictured.tsv``), kept off every
    deck: a picture of a mother-in-law is a picture of a woman. A line naming no concept of
    *inventory* is a :class:`DataError`."""
    return _not_pictured(inventory)


@cache
def _not_pictured(inventory: Inventory) -> frozenset[str]:
    return listed(data_path("concepts", "not_pictured.tsv"), inventory.concepts, "concept")


def listed(path: Path, known: Container[str], what: str) -> frozenset[str]:
    """The ids a ``id<TAB>why`` data file lists (a concept or group of the inventory, *what* says
    which); a line of other fields, or an id not in *known*, is a :class:`DataError`."""
    ids = set()
    for record in read_records(path):
        fields = record.fields("\t")
        if len(fields) != 2 or not all(fields):
            raise DataError(f"{path}:{record.line}: expected '{what}<TAB>why'")
        if fields[0] not in known:
            raise DataError(f"{path}:{record.line}: {fields[0]!r} is no {what} of the inventory")
        ids.add(fields[0])
    return frozenset(ids)


def deck_format(path: Path | str, formats: Sequence[str] = ("json", "csv")) -> str:
    """The format of a deck file from its suffix, one of *formats*; another suffix is a :class:`BadInput`.

    >>> deck_format("my deck.CSV"), deck_format("x.pdf", ("json", "csv", "pdf"))
    ('csv', 'pdf')
    """
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in formats:
        shown = ", ".join(f".{f}" for f in formats)
        raise BadInput(f"{path}: unknown deck format {('.' + suffix) if suffix else '(none)'!r}: use {shown}")
    return suffix
