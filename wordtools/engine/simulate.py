"""Many seeded games, in one process, a local process pool, or a Dask cluster.

Start at :func:`simulate`. Game *i* of a run with seed *S* uses the seed
:func:`game_seed` ``(S, i)``, so any game of a run can be replayed alone
(``wordtools play GAME --seed <that seed>``), and the games are the same
whatever runs them. Each game is one call of :func:`run_one` (a top-level
function, so it pickles to pool workers and Dask workers). Results are put
back in game order before they are summed up, so the :class:`Summary` is
identical for any number of jobs; only the wall time differs, and it is kept
apart in ``Summary.timing``.
"""

from __future__ import annotations

import importlib
import os
import statistics
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..errors import BadInput, ClusterUnreachable, DataError, SimulationFailed
from ..files import check_folder, write_text
from .log import log_text
from .protocol import Game, chance
from .registry import find_game
from .runner import DEFAULT_MAX_MOVES, play_game, resolve_options, resolve_strategies

CONNECT_TIMEOUT = "10s"
WORKERS_TIMEOUT = 30.0  # seconds a Dask run waits with no worker before it gives up
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


def _score_stats(scores: list[int], wins: int, games: int) -> dict:
    return {
        "mean": round(statistics.fmean(scores), 4),
        "median": statistics.median(scores),
        "min": min(scores),
        "max": max(scores),
        "wins": wins,
        "win_rate": round(wins / games, 4),
    }


def summarize(game: Game, options: dict, seed: int, strategies: list[str], results: list[GameResult]) -> Summary:
    """Sum *results* (in game order) up. A seat wins a game when it is among its
    winners, so shared wins count for each winner and win rates may add up past 1."""
    seats = []
    for seat, name in enumerate(strategies):
        scores = [r.scores[seat] for r in results]
        wins = sum(seat in r.winners for r in results)
        seats.append({"seat": seat, "strategy": name, **_score_stats(scores, wins, len(results))})
    by_strategy = []
    for name in dict.fromkeys(strategies):
        mine = [s for s, n in enumerate(strategies) if n == name]
        scores = [r.scores[s] for r in results for s in mine]
        wins = sum(s in r.winners for r in results for s in mine)
        by_strategy.append({"strategy": name, "seats": mine, **_score_stats(scores, wins, len(scores))})
    reasons: dict[str, int] = {}
    for r in results:
        reasons[r.reason] = reasons.get(r.reason, 0) + 1
    return Summary(
        game=game.name,
        games=len(results),
        seed=seed,
        options=options,
        strategies=strategies,
        seats=seats,
        by_strategy=by_strategy,
        mean_moves=round(statistics.fmean(r.moves for r in results), 4),
        reasons=dict(sorted(reasons.items())),
    )


def _run_local(tasks: list[GameTask], jobs: int, done: Callable[[GameResult], GameResult]) -> list[GameResult]:
    if jobs <= 1:
        out = []
        for task in tasks:
            out.append(done(run_one(task)))
        return out
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    # Chunks cut the per-task overhead for quick games; map() yields in game order.
    chunksize = max(1, len(tasks) // (jobs * 20))
    finished = 0
    try:
        with ProcessPoolExecutor(max_workers=jobs, initializer=_die_with_parent, initargs=(os.getpid(),)) as pool:
            out = []
            for result in pool.map(run_one, tasks, chunksize=chunksize):
                out.append(done(result))
                finished += 1
            return out
    except BrokenProcessPool:
        raise SimulationFailed(
            f"a worker process died (killed, or out of memory) after {finished} of {len(tasks)} games; "
            "no summary was made (run again, or with fewer --jobs)"
        ) from None


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


def _check_workers_lexicon(client, lang: str) -> None:
    """Refuse a cluster whose workers hold other word lists than this machine (their games would differ)."""
    mine = worker_word_lists(lang)
    for worker, theirs in sorted(client.run(worker_word_lists, lang).items()):
        for list_name, checksum in mine.items():
            if theirs.get(list_name) != checksum:
                raise DataError(
                    f"Dask worker {worker} has another {lang}/{list_name} word list "
                    f"(sha256 {str(theirs.get(list_name))[:12]}…, here {checksum[:12]}…): install the same wordtools there"
                )


def _run_dask(
    tasks: list[GameTask], executor: str, done: Callable[[GameResult], GameResult], lang: str | None
) -> list[GameResult]:
    address = dask_address(executor)
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise BadInput(DASK_HINT) from None
    results: list[GameResult | None] = [None] * len(tasks)
    try:
        client = Client(address, set_as_default=False, timeout=CONNECT_TIMEOUT)
    except (OSError, TimeoutError) as exc:
        raise ClusterUnreachable(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    with client:
        _wait_for_workers(client, address)
        if lang is not None:
            _check_workers_lexicon(client, lang)
        running = as_completed(client.map(run_one, tasks, pure=False), loop=client.loop)
        quiet_since = time.monotonic()
        while not running.is_empty():
            finished = running.next_batch(block=False)
            for future in finished:
                result = done(future.result())
                results[result.index] = result
            if finished:
                quiet_since = time.monotonic()
            elif time.monotonic() - quiet_since > WORKERS_TIMEOUT / 3:
                _wait_for_workers(client, address)  # nothing finished for a while: are there workers?
                quiet_since = time.monotonic()
            else:
                time.sleep(0.05)
    return results  # type: ignore[return-value]


def _wait_for_workers(client, address: str) -> None:
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
) -> Summary:
    """Play *games* seeded games and sum them up.

    *jobs* > 1 runs them on a local process pool; *executor* ``dask://HOST:PORT``
    on a Dask cluster instead. With *logs_dir*, game *i*'s log is written there
    as ``<game>-<i>.jsonl`` (by this process, also for Dask runs). *progress*
    is called with 1 after each finished game (the CLI's progress bar).
    """
    if games < 1:
        raise BadInput(f"the number of games must be at least 1, not {games}")
    jobs = max(1, min(jobs, games, os.cpu_count() or 1))  # more workers than games or CPUs only cost
    options = resolve_options(game, options)
    names = resolve_strategies(game, strategies, options["players"])
    want_log = logs_dir is not None
    tasks = [
        GameTask(i, game.name, type(game).__module__, options, game_seed(seed, i), tuple(names), want_log, max_moves)
        for i in range(games)
    ]
    if logs_dir is not None:
        folder = check_folder(logs_dir)
        width = len(str(games - 1))

    def done(result: GameResult) -> GameResult:
        # Logs are written here, as games finish, so they need not pile up in memory.
        if want_log:
            write_text(folder / f"{game.name}-{result.index:0{width}d}.jsonl", result.log or "")
            result = replace(result, log=None)
        if progress is not None:
            progress(1)
        return result

    start = time.perf_counter()
    if executor:
        results = _run_dask(tasks, executor, done, options.get("lang"))
    else:
        results = _run_local(tasks, jobs, done)
    elapsed = time.perf_counter() - start
    summary = summarize(game, options, seed, names, results)
    summary.timing = {
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2) if elapsed > 0 else None,
        "jobs": jobs,
        "executor": executor or ("pool" if jobs > 1 else "in-process"),
    }
    return summary
