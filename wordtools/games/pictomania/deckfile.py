"""Deck files: JSON and CSV, written whole or not at all, read back with one clear error per problem.

CSV has one row per clue, so a designer can sort, edit and add rows in a
spreadsheet::

    card,side,level,group,number,es,en,concept
    1,A,green,animals.big-real-and-mythical,1,cebra,zebra,animals:zebra

``card``, ``side`` (A or B), ``level``, ``number`` (1-7) and at least one
language column (``es``, ``en``) are required; ``group`` and ``concept`` may be
left out or empty (the check then finds the concept by name). JSON holds the
same as ``{"format": ..., "langs": [...], "cards": [{"card", "level",
"sides": [{"side", "group", "clues": [{"number", "es", "concept"}]}]}]}``.

A malformed file raises one :class:`DataError` naming the file, the line (for
JSON, the card and side) and the field.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from ...errors import DataError
from ...files import csv_error, decode, read_bytes, write_bytes
from ...lexicon.concept_deck import deck_format
from ...lexicon.concept_levels import LEVELS
from ...lexicon.concepts import LANGS
from .deck import CLUES_PER_SIDE, SIDES, Clue, Deck, Side

FORMAT = "wordtools-pictomania-deck"
VERSION = 1
REQUIRED = ("card", "side", "level", "number")
OPTIONAL = ("group", "concept")


def deck_to_json(deck: Deck) -> dict:
    """The deck as a JSON-ready dict (cards in order, each with its sides)."""
    cards: dict[int, dict] = {}
    for side in deck.sides:
        card = cards.setdefault(side.card, {"card": side.card, "level": side.level, "sides": []})
        card["sides"].append(
            {
                "side": side.side,
                "group": side.group,
                "clues": [{"number": c.number, **dict(c.names), "concept": c.concept} for c in side.clues],
            }
        )
    return {
        "format": FORMAT,
        "version": VERSION,
        "langs": list(deck.langs),
        "seed": deck.seed,
        "notes": list(deck.notes),
        "cards": list(cards.values()),
    }


def deck_to_csv(deck: Deck) -> str:
    """The deck as CSV text, one row per clue."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["card", "side", "level", "group", "number", *deck.langs, "concept"])
    for side in deck.sides:
        for clue in side.clues:
            writer.writerow(
                [
                    side.card,
                    side.side,
                    side.level,
                    side.group or "",
                    clue.number,
                    *(clue.name(lang) for lang in deck.langs),
                    clue.concept or "",
                ]
            )
    return out.getvalue()


def deck_to_text(deck: Deck, titles: dict[str, str] | None = None) -> str:
    """The deck for a terminal: one block per side (its group's title when *titles* has it)."""
    lines = []
    for side in deck.sides:
        title = (titles or {}).get(side.group or "", side.group or "")
        lines.append(f"card {side.card}{side.side} · {side.level}" + (f" · {title}" if title else ""))
        lines.extend(f"  {clue.number}. {clue.label()}" for clue in side.clues)
    return "\n".join(lines) + "\n"


def write_deck(deck: Deck, path: Path | str) -> Path:
    """Write *deck* as JSON or CSV, by *path*'s extension (``.pdf``: see :mod:`.pdf`)."""
    fmt = deck_format(path, ("json", "csv", "pdf"))
    if fmt == "pdf":
        from .pdf import deck_pdf

        return write_bytes(path, deck_pdf(deck))
    data = json.dumps(deck_to_json(deck), ensure_ascii=False, indent=1) + "\n" if fmt == "json" else deck_to_csv(deck)
    return write_bytes(path, data.encode("utf-8"))


# -- reading -----------------------------------------------------------------


def read_deck(path: Path | str) -> Deck:
    """A deck from a JSON or CSV file (by extension, or by its first character)."""
    path = Path(path)
    text = decode(read_bytes(path, "deck file"), path)
    if path.suffix.lower() == ".json" or text.lstrip().startswith("{"):
        return _deck_from_json(text, path)
    return _deck_from_csv(text, path)


def _deck_from_csv(text: str, path: Path) -> Deck:
    reader = csv.reader(io.StringIO(text))
    try:
        rows = list(reader)
    except csv.Error as exc:
        raise csv_error(path, exc, reader.line_num) from None
    if not rows or not any(cell.strip() for cell in rows[0]):
        raise DataError(
            f"{path}:1: header: empty file; the first line names the columns "
            f"({', '.join(REQUIRED)}, es and/or en, optionally {', '.join(OPTIONAL)})"
        )
    header = [cell.strip().lower() for cell in rows[0]]
    for column in header:
        if column not in (*REQUIRED, *OPTIONAL, *LANGS):
            raise DataError(
                f"{path}:1: {column or '(empty)'}: unknown column; the columns are "
                f"{', '.join(REQUIRED)}, es and/or en, optionally {', '.join(OPTIONAL)}"
            )
    if len(set(header)) != len(header):
        raise DataError(f"{path}:1: header: a column appears twice")
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        raise DataError(f"{path}:1: {missing[0]}: missing column")
    langs = tuple(c for c in header if c in LANGS)
    if not langs:
        raise DataError(f"{path}:1: es: no language column (es or en)")
    sides: dict[tuple[int, str], dict] = {}
    for line, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(header):
            raise DataError(
                f"{path}:{line}: {header[min(len(row), len(header) - 1)]}: "
                f"{len(row)} fields, the header has {len(header)}"
            )
        cell = {c: v.strip() for c, v in zip(header, row)}
        card = _integer(cell["card"], f"{path}:{line}", "card", 1, None)
        side = cell["side"].upper()
        if side not in SIDES:
            raise DataError(f"{path}:{line}: side: {cell['side']!r} is not A or B")
        level = cell["level"].lower()
        if level not in LEVELS:
            raise DataError(f"{path}:{line}: level: unknown level {cell['level']!r}: one of {', '.join(LEVELS)}")
        number = _integer(cell["number"], f"{path}:{line}", "number", 1, CLUES_PER_SIDE)
        names = []
        for lang in langs:
            if not cell[lang]:
                raise DataError(f"{path}:{line}: {lang}: empty clue")
            names.append((lang, cell[lang]))
        entry = sides.setdefault(
            (card, side), {"level": level, "group": cell.get("group") or None, "clues": {}, "line": line}
        )
        if entry["level"] != level:
            raise DataError(
                f"{path}:{line}: level: {level} but card {card} side {side} began as {entry['level']} "
                f"(line {entry['line']})"
            )
        if number in entry["clues"]:
            raise DataError(f"{path}:{line}: number: card {card} side {side} has clue {number} twice")
        entry["clues"][number] = Clue(number, tuple(names), cell.get("concept") or None)
    return Deck(langs, tuple(_sides(sides, path, lambda e: f"{path}:{e['line']}: number")))


def _sides(sides: dict[tuple[int, str], dict], path: Path, where) -> list[Side]:
    out = []
    for (card, letter), entry in sorted(sides.items()):
        numbers = sorted(entry["clues"])
        if numbers != list(range(1, CLUES_PER_SIDE + 1)):
            raise DataError(
                f"{where(entry)}: card {card} side {letter} has {len(numbers)} clue(s) "
                f"(numbers {','.join(map(str, numbers)) or 'none'}); a side has {CLUES_PER_SIDE}, numbered 1-7"
            )
        clues = tuple(entry["clues"][n] for n in numbers)
        out.append(Side(card, letter, entry["level"], clues, entry["group"], line=entry.get("line")))
    return out


def _integer(text, where: str, field: str, low: int, high: int | None) -> int:
    try:
        value = int(str(text).strip())
    except ValueError:
        value = None
    if value is None or value < low or (high is not None and value > high):
        allowed = f"{low}-{high}" if high is not None else f"a whole number from {low}"
        raise DataError(f"{where}: {field}: {text!r} is not {allowed}")
    return value


def _deck_from_json(text: str, path: Path) -> Deck:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(f"{path}:{exc.lineno}: JSON: {exc.msg} (column {exc.colno})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DataError(f'{path}:1: format: not a Pictomania deck (expected "format": "{FORMAT}")')
    if data.get("version") != VERSION:
        raise DataError(f"{path}:1: version: {data.get('version')!r}; this wordtools reads version {VERSION}")
    langs = data.get("langs")
    if not isinstance(langs, list) or not langs or any(lang not in LANGS for lang in langs):
        raise DataError(f"{path}:1: langs: {langs!r} is not a list of es/en")
    sides: dict[tuple[int, str], dict] = {}
    cards = data.get("cards")
    if not isinstance(cards, list):
        raise DataError(f"{path}:1: cards: missing or not a list")
    for i, card in enumerate(cards):
        where = f"{path}: cards[{i}]"
        if not isinstance(card, dict):
            raise DataError(f"{where}: not an object")
        number = _integer(card.get("card"), where, "card", 1, None)
        level = card.get("level")
        if level not in LEVELS:
            raise DataError(f"{where}: level: unknown level {level!r}: one of {', '.join(LEVELS)}")
        for j, side in enumerate(card.get("sides") or []):
            swhere = f"{where}.sides[{j}]"
            letter = side.get("side") if isinstance(side, dict) else None
            if letter not in SIDES:
                raise DataError(f"{swhere}: side: {letter!r} is not A or B")
            if (number, letter) in sides:
                raise DataError(f"{swhere}: side: card {number} side {letter} appears twice")
            clues = {}
            for k, clue in enumerate(side.get("clues") or []):
                cwhere = f"{swhere}.clues[{k}]"
                if not isinstance(clue, dict):
                    raise DataError(f"{cwhere}: not an object")
                n = _integer(clue.get("number"), cwhere, "number", 1, CLUES_PER_SIDE)
                names = []
                for lang in langs:
                    if not isinstance(clue.get(lang), str) or not clue[lang].strip():
                        raise DataError(f"{cwhere}: {lang}: missing clue")
                    names.append((lang, clue[lang].strip()))
                if n in clues:
                    raise DataError(f"{cwhere}: number: clue {n} twice on card {number} side {letter}")
                clues[n] = Clue(n, tuple(names), clue.get("concept") or None)
            sides[(number, letter)] = {"level": level, "group": side.get("group"), "clues": clues, "where": swhere}
    seed = data.get("seed")
    notes = tuple(data.get("notes") or ())
    deck = Deck(tuple(langs), tuple(_sides(sides, path, lambda e: f"{e['where']}: clues")), seed, notes)
    return deck
