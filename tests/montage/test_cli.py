"""The montage commands through the CLI: exact output, exit codes, golden games."""

import json
import os
from pathlib import Path

import pytest

from wordtools.lexicon import get_lexicon

GOLDEN = Path(__file__).parent.parent / "golden" / "montage"


def test_encode(cli):
    result = cli("montage", "encode", "dog", "wafer", "match", "--lang", "en")
    assert result.exit_code == 0
    assert result.stdout == (
        "DOG    OBR    orange blue red\n"
        "WAFER  GORRB  green orange red red blue\n"
        "MATCH  POGOR  purple orange green orange red\n"
    )


def test_encode_spanish_json(cli):
    rows = [json.loads(l) for l in cli("montage", "encode", "Ñandú", "--json").stdout.splitlines()]
    assert rows == [{"word": "Ñandú", "colours": ["purple", "orange", "purple", "orange", "green"]}]


def test_encode_with_another_colour_file(cli, tmp_path):
    path = tmp_path / "vc.txt"
    path.write_text("vowel = aeiou\nconsonant = bcdfghjklmnpqrstvwxyz\n")
    assert (
        cli("montage", "encode", "dog", "--lang", "en", "--colours", str(path)).stdout
        == "DOG  CVC  consonant vowel consonant\n"
    )


def test_match(tiny, cli):
    result = cli("montage", "match", ".P..R", "--lang", "en")
    assert result.exit_code == 0
    assert result.stdout == "knife  4.40  0 rivals\nblade  3.90  0 rivals\n-- 2 words fit .P..R; showing 2\n"


def test_match_reversible_json(tiny, cli):
    rows = [
        json.loads(l)
        for l in cli("montage", "match", "RBO", "--reversible", "--json", "--lang", "en").stdout.splitlines()
    ]
    assert rows == [
        {"word": "god", "zipf": 5.6, "direction": "forward", "rivals": 0},
        {"word": "dog", "zipf": 5.2, "direction": "backward", "rivals": 0},
    ]


def test_no_match_says_so(tiny, cli):
    result = cli("montage", "match", "GGGG", "--lang", "en")
    assert result.exit_code == 0 and result.stdout == "" and "no words fit GGGG" in result.stderr


@pytest.mark.parametrize(
    "args, code, message",
    [
        (
            ["match", ".X..R"],
            2,
            "wordtools: error: unknown colour initial 'X' at circle 2 of slot '.X..R': use O orange R red P purple B blue G green\n",
        ),
        (["match", ""], 2, "wordtools: error: empty slot: write one character per circle, e.g. .P..R\n"),
        (
            ["patterns", "america"],
            2,
            "wordtools: error: unknown pattern 'america': choose one of courtyard, pinwheel, stepping, windmill or give a file\n",
        ),
        (
            ["board", "--pattern", "america"],
            2,
            "wordtools: error: unknown pattern 'america': choose one of courtyard, pinwheel, stepping, windmill or give a file\n",
        ),
    ],
)
def test_bad_input(tiny, cli, args, code, message):
    result = cli("montage", *args)
    assert result.exit_code == code
    assert result.stderr == message


def test_bad_pattern_files(cli, tmp_path):
    small = tmp_path / "small.txt"
    small.write_text(". . .\n")
    result = cli("montage", "patterns", str(small))
    assert result.exit_code == 3
    assert result.stderr == f"wordtools: error: {small}: a pattern is 15 x 15 circles, found 1 rows of 3\n"
    lopsided = tmp_path / "lopsided.txt"
    lopsided.write_text("\n".join(" ".join("X" if (r, c) == (0, 0) else "." for c in range(15)) for r in range(15)))
    result = cli("montage", "patterns", str(lopsided))
    assert result.exit_code == 3
    assert "not rotationally symmetric: pip a1 has no pip at o15" in result.stderr


def test_patterns_lists_every_shipped_pattern(cli):
    result = cli("montage", "patterns", "--json")
    rows = [json.loads(l) for l in result.stdout.splitlines()]
    assert [r["name"] for r in rows] == ["courtyard", "pinwheel", "stepping", "windmill"]
    assert all(r["pips"] <= 50 and r["symmetry"] in ("half-turn", "quarter-turn") for r in rows)


def test_every_command_has_help(cli):
    for command in ("encode", "match", "patterns", "board"):
        assert "Usage:" in cli("montage", command, "--help").stdout


def check_golden(name: str, text: str, lexicon_id: str = "") -> None:
    path = GOLDEN / name
    header = f"# lexicon {lexicon_id}\n" if lexicon_id else ""
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(header + text, encoding="utf-8")
    stored = path.read_text(encoding="utf-8")
    # A golden file recorded on another word list fails too (never silently skips).
    assert stored.startswith(header), f"{name} was recorded on another word list: rerun with UPDATE_GOLDEN=1"
    assert header + text == stored


def test_golden_start_board(real, cli):
    check_golden("board_windmill_seed4.txt", cli("montage", "board", "--pattern", "windmill", "--seed", "4").stdout)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_golden_game(real, cli, lang):
    result = cli("play", "montage", "--seed", "3", "--lang", lang)
    assert result.exit_code == 0
    check_golden(f"play_seed3_{lang}.txt", result.stdout, get_lexicon(lang, "broad").checksum)
