"""The table's choice of clue, extra cards, longer final words, the list, deck and ratings options,
and the human players' own vocabularies."""

from __future__ import annotations

from dataclasses import replace

import pytest

from wordtools.engine.protocol import chance
from wordtools.engine.registry import find_game
from wordtools.engine.runner import play_game
from wordtools.errors import IllegalMove
from wordtools.games.letterjam.defaults import GIVER_FAMILIARITY
from wordtools.games.letterjam.game import DECIDE, FINAL
from wordtools.games.letterjam.moves import ClueMove, EndMove, GuessMove, StayMove, WriteMove
from wordtools.games.letterjam.offers import Offer, pick_offer
from wordtools.games.letterjam.strategies import HumanStrategy
from wordtools.games.letterjam.vocab import personal_vocabulary, table_vocabulary


@pytest.fixture
def game(real):
    return find_game("letterjam")


def test_pick_rule_order():
    five = Offer(5, 3, 0, 0, False)
    assert pick_offer([(0, Offer(5, 2, 2, 0, False)), (1, five)], (0, 0, 0, 0), 3) == 1  # helps more
    assert pick_offer([(0, Offer(5, 3, 0, 0, True)), (1, five)], (0, 0, 0, 0), 3) == 1  # no wildcard
    assert pick_offer([(0, five), (1, Offer(7, 3, 1, 0, False))], (0, 0, 0, 0), 3) == 1  # a stand advances
    assert pick_offer([(0, Offer(5, 3, 0, 1, False)), (1, five)], (0, 0, 0, 0), 3) == 1  # keeps bonus letters
    assert pick_offer([(0, five), (1, five)], (1, 0, 0, 0), 3) == 1  # gave fewer clues
    assert pick_offer([(0, five), (2, five)], (0, 0, 0, 0), 1) == 2  # next after the last giver
    assert pick_offer([(0, None), (1, None)], (0, 0), 1) is None


def test_offers_are_said_aloud_only(game):
    state = game.setup({"players": 4, "lang": "es"}, 7)
    first = game.to_move(state)[0]
    clue = next(m for m in game.legal_moves(state, first) if isinstance(m, ClueMove))
    state = game.step(state, clue, first).state
    view = game.view(state, game.to_move(state)[0])
    assert view.offers == ((first, Offer.of(clue)),)
    assert clue.word not in repr(view.offers)
    for seat in game.to_move(state):
        state = game.step(state, EndMove(), seat).state
    assert state.phase == DECIDE and state.clues[-1].word == clue.word and state.giver == first


def test_extra_card_guess_is_a_choice(game):
    state = game.setup({"players": 2, "lang": "es"}, 3)
    # Player 2 is past the row with an extra card; player 1 uses it in a clue.
    state = replace(state, pos=(0, 5), extra=(None, "e"))
    offer = ClueMove("e", ("P2",))
    after = game.step(game.step(state, offer, 0).state, EndMove(), 1).state
    assert after.phase == DECIDE and after.used_extra == (1,)
    assert game.view(after, 1).may_guess_extra
    kept = game.step(after, StayMove(), 1).state  # waits for more clues
    assert kept.extra[1] == "e" and kept.sheets[1][5] == ("?",) and kept.bonus == ()
    guessed = game.step(after, GuessMove("e"), 1).state
    assert guessed.bonus == ("e",) and guessed.extra[1] == after.deck[0] and guessed.deck == after.deck[1:]


def test_bonus_letters_lengthen_the_final_word(game):
    state = game.setup({"players": 2, "lang": "es"}, 3)
    row = tuple("calor")
    state = replace(
        state,
        phase=FINAL,
        pending=(0, 1),
        rows=(row, state.rows[1]),
        words=("calor", state.words[1]),
        bonus=("l",),
        green=2,
        centre=0,
    )
    move = WriteMove("collar", ("1", "4", "3", "+l", "2", "5"))
    after = game.step(state, move, 0).state
    result = game.word_result(after, 0)
    assert result["correct"] and result["points"] == 18  # the rulebook's CALOR -> COLLAR: 15 + 1 + 2
    assert after.bonus == ()


def test_list_option_is_what_the_rules_judge_on(game):
    # 'avda' (an abbreviation) is in the broad list only. Seats 2-4 show A, V, D.
    for list_name, legal in (("broad", True), ("strict", False)):
        state = game.setup({"players": 4, "lang": "es", "list": list_name}, 7)
        rows = (state.rows[0], ("a",) + state.rows[1][1:], ("v",) + state.rows[2][1:], ("d",) + state.rows[3][1:])
        state = replace(state, rows=rows)
        move = ClueMove("avda", ("P2", "P3", "P4", "P2"))
        if legal:
            game.check(state, 0, move)
        else:
            with pytest.raises(IllegalMove, match="not a word of the strict list"):
                game.check(state, 0, move)
    assert game.lexicon_id({"lang": "es", "list": "strict"}) != game.lexicon_id({"lang": "es", "list": "broad"})
    assert game.lexicon_id({"lang": "es", "deck": "es"}) != game.lexicon_id({"lang": "en", "deck": "en"})


def test_outcome_rated_on_the_player_count_card(game, tmp_path):
    record = play_game(game, {"players": 2, "lang": "es"}, 1, ["perfect"])
    total = record.outcome.details["total"]
    from wordtools.games.letterjam.deck import rating_for

    assert record.outcome.details["rating"] == rating_for(total, 2)
    cards = tmp_path / "cards.txt"
    cards.write_text("2 0 bland\n", encoding="utf-8")
    again = play_game(game, {"players": 2, "lang": "es", "ratings": str(cards)}, 1, ["perfect"])
    assert again.outcome.details["rating"] == "bland"


def test_players_know_different_words_and_givers_offer_table_words(game):
    base = table_vocabulary("es")
    one, two = personal_vocabulary(base, 1), personal_vocabulary(base, 2)
    assert personal_vocabulary(base, 1).by_length[6] == one.by_length[6]  # seeded: the same words
    rare = [k for k, f in base.familiarity[6].items() if f < 0.6]
    assert {k for k in rare if k in one} != {k for k in rare if k in two}
    common = [k for k, f in base.familiarity[5].items() if f >= 0.99]
    assert sum(k in one for k in common) / len(common) > 0.98
    state = game.setup({"players": 4, "lang": "es"}, 7)
    for seat in game.to_move(state):
        move = HumanStrategy(game, seat, chance(7, "strategy", seat)).choose(game.view(state, seat))
        if isinstance(move, ClueMove):
            assert base.familiar(move.word) >= GIVER_FAMILIARITY
