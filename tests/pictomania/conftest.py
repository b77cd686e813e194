"""Shared fixtures: the shipped inventory, a few seeded decks, and the command line."""

from __future__ import annotations

import pytest

from wordtools.games.pictomania.generate import generate_deck
from wordtools.lexicon.concepts import load_inventory


@pytest.fixture(scope="session")
def inventory():
    return load_inventory()


@pytest.fixture(scope="session")
def deck_es(inventory):
    return generate_deck(99, ("es",), 1, inventory=inventory)


@pytest.fixture(scope="session")
def deck_en(inventory):
    return generate_deck(99, ("en",), 2, inventory=inventory)


@pytest.fixture(scope="session")
def deck_bilingual(inventory):
    return generate_deck(12, ("es", "en"), 3, inventory=inventory)


@pytest.fixture
def pictomania_cli(cli):
    """``cli`` with the pictomania command available (its game table row, or a row for it)."""
    from wordtools.games.table import GameRow, add_game, find_row, remove_game

    added = find_row("pictomania") is None
    if added:
        add_game(GameRow(name="pictomania", package="wordtools.games.pictomania", summary="Pictomania",
                         cli="cli:pictomania"))
    yield cli
    if added:
        remove_game("pictomania")
