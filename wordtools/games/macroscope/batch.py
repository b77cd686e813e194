"""Macroscope's batch operations (``wordtools batch``): JSON object in, JSON object out.

Each reads the fields its declaration lists (:mod:`.operations`) and calls the
library function the command calls.
"""

from __future__ import annotations

from ...cli.batch import query_list
from ...cli.query import Query
from .operations import CHECK, DECK, RATE


def deck_from_query(query: Query):
    """The deck ``macroscope deck`` builds from the same fields (a deck download saves it as a file)."""
    from .deck import build_deck

    lang, cards, seed = (query.read(DECK[name]) for name in ("lang", "cards", "seed"))
    return build_deck(lang, cards, seed)


def _macroscope_deck(query: Query) -> dict:
    """{"lang": "es", "cards": 200, "seed": 0}: one object per side, as ``macroscope deck --json``"""
    built = deck_from_query(query)
    return {
        "results": [
            {"card": n, "side": side, **s.to_json()}
            for n, card in enumerate(built.cards, start=1)
            for side, s in zip("AB", card)
        ]
    }


def _macroscope_rate(query: Query) -> dict:
    """{"text": "gato jirafa", "against": "lexicon", "samples": 100, "seed": 0}: as ``macroscope rate --json``
    (the words to rate, separated by spaces, none for the deck's; "list", "kinds" and "words" as the
    lexicon's operations, "deck" a deck file)"""
    from .assess import assess

    names = ("text", "lang", "against", "deck", "samples", "seed", "share", "hidden_length")
    text, lang, against, deck, samples, seed, share, hidden_length = (query.read(RATE[name]) for name in names)
    result = assess(
        text.split(),
        lang,
        against=against,
        deck_path=deck,
        list_name=query_list(query, RATE["list"].default),
        samples=samples,
        seed=seed,
        share=share,
        show_length=not hidden_length,
    )
    return {"results": result.json_rows()}


def _macroscope_check(query: Query) -> dict:
    """{"deck": "deck.csv", "lang": "es"}: the counts and the cards with alike sides, as ``macroscope check --json``
    (an unfit deck is an answer here, with "ok": false; the command exits 3)"""
    from .deck import check_file

    report = check_file(query.read(CHECK["deck"]), query.read(CHECK["lang"]))
    return {"results": [report.to_json()], "ok": report.ok}


OPERATIONS = {
    "macroscope_deck": _macroscope_deck,
    "macroscope_rate": _macroscope_rate,
    "macroscope_check": _macroscope_check,
}
