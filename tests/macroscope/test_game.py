"""The Macroscope rules through the engine protocol: dice, stops, out-of-turn guesses, challenges, scoring."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from wordtools.engine import find_game, play_game
from wordtools.engine.log import log_text
from wordtools.engine.runner import resolve_options
from wordtools.engine.validate import validate_log
from wordtools.errors import IllegalMove, InvalidMove
from wordtools.games.macroscope.game import Move
from wordtools.games.macroscope.windows import letter_cells
from wordtools.lexicon import get_lexicon
from wordtools.lexicon.alphabet import SPANISH

GOLDEN = Path(__file__).parent.parent / "golden" / "macroscope"
TOKENS = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6)  # window w (0-based) has token TOKENS[w]


@pytest.fixture
def game(real):
    return find_game("macroscope")


def start(game, easy=False, players=4, word="calor", crystals=None, dice=(2, 5)):
    """A known position: *word* under the windows, P1 active, tokens in order, dice rolled."""
    state = game.setup(resolve_options(game, {"players": players, "easy": easy}), 1)
    state = replace(state, cells=letter_cells(word, SPANISH), tokens=TOKENS, active=0, dice=dice)
    return replace(state, crystals=crystals) if crystals else state


def play(game, state, seat, text):
    return game.apply(state, game.check(state, seat, game.parse_move(text)))


def test_setup_follows_the_rulebook(game):
    state = game.setup(resolve_options(game, {}), 3)
    assert state.crystals == (2, 2, 2, 2) and len(state.covered) == 12 and state.round == 1
    assert sorted(state.tokens) == sorted(TOKENS) and len(state.dice) == 2
    easy = game.setup(resolve_options(game, {"easy": True}), 3)
    assert easy.crystals == (0, 0, 0, 0)


def test_a_die_opens_a_window_with_its_number(game):
    state = start(game, dice=(2, 5))
    with pytest.raises(IllegalMove, match="window 1 has token 1: the dice show 2 and 5"):
        game.check(state, 0, Move("open", 1))
    after = play(game, state, 0, "open 3")  # token 2
    assert after.state.dice == (5,) and after.details["shows"] == "l" and 2 not in after.state.covered
    with pytest.raises(IllegalMove, match="already open"):
        game.check(after.state, 0, Move("open", 3))
    # no covered token shows 2 any more after both 2s are gone: then any window will do
    state = replace(start(game, dice=(2, 2)), covered=frozenset(range(12)) - {2, 3})
    assert game.check(state, 0, Move("open", 12)).facts == 2


@pytest.mark.parametrize("dice", [(3, 5), (5, 3)])
def test_a_die_showing_the_windows_number_is_spent_first_in_either_order(game, dice):
    # Both 3s are open: the 3 may open any window. Opening window 9 (token 5) spends the 5 in
    # either order of the dice, and the 3 still opens any window (window 1, token 1).
    state = replace(start(game, dice=dice), covered=frozenset(range(12)) - {4, 5})
    checked = game.check(state, 0, Move("open", 9))
    assert checked.facts == 5
    after = play(game, state, 0, "open 9").state
    assert after.dice == (3,)
    assert game.check(after, 0, Move("open", 1)).facts == 3


def test_without_dice_a_turn_opens_two_windows_of_ones_choice(game):
    state = game.setup(resolve_options(game, {"dice": False}), 1)
    state = replace(state, cells=letter_cells("calor", SPANISH), tokens=TOKENS, active=0)
    assert {m.window for m in game.legal_moves(state, 0) if m.kind == "open"} == set(range(1, 13))
    state = play(game, play(game, state, 0, "open 1").state, 0, "open 12").state
    with pytest.raises(IllegalMove, match="two windows a turn"):
        game.check(state, 0, Move("open", 5))
    assert "window(s) of your choice" in game.render(game.setup(resolve_options(game, {"dice": False}), 1))


def test_after_a_window_the_others_may_guess_once_the_active_player_waits(game):
    state = play(game, start(game), 0, "open 3").state
    waited = play(game, state, 0, "wait").state
    assert game.to_move(waited) == (1, 2, 3, 0)
    with pytest.raises(IllegalMove, match="not a move of the wait phase"):
        game.check(waited, 0, Move("wait"))
    guessed = play(game, waited, 1, "guess calor").state  # pays P1 2 crystals
    assert guessed.crystals == (4, 0, 2, 2) and guessed.phase == "challenge"
    result = play(game, guessed, 0, "reveal")
    assert result.details["right"] == 1 and result.state.crystals == (4, 11, 2, 2)
    # nobody guesses: the active player opens the next window, and may not wait again
    opened = play(game, waited, 0, "open 9").state
    assert opened.phase == "open" and Move("wait") not in set(game.legal_moves(opened, 0))
    with pytest.raises(IllegalMove, match="easier variant"):
        game.check(play(game, start(game, easy=True), 0, "open 3").state, 0, Move("wait"))


def test_bots_wait_guess_out_of_turn_and_challenge(game):
    moves = [
        (m, i)
        for seed in range(6)
        for i, m in enumerate(play_game(game, {"players": 4}, seed, ["careful", "bold", "careful", "bold"]).moves)
    ]
    assert any(m["move"] == "wait" for m, _ in moves)
    texts = [m.get("text", "") for m, _ in moves]
    kinds = [m["move"].split()[0] for m, _ in moves]
    assert kinds.count("guess") > 0
    # a guess right after another guess is a challenge
    assert any(a == b == "guess" for a, b in zip(kinds, kinds[1:])), texts[:3]


def test_a_stop_pays_a_crystal_per_window_and_others_may_then_guess_for_two(game):
    state = play(game, start(game), 0, "open 3").state
    with pytest.raises(IllegalMove, match="P2 may guess only once P1 waits, stops or guesses"):
        game.check(state, 1, Move("guess", word="calor"))
    stopped = play(game, state, 0, "stop")
    with pytest.raises(IllegalMove, match="out of turn a player may only guess"):
        game.check(stopped.state, 1, Move("pass"))
    assert stopped.state.crystals == (3, 2, 2, 2) and stopped.details["score"] == 1
    # P2..P4 may guess out of turn (fewest crystals first, ties clockwise), then P1 passes
    assert game.to_move(stopped.state) == (1, 2, 3, 0)
    guessed = play(game, stopped.state, 2, "guess coral")
    assert guessed.state.crystals == (5, 2, 0, 2) and guessed.details["score"] == -2
    with pytest.raises(IllegalMove, match="Coral was already guessed"):
        game.check(guessed.state, 1, Move("guess", word="Coral"))
    # P4 challenges P3's guess and pays P3
    challenged = play(game, guessed.state, 3, "guess calor")
    assert challenged.state.crystals == (5, 2, 2, 0)
    revealed = play(game, challenged.state, 0, "reveal")
    # 11 windows covered: P4 wins 11; P3 loses 11 but has only 2
    assert revealed.details["covered"] == 11 and revealed.details["right"] == 3
    assert revealed.state.crystals == (5, 2, 0, 11)
    assert revealed.state.round == 2 and revealed.state.active == 1 and len(revealed.state.covered) == 12


def test_without_two_crystals_no_guess_out_of_turn(game):
    state = play(game, play(game, start(game, crystals=(2, 1, 2, 2)), 0, "open 3").state, 0, "stop").state
    assert 1 not in game.to_move(state)
    with pytest.raises(IllegalMove, match="costs 2 crystals; P2 has 1"):
        game.check(state, 1, Move("guess", word="calor"))


def test_the_active_player_guesses_and_wrong_guessers_all_lose_the_same(game):
    state = play(game, start(game, crystals=(9, 4, 4, 4)), 0, "open 3").state
    guessed = play(game, state, 0, "guess color").state
    assert game.to_move(guessed) == (1, 2, 3, 0)
    challenged = play(game, guessed, 1, "guess colar").state  # pays P1 2
    assert challenged.crystals == (11, 2, 4, 4)
    result = play(game, challenged, 0, "reveal")
    assert result.details["right"] is None and result.state.crystals == (0, 0, 4, 4)


def test_opening_the_last_window_brings_a_new_card_in_the_same_round(game):
    state = replace(start(game, dice=(6, 6)), covered=frozenset({11}), round=4)
    after = play(game, state, 0, "open 12")
    assert after.details["card_void"] and after.state.round == 4 and len(after.state.covered) == 12
    assert after.state.active == 1 and after.state.card == state.card + 1


def test_ten_rounds_then_the_most_crystals_win(game):
    state = play(game, replace(start(game, crystals=(2, 2, 2, 2)), round=10), 0, "open 3").state
    state = play(game, state, 0, "guess calor").state
    assert game.outcome(state) is None
    final = play(game, state, 0, "reveal").state
    outcome = game.outcome(final)
    assert outcome.scores == (13, 2, 2, 2) and outcome.winners == (0,) and game.to_move(final) == ()


def test_the_easier_variant(game):
    state = play(game, start(game, easy=True), 0, "open 3").state
    stopped = play(game, state, 0, "stop").state
    assert stopped.crystals == (2, 0, 0, 0)
    assert game.to_move(stopped) == (1, 2, 3, 0)  # guesses are free: no crystals needed
    guessed = play(game, stopped, 1, "guess coral").state
    assert guessed.crystals == (2, 0, 0, 0)
    again = play(game, guessed, 2, "guess calor").state  # several may guess, for free
    result = play(game, again, 0, "reveal")
    assert result.state.crystals == (2, 0, 11, 0)
    # the active player's own guess is revealed at once: nobody may guess during another's turn
    own = play(game, state, 0, "guess calor")
    assert own.state.crystals == (11, 0, 0, 0) and own.state.round == 2


def test_moves_parse_and_bad_ones_are_refused(game):
    for text in ("open 12", "guess pingüino", "wait", "stop", "pass", "reveal"):
        assert str(game.parse_move(text)) == text
    for text in ("open 13", "open", "guess", "look"):
        with pytest.raises(InvalidMove):
            game.parse_move(text)


def test_a_view_shows_what_a_person_sees_and_never_the_word(game):
    state = play(game, start(game, word="pingüino"), 0, "open 3").state
    view = game.view(state, 2)
    assert view.shown[:3] == (None, None, "n") and view.shown[8:] == ("", "", "", "")
    assert view.letters == 8 and view.tokens[2] is None and view.tokens[0] == 1
    assert "pinguino" not in repr(view) and "pingüino" not in repr(view)
    hidden = game.view(replace(state, show_length=False), 2)
    assert hidden.letters is None and hidden.shown[8] is None


def test_careful_and_bold_both_play_whole_games(game):
    record = play_game(game, {"players": 4}, 11, ["careful", "bold", "careful", "bold"])
    guesses = [m for m in record.moves if m["move"].startswith("guess")]
    assert guesses and record.outcome.reason == "10 rounds played"
    assert sum(1 for m in record.moves if m["move"] == "reveal" or "card" in m) >= 10


def test_the_golden_game_replays_exactly(game):
    record = play_game(game, {"players": 4}, 7, ["careful", "bold", "careful", "bold"])
    text = log_text(record)
    path = GOLDEN / "game_es_4p_seed7.jsonl"
    if os.environ.get("UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    stored = path.read_text(encoding="utf-8")
    header = json.loads(stored.splitlines()[0])
    # A golden log recorded on another word list fails too (never silently skips).
    assert header["lexicon"] == get_lexicon("es", "strict").checksum, "recorded on another word list: UPDATE_GOLDEN=1"
    assert text == stored
    assert validate_log(stored.splitlines(), "golden").ok


def test_a_persons_view_is_in_words(game):
    from wordtools.cli.human import render_view

    state = play(game, start(game), 0, "open 3").state
    text = render_view(game, game.view(state, 1))
    lines = text.splitlines()
    assert lines[0] == "round 1 of 10 · P1's turn (open) · you are P2 · a word of 5 letters"
    assert lines[2] == "  [1] [1]  L  [2]" and lines[4] == "   .   .   .   ."
    assert lines[-1] == "crystals: >P1 2, P2 2, P3 2, P4 2"
    assert "dice: 5" in text and "no guess yet" in text
