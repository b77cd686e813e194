"""simulate: seeded games, the same summary for any number of jobs or on Dask."""

from __future__ import annotations

import json
import sys

import pytest

from wordtools.engine import chance, play_game
from wordtools.engine.simulate import DASK_HINT, ClusterUnreachable, dask_address, game_seed, simulate
from wordtools.engine.validate import validate_file
from wordtools.errors import BadInput


def test_game_seeds_derive_from_the_run_seed_and_the_game_number():
    assert game_seed(5, 0) == chance(5, "game", 0).getrandbits(63)
    seeds = [game_seed(5, i) for i in range(100)]
    assert len(set(seeds)) == 100 and all(0 <= s < 2**63 for s in seeds)
    assert game_seed(6, 0) != seeds[0]


def test_the_summary_adds_up_the_games(nim):
    summary = simulate(nim, {}, games=20, seed=4, strategies=["most", "random"])
    games = [play_game(nim, {}, game_seed(4, i), ["most", "random"]) for i in range(20)]
    seat0 = [g.outcome.scores[0] for g in games]
    assert summary.games == 20
    assert summary.seats[0]["mean"] == round(sum(seat0) / 20, 4)
    assert summary.seats[0]["min"] == min(seat0) and summary.seats[0]["max"] == max(seat0)
    assert summary.seats[1]["wins"] == sum(1 in g.outcome.winners for g in games)
    assert summary.mean_moves == round(sum(len(g.moves) for g in games) / 20, 4)
    assert summary.reasons == {"no stones left": 20}
    assert [s["strategy"] for s in summary.by_strategy] == ["most", "random"]
    assert summary.timing["games_per_second"] > 0


def test_a_strategy_playing_several_seats_is_pooled(nim):
    summary = simulate(nim, {"players": 3}, games=10, seed=1, strategies=["random", "most", "random"])
    (random_row,) = [r for r in summary.by_strategy if r["strategy"] == "random"]
    seats = [summary.seats[0], summary.seats[2]]
    assert random_row["seats"] == [0, 2]
    assert random_row["wins"] == seats[0]["wins"] + seats[1]["wins"]
    assert random_row["min"] == min(s["min"] for s in seats)


def test_one_job_and_two_jobs_give_identical_summaries(nim):
    one = simulate(nim, {"heaps": 4}, games=40, seed=9, strategies=["random"], jobs=1)
    two = simulate(nim, {"heaps": 4}, games=40, seed=9, strategies=["random"], jobs=2)
    assert one.results() == two.results()
    assert "timing" not in one.results() and two.timing["jobs"] == 2


def test_progress_is_reported_once_per_game(nim):
    ticks = []
    simulate(nim, {}, games=7, seed=0, progress=ticks.append)
    assert ticks == [1] * 7


def test_logs_are_written_per_game_and_validate(nim, tmp_path):
    simulate(nim, {}, games=12, seed=2, strategies=["random"], jobs=2, logs_dir=tmp_path / "logs")
    files = sorted((tmp_path / "logs").iterdir())
    assert [f.name for f in files] == [f"toynim-{i:02d}.jsonl" for i in range(12)]
    assert all(validate_file(f).ok for f in files)
    assert f'"seed": {game_seed(2, 3)}' in files[3].read_text()


def test_bad_runs_are_refused(nim):
    with pytest.raises(BadInput, match="at least 1"):
        simulate(nim, {}, games=0)
    with pytest.raises(BadInput, match="unknown executor 'ray://x': use dask://HOST:PORT"):
        simulate(nim, {}, games=1, executor="ray://x")


def test_dask_addresses():
    assert dask_address("dask://10.0.0.5:8786") == "tcp://10.0.0.5:8786"
    assert dask_address("dask://tls://h:1") == "tls://h:1"


def test_without_dask_the_executor_says_how_to_install_it(nim, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed -> ImportError
    with pytest.raises(BadInput) as error:
        simulate(nim, {}, games=2, executor="dask://127.0.0.1:8786")
    assert str(error.value) == DASK_HINT
    assert "pip install 'wordtools[dask]'" in DASK_HINT


@pytest.fixture(scope="module")
def dask_cluster():
    import distributed  # in the test extra: a missing install must fail, not skip

    # Threads in this process (so the toy game registered here is known to the
    # worker), reached over TCP like a real cluster.
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, protocol="tcp", dashboard_address=None
    ) as cluster:
        yield cluster.scheduler_address


def test_a_dask_cluster_gives_the_local_results(nim, dask_cluster, tmp_path):
    address = "dask://" + dask_cluster.removeprefix("tcp://")
    local = simulate(nim, {}, games=30, seed=13, strategies=["most", "random"])
    remote = simulate(nim, {}, games=30, seed=13, strategies=["most", "random"], executor=address, logs_dir=tmp_path)
    assert remote.results() == local.results()
    assert remote.timing["executor"] == address
    assert len(list(tmp_path.iterdir())) == 30 and all(validate_file(f).ok for f in tmp_path.iterdir())


def test_the_simulate_command_on_a_dask_cluster(cli, dask_cluster):
    address = "dask://" + dask_cluster.removeprefix("tcp://")
    runs = [
        json.loads(cli("simulate", "toynim", "--games", "12", "--json", *extra).stdout)
        for extra in ([], ["--executor", address])
    ]
    assert runs[1]["timing"]["executor"] == address
    assert [{k: v for k, v in r.items() if k != "timing"} for r in runs] == [
        {k: v for k, v in runs[0].items() if k != "timing"}
    ] * 2


def test_an_unreachable_cluster_is_one_clear_error(nim, monkeypatch):
    monkeypatch.setattr("wordtools.engine.simulate.CONNECT_TIMEOUT", "0.5s")
    with pytest.raises(ClusterUnreachable, match="cannot reach the Dask scheduler at tcp://127.0.0.1:1"):
        simulate(nim, {}, games=1, executor="dask://127.0.0.1:1")
