"""WordOn: best-move search (:mod:`.search`) and the full game (:mod:`.game`).

Its row in :mod:`wordtools.games.table` makes it known to the engine.
"""

from .board import Board, default_board, load_board, parse_board
from .search import Play, Searcher, find_plays, score_play
from .tiles import format_tiles, parse_tiles, tile_set

__all__ = [
    "Board",
    "Play",
    "Searcher",
    "default_board",
    "find_plays",
    "format_tiles",
    "load_board",
    "parse_board",
    "parse_tiles",
    "score_play",
    "tile_set",
]
