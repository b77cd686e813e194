"""Same seed, same game in any process: string hashing is randomised per process
(PYTHONHASHSEED), so a game that iterated over a set or used hash() would differ here."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

GAMES = [
    ["letterjam", "--players", "4"],
    ["wordon", "--players", "3", "--strategy", "smart", "--strategy", "greedy", "--strategy", "greedy"],
    ["montage", "--lang", "en"],
]


def _play(args: list[str], hash_seed: str) -> str:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    command = [sys.executable, "-m", "wordtools", "play", *args, "--seed", "11"]
    return subprocess.run(command, env=env, capture_output=True, text=True, check=True, timeout=120).stdout


@pytest.mark.parametrize("args", GAMES, ids=[g[0] for g in GAMES])
def test_a_seeded_game_is_the_same_in_every_process(real, args):
    first = _play(args, "1")
    assert "game over" in first
    assert _play(args, "2") == first
