"""Many seeded games, in one process, a local process pool, or a Dask cluster.

Start at :func:`simulate`. Game *i* of a run with seed *S* uses the seed
:func:`game_seed` ``(S, i)``, so any game of a run can be replayed alone
(``wordtools play GAME --seed <that seed>``), and the games are the same
whatever runs them. Each game is one call of :func:`run_one` (a top-level
function, so it pickles to pool workers and Dask workers). Games are handed
out as they are needed and summed by a :class:`Tally` whatever order they
finish in, so the :class:`Summary` is identical for any number of jobs and
memory does not grow with the number of games; only the wall time differs,
and it is kept apart in ``Summary.timing``.
"""

from __future__ import annotations

import importlib
import itertools
import logging
import os
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from ..errors import BadInput, ClusterUnreachable, DataError, SimulationFailed, WordtoolsError
from ..files import check_folder, write_text
from .log import log_text
from .protocol import Game, chance
from .registry import find_game
from .runner import DEFAULT_MAX_MOVES, play_game, resolve_options, resolve_strategies

CONNECT_TIMEOUT = "10s"
WORKERS_TIMEOUT = 30.0  # seconds a Dask run waits with no worker before it gives up
DEFAULT_TIMEOUT = 600.0  # seconds with no game finished before a pool or Dask run is stopped
IN_FLIGHT = 4  # chunks (pool) or tasks (Dask) waiting per worker: the run's memory does not grow with --games
MAX_CHUNK = 64  # games per pool call at most
DASK_HINT = "the Dask executor needs the dask extra: pip install 'wordtools[dask]'"


def game_seed(seed: int, index: int) -> int:
    """The seed of game *index* (0-based) in a run seeded *seed*: 63 random bits
    from ``chance(seed, "game", index)``."""
    return chance(seed, "game", index).getrandbits(63)


@dataclass(frozen=True)
class GameTask:
    """Everything a worker needs to play one game (plain, picklable values)."""

    index: int
    game: str
    module: str  # imported first, so workers that did not import the game find it
    options: dict
    seed: int
    strategies: tuple[str, ...]
    want_log: bool = False
    max_moves: int = DEFAULT_MAX_MOVES
    word_lists: tuple[tuple[str, str], ...] = ()  # (list, sha256) the worker must hold (Dask runs)


@dataclass(frozen=True)
class GameResult:
    """One finished game, as the summary needs it."""

    index: int
    seed: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
    moves: int
    log: str | None = None


def run_one(task: GameTask) -> GameResult:
    """Play the game *task* describes (runs in a worker process or on a Dask worker)."""
    importlib.import_module(task.module)
    if task.word_lists:
        _check_my_word_lists(task.options["lang"], task.word_lists)
    game = find_game(task.game)
    record = play_game(game, task.options, task.seed, task.strategies, max_moves=task.max_moves)
    outcome = record.outcome
    assert outcome is not None  # play_game returns finished games only
    return GameResult(
        task.index,
        task.seed,
        tuple(outcome.scores),
        tuple(outcome.winners),
        outcome.reason,
        len(record.moves),
        log_text(record) if task.want_log else None,
    )


@dataclass
class Summary:
    """What a simulation found. Everything but ``timing`` is the same for any executor."""

    game: str
    games: int
    seed: int
    options: dict
    strategies: list[str]
    seats: list[dict]
    by_strategy: list[dict]
    mean_moves: float
    reasons: dict[str, int]
    timing: dict = field(default_factory=dict, compare=False)

    def results(self) -> dict:
        """The summary without the wall time (what two runs can be compared on)."""
        return {k: v for k, v in self.to_json().items() if k != "timing"}

    def to_json(self) -> dict:
        return {
            "game": self.game,
            "games": self.games,
            "seed": self.seed,
            "options": self.options,
            "strategies": self.strategies,
            "seats": self.seats,
            "by_strategy": self.by_strategy,
            "mean_moves": self.mean_moves,
            "reasons": self.reasons,
            "timing": self.timing,
        }


def _score_stats(scores: Counter[int], wins: int, games: int) -> dict:
    count = sum(scores.values())
    return {
        "mean": round(sum(score * n for score, n in scores.items()) / count, 4),
        "median": _median(scores, count),
        "min": min(scores),
        "max": max(scores),
        "wins": wins,
        "win_rate": round(wins / games, 4),
    }


def _median(counts: Counter[int], total: int) -> float | int:
    """statistics.median of the multiset *counts* (value -> times), without listing it."""
    wanted = [(total - 1) // 2, total // 2]
    found: list[int] = []
    seen = 0
    for value in sorted(counts):
        seen += counts[value]
        while wanted and wanted[0] < seen:
            found.append(value)
            wanted.pop(0)
    return found[0] if found[0] == found[1] else (found[0] + found[1]) / 2


class Tally:
    """The running sums a :class:`Summary` is made of: memory grows with the distinct scores,
    not with the games, so a run of any length can be summed (and stopped) as it goes."""

    def __init__(self, seats: int):
        self.games = 0
        self.moves = 0
        self.scores: list[Counter[int]] = [Counter() for _ in range(seats)]
        self.wins = [0] * seats
        self.reasons: Counter[str] = Counter()

    def add(self, result: GameResult) -> None:
        self.games += 1
        self.moves += result.moves
        for seat, score in enumerate(result.scores):
            self.scores[seat][score] += 1
        for seat in result.winners:
            self.wins[seat] += 1
        self.reasons[result.reason] += 1


def summarize(game: Game, options: dict, seed: int, strategies: list[str], tally: Tally) -> Summary:
    """Sum *tally* up. A seat wins a game when it is among its winners, so shared
    wins count for each winner and win rates may add up past 1."""
    n = tally.games
    seats = [
        {"seat": seat, "strategy": name, **_score_stats(tally.scores[seat], tally.wins[seat], n)}
        for seat, name in enumerate(strategies)
    ]
    by_strategy = []
    for name in dict.fromkeys(strategies):
        mine = [s for s, other in enumerate(strategies) if other == name]
        scores: Counter[int] = sum((tally.scores[s] for s in mine), Counter())
        wins = sum(tally.wins[s] for s in mine)
        by_strategy.append({"strategy": name, "seats": mine, **_score_stats(scores, wins, n * len(mine))})
    return Summary(
        game=game.name,
        games=n,
        seed=seed,
        options=options,
        strategies=strategies,
        seats=seats,
        by_strategy=by_strategy,
        mean_moves=round(tally.moves / n, 4),
        reasons=dict(sorted(tally.reasons.items())),
    )


def run_chunk(tasks: list[GameTask]) -> list[GameResult]:
    """Play several games in one call (one round trip to a pool worker for quick games)."""
    return [run_one(task) for task in tasks]


def _chunks(tasks: Iterator[GameTask], size: int) -> Iterator[list[GameTask]]:
    while True:
        chunk = list(itertools.islice(tasks, size))
        if not chunk:
            return
        yield chunk


def _stalled(timeout: float, finished: int, where: str) -> SimulationFailed:
    return SimulationFailed(
        f"no game finished in {timeout:g} s ({finished} done){where}; stopped (a stalled worker? see --timeout)"
    )


def _run_local(
    tasks: Iterator[GameTask], games: int, jobs: int, done: Callable[[GameResult], None], timeout: float
) -> None:
    if jobs <= 1:
        for task in tasks:
            done(run_one(task))
        return
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    # Chunks cut the per-task overhead for quick games; at most IN_FLIGHT chunks per worker
    # are waiting at any time, so memory stays flat however many games are asked for.
    chunks = _chunks(tasks, max(1, min(games // (jobs * 20), MAX_CHUNK)))
    finished = 0
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_die_with_parent, initargs=(os.getpid(),))
    try:
        pending = {pool.submit(run_chunk, chunk) for chunk in itertools.islice(chunks, jobs * IN_FLIGHT)}
        while pending:
            ready, pending = wait(pending, timeout=timeout, return_when=FIRST_COMPLETED)
            if not ready:
                raise _stalled(timeout, finished, f" with {jobs} worker processes")
            for future in ready:
                for result in future.result():
                    done(result)
                    finished += 1
            pending |= {pool.submit(run_chunk, chunk) for chunk in itertools.islice(chunks, len(ready))}
    except BrokenProcessPool:
        raise SimulationFailed(
            f"a worker process died (killed, or out of memory) after {finished} of {games} games; "
            "no summary was made (run again, or with fewer --jobs)"
        ) from None
    finally:
        _stop_pool(pool)


def _stop_pool(pool: Any) -> None:
    """Shut the pool down without waiting for a stalled worker: its processes are killed."""
    processes = list(getattr(pool, "_processes", {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.kill()
    for process in processes:
        process.join(5)


def _die_with_parent(parent: int) -> None:
    """Pool worker start-up: end this worker when the process that started it ends.

    A parent killed by SIGTERM or SIGKILL runs no clean-up, and its workers
    would live on as orphans holding the caller's pipes open (a shell waiting
    on ``simulate | ...`` would hang). Linux sends PR_SET_PDEATHSIG's signal on
    the parent's death; a watchdog thread covers other systems and the moment
    between fork and prctl.
    """
    import signal

    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        PR_SET_PDEATHSIG = 1
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        pass  # not Linux: the watchdog below does it
    if os.getppid() != parent:
        os._exit(1)  # the parent died before prctl took effect

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, name="parent-watchdog", daemon=True).start()


def dask_address(executor: str) -> str:
    """``dask://HOST:PORT`` -> the scheduler address ``tcp://HOST:PORT`` (the port checked)."""
    prefix = "dask://"
    shown = executor if len(executor) <= 60 else executor[:59] + "…"
    if not executor.startswith(prefix) or len(executor) == len(prefix):
        raise BadInput(f"unknown executor {shown!r}: use dask://HOST:PORT (a Dask scheduler)")
    rest = executor[len(prefix) :]
    address = rest if "://" in rest else f"tcp://{rest}"
    location = address.split("://", 1)[1]
    host, sep, port = location.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise BadInput(f"executor {shown!r} needs HOST:PORT with a port number from 1 to 65535")
    return address


def worker_word_lists(lang: str) -> dict[str, str]:
    """The checksum of each word list of *lang* here ("missing" when absent): run on each Dask worker."""
    from ..lexicon.index.store import source_checksums
    from ..lexicon.sources import lists_for

    found = {}
    for list_name in lists_for(lang):
        try:
            found[list_name] = source_checksums(lang, list_name)[0]
        except DataError:
            found[list_name] = "missing"
    return found


def _check_workers_lexicon(client: Any, lang: str) -> None:
    """Refuse a cluster whose workers hold other word lists than this machine (their games would differ)."""
    mine = worker_word_lists(lang)
    for worker, theirs in sorted(client.run(worker_word_lists, lang).items()):
        for list_name, checksum in mine.items():
            if theirs.get(list_name) != checksum:
                raise DataError(
                    f"Dask worker {worker} has another {lang}/{list_name} word list "
                    f"(sha256 {str(theirs.get(list_name))[:12]}…, here {checksum[:12]}…): install the same wordtools there"
                )


@cache
def _lists_here(lang: str) -> tuple[tuple[str, str], ...]:
    return tuple(sorted(worker_word_lists(lang).items()))


def _check_my_word_lists(lang: str, wanted: tuple[tuple[str, str], ...]) -> None:
    """On a worker, before each game: this worker's lists are the caller's (checked once per process),
    so a worker that joins a run late with other lists fails it instead of changing its summary."""
    here = dict(_lists_here(lang))
    for list_name, checksum in wanted:
        if here.get(list_name) != checksum:
            import socket

            raise DataError(
                f"a Dask worker on {socket.gethostname()} (pid {os.getpid()}) has another {lang}/{list_name} "
                f"word list (sha256 {str(here.get(list_name))[:12]}…, expected {checksum[:12]}…): "
                "install the same wordtools there"
            )


def _run_dask(
    tasks: Iterator[GameTask],
    executor: str,
    done: Callable[[GameResult], None],
    lang: str | None,
    timeout: float,
) -> None:
    address = dask_address(executor)
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise BadInput(DASK_HINT) from None
    _quiet_dask_logs()
    try:
        client = Client(address, set_as_default=False, timeout=CONNECT_TIMEOUT)
    except (OSError, TimeoutError) as exc:
        raise ClusterUnreachable(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    finished = 0
    try:
        with client:
            _wait_for_workers(client, address)
            if lang is not None:
                _check_workers_lexicon(client, lang)
                lists = _lists_here(lang)
                tasks = (replace(task, word_lists=lists) for task in tasks)
            width = max(1, len(client.scheduler_info().get("workers", {}))) * IN_FLIGHT
            running = as_completed(
                [client.submit(run_one, task, pure=False) for task in itertools.islice(tasks, width)],
                loop=client.loop,
            )
            last_finish = quiet_since = time.monotonic()
            while not running.is_empty():
                ready = running.next_batch(block=False)
                for future in ready:
                    done(_result(future, client, address, timeout, finished))
                    finished += 1
                    for task in itertools.islice(tasks, 1):
                        running.add(client.submit(run_one, task, pure=False))
                now = time.monotonic()
                if ready:
                    last_finish = quiet_since = now
                elif now - last_finish > timeout:
                    raise _stalled(timeout, finished, f" on the Dask cluster at {address}")
                elif now - quiet_since > WORKERS_TIMEOUT / 3:
                    _wait_for_workers(client, address)  # nothing finished for a while: are there workers?
                    quiet_since = time.monotonic()
                else:
                    time.sleep(0.05)
    except WordtoolsError:
        raise
    except Exception as exc:  # noqa: BLE001 (a lost scheduler or worker shows up as any of distributed's errors)
        name = type(exc).__name__
        if name == "KilledWorker":
            raise SimulationFailed(
                f"Dask workers died running a game after {finished} games ({name}); no summary was made"
            ) from None
        raise ClusterUnreachable(
            f"lost the Dask scheduler at {address} after {finished} games ({name}: {str(exc)[:80]})"
        ) from None


def _quiet_dask_logs() -> None:
    """distributed (and asyncio under it) log a lost connection as pages of traceback;
    the run says what happened in one line instead."""
    names = [n for n in logging.root.manager.loggerDict if n.split(".")[0] in ("distributed", "tornado", "asyncio")]
    for name in ["distributed", "tornado", "asyncio", *names]:
        logging.getLogger(name).setLevel(logging.CRITICAL + 1)


def _result(future: Any, client: Any, address: str, timeout: float, finished: int) -> Any:
    """A finished future's result; its data may have been on a worker that died since, and
    then distributed computes it again, waiting for a worker forever: this waits boundedly."""
    from distributed import TimeoutError as DaskTimeout

    start = time.monotonic()
    while True:
        try:
            return future.result(timeout=WORKERS_TIMEOUT / 3)
        except (TimeoutError, DaskTimeout):
            _wait_for_workers(client, address)  # raises when the cluster has no worker left
            if time.monotonic() - start > timeout:
                raise _stalled(timeout, finished, f" on the Dask cluster at {address}") from None


def _wait_for_workers(client: Any, address: str) -> None:
    try:
        client.wait_for_workers(1, timeout=WORKERS_TIMEOUT)
    except TimeoutError:
        raise ClusterUnreachable(
            f"the Dask scheduler at {address} has had no worker for {WORKERS_TIMEOUT:g} s; giving up"
        ) from None


def simulate(
    game: Game,
    options: dict | None = None,
    games: int = 100,
    seed: int = 0,
    strategies: Sequence[str] | None = None,
    jobs: int = 1,
    executor: str | None = None,
    logs_dir: str | Path | None = None,
    *,
    progress: Callable[[int], None] | None = None,
    max_moves: int = DEFAULT_MAX_MOVES,
    timeout: float = DEFAULT_TIMEOUT,
) -> Summary:
    """Play *games* seeded games and sum them up.

    *jobs* > 1 runs them on a local process pool; *executor* ``dask://HOST:PORT``
    on a Dask cluster instead. Games are handed out as workers free up (a few
    waiting per worker), and summed as they finish, so memory stays flat for any
    number of games. A pool or Dask run where no game finishes for *timeout*
    seconds is stopped with :class:`SimulationFailed`. With *logs_dir*, game *i*'s
    log is written there as ``<game>-<i>.jsonl`` (by this process, also for Dask
    runs). *progress* is called with 1 after each finished game (the CLI's progress bar).
    """
    if games < 1:
        raise BadInput(f"the number of games must be at least 1, not {games}")
    if not timeout > 0:
        raise BadInput(f"the timeout must be more than 0 seconds, not {timeout}")
    jobs = max(1, min(jobs, games, os.cpu_count() or 1))  # more workers than games or CPUs only cost
    options = resolve_options(game, options)
    names = resolve_strategies(game, strategies, options["players"])
    want_log = logs_dir is not None
    tasks = (
        GameTask(i, game.name, type(game).__module__, options, game_seed(seed, i), tuple(names), want_log, max_moves)
        for i in range(games)
    )
    if logs_dir is not None:
        folder = check_folder(logs_dir)
        width = len(str(games - 1))
    tally = Tally(len(names))

    def done(result: GameResult) -> None:
        # Logs are written here, as games finish, so they need not pile up in memory.
        if want_log:
            write_text(folder / f"{game.name}-{result.index:0{width}d}.jsonl", result.log or "")
            result = replace(result, log=None)
        tally.add(result)
        if progress is not None:
            progress(1)

    start = time.perf_counter()
    if executor:
        _run_dask(tasks, executor, done, options.get("lang"), timeout)
    else:
        _run_local(tasks, games, jobs, done, timeout)
    elapsed = time.perf_counter() - start
    summary = summarize(game, options, seed, names, tally)
    summary.timing = {
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2) if elapsed > 0 else None,
        "jobs": jobs,
        "executor": executor or ("pool" if jobs > 1 else "in-process"),
    }
    return summary
