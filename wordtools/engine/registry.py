"""Games found by name: ``find_game("letterjam")``, with aliases, from the game table.

The rows live in :mod:`wordtools.games.table`; a game's package is imported
only when the game is asked for, so ``wordtools --help`` stays fast.
:func:`find_game` builds the rules object once per process and attaches what
the row says: its strategies (by name, the default first) and its option schema.
"""

from __future__ import annotations

from ..errors import BadInput, ProtocolError
from ..games.table import GAME_TABLE, GameRow, find_row
from .protocol import Game

_LOADED: dict[str, tuple[GameRow, Game]] = {}


def load_game(row: GameRow) -> Game:
    """The rules object of *row*, with its strategies and options attached (cached per row)."""
    cached = _LOADED.get(row.name)
    if cached is not None and cached[0] is row:
        return cached[1]
    rules_class = row.load(row.rules)
    game = rules_class()
    strategies = dict(row.load(row.strategy_classes))
    order = [name for name in row.strategies if name in strategies]
    missing = [name for name in row.strategies if name not in strategies]
    if missing or not order:
        raise ProtocolError(f"game table row {row.name!r} names strategies its package lacks: {missing or 'none'}")
    game.name = row.name
    game.aliases = row.aliases
    game.strategies = {name: strategies[name] for name in order}
    game.option_schema = row.load(row.options)
    assert isinstance(game, Game)
    _LOADED[row.name] = (row, game)
    return game


def find_game(name: str) -> Game:
    """The game called *name* (or one of its aliases)."""
    row = find_row(name)
    if row is None:
        raise BadInput(f"unknown game {name!r}: choose one of {', '.join(game_names())}")
    return load_game(row)


def game_names() -> list[str]:
    """Canonical names of the games in the table."""
    return sorted(row.name for row in GAME_TABLE)
