"""`wordtools play GAME --human SEAT`: moves typed (here piped) in the game's syntax,
checked by the rules, logged exactly as a strategy's would be."""

from __future__ import annotations

import json

import pytest

from wordtools.engine.validate import validate_file


def _log(result) -> list[dict]:
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in result.stdout.splitlines()]


@pytest.mark.parametrize(
    "game, args, seats, noise",
    [
        ("wordon", ["--seed", "3"], [0], "help\nhint\nplay zzzz\nswap\n"),
        ("montage", ["--seed", "3", "--lang", "en"], [0, 2], "help\nhint\nh8-l8 knife\n"),
    ],
)
def test_a_person_typing_the_strategys_moves_gives_the_same_log(real, cli, tmp_path, game, args, seats, noise):
    ai = _log(cli("play", game, *args, "--json"))
    header, moves, outcome = ai[0], ai[1:-1], ai[-1]
    typed = {seat: [m["move"] for m in moves if m["seat"] == seat] for seat in seats}
    # The runner asks seats in turn order: the input is each human move in game order, with
    # help, a hint and wrong moves before the first one (they are answered, then asked again).
    script = noise + "\n".join(m["move"] for m in moves if m["seat"] in seats) + "\n"
    log_file = tmp_path / "human.jsonl"
    human_flags = [flag for seat in seats for flag in ("--human", str(seat))]
    result = cli("play", game, *args, *human_flags, "--json", "--log", str(log_file), input=script)
    played = _log(result)
    assert played[1:] == [*moves, outcome]  # every move and the outcome as in the AI game
    assert played[0]["strategies"] == ["person" if s in seats else n for s, n in enumerate(header["strategies"])]
    assert validate_file(log_file).ok
    assert all(typed.values())


def test_the_view_help_hint_and_reasons_are_shown(real, cli):
    result = cli("play", "wordon", "--seed", "3", "--human", "0", input="help\nhint\nplay zzzz\nswap\nplay moquear\n")
    out = result.output
    assert "--- seat 0, your move; what you see:" in out
    assert "  your rack: A D E M O Q R" in out  # its own rack, in words ...
    assert "EFGNOU" not in out  # ... and nothing of the other seat's rack (?EFGNOU)
    assert "legal now (293 moves):" in out and "  play: 293 — e.g. play amorque" in out  # on the rebuilt lists
    assert "hint: play moquear (what the smart strategy plays)" in out
    assert "illegal: 'zzzz' is not a word of the Spanish enclitic list; try again" in out
    assert "cannot read that move: cannot read move 'swap'" in out
    assert result.exit_code == 2
    assert "  1. seat 0: row 1, extra RU: MOQUEAR" in out  # the move, narrated as it happens
    assert "  > row 2: .  W  .  W  3L .  ." in out  # the next view: the marker's row marked
    assert out.endswith("wordtools: error: the input ended before the game did (seat 0 was to move)\n")


def test_letter_jam_illegal_moves_get_the_rules_reason(real, cli):
    result = cli("play", "letterjam", "--seed", "3", "--human", "1", input="help\nguess q\n")
    assert "stands:" in result.output and "sheet:" in result.output  # the seat's view, not the state
    assert "You are P2 (seat 1)" in result.output  # in words: no field dump, no Python reprs
    assert not any(text in result.output for text in ("Offer(", "((", "may guess extra:", "True", "None"))
    assert "illegal: it is the clue phase: P2 offers a clue or ends; try again" in result.output
    assert result.exit_code == 2


def test_a_human_seat_must_exist(real, cli):
    result = cli("play", "wordon", "--human", "5")
    assert result.exit_code == 2
    assert result.stderr == "wordtools: error: --human 5: this game has seats 0 to 1\n"
