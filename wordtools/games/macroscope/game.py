"""Macroscope for the engine: :class:`Macroscope` (registered as ``macroscope``), its State, Move and View.

The word take of the rulebook (``macroscope_es.txt``): the card is a subject
of a deck (:mod:`.deck`) whose letters lie under the 12 windows
(:mod:`.windows`). A round is one card; the game lasts 10 rounds.

A turn, in phases:

- ``open``: the active player has rolled two dice (drawn when the turn
  starts) and opens a window per die: ``open 7`` opens window 7, which must
  carry a die's number, or be any covered window when no covered token has
  that number (a die showing the window's number is spent first, so the
  other may still open any window). With ``dice=false`` (the rulebook's
  note) a turn opens one or two windows of the player's choice. After the
  first window: ``open`` again, ``guess WORD``, ``wait`` or ``stop`` (not
  ready: one crystal per window opened this turn; the easier variant: 2
  crystals).
- ``wait``: after a window, the active player is not ready yet; the others
  may guess out of turn (paying the active player 2 crystals), as the
  rulebook's example has it ("Ni Simon ni otros jugadores están listos para
  adivinar"), then the active player opens the next window, guesses or stops.
- ``offer``: after a stop, the others may ``guess WORD`` out of turn (paying
  the active player 2 crystals; free in the easier variant), the player
  with the fewest crystals first (ties: clockwise from the active player);
  then the active player passes the macroscope on (``pass``).
- ``challenge``: after a guess, the others who have not guessed may
  challenge it with another word, paying its guesser 2 crystals (no
  challenges in the easier variant); then the active player reveals the card
  (``reveal``). The right guesser wins as many crystals as windows are still
  covered; every wrong guesser loses as many (never below zero). A new card,
  the next round, the next player.

No word may be guessed twice on one card. A player with fewer than 2
crystals cannot guess out of turn. When the last window opens before anyone
guesses, the card goes away and a new one comes without the round advancing.
Out-of-turn guesses use :meth:`to_move` returning several seats: a strategy
asked out of turn returns ``None`` to let the moment pass.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import lru_cache

from ...engine.protocol import Checked, Game, Outcome, Transition, chance
from ...errors import IllegalMove, InvalidMove
from ...lexicon import get_lexicon
from ...lexicon.alphabet import alphabet_for
from .deck import build_deck, read_deck
from .windows import (
    COLUMNS,
    ROWS,
    WINDOWS,
    deal_tokens,
    die_for,
    letter_cells,
    picture,
    removable,
    roll_dice,
    word_length,
)

ROUNDS = 10
START_CRYSTALS = 2
GUESS_PRICE = 2  # paid to the active player (out of turn) or to the guesser challenged
EASY_STOP_CRYSTALS = 2
OPEN, WAIT, OFFER, CHALLENGE = "open", "wait", "offer", "challenge"
KINDS = ("open", "guess", "wait", "stop", "pass", "reveal")
FREE = 0  # the "die" of a turn played without dice: it opens any covered window
OPENS_PER_TURN = 2


@dataclass(frozen=True)
class Move:
    """``open 7`` (a window, 1-12), ``guess WORD``, ``wait``, ``stop``, ``pass`` or ``reveal``."""

    kind: str
    window: int = 0
    word: str = ""

    def __str__(self) -> str:
        if self.kind == "open":
            return f"open {self.window}"
        if self.kind == "guess":
            return f"guess {self.word}"
        return self.kind


@dataclass(frozen=True)
class State:
    lang: str
    show_length: bool
    easy: bool
    seed: int
    subjects: tuple[str, ...]  # the cards, in draw order
    card: int  # index into subjects
    cells: tuple  # the card's windows: letters, None for empty
    tokens: tuple[int, ...]  # the number on each window's token
    covered: frozenset[int]
    crystals: tuple[int, ...]
    round: int
    active: int
    dice: tuple[int, ...]  # dice of this turn not used yet
    opened_now: int  # windows the active player opened this turn
    phase: str
    guesses: tuple[tuple[int, str], ...]  # (seat, folded word) this card, in order
    step: int  # turns and cards so far: labels the chance of dice and tokens
    ended: bool = False
    with_dice: bool = True  # false: each turn opens one or two windows of the player's choice


@dataclass(frozen=True)
class View:
    """What a person at the table sees: the grid, the tokens, the dice, the crystals, the guesses."""

    seat: int
    lang: str
    show_length: bool
    easy: bool
    shown: tuple  # per window: a letter, "" for an empty window seen, None for a token
    letters: int | None  # the word's length, when the empty windows show it
    tokens: tuple  # per window: the token's number, None when open
    dice: tuple[int, ...]
    crystals: tuple[int, ...]
    round: int
    active: int
    opened_now: int
    phase: str
    guesses: tuple[tuple[int, str], ...]
    legal: tuple[Move, ...]

    @property
    def covered(self) -> int:
        return sum(1 for t in self.tokens if t is not None)


@lru_cache(maxsize=8)
def _deck_words(lang: str, deck: str | None) -> tuple[str, ...]:
    """The deck's subjects in deck order (the box's deck: the one built with seed 0, or a deck file)."""
    built = read_deck(deck, lang) if deck else build_deck(lang, seed=0)
    return tuple(s.word for s in built.subjects())


class Macroscope(Game["State", Move, "View"]):
    """Macroscope's word take for 2-6 players (see the module docstring)."""

    name = "macroscope"
    version = "1"

    # -- setup ----------------------------------------------------------------

    def setup(self, options: dict, seed: int) -> State:
        lang = options["lang"]
        words = list(_deck_words(lang, options.get("deck")))
        chance(seed, "cards").shuffle(words)
        players = options["players"]
        crystals = 0 if options["easy"] else START_CRYSTALS
        state = State(
            lang,
            options["show_length"],
            options["easy"],
            seed,
            tuple(words),
            -1,
            (),
            (),
            frozenset(),
            (crystals,) * players,
            1,
            chance(seed, "first player").randrange(players),
            (),
            0,
            OPEN,
            (),
            0,
            with_dice=options["dice"],
        )
        return self._start_turn(self._new_card(state))

    def _new_card(self, state: State) -> State:
        card = state.card + 1
        if card >= len(state.subjects):  # the deck is spent: the played cards go back in
            card = 0
        cells = letter_cells(state.subjects[card], alphabet_for(state.lang))
        tokens = deal_tokens(chance(state.seed, "tokens", card, state.step))
        return replace(state, card=card, cells=cells, tokens=tokens, covered=frozenset(range(WINDOWS)), guesses=())

    def _start_turn(self, state: State) -> State:
        dice = roll_dice(chance(state.seed, "dice", state.step)) if state.with_dice else (FREE,) * OPENS_PER_TURN
        return replace(state, dice=dice, opened_now=0, phase=OPEN, step=state.step + 1)

    # -- who acts -------------------------------------------------------------

    def _order(self, state: State, seats) -> tuple[int, ...]:
        """Fewest crystals first; ties clockwise from the active player (the rulebook lets them choose)."""
        players = len(state.crystals)
        return tuple(sorted(seats, key=lambda s: (state.crystals[s], (s - state.active) % players)))

    def _may_guess_out_of_turn(self, state: State) -> tuple[int, ...]:
        guessed = {seat for seat, _ in state.guesses}
        seats = [s for s in range(len(state.crystals)) if s != state.active and s not in guessed]
        if state.easy:
            return self._order(state, seats) if state.phase in (OFFER, CHALLENGE) else ()
        if state.phase in (WAIT, OFFER, CHALLENGE):
            return self._order(state, [s for s in seats if state.crystals[s] >= GUESS_PRICE])
        return ()

    def to_move(self, state: State) -> tuple[int, ...]:
        if state.ended:
            return ()
        if state.phase == OPEN:
            return (state.active,)
        return (*self._may_guess_out_of_turn(state), state.active)

    def legal_moves(self, state: State, seat: int) -> Iterator[Move]:
        if state.ended or seat not in self.to_move(state):
            return
        if seat == state.active:
            if state.phase in (OPEN, WAIT):
                yield from (Move("open", w + 1) for w in self._openable(state))
                if state.opened_now:
                    yield Move("stop")
                if state.phase == OPEN and state.opened_now and not state.easy and state.dice:
                    yield Move("wait")
            elif state.phase == OFFER:
                yield Move("pass")
            else:
                yield Move("reveal")
        # guesses (any word of the language) are legal too; they are not listed

    def _openable(self, state: State) -> list[int]:
        out: set[int] = set()
        for die in set(state.dice):
            out.update(removable(state.tokens, state.covered, die))
        return sorted(out)

    # -- checking -------------------------------------------------------------

    def check(self, state: State, seat: int, move: Move) -> Checked[Move]:
        if state.ended:
            raise IllegalMove("the game is over")
        if move.kind == "guess":  # its own reasons: whose turn, crystals, repeats
            return Checked(seat, move, self._check_guess(state, seat, move))
        self.check_turn(state, seat)
        if seat != state.active:
            raise IllegalMove(f"out of turn a player may only guess, not {move.kind}")
        if move.kind == "open":
            if state.phase not in (OPEN, WAIT):
                raise IllegalMove("windows open only before the active player guesses or stops")
            if not state.dice:
                raise IllegalMove(
                    "both dice are used: guess or stop" if state.with_dice else "two windows a turn: guess or stop"
                )
            window = move.window - 1
            if window not in state.covered:
                raise IllegalMove(f"window {move.window} is already open")
            die = die_for(state.tokens, state.covered, state.dice, window)
            if die is None:
                dice = " and ".join(map(str, state.dice))
                raise IllegalMove(f"window {move.window} has token {state.tokens[window]}: the dice show {dice}")
            return Checked(seat, move, die)
        wanted = {"stop": (OPEN, WAIT), "wait": (OPEN,), "pass": (OFFER,), "reveal": (CHALLENGE,)}[move.kind]
        if state.phase not in wanted:
            raise IllegalMove(f"{move.kind} is not a move of the {state.phase} phase")
        if move.kind in ("stop", "wait") and not state.opened_now:
            raise IllegalMove(
                "open a window before stopping" if move.kind == "stop" else "open a window before waiting"
            )
        if move.kind == "wait" and state.easy:
            raise IllegalMove("in the easier variant nobody guesses during another's turn")
        if move.kind == "wait" and not state.dice:
            raise IllegalMove("both windows are open: guess or stop")
        return Checked(seat, move)

    def _check_guess(self, state: State, seat: int, move: Move) -> str:
        key = alphabet_for(state.lang).try_fold(move.word)
        if not key:
            raise IllegalMove(f"{move.word!r} is not a word of the {state.lang} alphabet")
        if any(key == k for _, k in state.guesses):
            raise IllegalMove(f"{move.word} was already guessed on this card")
        if seat == state.active:
            if state.phase not in (OPEN, WAIT) or not state.opened_now:
                raise IllegalMove("the active player guesses after opening a window, before stopping")
        elif seat not in self._may_guess_out_of_turn(state):
            if state.phase == OPEN:
                raise IllegalMove(f"P{seat + 1} may guess only once P{state.active + 1} waits, stops or guesses")
            if state.easy and any(s == seat for s, _ in state.guesses):
                raise IllegalMove(f"P{seat + 1} already guessed on this card")
            if state.crystals[seat] < GUESS_PRICE:
                raise IllegalMove(
                    f"guessing out of turn costs {GUESS_PRICE} crystals; P{seat + 1} has {state.crystals[seat]}"
                )
            raise IllegalMove(f"P{seat + 1} already guessed on this card")
        return key

    def parse_move(self, text: str) -> Move:
        parts = text.strip().split()
        if not parts:
            raise InvalidMove("empty move")
        kind = parts[0].lower()
        if kind == "open" and len(parts) == 2 and parts[1].isdigit() and 1 <= int(parts[1]) <= WINDOWS:
            return Move("open", int(parts[1]))
        if kind == "guess" and len(parts) == 2:
            return Move("guess", word=parts[1].lower())
        if kind in ("wait", "stop", "pass", "reveal") and len(parts) == 1:
            return Move(kind)
        raise InvalidMove(
            f"cannot read move {text!r}: use 'open 1-12', 'guess WORD', 'wait', 'stop', 'pass' or 'reveal'"
        )

    # -- applying -------------------------------------------------------------

    def apply(self, state: State, checked: Checked[Move]) -> Transition[State]:
        seat, move = checked.seat, checked.move
        before = state.crystals
        details: dict = {}
        if move.kind == "open":
            after, text, details = self._open(state, move.window - 1, checked.facts)
        elif move.kind == "stop":
            gain = EASY_STOP_CRYSTALS if state.easy else state.opened_now
            after = replace(state, crystals=_add(state.crystals, seat, gain), phase=OFFER, dice=())
            text = f"not ready: takes {gain} crystal{'s' * (gain != 1)}"
        elif move.kind == "wait":
            after = replace(state, phase=WAIT)
            text = "waits: the others may guess now"
        elif move.kind == "pass":
            after = self._start_turn(replace(state, active=_next(state)))
            text = f"nobody guesses; the macroscope goes to P{after.active + 1}"
        elif move.kind == "guess":
            after, text = self._guess(state, seat, checked.facts)
        else:
            after, text, details = self._reveal(state)
        details = {"score": after.crystals[seat] - before[seat], "crystals": list(after.crystals), **details}
        return Transition(after, details, text)

    def _open(self, state: State, window: int, die: int) -> tuple[State, str, dict]:
        dice = list(state.dice)
        dice.remove(die)
        covered = state.covered - {window}
        letter = state.cells[window]
        shows = letter.upper() if letter else "empty"
        after = replace(state, covered=covered, dice=tuple(dice), opened_now=state.opened_now + 1, phase=OPEN)
        text = f"{'' if die == FREE else f'die {die}: '}opens window {window + 1} ({shows})"
        details = {"window": window + 1, "shows": letter or ""}
        if not covered:  # every window open and no guess: a new card, the same round
            after = self._start_turn(replace(self._new_card(after), active=_next(after)))
            text += f"; all windows open, nobody guessed {state.subjects[state.card]}: a new card"
            details["card_void"] = state.subjects[state.card]
        return after, text, details

    def _guess(self, state: State, seat: int, key: str) -> tuple[State, str]:
        crystals = state.crystals
        text = f"guesses {key}"
        if seat != state.active and not state.easy:
            payee = state.active if state.phase in (WAIT, OFFER) else state.guesses[-1][0]
            crystals = _add(_add(crystals, seat, -GUESS_PRICE), payee, GUESS_PRICE)
            text += f", paying P{payee + 1} {GUESS_PRICE} crystals"
        if state.easy and seat == state.active:
            after = replace(state, crystals=crystals, guesses=((seat, key),), phase=CHALLENGE, dice=())
            after, reveal_text, _ = self._reveal(after)
            return after, f"{text}; {reveal_text}"
        return replace(state, crystals=crystals, guesses=(*state.guesses, (seat, key)), phase=CHALLENGE, dice=()), text

    def _reveal(self, state: State) -> tuple[State, str, dict]:
        word = state.subjects[state.card]
        key = "".join(c for c in state.cells if c is not None)
        points = len(state.covered)
        crystals = list(state.crystals)
        right = [s for s, k in state.guesses if k == key]
        for seat, guessed in state.guesses:
            crystals[seat] = crystals[seat] + points if guessed == key else max(0, crystals[seat] - points)
        who = f"P{right[0] + 1} was right" if right else "nobody was right"
        text = f"the card is {word}: {who}; {points} windows covered"
        details = {"card": word, "covered": points, "right": right[0] if right else None}
        after = replace(state, crystals=tuple(crystals))
        if state.round >= ROUNDS:
            return replace(after, ended=True, phase=OPEN, dice=()), text, details
        after = replace(self._new_card(after), round=state.round + 1, active=_next(state))
        return self._start_turn(after), text, details

    # -- the end and what each seat sees ---------------------------------------

    def outcome(self, state: State) -> Outcome | None:
        if not state.ended:
            return None
        best = max(state.crystals)
        winners = tuple(i for i, c in enumerate(state.crystals) if c == best)
        return Outcome(state.crystals, winners, f"{ROUNDS} rounds played", {"cards": state.card + 1})

    def view(self, state: State, seat: int) -> View:
        shown = tuple(
            (c or "") if w not in state.covered or (state.show_length and c is None) else None
            for w, c in enumerate(state.cells)
        )
        tokens = tuple(t if w in state.covered else None for w, t in enumerate(state.tokens))
        legal = tuple(self.legal_moves(state, seat))
        return View(
            seat,
            state.lang,
            state.show_length,
            state.easy,
            shown,
            word_length(state.cells) if state.show_length else None,
            tokens,
            state.dice,
            state.crystals,
            state.round,
            state.active,
            state.opened_now,
            state.phase,
            state.guesses,
            legal,
        )

    def lexicon_id(self, options: dict) -> str:
        return get_lexicon(options["lang"], "strict").checksum

    def render(self, state: State) -> str:
        opened = set(range(WINDOWS)) - state.covered
        return (
            f"round {state.round} of {ROUNDS} · {_dice_text(state)}\n"
            f"{picture(state.cells, opened, state.show_length)}\n{_crystals(state.crystals, state.active)}"
        )

    def describe(self, view: View) -> str | None:
        """What one player sees, in words: the windows, the dice, the crystals, the guesses said."""
        grid = []
        for row in range(ROWS):
            cells = []
            for w in range(row * COLUMNS, (row + 1) * COLUMNS):
                shown = view.shown[w]
                cells.append(
                    f"[{view.tokens[w]}]" if shown is None else (" . " if shown == "" else f" {shown.upper()} ")
                )
            grid.append(("  " + " ".join(cells)).rstrip())
        turn = "your turn" if view.seat == view.active else f"P{view.active + 1}'s turn"
        length = f"a word of {view.letters} letters" if view.letters is not None else "the length is hidden"
        if view.dice and FREE not in view.dice:
            dice = "dice: " + " and ".join(map(str, view.dice))
        else:
            dice = f"{len(view.dice)} window(s) of your choice left" if view.dice else "no dice left this turn"
        said = ", ".join(f"P{seat + 1} said {word}" for seat, word in view.guesses) or "no guess yet"
        return "\n".join(
            [
                f"round {view.round} of {ROUNDS} · {turn} ({view.phase}) · you are P{view.seat + 1} · {length}",
                "the windows ([n]: the token still on it, .: empty):",
                *grid,
                f"{dice} · windows opened this turn: {view.opened_now} · {said}",
                _crystals(view.crystals, view.active),
            ]
        )


def _add(crystals: tuple[int, ...], seat: int, amount: int) -> tuple[int, ...]:
    out = list(crystals)
    out[seat] = max(0, out[seat] + amount)
    return tuple(out)


def _crystals(crystals: tuple[int, ...], active: int) -> str:
    return "crystals: " + ", ".join(
        f"{'>' if seat == active else ''}P{seat + 1} {count}" for seat, count in enumerate(crystals)
    )


def _dice_text(state: State) -> str:
    if not state.with_dice:
        return f"{len(state.dice)} window(s) of your choice left" if state.dice else "no window left this turn"
    return f"dice {' '.join(map(str, state.dice)) or '-'}"


def _next(state: State) -> int:
    return (state.active + 1) % len(state.crystals)
