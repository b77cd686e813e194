from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordtools.errors import BadGameSetup
from wordtools.games.letterjam.deal import deal
from wordtools.games.letterjam.deck import load_deck, setup_card


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["es", "en"]), st.integers(2, 6), st.integers(0, 10_000))
def test_no_card_is_used_twice(lang, players, seed):
    deck = load_deck(lang)
    dealt = deal(deck, players, 5, seed)
    everything = (
        Counter("".join(dealt.words)) + Counter("".join("".join(s) for s in dealt.npc_stacks)) + Counter(dealt.deck)
    )
    assert everything == deck.counter()
    assert [sorted(r) for r in dealt.rows] == [sorted(w) for w in dealt.words]
    assert tuple(len(s) for s in dealt.npc_stacks) == setup_card(players).npc_stacks


def test_same_seed_same_deal_and_common_words(real):
    deck = load_deck("es")
    assert deal(deck, 4, 5, 7) == deal(deck, 4, 5, 7)
    assert deal(deck, 4, 5, 7) != deal(deck, 4, 5, 8)
    from wordtools.lexicon import get_lexicon

    strict = get_lexicon("es", "strict")
    assert all(strict.best_zipf(w) >= 3.0 for w in deal(deck, 4, 5, 7).words)


def test_impossible_deals():
    with pytest.raises(BadGameSetup, match="need 66 cards"):
        deal(load_deck("es"), 6, 11, 0)
    with pytest.raises(BadGameSetup, match="2 to 6 players"):
        deal(load_deck("es"), 1, 5, 0)


def test_secret_candidates_are_kept_and_follow_the_denylist(tiny, tmp_path, monkeypatch):
    from wordtools.games.letterjam import deal as module
    from wordtools.lexicon.index.store import open_index

    deck = load_deck("es")
    built = module.secret_candidates(deck, 5)  # the index built now, in memory: nothing kept beside it
    assert built == ["actor", "calor", "coral", "corta", "ninfa", "sabor"]
    tiny.cache_clear()
    open_index.cache_clear()  # as the next process: the index mapped from the cache
    assert module.secret_candidates(deck, 5) == built
    # the next call maps what that one kept: no secret word is looked for again
    monkeypatch.setattr(module, "secret_words", lambda *args: pytest.fail("built again"))
    assert module.secret_candidates(deck, 5) == built
    monkeypatch.undo()
    # a changed denylist is another file to keep: built anew
    denylist = tmp_path / "data" / "letterjam" / "rude.txt"
    denylist.parent.mkdir(parents=True)
    denylist.write_text("es calor\n", encoding="utf-8")
    monkeypatch.setattr(module, "data_path", lambda *parts: tmp_path.joinpath("data", *parts))
    module.rude_keys.cache_clear()
    try:
        assert module.secret_candidates(deck, 5) == [k for k in built if k != "calor"]
        assert module.secret_candidates(deck, 5, allow_rude=True) == built
    finally:
        module.rude_keys.cache_clear()
