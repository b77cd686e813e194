"""play_game: the loop, strategy choice per seat, legality, the move cap, determinism."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from engine_toy import Nim, TakeMost
from hypothesis import given, settings
from hypothesis import strategies as st

import wordtools
from wordtools.engine import find_game, play_game
from wordtools.engine.runner import GameTooLong, ProtocolError, resolve_options, resolve_strategies
from wordtools.errors import BadGameSetup, BadInput, IllegalMove


def test_a_game_runs_to_its_outcome_and_records_every_move(nim):
    record = play_game(nim, {}, seed=3, strategy_names=["most", "random"])
    assert record.header == {
        "game": "toynim",
        "version": "1",
        "wordtools": wordtools.__version__,
        "options": {"players": 2, "lang": "es", "heaps": 3},
        "seed": 3,
        "strategies": ["most", "random"],
        "lexicon": "toy-lexicon-1",
    }
    assert [m["n"] for m in record.moves] == list(range(1, len(record.moves) + 1))
    assert [m["seat"] for m in record.moves] == [i % 2 for i in range(len(record.moves))]
    assert record.moves[-1]["heaps"] == [0, 0, 0]
    assert record.outcome.reason == "no stones left"
    lines = record.lines()
    assert [l["type"] for l in lines] == ["header"] + ["move"] * len(record.moves) + ["outcome"]
    assert lines[-1]["moves"] == len(record.moves)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**63), players=st.integers(2, 4), heaps=st.integers(1, 5))
def test_scores_recompute_from_the_move_lines(seed, players, heaps):
    game = find_game("toynim")
    record = play_game(game, {"players": players, "heaps": heaps}, seed, ["random"])
    totals = [0] * players
    for move in record.moves:
        totals[move["seat"]] += move["score"]
    assert tuple(totals) == record.outcome.scores
    assert max(totals) == totals[record.outcome.winners[0]]


def test_same_seed_same_game_and_another_seed_another(nim):
    first = play_game(nim, {}, 11, ["random"]).lines()
    assert play_game(nim, {}, 11, ["random"]).lines() == first
    others = [play_game(nim, {}, s, ["random"]).lines()[1:] for s in range(12, 17)]
    assert any(o != first[1:] for o in others)


def test_each_seat_gets_its_own_random_generator(nim):
    # Two random players from one seed must not mirror each other's choices.
    record = play_game(nim, {"heaps": 5}, 5, ["random"])
    assert len({m["move"] for m in record.moves}) > 1


def test_strategies_one_for_all_one_per_seat_or_the_default(nim):
    assert resolve_strategies(nim, None, 3) == ["most"] * 3
    assert resolve_strategies(nim, ["random"], 3) == ["random"] * 3
    assert resolve_strategies(nim, ["random", "most", "most"], 3) == ["random", "most", "most"]
    with pytest.raises(BadInput, match="one per seat"):
        resolve_strategies(nim, ["random", "most"], 3)
    with pytest.raises(BadInput, match="unknown strategy 'smart' for toynim: choose one of most, random, cheat"):
        resolve_strategies(nim, ["smart"], 2)


def test_player_count_is_checked(nim):
    assert resolve_options(nim, {"players": 4})["players"] == 4
    with pytest.raises(BadGameSetup, match="option players must be an integer from 2 to 4, not 5"):
        play_game(nim, {"players": 5})


def test_an_illegal_move_from_a_strategy_stops_the_game(nim):
    # Seed 0 deals heap 0 more than 3 stones, so Cheat's "0-7" is illegal at once.
    assert nim.setup({"players": 2, "heaps": 3}, 0).heaps[0] > 3
    with pytest.raises(
        IllegalMove, match=r"toynim \(seed 0\): strategy 'cheat' \(seat 0\) chose illegal move 0-7 at move 1"
    ):
        play_game(nim, {}, 0, ["cheat", "most"])


def test_an_endless_game_hits_the_move_cap():
    game = find_game("toyendless")
    with pytest.raises(GameTooLong, match="toyendless \\(seed 2\\) did not end within 50 moves"):
        play_game(game, {}, 2, max_moves=50)


def test_describe_must_not_overwrite_the_runners_keys(monkeypatch, nim):
    monkeypatch.setattr(Nim, "describe", lambda self, s, m, a: {"seat": 9, "score": 1})
    with pytest.raises(ProtocolError, match=r"must not use the keys \['seat'\]"):
        play_game(nim, {}, 1)


def test_strategies_see_views_not_states(monkeypatch, nim):
    seen = []
    monkeypatch.setattr(Nim, "view", lambda self, state, seat: ("view", seat, state))

    def choose(self, view):
        seen.append(view[:2])
        return _most(view[2])

    monkeypatch.setattr(TakeMost, "choose", choose)
    play_game(nim, {}, 4)
    assert seen and all(v == ("view", i % 2) for i, v in enumerate(seen))


def _most(state):
    from engine_toy import Take

    heap = max(range(len(state.heaps)), key=lambda h: state.heaps[h])
    return Take(heap, min(3, state.heaps[heap]))


def test_a_seeded_game_matches_its_golden_log(nim):
    """Same seed, same game on any machine and in any later version (chance() is stable)."""
    golden = Path(__file__).parent / "golden" / "toynim-2024.jsonl"
    record = play_game(nim, {"players": 3, "heaps": 4}, 2024, ["random", "most", "random"])
    expected = [json.loads(line) for line in golden.read_text(encoding="utf-8").splitlines()]
    expected[0]["wordtools"] = wordtools.__version__
    assert record.lines() == expected


def test_library_modules_never_print_or_use_click():
    engine = Path(wordtools.__file__).parent / "engine"
    for module in engine.glob("*.py"):
        source = module.read_text(encoding="utf-8")
        assert "import click" not in source and "print(" not in source and "sys.exit" not in source, module.name
