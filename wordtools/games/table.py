"""The game table: every game of the toolkit, one row each (python-chess's ``VARIANTS``).

A row names the game, its aliases, a one-line summary, its strategies (the
first is the default) and where its parts live inside its package, as
``"module:attribute"`` references that load only when used, so listing the
games (``--help``) imports nothing heavy. The engine registry, the command
line, ``batch`` and the tests all read this table; adding a game is a new
package under ``wordtools/games/`` plus one row here (or :func:`add_game`
from a plugin or a test).

A game package provides, by the row's references:

- ``rules``: the :class:`~wordtools.engine.protocol.Game` subclass;
- ``strategies``: a dict strategy name -> :class:`~wordtools.engine.protocol.Strategy` subclass;
- ``options``: its :class:`~wordtools.engine.options.OptionSchema`;
- ``cli`` (optional): its click group, ``wordtools GAME ...``;
- ``batch`` (optional): a dict of batch operation name -> function(query) -> dict.
"""

from __future__ import annotations

import importlib
from typing import Any, NamedTuple


class GameRow(NamedTuple):
    """One game: names, summary, strategy names and lazy references into its package."""

    name: str
    package: str
    summary: str
    aliases: tuple[str, ...] = ()
    strategies: tuple[str, ...] = ()
    rules: str = "game:Rules"
    strategy_classes: str = "strategies:STRATEGIES"
    options: str = "options:OPTIONS"
    cli: str | None = "cli:group"
    batch: str | None = None

    def load(self, reference: str) -> Any:
        """The object a ``"module:attribute"`` reference inside the package names."""
        module_name, _, attribute = reference.partition(":")
        module = importlib.import_module(f"{self.package}.{module_name}" if module_name else self.package)
        return getattr(module, attribute)

    def names(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)


GAME_TABLE: list[GameRow] = [
    GameRow(
        name="letterjam",
        package="wordtools.games.letterjam",
        summary="Letter Jam (Macedonia de letras): clues, deductions, deals and scores",
        aliases=("macedonia", "letter-jam"),
        strategies=("human", "perfect", "simple"),
        rules="game:LetterJam",
        cli="cli:letterjam",
        batch="batch:OPERATIONS",
    ),
    GameRow(
        name="wordon",
        package="wordtools.games.wordon",
        summary="WordOn: the best word for a rack, the extra tiles and a board row",
        aliases=("word-on",),
        strategies=("greedy", "smart", "human"),
        rules="game:WordOn",
        cli="cli:wordon",
        batch="batch:OPERATIONS",
    ),
    GameRow(
        name="montage",
        package="wordtools.games.montage",
        summary="Montage: words that fit a colour pattern, and the partnership game",
        aliases=("montaje",),
        strategies=("smart", "random"),
        rules="game:Montage",
        cli="cli:montage",
        batch="batch:OPERATIONS",
    ),
    GameRow(
        name="pictomania",
        package="wordtools.games.pictomania",
        summary="Pictomania: bilingual decks of alike clues (generate, check, print) and the drawing game",
        strategies=("careful", "quick"),
        rules="game:Pictomania",
        cli="cli:pictomania",
        batch="batch:OPERATIONS",
    ),
    GameRow(
        name="macroscope",
        package="wordtools.games.macroscope",
        summary="Macroscope: decks of drawable subjects, how soon windows give a word away, and the game",
        aliases=("macroscopio",),
        strategies=("careful", "bold"),
        rules="game:Macroscope",
        cli="cli:macroscope",
        batch="batch:OPERATIONS",
    ),
]


def add_game(row: GameRow) -> None:
    """Add (or replace) a row: how a plugin or a test brings in a game."""
    remove_game(row.name)
    GAME_TABLE.append(row)


def remove_game(name: str) -> None:
    """Drop the row called *name* (no error when there is none)."""
    GAME_TABLE[:] = [row for row in GAME_TABLE if row.name != name]


def find_row(name: str) -> GameRow | None:
    """The row whose name or alias is *name* (case-insensitive), or ``None``."""
    wanted = name.lower()
    for row in GAME_TABLE:
        if wanted in (n.lower() for n in row.names()):
            return row
    return None
