"""The play, simulate and validate commands: output, exit codes, logs that validate."""

from __future__ import annotations

import json

import pytest


def test_play_prints_a_numbered_game_and_its_result(cli):
    result = cli("play", "toynim", "--seed", "3", "--strategy", "most", "--strategy", "random")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == 'toynim v1 · seed 3 · players=2 lang="es" heaps=3'
    assert lines[1] == "strategies: seat 0 most, seat 1 random"
    assert lines[2] == "heap 0: oooooo  heap 1: ooooo  heap 2: oooooo"
    assert lines[3] == "  1. seat 0: takes 3 from heap 0  [+3]"
    assert lines[-4] == "heap 0: -  heap 1: -  heap 2: -"
    assert lines[-3] == "game over after 7 moves: no stones left"
    assert lines[-2:] == ["  seat 0 (most): 17  winner", "  seat 1 (random): 5"]


def test_play_options_players_and_boards(cli):
    result = cli("play", "toy-nim", "--players", "3", "--option", "heaps=1", "--boards", "--seed", "1")
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == 'toynim v1 · seed 1 · players=3 lang="es" heaps=1'
    assert "    heap 0: " in result.output  # the position after each move


def test_a_played_log_validates(cli, tmp_path):
    log = tmp_path / "game.jsonl"
    assert cli("play", "toynim", "--seed", "5", "--log", str(log)).output.endswith(f"log written to {log}\n")
    result = cli("validate", str(log))
    assert result.exit_code == 0
    assert result.output == f"{log}: ok ({len(log.read_text().splitlines()) - 2} moves)\n"


def test_validate_reports_each_bad_log_and_exits_1(cli, tmp_path):
    good, bad = tmp_path / "good.jsonl", tmp_path / "bad.jsonl"
    cli("play", "toynim", "--seed", "5", "--log", str(good))
    lines = good.read_text().splitlines()
    move = json.loads(lines[2])
    move["score"] += 10
    bad.write_text("\n".join([*lines[:2], json.dumps(move), *lines[3:]]) + "\n")
    result = cli("validate", str(good), str(bad))
    assert result.exit_code == 1
    assert (
        result.stdout.splitlines()[1]
        == f"{bad}:3: 'score' differs: expected {move['score'] - 10}, found {move['score']}"
    )
    assert result.stderr == "1 of 2 logs do not validate\n"
    as_json = [json.loads(l) for l in cli("validate", "--json", str(bad)).stdout.splitlines()]
    assert as_json == [
        {
            "name": str(bad),
            "ok": False,
            "moves": 1,
            "line": 3,
            "problem": "'score' differs",
            "expected": move["score"] - 10,
            "found": move["score"],
        }
    ]


def test_simulate_prints_a_summary(cli):
    result = cli("simulate", "toynim", "--games", "30", "--strategy", "most", "--strategy", "random", "--seed", "2")
    assert result.exit_code == 0
    out = result.stdout.splitlines()
    assert out[0] == 'toynim: 30 games · seed 2 · players=2 lang="es" heaps=3'
    assert out[1].split() == ["seat", "strategy", "mean", "median", "min", "max", "win", "rate"]
    assert out[2].split()[:2] == ["0", "most"] and out[3].split()[:2] == ["1", "random"]
    assert out[-3].startswith("mean game length: ") and out[-2] == "endings: no stones left ×30"
    assert out[-1].startswith("speed: ") and "games/s" in out[-1]


def test_simulate_json_is_the_same_for_one_and_two_jobs(cli, tmp_path):
    runs = []
    for jobs in ("1", "2"):
        result = cli("simulate", "toynim", "--games", "25", "--jobs", jobs, "--json", "--logs", str(tmp_path / jobs))
        assert result.exit_code == 0
        summary = json.loads(result.stdout)
        assert summary["timing"]["jobs"] == int(jobs)
        del summary["timing"]
        runs.append(summary)
    assert runs[0] == runs[1]
    assert cli("validate", *map(str, sorted((tmp_path / "2").iterdir()))).exit_code == 0


@pytest.mark.parametrize(
    "args, message",
    [
        (["play", "chess"], "wordtools: error: unknown game 'chess': choose one of"),
        (["play", "toynim", "--strategy", "smart"], "wordtools: error: unknown strategy 'smart' for toynim"),
        (["play", "toynim", "--players", "6"], "wordtools: error: Scoring Nim is for 2 to 4 players, not 6"),
        (
            ["simulate", "toynim", "--games", "2", "--strategy", "x"],
            "wordtools: error: unknown strategy 'x' for toynim",
        ),
    ],
)
def test_bad_setups_exit_2_with_one_line(cli, args, message):
    result = cli(*args)
    assert result.exit_code == 2
    assert result.stderr.startswith(message) and result.stderr.count("\n") == 1


@pytest.mark.parametrize(
    "args, message",
    [
        (["simulate", "toynim"], "Missing option '--games'"),
        (["simulate", "toynim", "--games", "0"], "Invalid value for '--games'"),
        (["play", "toynim", "--option", "heaps"], "'heaps' is not KEY=VALUE"),
        (["validate"], "Missing argument 'LOG...'"),
        (
            ["simulate", "toynim", "--games", "2", "--executor", "spark://x"],
            "unknown executor 'spark://x': use dask://HOST:PORT",
        ),
    ],
)
def test_usage_errors_exit_2(cli, args, message):
    result = cli(*args)
    assert result.exit_code == 2 and message in result.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["validate", "/nonexistent.jsonl"],
        ["anagram", "calor", "--words", "/nonexistent.txt"],
        ["montage", "encode", "calor", "--colours", "/nonexistent.txt"],
        ["letterjam", "deck", "evaluate", "/nonexistent.txt"],
        ["pictomania", "check", "/nonexistent.csv"],
    ],
)
def test_a_missing_file_is_exit_3_everywhere(cli, args):
    result = cli(*args)
    assert result.exit_code == 3 and result.stderr.endswith("/nonexistent" + args[-1][12:] + ": no such file\n"), (
        result.stderr
    )


def test_an_illegal_strategy_move_exits_1(cli):
    result = cli("play", "toynim", "--strategy", "cheat", "--seed", "0")
    assert result.exit_code == 1 and "chose illegal move 0-7" in result.stderr


def test_every_engine_command_has_help(cli):
    for command in ("play", "simulate", "validate"):
        result = cli(command, "--help")
        assert result.exit_code == 0 and len(result.output.splitlines()) > 5
