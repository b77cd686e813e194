"""Macroscope test helpers."""

from __future__ import annotations

import pytest

from wordtools.games.table import GameRow, add_game, find_row, remove_game


@pytest.fixture
def macroscope_cli(cli):
    """The CLI with ``wordtools macroscope`` reachable (its row in the game table)."""
    if find_row("macroscope") is not None:
        yield cli
        return
    # Until the game's rules land, the row holds only the command group.
    add_game(GameRow(name="macroscope", package="wordtools.games.macroscope", summary="Macroscope", cli="cli:macroscope"))
    yield cli
    remove_game("macroscope")
