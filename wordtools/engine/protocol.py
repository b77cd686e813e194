"""What every game implements, so that play, simulate, logs and validate work once for all.

A game is a :class:`Game` subclass with five rule functions, after DESIGN.md:

- ``setup(options, seed) -> state``: the start position. ``options`` is a plain
  dict (``players``, ``lang`` and the game's own keys, all JSON values), so it
  can be written to a log header and read back.
- ``legal_moves(state, player)``: a generator of the moves *player* may make now.
- ``apply(state, move) -> state``: a new state; the old one is untouched
  (states and moves are frozen dataclasses).
- ``outcome(state)``: ``None`` while the game runs, then an :class:`Outcome`.
- ``view(state, player)``: what *player* may see (Letter Jam hides your own
  letters, WordOn hides the other racks). Strategies only ever get views.

plus ``to_move(state)`` (the seat that acts next), ``parse_move(text)`` (moves
round-trip: ``parse_move(str(m)) == m``) and ``describe(state, move, after)``
(the log line's details: score change and what the rulebook lets others see).

Chance (shuffles, draws) must come from :func:`chance`, seeded from the game's
seed and a label, never from global random state: the same seed then gives the
same game in any process, on any machine.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Iterator

from .options import OptionSchema, lang_option, players_option


def chance(seed: int | str, *labels: object) -> random.Random:
    """A random generator determined only by *seed* and *labels*.

    ``random.Random`` seeded with a str hashes it with SHA-512: stable across
    processes and machines (unlike ``hash()``).
    """
    return random.Random(":".join(str(part) for part in (seed, *labels)))


@dataclass(frozen=True)
class Outcome:
    """The end of a game: final score per seat, winning seats, and why it ended."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
    details: dict[str, Any] = field(default_factory=dict, compare=False)

    def to_json(self) -> dict:
        return {"scores": list(self.scores), "winners": list(self.winners), "reason": self.reason, "details": self.details}

    @classmethod
    def from_json(cls, data: dict) -> "Outcome":
        return cls(tuple(data["scores"]), tuple(data["winners"]), data["reason"], data.get("details", {}))


class Strategy(ABC):
    """A player: picks a move from a view. One instance per seat per game."""

    name: str = "strategy"

    def __init__(self, game: "Game", seat: int, rng: random.Random):
        self.game = game
        self.seat = seat
        self.rng = rng

    @abstractmethod
    def choose(self, view: Any) -> Any:
        """The move to make, chosen only from what *view* shows."""


class Game(ABC):
    """The rules of one game. A row in :mod:`wordtools.games.table` makes it known by name."""

    name: str = ""
    aliases: tuple[str, ...] = ()
    version: str = "1"
    cooperative: bool = False
    # strategy name -> Strategy subclass; the first one is the default.
    strategies: dict[str, type[Strategy]] = {}

    # Set from the game table row (see :mod:`wordtools.engine.registry`).
    option_schema: OptionSchema = OptionSchema((players_option(2, 4, 2), lang_option()))

    @property
    def min_players(self) -> int:
        return int(self.option_schema.get("players").low or 1)

    @property
    def max_players(self) -> int:
        return int(self.option_schema.get("players").high or 1)

    @property
    def default_players(self) -> int:
        return int(self.option_schema.get("players").default)

    def default_options(self) -> dict:
        """Options a game starts from: its schema's defaults."""
        return self.option_schema.defaults()

    @abstractmethod
    def setup(self, options: dict, seed: int) -> Any: ...

    @abstractmethod
    def legal_moves(self, state: Any, player: int) -> Iterator[Any]: ...

    @abstractmethod
    def apply(self, state: Any, move: Any) -> Any: ...

    @abstractmethod
    def outcome(self, state: Any) -> Outcome | None: ...

    @abstractmethod
    def view(self, state: Any, player: int) -> Any: ...

    @abstractmethod
    def to_move(self, state: Any) -> int: ...

    @abstractmethod
    def parse_move(self, text: str) -> Any: ...

    def is_legal(self, state: Any, move: Any) -> bool:
        """Whether *move* is legal now (override when listing every move is costly)."""
        return any(m == move for m in self.legal_moves(state, self.to_move(state)))

    def describe(self, state: Any, move: Any, after: Any) -> dict:
        """Details for the move's log line: ``score`` change and public information."""
        return {}

    def render(self, state: Any) -> str:
        """A readable picture of the position (for ``wordtools play``)."""
        return ""

    def shows_position_after(self, state: Any, move: Any, after: Any) -> bool:
        """Whether ``wordtools play`` draws the position after *move* (Montage: after each
        placed word); ``--boards`` draws it after every move."""
        return False

    def narrate(self, state: Any, move: Any, after: Any) -> str:
        """One readable line about *move* (for ``wordtools play``)."""
        return str(move)

    def lexicon_id(self, options: dict) -> str:
        """Checksum of the word list the game uses (recorded in log headers)."""
        return ""
