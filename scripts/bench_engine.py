#!/usr/bin/env python3
"""Engine bench: games per second per game with 1 and 2 jobs; validating 1,000 logs.

Baselines in the same run: the 2-job speed is given as a ratio to 1 job, and
validating a log as a ratio to playing that game (a replay must not cost much
more than the game itself). With no real game registered yet, the tests' toy
Nim stands in (and the output says so).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchlib import fmt, table

ROOT = Path(__file__).resolve().parent.parent
TARGET_SECONDS = 5.0  # per game and job count: small N, so the bench ends in minutes
VALIDATE_LOGS = 1000


def _games():
    from wordtools.engine import find_game, game_names

    real = [n for n in game_names() if type(find_game(n)).__module__.startswith("wordtools.games.")]
    if real:
        return [find_game(n) for n in real], False
    sys.path.insert(0, str(ROOT / "tests" / "engine"))
    from engine_toy import NIM_ROW

    from wordtools.games.table import add_game

    add_game(NIM_ROW)
    return [find_game("toynim")], True


def _games_for(game) -> int:
    """How many games fit TARGET_SECONDS at one job (from two warm-up games)."""
    from wordtools.engine.simulate import simulate

    start = time.perf_counter()
    simulate(game, {}, games=2, seed=999)
    per_game = (time.perf_counter() - start) / 2
    return max(4, min(2000, int(TARGET_SECONDS / max(per_game, 1e-6))))


def run() -> None:
    from wordtools.engine.simulate import simulate
    from wordtools.engine.validate import validate_file
    from wordtools.errors import WordtoolsError

    games, toy = _games()
    load = os.getloadavg()[0]
    print(
        f"{os.cpu_count()} CPUs, load average {load:.1f} when starting (jobs 2 cannot beat jobs 1 on a busy machine)\n"
    )
    if toy:
        print("no real game registered yet: measuring the tests' toy Nim (tests/engine/engine_toy.py)\n")
    rows, speeds = [], {}
    for game in games:
        try:
            n = _games_for(game)
            one = simulate(game, {}, games=n, seed=1, jobs=1)
            two = simulate(game, {}, games=n, seed=1, jobs=2)
        except WordtoolsError as exc:  # a game bug must not hide the other games' figures
            rows.append([game.name, "-", "-", "failed", "failed", str(exc)])
            continue
        assert one.results() == two.results(), f"{game.name}: jobs 1 and 2 disagree"
        g1, g2 = n / one.timing["seconds"], n / two.timing["seconds"]
        speeds[game.name] = g1
        rows.append([game.name, str(n), f"{one.mean_moves:.1f}", f"{g1:,.1f}", f"{g2:,.1f}", f"{g2 / g1:.2f}×"])
    print(table(rows, ["game", "games", "moves/game", "games/s jobs 1", "games/s jobs 2", "jobs 2 / jobs 1"]))

    fastest = max(speeds, key=speeds.get)
    game = next(g for g in games if g.name == fastest)
    with tempfile.TemporaryDirectory() as folder:
        # The logs are written on 2 processes to save time; the baseline below is
        # the one-process rate measured above.
        played = simulate(game, {}, games=VALIDATE_LOGS, seed=2, jobs=2, logs_dir=folder)
        files = sorted(Path(folder).iterdir())
        start = time.perf_counter()
        reports = [validate_file(f) for f in files]
        in_process = time.perf_counter() - start
        assert all(r.ok for r in reports), [str(r) for r in reports if not r.ok][:3]
        command = [str(ROOT / ".venv" / "bin" / "wordtools"), "validate", *map(str, files)]
        start = time.perf_counter()
        cli = subprocess.run(command, capture_output=True, text=True) if not toy else None
        cli_seconds = time.perf_counter() - start
    play_seconds = VALIDATE_LOGS / speeds[fastest]
    print(f"\nvalidate {VALIDATE_LOGS:,} logs of {fastest} ({played.mean_moves:.1f} moves each):")
    rows = [
        ["play 1,000 games, one process (baseline: rate above)", fmt(play_seconds), "1.00×"],
        ["validate_file × 1,000, one process", fmt(in_process), f"{in_process / play_seconds:.2f}×"],
    ]
    if cli is not None:
        assert cli.returncode == 0, cli.stdout[-500:]
        rows.append(["wordtools validate LOG × 1,000", fmt(cli_seconds), f"{cli_seconds / play_seconds:.2f}×"])
    print(table(rows, ["task", "time", "vs playing"]))


if __name__ == "__main__":
    run()
