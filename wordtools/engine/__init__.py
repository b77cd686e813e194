"""The engine: one protocol for every game, plus the runner, logs and validation.

Start with :mod:`.protocol` (what a game implements) and :mod:`.registry`
(how games and strategies are found by name).
"""

from .protocol import Game, Outcome, Strategy, chance
from .registry import find_game, game_names, register_game

__all__ = ["Game", "Outcome", "Strategy", "chance", "find_game", "game_names", "register_game"]
