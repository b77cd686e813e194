"""Letter Jam moves: small frozen values whose text parses back (``parse_move(str(m)) == m``).

- ``clue WORD SOURCES``: the clue giver spells WORD; SOURCES says, per letter, the
  card the numbered chip goes on: ``P3`` player 3's stand, ``N1`` the first
  non-player stand, ``Bx`` the bonus letter x, ``*`` the wildcard.
  e.g. ``clue afinando P4,P1,P2,P4,P5,P2,*,N1``.
- ``end``: the team gives no more clues (everyone says they need none).
- ``advance X`` / ``stay``: after a clue, a player moves on (noting X for the card
  they leave) or keeps their letter.
- ``guess X``: a player past their row names their drawn card (right: a bonus letter).
- ``write WORD TOKENS``: at the end, the word built from the row: per letter, a card
  (``3``: the row's third card), a bonus letter (``+x``) or the wildcard (``*x``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import InvalidMove


@dataclass(frozen=True)
class ClueMove:
    word: str  # folded
    sources: tuple[str, ...]  # one token per letter

    def __str__(self) -> str:
        return f"clue {self.word} {','.join(self.sources)}"


@dataclass(frozen=True)
class EndMove:
    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True)
class AdvanceMove:
    letter: str

    def __str__(self) -> str:
        return f"advance {self.letter}"


@dataclass(frozen=True)
class StayMove:
    def __str__(self) -> str:
        return "stay"


@dataclass(frozen=True)
class GuessMove:
    letter: str

    def __str__(self) -> str:
        return f"guess {self.letter}"


@dataclass(frozen=True)
class WriteMove:
    word: str  # folded
    tokens: tuple[str, ...]  # "3", "+x", "*x"

    def __str__(self) -> str:
        return f"write {self.word} {','.join(self.tokens)}"


Move = ClueMove | EndMove | AdvanceMove | StayMove | GuessMove | WriteMove


def _source_ok(token: str) -> bool:
    if token == "*":
        return True
    if token[:1] in ("P", "N") and token[1:].isdigit():
        return True
    return token[:1] == "B" and len(token) == 2


def _token_ok(token: str) -> bool:
    return token.isdigit() or (token[:1] in "+*" and len(token) == 2)


def parse_move(text: str) -> Move:
    """The move written as *text* (raises :class:`InvalidMove` with what is wrong)."""
    parts = text.split()
    if not parts:
        raise InvalidMove("empty move")
    verb, args = parts[0].lower(), parts[1:]
    if verb == "end" and not args:
        return EndMove()
    if verb == "stay" and not args:
        return StayMove()
    if verb in ("advance", "guess") and len(args) == 1 and len(args[0]) == 1:
        return AdvanceMove(args[0].lower()) if verb == "advance" else GuessMove(args[0].lower())
    if verb in ("clue", "write") and len(args) == 2:
        word, tokens = args[0].lower(), tuple(args[1].split(","))
        if len(tokens) != len(word):
            raise InvalidMove(f"{text!r}: {len(word)} letters but {len(tokens)} chips")
        check = _source_ok if verb == "clue" else _token_ok
        bad = [t for t in tokens if not check(t)]
        if bad:
            raise InvalidMove(f"{text!r}: cannot read {bad[0]!r}")
        return ClueMove(word, tokens) if verb == "clue" else WriteMove(word, tokens)
    raise InvalidMove(
        f"cannot read move {text!r} (clue WORD SOURCES | end | advance X | stay | guess X | write WORD TOKENS)"
    )
