"""Letter Jam components read from data files: decks, setup cards, ratings.

Everything here is data (``wordtools/data/letterjam/``), each file saying where
its numbers come from. A user may pass another deck file (same format).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path

from ...datafiles import data_path
from ...errors import BadGameSetup, BadInput, DataError
from ...lexicon.alphabet import Alphabet, alphabet_for
from ...records import SlotRecord

DATA = data_path("letterjam")
STANDS = 6  # always six stands (rulebook)


class Deck(SlotRecord):
    """The letter cards of one edition: letter -> number of cards (the wildcard is apart)."""

    __slots__ = ("name", "alphabet", "counts")

    def __init__(self, name: str, alphabet: Alphabet, counts: tuple[tuple[str, int], ...]):
        self.name, self.alphabet, self.counts = name, alphabet, counts

    @property
    def letters(self) -> str:
        return "".join(letter for letter, _ in self.counts)

    def counter(self) -> Counter:
        return Counter(dict(self.counts))

    def cards(self) -> list[str]:
        """One entry per card, in alphabet order (shuffle a copy to deal)."""
        return [letter for letter, n in self.counts for _ in range(n)]

    def __len__(self) -> int:
        return sum(n for _, n in self.counts)

    def check_letter(self, text: str, what: str = "letter") -> str:
        """The folded single letter *text*, or a clear error (not a letter, not a card)."""
        folded = self.alphabet.fold(text.strip())
        if len(folded) != 1:
            raise BadInput(f"{what} {text!r} must be exactly one letter")
        if folded not in self.letters:
            raise BadInput(
                f"{what} {text.upper()!r} is not a card of the {self.name} deck "
                f"(cards: {self.letters.upper()}; the wildcard stands for the others)"
            )
        return folded


def _data_lines(path: Path) -> list[list[str]]:
    from ...files import read_text

    text = read_text(path, "deck file")
    rows = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            rows.append(line.split())
    return rows


@cache
def load_deck(spec: str = "es", lang: str | None = None) -> Deck:
    """The deck of language *spec* (``es``, ``en``) or read from the file *spec*.

    A file's language is *lang* when given, else Spanish unless its name ends in ``_en.txt``.
    """
    if spec in ("es", "en"):
        path, lang, name = DATA / f"deck_{spec}.txt", spec, spec
    else:
        path = Path(spec)
        lang = lang or ("en" if path.name.endswith("_en.txt") else "es")
        name = path.name
    alpha = alphabet_for(lang)
    counts: dict[str, int] = {}
    for row in _data_lines(path):
        if len(row) != 2 or not row[1].isdigit():
            raise DataError(f"{path}: bad line {' '.join(row)!r} (want LETTER COUNT)")
        letter = alpha.try_fold(row[0])
        if not letter or len(letter) != 1:
            raise DataError(f"{path}: {row[0]!r} is not a letter of {lang}")
        counts[letter] = counts.get(letter, 0) + int(row[1])
    if not counts:
        raise DataError(f"{path}: no cards")
    ordered = tuple((letter, counts[letter]) for letter in alpha.letters if counts.get(letter))
    return Deck(name, alpha, ordered)


class SetupCard(SlotRecord):
    """The distribution card for one player count."""

    __slots__ = ("players", "red", "green_leaves", "green_centre", "clues_to_unlock", "npc_stacks")

    def __init__(
        self,
        players: int,
        red: int,
        green_leaves: int,
        green_centre: int,
        clues_to_unlock: int,
        npc_stacks: tuple[int, ...],
    ):
        self.players, self.red, self.green_leaves, self.green_centre = players, red, green_leaves, green_centre
        self.clues_to_unlock, self.npc_stacks = clues_to_unlock, npc_stacks


@cache
def setup_cards() -> dict[int, SetupCard]:
    cards = {}
    for row in _data_lines(DATA / "setup.txt"):
        players, red, leaves, centre, unlock = (int(x) for x in row[:5])
        stacks = () if row[5] == "-" else tuple(int(x) for x in row[5].split(","))
        cards[players] = SetupCard(players, red, leaves, centre, unlock, stacks)
    return cards


def setup_card(players: int) -> SetupCard:
    """The setup card for *players* players, or a clear error."""
    cards = setup_cards()
    if players not in cards:
        raise BadGameSetup(f"Letter Jam is for {min(cards)} to {max(cards)} players, not {players}")
    return cards[players]


PRINTED_RATINGS_PLAYERS = 5  # the rulebook's one printed table is read as the 5-player card (ratings.txt)


def ratings(path: str | None = None) -> dict[int, tuple[tuple[int, str], ...]]:
    """Player count -> (minimum team score, name) pairs, ascending, from *path* or ``ratings.txt``."""
    return read_ratings(Path(path)) if path else _default_ratings()


@cache
def _default_ratings() -> dict[int, tuple[tuple[int, str], ...]]:
    return read_ratings(DATA / "ratings.txt")


def read_ratings(source: Path) -> dict[int, tuple[tuple[int, str], ...]]:
    """A ratings file read (each override is read afresh; the default once)."""
    tables: dict[int, list[tuple[int, str]]] = {}
    for row in _data_lines(source):
        if len(row) < 3 or not row[0].isdigit() or not row[1].isdigit():
            raise DataError(f"{source}: bad line {' '.join(row)!r} (want PLAYERS MIN_SCORE NAME)")
        tables.setdefault(int(row[0]), []).append((int(row[1]), " ".join(row[2:])))
    if not tables:
        raise DataError(f"{source}: no ratings")
    return {players: tuple(sorted(rows)) for players, rows in tables.items()}


def rating_for(score: int, players: int = PRINTED_RATINGS_PLAYERS, path: str | None = None) -> str:
    """The rating name of a team score for *players* players ("-" below the first threshold)."""
    tables = ratings(path)
    if players not in tables:
        raise BadGameSetup(f"no rating table for {players} players (tables: {', '.join(map(str, sorted(tables)))})")
    name = "-"
    for threshold, label in tables[players]:
        if score >= threshold:
            name = label
    return name
