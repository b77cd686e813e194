"""Deck generation: 99 double-sided cards of 7 alike clues, in four levels of difficulty.

How a deck is made (:func:`generate_deck`):

1. Cards are split over the levels by the level mix (:func:`cards_per_level`).
2. Concepts whose printed name the denylist flags (block or review) are left
   out, and the deck's notes say which and why; so are the concepts no drawing
   shows (:func:`.concept_deck.not_pictured`: a cousin, a mother-in-law), the
   list Macroscope's subjects leave out too.
3. Level by level, from the ends in (green, purple, orange, blue: green takes the
   best-known concepts, purple the least known), the inventory's
   groups are visited in a seeded order that takes one group from each theme in
   turn, so themes mix across the deck. From each group one side is built:
   7 unused concepts, those whose own difficulty (:func:`.difficulty.clue_difficulty`,
   from the familiarity of the sense the card means) lies in the level's band first
   (seeded order among them), none two spellings of one name and none alike
   by the checker's rule (:mod:`.alike`: one a kind of another, two kinds of
   one thing, near synonyms, one name inside another), so a fresh deck gets no
   warning from its own checker. A side is kept when its difficulty
   (:func:`.difficulty.side_difficulty`, the game model's own) lies in the level's band
   (:mod:`.difficulty`); a group gives at most one side per level.
4. When a level is still short, a second pass keeps the sides closest to the
   band, as long as at least :data:`MIN_IN_BAND` of all sides stay in their
   band; otherwise the request is impossible and :class:`BadGameSetup` says
   how many cards that level can have.
5. Two sides of the same level make a card; the clues of a side are numbered
   1-7 in a seeded order.

Green, the level the rulebook suggests for children, is family-safe: no
alcohol or tobacco (``data/pictomania/family_unsafe.tsv``), nor a thing named
after a drink there (beer mug), unless asked for
(``adult_green``, ``pictomania deck --adult-green``).

Levels follow the first language of the deck.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from random import Random

from ...datafiles import data_path, read_records
from ...errors import BadGameSetup, BadInput, DataError
from ...lexicon.concept_deck import flagged, mix_themes, not_pictured
from ...lexicon.concept_levels import LEVELS, sense_familiarity
from ...lexicon.concepts import LANGS, Concept, Inventory, fold_name, load_inventory
from ...seeding import chance
from .alike import alike
from .deck import CLUES_PER_SIDE, DEFAULT_CARDS, DEFAULT_MIX, SIDES, Clue, Deck, Side
from .difficulty import clue_difficulty, distance, side_difficulty

MIN_IN_BAND = 0.8
# Levels are built from the ends in: green takes the best-known concepts, purple the least known
# and most alike, then orange and blue share what lies between.
BUILD_ORDER = ("green", "purple", "orange", "blue")


def parse_level_mix(text: str) -> tuple[int, ...]:
    """A level mix from its text: weights in level order (``1,1,1,1``) or ``level=weight`` pairs.

    A bad mix is refused with a message that says what it must be (the front-end names the field).

    >>> parse_level_mix("2,1,1,0")
    (2, 1, 1, 0)
    >>> parse_level_mix("green=3,purple=1")
    (3, 0, 0, 1)
    """
    parts = [p.strip() for p in text.split(",") if p.strip()]
    given = json.dumps(text.strip(), ensure_ascii=False)  # as the declared messages quote a value
    if not parts:
        raise BadInput(f"must be weights like 1,1,1,1 or green=2,orange=1, not {given}")
    weights = dict.fromkeys(LEVELS, 0)
    if all("=" in p for p in parts):
        for part in parts:
            level, _, value = part.partition("=")
            if level.strip() not in weights:
                raise BadInput(
                    f"must name levels among {', '.join(LEVELS)}, not {json.dumps(level.strip(), ensure_ascii=False)}"
                )
            weights[level.strip()] = _weight(value)
    elif any("=" in p for p in parts) or len(parts) != len(LEVELS):
        raise BadInput(f"must be {len(LEVELS)} weights (green,orange,blue,purple) or level=weight pairs, not {given}")
    else:
        weights = dict(zip(LEVELS, (_weight(p) for p in parts)))
    if not any(weights.values()):
        raise BadInput(f"must give some level a weight above 0, not {given}")
    return tuple(weights[level] for level in LEVELS)


def _weight(text: str) -> int:
    try:
        value = int(text.strip())
    except ValueError:
        raise BadInput(f"must be whole weights from 0, not {json.dumps(text.strip(), ensure_ascii=False)}") from None
    if value < 0:
        raise BadInput(f"must be whole weights from 0, not {value}")
    return value


def cards_per_level(cards: int, mix: Sequence[int] = DEFAULT_MIX) -> dict[str, int]:
    """Split *cards* over the levels in proportion to *mix* (largest remainders, easier levels first).

    >>> cards_per_level(99)
    {'green': 25, 'orange': 25, 'blue': 25, 'purple': 24}
    """
    total = sum(mix)
    exact = [cards * w / total for w in mix]
    counts = [int(x) for x in exact]
    order = sorted(range(len(mix)), key=lambda i: (-(exact[i] - counts[i]), i))
    for i in order[: cards - sum(counts)]:
        counts[i] += 1
    return dict(zip(LEVELS, counts))


@dataclass
class _Pool:
    """What the generator knows about each usable concept, and which are used."""

    inventory: Inventory
    langs: tuple[str, ...]
    difficulty: dict[str, float]  # each concept's own (clue_difficulty), in the deck's first language
    keys: dict[str, frozenset[str]]  # folded spellings in the deck's languages
    used: set[str]
    used_keys: set[str]
    banned: frozenset[str] = frozenset()  # kept off the level being built (green: family_unsafe)

    def free(self, concept_id: str) -> bool:
        """Not yet in the deck, not banned at this level, and no spelling shared with one that is
        (grifo: griffin and tap)."""
        return (
            concept_id not in self.used
            and concept_id not in self.banned
            and not (self.keys[concept_id] & self.used_keys)
        )

    def take(self, concept_ids: list[str]) -> None:
        self.used.update(concept_ids)
        for concept_id in concept_ids:
            self.used_keys.update(self.keys[concept_id])

    def alike(self, a: str, b: str) -> bool:
        """Two concepts a drawing could not tell apart: a shared spelling, or alike by the checker's
        rule (:func:`.alike.alike`: kinds, near synonyms, a name inside the other), in any language."""
        if self.keys[a] & self.keys[b]:
            return True
        return _alike_ids(self.inventory, *sorted((a, b)), self.langs)


def family_unsafe(inventory: Inventory) -> frozenset[str]:
    """The concepts kept off green unless asked for: those ``data/pictomania/family_unsafe.tsv`` names
    (alcohol, tobacco; a group stands for its members), and every concept named after one of the
    drinks it names (:func:`named_after`: beer mug, wine shop, jarra de cerveza)."""
    return _family_unsafe(inventory)


@cache
def _family_unsafe(inventory: Inventory) -> frozenset[str]:
    path = data_path("pictomania", "family_unsafe.tsv")
    out: set[str] = set()
    for record in read_records(path):
        fields = record.fields("\t")
        if len(fields) != 2 or not all(fields):
            raise DataError(f"{path}:{record.line}: expected 'concept-or-group<TAB>why'")
        if fields[0] in inventory.groups:
            out.update(inventory.group(fields[0]).members)
        elif fields[0] in inventory.concepts:
            out.add(fields[0])
        else:
            raise DataError(f"{path}:{record.line}: {fields[0]!r} is no concept or group of the inventory")
    things = [inventory.concepts[c] for c in out if inventory.concepts[c].theme in UNSAFE_THEMES]
    out.update(c.id for c in inventory if named_after(c, things))
    return frozenset(out)


# A name holding an alcoholic drink's name is a thing for it (beer mug); a tobacco thing's name may
# be another thing's part (pipe organ), a place's a word of many (bar of soap).
UNSAFE_THEMES = ("food",)


def named_after(concept: Concept, things: Sequence[Concept]) -> bool:
    """Whether a name of *concept* (any spelling, either language) is longer than a name of one of
    *things* and holds it as whole words (beer mug: beer; copa de vino: vino). A spelling equal to
    the thing's is another thing (margarita the daisy, not the cocktail).

    >>> from wordtools.lexicon.concepts import load_inventory
    >>> inv = load_inventory()
    >>> beer, mug = inv.concepts["food:beer"], inv.concepts["objects:beer-mug"]
    >>> named_after(mug, [beer]), named_after(inv.concepts["nature:daisy"], [inv.concepts["food:margarita"]])
    (True, False)
    """
    for lang in LANGS:
        words = [fold_name(s, lang).split() for s in concept.spellings(lang)]
        for thing in things:
            if thing.id == concept.id:
                continue
            for name in (fold_name(s, lang).split() for s in thing.spellings(lang)):
                if any(_holds(w, name) for w in words):
                    return True
    return False


def _holds(words: list[str], name: list[str]) -> bool:
    return len(words) > len(name) and any(words[i : i + len(name)] == name for i in range(len(words) - len(name) + 1))


@lru_cache(maxsize=1 << 18)
def _alike_ids(inventory: Inventory, a: str, b: str, langs: tuple[str, ...]) -> bool:
    """:func:`.alike.alike` of two concepts by their main names in any of *langs* (remembered: every
    deck a game makes asks again)."""
    ca, cb = inventory.concepts[a], inventory.concepts[b]
    return any(alike(ca, cb, [ca.name(lang)], [cb.name(lang)], lang, inventory) is not None for lang in langs)


def generate_deck(
    cards: int = DEFAULT_CARDS,
    langs: Sequence[str] = ("es",),
    seed: int = 0,
    mix: Sequence[int] = DEFAULT_MIX,
    inventory: Inventory | None = None,
    adult_green: bool = False,
) -> Deck:
    """A seeded deck of *cards* cards (see the module docstring for how); green is family-safe
    (:func:`family_unsafe`) unless *adult_green*."""
    if cards < 1:
        raise BadInput(f"--cards must be at least 1, not {cards}")
    langs = tuple(langs)
    inventory = inventory or load_inventory()
    counts = cards_per_level(cards, mix)
    pool, notes = _pool(inventory, langs)
    plans: dict[str, list[tuple[str, list[str]]]] = {}
    out_of_band = 0
    needed_total = 2 * cards
    for level in BUILD_ORDER:
        needed = 2 * counts[level]
        if not needed:
            continue
        rng = chance(seed, "pictomania-deck", level)
        groups = _group_order(inventory, rng)
        pool.banned = family_unsafe(inventory) if level == "green" and not adult_green else frozenset()
        sides = _build_sides(pool, groups, level, needed, rng, in_band_only=True)
        if len(sides) < needed:
            allowed = int(needed_total * (1 - MIN_IN_BAND)) - out_of_band
            extra = _build_sides(
                pool,
                groups,
                level,
                min(needed - len(sides), max(allowed, 0)),
                rng,
                in_band_only=False,
                skip={g for g, _ in sides},
            )
            out_of_band += len(extra)
            sides += extra
        if len(sides) < needed:
            possible = len(sides) // 2
            raise BadGameSetup(
                f"the inventory has enough alike concepts for only {possible} {level} card(s) "
                f"after the levels before it, not {counts[level]}: ask for fewer --cards or change --level-mix"
            )
        plans[level] = sides
    left_out = tuple(dict.fromkeys(name for _, name in notes))
    return Deck(
        langs=langs,
        sides=tuple(_number_cards(plans, pool, seed)),
        seed=seed,
        notes=tuple(text for text, _ in notes),
        left_out=left_out,
    )


def deck_for(lang: str, cards: int, seed: int, level_mix: Sequence[int], adult_green: bool = False) -> Deck:
    """The deck ``pictomania deck`` makes: *lang* is one language or two with a comma (``es,en``)."""
    return generate_deck(cards, tuple(lang.split(",")), seed, level_mix, load_inventory(), adult_green=adult_green)


def _pool(inventory: Inventory, langs: tuple[str, ...]) -> tuple[_Pool, list[tuple[str, str]]]:
    """The usable concepts, and a note (text, printed name) for each one the denylist flags; the
    flagged and the not pictured start as used."""
    concepts = list(inventory)
    flags = flagged(inventory, concepts, langs)
    notes = [(flag.note, flag.name) for flag in flags]
    flagged_ids = {flag.concept for flag in flags} | not_pictured(inventory)
    difficulty = {c.id: clue_difficulty(sense_familiarity(c, langs[0], inventory)) for c in concepts}
    keys = {c.id: frozenset(fold_name(s, lang) for lang in langs for s in c.spellings(lang)) for c in concepts}
    return _Pool(inventory, langs, difficulty, keys, used=flagged_ids, used_keys=set()), notes


def _group_order(inventory: Inventory, rng: Random) -> list[str]:
    """Every group once, one theme after another in turn (seeded), so themes mix."""
    return mix_themes(sorted(inventory.groups), lambda g: inventory.groups[g].theme, rng)


def _build_sides(
    pool: _Pool,
    groups: list[str],
    level: str,
    needed: int,
    rng: Random,
    *,
    in_band_only: bool,
    skip: frozenset[str] | set[str] = frozenset(),
) -> list[tuple[str, list[str]]]:
    """Up to *needed* sides of *level*, one per group; the concepts taken are marked used."""
    lang = pool.langs[0]
    sides: list[tuple[str, list[str]]] = []
    candidates = []
    for group_id in groups:
        if len(sides) >= needed:
            break
        if group_id in skip:
            continue
        picked = _pick(pool, group_id, level, rng)
        if picked is None:
            continue
        off = distance(_difficulty(pool, picked), level, lang)
        if off == 0.0:
            sides.append((group_id, picked))
            pool.take(picked)
        elif not in_band_only:
            candidates.append((off, group_id, picked))
    if not in_band_only:
        # Closest to the band first; a concept taken by an earlier side voids a later candidate.
        for _, group_id, picked in sorted(candidates, key=lambda c: c[0]):
            if len(sides) >= needed:
                break
            if all(pool.free(c) for c in picked):
                sides.append((group_id, picked))
                pool.take(picked)
    return sides


def _difficulty(pool: _Pool, picked: list[str]) -> float:
    """The difficulty of a side of these concepts in the deck's first language (:func:`.difficulty.side_difficulty`)."""
    lang = pool.langs[0]
    clues = tuple(Clue(n, ((lang, pool.inventory.concepts[c].name(lang)),), c) for n, c in enumerate(picked, 1))
    return side_difficulty(Side(0, SIDES[0], LEVELS[0], clues), lang, pool.inventory)


def _pick(pool: _Pool, group_id: str, level: str, rng) -> list[str] | None:
    """7 unused concepts of a group for a side of *level*, in-band ones first; None when too few."""
    lang = pool.langs[0]
    members = [c for c in pool.inventory.group(group_id).members if pool.free(c)]
    if len(members) < CLUES_PER_SIDE:
        return None
    rng.shuffle(members)
    members.sort(key=lambda c: distance(pool.difficulty[c], level, lang))  # stable: in-band stay shuffled
    picked: list[str] = []
    for concept_id in members:
        if all(not pool.alike(concept_id, other) for other in picked):
            picked.append(concept_id)
            if len(picked) == CLUES_PER_SIDE:
                return picked
    return None


def _number_cards(plans: dict[str, list[tuple[str, list[str]]]], pool: _Pool, seed: int) -> list[Side]:
    """Pair each level's sides into cards (levels in order), number the clues in a seeded order."""
    sides, card = [], 0
    for level in LEVELS:
        plan = plans.get(level, [])
        for start in range(0, len(plan), 2):
            card += 1
            for letter, (group_id, concept_ids) in zip(SIDES, plan[start : start + 2]):
                order = list(concept_ids)
                chance(seed, "pictomania-clues", card, letter).shuffle(order)
                clues = tuple(
                    Clue(n, tuple((lang, pool.inventory.concepts[c].name(lang)) for lang in pool.langs), c)
                    for n, c in enumerate(order, 1)
                )
                sides.append(Side(card, letter, level, clues, group_id))
    return sides
