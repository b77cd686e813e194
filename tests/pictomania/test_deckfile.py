"""Deck files: JSON and CSV round trips, and one clear error per malformed file."""

from __future__ import annotations

import pytest

from wordtools.errors import BadInput, DataError
from wordtools.games.pictomania.deckfile import deck_to_text, read_deck, write_deck

HEADER = "card,side,level,group,number,en,concept\n"


def _side(card: int, side: str, level: str, names: list[str]) -> str:
    return "".join(f"{card},{side},{level},,{n},{name},\n" for n, name in enumerate(names, 1))


SEVEN = ["hippopotamus", "dragon", "rhinoceros", "pegasus", "zebra", "unicorn", "crocodile"]


@pytest.mark.parametrize("suffix", [".json", ".csv"])
def test_round_trip(tmp_path, deck_bilingual, suffix):
    path = write_deck(deck_bilingual, tmp_path / f"deck{suffix}")
    back = read_deck(path)
    assert back.sides == deck_bilingual.sides
    assert back.langs == ("es", "en")


def test_text_lists_every_side(deck_bilingual):
    text = deck_to_text(deck_bilingual)
    assert sum(line.startswith("card ") for line in text.splitlines()) == len(deck_bilingual.sides)
    assert deck_bilingual.sides[0].clues[0].label() in text


@pytest.mark.parametrize(
    "content, message",
    [
        ("card,side,colour,number,en\n", r"deck.csv:1: colour: unknown column"),
        ("card,side,number,en\n", r"deck.csv:1: level: missing column"),
        ("card,side,level,number\n", r"deck.csv:1: es: no language column"),
        (HEADER + _side(1, "A", "green", SEVEN[:6]), r"deck.csv:2: number: card 1 side A has 6 clue\(s\)"),
        (HEADER + _side(1, "A", "pink", SEVEN), r"deck.csv:2: level: unknown level 'pink'"),
        (HEADER + _side(1, "C", "green", SEVEN), r"deck.csv:2: side: 'C' is not A or B"),
        (HEADER + "x,A,green,,1,zebra,\n", r"deck.csv:2: card: 'x' is not a whole number from 1"),
        (HEADER + "1,A,green,,8,zebra,\n", r"deck.csv:2: number: '8' is not 1-7"),
        (HEADER + "1,A,green,,1,zebra\n", r"deck.csv:2: concept: 6 fields, the header has 7"),
        (HEADER + "1,A,green,,1,,\n", r"deck.csv:2: en: empty clue"),
        ("", r"deck.csv:1: header: empty file"),
    ],
)
def test_malformed_csv_names_file_line_and_field(tmp_path, content, message):
    path = tmp_path / "deck.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError, match=message):
        read_deck(path)


def test_non_utf8_names_the_line(tmp_path):
    path = tmp_path / "deck.csv"
    path.write_bytes(
        (HEADER + _side(1, "A", "green", SEVEN)).encode("utf-8") + "1,B,green,,1,pingüino,\n".encode("latin-1")
    )
    with pytest.raises(DataError, match=r"deck.csv:9: not UTF-8"):
        read_deck(path)


@pytest.mark.parametrize(
    "content, message",
    [
        ('{"format": "wordtools-pictomania-deck", "version": 1,\n "langs": ["en"], "cards": [', r"deck.json:2: JSON:"),
        ('{"format": "something else"}', r"deck.json:1: format: not a Pictomania deck"),
        ('{"format": "wordtools-pictomania-deck", "version": 1, "langs": ["fr"], "cards": []}', r"deck.json:1: langs:"),
        (
            '{"format": "wordtools-pictomania-deck", "version": 1, "langs": ["en"], "cards": '
            '[{"card": 1, "level": "grey", "sides": []}]}',
            r"deck.json: cards\[0\]: level: unknown level 'grey'",
        ),
        (
            '{"format": "wordtools-pictomania-deck", "version": 1, "langs": ["en"], "cards": '
            '[{"card": 1, "level": "green", "sides": [{"side": "A", "clues": [{"number": 1, "en": "zebra"}]}]}]}',
            r"deck.json: cards\[0\].sides\[0\]: clues: card 1 side A has 1 clue\(s\)",
        ),
    ],
)
def test_malformed_json_names_file_place_and_field(tmp_path, content, message):
    path = tmp_path / "deck.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError, match=message):
        read_deck(path)


def test_a_failed_write_leaves_the_old_file_whole(tmp_path, deck_bilingual, monkeypatch):
    path = write_deck(deck_bilingual, tmp_path / "deck.csv")
    before = path.read_bytes()
    import wordtools.games.pictomania.deckfile as deckfile

    def broken(deck):
        raise RuntimeError("disk full")

    monkeypatch.setattr(deckfile, "deck_to_csv", broken)
    with pytest.raises(RuntimeError):
        write_deck(deck_bilingual, path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deck.csv"]


def test_unknown_extension(tmp_path, deck_bilingual):
    with pytest.raises(BadInput, match=r"unknown deck format '.txt'"):
        write_deck(deck_bilingual, tmp_path / "deck.txt")
