"""simulate under faults: dead workers, a killed parent, unwritable logs, a bad or empty cluster."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from wordtools.engine import simulate as simulate_module
from wordtools.engine.simulate import dask_address, simulate
from wordtools.errors import BadInput, ClusterUnreachable, DataError, SimulationFailed


def _kill_game_three(task):
    if task.index == 3:
        os.kill(os.getpid(), signal.SIGKILL)  # as the OOM killer would
    return _real_run_one(task)


_real_run_one = simulate_module.run_one


def test_a_killed_pool_worker_is_one_clear_error(nim, monkeypatch):
    # Pool workers are forked from this process, so they see the patched function.
    monkeypatch.setattr(simulate_module, "run_one", _kill_game_three)
    with pytest.raises(
        SimulationFailed, match=r"a worker process died \(killed, or out of memory\) after \d+ of 40 games"
    ):
        simulate(nim, {}, games=40, jobs=2)


def test_a_killed_pool_worker_in_the_cli(monkeypatch, cli):
    monkeypatch.setattr(simulate_module, "run_one", _kill_game_three)
    result = cli("simulate", "toynim", "--games", "40", "--jobs", "2")
    assert result.exit_code == 1
    assert result.stderr.startswith("wordtools: error: a worker process died") and result.stderr.count("\n") == 1


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM])
def test_workers_die_with_a_killed_simulate(real, sig):
    parent = subprocess.Popen(
        [sys.executable, "-m", "wordtools", "simulate", "wordon", "--games", "400", "--jobs", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    deadline = time.time() + 60
    workers: list[int] = []
    while time.time() < deadline and len(workers) < 2:
        time.sleep(0.2)
        workers = _children(parent.pid)
    assert len(workers) == 2, "the pool did not start"
    parent.send_signal(sig)
    parent.wait(timeout=30)
    deadline = time.time() + 10
    while time.time() < deadline and any(_alive(w) for w in workers):
        time.sleep(0.1)
    assert not any(_alive(w) for w in workers), "orphaned pool workers"
    parent.stdout.read()  # no worker holds the pipe: this returns


def test_unwritable_logs_are_one_error_before_any_game(nim, tmp_path, cli):
    blocker = tmp_path / "afile"
    blocker.write_text("x")
    with pytest.raises(DataError, match="cannot write .*afile/logs: .*afile is not a folder"):
        simulate(nim, {}, games=2, logs_dir=blocker / "logs")
    result = cli("simulate", "toynim", "--games", "2", "--logs", str(blocker / "logs"))
    assert result.exit_code == 3
    assert result.stderr == f"wordtools: error: cannot write {blocker / 'logs'}: {blocker} is not a folder\n"
    result = cli("simulate", "toynim", "--games", "2", "--logs", str(blocker))
    assert result.exit_code == 3 and result.stderr.count("\n") == 1  # a file where a folder belongs
    result = cli("play", "toynim", "--log", str(blocker / "game.jsonl"))
    assert result.exit_code == 3 and result.stdout == ""  # refused before the game, not after


def test_jobs_are_capped_at_games_and_cpus(nim):
    assert simulate(nim, {}, games=1, jobs=8).timing["jobs"] == 1
    assert simulate(nim, {}, games=50, jobs=500).timing["jobs"] == (os.cpu_count() or 1)


@pytest.mark.parametrize("address", ["dask://host:notaport", "dask://host", "dask://:8786", "dask://h:99999"])
def test_a_bad_dask_address_is_refused(address):
    with pytest.raises(BadInput, match="needs HOST:PORT with a port number from 1 to 65535"):
        dask_address(address)


def test_a_bad_dask_address_in_the_cli_is_one_line(cli):
    result = cli("simulate", "toynim", "--games", "2", "--executor", "dask://host:notaport")
    assert result.exit_code == 2 and result.stderr.count("\n") == 1
    assert "needs HOST:PORT" in result.stderr


def test_a_cluster_without_workers_says_so(nim, monkeypatch):
    import distributed

    monkeypatch.setattr(simulate_module, "WORKERS_TIMEOUT", 1.0)
    with distributed.LocalCluster(n_workers=0, processes=False, protocol="tcp", dashboard_address=None) as cluster:
        address = "dask://" + cluster.scheduler_address.removeprefix("tcp://")
        with pytest.raises(ClusterUnreachable, match="has had no worker for 1 s; giving up"):
            simulate(nim, {}, games=2, executor=address)


def test_workers_with_other_word_lists_are_refused(nim, monkeypatch):
    import distributed

    real_lists = simulate_module.worker_word_lists

    def lists(lang, dask_worker=None):  # Client.run passes dask_worker on a worker
        if dask_worker is None:
            return real_lists(lang)  # here
        return {**real_lists(lang), "strict": "f" * 64}  # on the worker: another list

    monkeypatch.setattr(simulate_module, "worker_word_lists", lists)
    with distributed.LocalCluster(n_workers=1, processes=False, protocol="tcp", dashboard_address=None) as cluster:
        address = "dask://" + cluster.scheduler_address.removeprefix("tcp://")
        with pytest.raises(
            DataError, match=r"Dask worker tcp://.* has another es/strict word list \(sha256 ffffffffffff…"
        ):
            simulate(nim, {}, games=2, executor=address)


def test_the_tally_gives_the_statistics_of_all_scores():
    import random
    import statistics

    rng = random.Random(5)
    for n in (1, 2, 3, 10, 101):
        scores = [rng.randint(-5, 40) for _ in range(n)]
        stats = simulate_module._score_stats(simulate_module.Counter(scores), 0, n)
        assert stats["median"] == statistics.median(scores)
        assert stats["mean"] == round(statistics.fmean(scores), 4)
        assert (stats["min"], stats["max"]) == (min(scores), max(scores))


class _Enough(Exception):
    pass


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_run_of_a_trillion_games_starts_and_can_be_stopped(nim, jobs):
    # Before: every task was built up front (memory grew without end, nothing was played).
    seen = []

    def progress(n):
        seen.append(n)
        if len(seen) == 50:
            raise _Enough

    with pytest.raises(_Enough):
        simulate(nim, {}, games=10**12, jobs=jobs, progress=progress)
    assert len(seen) == 50


def _stall_game_three(task):
    if task.index == 3:
        time.sleep(3600)
    return _real_run_one(task)


def test_a_stalled_pool_worker_ends_the_run_after_the_timeout(nim, monkeypatch, cli):
    monkeypatch.setattr(simulate_module, "run_one", _stall_game_three)
    with pytest.raises(SimulationFailed, match=r"no game finished in 1 s \(\d+ done\) with 2 worker processes"):
        simulate(nim, {}, games=30, jobs=2, timeout=1)
    result = cli("simulate", "toynim", "--games", "30", "--jobs", "2", "--timeout", "1")
    assert result.exit_code == 1 and result.stderr.count("\n") == 1
    assert result.stderr.startswith("wordtools: error: no game finished in 1 s")
