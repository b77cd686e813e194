"""The toy games (engine_toy.py) are registered for each engine test module and
removed afterwards, so other test folders see only the real games."""

from __future__ import annotations

import pytest
from engine_toy import ENDLESS_ROW, LEXICON, NIM_ROW

from wordtools.engine import find_game
from wordtools.games.table import add_game, remove_game

TOY_ROWS = (NIM_ROW, ENDLESS_ROW)


@pytest.fixture(autouse=True, scope="module")
def toy_games():
    for row in TOY_ROWS:
        add_game(row)
    yield
    for row in TOY_ROWS:
        remove_game(row.name)


@pytest.fixture
def nim():
    return find_game("toynim")


@pytest.fixture
def changed_lexicon(monkeypatch):
    """Stand for a different word list than the one the logs were written with."""
    monkeypatch.setitem(LEXICON, "id", "toy-lexicon-2")
