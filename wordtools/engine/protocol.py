"""What every game implements, so that play, simulate, logs and validate work once for all.

A game is a :class:`Game` subclass, typed by its state, move and view types,
with these rule functions (protocol v2; docs/architecture.md shows where it sits):

- ``setup(options, seed) -> state``: the start position. ``options`` has been
  checked against the game's :class:`~.options.OptionSchema` (its row in the
  game table names it), so every key is known and every value allowed.
- ``to_move(state) -> tuple of seats``: the seats that may act now, in the
  order the runner asks them (one seat in turn-based games; several when
  players act at once or may act out of turn). A strategy asked when several
  seats may act may return ``None`` to let the moment pass.
- ``legal_moves(state, seat)``: a generator of the moves *seat* may make now.
- ``check(state, seat, move) -> Checked``: the move checked against the rules,
  carrying whatever the check computed (a WordOn play's score); or
  :class:`~wordtools.errors.IllegalMove` with the rule's reason.
- ``apply(state, checked) -> Transition``: trusts the check; returns the new
  state (the old one is untouched: states and moves are frozen dataclasses),
  the log line's details (score change, what the rulebook lets others see) and
  one readable line of narration. Computed once per move.
- ``outcome(state)``: ``None`` while the game runs, then an :class:`Outcome`.
- ``view(state, seat)``: what *seat* may see (Letter Jam hides your own
  letters, WordOn hides the other racks). Strategies only ever get views.
- ``parse_move(text)``: moves round-trip, ``parse_move(str(m)) == m``.

Chance (shuffles, draws) must come from :func:`~wordtools.seeding.chance`, seeded from the game's
seed and a label, never from global random state: the same seed then gives the
same game in any process, on any machine.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from ..errors import IllegalMove
from ..seeding import chance
from .options import OptionSchema, lang_option, players_option

# The strategy name a log gives a seat played by a person at the terminal (``play --human``).
PERSON = "person"

__all__ = ["PERSON", "Checked", "Game", "Outcome", "Strategy", "Transition", "chance"]

S = TypeVar("S")  # a game's state
M = TypeVar("M")  # a game's move
V = TypeVar("V")  # what one seat sees


@dataclass(frozen=True)
class Outcome:
    """The end of a game: final score per seat, winning seats, and why it ended."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
    details: dict[str, Any] = field(default_factory=dict, compare=False)

    def to_json(self) -> dict:
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "reason": self.reason,
            "details": self.details,
        }

    @classmethod
    def from_json(cls, data: dict) -> Outcome:
        return cls(tuple(data["scores"]), tuple(data["winners"]), data["reason"], data.get("details", {}))


@dataclass(frozen=True)
class Checked(Generic[M]):
    """A move the rules accepted: who makes it, the move, and what the check found
    (the game's own facts, handed to :meth:`Game.apply` so nothing is computed twice)."""

    seat: int
    move: M
    facts: Any = None


@dataclass(frozen=True)
class Transition(Generic[S]):
    """What a move did: the new state, the log line's details and one line of narration."""

    state: S
    details: dict[str, Any] = field(default_factory=dict)
    text: str = ""


class Strategy(ABC, Generic[V, M]):
    """A player: picks a move from a view. One instance per seat per game."""

    name: str = "strategy"

    def __init__(self, game: Game, seat: int, rng: random.Random):
        self.game = game
        self.seat = seat
        self.rng = rng

    @abstractmethod
    def choose(self, view: V) -> M | None:
        """The move to make, chosen only from what *view* shows (``None``: pass, when allowed)."""


class Game(ABC, Generic[S, M, V]):
    """The rules of one game. A row in :mod:`wordtools.games.table` makes it known by name."""

    name: str = ""
    aliases: tuple[str, ...] = ()
    version: str = "1"
    cooperative: bool = False
    # strategy name -> Strategy subclass, the default first (set from the game table).
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
    def setup(self, options: dict, seed: int) -> S: ...

    @abstractmethod
    def to_move(self, state: S) -> tuple[int, ...]: ...

    @abstractmethod
    def legal_moves(self, state: S, seat: int) -> Iterator[M]: ...

    def check(self, state: S, seat: int, move: M) -> Checked[M]:
        """*move* by *seat* checked against the rules, or :class:`IllegalMove` with the reason.

        This default accepts exactly what :meth:`legal_moves` lists; games
        override it to say which rule a move breaks.
        """
        self.check_turn(state, seat)
        if not any(m == move for m in self.legal_moves(state, seat)):
            raise IllegalMove(f"{move} is not a legal move now")
        return Checked(seat, move)

    def check_turn(self, state: S, seat: int) -> None:
        """:class:`IllegalMove` unless *seat* may act now."""
        seats = self.to_move(state)
        if seat not in seats:
            if not seats:
                raise IllegalMove("the game is over")
            who = " or ".join(f"P{s + 1}" for s in seats)
            raise IllegalMove(f"it is {who}'s turn, not P{seat + 1}'s")

    @abstractmethod
    def apply(self, state: S, checked: Checked[M]) -> Transition[S]: ...

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None: ...

    @abstractmethod
    def view(self, state: S, seat: int) -> V: ...

    @abstractmethod
    def parse_move(self, text: str) -> M: ...

    def step(self, state: S, move: M, seat: int | None = None) -> Transition[S]:
        """Check and apply *move* in one call (for tests and tools): *seat* defaults
        to the only seat that may act."""
        if seat is None:
            seats = self.to_move(state)
            seat = seats[0] if len(seats) == 1 else -1
            if seat < 0:
                self.check_turn(state, seat)  # raises: the game is over, or several may act
        return self.apply(state, self.check(state, seat, move))

    def is_legal(self, state: S, seat: int, move: M) -> bool:
        """Whether :meth:`check` accepts *move* by *seat*."""
        try:
            self.check(state, seat, move)
        except IllegalMove:
            return False
        return True

    def render(self, state: S) -> str:
        """A readable picture of the position (for ``wordtools play``)."""
        return ""

    def describe(self, view: V) -> str | None:
        """What one seat sees, in words, for a person at the table (``play --human``, the served
        game page's log); ``None``: the seat's view is drawn from its fields."""
        return None

    def shows_position_after(self, state: S, checked: Checked[M], after: S) -> bool:
        """Whether ``wordtools play`` draws the position after this move (Montage: after each
        placed word); ``--boards`` draws it after every move."""
        return False

    def lexicon_id(self, options: dict) -> str:
        """Checksum of the word list the game uses (recorded in log headers)."""
        return ""
