"""The wordon commands: golden outputs, JSON fields, exact errors and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent.parent / "golden" / "wordon"


@pytest.mark.parametrize(
    "name, args",
    [
        (
            "best_es_perrno_ca_row2.txt",
            ["wordon", "best", "--rack", "perr?no", "--extra", "ca", "--row", "2", "--limit", "3"],
        ),
        (
            "best_en_quizzes_row4.txt",
            ["wordon", "best", "--rack", "quizzes", "--extra", "a?", "--row", "4", "--lang", "en", "--limit", "3"],
        ),
        ("play_es_3p_seed5.txt", ["play", "wordon", "--players", "3", "--seed", "5", "--lang", "es"]),
    ],
)
def test_golden(real, cli, name, args):
    # re-record after a change of rules or word list: `wordtools <args> > tests/golden/wordon/<name>`
    result = cli(*args)
    assert result.exit_code == 0
    assert result.output == (GOLDEN / name).read_text(encoding="utf-8")


def test_best_json_fields(real, cli):
    result = cli("wordon", "best", "--rack", "aeinrst", "--row", "1", "--lang", "en", "--json", "--limit", "2")
    lines = [json.loads(line) for line in result.output.splitlines()]
    assert len(lines) == 2
    for line in lines:
        assert {"word", "tiles", "score", "breakdown", "to_next_player", "leave"} <= set(line)
        assert line["score"] == 26 and line["breakdown"]["seven_tile_bonus"] == 10


def test_strategy_ranks_by_judgement(real, cli):
    result = cli(
        "wordon",
        "best",
        "--rack",
        "aeinrst",
        "--extra",
        "?q",
        "--row",
        "1",
        "--lang",
        "en",
        "--strategy",
        "smart",
        "--json",
    )
    values = [json.loads(line)["value"] for line in result.output.splitlines()]
    assert values == sorted(values, reverse=True)


def test_score_explains(real, cli):
    result = cli("wordon", "score", "chorro", "--rack", "o[rr]o?ab", "--row", "1")
    assert result.exit_code == 0
    assert "?=CH0 + O1×2 + RR8 + O1 = 11; ×2 (extra zone empty) = 22 -> 22" in result.output


@pytest.mark.parametrize(
    "args, code, message",
    [
        (["score", "chorro", "--rack", "orrochb", "--row", "1"], 1, "C + H never make CH"),
        (["score", "xyzzy", "--rack", "abc", "--row", "1"], 1, "'xyzzy' is not a word of the Spanish enclitic list"),
        (["score", "abrazarlos", "--rack", "ab", "--row", "1"], 1, "takes 10 tiles"),
        (["score", "calor", "--rack", "calor", "--extra", "z", "--row", "1"], 0, ""),
        (["best", "--rack", "abcdefgh", "--row", "1"], 2, "the rack holds at most 7 tiles, got 8"),
        (["best", "--rack", "ab", "--extra", "abc", "--row", "1"], 2, "the extra-tile zone holds at most 2 tiles"),
        (["best", "--rack", "ab1", "--row", "1"], 2, "'1' is not a letter"),
        (["best", "--rack", "abk", "--row", "1"], 2, "'K' is not a Spanish WordOn tile"),
        (
            ["best", "--rack", "ab", "--row", "0"],
            2,
            "Invalid value for '--row': must be a whole number from 1 to 6, not 0 ",
        ),
        (["best", "--rack", "a[ch]", "--row", "1", "--lang", "en"], 2, "[ch] is not an English tile"),
    ],
)
def test_bad_input(real, cli, args, code, message):
    result = cli("wordon", *args)
    assert result.exit_code == code
    assert message in (result.stderr if code else result.output)


def test_board_file(real, cli, tmp_path):
    good = tmp_path / "board.txt"
    good.write_text("3L 3L 3L 3L 3L 3L 3L\n" * 6, encoding="utf-8")
    result = cli("wordon", "score", "calor", "--rack", "calor", "--row", "1", "--board", str(good))
    assert result.exit_code == 0 and "-> 42" in result.output  # (3+1+1+1+1) × 3 × 2
    bad = tmp_path / "bad.txt"
    bad.write_text(". . . . . . .\n. . X . . . .\n", encoding="utf-8")
    result = cli("wordon", "best", "--rack", "calor", "--row", "1", "--board", str(bad))
    assert result.exit_code == 3
    assert "line 2, cell 3: 'X' is not a cell kind" in result.stderr


def test_spanish_plays_an_enclitic_form_by_default(real, cli):
    # RÓMPELO (romper + lo) is in es/enclitic, not in es/strict: the WordOn app accepts it
    args = ["wordon", "best", "--rack", "rompelo", "--row", "6", "--limit", "3", "--json"]
    top = [json.loads(line) for line in cli(*args).output.splitlines()]
    assert (top[0]["word"], top[0]["score"]) == ("rómpelo", 44)
    strict = [json.loads(line) for line in cli(*args, "--list", "strict").output.splitlines()]
    assert (strict[0]["word"], strict[0]["score"]) == ("plomero", 36)
    assert "rómpelo" not in [p["word"] for p in strict]
    refused = cli("wordon", "score", "rómpelo", "--rack", "rompelo", "--row", "6", "--list", "strict")
    assert refused.exit_code == 1 and "not a word of the Spanish strict list" in refused.stderr
