"""Every registered real game through the engine: seeded games play, log and validate.

Parametrised over the games registered under wordtools.games, so each game is
covered as soon as it registers. They run on
the real lexicon, with few seeds, to keep the runtime modest.
"""

from __future__ import annotations

import json

import pytest

from wordtools.engine import find_game, game_names, play_game
from wordtools.engine.log import log_text, write_log
from wordtools.engine.simulate import simulate
from wordtools.engine.validate import validate_file, validate_log


def _real_games() -> list[str]:
    return [n for n in game_names() if type(find_game(n)).__module__.startswith("wordtools.games.")]


REAL_GAMES = _real_games()
per_game = pytest.mark.parametrize("name", REAL_GAMES)


def test_every_game_of_the_toolkit_is_registered():
    # The games of the toolkit (a new game needs no edit here: REAL_GAMES comes from the table).
    assert {"letterjam", "macroscope", "montage", "pictomania", "wordon"} <= set(REAL_GAMES)
    assert find_game("macedonia") is find_game("letterjam")


@per_game
def test_the_game_follows_the_protocol(name):
    game = find_game(name)
    assert game.name == name and game.strategies, "a name and at least one strategy"
    assert game.min_players <= game.default_players <= game.max_players
    options = game.default_options()
    json.dumps(options)  # options go into log headers
    assert isinstance(game.lexicon_id(options), str)


@per_game
def test_seeded_games_play_log_and_validate(name, tmp_path):
    game = find_game(name)
    for seed, strategy in enumerate(game.strategies):
        record = play_game(game, {}, seed, [strategy])
        assert record.outcome is not None
        path = write_log(record, tmp_path / f"{name}-{strategy}-{seed}.jsonl")
        report = validate_file(path)
        assert report.ok, str(report)
        assert report.moves == len(record.moves)


@per_game
def test_same_seed_same_game(name):
    game = find_game(name)
    assert play_game(game, {}, 3).lines() == play_game(game, {}, 3).lines()


@per_game
def test_moves_round_trip_through_text(name):
    game = find_game(name)
    record = play_game(game, {}, 0)
    for line in record.moves:
        assert str(game.parse_move(line["move"])) == line["move"]


@per_game
def test_tampered_logs_are_found(name, monkeypatch):
    game = find_game(name)
    lines = log_text(play_game(game, {}, 2)).splitlines()
    truncated = validate_log(lines[:-1], name)
    assert not truncated.ok and truncated.line == len(lines)
    scored = [i for i, l in enumerate(lines) if isinstance(json.loads(l).get("score"), int)]
    assert scored, f"{name} logs no integer 'score' per move"
    i = scored[0]
    obj = json.loads(lines[i])
    obj["score"] += 1
    report = validate_log([*lines[:i], json.dumps(obj), *lines[i + 1 :]], name)
    assert not report.ok and report.line == i + 1
    monkeypatch.setattr(type(game), "lexicon_id", lambda self, options: "another word list")
    other = validate_log(lines, name)
    assert (other.line, other.expected) == (1, "another word list")


# A move that parses but breaks a rule at the game's first move, and the rule's reason.
ILLEGAL_FIRST_MOVES = {
    "letterjam": ("stay", "it is the clue phase"),
    "wordon": ("play zzzzz", "zzzzz"),
    "montage": ("a1-c3 cat", "is not a word of the board"),
    "pictomania": ("guess 9 1", "there is no player 9"),
    "macroscope": ("stop", "open a window before stopping"),
}


def test_every_game_has_an_illegal_move_example():
    assert set(ILLEGAL_FIRST_MOVES) == set(REAL_GAMES)


@per_game
def test_validate_gives_the_rules_reason_for_an_illegal_move(name):
    game = find_game(name)
    lines = log_text(play_game(game, {}, 2)).splitlines()
    first = json.loads(lines[1])
    move, reason = ILLEGAL_FIRST_MOVES[name]
    first["move"] = move
    report = validate_log([lines[0], json.dumps(first), *lines[2:]], name)
    assert not report.ok and report.line == 2
    assert report.problem.startswith(f"P{first['seat'] + 1} cannot {move}: ") and reason in report.problem, (
        report.problem
    )


@per_game
def test_a_log_whose_options_disagree_with_its_word_list_does_not_validate(name):
    game = find_game(name)
    lines = [json.loads(line) for line in log_text(play_game(game, {}, 1)).splitlines()]
    header = lines[0]
    if "list" in header["options"]:  # the list the rules judge on must be the one the log records
        header["options"]["list"] = "strict" if header["options"]["list"] == "broad" else "broad"
    else:
        header["options"]["lang"] = "en" if header["options"]["lang"] == "es" else "es"
    report = validate_log([json.dumps(x) for x in lines], name)
    assert not report.ok and report.line == 1 and "lexicon checksum differs" in report.problem


@per_game
def test_replay_tells_the_logged_strategies_moves_from_other_legal_moves(name):
    """A game played by one strategy but logged as another's validates as legal; --replay finds it."""
    game = find_game(name)
    played, claimed = list(game.strategies)[1], list(game.strategies)[0]
    lines = [json.loads(line) for line in log_text(play_game(game, {}, 4, [played])).splitlines()]
    assert validate_log([json.dumps(x) for x in lines], name, replay_strategies=True).ok
    lines[0]["strategies"] = [claimed] * len(lines[0]["strategies"])
    text = [json.dumps(x) for x in lines]
    assert validate_log(text, name).ok
    report = validate_log(text, name, replay_strategies=True)
    assert not report.ok and report.problem == "not the move the logged strategies make (replay)"


@per_game
def test_one_and_two_jobs_agree(name):
    game = find_game(name)
    one = simulate(game, {}, games=2, seed=5, jobs=1)
    two = simulate(game, {}, games=2, seed=5, jobs=2)
    assert one.results() == two.results()
