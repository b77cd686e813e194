"""The WordOn game: setup, tile accounting on every move, rules of the no-word options, views."""

from __future__ import annotations

from dataclasses import replace

import pytest

from wordtools.engine import find_game
from wordtools.engine.runner import play_game
from wordtools.errors import BadGameSetup, IllegalMove, InvalidMove
from wordtools.games.wordon.game import Move, tiles_accounted
from wordtools.games.wordon.tiles import tile_set


@pytest.fixture
def game(real):
    return find_game("wordon")


def test_setup_deals_racks_extra_and_coins(game):
    state = game.setup({"players": 3, "lang": "es"}, 5)
    assert [len(r) for r in state.racks] == [7, 7, 7]
    assert len(state.extra) == 2 and len(state.bag) == 100 - 21 - 2
    assert state.coins == (3, 3, 3) and state.row == 1 and state.seat == state.first
    assert tiles_accounted(state) == 100
    assert game.setup({"players": 3, "lang": "es"}, 5) == state
    with pytest.raises(BadGameSetup):
        game.setup({"players": 5, "lang": "es"}, 1)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_tile_is_accounted_for_on_every_move(game, lang):
    moves = 0
    for seed in range(6):

        def check(line, state, checked, transition):
            after = transition.state
            assert tiles_accounted(after) == 100
            bag = sorted(after.bag + after.extra + after.removed + sum(after.racks, ()))
            assert bag == sorted(tile_set(lang).bag())

        record = play_game(
            game, {"players": 2 + seed % 3, "lang": lang}, seed, ["smart", "greedy"][:1] * (2 + seed % 3), on_move=check
        )
        moves += len(record.moves)
        assert record.outcome.reason in ("a player has no tiles left", "no player can make a word")
    assert moves > 60


def test_marker_advances_each_round_and_wraps(game):
    state = game.setup({"players": 2, "lang": "en"}, 3)
    rows = []
    for _ in range(14):
        if game.outcome(state):
            break
        rows.append(state.row)
        move = game.strategies["greedy"](game, state.seat, None).choose(game.view(state, state.seat))
        after = game.step(state, move).state
        if after.seat != state.seat:
            state = after
        else:
            state = after
    turns = [r for r in rows]
    assert turns[:2] == [1, 1] and 2 in turns
    assert all(1 <= r <= 6 for r in turns)


def test_no_word_options_follow_the_rulebook(game):
    state = game.setup({"players": 2, "lang": "es"}, 1)
    # a rack that spells nothing, with two extra tiles to be charged
    state = replace(
        state, racks=(("q", "x", "z", "ñ", "j", "v", "f"), state.racks[1]), extra=("x", "z"), seat=0, first=0
    )
    assert game.plays(state, top=1) == []  # QXZÑJVF + XZ spells nothing
    moves = list(game.legal_moves(state, 0))
    assert Move("drop") in moves and Move("swapall") in moves and Move("swap", tiles=("q", "x")) in moves
    swapped = game.step(state, Move("swap", tiles=("q", "x"))).state
    assert swapped.scores[0] == -18 and swapped.extra == () and swapped.coins[0] == 2
    assert swapped.seat == 0 and tiles_accounted(swapped) == 100  # the turn goes on
    dropped = game.step(state, Move("drop")).state
    assert dropped.scores[0] == -18 and len(dropped.extra) == 2 and dropped.seat == 1
    assert len(dropped.racks[0]) == 7 and tiles_accounted(dropped) == 100
    poor = replace(state, coins=(0, 3))
    assert list(game.legal_moves(poor, 0)) == [Move("drop")]
    with pytest.raises(IllegalMove):
        game.step(poor, Move("swapall"))


def test_a_word_must_be_played_when_one_can(game):
    state = game.setup({"players": 2, "lang": "es"}, 2)
    assert game.plays(state, top=1)
    assert not game.is_legal(state, state.seat, Move("drop"))
    assert not game.is_legal(state, state.seat, Move("play", "zzzz"))


def test_moves_round_trip_through_text(game):
    for move in (Move("play", "chorro"), Move("swap", tiles=("ch", "?")), Move("swapall"), Move("drop")):
        assert game.parse_move(str(move)) == move
    with pytest.raises(InvalidMove):
        game.parse_move("swap abc")


def test_view_hides_other_racks_and_the_bag(game):
    state = game.setup({"players": 3, "lang": "es"}, 4)
    view = game.view(state, 1)
    assert view.rack == state.racks[1] and view.bag_size == len(state.bag)
    assert state.racks[0] not in vars(view).values() and state.bag not in vars(view).values()


def test_final_deduction_and_winner(game):
    record = play_game(game, {"players": 3, "lang": "es"}, 5, ["greedy"])
    outcome = record.outcome
    details = outcome.details
    assert list(outcome.scores) == [s - h for s, h in zip(details["before_deduction"], details["in_hand"])]
    assert outcome.winners == tuple(i for i, s in enumerate(outcome.scores) if s == max(outcome.scores))
    assert sum(line["score"] for line in record.moves if line["seat"] == 0) == details["before_deduction"][0]


# -- rules details (issue 12), each with the rulebook line it follows (wordon_es.txt) ---------------


def _end_game(game, racks, extra=(), seat=0):
    """A 2-player Spanish table with the bag empty, *seat* to move."""
    state = game.setup({"players": 2, "lang": "es"}, 1)
    return replace(state, bag=(), racks=racks, extra=extra, seat=seat, first=0)


def test_dropping_the_last_tiles_does_not_dodge_the_final_deduction(game):
    # "A cada jugador se le resta el puntaje de las Fichas de Letras en su mano": QZ cannot be laid;
    # dropping them with the bag empty empties the hand and ends the game, and they still count.
    state = _end_game(game, (("q", "z"), ("c", "a", "s", "a")))
    assert game.plays(state, top=1) == []
    after = game.step(state, Move("drop")).state
    outcome = game.outcome(after)
    assert outcome.reason == "a player has no tiles left"
    values = tile_set("es")
    assert outcome.details["in_hand"][0] == values.total(("q", "z")) == 15
    assert outcome.scores[0] == after.scores[0] - 15


def test_the_seed_chooses_the_first_player_and_the_round_follows_it(game):
    # "Se elige un jugador inicial de cualquier forma"; "Cuando todos los jugadores han realizado su
    # turno, finaliza la ronda y se debe avanzar la Ficha de Marcación a la siguiente fila"
    firsts = {game.setup({"players": 3, "lang": "en"}, seed).seat for seed in range(30)}
    assert firsts == {0, 1, 2}
    seed = next(s for s in range(30) if game.setup({"players": 3, "lang": "en"}, s).seat == 2)
    state = game.setup({"players": 3, "lang": "en"}, seed)
    assert game.setup({"players": 3, "lang": "en"}, seed) == state  # the same seed, the same first player
    seats_on_row_1 = []
    while state.row == 1 and not state.ended:
        seats_on_row_1.append(state.seat)
        move = game.strategies["greedy"](game, state.seat, None).choose(game.view(state, state.seat))
        state = game.step(state, move).state
    assert seats_on_row_1[0] == 2 and sorted(set(seats_on_row_1)) == [0, 1, 2]
    assert state.seat == 2  # the marker moved when the turn came back to the first player


def test_the_game_ends_as_soon_as_nobody_can_make_a_word(game):
    # "El juego finaliza cuando no haya más Fichas en la Bolsa y se cumpla ... Ningún jugador puede
    # formar una Palabra": SOL hands S and L (its W cells) to P2; neither Q + S L nor Q X + S L spells a word.
    state = _end_game(game, (("l", "o", "q", "s"), ("q", "x")))
    after = game.step(state, Move("play", "sol")).state
    assert after.extra == ("s", "l") and after.racks == (("q",), ("q", "x"))
    assert game.outcome(after).reason == "no player can make a word"
    # and not while someone still can: P2 holding A could lay SAL
    going_on = game.step(_end_game(game, (("l", "o", "q", "s"), ("a", "x"))), Move("play", "sol")).state
    assert not going_on.ended
