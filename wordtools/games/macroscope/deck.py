"""Macroscope decks: 200 double-sided cards of drawable subjects, built from the concept inventory.

Start at :func:`build_deck`. A subject is a concept of the inventory
(``wordtools/data/concepts/``) whose name in the language is one word of 3–12
letters, in the strict word list, not on the denylist. Its *level* is how
familiar the sense the card means is (:func:`~wordtools.lexicon.concept_levels.sense_familiarity`:
the shipped lists' familiarity, or the inventory's senses table where the word's commonest
reading is another thing: nivel the builder's tool, junk the ship): at least 0.95 is 1, at
least 0.85 is 2, below that 3. The deck takes the
same number of subjects from each level, and within a level goes round the
themes in turn, so themes mix; the two sides of a card never share a group
of alike things. The same language, size and seed give the same deck.

:func:`write_deck` saves a deck as JSON or CSV (by the file's suffix);
:func:`read_deck` reads one back and refuses, in one line, an empty deck,
a repeated word, a word outside 3–12 letters or with letters outside the
language. :func:`check_deck` adds what only a whole deck shows.
"""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from random import Random

from ...errors import BadGameSetup, DataError, UnknownLetter
from ...files import csv_error, read_text, write_text
from ...lexicon import concept_deck, get_lexicon
from ...lexicon.alphabet import Alphabet, alphabet_for
from ...lexicon.concept_deck import flagged, mix_themes, not_pictured
from ...lexicon.concept_levels import sense_familiarity
from ...lexicon.concepts import load_inventory
from ...seeding import chance

MIN_LETTERS, MAX_LETTERS = 3, 12
DEFAULT_CARDS = 200
SIDES = ("A", "B")
LEVELS = (1, 2, 3)
LEVEL_FLOORS = ((1, 0.95), (2, 0.85), (3, float("-inf")))  # level, lowest sense familiarity
CSV_FIELDS = ("card", "side", "word", "level", "concept", "theme", "groups")


@dataclass(frozen=True)
class Subject:
    """One side of a card: the word, its familiarity level and where it comes from in the inventory."""

    word: str
    level: int
    concept: str = ""
    theme: str = ""
    groups: tuple[str, ...] = ()

    def to_json(self) -> dict:
        return {
            "word": self.word,
            "level": self.level,
            "concept": self.concept,
            "theme": self.theme,
            "groups": list(self.groups),
        }


@dataclass(frozen=True)
class Deck:
    """Cards of two subjects each (side A, side B), in deck order."""

    lang: str
    cards: tuple[tuple[Subject, Subject], ...]
    seed: int | None = None

    def subjects(self) -> list[Subject]:
        return [s for card in self.cards for s in card]

    def to_json(self) -> dict:
        return {
            "lang": self.lang,
            "seed": self.seed,
            "cards": [
                {"card": n, "sides": {side: s.to_json() for side, s in zip(SIDES, card)}}
                for n, card in enumerate(self.cards, start=1)
            ],
        }


def level_of(familiarity: float) -> int:
    """Level of a subject from the familiarity of its sense: 1 everyday (≥ 0.95), 2 known (≥ 0.85), 3 rarer.

    >>> level_of(1.0), level_of(0.9), level_of(0.6)
    (1, 2, 3)
    """
    return next(level for level, floor in LEVEL_FLOORS if familiarity >= floor)


# -- the inventory -------------------------------------------------------------


def eligible_subjects(lang: str) -> list[Subject]:
    """Every concept that can be a Macroscope subject in *lang* (one per spelling, inventory order):
    a picture must be able to show it (:func:`.concept_deck.not_pictured`, the list Pictomania's decks
    read too)."""
    alphabet = alphabet_for(lang)
    lexicon = get_lexicon(lang, "strict")
    inventory = load_inventory()
    hidden = not_pictured(inventory)
    # Blocked and to-review words alike stay off a card (the one denylist rule of every concept deck).
    denied = {flag.concept for flag in flagged(inventory, list(inventory), (lang,))}
    seen: set[str] = set()
    out = []
    for concept in inventory:
        name = concept.name(lang)
        if concept.form(lang) != "word" or not name.isalpha() or concept.id in denied or concept.id in hidden:
            continue
        key = alphabet.try_fold(name)
        if key is None or not MIN_LETTERS <= len(key) <= MAX_LETTERS or key in seen:
            continue
        if not lexicon.contains(name):  # not in the word list: no one at the table would say it
            continue
        seen.add(key)
        familiar = sense_familiarity(concept, lang, inventory)
        out.append(Subject(name, level_of(familiar), concept.id, concept.theme, concept.groups))
    return out


# -- building ------------------------------------------------------------------


def _take_mixed(pool: list[Subject], count: int, rng: Random) -> list[Subject]:
    """*count* subjects of *pool*, going round the themes in turn (each theme shuffled)."""
    return mix_themes(pool, lambda s: s.theme, rng, count)


def _unlike(a: Subject, b: Subject) -> bool:
    return not set(a.groups) & set(b.groups)


def _pair(subjects: list[Subject]) -> list[tuple[Subject, Subject]]:
    """Cards of two subjects that share no group: each subject takes the first one it may; when the
    last ones are alike, one of them trades places with a side of an earlier card."""
    waiting = list(subjects)
    cards: list[tuple[Subject, Subject]] = []
    while waiting:
        first = waiting.pop(0)
        partner = next((i for i, s in enumerate(waiting) if _unlike(first, s)), None)
        if partner is not None:
            cards.append((first, waiting.pop(partner)))
            continue
        swap = next(
            (
                (j, i)
                for j, (a, b) in enumerate(cards)
                if _unlike(first, b)
                for i, w in enumerate(waiting)
                if _unlike(a, w)
            ),
            None,
        )
        if swap is None:
            raise BadGameSetup(f"no subject left that shares no group with {first.word!r}: the inventory is too small")
        j, i = swap
        a, b = cards[j]
        cards[j] = (a, waiting.pop(i))
        cards.append((first, b))
    return cards


def build_deck(lang: str, cards: int = DEFAULT_CARDS, seed: int = 0) -> Deck:
    """*cards* double-sided cards (2 × *cards* subjects): levels balanced, themes mixed, same seed same deck."""
    if cards < 1:
        raise BadGameSetup(f"a deck needs at least 1 card, not {cards}")
    rng = chance(seed, "macroscope-deck", lang, cards)
    pool = eligible_subjects(lang)
    wanted = 2 * cards
    by_level = {level: [s for s in pool if s.level == level] for level in LEVELS}
    quotas = {level: wanted // len(LEVELS) + (1 if i < wanted % len(LEVELS) else 0) for i, level in enumerate(LEVELS)}
    short = [f"level {lv}: {len(by_level[lv])} of {quotas[lv]}" for lv in LEVELS if len(by_level[lv]) < quotas[lv]]
    if short:
        raise BadGameSetup(f"the {lang} inventory has too few subjects for {cards} cards ({'; '.join(short)})")
    chosen = [s for level in LEVELS for s in _take_mixed(by_level[level], quotas[level], rng)]
    rng.shuffle(chosen)
    return Deck(lang, tuple(_pair(chosen)), seed)


# -- files -----------------------------------------------------------------------


def deck_text(deck: Deck, fmt: str) -> str:
    """The deck as ``json`` or ``csv`` text."""
    if fmt == "json":
        return json.dumps(deck.to_json(), ensure_ascii=False, indent=1) + "\n"
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_FIELDS)
    for n, card in enumerate(deck.cards, start=1):
        for side, s in zip(SIDES, card):
            writer.writerow([n, side, s.word, s.level, s.concept, s.theme, ",".join(s.groups)])
    return out.getvalue()


def deck_format(path: Path | str) -> str:
    """``json`` or ``csv``, from the file's suffix (the concept decks' one rule)."""
    return concept_deck.deck_format(path, ("json", "csv"))


def write_deck(deck: Deck, path: Path | str) -> Path:
    """Save *deck* (format by suffix) through a temporary file, so a failed write loses nothing."""
    path = Path(path)
    text = deck_text(deck, deck_format(path))
    write_text(path, text)
    return path


def _rows(path: Path, text: str) -> list[tuple[int, dict]]:
    """(where, row) pairs of a deck file: a row per subject, *where* its line (CSV) or index (JSON)."""
    if deck_format(path) == "csv":
        reader = csv.DictReader(io.StringIO(text))
        try:
            header = reader.fieldnames
        except csv.Error as exc:
            raise csv_error(path, exc, 1) from None
        if not header or "word" not in header:
            raise DataError(f"{path}: a CSV deck needs a header with a 'word' column")
        try:
            return [(reader.line_num, row) for row in reader]
        except csv.Error as exc:
            raise csv_error(path, exc, reader.line_num) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(f"{path}: not JSON: {exc.msg} (line {exc.lineno})") from None
    cards = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(cards, list):
        raise DataError(f"{path}: a JSON deck is an object with a 'cards' list")
    rows = []
    for n, card in enumerate(cards, start=1):
        sides = card.get("sides") if isinstance(card, dict) else None
        if not isinstance(sides, dict):
            raise DataError(f"{path}: card {n} has no 'sides' object")
        for side in SIDES:
            subject = sides.get(side)
            if not isinstance(subject, dict):
                raise DataError(f"{path}: card {n} has no side {side}")
            rows.append((n, {**subject, "card": n, "side": side}))
    return rows


def read_deck(path: Path | str, lang: str) -> Deck:
    """The deck in *path*; an empty deck, a repeated word, a wrong length or a foreign letter is a :class:`DataError`."""
    path = Path(path)
    text = read_text(path, "deck file")
    alphabet = alphabet_for(lang)
    where_word = "line" if deck_format(path) == "csv" else "card"
    subjects: list[Subject] = []
    first_seen: dict[str, int] = {}
    for where, row in _rows(path, text):
        word = str(row.get("word") or "").strip()
        key = _checked_key(path, where_word, where, word, alphabet)
        if key in first_seen:
            raise DataError(f"{path}: {where_word} {where}: {word!r} repeats {where_word} {first_seen[key]}")
        first_seen[key] = where
        groups = row.get("groups") or ()
        groups = tuple(g for g in (groups.split(",") if isinstance(groups, str) else groups) if g)
        subjects.append(
            Subject(
                word,
                _level(path, where_word, where, row.get("level")),
                str(row.get("concept") or ""),
                str(row.get("theme") or ""),
                groups,
            )
        )
    if not subjects:
        raise DataError(f"{path}: the deck is empty")
    if len(subjects) % 2:
        raise DataError(f"{path}: {len(subjects)} subjects do not make double-sided cards")
    return Deck(lang, tuple(zip(subjects[0::2], subjects[1::2])))


def _checked_key(path: Path, where_word: str, where: int, word: str, alphabet: Alphabet) -> str:
    if not word:
        raise DataError(f"{path}: {where_word} {where}: no word")
    try:
        key = alphabet.fold(word)
    except UnknownLetter as exc:
        raise DataError(f"{path}: {where_word} {where}: {word!r}: {exc}") from None
    if not MIN_LETTERS <= len(key) <= MAX_LETTERS:
        raise DataError(
            f"{path}: {where_word} {where}: {word!r} has {len(key)} letters, not {MIN_LETTERS}-{MAX_LETTERS}"
        )
    return key


def _level(path: Path, where_word: str, where: int, value) -> int:
    try:
        level = int(value)
    except (TypeError, ValueError):
        level = 0
    if level not in LEVELS:
        raise DataError(
            f"{path}: {where_word} {where}: level must be one of {', '.join(map(str, LEVELS))}, not {value!r}"
        )
    return level


@dataclass(frozen=True)
class DeckReport:
    """What ``macroscope check`` says about a readable deck."""

    cards: int
    subjects: int
    levels: dict[int, int]
    themes: dict[str, int]
    lengths: dict[int, int]
    shared_groups: list[str]

    @property
    def ok(self) -> bool:
        return not self.shared_groups

    def to_json(self) -> dict:
        return {
            "ok": self.ok,
            "cards": self.cards,
            "subjects": self.subjects,
            "levels": {str(k): v for k, v in self.levels.items()},
            "themes": self.themes,
            "lengths": {str(k): v for k, v in self.lengths.items()},
            "shared_groups": self.shared_groups,
        }


def check_deck(deck: Deck) -> DeckReport:
    """Counts per level, theme and length, and the cards whose sides share a group."""
    subjects = deck.subjects()
    shared = []
    for n, (a, b) in enumerate(deck.cards, start=1):
        common = sorted(set(a.groups) & set(b.groups))
        if common:
            shared.append(f"card {n}: {a.word} and {b.word} are both {common[0]}")
    return DeckReport(
        cards=len(deck.cards),
        subjects=len(subjects),
        levels=dict(sorted(Counter(s.level for s in subjects).items())),
        themes=dict(sorted(Counter(s.theme or "-" for s in subjects).items())),
        lengths=dict(sorted(Counter(len(s.word) for s in subjects).items())),
        shared_groups=shared,
    )


def check_file(deck: Path | str, lang: str) -> DeckReport:
    """The report on the deck file *deck* (what ``macroscope check`` and batch ``macroscope_check`` say)."""
    return check_deck(read_deck(deck, lang))


def subject_words(deck: Deck) -> Iterable[str]:
    return (s.word for s in deck.subjects())
