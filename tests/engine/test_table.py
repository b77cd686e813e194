"""The game table: a game added through its row alone is everywhere a game should be.

The toy game's row (engine_toy.NIM_ROW) is added by conftest.py with
``add_game``; nothing else in the package knows about it.
"""

from __future__ import annotations

import json

import pytest

from wordtools.engine import find_game, game_names
from wordtools.engine.validate import validate_log
from wordtools.games.table import GAME_TABLE, find_row


def test_the_table_lists_every_game_of_the_toolkit_once():
    names = [row.name for row in GAME_TABLE if row.package.startswith("wordtools.games.")]
    assert len(names) == len(set(names))
    assert sorted(names) == ["letterjam", "macroscope", "montage", "pictomania", "wordon"]
    for row in GAME_TABLE:
        assert find_row(row.name) is row
        for alias in row.aliases:
            assert find_row(alias.upper()) is row


@pytest.mark.parametrize("name", ["letterjam", "macroscope", "montage", "pictomania", "wordon"])
def test_every_reference_of_a_row_loads(name):
    row = find_row(name)
    game = find_game(name)
    assert game.name == name and isinstance(row.load(row.rules), type)
    assert list(row.load(row.strategy_classes)) == list(row.strategies)
    assert row.load(row.options) is game.option_schema
    if row.cli:
        assert row.load(row.cli).name == name
    if row.batch:
        assert all(op.startswith(f"{name}_") for op in row.load(row.batch))


def test_a_row_added_by_a_test_is_a_game(cli, tmp_path):
    assert "toynim" in game_names() and find_game("toy-nim").name == "toynim"
    # play, with a log
    log = tmp_path / "nim.jsonl"
    assert cli("play", "toynim", "--seed", "2", "--log", str(log)).exit_code == 0
    # validate
    result = cli("validate", str(log))
    assert result.exit_code == 0 and result.output.endswith(f"ok ({len(log.read_text().splitlines()) - 2} moves)\n")
    # simulate
    result = cli("simulate", "toynim", "--games", "3")
    assert result.exit_code == 0 and "toynim: 3 games" in result.output
    # batch
    result = cli("batch", "-", input='{"op": "toynim_heaps", "seed": 2}\n')
    assert json.loads(result.output)["results"] == list(find_game("toynim").setup({"players": 2, "heaps": 3}, 2).heaps)
    # --help: the top level lists its command, play and simulate list it with its strategies
    assert "toynim" in cli("--help").output
    assert cli("toynim", "heaps", "--seed", "2").exit_code == 0
    for command in ("play", "simulate"):
        help_text = cli(command, "--help").output
        assert "toynim" in help_text and "most, random, cheat" in help_text


def test_play_help_lists_the_real_games_and_their_strategies(cli):
    help_text = cli("play", "--help").output
    for row in GAME_TABLE:
        assert row.name in help_text and ", ".join(row.strategies) in help_text


@pytest.mark.parametrize(
    "option, message",
    [
        ("foo=bar", "unknown option 'foo': this game's options are players, lang, heaps"),
        ("heaps=abc", "option heaps must be an integer from 1 to 9, not abc"),
        ("heaps=12", "option heaps must be an integer from 1 to 9, not 12"),
        ("lang=fr", "option lang must be one of es, en, not fr"),
    ],
)
def test_options_are_checked_by_the_schema(cli, option, message):
    result = cli("play", "toynim", "--option", option)
    assert result.exit_code == 2
    assert result.stderr == f"wordtools: error: {message}\n"


def test_option_help_lists_the_schema(cli):
    result = cli("play", "toynim", "--option", "help")
    assert result.exit_code == 0
    assert result.output.splitlines() == [
        "players=2: number of players (an integer from 2 to 4)",
        "lang=es: language of the words (one of es, en)",
        "heaps=3: number of heaps (an integer from 1 to 9)",
    ]


def _log_lines(cli, tmp_path, *args: str) -> list[dict]:
    log = tmp_path / "g.jsonl"
    assert cli("play", *args, "--log", str(log)).exit_code == 0
    return [json.loads(line) for line in log.read_text().splitlines()]


def test_a_log_whose_options_the_rules_refuse_does_not_validate(cli, tmp_path):
    lines = _log_lines(cli, tmp_path, "toynim", "--seed", "4")
    lines[0]["options"]["heaps"] = 40
    report = validate_log([json.dumps(x) for x in lines], "log")
    assert not report.ok and report.line == 1
    assert report.problem == "options refused by the rules: option heaps must be an integer from 1 to 9, not 40"
    lines[0]["options"].pop("heaps")  # a missing option is not what the rules played with
    report = validate_log([json.dumps(x) for x in lines], "log")
    assert not report.ok and report.problem == "options differ from what the rules play with"
