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
