"""Games found by name: ``find_game("letterjam")``, with aliases.

Game modules register themselves on import; :func:`find_game` imports the
known game modules lazily so ``wordtools --help`` stays fast.
"""

from __future__ import annotations

import importlib

from ..errors import BadInput
from .protocol import Game

# Modules under wordtools.games that define games.
GAME_MODULES = ("letterjam", "wordon", "montage")
_GAMES: dict[str, Game] = {}


def register_game(cls: type[Game]) -> type[Game]:
    """Class decorator: make *cls* findable by its name and aliases."""
    instance = cls()
    for name in (cls.name, *cls.aliases):
        _GAMES[name.lower()] = instance
    return cls


def unregister_game(cls: type[Game]) -> None:
    """Forget *cls* (its name and aliases): for games defined by tests."""
    for name in (cls.name, *cls.aliases):
        if type(_GAMES.get(name.lower())) is cls:
            del _GAMES[name.lower()]


def _load_all() -> None:
    for module in GAME_MODULES:
        try:
            importlib.import_module(f"wordtools.games.{module}")
        except ModuleNotFoundError as exc:
            if exc.name != f"wordtools.games.{module}":
                raise


def find_game(name: str) -> Game:
    """The game called *name* (or one of its aliases)."""
    _load_all()
    try:
        return _GAMES[name.lower()]
    except KeyError:
        raise BadInput(f"unknown game {name!r}: choose one of {', '.join(game_names())}") from None


def game_names() -> list[str]:
    """Canonical names of the registered games."""
    _load_all()
    return sorted({game.name for game in _GAMES.values()})
