"""Montage's values: the table (:class:`State`), what a seat sees (:class:`View`), moves, turns.

Every other module of the game reads these; this one imports none of them
but the board, the colours and the answer model, so imports run one way:
state -> open_words -> game, show, strategies.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ...errors import InvalidMove
from ...lexicon import Lexicon, get_lexicon
from .board import name, parse_circle
from .colours import Colours, load_colours
from .model import ClueResult
from .rules import Chips

SEATS = ("South", "West", "North", "East")
RUN_NAMES = {1: "singlet", 2: "doublet", 3: "triplet", 4: "quadruplet"}


@dataclass(frozen=True)
class Move:
    """The Quizzer's word: from circle *start* to circle *end*."""

    start: int
    end: int
    word: str

    def __str__(self) -> str:
        return f"{name(self.start)}-{name(self.end)} {self.word}"

    @classmethod
    def parse(cls, text: str) -> Move:
        where, _, word = text.strip().partition(" ")
        first, dash, last = where.partition("-")
        if not dash or not word.strip():
            raise InvalidMove(f"a Montage move is 'START-END WORD', e.g. 'h8-l8 knife'; got {text!r}")
        try:
            return cls(parse_circle(first), parse_circle(last), word.strip())
        except InvalidMove:
            raise
        except ValueError as exc:
            raise InvalidMove(str(exc)) from None


@dataclass(frozen=True)
class Turn:
    """What the last clue did (for narrate and describe)."""

    quizzer: int
    move: Move
    chips_before: int
    rivals: int
    zipf: float
    result: ClueResult
    side: int | None  # partnership that won the word
    new_cells: tuple[int, ...]
    zones_won: tuple[int, ...]
    keeps_clock: bool
    laid: str = ""  # the word laid (folded): the Quizzer's, or an alternative correct answer


@dataclass(frozen=True)
class State:
    lang: str
    list_name: str
    pattern: str
    pips: frozenset[int]
    colours_file: str | None
    championship: bool
    seed: int
    chips: Chips
    owners: tuple[int | None, ...]
    placed: tuple[str, ...]  # folded keys of the words on the board
    quizzer: int
    turn: int = 0
    stuck: bool = False  # nobody can lay any word any more
    last: Turn | None = field(default=None, compare=False)


@dataclass(frozen=True)
class View:
    """What a seat sees: the whole table (everything on a Montage table is public)
    but the game's seed, which would tell the answers to come."""

    seat: int
    lang: str
    list_name: str
    pattern: str
    pips: frozenset[int]
    colours_file: str | None
    championship: bool
    chips: Chips
    owners: tuple[int | None, ...]
    placed: tuple[str, ...]
    quizzer: int
    turn: int
    stuck: bool
    last: Turn | None = field(default=None, compare=False)

    @classmethod
    def of(cls, state: State, seat: int) -> View:
        return cls(
            seat,
            state.lang,
            state.list_name,
            state.pattern,
            state.pips,
            state.colours_file,
            state.championship,
            state.chips,
            state.owners,
            state.placed,
            state.quizzer,
            state.turn,
            state.stuck,
            state.last,
        )


@lru_cache(maxsize=16)
def _colour_context(
    colours_file: str | None, lexicon: Lexicon
) -> tuple[Colours, tuple[frozenset[str], ...], dict[str, int]]:
    colours = load_colours(colours_file)
    return colours, colours.sets(lexicon.alphabet), colours.table(lexicon.alphabet)


def lexicon_of(state: State | View) -> Lexicon:
    return get_lexicon(state.lang, state.list_name)


def colour_context(state: State | View) -> tuple[Colours, tuple[frozenset[str], ...], dict[str, int]]:
    """(Colours, letters per colour, letter -> colour) of the state's game."""
    return _colour_context(state.colours_file, lexicon_of(state))
