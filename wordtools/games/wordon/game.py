"""WordOn as an engine game: setup, moves, turns, the end and the final deduction.

Start with :class:`WordOn` (the engine protocol of :mod:`wordtools.engine.protocol`).
The rulebook's turn, in the terms of ``wordon_es.txt``:

- the player in turn lays a word from their rack plus the extra-tile zone on
  the row the marker shows, and scores it (see :mod:`.search`); the tiles on
  W cells go to the extra-tile zone for the next player, the others and the
  unused extra tiles leave the game; the player draws back to 7;
- a player who cannot make a word loses the value of the extra tiles (which
  leave the game) and then either pays 1 coin to swap 2 tiles and go on, pays
  2 coins to swap all and go on, or puts 2 random tiles of their rack in the
  extra zone and ends the turn (``drop``);
- the seed chooses the first player ("se elige un jugador inicial de
  cualquier forma"); when every player has played, the marker moves to the
  next row (6 -> 1);
- the game ends once the bag is empty and a player has no tiles, or no player
  can make a word (from their rack and the extra zone as it lies); each player
  then loses the value of the tiles in hand. A player who empties the hand by
  dropping the last tiles still loses their value: the drop does not dodge
  the final deduction.

Every tile is always somewhere: bag + racks + extra zone + removed = 100.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from ...engine.protocol import Checked, Game, Outcome, Transition, chance
from ...errors import BadGameSetup, IllegalMove, InvalidMove
from ...lexicon import get_lexicon
from .board import ROWS, Board, load_board
from .defaults import default_list
from .search import RACK_SIZE, Play, searcher
from .tiles import BLANK, format_tiles, parse_tiles, tile_set

COINS = 3
EXTRA_AT_START = 2
MAX_TURNS = 400  # a safety net; real games end long before


@dataclass(frozen=True)
class Move:
    """``play WORD`` · ``swap TILES`` (1 coin, 2 tiles) · ``swapall`` (2 coins) · ``drop``."""

    kind: str
    word: str = ""  # folded key, for play
    tiles: tuple[str, ...] = ()  # for swap

    def __str__(self) -> str:
        if self.kind == "play":
            return f"play {self.word}"
        if self.kind == "swap":
            return f"swap {format_tiles(self.tiles)}"
        return self.kind


@dataclass(frozen=True)
class State:
    lang: str
    board: Board
    seed: int
    bag: tuple[str, ...]  # drawn from the end
    racks: tuple[tuple[str, ...], ...]
    extra: tuple[str, ...]
    removed: tuple[str, ...]
    scores: tuple[int, ...]
    coins: tuple[int, ...]
    row: int
    seat: int  # to move
    turn: int  # turns finished
    step: int  # moves applied (labels the chance of each move)
    first: int = 0  # the first player: a round ends when the turn comes back to them
    swapped: bool = False  # the player in turn already swapped (the extra zone was charged)
    ended: str = ""  # why the game ended, once it has
    dropped_out: int = -1  # the seat that ended the game by dropping its last tiles (they count against it)
    list_name: str = "strict"  # the word list plays are judged on (the ``list`` option)


@dataclass(frozen=True)
class View:
    """What one player sees: their own rack, the board, the extra zone and public counts."""

    seat: int
    lang: str
    board: Board
    rack: tuple[str, ...]
    extra: tuple[str, ...]
    row: int
    scores: tuple[int, ...]
    coins: tuple[int, ...]
    rack_sizes: tuple[int, ...]
    bag_size: int
    turn: int
    swapped: bool
    list_name: str = "strict"


def _sorted_tiles(tiles) -> tuple[str, ...]:
    return tuple(sorted(tiles))


class WordOn(Game["State", Move, "View"]):
    """WordOn for 2-4 players (see the module docstring)."""

    name = "wordon"
    aliases = ("word-on",)
    # 2: the seed chooses the first player; "nobody can play" checked; no dodging by a drop
    # 3: the ``list`` option (Spanish plays on es/enclitic by default)
    version = "3"

    # -- setup ----------------------------------------------------------------

    def setup(self, options: dict, seed: int) -> State:
        players = options.get("players", self.default_players)
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise BadGameSetup(f"WordOn takes {self.min_players}-{self.max_players} players, not {players}")
        lang = options.get("lang", "es")
        tiles = tile_set(lang)
        board = load_board(options.get("board"))
        bag = tiles.bag()
        chance(seed, "bag").shuffle(bag)
        extra = tuple(bag[-EXTRA_AT_START:])
        del bag[-EXTRA_AT_START:]
        racks = []
        for _ in range(players):
            racks.append(_sorted_tiles(bag[-RACK_SIZE:]))
            del bag[-RACK_SIZE:]
        first = chance(seed, "first player").randrange(players)
        return State(
            lang,
            board,
            seed,
            tuple(bag),
            tuple(racks),
            extra,
            (),
            (0,) * players,
            (COINS,) * players,
            row=1,
            seat=first,
            turn=0,
            step=0,
            first=first,
            list_name=_list_of(options),
        )

    # -- moves ----------------------------------------------------------------

    def _searcher(self, state):
        return searcher(get_lexicon(state.lang, state.list_name), state.board)

    def plays(self, state, top: int | None = None, value=None, min_familiarity: float | None = None) -> list[Play]:
        """The words the player in turn can lay now, best first (at least *min_familiarity* familiar)."""
        rack = state.racks[state.seat] if isinstance(state, State) else state.rack
        return self._searcher(state).plays(rack, state.extra, state.row, top, value, min_familiarity=min_familiarity)

    def legal_moves(self, state: State, player: int) -> Iterator[Move]:
        if state.ended or player != state.seat:
            return
        plays = self.plays(state)
        if plays:
            for p in plays:
                yield Move("play", p.key)
            return
        yield from self._no_word_moves(state)

    def _no_word_moves(self, state: State) -> Iterator[Move]:
        rack = state.racks[state.seat]
        coins = state.coins[state.seat]
        if coins >= 1 and len(rack) >= 2 and state.bag:
            seen = set()
            for i in range(len(rack)):
                for j in range(i + 1, len(rack)):
                    pair = (rack[i], rack[j])
                    if pair not in seen:
                        seen.add(pair)
                        yield Move("swap", tiles=pair)
        if coins >= 2 and rack and state.bag:
            yield Move("swapall")
        yield Move("drop")

    def check(self, state: State, seat: int, move: Move) -> Checked[Move]:
        self.check_turn(state, seat)
        return Checked(seat, move, self._check(state, move))

    def _check(self, state: State, move: Move) -> Play | None:
        if state.ended:
            raise IllegalMove("the game is over")
        if move.kind == "play":
            rack = state.racks[state.seat]
            return self._searcher(state).score_play(move.word, rack, state.extra, state.row)
        if self.plays(state, top=1):
            raise IllegalMove(f"{move}: a word can be made, and the rulebook's options are for when none can")
        allowed = set(self._no_word_moves(state))
        if move.kind == "swap":  # the two tiles in any order
            move = Move("swap", tiles=tuple(sorted(move.tiles)))
            allowed = {Move("swap", tiles=tuple(sorted(m.tiles))) if m.kind == "swap" else m for m in allowed}
        if move not in allowed:
            raise IllegalMove(
                f"{move} is not allowed now (coins {state.coins[state.seat]}, "
                f"rack {format_tiles(state.racks[state.seat]).upper()})"
            )
        return None

    def parse_move(self, text: str) -> Move:
        parts = text.strip().split()
        if not parts:
            raise InvalidMove("empty move")
        kind = parts[0].lower()
        if kind == "play" and len(parts) == 2:
            return Move("play", parts[1].lower())
        if kind == "swap" and len(parts) == 2:
            tiles = parse_tiles(parts[1], "es")  # the Spanish notation holds every English tile too
            if len(tiles) != 2:
                raise InvalidMove(f"swap takes 2 tiles, got {parts[1]!r}")
            return Move("swap", tiles=tiles)
        if kind in ("swapall", "drop") and len(parts) == 1:
            return Move(kind)
        raise InvalidMove(f"cannot read move {text!r}: use 'play WORD', 'swap AB', 'swapall' or 'drop'")

    # -- applying a move --------------------------------------------------------

    def apply(self, state: State, checked: Checked[Move]) -> Transition[State]:
        move, play = checked.move, checked.facts
        after = self._next_state(state, move, play)
        return Transition(after, self._details(state, move, play, after), self._narration(state, move, play, after))

    def _next_state(self, state: State, move: Move, play: Play | None) -> State:
        seat = state.seat
        tiles = tile_set(state.lang)
        scores = list(state.scores)
        if play is not None:
            # the word's tiles leave the game, except those on W cells: they become the next extra zone
            scores[seat] += play.score
            laid = [BLANK if p in play.way.blanks else t for p, t in enumerate(play.tiles)]
            handed = list(play.to_next_player)
            gone = list(laid)
            for t in handed:
                gone.remove(t)
            removed = (*state.removed, *gone, *play.extra_unused)
            state = replace(
                state,
                racks=_set(state.racks, seat, _sorted_tiles(play.leave)),
                extra=tuple(handed),
                removed=removed,
                scores=tuple(scores),
            )
            return self._end_turn(state)
        # no word: first the extra zone is charged and cleared (once per turn: it is then empty)
        scores[seat] -= tiles.total(state.extra)
        state = replace(state, scores=tuple(scores), removed=(*state.removed, *state.extra), extra=())
        rng = chance(state.seed, "move", state.step)
        rack = list(state.racks[seat])
        coins = list(state.coins)
        if move.kind in ("swap", "swapall"):
            back = list(move.tiles) if move.kind == "swap" else list(rack)
            for t in back:
                rack.remove(t)
            coins[seat] -= 1 if move.kind == "swap" else 2
            bag = list(state.bag) + back
            rng.shuffle(bag)
            take = min(len(back), len(bag))
            rack.extend(bag[len(bag) - take :])
            del bag[len(bag) - take :]
            return replace(
                state,
                bag=tuple(bag),
                racks=_set(state.racks, seat, _sorted_tiles(rack)),
                coins=tuple(coins),
                step=state.step + 1,
                swapped=True,
            )
        # drop: 2 random tiles of the rack go to the extra zone for the next player; the turn ends
        dropped = rng.sample(rack, min(2, len(rack)))
        for t in dropped:
            rack.remove(t)
        state = replace(state, racks=_set(state.racks, seat, _sorted_tiles(rack)), extra=tuple(dropped))
        after = self._end_turn(state)
        if after.ended and not after.racks[seat]:
            # "a cada jugador se le resta el puntaje de las Fichas de Letras en su mano": the last
            # tiles, dropped to end the game, were in that hand when it ended
            after = replace(after, dropped_out=seat)
        return after

    def _end_turn(self, state: State) -> State:
        seat = state.seat
        rack = list(state.racks[seat])
        bag = list(state.bag)
        take = min(RACK_SIZE - len(rack), len(bag))
        if take > 0:
            rack.extend(bag[len(bag) - take :])
            del bag[len(bag) - take :]
        players = len(state.racks)
        turn = state.turn + 1
        next_seat = (seat + 1) % players
        row = state.row % ROWS + 1 if next_seat == state.first else state.row
        after = replace(
            state,
            bag=tuple(bag),
            racks=_set(state.racks, seat, _sorted_tiles(rack)),
            row=row,
            seat=next_seat,
            turn=turn,
            step=state.step + 1,
            swapped=False,
        )
        ended = ""
        if not bag and not rack:
            ended = "a player has no tiles left"
        elif not bag and not self._anyone_can_play(after):
            ended = "no player can make a word"
        elif turn >= MAX_TURNS:
            ended = "turn limit"
        return replace(after, ended=ended) if ended else after

    def _anyone_can_play(self, state: State) -> bool:
        """Whether some player can make a word from their rack and the extra zone as it lies
        ("Ningún jugador puede formar una Palabra" ends the game once the bag is empty)."""
        searcher = self._searcher(state)
        return any(searcher.plays(rack, state.extra, state.row, top=1) for rack in state.racks)

    # -- the end --------------------------------------------------------------

    def outcome(self, state: State) -> Outcome | None:
        if not state.ended:
            return None
        tiles = tile_set(state.lang)
        in_hand = [tiles.total(r) for r in state.racks]
        if state.dropped_out >= 0:  # the tiles dropped to end the game are still that player's
            in_hand[state.dropped_out] += tiles.total(state.extra)
        final = tuple(s - h for s, h in zip(state.scores, in_hand))
        best = max(final)
        winners = tuple(i for i, s in enumerate(final) if s == best)
        return Outcome(
            final,
            winners,
            state.ended,
            {"before_deduction": list(state.scores), "in_hand": in_hand, "turns": state.turn},
        )

    def view(self, state: State, player: int) -> View:
        return View(
            player,
            state.lang,
            state.board,
            state.racks[player],
            state.extra,
            state.row,
            state.scores,
            state.coins,
            tuple(len(r) for r in state.racks),
            len(state.bag),
            state.turn,
            state.swapped and state.seat == player,
            state.list_name,
        )

    def to_move(self, state: State) -> tuple[int, ...]:
        return () if state.ended else (state.seat,)

    def lexicon_id(self, options: dict) -> str:
        return get_lexicon(options.get("lang", "es"), _list_of(options)).checksum

    # -- text -----------------------------------------------------------------

    def _details(self, state: State, move: Move, play: Play | None, after: State) -> dict:
        seat = state.seat
        out = {
            "row": state.row,
            "score": after.scores[seat] - state.scores[seat],
            "extra_before": format_tiles(state.extra),
            "extra_after": format_tiles(after.extra),
        }
        if play is not None:
            out.update(
                word=play.word,
                tiles=format_tiles(play.tiles),
                breakdown=play.breakdown(),
                to_next_player=format_tiles(play.to_next_player),
            )
        else:
            out["coins"] = after.coins[seat]
            if move.kind == "drop":
                out["dropped"] = format_tiles(after.extra)
            else:  # the swapped tiles go back face down: only their number is public
                out["swapped"] = 2 if move.kind == "swap" else len(state.racks[seat])
        return out

    def _narration(self, state: State, move: Move, play: Play | None, after: State) -> str:
        seat = state.seat
        change = after.scores[seat] - state.scores[seat]
        who = f"row {state.row}, extra {format_tiles(state.extra).upper() or '-'}"
        if play is not None:
            text = f"{who}: {play.word.upper()} {play.explain()}"
            if play.to_next_player:
                text += f"; {format_tiles(play.to_next_player).upper()} to P{after.seat + 1}"
            return text
        charge = f"; loses {-change} for the extra tiles" if change else ""
        if move.kind == "drop":
            return f"{who}: no word{charge}; puts {format_tiles(after.extra).upper()} in the extra zone"
        count = 2 if move.kind == "swap" else len(state.racks[seat])
        return f"{who}: no word{charge}; pays {state.coins[seat] - after.coins[seat]} to swap {count} tiles"

    def render(self, state: State) -> str:
        lines = [f"row {state.row} · bag {len(state.bag)} · extra {format_tiles(state.extra).upper() or '-'}"]
        for i, rack in enumerate(state.racks):
            mark = ">" if i == state.seat and not state.ended else " "
            lines.append(
                f"{mark} P{i + 1}: {state.scores[i]:>4} pts  {state.coins[i]} coins  {format_tiles(rack).upper()}"
            )
        return "\n".join(lines)

    def describe(self, view: View) -> str:
        """The seat's view in words: the board with the marker's row, the rack, the extra zone, the table."""
        me = view.seat
        lines = [f"You are P{me + 1} (seat {me}); words go on row {view.row} (marked >)."]
        for number, cells in enumerate(view.board.rows, 1):
            marker = ">" if number == view.row else " "
            lines.append(f"  {marker} row {number}: " + " ".join(f"{c:<2}" for c in cells).rstrip())
        lines.append(f"  your rack: {' '.join(t.upper() for t in view.rack) or '-'}   (? = blank)")
        lines.append(f"  extra zone: {' '.join(t.upper() for t in view.extra) or '-'}")
        table = []
        for seat, score in enumerate(view.scores):
            who = "you" if seat == me else f"P{seat + 1}"
            table.append(f"{who} {score} pts, {view.coins[seat]} coins, {view.rack_sizes[seat]} tiles")
        lines.append("  " + " · ".join(table) + f" · bag {view.bag_size}")
        if view.swapped:
            lines.append("  you have swapped this turn")
        return "\n".join(lines)


def _list_of(options: dict) -> str:
    """The ``list`` option (resolved options always name it; a bare dict gets the language's)."""
    return options.get("list") or default_list(options.get("lang", "es"))


def _set(racks: tuple, seat: int, rack: tuple) -> tuple:
    return tuple(rack if i == seat else r for i, r in enumerate(racks))


def tiles_accounted(state: State) -> int:
    """Bag + racks + extra zone + removed (always 100)."""
    return len(state.bag) + sum(len(r) for r in state.racks) + len(state.extra) + len(state.removed)
