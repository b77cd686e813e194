from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from wordtools.engine.protocol import chance
from wordtools.engine.registry import find_game
from wordtools.engine.runner import play_game
from wordtools.errors import IllegalMove, InvalidMove
from wordtools.games.letterjam.game import CLUE, DECIDE, FINAL
from wordtools.games.letterjam.moves import AdvanceMove, ClueMove, EndMove, StayMove

GOLDEN = Path(__file__).parent.parent / "golden" / "letterjam"


@pytest.fixture
def game(real):
    return find_game("macedonia")


def test_setup_follows_the_setup_card(game):
    state = game.setup({"players": 4, "lang": "es"}, 7)
    assert (state.red, state.green, state.centre, state.unlock) == (4, 6, 1, 1)
    assert len(state.npc) == 2 and [len(s.stack) + 1 for s in state.npc] == [7, 8]
    # Every seat that may take a token offers a clue, from the seat after the last giver.
    assert state.phase == CLUE and game.to_move(state) == (0, 1, 2, 3)


def test_golden_game(game):
    record = play_game(game, {"players": 4, "lang": "es"}, 7)
    summary = {
        "moves": [m["move"] for m in record.moves],
        "outcome": record.outcome.to_json(),
    }
    expected = json.loads((GOLDEN / "game_es_4p_seed7.json").read_text(encoding="utf-8"))
    assert summary == expected


def test_moves_round_trip_and_states_are_not_mutated(game):
    state = game.setup({"players": 3, "lang": "en"}, 2)
    strategies = {s: game.strategies["human"](game, s, chance(2, s)) for s in range(3)}
    steps = 0
    while game.outcome(state) is None:
        seat = game.to_move(state)[0]
        move = strategies[seat].choose(game.view(state, seat))
        assert game.parse_move(str(move)) == move
        before = state
        snapshot = repr(before)
        state = game.step(state, move, seat).state
        assert repr(before) == snapshot
        steps += 1
    outcome = game.outcome(state)
    assert outcome.details["total"] == sum(outcome.scores)
    assert steps > 10


def test_views_hide_my_letters_and_choices_do_not_depend_on_them(game):
    """Play a game; at every step swap the mover's own cards for others: same view, same move."""
    state = game.setup({"players": 4, "lang": "es"}, 11)
    seats = {s: game.strategies["perfect"](game, s, chance(11, s)) for s in range(4)}
    checked = 0
    while game.outcome(state) is None:
        seat = game.to_move(state)[0]
        view = game.view(state, seat)
        fake_row = tuple("z" if c != "z" else "b" for c in state.rows[seat])
        other = replace(
            state,
            rows=state.rows[:seat] + (fake_row,) + state.rows[seat + 1 :],
            extra=state.extra[:seat] + ("j",) + state.extra[seat + 1 :],
        )
        assert game.view(other, seat) == view
        move = seats[seat].choose(view)
        assert seats[seat].choose(game.view(other, seat)) == move
        if state.phase == DECIDE:
            checked += 1
        assert "rows" not in vars(view) and "words" not in vars(view)
        state = game.step(state, move, seat).state
    assert checked > 5


def test_illegal_and_invalid_moves(game):
    state = game.setup({"players": 4, "lang": "es"}, 7)
    own = state.rows[0][0]
    with pytest.raises(IllegalMove, match="does not show"):
        game.step(state, ClueMove(own, ("P1",)), 0)  # the giver cannot use their own letter
    with pytest.raises(IllegalMove):
        game.step(state, StayMove(), 0)
    with pytest.raises(InvalidMove):
        game.parse_move("clue fina P1,P2")
    with pytest.raises(InvalidMove):
        game.parse_move("shout")


def offer_round(game, state, offers: dict):
    """Every seat asked offers offers[seat] (default: no clue); the state once the table picked."""
    for seat in game.to_move(state):
        state = game.step(state, offers.get(seat, EndMove()), seat).state
    return state


def test_tokens_advances_and_the_end(game):
    state = game.setup({"players": 4, "lang": "es"}, 7)
    move = next(m for m in game.legal_moves(state, 0) if isinstance(m, ClueMove))
    after = offer_round(game, state, {0: move})
    assert after.red == state.red - 1 and after.phase == DECIDE
    assert after.given[0] == 1
    used_npc = {int(t[1:]) - 1 for t in move.sources if t[0] == "N"}
    for k in used_npc:
        assert after.npc[k].card == state.npc[k].stack[0]
    seat = game.to_move(after)[0]
    letter = state.rows[seat][0]
    advanced = game.step(after, AdvanceMove(letter)).state
    assert advanced.pos[seat] == 1 and advanced.guesses[seat][0] == letter
    ended = offer_round(game, state, {})  # nobody offers a clue: the team needs no more
    assert ended.phase == FINAL and ended.pending == (0, 1, 2, 3)


def test_game_ends_when_no_clue_token_is_left(game):
    state = game.setup({"players": 2, "lang": "es"}, 3)
    state = replace(state, red=0, green=0, centre=0, given=(3, 3))
    state = game._start_round(state)
    assert state.phase == FINAL and state.ended_by == "no clue tokens left"


def test_careful_players_beat_simple(game):
    totals = {name: 0 for name in ("human", "perfect", "simple")}
    for seed in range(3):
        for name in totals:
            totals[name] += play_game(game, {"players": 4, "lang": "es"}, seed, [name]).outcome.details["total"]
    assert totals["perfect"] > totals["simple"] and totals["human"] > totals["simple"]


@pytest.mark.parametrize("seed", [0, 5])
def test_every_listed_legal_move_applies(game, seed):
    state = game.setup({"players": 3, "lang": "es"}, seed)
    first = game.to_move(state)[0]
    clue_moves = list(game.legal_moves(state, first))
    assert isinstance(clue_moves[0], EndMove) and len(clue_moves) > 1
    for move in clue_moves:
        game.step(state, move, first)
    after = offer_round(game, state, {first: clue_moves[1]})
    assert after.phase == DECIDE
    seat = game.to_move(after)[0]
    for move in game.legal_moves(after, seat):
        game.step(after, move, seat)
    other = next(s for s in range(3) if s != seat)
    assert list(game.legal_moves(after, other)) == []  # only the seat to move has moves


def test_custom_deck_file(real, tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text("\n".join(f"{x} 4" for x in "aeiosnrltcdmpubg"), encoding="utf-8")
    game = find_game("letterjam")
    record = play_game(game, {"players": 2, "lang": "es", "deck": str(deck)}, 1)
    assert record.outcome is not None
