"""simulate on a real local Dask cluster (a scheduler and workers as processes) under faults:
every worker killed, the scheduler killed, a late worker with other word lists."""

from __future__ import annotations

import shutil
import signal
import socket
import subprocess
import sys
import time

import pytest

from wordtools.engine import simulate as simulate_module
from wordtools.engine.registry import find_game
from wordtools.engine.simulate import simulate
from wordtools.errors import ClusterUnreachable, DataError, SimulationFailed
from wordtools.lexicon.sources import dictionaries_dir

pytest.importorskip("distributed")

DASK = [sys.executable, "-m", "distributed.cli"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start(args: list[str], env: dict | None = None) -> subprocess.Popen:
    import os

    return subprocess.Popen(
        args,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, **(env or {})},
    )


def _worker(address: str, env: dict | None = None) -> subprocess.Popen:
    return _start(
        [sys.executable, "-m", "distributed.cli.dask_worker", address, "--nthreads", "1", "--no-nanny"]
        + ["--no-dashboard", "--host", "127.0.0.1"],
        env,
    )


@pytest.fixture
def cluster(monkeypatch):
    monkeypatch.delenv("WORDTOOLS_DICTIONARIES", raising=False)  # the committed lists, here and on the workers
    port = _free_port()
    address = f"tcp://127.0.0.1:{port}"
    scheduler = _start(
        [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", str(port)]
        + ["--no-dashboard"]
    )
    processes = [scheduler]
    try:
        yield address, scheduler, processes
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
            process.wait(10)


def _up(address: str, workers: int) -> None:
    import distributed

    deadline = time.monotonic() + 60
    while True:
        try:
            with distributed.Client(address, timeout="5s", set_as_default=False) as client:
                client.wait_for_workers(workers, timeout=60)
                return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)


def _run_until(address: str, on_first_game, monkeypatch) -> None:
    """Start a long run and call *on_first_game* when its first game is done (the run must then fail)."""
    monkeypatch.setattr(simulate_module, "WORKERS_TIMEOUT", 4.0)
    fired: list[float] = []

    def progress(_n: int) -> None:
        if not fired:
            fired.append(time.monotonic())
            on_first_game()

    executor = "dask://" + address.removeprefix("tcp://")
    simulate(find_game("wordon"), {"lang": "es"}, games=10**6, executor=executor, progress=progress, timeout=60)
    raise AssertionError("the run went on")  # pragma: no cover (it must raise before)


def test_every_worker_killed_is_one_error_in_bounded_time(cluster, monkeypatch):
    address, _scheduler, processes = cluster
    worker = _worker(address)
    processes.append(worker)
    _up(address, 1)
    # Before: future.result() waited forever. Now: the quiet run asks for workers, and has none.
    with pytest.raises((ClusterUnreachable, SimulationFailed), match="no worker for 4 s|Dask workers died"):
        _run_until(address, lambda: worker.send_signal(signal.SIGKILL), monkeypatch)


def test_a_killed_scheduler_is_one_error(cluster, monkeypatch):
    address, scheduler, processes = cluster
    processes.append(_worker(address))
    _up(address, 1)
    with pytest.raises(ClusterUnreachable, match="Dask scheduler at tcp://127.0.0.1:"):
        _run_until(address, lambda: scheduler.send_signal(signal.SIGKILL), monkeypatch)


def test_a_late_worker_with_other_word_lists_fails_the_run(cluster, monkeypatch, tmp_path):
    address, _scheduler, processes = cluster
    processes.append(_worker(address))
    _up(address, 1)
    other = tmp_path / "dictionaries"
    shutil.copytree(dictionaries_dir(), other)
    with open(other / "es" / "strict.tsv.gz", "ab") as handle:
        handle.write(b"another list")

    def late_worker() -> None:
        processes.append(_worker(address, {"WORDTOOLS_DICTIONARIES": str(other)}))

    with pytest.raises(DataError, match=r"a Dask worker on .* has another es/strict word list"):
        _run_until(address, late_worker, monkeypatch)


def test_other_lists_on_the_worker_are_checked_by_each_task(monkeypatch):
    task = simulate_module.GameTask(
        0, "wordon", "wordtools.games.wordon.game", {"lang": "es", "players": 2}, 1, ("greedy", "greedy")
    )
    monkeypatch.setattr(simulate_module, "_lists_here", lambda lang: (("strict", "0" * 64),))
    with pytest.raises(DataError, match="has another es/strict word list"):
        simulate_module.run_one(simulate_module.replace(task, word_lists=(("strict", "f" * 64),)))
