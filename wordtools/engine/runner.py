"""Play one whole game: strategies choose, the runner checks and records.

Start at :func:`play_game`. It resolves the options and the strategy of each
seat, then loops until :meth:`Game.outcome` says the game is over: each seat
that may act now (:meth:`Game.to_move`, asked in that order) gets its *view*
(never the state), its strategy chooses (or passes, when several may act),
the rules check the move (:meth:`Game.check`) and apply it once
(:meth:`Game.apply`), and the runner records one log line per move (``n``,
``seat``, ``move`` as text, plus the transition's details).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import __version__
from ..errors import BadGameSetup, BadInput, GameTooLong, IllegalMove, ProtocolError
from .protocol import Checked, Game, Outcome, Strategy, Transition, chance

# Keys the runner writes on every move line; a transition's details must not use them.
RESERVED_KEYS = ("type", "n", "seat", "move")
DEFAULT_MAX_MOVES = 10_000


@dataclass
class GameRecord:
    """One played game: the log header, one dict per move, and the outcome."""

    header: dict
    moves: list[dict] = field(default_factory=list)
    outcome: Outcome | None = None

    def lines(self) -> list[dict]:
        """The JSON-lines log as dicts: header, moves, outcome (see :mod:`.log`)."""
        out = [{"type": "header", **self.header}]
        out += [{"type": "move", **m} for m in self.moves]
        if self.outcome is not None:
            out.append({"type": "outcome", **self.outcome.to_json(), "moves": len(self.moves)})
        return out


def resolve_options(game: Game, options: dict | None = None, *, from_text: bool = False) -> dict:
    """The game's default options updated with *options*, each checked by the game's schema.

    The result is what ``setup`` receives and what the log header records. With
    *from_text*, text values are read by each option's type (``--option length=6``).
    """
    full = game.option_schema.resolve(options, from_text=from_text)
    players = full.get("players")
    if not isinstance(players, int) or not game.min_players <= players <= game.max_players:
        raise BadGameSetup(f"{game.name} is for {game.min_players} to {game.max_players} players, not {players!r}")
    try:
        # Exactly what a log header reads back as (tuples become lists), so a
        # replay sets the game up with the very same values.
        settled: dict = json.loads(json.dumps(full))
        return settled
    except (TypeError, ValueError) as exc:
        raise BadInput(f"options must be plain JSON values: {exc}") from None


def resolve_strategies(game: Game, names: Sequence[str] | None, players: int) -> list[str]:
    """One strategy name per seat: none given = the game's default for every seat,
    one name = that for every seat, else exactly one per seat."""
    if not game.strategies:
        raise ProtocolError(f"{game.name} defines no strategies")
    names = list(names or [next(iter(game.strategies))])
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise BadInput(f"give one strategy for all seats or one per seat ({players}), not {len(names)}")
    for name in names:
        if name not in game.strategies:
            raise BadInput(f"unknown strategy {name!r} for {game.name}: choose one of {', '.join(game.strategies)}")
    return names


def make_header(game: Game, options: dict, seed: int, strategies: list[str]) -> dict:
    """The log header: everything validate needs to replay the game."""
    return {
        "game": game.name,
        "version": game.version,
        "wordtools": __version__,
        "options": options,
        "seed": seed,
        "strategies": strategies,
        "lexicon": game.lexicon_id(options),
    }


def move_details(game: Game, transition: Transition) -> dict:
    """A transition's details as they read back from JSON (tuples become lists)."""
    details = transition.details
    clash = set(details) & set(RESERVED_KEYS)
    if clash:
        raise ProtocolError(f"{game.name}: a move's details must not use the keys {sorted(clash)}")
    plain: dict = json.loads(json.dumps(details))
    return plain


# on_move(line, state before, checked move, transition)
Observer = Callable[[dict, Any, Checked, Transition], None]


def play_game(
    game: Game,
    options: dict | None = None,
    seed: int = 0,
    strategy_names: Sequence[str] | None = None,
    *,
    max_moves: int = DEFAULT_MAX_MOVES,
    on_move: Observer | None = None,
    players: Mapping[int, Strategy] | None = None,
) -> GameRecord:
    """Play one game to its end and return its record.

    Each seat's strategy gets ``chance(seed, "strategy", seat)`` as its random
    generator, so the same seed, options and strategies give the same game.
    *players* replaces the strategy of some seats (a person at the terminal);
    the log still names the seat's strategy from *strategy_names*.
    ``on_move(line, state, checked, transition)`` is called after each move with
    its log line (the ``play`` command uses it to narrate). Raises
    :class:`IllegalMove` (with the rule's reason) when a strategy picks an
    illegal move and :class:`GameTooLong` past *max_moves*.
    """
    options = resolve_options(game, options)
    names = resolve_strategies(game, strategy_names, options["players"])
    seats: list[Strategy] = [
        game.strategies[name](game, seat, chance(seed, "strategy", seat)) for seat, name in enumerate(names)
    ]
    for seat, player in (players or {}).items():
        seats[seat] = player
    record = GameRecord(make_header(game, options, seed, names))
    state = game.setup(options, seed)
    while game.outcome(state) is None:
        moved = False
        for seat in game.to_move(state):
            if game.outcome(state) is not None or seat not in game.to_move(state):
                continue  # an earlier seat's move in this round changed who may act
            n = len(record.moves) + 1
            if n > max_moves:
                raise GameTooLong(f"{game.name} (seed {seed}) did not end within {max_moves} moves")
            move = seats[seat].choose(game.view(state, seat))
            if move is None:
                continue
            try:
                checked = game.check(state, seat, move)
            except IllegalMove as exc:
                raise IllegalMove(
                    f"{game.name} (seed {seed}): strategy {names[seat]!r} (seat {seat}) chose illegal move "
                    f"{move} at move {n}: {exc}"
                ) from None
            transition = game.apply(state, checked)
            line = {"n": n, "seat": seat, "move": str(move), **move_details(game, transition)}
            record.moves.append(line)
            if on_move is not None:
                on_move(line, state, checked, transition)
            state = transition.state
            moved = True
        if not moved and game.outcome(state) is None:
            raise ProtocolError(f"{game.name} (seed {seed}): every seat that may act passed; the game cannot go on")
    record.outcome = game.outcome(state)
    return record
