"""The toy games (engine_toy.py) are registered for each engine test module and
removed afterwards, so other test folders see only the real games."""

from __future__ import annotations

import pytest
from engine_toy import LEXICON, EndlessNim, Nim

from wordtools.engine import find_game, register_game
from wordtools.engine.registry import unregister_game

TOY_GAMES = (Nim, EndlessNim)


@pytest.fixture(autouse=True, scope="module")
def toy_games():
    for cls in TOY_GAMES:
        register_game(cls)
    yield
    for cls in TOY_GAMES:
        unregister_game(cls)


@pytest.fixture
def nim():
    return find_game("toynim")


@pytest.fixture
def changed_lexicon(monkeypatch):
    """Stand for a different word list than the one the logs were written with."""
    monkeypatch.setitem(LEXICON, "id", "toy-lexicon-2")
