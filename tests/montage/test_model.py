"""The answer model: odds move the right way; knock order follows the rulebook."""

from hypothesis import given
from hypothesis import strategies as st

from wordtools.engine.protocol import chance
from wordtools.games.montage.model import CORRECT, TOGETHER, knows_probability, resolve_clue

ZIPF = st.floats(0, 8)
RIVALS = st.integers(0, 100_000)


@given(ZIPF, ZIPF, RIVALS)
def test_more_frequent_words_are_easier(z1, z2, rivals):
    lo, hi = sorted((z1, z2))
    assert knows_probability(lo, rivals, False) <= knows_probability(hi, rivals, False)


@given(ZIPF, RIVALS, RIVALS)
def test_more_rivals_make_it_harder(zipf, r1, r2):
    lo, hi = sorted((r1, r2))
    assert knows_probability(zipf, hi, False) <= knows_probability(zipf, lo, False)


@given(ZIPF, RIVALS)
def test_the_partner_has_the_edge(zipf, rivals):
    assert knows_probability(zipf, rivals, True) > knows_probability(zipf, rivals, False)


@given(st.integers(0, 10_000), st.integers(0, 3), ZIPF, st.integers(0, 5000))
def test_knock_order(seed, quizzer, zipf, rivals):
    result = resolve_clue(chance(seed, "t"), quizzer, zipf, rivals)
    assert result == resolve_clue(chance(seed, "t"), quizzer, zipf, rivals), "seeded"
    partner = (quizzer + 2) % 4
    knocks = result.knocks
    assert quizzer not in [s for s, _ in knocks]
    assert all(0 <= t < 60 for _, t in knocks) and [t for _, t in knocks] == sorted(t for _, t in knocks)
    if not knocks:
        assert result.answers == () and result.winner is None
        return
    first = result.answers[0][0]
    seats = [s for s, _ in knocks]
    if seats[0] == partner and (len(knocks) == 1 or knocks[1][1] - knocks[0][1] > TOGETHER):
        assert first == partner
    elif len(knocks) == 3 and knocks[2][1] - knocks[1][1] <= TOGETHER:
        assert first != partner
    elif partner in seats[:2]:
        assert first == partner
    else:
        assert first in seats[:2]
    if len(result.answers) == 2:
        assert result.answers[0][1] == "wrong"  # only a wrong answer hands the word on
        backup = result.answers[1][0]
        assert (backup == partner) == (first != partner)
    if result.winner is not None and not result.outright:
        assert result.answers[-1][0] == result.winner and result.answers[-1][1] in CORRECT
    if result.outright:  # the other side than the last answerer's wins
        assert result.answers[-1][1] in ("misfit", "bluff")
        assert result.winner % 2 != result.answers[-1][0] % 2


def test_easy_words_are_mostly_found_hard_ones_mostly_not():
    def wins(zipf, rivals):
        return sum(
            any(kind == "right" for _, kind in resolve_clue(chance(s, "rate"), 0, zipf, rivals).answers)
            for s in range(400)
        )

    assert wins(5.0, 10) > 300
    assert wins(1.5, 5000) < 100


# -- the rulebook's "Y si" clauses and alternative answers (montage_es.txt) ---------------------


def _first_result(kind, quizzer=0, zipf=2.5, rivals=3000):
    """The first seeded clue whose last answer is of *kind* (the model makes every kind)."""
    for seed in range(20_000):
        result = resolve_clue(chance(seed, "y si"), quizzer, zipf, rivals)
        if result.answers and result.answers[-1][1] == kind:
            return result
    raise AssertionError(f"no {kind} answer in 20,000 clues")


def test_an_answer_that_does_not_fit_gives_the_other_side_the_word():
    # "Si la respuesta del Respondedor no puede caber en los círculos ... se considera incorrecta y
    # el otro lado gana la palabra como si ese lado hubiera respondido correctamente."
    result = _first_result("misfit")
    answerer = result.answers[-1][0]
    assert result.outright and result.winner is not None and result.winner % 2 != answerer % 2
    assert not result.alternative


def test_a_bluffing_opponent_who_is_called_gives_the_quizzers_side_the_word():
    # "Un oponente de Quizzer puede farolear golpeando ... Si este oponente es el jugador que es
    # llamado y no responde correctamente o no responde en absoluto, el lado de Quizzer gana la palabra."
    result = _first_result("bluff", quizzer=1)
    assert result.answers[-1][0] in (0, 2)  # an opponent of seat 1 bluffed
    assert result.outright and result.winner == 3  # credited to the Quizzer's partner: the Quizzer's side


def test_an_alternative_answer_that_fits_the_clue_is_correct():
    # "Una respuesta se considera correcta si se ajusta a la pista dada. No tiene por qué ser la
    # misma respuesta que Quizzer tenía en mente."
    result = _first_result("alternative")
    assert result.winner == result.answers[-1][0] and result.alternative and not result.outright
