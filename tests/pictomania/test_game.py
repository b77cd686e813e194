"""The game: set-up, moves and their reasons, the end of a round, scoring, the model, the levels."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from wordtools.engine.protocol import Checked
from wordtools.engine.registry import find_game
from wordtools.engine.runner import play_game
from wordtools.errors import BadGameSetup, IllegalMove, InvalidMove
from wordtools.games.pictomania.deck import Clue, Side
from wordtools.games.pictomania.game import CARDS_PER_ROUND, Move
from wordtools.games.pictomania.measure import correct_guesses_by_level
from wordtools.games.pictomania.model import Racks, clarity, drawing_rate, eye
from wordtools.games.pictomania.options import RISING
from wordtools.games.pictomania.scoring import score_round, token_table
from wordtools.lexicon.concepts import load_inventory

GOLDEN = Path(__file__).parent.parent / "golden" / "pictomania"
OPTIONS = {"players": 4, "lang": "es", "level": "rising", "one_card": False}


@pytest.fixture(scope="module")
def game():
    return find_game("pictomania")


@pytest.fixture(scope="module")
def start(game):
    return game.setup(OPTIONS, 7)


def test_setup_deals_per_the_rulebook(start):
    assert len(start.rounds) == 5 and [r.level for r in start.rounds] == list(RISING)
    for rnd in start.rounds:
        assert len(rnd.sides) == CARDS_PER_ROUND and all(s.level == rnd.level for s in rnd.sides)
        assert len(set(rnd.symbols)) == 4 and len(set(rnd.numbers)) == 4  # the black cards are unique
        assert all(1 <= n <= 7 for n in rnd.numbers)
    concepts = [c.concept for rnd in start.rounds for side in rnd.sides for c in side.clues]
    assert len(concepts) == len(set(concepts))  # a used card goes back to the box
    assert start.bonus_left == (3, 2, 1) and start.scores == (0, 0, 0, 0)


def test_tokens_by_player_count():
    assert token_table(3).scoring == (3, 2) and token_table(6).scoring == (3, 2, 1, 1, 1)
    for players in range(3, 7):
        tokens = token_table(players)
        assert len(tokens.scoring) == len(tokens.bonus) == players - 1
        assert all(1 <= stars <= 3 for stars in tokens.bonus)
    with pytest.raises(BadGameSetup):
        token_table(7)


def test_everyone_acts_once_per_tick(game, start):
    assert set(game.to_move(start)) == {0, 1, 2, 3}
    state = start
    for seat in game.to_move(start):
        state = game.apply(state, game.check(state, seat, Move("draw"))).state
    assert state.tick == 1 and state.ink == (1, 1, 1, 1)
    assert game.to_move(state)[0] == 1  # the asking order moves on each tick


@pytest.mark.parametrize(
    "seat, text, reason",
    [
        (0, "guess 1 3", "does not guess their own drawing"),
        (0, "guess 9 3", "there is no player 9"),
    ],
)
def test_illegal_moves_say_the_rule(game, start, seat, text, reason):
    with pytest.raises(IllegalMove, match=reason):
        game.check(start, seat, game.parse_move(text))


def test_one_guess_card_per_pile_and_each_card_once(game, start):
    state = game.step(start, Move("guess", 1, 3), seat=0).state
    with pytest.raises(IllegalMove, match="not P1's"):
        game.check(state, 0, Move("draw"))  # one move per tick
    state = replace(state, acted=(False,) * 4)
    with pytest.raises(IllegalMove, match="cannot be taken back"):
        game.check(state, 0, Move("guess", 1, 4))
    with pytest.raises(IllegalMove, match="guess card 3 is already on another pile"):
        game.check(state, 0, Move("guess", 2, 3))


def test_moves_round_trip_and_bad_text(game):
    for text in ("draw", "wait", "guess 2 7", "stop", "stop none"):
        assert str(game.parse_move(text)) == text
    for bad in ("guess 2 8", "fly", "guess two 3", ""):
        with pytest.raises(InvalidMove):
            game.parse_move(bad)


def test_the_last_bonus_token_stops_the_round(game, start):
    state = start
    for seat in (0, 1, 2):
        state = replace(state, acted=(False,) * 4)
        state = game.apply(state, Checked(seat, Move("stop"))).state
    # Three players took 3, 2 and 1 stars: P4 had to stop too, and round 1 was scored.
    assert state.round == 1 and state.history[0]["round"] == 1
    assert [p["bonus"] for p in state.history[0]["players"]] == [0, 0, 0, 0]  # nobody was guessed
    assert [p["total"] for p in state.history[0]["players"]] == [-6, -6, -6, -6]


def test_scoring_wrong_drawing_and_black_sheep():
    # 4 players: tokens 3, 2, 1. P2 and P3 guess P1 right, P4 wrong; P1 drew the wrong clue.
    piles = (((1, 5), (2, 5), (3, 4)), ((0, 1),), (), ())
    scores, sheep = score_round(4, piles, (5, 2, 3, 4), (True, False, False, False), (3, 2, 1, 0))
    # As if nobody guessed P1: all tokens kept. P1's wrong guess on P2 makes it the black sheep
    # (the other guesses on P1's pile went back): its 3-star bonus token counts against it.
    assert sheep == 0 and scores[0].bonus == -3
    assert [s.total for s in scores] == [-9, -6, -6, -6]
    scores, sheep = score_round(4, piles, (5, 2, 3, 4), (False,) * 4, (3, 2, 1, 0))
    assert sheep is None  # P1 and P4 one wrong guess each: a tie, no black sheep
    assert [s.received for s in scores] == [0, 3, 2, 0] and scores[0].bonus == 3 and scores[1].bonus == 0


def _side(names, ids, lang="en", card=1):
    return Side(
        card,
        "A",
        "green",
        tuple(Clue(n, ((lang, name),), f"animals:{i}") for n, (name, i) in enumerate(zip(names, ids), 1)),
    )


def test_model_drawings_clear_and_alike_clues_confuse():
    assert clarity(10, drawing_rate(0.95)) > clarity(10, drawing_rate(0.4))  # a familiar thing is drawn faster
    names = ["tiger", "white tiger", "lion", "leopard", "cheetah", "jaguar", "puma"]
    ids = ["tiger", "white-tiger", "lion", "leopard", "cheetah", "jaguar", "puma"]
    racks = Racks((_side(names, ids),), "en")
    early, late = racks.misreadings((0, 2), 0.2), racks.misreadings((0, 2), 0.9)  # a white tiger, drawn
    assert sum(late) < sum(early)  # clearer: fewer misreadings
    assert early[0] > early[2]  # taken for a tiger (the name inside it) more than for a lion
    assert early[1] == 0.0  # never "misread" as itself
    # A careless eye misreads more than a sharp one.
    assert sum(racks.misreadings((0, 2), 0.5, 2.0)) > sum(racks.misreadings((0, 2), 0.5, 0.5))
    seen, sure = racks.impression((0, 3), 0.9, 0.999)  # a lion, well drawn, read right
    assert seen == (0, 3) and sure > 0.7
    assert racks.impression((0, 3), 0.0, 0.0) == ((0, 3), 0.0)  # a blank sheet gives no confidence


def test_a_side_of_kinds_is_misread_more_than_a_plain_side():
    plain = _side(
        ["lion", "zebra", "giraffe", "elephant", "hippo", "rhino", "camel"],
        ["lion", "zebra", "giraffe", "elephant", "hippopotamus", "rhinoceros", "camel"],
    )
    dogs = [c for c in load_inventory() if c.isa == "animals:dog"][:6]
    kinds = Side(
        1,
        "A",
        "green",
        tuple(
            Clue(n, (("en", c.name("en")),), c.id)
            for n, c in enumerate([load_inventory().concepts["animals:dog"], *dogs], 1)
        ),
    )
    assert Racks((kinds,), "en").hardness(0) > 2 * Racks((plain,), "en").hardness(0)


def test_each_player_has_an_eye_of_their_own():
    eyes = [eye(7, seat) for seat in range(6)]
    assert len(set(eyes)) == 6 and all(0.1 < e < 10 for e in eyes)
    assert eyes == [eye(7, seat) for seat in range(6)]  # seeded


def test_people_err_and_the_black_sheep_is_named(game):
    rounds = [
        r
        for seed in range(4)
        for r in play_game(game, OPTIONS, seed, ["careful", "quick", "careful", "quick"]).outcome.details["rounds"]
    ]
    assert sum(r["wrong"] for r in rounds) > 0
    assert any(r["black_sheep"] is not None for r in rounds)
    assert any(r["black_sheep"] is None for r in rounds)


def test_a_level_per_round(game):
    state = game.setup({**OPTIONS, "level": "purple,green,green,orange,blue"}, 3)
    assert [r.level for r in state.rounds] == ["purple", "green", "green", "orange", "blue"]
    assert all(s.level == r.level for r in state.rounds for s in r.sides)
    from wordtools.games.pictomania.options import OPTIONS as SCHEMA

    for bad, why in (("green,blue", "one level or 5"), ("rising,green", "unknown level 'rising'"), ("red", "'red'")):
        with pytest.raises(BadGameSetup, match=why):
            SCHEMA.resolve({"level": bad})


def test_a_deck_file_is_played(game, tmp_path):
    from wordtools.games.pictomania.deckfile import write_deck
    from wordtools.games.pictomania.generate import generate_deck

    deck = generate_deck(30, ("es",), 5, (2, 1, 1, 1))  # 12 green cards, 6 of each other level
    path = tmp_path / "deck.csv"
    write_deck(deck, path)
    options = {**OPTIONS, "level": "green", "deck": str(path)}
    with pytest.raises(BadGameSetup, match="12 green card"):
        game.setup(options, 1)  # 5 rounds of green need 30 green cards
    options["level"] = "green,orange,orange,blue,purple"
    with pytest.raises(BadGameSetup, match="6 orange card"):
        game.setup(options, 1)
    options["level"] = "green,orange,blue,purple,green"
    state = game.setup(options, 1)
    printed = {c.name("es") for s in deck.sides for c in s.clues}
    assert all(c.name("es") in printed for r in state.rounds for s in r.sides for c in s.clues)
    record = play_game(game, options, 1)
    assert len(record.outcome.details["rounds"]) == 5
    with pytest.raises(BadGameSetup, match="no en clues"):
        game.setup({**options, "lang": "en"}, 1)


def test_one_card_variant(game):
    state = game.setup({**OPTIONS, "one_card": True}, 3)
    assert all(len(r.sides) == 1 and set(r.symbols) == {0} for r in state.rounds)
    record = play_game(game, {**OPTIONS, "one_card": True}, 3)
    assert record.outcome is not None


def test_green_is_easier_than_purple(game):
    means = correct_guesses_by_level(3, "es", "careful")
    assert means["green"] > means["purple"]


def test_golden_game(game):
    record = play_game(game, OPTIONS, 7, ["careful", "quick", "careful", "quick"])
    summary = {"moves": [m["move"] for m in record.moves], "outcome": record.outcome.to_json()}
    expected = json.loads((GOLDEN / "game_es_4p_seed7.json").read_text(encoding="utf-8"))
    assert summary == expected


def test_a_persons_view_is_in_words(game, start):
    from wordtools.cli.human import render_view

    state = start
    for seat in game.to_move(state):
        state = game.step(state, Move("draw"), seat=seat).state
    text = render_view(game, game.view(state, 2))
    assert "you are P3" in text and "Side(" not in text and "Impression(" not in text and "(0," not in text
    assert "the others' drawings:" in text and "  P1 (still drawing, " in text
    assert "your guess cards: 1, 2, 3, 4, 5, 6 and 7" in text
    assert "bonus tokens left: 3, 2 and 1 stars" in text and "scores: P1 0, P2 0, P3 0, P4 0" in text
    assert all(symbol in text for symbol in ("circle", "square", "triangle", "star", "heart", "moon"))


def test_harder_levels_are_guessed_less_per_side_and_wrong_more():
    from wordtools.games.pictomania.measure import table_figures

    green, purple = table_figures(4, "es", "green"), table_figures(4, "es", "purple")
    assert len(green.side_shares) == 4 * 5 * 4  # a side per drawer, round and game
    assert green.side_share > purple.side_share
    assert green.wrong < purple.wrong
