"""The answer model: odds move the right way; knock order follows the rulebook."""

from hypothesis import given
from hypothesis import strategies as st

from wordtools.engine.protocol import chance
from wordtools.games.montage.model import TOGETHER, knows_probability, resolve_clue

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
        assert not result.answers[0][1]
        backup = result.answers[1][0]
        assert (backup == partner) == (first != partner)
    if result.winner is not None:
        assert (result.winner, True) in result.answers


def test_easy_words_are_mostly_won_hard_ones_mostly_lost():
    def wins(zipf, rivals):
        return sum(resolve_clue(chance(s, "rate"), 0, zipf, rivals).winner is not None for s in range(400))

    assert wins(5.0, 10) > 300
    assert wins(1.5, 5000) < 100
