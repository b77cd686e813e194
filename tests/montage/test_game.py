"""The Montage game on a real list: setup, rules of a turn, zones, the end."""

import pytest

from wordtools.engine.protocol import chance
from wordtools.engine.registry import find_game
from wordtools.errors import BadGameSetup, IllegalMove, InvalidMove
from wordtools.games.montage.board import DIAMOND, ZONE_CELLS, Run, load_pattern, parse_circle, runs
from wordtools.games.montage.open_words import options_for
from wordtools.games.montage.rules import (
    access_stage,
    accessible,
    area,
    home_zone,
    open_runs,
    settle_zones,
)
from wordtools.games.montage.state import Move, colour_context, lexicon_of


@pytest.fixture
def game(real):
    return find_game("montage")


def play(game, state, strategy="smart", moves=None):
    players = [game.strategies[strategy](game, s, chance(state.seed, "p", s)) for s in range(4)]
    n = 0
    while game.outcome(state) is None and (moves is None or n < moves):
        move = players[game.to_move(state)[0]].choose(game.view(state, game.to_move(state)[0]))
        state = game.step(state, move).state
        n += 1
    return state


def test_exactly_four_players(game):
    with pytest.raises(BadGameSetup, match="exactly 4 players"):
        game.setup({"players": 3, "lang": "en"}, 1)


def test_seeding_fills_the_diamond_with_alternating_badges(game):
    state = game.setup({"lang": "en", "pattern": "windmill"}, 7)
    seeded = [state.chips[c] for c in DIAMOND]
    assert all(c is not None for c in seeded)
    assert [side for _, side in seeded] == [k % 2 for k in range(28)]
    assert sum(c is not None for c in state.chips) == 28
    assert game.setup({"lang": "en", "pattern": "windmill"}, 7) == state


def test_seeding_skips_pips_on_the_diamond(game, tmp_path):
    h1, h15 = parse_circle("h1"), parse_circle("h15")
    rows = [["."] * 15 for _ in range(15)]
    rows[0][7] = rows[14][7] = "X"
    path = tmp_path / "dotted.txt"
    path.write_text("\n".join(" ".join(r) for r in rows))
    state = game.setup({"lang": "en", "pattern": str(path)}, 1)
    assert state.chips[h1] is None and state.chips[h15] is None
    assert sum(c is not None for c in state.chips) == 26


def test_access_home_zone_first(game):
    state = game.setup({"lang": "en"}, 3)
    seat = state.quizzer
    assert access_stage(state.chips, state.pips, seat) == 0
    zones = area(seat, 0)
    for option in options_for(state)[1]:
        inside = [c for c in option.run.cells if c in ZONE_CELLS[home_zone(seat)]]
        assert len(inside) == len(option.run) or len(inside) >= 2
    # A run crossing the home zone with a single circle in it is not accessible.
    home = ZONE_CELLS[home_zone(seat)]
    edge = next(c for c in home if c + 1 not in home and (c + 1) % 15)  # last circle of a home row
    home_z = home_zone(seat)
    assert not accessible(Run((edge, edge + 1, edge + 2), True), zones, home_z)
    assert accessible(Run((edge - 1, edge, edge + 1), True), zones, home_z)
    assert accessible(Run((edge - 1, edge, edge + 1), True), area(seat, 2), home_z)


def test_access_counts_the_circles_in_the_home_zone():
    # "Si una palabra cruza de la zona local a otra zona, Quizzer puede jugarla solo si al menos 2
    # de los círculos de la palabra están en la zona local": at stage 1 (home + adjacent corners) a
    # word from a corner zone out to the middle has no circle at home, so it is not accessible.
    seat = 0  # South: home zone south (7), corners south-west (6) and south-east (8)
    home_z = home_zone(seat)
    zones = area(seat, 1)
    corner = ZONE_CELLS[8]
    top_left = min(corner)  # south-east zone's top-left circle: the middle-east zone (5) is above it
    crossing = Run((top_left - 30, top_left - 15, top_left, top_left + 15), False)
    assert [c in corner for c in crossing.cells] == [False, False, True, True]
    assert not accessible(crossing, zones, home_z)  # 2 circles in the area, none at home
    top = min(ZONE_CELLS[home_z])
    from_home = Run((top - 30, top - 15, top, top + 15), False)
    assert accessible(from_home, zones, home_z)  # 2 circles at home


def test_illegal_moves(game):
    state = game.setup({"lang": "en"}, 3)
    with pytest.raises(InvalidMove):
        game.parse_move("h8 knife")
    with pytest.raises(IllegalMove, match="not a word of the board"):
        game.step(state, Move(parse_circle("a1"), parse_circle("c3"), "cat"))
    option = options_for(state)[1][0]
    with pytest.raises(IllegalMove, match="does not fit"):
        game.step(state, Move(option.cells[0], option.cells[-1], "x" * len(option.run)))
    closed = next(r for r in runs(state.pips) if r not in open_runs(state.chips, state.pips))
    with pytest.raises(IllegalMove, match="not an open word"):
        game.step(state, Move(closed.cells[0], closed.cells[-1], "a" * len(closed)))


def test_a_placed_word_cannot_be_placed_again(game):
    state = play(game, game.setup({"lang": "en"}, 3), moves=6)
    assert state.placed
    for option in options_for(state)[1]:
        words = {game_word.lower() for game_word in _words(state, option)}
        assert not words & set(state.placed)


def _words(state, option):
    from wordtools.games.montage.open_words import option_words
    from wordtools.games.montage.state import lexicon_of

    lexicon = lexicon_of(state)
    return [lexicon.alphabet.fold(entry.word) for entry in option_words(state, option, None)]


def test_chips_take_the_winners_badge_and_keep_old_ones(game):
    state = game.setup({"lang": "en"}, 3)
    after = game.step(state, next(game.legal_moves(state, state.quizzer))).state
    turn = after.last
    if turn.side is None:
        assert after.chips == state.chips and after.placed == ()
    else:
        assert all(after.chips[c][1] == turn.side for c in turn.new_cells)
        kept = [c for c in range(225) if state.chips[c] is not None]
        assert all(after.chips[c] == state.chips[c] for c in kept if not any(after.owners))


def test_clock(game):
    state = game.setup({"lang": "en"}, 3)
    for _ in range(30):
        if game.outcome(state):
            break
        after = game.step(state, next(game.legal_moves(state, state.quizzer))).state
        turn = after.last
        partner = (turn.quizzer + 2) % 4
        if turn.keeps_clock:
            assert after.quizzer == turn.quizzer and turn.result.winner == partner
        else:
            assert after.quizzer == (turn.quizzer + 1) % 4
            if turn.result.winner == partner:
                assert turn.chips_before == 1
        state = after


def test_zone_won_at_ten_badges_is_filled_and_flipped():
    pips = load_pattern("pinwheel").pips
    chips = [None] * 225
    cells = [c for c in ZONE_CELLS[4] if c not in pips]
    for k, c in enumerate(cells[:14]):
        chips[c] = (0, 0 if k < 10 else 1)
    board, owners, won = settle_zones(tuple(chips), pips, (None,) * 9, [4], 0, chance(1, "f"), 5)
    assert won == (4,) and owners[4] == 0
    assert all(board[c] is not None and board[c][1] == 0 for c in cells)
    nine = [(0, 0) if k < 9 else None for k in range(len(cells))]
    chips = [None] * 225
    for c, chip in zip(cells, nine):
        chips[c] = chip
    assert settle_zones(tuple(chips), pips, (None,) * 9, [4], 0, chance(1, "f"), 5)[2] == ()


def test_a_full_zone_goes_to_the_last_chip():
    pips = load_pattern("windmill").pips  # 8 pips in the middle: 17 circles, 10 may never come
    cells = [c for c in ZONE_CELLS[4] if c not in pips]
    chips = [None] * 225
    for k, c in enumerate(cells):
        chips[c] = (1, k % 2)  # 9 black, 8 white; white laid the last one
    _, owners, won = settle_zones(tuple(chips), pips, (None,) * 9, [4], 1, chance(1, "f"), 5)
    assert won == (4,) and owners[4] == 1


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_whole_game_ends_with_four_zones(game, lang):
    state = play(game, game.setup({"lang": lang}, 11))
    outcome = game.outcome(state)
    assert outcome.reason == "4 zones"
    side = max((0, 1), key=lambda s: sum(o == s for o in state.owners))
    assert set(outcome.winners) == {side, side + 2}
    assert sum(o == side for o in state.owners) == 4


def test_championship_plays_until_every_zone_is_full(game):
    state = play(game, game.setup({"lang": "en", "championship": True}, 5), strategy="random")
    outcome = game.outcome(state)
    assert outcome.reason in ("all 9 zones full", "no open word can take a word of the list")
    if outcome.reason == "all 9 zones full":
        assert all(o is not None for o in state.owners)
        assert sum(outcome.details["zones"].values()) == 9


def test_every_listed_move_applies(game):
    state = play(game, game.setup({"lang": "es"}, 2), moves=3)
    moves = game.legal_moves(state, state.quizzer)
    for _, move in zip(range(40), moves):
        assert game.parse_move(str(move)) == move
        game.step(state, move)
    assert list(game.legal_moves(state, (state.quizzer + 1) % 4)) == []


def test_an_alternative_answer_is_the_word_laid(game):
    # "Respuesta alternativa ... En tal caso, la respuesta correcta alternativa es la que se coloca
    # con fichas."
    for seed in range(30):
        state = game.setup({"lang": "es"}, seed)
        players = [game.strategies["smart"](game, s, chance(seed, "p", s)) for s in range(4)]
        while game.outcome(state) is None:
            seat = game.to_move(state)[0]
            after = game.step(state, players[seat].choose(game.view(state, seat))).state
            turn = after.last
            if turn.result.alternative:
                key = lexicon_of(state).alphabet.fold(turn.move.word)
                assert turn.laid != key and after.placed[-1] == turn.laid
                _, _, table = colour_context(state)
                cells = next(
                    o.cells
                    for o in options_for(state)[1]
                    if o.cells[0] == turn.move.start and o.cells[-1] == turn.move.end
                )
                assert [after.chips[c][0] for c in cells] == [table[ch] for ch in turn.laid]
                return
            state = after
    raise AssertionError("no alternative answer in 30 games")
