"""validate_log: a good log passes; each kind of tampering is found, with its line."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordtools.engine import find_game, play_game
from wordtools.engine.log import log_text
from wordtools.engine.validate import validate_file, validate_log


def _lines(seed=6, strategies=("most", "random"), **options):
    return log_text(play_game(find_game("toynim"), options, seed, list(strategies))).splitlines()


def _edit(lines, number, **changes):
    """Line *number* (1-based) with some fields changed."""
    obj = json.loads(lines[number - 1])
    obj.update(changes)
    return lines[: number - 1] + [json.dumps(obj)] + lines[number:]


def test_a_good_log_validates():
    lines = _lines()
    report = validate_log(lines, "good.jsonl")
    assert report.ok and report.moves == len(lines) - 2
    assert str(report) == f"good.jsonl: ok ({len(lines) - 2} moves)"


def test_a_changed_score_is_reported_with_its_line():
    lines = _lines()
    score = json.loads(lines[3])["score"]
    report = validate_log(_edit(lines, 4, score=score + 1), "log")
    assert not report.ok
    assert (report.line, report.expected, report.found) == (4, score, score + 1)
    assert str(report) == f"log:4: 'score' differs: expected {score}, found {score + 1}"


def test_an_illegal_move_is_reported():
    report = validate_log(_edit(_lines(), 2, move="0-7"), "log")
    assert (report.line, report.problem) == (2, "P1 cannot 0-7: heap 0 holds 1: take 1 to 1")
    assert str(report) == "log:2: P1 cannot 0-7: heap 0 holds 1: take 1 to 1"


def test_a_move_that_does_not_parse_is_reported():
    report = validate_log(_edit(_lines(), 3, move="take two"), "log")
    assert report.line == 3 and report.problem.startswith("move 'take two' does not parse: a move is HEAP-STONES")


def test_a_truncated_log_is_reported():
    lines = _lines()
    report = validate_log(lines[:-1], "log")
    assert report.line == len(lines)
    assert report.problem == f"the log ends without an outcome line (truncated after {len(lines) - 2} moves?)"
    cut = validate_log(lines[:3] + [lines[3][:20]], "log")
    assert cut.line == 4 and "not a JSON object" in cut.problem


def test_a_different_lexicon_is_reported(request):
    lines = _lines()
    request.getfixturevalue("changed_lexicon")  # the word list changes after the game
    report = validate_log(lines, "log")
    assert (report.line, report.expected, report.found) == (1, "toy-lexicon-2", "toy-lexicon-1")
    assert str(report) == (
        "log:1: lexicon checksum differs (the word list is not the one the game used): "
        'expected "toy-lexicon-2", found "toy-lexicon-1"'
    )


def test_a_move_by_the_wrong_seat_is_reported():
    report = validate_log(_edit(_lines(), 3, seat=0), "log")
    assert (report.line, report.problem, report.expected, report.found) == (
        3,
        "seat differs (not this seat's turn)",
        1,
        0,
    )


def test_hidden_or_public_details_are_compared_too():
    lines = _lines()
    report = validate_log(_edit(lines, 2, heaps=[9, 9, 9]), "log")
    assert report.line == 2 and report.problem == "'heaps' differs" and report.found == [9, 9, 9]
    extra = validate_log(_edit(lines, 2, bonus=1), "log")
    assert (extra.line, extra.expected, extra.found) == (2, "(missing)", 1)
    assert str(extra) == "log:2: 'bonus' differs: expected (missing), found 1"


def test_a_changed_outcome_is_reported():
    lines = _lines()
    last = len(lines)
    outcome = json.loads(lines[-1])
    report = validate_log(_edit(lines, last, winners=[1 - outcome["winners"][0]]), "log")
    assert report.line == last and report.problem == "outcome 'winners' differs"
    moved = validate_log(_edit(lines, last, scores=[0, 0]), "log")
    assert moved.problem == "outcome 'scores' differs" and moved.found == [0, 0]


def test_a_changed_seed_or_version_in_the_header():
    lines = _lines()
    assert not validate_log(_edit(lines, 1, seed=7), "log").ok
    version = validate_log(_edit(lines, 1, version="0"), "log")
    assert (version.line, version.expected, version.found) == (1, "1", "0")
    unknown = validate_log(_edit(lines, 1, game="chess"), "log")
    assert unknown.line == 1 and unknown.problem.startswith("unknown game 'chess'")


def test_lines_out_of_place():
    lines = _lines()
    assert validate_log(lines + [lines[1]], "log").problem == "a line after the outcome"
    assert validate_log(lines[:1] + lines[2:], "log").problem == "move number differs"
    assert validate_log([lines[0]] + [lines[-1]], "log").problem.startswith("an outcome line, but the game is not over")
    assert validate_log(lines[1:], "log").problem.startswith("the log must start with a header line")
    assert validate_log([], "log").problem == "empty log"


def test_a_file_that_cannot_be_read(tmp_path):
    report = validate_file(tmp_path / "nope.jsonl")
    assert not report.ok and report.problem.startswith("cannot read")


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_any_change_to_a_logged_number_is_found(data):
    lines = _lines(seed=data.draw(st.integers(0, 10**6)), heaps=4)
    number = data.draw(st.integers(2, len(lines)))
    obj = json.loads(lines[number - 1])
    fields = [k for k, v in obj.items() if isinstance(v, int) and k != "n"]
    field = data.draw(st.sampled_from(fields))
    delta = data.draw(st.integers(1, 5))
    report = validate_log(_edit(lines, number, **{field: obj[field] + delta}), "log")
    assert not report.ok and report.line == number


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**63),
    players=st.integers(2, 4),
    heaps=st.integers(1, 6),
    strategy=st.sampled_from(["most", "random"]),
)
def test_every_played_game_validates(seed, players, heaps, strategy):
    lines = _lines(seed, [strategy], players=players, heaps=heaps)
    assert validate_log(lines, "log").ok


# -- strict reading and --replay (issue: false accepts) -------------------------------------


def _header_edit(lines: list[str], **changes) -> list[str]:
    header = json.loads(lines[0])
    header.update(changes)
    return [json.dumps(header), *lines[1:]]


@pytest.mark.parametrize(
    "change, problem",
    [
        ({"seed": True}, "header field 'seed' must be an integer"),
        ({"seed": 3.0}, "header field 'seed' must be an integer"),
        ({"options": None}, "header field 'options' must be an object"),
        ({"strategies": [1, 2]}, "header field 'strategies' must be a list of strategy names"),
    ],
)
def test_header_fields_have_exact_types(change, problem):
    report = validate_log(_header_edit(_lines(), **change), "log")
    assert not report.ok and report.line == 1 and report.problem == problem


def test_a_seat_or_move_number_of_another_type_is_refused():
    line = json.loads(_lines()[1])
    assert (line["seat"], line["n"]) == (0, 1)
    # Equal in value, other in type: 0.0 and false are not seat 0, true is not move 1.
    for field, value in (("seat", 0.0), ("seat", False), ("n", True)):
        report = validate_log(_edit(_lines(), 2, **{field: value}), "log")
        assert not report.ok and report.line == 2, (field, value)


@pytest.mark.parametrize(
    "text, problem",
    [
        ('{"type": "move", "n": 1, "n": 1, "seat": 0, "move": "0-1"}', "the key 'n' appears twice"),
        ('{"type": "move", "n": 1' + "0" * 400 + ', "seat": 0, "move": "0-1"}', "an integer of 401 digits"),
        ('{"type": "move", "x": ' + "[" * 5000 + "]" * 5000 + "}", "nested more than 20 levels deep"),
        ('{"type": "move", "n": NaN}', "NaN is not a JSON number"),
    ],
)
def test_damaged_lines_are_the_files_problem(text, problem):
    lines = _lines()
    report = validate_log([lines[0], text, *lines[2:]], "log")
    assert not report.ok and report.line == 2 and report.problem == problem


def test_one_bad_file_does_not_stop_the_others(cli, tmp_path):
    good, bad = tmp_path / "good.jsonl", tmp_path / "bad.jsonl"
    cli("play", "toynim", "--seed", "5", "--log", str(good))
    bad.write_text("\n".join(_header_edit(good.read_text().splitlines(), options=None)) + "\n")
    result = cli("validate", str(bad), str(good))
    assert result.exit_code == 1
    moves = len(good.read_text().splitlines()) - 2
    assert result.stdout.splitlines() == [
        f"{bad}:1: header field 'options' must be an object",
        f"{good}: ok ({moves} moves)",
    ]
    assert result.stderr == "1 of 2 logs do not validate\n"


def test_replay_finds_legal_moves_the_logged_strategies_would_not_make(cli, tmp_path):
    log = tmp_path / "g.jsonl"
    cli("play", "toynim", "--seed", "5", "--strategy", "random", "--log", str(log))
    assert cli("validate", "--replay", str(log)).exit_code == 0
    # The same legal game, claimed to be the 'most' strategy's: legality alone cannot tell.
    lines = log.read_text().splitlines()
    claimed = tmp_path / "claimed.jsonl"
    claimed.write_text("\n".join(_header_edit(lines, strategies=["most", "most"])) + "\n")
    assert cli("validate", str(claimed)).exit_code == 0
    result = cli("validate", "--replay", str(claimed))
    assert result.exit_code == 1
    assert ': not the move the logged strategies make (replay): expected "seat 0: ' in result.output


def test_a_person_seat_is_checked_but_not_replayed():
    # A seat played at the terminal (play --human) is logged as "person": its moves are checked
    # by the rules, but no strategy can play them again.
    lines = _header_edit(_lines(), strategies=["person", "random"])
    assert validate_log(lines, "log").ok
    report = validate_log(lines, "log", replay_strategies=True)
    assert not report.ok and report.line == len(lines)
    assert report.problem == "cannot replay: seat 0 was played by a person"


@pytest.mark.parametrize(
    ("strategies", "problem"),
    [
        (["most", "random", "most"], "header field 'strategies' names 3 seats; the options say 2 players"),
        (["most"], "header field 'strategies' names 1 seats; the options say 2 players"),
        ([], "header field 'strategies' names 0 seats; the options say 2 players"),
        (["most", "nobody"], "unknown strategy 'nobody' for toynim"),
    ],
)
@pytest.mark.parametrize("replay", [False, True])
def test_the_header_strategies_are_checked_against_the_game(strategies, problem, replay):
    report = validate_log(_edit(_lines(), 1, strategies=strategies), "log", replay_strategies=replay)
    assert report.line == 1 and report.problem.startswith(problem), report


def test_a_changed_players_option_is_reported_at_line_1():
    lines = _lines()
    options = json.loads(lines[0])["options"]
    report = validate_log(_edit(lines, 1, options={**options, "players": 3}), "log")
    assert report.line == 1 and "the options say 3 players" in report.problem, report


def test_unknown_header_and_outcome_keys_are_refused():
    lines = _lines()
    report = validate_log(_edit(lines, 1, extra=1), "log")
    assert (report.line, report.problem) == (1, "unknown header field 'extra'")
    report = validate_log(_edit(lines, len(lines), note="x"), "log")
    assert (report.line, report.problem) == (len(lines), "unknown outcome field 'note'")


@pytest.mark.parametrize("wrong", [lambda s: float(s), lambda s: str(s), lambda s: bool(s)])
def test_a_value_of_another_json_type_is_not_the_same(wrong):
    lines = _lines()
    score = json.loads(lines[3])["score"]
    report = validate_log(_edit(lines, 4, score=wrong(score)), "log")
    assert report.line == 4 and report.problem == "'score' differs", report
    scores = json.loads(lines[-1])["scores"]
    report = validate_log(_edit(lines, len(lines), scores=[wrong(s) for s in scores]), "log")
    assert report.line == len(lines) and report.problem == "outcome 'scores' differs", report


def test_a_non_utf8_log_gets_its_line(tmp_path):
    path = tmp_path / "game.jsonl"
    lines = _lines()
    path.write_bytes(("\n".join(lines[:2]) + "\n").encode() + b'{"type": "move", "move": "\xff"}\n')
    report = validate_file(path)
    assert report.line == 3 and report.problem.startswith("not UTF-8 text (byte 0xff at column 27)"), report
