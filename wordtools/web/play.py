"""A game against the computer in the browser: the engine's own game loop, the page as one seat.

:class:`Session` runs :func:`~wordtools.engine.runner.play_game` in a thread of
its own, with the person's seat a :class:`~wordtools.cli.human.HumanSeat`, the
very seat ``wordtools play --human`` uses: it checks each move with the rules
and answers an illegal one with the rule's reason. Its input is what the page
sends and its output is kept for the page, so the page and the terminal seat
cannot drift apart, and the log is the runner's own (valid for ``wordtools
validate``). A session waits at most :data:`IDLE_SECONDS` for a move, and at
most :data:`MAX_SESSIONS` run at once (the oldest is ended to make room).
"""

from __future__ import annotations

import itertools
import secrets
import threading
import time
from collections import OrderedDict

from ..cli.human import HumanSeat, Table
from ..engine import find_game
from ..engine.log import log_text
from ..engine.protocol import PERSON, Outcome
from ..engine.runner import play_game, resolve_options, resolve_strategies
from ..errors import BadInput, WordtoolsError

GAMES = ("wordon", "letterjam")
MAX_SESSIONS = 16
IDLE_SECONDS = 1800
OFFERED = 12  # legal moves offered as buttons (any other may be typed)


class Ended(Exception):
    """The session was closed while its seat waited for a move."""


class Session:
    def __init__(self, game_name: str, seed: int, players: int, lang: str, seat: int = 0):
        if game_name not in GAMES:
            raise BadInput(f"no game {game_name!r} to play here: choose one of {', '.join(GAMES)}")
        self.game = game = find_game(game_name)
        self.options = resolve_options(game, {"players": players, "lang": lang})
        self.names = resolve_strategies(game, None, self.options["players"])
        self.seed, self.seat_number = seed, seat
        self.table = Table(game.setup(self.options, seed))
        self.seat = HumanSeat(game, seat, self.table, seed, read=self._read, write=self._write)
        self.id = secrets.token_urlsafe(9)
        self.touched = time.monotonic()
        self.narration: list[str] = []
        self.messages: list[str] = []  # what the seat said since the last move (a refusal)
        self.offered: list[tuple[str, dict]] = []
        self.hint: str | None = None
        self.may_pass = False
        self.waiting = False
        self.ended = False
        self.failure: str | None = None
        self.log: str | None = None
        self.outcome: Outcome | None = None
        self._inbox: list[str] = []
        self._changed = threading.Condition()
        self._thread = threading.Thread(target=self._run, name=f"game-{self.id}", daemon=True)
        self._thread.start()

    # -- the runner's thread ------------------------------------------------------

    def _run(self) -> None:
        try:
            record = play_game(
                self.game,
                self.options,
                self.seed,
                self.names,
                on_move=self._moved,
                players={self.seat_number: self.seat},
            )
            record.header["strategies"] = [
                PERSON if s == self.seat_number else n for s, n in enumerate(self.names)
            ]  # as ``play --human`` logs it
            self.log, self.outcome = log_text(record), record.outcome
        except Ended:
            pass
        except WordtoolsError as exc:
            self.failure = str(exc)
        with self._changed:
            self.ended, self.waiting = True, False
            self._changed.notify_all()

    def _moved(self, line, state, checked, transition) -> None:
        self.table.follow(transition)
        who = "you" if line["seat"] == self.seat_number else f"P{line['seat'] + 1}"
        self.narration.append(f"{line['n']}. {who}: {transition.text or line['move']}")

    def _write(self, text: str) -> None:
        if text.startswith(("illegal:", "cannot read")):
            self.messages.append(text.split("; try again")[0])

    def _read(self, prompt: str) -> str | None:
        state, game, seat = self.table.state, self.game, self.seat_number
        others = len(game.to_move(state)) > 1
        hint = self.seat.hinter.choose(game.view(state, seat))
        moves = list(itertools.islice(game.legal_moves(state, seat), OFFERED))
        if hint is not None:
            moves = [hint, *(m for m in moves if m != hint)][:OFFERED]
        offered = [(str(m), self._about(state, seat, m)) for m in moves]
        with self._changed:
            self.offered, self.may_pass = offered, others
            self.hint = str(hint) if hint is not None else None
            self.waiting = True
            self._changed.notify_all()
            while not self._inbox:
                if not self._changed.wait(IDLE_SECONDS) or self.ended:
                    raise Ended()
            self.waiting = False
            return self._inbox.pop(0)

    def _about(self, state, seat: int, move) -> dict:
        """What the page says of an offered move: its kind, word, letter, score, what may be said aloud."""
        text = str(move)
        kind, _, rest = text.partition(" ")
        about: dict = {"kind": kind, "rest": rest}
        if kind == "play":
            play = self.game.check(state, seat, move).facts
            about.update(word=play.word, score=play.score)
        elif kind == "clue":
            from ..games.letterjam.offers import Offer

            about.update(word=move.word, say=Offer.of(move).to_json(), cards=list(zip(move.word, move.sources)))
        elif kind in ("advance", "guess"):
            about["letter"] = rest
        elif kind == "write":
            about["word"] = move.word
        return about

    # -- the page's side ----------------------------------------------------------

    def settle(self, timeout: float) -> None:
        """Wait until the seat waits for a move or the game is over (at most *timeout* seconds)."""
        with self._changed:
            self._changed.wait_for(lambda: self.waiting or self.ended, timeout)

    def send(self, text: str, timeout: float) -> None:
        """Hand *text* to the seat, then wait for what it led to."""
        self.touched = time.monotonic()
        with self._changed:
            if self.ended or not self.waiting:
                raise BadInput("the game is not waiting for your move")
            self.messages = []
            self.waiting = False
            self._inbox.append(text)
            self._changed.notify_all()
        self.settle(timeout)

    def view(self):
        return self.game.view(self.table.state, self.seat_number)

    def close(self) -> None:
        with self._changed:
            self.ended = True
            self._changed.notify_all()


class Sessions:
    """The games being played, newest last; the oldest is ended when there are too many."""

    def __init__(self, limit: int = MAX_SESSIONS):
        self.limit = limit
        self._all: OrderedDict[str, Session] = OrderedDict()
        self._lock = threading.Lock()

    def add(self, session: Session) -> None:
        with self._lock:
            now = time.monotonic()
            for key, old in list(self._all.items()):
                if old.ended and now - old.touched > IDLE_SECONDS or len(self._all) >= self.limit:
                    old.close()
                    del self._all[key]
            self._all[session.id] = session

    def get(self, key: str) -> Session | None:
        with self._lock:
            return self._all.get(key)

    def close_all(self) -> None:
        with self._lock:
            for session in self._all.values():
                session.close()
            self._all.clear()
