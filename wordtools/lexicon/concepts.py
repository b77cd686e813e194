"""The concept inventory: curated, drawable things with their English and Spanish names.

Pictomania's word cards and Macroscope's pictures both draw from it, so it is
loaded here, in the lexicon layer, by one function: :func:`load_inventory`.
The data lives in ``wordtools/data/concepts/`` (its README.md gives the
format): ``<theme>.tsv`` holds one concept a line, ``<theme>.groups.tsv`` the
groups of alike things, ``denylist.tsv`` the words a card must not carry, ``senses.tsv`` the
hand-judged familiarity of a concept's own sense where its name's commonest reading is another thing.

Start with :class:`Inventory`: concepts by global id (``theme:id``), groups by
id, lookups by folded name per language, and each concept's estimated
frequency and level per language (:mod:`.concept_levels`).

>>> inv = load_inventory()
>>> inv.concept("animals:zebra").name("es")
'cebra'
>>> [c.id for c in inv.find("Hipopótamo", "es")]
['animals:hippopotamus']
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from ..datafiles import Record, data_path, read_records
from ..errors import DataError
from .alphabet import fold_name

if TYPE_CHECKING:
    from .denylist import Denylist

LANGS = ("en", "es")
FORMS = ("word", "compound", "phrase")
CONCEPT_COLUMNS = ("id", "groups", "en", "es", "form_en", "form_es", "isa")
SENSE_COLUMNS = ("concept", "lang", "familiarity", "why")
NOT_CONCEPTS = ("denylist.tsv", "senses.tsv", "not_pictured.tsv")  # the folder's other files
GROUP_COLUMNS = ("group", "theme", "en", "es")
_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_GROUP_ID = re.compile(r"^[a-z0-9-]+\.[a-z0-9-]+$")


@dataclass(frozen=True)
class Concept:
    """One drawable thing: its global id, theme, groups, names and form per language, and isa.

    ``names[lang]`` is the main name first, then its regional variants;
    ``isa`` is the global id of the concept this one is a kind of, or None.
    """

    id: str
    theme: str
    groups: tuple[str, ...]
    names: tuple[tuple[str, tuple[str, ...]], ...]  # (lang, (main, *variants)), in LANGS order
    forms: tuple[tuple[str, str], ...]  # (lang, form)
    isa: str | None = None

    def name(self, lang: str) -> str:
        """The main name in *lang* (what a card prints)."""
        return self.spellings(lang)[0]

    def spellings(self, lang: str) -> tuple[str, ...]:
        """The main name and its variants in *lang*."""
        for code, spellings in self.names:
            if code == lang:
                return spellings
        raise KeyError(lang)

    def form(self, lang: str) -> str:
        """``word``, ``compound`` or ``phrase`` in *lang*."""
        return dict(self.forms)[lang]


@dataclass(frozen=True)
class Group:
    """A group of alike things: its id (``theme.slug``), theme, what it is per language, members."""

    id: str
    theme: str
    titles: tuple[tuple[str, str], ...]  # (lang, title)
    members: tuple[str, ...]  # concept ids, in file order

    def title(self, lang: str) -> str:
        return dict(self.titles)[lang]


class Inventory:
    """Every concept and group of the inventory, with lookups by group and by folded name."""

    def __init__(
        self,
        concepts: Iterable[Concept],
        groups: Iterable[Group],
        denylist: Denylist | None = None,
        source: str = "",
        checksum: str = "",
        senses: dict[tuple[str, str], float] | None = None,
    ):
        self.concepts: dict[str, Concept] = {c.id: c for c in concepts}
        self.groups: dict[str, Group] = {g.id: g for g in groups}
        self.denylist = denylist
        self.source = source
        self.checksum = checksum  # sha256 of the files read: logs record it, like a word list's
        self.senses = senses or {}  # (concept id, lang): the hand-judged familiarity of its own sense
        self._by_name: dict[str, dict[str, list[str]]] = {lang: {} for lang in LANGS}
        for concept in self.concepts.values():
            for lang in LANGS:
                for spelling in concept.spellings(lang):
                    ids = self._by_name[lang].setdefault(fold_name(spelling, lang), [])
                    if concept.id not in ids:
                        ids.append(concept.id)

    def __len__(self) -> int:
        return len(self.concepts)

    def __iter__(self) -> Iterator[Concept]:
        return iter(self.concepts.values())

    def __repr__(self) -> str:
        return f"<Inventory {len(self.concepts)} concepts in {len(self.groups)} groups>"

    @property
    def themes(self) -> tuple[str, ...]:
        """The themes, in the order their files sort."""
        return tuple(sorted({c.theme for c in self.concepts.values()}))

    def concept(self, concept_id: str) -> Concept:
        try:
            return self.concepts[concept_id]
        except KeyError:
            raise DataError(f"no concept {concept_id!r} in the inventory") from None

    def group(self, group_id: str) -> Group:
        try:
            return self.groups[group_id]
        except KeyError:
            raise DataError(f"no group {group_id!r} in the inventory") from None

    def members(self, group_id: str) -> list[Concept]:
        """The concepts of a group, in file order."""
        return [self.concepts[i] for i in self.group(group_id).members]

    def find(self, name: str, lang: str) -> list[Concept]:
        """The concepts one of whose spellings in *lang* folds like *name* (usually 0 or 1)."""
        return [self.concepts[i] for i in self._by_name[lang].get(fold_name(name, lang), ())]

    def kinds_of(self, concept_id: str) -> tuple[str, ...]:
        """The isa chain above a concept: what it is a kind of, and what that is a kind of..."""
        chain, current = [], self.concepts[concept_id].isa
        while current is not None and current not in chain and current in self.concepts:
            chain.append(current)
            current = self.concepts[current].isa
        return tuple(chain)

    def one_is_a_kind_of_other(self, a: str, b: str) -> bool:
        """Whether concept *a* is a kind of *b* or *b* of *a* (along isa, transitively)."""
        return b in self.kinds_of(a) or a in self.kinds_of(b)


# -- reading the files ----------------------------------------------------------


def concepts_dir() -> Path:
    """Where the inventory lives: ``$WORDTOOLS_CONCEPTS`` when set (tests, a designer's own
    inventory), else the shipped one."""
    return Path(os.environ.get("WORDTOOLS_CONCEPTS") or data_path("concepts"))


def load_inventory(directory: str | Path | None = None) -> Inventory:
    """The inventory in *directory* (default: :func:`concepts_dir`), read once per process and folder.

    A malformed line is one :class:`DataError` naming file, line and field.
    """
    return _load_inventory(str(Path(directory or concepts_dir()).resolve()))


@lru_cache(maxsize=8)
def _load_inventory(directory: str) -> Inventory:
    from .denylist import load_denylist

    folder = Path(directory)
    if not folder.is_dir():
        raise DataError(f"{folder}: no concept inventory folder")
    group_rows: list[tuple[Group, Path, int]] = []
    for path in sorted(folder.glob("*.groups.tsv")):
        group_rows.extend(_read_groups(path))
    groups = {}
    for group, path, line in group_rows:
        if group.id in groups:
            raise DataError(f"{path}:{line}: group: {group.id!r} is defined twice")
        groups[group.id] = group
    concepts: dict[str, tuple[Concept, Path, int]] = {}
    for path in sorted(folder.glob("*.tsv")):
        if path.name.endswith(".groups.tsv") or path.name in NOT_CONCEPTS:
            continue
        for concept, line in _read_concepts(path):
            if concept.id in concepts:
                raise DataError(f"{path}:{line}: id: {concept.id!r} is defined twice")
            concepts[concept.id] = (concept, path, line)
    members: dict[str, list[str]] = {g: [] for g in groups}
    for concept, path, line in concepts.values():
        for group_id in concept.groups:
            if group_id not in groups:
                raise DataError(f"{path}:{line}: groups: unknown group {group_id!r}")
            members[group_id].append(concept.id)
        if concept.isa is not None and concept.isa not in concepts:
            raise DataError(f"{path}:{line}: isa: unknown concept {concept.isa!r}")
        if concept.isa == concept.id:
            raise DataError(f"{path}:{line}: isa: a concept cannot be a kind of itself")
    full_groups = [Group(g.id, g.theme, g.titles, tuple(members[g.id])) for g in groups.values()]
    senses_path = folder / "senses.tsv"
    senses = _read_senses(senses_path, {c.id: c for c, _, _ in concepts.values()}) if senses_path.exists() else {}
    denylist_path = folder / "denylist.tsv"
    denylist = load_denylist(denylist_path) if denylist_path.exists() else None
    digest = hashlib.sha256()
    for path in sorted(folder.glob("*.tsv")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return Inventory(
        (c for c, _, _ in concepts.values()),
        full_groups,
        denylist,
        source=str(folder),
        checksum=digest.hexdigest(),
        senses=senses,
    )


def _split(record: Record, path: Path, columns: tuple[str, ...]) -> list[str]:
    fields = record.text.split("\t")
    if len(fields) != len(columns):
        raise DataError(
            f"{path}:{record.line}: {columns[min(len(fields), len(columns) - 1)]}: expected {len(columns)} "
            f"TAB-separated fields ({', '.join(columns)}), found {len(fields)}"
        )
    for column, value in zip(columns, fields):
        if not value.strip():
            raise DataError(f"{path}:{record.line}: {column}: empty field")
    return [f.strip() for f in fields]


def _read_groups(path: Path) -> Iterator[tuple[Group, Path, int]]:
    theme_of_file = path.name[: -len(".groups.tsv")]
    for record in read_records(path):
        group_id, theme, en, es = _split(record, path, GROUP_COLUMNS)
        if not _GROUP_ID.match(group_id):
            raise DataError(f"{path}:{record.line}: group: {group_id!r} is not theme.slug")
        if group_id.split(".")[0] != theme or theme != theme_of_file:
            raise DataError(f"{path}:{record.line}: theme: {theme!r} does not match the group id and file")
        yield Group(group_id, theme, (("en", en), ("es", es)), ()), path, record.line


def _read_concepts(path: Path) -> Iterator[tuple[Concept, int]]:
    theme = path.name[: -len(".tsv")]
    for record in read_records(path):
        slug, groups, en, es, form_en, form_es, isa = _split(record, path, CONCEPT_COLUMNS)
        if not _SLUG.match(slug):
            raise DataError(f"{path}:{record.line}: id: {slug!r} is not a lower-case slug")
        group_ids = tuple(groups.split(","))
        if any(not _GROUP_ID.match(g) for g in group_ids):
            raise DataError(f"{path}:{record.line}: groups: {groups!r} is not a comma-separated list of group ids")
        names = []
        for lang, text in (("en", en), ("es", es)):
            spellings = tuple(s.strip() for s in text.split("|"))
            if any(not s for s in spellings):
                raise DataError(f"{path}:{record.line}: {lang}: empty spelling in {text!r}")
            for spelling in spellings:
                if not fold_name(spelling, lang):
                    raise DataError(f"{path}:{record.line}: {lang}: {spelling!r} has no letters")
            names.append((lang, spellings))
        for column, form in (("form_en", form_en), ("form_es", form_es)):
            if form not in FORMS:
                raise DataError(f"{path}:{record.line}: {column}: {form!r} is not one of {', '.join(FORMS)}")
        if isa != "-" and ":" not in isa:
            raise DataError(f"{path}:{record.line}: isa: {isa!r} is not a theme:id or -")
        yield (
            Concept(
                id=f"{theme}:{slug}",
                theme=theme,
                groups=group_ids,
                names=tuple(names),
                forms=(("en", form_en), ("es", form_es)),
                isa=None if isa == "-" else isa,
            ),
            record.line,
        )


def _read_senses(path: Path, concepts: dict[str, Concept]) -> dict[tuple[str, str], float]:
    """The senses table: {(concept id, lang): familiarity}. A row's *why* names the concept's main name
    in that language, so a row judges the name a card prints, not one of its variants."""
    senses: dict[tuple[str, str], float] = {}
    for record in read_records(path):
        concept_id, lang, value, why = _split(record, path, SENSE_COLUMNS)
        concept = concepts.get(concept_id)
        if concept is None:
            raise DataError(f"{path}:{record.line}: concept: unknown concept {concept_id!r}")
        if lang not in LANGS:
            raise DataError(f"{path}:{record.line}: lang: {lang!r} is not one of {', '.join(LANGS)}")
        try:
            familiarity = float(value)
        except ValueError:
            familiarity = -1.0
        if not 0.0 <= familiarity <= 1.0:
            raise DataError(f"{path}:{record.line}: familiarity: {value!r} is not a number from 0 to 1")
        if fold_name(concept.name(lang), lang) not in fold_name(why, lang):
            raise DataError(f"{path}:{record.line}: why: does not name {concept.name(lang)!r}, the name a card prints")
        if (concept_id, lang) in senses:
            raise DataError(f"{path}:{record.line}: {concept_id} {lang} is judged twice")
        senses[(concept_id, lang)] = familiarity
    return senses
