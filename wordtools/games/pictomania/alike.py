"""Clues a drawing of one is easily taken for the other: one rule for the game's model, the check and
the generator.

Two clues are *alike* (:func:`alike`) when

- one is a kind of the other (the inventory's isa links, transitively): detective, private eye;
- both are kinds of one thing: two breeds of dog;
- they are near synonyms (``data/pictomania/near_synonyms.tsv``, hand-made): spy, secret agent;
- one name is inside the other: leopard, snow leopard; pipas, pipas de calabaza; farm, farmhouse.

A clue read from a designer's file may come without its concept: :func:`resolve_side` finds it by
name, and a name of several concepts (papa: potato or pope) takes the one that shares most groups with
the rest of its side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ...datafiles import data_path, read_records
from ...errors import DataError
from ...lexicon.concept_deck import listed
from ...lexicon.concepts import Concept, Inventory, fold_name
from .deck import Clue, Side

KIND_OF = "kind-of"
SIBLINGS = "siblings"
SYNONYM = "synonym"
NAME_INSIDE = "name-inside"
KINDS = (KIND_OF, SYNONYM, NAME_INSIDE, SIBLINGS)  # strongest first

MIN_STEM = 4  # letters a name must have to count inside a longer word (farm in farmhouse)


@dataclass(frozen=True)
class Alike:
    """Why two clues are alike: one of :data:`KINDS`, and the reason in words."""

    kind: str
    why: str


@cache
def near_synonyms() -> dict[frozenset[str], str]:
    """The hand-made near synonyms: {frozenset of two concept ids: why}."""
    path = data_path("pictomania", "near_synonyms.tsv")
    pairs = {}
    for record in read_records(path):
        fields = record.fields("\t")
        if len(fields) != 3 or fields[0] == fields[1] or not all(fields):
            raise DataError(f"{path}:{record.line}: expected 'concept<TAB>concept<TAB>why'")
        pairs[frozenset(fields[:2])] = fields[2]
    return pairs


@cache
def look_alike_groups(inventory: Inventory) -> frozenset[str]:
    """The groups whose members a drawing shows with one outline (``data/pictomania/look_alike_groups.tsv``,
    hand-judged: fish, planes, herbs). Not a reason for :func:`alike` (a side of them is a hard side,
    not a wrong one): the model's likeness weighs them (:data:`.model.LOOK_ALIKE`)."""
    return listed(data_path("pictomania", "look_alike_groups.tsv"), inventory.groups, "group")


def name_inside(inner: str, outer: str, lang: str) -> bool:
    """Whether the name *inner* is inside the longer name *outer*: as whole words, or as the start or
    end of one of its words when what is left is a word's length too (farm, farmhouse).

    >>> name_inside("leopard", "snow leopard", "en"), name_inside("pipas", "pipas de calabaza", "es")
    (True, True)
    >>> name_inside("farm", "farmhouse", "en"), name_inside("cama", "camarero", "es")
    (True, False)
    >>> name_inside("sol", "soldado", "es"), name_inside("cat", "cat", "en")
    (False, False)
    """
    a, b = fold_name(inner, lang).split(), fold_name(outer, lang).split()
    if not a or a == b:
        return False
    if len(a) < len(b) and any(b[i : i + len(a)] == a for i in range(len(b) - len(a) + 1)):
        return True
    if len(a) != 1 or len(a[0]) < MIN_STEM:
        return False
    stem = a[0]
    return any(len(word) >= len(stem) + MIN_STEM + 1 and (word.startswith(stem) or word.endswith(stem)) for word in b)


def alike(
    a: Concept | None,
    b: Concept | None,
    names_a: Sequence[str],
    names_b: Sequence[str],
    lang: str,
    inventory: Inventory,
) -> Alike | None:
    """Why clues *a* and *b* (their concepts when known, their printed names in *lang*) are alike, or None."""
    if a is not None and b is not None and a.id != b.id:
        if b.id in inventory.kinds_of(a.id):
            return Alike(KIND_OF, "{a} is a kind of {b}")
        if a.id in inventory.kinds_of(b.id):
            return Alike(KIND_OF, "{b} is a kind of {a}")
        why = near_synonyms().get(frozenset((a.id, b.id)))
        if why:
            return Alike(SYNONYM, "{a} and {b} are near synonyms (" + why + ")")
    for name_a in names_a:
        for name_b in names_b:
            if name_inside(name_a, name_b, lang):
                return Alike(NAME_INSIDE, "the name {a} is inside {b}")
            if name_inside(name_b, name_a, lang):
                return Alike(NAME_INSIDE, "the name {b} is inside {a}")
    if a is not None and b is not None and a.id != b.id:
        shared = set(inventory.kinds_of(a.id)) & set(inventory.kinds_of(b.id))
        if shared:
            parent = inventory.concepts[min(shared, key=inventory.kinds_of(a.id).index)]
            return Alike(SIBLINGS, "{a} and {b} are both kinds of " + repr(parent.name(lang)))
    return None


def resolve_clue(clue: Clue, langs: Sequence[str], inventory: Inventory) -> list[Concept]:
    """The concepts a clue may be: its own (when its id is given and its names match), else every
    concept one of whose names it is, in every language it is printed in."""
    if clue.concept and clue.concept in inventory.concepts:
        concept = inventory.concepts[clue.concept]
        if all(
            fold_name(clue.name(lang), lang) in {fold_name(s, lang) for s in concept.spellings(lang)} for lang in langs
        ):
            return [concept]
    found = inventory.find(clue.name(langs[0]), langs[0])
    if len(found) > 1:
        everywhere = [c for c in found if all(c.id in {x.id for x in inventory.find(clue.name(g), g)} for g in langs)]
        found = everywhere or found
    return found


def _fit(concept: Concept, found: list[Concept], counts: dict[str, int], group: str | None) -> tuple[int, int, int]:
    """How well one meaning of a name fits its side: the side's group, groups shared, first listed."""
    shared = sum(counts[g] - 1 for g in concept.groups)
    return (int(group in concept.groups), shared, -found.index(concept))


def resolve_side(side: Side, langs: Sequence[str], inventory: Inventory) -> list[Concept | None]:
    """Each clue's concept (None when unknown); a name of several takes the one sharing most groups
    with the side's other clues (the side's own group first)."""
    options = [resolve_clue(clue, langs, inventory) for clue in side.clues]
    counts: dict[str, int] = {}
    for found in options:
        for group in {g for c in found for g in c.groups}:
            counts[group] = counts.get(group, 0) + 1
    chosen: list[Concept | None] = []
    for found in options:
        if len(found) <= 1:
            chosen.append(found[0] if found else None)
            continue

        def fit(c: Concept, found: list[Concept] = found) -> tuple[int, int, int]:
            return _fit(c, found, counts, side.group)

        chosen.append(max(found, key=fit))
    return chosen
