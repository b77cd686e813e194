"""Every check on a deck, ours or a designer's: each problem named by card, side and clue.

:func:`check_deck` returns a :class:`Report`. Errors are only what breaks the
game or a rule; warnings are for a person to look at. Alike clues are what
make a side hard (the published secret-agent side has a private eye, a kind
of detective), so they are warnings, never errors. The checks:

- ``unknown``: a clue that is not in the concept inventory: an error when the
  language's lexicon lacks one of its words too (a likely misspelling), else a
  warning (the check cannot judge it);
- ``reused`` (error): a concept (or a name) already on another side of the deck;
- ``too-alike`` (error): the same clue twice on a side: one name twice, or one
  concept in two spellings;
- ``alike`` (warning): two clues easily confused in a drawing (:mod:`.alike`:
  one a kind of the other, two kinds of one thing, near synonyms, one name
  inside the other);
- ``not-alike`` (warning): a clue outside the group that holds the rest of its side;
- ``group-level`` (warning): two sides of one group at the same level;
- ``card``: a card that lacks a side (error), or whose sides differ in level (warning);
- ``denylist``: a blocked word (error) or one flagged for review (warning),
  matched inside phrases too;
- ``level`` (warning): a side whose difficulty (:func:`.difficulty.side_difficulty`,
  the generator's own: the familiarity of its clues' senses and how alike they
  are) lies outside its level's band by more than the generator's slack
  (:func:`.difficulty.in_level`). The deck passes while at least 80 % of
  its sides are inside;
- ``cards`` (warning, for the whole deck): not the box's 99 cards, levels of
  uneven size, or a level with fewer cards than one round takes.

A clue given without its concept is found by name; a name of several
concepts takes the one that shares most groups with its side
(:func:`.alike.resolve_side`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path

from ...lexicon.concept_levels import LEVELS
from ...lexicon.concepts import Inventory, fold_name, load_inventory
from .alike import alike, resolve_side
from .deck import CARDS_PER_ROUND, SIDES, Clue, Deck, Side
from .deckfile import read_deck
from .difficulty import SLACK, band, in_level, level_of, side_difficulty
from .generate import DEFAULT_CARDS, MIN_IN_BAND


@dataclass(frozen=True)
class Problem:
    """One problem: where (card, side, clue number or None for the whole side), what, how bad."""

    card: int
    side: str
    clue: int | None
    kind: str
    message: str
    severity: str = "error"

    def __str__(self) -> str:
        if not self.card:
            return f"deck: {self.severity}: {self.kind}: {self.message}"
        where = f"card {self.card} side {self.side}" + (f" clue {self.clue}" if self.clue else "")
        return f"{where}: {self.severity}: {self.kind}: {self.message}"

    def to_json(self) -> dict:
        return {
            "card": self.card,
            "side": self.side,
            "clue": self.clue,
            "kind": self.kind,
            "severity": self.severity,
            "message": self.message,
        }


@dataclass
class Report:
    """The problems found, and how many sides lie inside their level's band."""

    sides: int = 0
    in_band: int = 0
    problems: list[Problem] = field(default_factory=list)

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "warning"]

    @property
    def share_in_band(self) -> float:
        return self.in_band / self.sides if self.sides else 1.0

    @property
    def ok(self) -> bool:
        """No errors, and at least 80 % of the sides inside their band."""
        return not self.errors and self.share_in_band >= MIN_IN_BAND

    def summary(self) -> str:
        verdict = "ok" if self.ok else "NOT OK"
        return (
            f"{verdict}: {self.sides} sides, {len(self.errors)} error(s), {len(self.warnings)} warning(s), "
            f"{self.in_band}/{self.sides} sides in their level's band ({self.share_in_band:.0%})"
        )

    def to_json(self) -> dict:
        return {
            "ok": self.ok,
            "sides": self.sides,
            "in_band": self.in_band,
            "errors": len(self.errors),
            "warnings": len(self.warnings),
        }


def check_deck(deck: Deck, inventory: Inventory | None = None) -> Report:
    """Run every check on *deck* (see the module docstring)."""
    inventory = inventory or load_inventory()
    report = Report(sides=len(deck.sides))
    resolved = {(s.card, s.side): resolve_side(s, deck.langs, inventory) for s in deck.sides}
    for side in deck.sides:
        concepts = resolved[(side.card, side.side)]
        report.problems += _unknown(side, concepts, deck.langs, inventory)
        report.problems += _not_alike(side, concepts, inventory)
        report.problems += _too_alike(side, concepts, deck.langs, inventory)
        if _check_level(side, deck.langs[0], report, inventory):
            report.in_band += 1
    report.problems += _reused(deck, resolved)
    report.problems += _cards(deck)
    report.problems += _group_levels(deck, resolved, inventory)
    report.problems += _denylisted(deck, inventory)
    report.problems += _counts(deck)
    report.problems.sort(key=lambda p: (p.card, SIDES.index(p.side) if p.side in SIDES else -1, p.clue or 0))
    return report


def check_file(deck: str | Path) -> Report:
    """The report on the deck file *deck* (what ``pictomania check`` and batch ``pictomania_check`` say)."""
    return check_deck(read_deck(deck))


def _unknown(side: Side, concepts: list, langs: tuple[str, ...], inventory: Inventory) -> list[Problem]:
    problems = []
    for clue, concept in zip(side.clues, concepts):
        if concept is not None:
            for lang in langs[1:]:
                if fold_name(clue.name(lang), lang) not in {fold_name(s, lang) for s in concept.spellings(lang)}:
                    problems.append(
                        Problem(
                            side.card,
                            side.side,
                            clue.number,
                            "unknown",
                            f"{clue.name(lang)!r} is not a {lang} name of {concept.id} "
                            f"({' | '.join(concept.spellings(lang))})",
                        )
                    )
            continue
        message = f"{clue.label()!r} is not in the concept inventory"
        if clue.concept:
            message += f" (concept {clue.concept!r} is unknown or has another name)"
        missing = _words_missing_from_lexicon(clue, langs)
        if missing:
            message += "; not in the lexicon either: " + ", ".join(missing)
        else:
            message += ": the check cannot judge how alike or how hard it is"
        problems.append(
            Problem(side.card, side.side, clue.number, "unknown", message, "error" if missing else "warning")
        )
    return problems


def _words_missing_from_lexicon(clue: Clue, langs: tuple[str, ...]) -> list[str]:
    """The words of a clue that the language's broad word list lacks (likely misspellings)."""
    from ...lexicon import get_lexicon

    missing = []
    for lang in langs:
        lexicon = get_lexicon(lang, "broad")
        for word in fold_name(clue.name(lang), lang).split():
            if not word.isdigit() and not lexicon.contains(word):
                missing.append(f"{word!r} ({lang})")
    return missing


def _not_alike(side: Side, concepts: list, inventory: Inventory) -> list[Problem]:
    """Clues outside the group that holds most of the side (the side's own group first)."""
    known = [(clue, c) for clue, c in zip(side.clues, concepts) if c is not None]
    if len(known) < 2:
        return []
    counts: dict[str, int] = {}
    for _, concept in known:
        for group in concept.groups:
            counts[group] = counts.get(group, 0) + 1
    best = max(counts, key=lambda g: (counts[g], g == side.group, g))
    if side.group and side.group in counts and counts[side.group] == counts[best]:
        best = side.group
    problems = []
    if side.group and side.group not in inventory.groups:
        problems.append(
            Problem(side.card, side.side, None, "not-alike", f"group {side.group!r} is not in the inventory")
        )
    title = inventory.groups[best].title("en")
    for clue, concept in known:
        if best not in concept.groups:
            problems.append(
                Problem(
                    side.card,
                    side.side,
                    clue.number,
                    "not-alike",
                    f"{clue.label()!r} is not in {best} ({title}) with {counts[best]} other clue(s) of this side",
                    "warning",
                )
            )
    return problems


def _too_alike(side: Side, concepts: list, langs: tuple[str, ...], inventory: Inventory) -> list[Problem]:
    """The same clue twice (an error), and clues easily confused in a drawing (a warning)."""
    problems = []
    pairs = list(zip(side.clues, concepts))
    for (clue_a, a), (clue_b, b) in combinations(pairs, 2):
        same = None
        if any(fold_name(clue_a.name(lang), lang) == fold_name(clue_b.name(lang), lang) for lang, _ in clue_a.names):
            same = "the same name twice"
        elif a is not None and b is not None and a.id == b.id:
            same = f"two spellings of one concept ({a.id})"
        if same:
            problems.append(
                Problem(
                    side.card,
                    side.side,
                    clue_b.number,
                    "too-alike",
                    f"clues {clue_a.number} and {clue_b.number} are one clue twice: {same}",
                )
            )
            continue
        lang = langs[0]
        why = alike(a, b, [clue_a.name(lang)], [clue_b.name(lang)], lang, inventory)
        if why:
            reason = why.why.format(a=repr(clue_a.name(lang)), b=repr(clue_b.name(lang)))
            problems.append(
                Problem(
                    side.card,
                    side.side,
                    clue_b.number,
                    "alike",
                    f"clues {clue_a.number} and {clue_b.number} are easily confused in a drawing: {reason}",
                    "warning",
                )
            )
    return problems


def _check_level(side: Side, lang: str, report: Report, inventory: Inventory) -> bool:
    difficulty = side_difficulty(side, lang, inventory)
    low, high = band(side.level, lang)
    if in_level(difficulty, side.level, lang):
        return True
    report.problems.append(
        Problem(
            side.card,
            side.side,
            None,
            "level",
            f"{lang} difficulty {difficulty:.3f} is {level_of(difficulty, lang)}, outside the {side.level} band "
            f"[{low:g}, {high:g}) by more than {SLACK:g}",
            "warning",
        )
    )
    return False


def _reused(deck: Deck, resolved: dict) -> list[Problem]:
    first: dict[str, tuple[int, str, int]] = {}
    problems = []
    for side in deck.sides:
        for clue, concept in zip(side.clues, resolved[(side.card, side.side)]):
            keys = [concept.id] if concept else []
            keys += [f"{lang}:{fold_name(text, lang)}" for lang, text in clue.names]
            earlier = next((first[k] for k in keys if k in first), None)
            if earlier and earlier[:2] != (side.card, side.side):
                problems.append(
                    Problem(
                        side.card,
                        side.side,
                        clue.number,
                        "reused",
                        f"{clue.label()!r} is already on card {earlier[0]} side {earlier[1]} clue {earlier[2]}",
                    )
                )
            for key in keys:
                first.setdefault(key, (side.card, side.side, clue.number))
    return problems


def _cards(deck: Deck) -> list[Problem]:
    by_card: dict[int, list[Side]] = {}
    for side in deck.sides:
        by_card.setdefault(side.card, []).append(side)
    problems = []
    for card, sides in sorted(by_card.items()):
        letters = {s.side for s in sides}
        for letter in SIDES:
            if letter not in letters:
                problems.append(Problem(card, sides[0].side, None, "card", f"card {card} has no side {letter}"))
        if len({s.level for s in sides}) > 1:
            problems.append(
                Problem(
                    card,
                    sides[-1].side,
                    None,
                    "card",
                    f"the sides of card {card} have different levels ({', '.join(s.level for s in sides)})",
                    "warning",
                )
            )
    return problems


def _group_levels(deck: Deck, resolved: dict, inventory: Inventory) -> list[Problem]:
    """Two sides of one group at one level: the group as stated, else the one all its clues share."""
    seen: dict[tuple[str, str], Side] = {}
    problems = []
    for side in deck.sides:
        group = side.group
        if not group:
            concepts = resolved[(side.card, side.side)]
            if all(concepts):
                shared = set.intersection(*(set(c.groups) for c in concepts))
                group = min(shared) if len(shared) == 1 else None
        if not group:
            continue
        other = seen.setdefault((group, side.level), side)
        if other is not side:
            problems.append(
                Problem(
                    side.card,
                    side.side,
                    None,
                    "group-level",
                    f"{group} is already a {side.level} side on {other.where}",
                    "warning",
                )
            )
    return problems


def _denylisted(deck: Deck, inventory: Inventory) -> list[Problem]:
    if inventory.denylist is None:
        return []
    clues = [(side, clue) for side in deck.sides for clue in side.clues]
    problems = []
    for lang in deck.langs:
        for hit in inventory.denylist.scan([clue.name(lang) for _, clue in clues], lang):
            side, clue = clues[hit.index]
            severity = "error" if hit.term.action == "block" else "warning"
            problems.append(
                Problem(
                    side.card,
                    side.side,
                    clue.number,
                    "denylist",
                    f"{hit.clue!r} contains {hit.term.term!r} ({hit.term.action}: {hit.term.why})",
                    severity,
                )
            )
    return problems


def _counts(deck: Deck) -> list[Problem]:
    """The whole deck: the box's card count, even levels, a round's worth of cards per level."""
    problems = []
    if deck.cards != DEFAULT_CARDS:
        problems.append(Problem(0, "", None, "cards", f"{deck.cards} card(s): the box has {DEFAULT_CARDS}", "warning"))
    counts = deck.level_counts()
    used = {level: n for level, n in counts.items() if n}
    if used and max(used.values()) - min(used.values()) > 1:
        shown = ", ".join(f"{n} {level}" for level, n in counts.items())
        problems.append(Problem(0, "", None, "cards", f"levels of uneven size: {shown}", "warning"))
    for level in LEVELS:
        if 0 < counts[level] < CARDS_PER_ROUND:
            problems.append(
                Problem(
                    0,
                    "",
                    None,
                    "cards",
                    f"{counts[level]} {level} card(s): a round at {level} takes {CARDS_PER_ROUND}",
                    "warning",
                )
            )
    return problems
