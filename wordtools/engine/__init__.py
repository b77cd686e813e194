"""The engine: one protocol for every game, plus the runner, logs and validation.

Start with :mod:`.protocol` (what a game implements) and :mod:`.registry`
(how games are found by name, from the game table :mod:`wordtools.games.table`); then :mod:`.runner` (one game),
:mod:`.log` (its JSON-lines log), :mod:`.validate` (replaying a log) and
:mod:`.simulate` (many seeded games, on a process pool or a Dask cluster).
"""

from .protocol import Game, Outcome, Strategy, chance
from .registry import find_game, game_names
from .runner import GameRecord, play_game

__all__ = [
    "Game",
    "GameRecord",
    "Outcome",
    "Strategy",
    "chance",
    "find_game",
    "game_names",
    "play_game",
]
