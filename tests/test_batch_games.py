"""Game operations in `wordtools batch` answer exactly what the game commands answer."""

from __future__ import annotations

import json


def _batch(cli, *queries: dict) -> list[dict]:
    text = "\n".join(json.dumps(q) for q in queries)
    return [json.loads(line) for line in cli("batch", "-", input=text).stdout.splitlines()]


def _json_lines(result) -> list[dict]:
    assert result.exit_code == 0, result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_game_operations_equal_the_commands(real, cli):
    replies = _batch(
        cli,
        {"id": "w", "op": "wordon_best", "rack": "perr?no", "extra": "ca", "row": 2, "limit": 3},
        {"id": "m", "op": "montage_match", "slot": ".P..R", "lang": "en", "limit": 5},
        {
            "id": "l",
            "op": "letterjam_clues",
            "players": {"P1": "f", "P2": "i", "P3": "n", "P4": "a"},
            "npc": ["o"],
            "limit": 3,
        },
    )
    assert [r["id"] for r in replies] == ["w", "m", "l"]
    assert replies[0]["results"] == _json_lines(
        cli("wordon", "best", "--rack", "perr?no", "--extra", "ca", "--row", "2", "--limit", "3", "--json")
    )
    assert replies[1]["results"] == _json_lines(
        cli("montage", "match", ".P..R", "--lang", "en", "--limit", "5", "--json")
    )
    assert replies[1]["count"] == 476  # one per word: Arena and arena are one
    clues = _json_lines(
        cli(
            "letterjam",
            "clues",
            "--player",
            "f",
            "--player",
            "i",
            "--player",
            "n",
            "--player",
            "a",
            "--npc",
            "o",
            "--limit",
            "3",
            "--json",
        )
    )
    assert replies[2]["results"] == clues


def test_game_operation_errors_stay_on_their_line(real, cli):
    replies = _batch(
        cli,
        {"op": "wordon_best", "rack": "abc", "row": 9},
        {"op": "montage_match", "slot": ".X"},
        {"op": "letterjam_clues", "players": ["f"]},
        {"op": "wordon_best", "rack": "abc"},
    )
    assert replies[0]["error"] == "line 1: field 'row' must be a whole number from 1 to 6, not 9"
    assert replies[1]["error"].startswith("line 2: unknown colour initial 'X'")
    assert replies[2]["error"] == "line 3: field 'players' must be an object of name: letter, not [\"f\"]"
    assert replies[3]["error"] == "line 4: missing field 'row'"
