"""Pictomania as an engine game: 3-6 players draw and guess at once, 5 rounds.

Start with :class:`Pictomania` (the engine protocol of :mod:`wordtools.engine.protocol`).
The rulebook (``pictomania_es.txt``, first edition), as played here:

- **Set-up of a round.** 6 word cards of the round's level go on the racks,
  each showing a random side (1 card in the 1-card variant). Each player gets
  a symbol card (which word card) and a number card (which clue, 1-7); the
  black cards are unique, so no two players draw the same clue.
- **Drawing and guessing** happen at once, in ticks (:mod:`.model`): every
  player still playing makes one move per tick: ``draw`` (their drawing gets
  clearer), ``guess P N`` (guess card N on player P's pile: one card per pile,
  each guess card once, never taken back), ``wait``, or ``stop`` (end play and
  take the bonus token with the most stars left; ``stop none`` ends without
  one). When the last bonus token is taken, whoever is still playing stops at
  once without one; the round also ends when everyone has stopped.
- **Wrong drawing.** Now and then a player draws another clue of their card
  than their number card says (:data:`WRONG_DRAWING`); at scoring it counts as
  if nobody guessed it.
- **Scoring** (:mod:`.scoring`): scoring tokens to the correct guessers in
  pile order, own tokens not given count against, the black sheep loses its
  bonus token, others gain theirs if someone guessed their clue.

The game's deck is a seeded deck of this toolkit (:mod:`.generate`) with just
the cards the rounds need at their levels, or a deck file (``deck=FILE``), its
cards of each level in a seeded order. Each round has its level (``level=``:
``rising``, one level, or five with commas: "puede elegir el mismo nivel de
dificultad o uno diferente"). People misread drawings as :mod:`.model` says,
so wrong guesses happen and the black sheep (the most wrong guesses; none on
a tie, as the rulebook has it) loses their bonus token.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from ...engine.protocol import Checked, Game, Outcome, Transition, chance
from ...errors import BadGameSetup, IllegalMove, InvalidMove
from ...lexicon.concept_levels import LEVELS
from .deck import CARDS_PER_ROUND, CLUES_PER_SIDE, Deck, Side
from .generate import generate_deck
from .model import clarity, drawing_rate, eye, racks_for
from .options import ROUNDS, round_levels
from .scoring import score_round, token_table

SYMBOLS = ("circle", "square", "triangle", "star", "heart", "moon")
WRONG_DRAWING = 0.03  # chance a player draws another clue of their card than their number says
MAX_TICKS = 60  # a safety net: past it everyone still playing stops (real rounds end far sooner)


@dataclass(frozen=True)
class Move:
    """``draw`` · ``wait`` · ``guess P N`` (seat P from 1, guess card N) · ``stop`` · ``stop none``."""

    kind: str
    target: int = -1  # guess: the drawer's seat (from 0)
    number: int = 0  # guess: the guess card
    bonus: bool = True  # stop: take a bonus token

    def __str__(self) -> str:
        if self.kind == "guess":
            return f"guess {self.target + 1} {self.number}"
        if self.kind == "stop":
            return "stop" if self.bonus else "stop none"
        return self.kind


@dataclass(frozen=True)
class Round:
    """One round's deal: the racks, each seat's symbol and number cards and what they really draw."""

    number: int  # 1-5
    level: str
    sides: tuple[Side, ...]  # the word card sides on the racks, in symbol order
    symbols: tuple[int, ...]  # per seat: which card (index into sides)
    numbers: tuple[int, ...]  # per seat: the number card
    drawn: tuple[int, ...]  # per seat: the clue number they draw (the number card's, but for a wrong drawing)
    impressions: tuple[tuple[float, ...], ...]  # [guesser][drawer]: the point u of the model (what they see)
    rates: tuple[float, ...]  # per seat: drawing rate of their clue


@dataclass(frozen=True)
class State:
    lang: str
    seed: int
    one_card: bool
    rounds: tuple[Round, ...]  # all five, dealt at set-up
    round: int  # index of the round being played
    tick: int
    acted: tuple[bool, ...]  # moved in this tick
    ink: tuple[int, ...]  # ticks each seat has drawn this round
    piles: tuple[tuple[tuple[int, int], ...], ...]  # [drawer]: (guesser, number), bottom first
    finished: tuple[bool, ...]
    bonus: tuple[int, ...]  # stars of the bonus token each seat took this round (0: none)
    bonus_left: tuple[int, ...]
    scores: tuple[int, ...]
    history: tuple[dict, ...] = ()  # one summary per scored round
    ended: bool = False
    eyes: tuple[float, ...] = ()  # per seat: how much they misread, for the whole game (model.eye)

    @property
    def players(self) -> int:
        return len(self.scores)

    @property
    def current(self) -> Round:
        return self.rounds[self.round]


@dataclass(frozen=True)
class Impression:
    """What a guesser makes of one other player's drawing right now."""

    seat: int
    finished: bool
    guessed: int  # the guess card I put on their pile (0: none yet)
    clue: tuple[int, int]  # (card, number) the drawing looks like to me
    confidence: float
    clarity: float


@dataclass(frozen=True)
class View:
    """What one player sees: the racks, their own black cards and drawing, the others' drawings."""

    seat: int
    lang: str
    round: int
    level: str
    tick: int
    sides: tuple[Side, ...]
    symbol: int
    number: int
    my_clarity: float
    guess_cards: tuple[int, ...]  # the guess cards still in my hand
    others: tuple[Impression, ...]
    bonus_left: tuple[int, ...]
    playing: int  # players still playing
    scores: tuple[int, ...]


class Pictomania(Game[State, Move, View]):
    """Pictomania for 3-6 players (see the module docstring)."""

    name = "pictomania"
    version = "1"

    # -- set-up -----------------------------------------------------------------

    def setup(self, options: dict, seed: int) -> State:
        players = options["players"]
        lang = options["lang"]
        one_card = options["one_card"]
        levels = round_levels(options["level"])
        per_round = 1 if one_card else CARDS_PER_ROUND
        cards = self._cards(options, seed, levels, per_round)
        rounds = []
        for number, level in enumerate(levels, 1):
            rng = chance(seed, "round", number)
            chosen = [cards[level].pop(0) for _ in range(per_round)]
            sides = tuple(pair[rng.randrange(2)] for pair in chosen)  # a random side of each card
            rounds.append(self._deal(seed, number, level, sides, players, one_card, lang))
        tokens = token_table(players)
        return State(
            lang,
            seed,
            one_card,
            tuple(rounds),
            0,
            0,
            (False,) * players,
            (0,) * players,
            ((),) * players,
            (False,) * players,
            (0,) * players,
            tokens.bonus,
            (0,) * players,
            eyes=tuple(eye(seed, s) for s in range(players)),
        )

    def _cards(self, options: dict, seed: int, levels: tuple[str, ...], per_round: int) -> dict[str, list]:
        """The cards (side A, side B) of each level the rounds draw from, in the order they are drawn."""
        lang = options["lang"]
        need = {level: per_round * levels.count(level) for level in LEVELS}
        if options.get("deck"):
            deck = read_game_deck(options["deck"], lang)
        else:
            try:
                deck = generate_deck(sum(need.values()), (lang,), seed, tuple(need[level] for level in LEVELS))
            except BadGameSetup as exc:
                raise BadGameSetup(f"no deck for these rounds: {exc}") from None
        cards: dict[str, list[tuple[Side, Side]]] = {level: [] for level in LEVELS}
        by_card: dict[int, dict[str, Side]] = {}
        for side in deck.sides:
            by_card.setdefault(side.card, {})[side.side] = side
        for sides in by_card.values():
            if len(sides) == 2:
                cards[sides["A"].level].append((sides["A"], sides["B"]))
        for level in LEVELS:
            if options.get("deck"):
                chance(seed, "deck-file", level).shuffle(cards[level])
            if len(cards[level]) < need[level]:
                raise BadGameSetup(
                    f"the deck has {len(cards[level])} {level} card(s) with both sides; these rounds need {need[level]}"
                )
        return cards

    def _deal(
        self, seed: int, number: int, level: str, sides: tuple[Side, ...], players: int, one_card: bool, lang: str
    ) -> Round:
        rng = chance(seed, "deal", number)
        symbols = [0] * players if one_card else rng.sample(range(len(SYMBOLS)), players)
        numbers = rng.sample(range(1, CLUES_PER_SIDE + 1), players)
        drawn = []
        for seat in range(players):
            slip = chance(seed, "wrong-drawing", number, seat)
            if slip.random() < WRONG_DRAWING:
                drawn.append(slip.choice([n for n in range(1, CLUES_PER_SIDE + 1) if n != numbers[seat]]))
            else:
                drawn.append(numbers[seat])
        look = chance(seed, "impressions", number)
        impressions = tuple(tuple(look.random() for _ in range(players)) for _ in range(players))
        racks = racks_for(sides, lang)
        rates = tuple(drawing_rate(racks.familiarity((symbols[s], drawn[s]))) for s in range(players))
        return Round(number, level, sides, tuple(symbols), tuple(numbers), tuple(drawn), impressions, rates)

    # -- who moves, and which moves ---------------------------------------------------

    def to_move(self, state: State) -> tuple[int, ...]:
        if state.ended:
            return ()
        # Asked in turn from a seat that moves on each tick, so no seat is always first to a bonus token.
        order = [(state.tick + i) % state.players for i in range(state.players)]
        return tuple(s for s in order if not state.finished[s] and not state.acted[s])

    def legal_moves(self, state: State, seat: int) -> Iterator[Move]:
        if seat not in self.to_move(state):
            return
        yield Move("draw")
        yield Move("wait")
        for drawer in range(state.players):
            if drawer != seat and not _guessed(state, seat, drawer):
                for number in _guess_cards(state, seat):
                    yield Move("guess", drawer, number)
        if state.bonus_left:
            yield Move("stop")
        yield Move("stop", bonus=False)

    def check(self, state: State, seat: int, move: Move) -> Checked[Move]:
        if state.ended:
            raise IllegalMove("the game is over")
        if state.finished[seat]:
            raise IllegalMove(f"P{seat + 1} has ended play this round and may not draw or guess")
        self.check_turn(state, seat)
        if move.kind == "guess":
            if not 0 <= move.target < state.players:
                raise IllegalMove(f"there is no player {move.target + 1}")
            if move.target == seat:
                raise IllegalMove("a player does not guess their own drawing")
            if _guessed(state, seat, move.target):
                raise IllegalMove(
                    f"P{seat + 1} already has a guess card on P{move.target + 1}'s pile, "
                    "and a guess card cannot be taken back"
                )
            if move.number not in _guess_cards(state, seat):
                raise IllegalMove(f"P{seat + 1}'s guess card {move.number} is already on another pile")
        elif move.kind == "stop" and move.bonus and not state.bonus_left:
            raise IllegalMove("no bonus token is left")
        elif move.kind not in ("draw", "wait", "stop"):
            raise IllegalMove(f"{move} is not a Pictomania move")
        return Checked(seat, move)

    def parse_move(self, text: str) -> Move:
        parts = text.strip().lower().split()
        if parts in (["draw"], ["wait"], ["stop"]):
            return Move(parts[0])
        if parts == ["stop", "none"]:
            return Move("stop", bonus=False)
        if len(parts) == 3 and parts[0] == "guess" and parts[1].isdigit() and parts[2].isdigit():
            number = int(parts[2])
            if not 1 <= number <= CLUES_PER_SIDE:
                raise InvalidMove(f"guess cards are numbered 1-{CLUES_PER_SIDE}, not {number}")
            return Move("guess", int(parts[1]) - 1, number)
        raise InvalidMove(
            f"cannot read move {text!r}: use 'draw', 'wait', 'guess PLAYER NUMBER', 'stop' or 'stop none'"
        )

    # -- applying a move ----------------------------------------------------------

    def apply(self, state: State, checked: Checked[Move]) -> Transition[State]:
        seat, move = checked.seat, checked.move
        details: dict = {"tick": state.tick}
        text = f"P{seat + 1} {_narrate(move)}"
        if move.kind == "draw":
            state = replace(state, ink=_set(state.ink, seat, state.ink[seat] + 1))
        elif move.kind == "guess":
            pile = (*state.piles[move.target], (seat, move.number))
            state = replace(state, piles=_set(state.piles, move.target, pile))
        elif move.kind == "stop":
            stars = state.bonus_left[0] if move.bonus else 0
            state = replace(
                state,
                finished=_set(state.finished, seat, True),
                bonus=_set(state.bonus, seat, stars),
                bonus_left=state.bonus_left[1:] if move.bonus else state.bonus_left,
            )
            if move.bonus:
                details["bonus"] = stars
                text += f" ({stars}-star bonus token)"
        state = replace(state, acted=_set(state.acted, seat, True))
        before = state.scores[seat]
        state, round_text = self._advance(state, details)
        details["score"] = state.scores[seat] - before
        if round_text:
            text += "\n" + round_text
        return Transition(state, details, text)

    def _advance(self, state: State, details: dict) -> tuple[State, str]:
        """End the tick when every player still playing has moved; end the round when it is over."""
        if not state.bonus_left and not all(state.finished):
            # Whoever took the last bonus token says "stop": the others stop at once, without one.
            details["stopped"] = [s + 1 for s in range(state.players) if not state.finished[s]]
            state = replace(state, finished=(True,) * state.players)
        playing = [s for s in range(state.players) if not state.finished[s]]
        if playing and all(state.acted[s] for s in playing):
            state = replace(state, tick=state.tick + 1, acted=(False,) * state.players)
            if state.tick >= MAX_TICKS:
                details["stopped"] = [s + 1 for s in playing]
                state = replace(state, finished=(True,) * state.players)
        if not all(state.finished):
            return state, ""
        return self._score(state, details)

    def _score(self, state: State, details: dict) -> tuple[State, str]:
        rnd = state.current
        wrong_drawing = tuple(d != n for d, n in zip(rnd.drawn, rnd.numbers))
        scores, sheep = score_round(state.players, state.piles, rnd.numbers, wrong_drawing, state.bonus)
        totals = tuple(s + r.total for s, r in zip(state.scores, scores))
        correct = sum(len(r.guessed_by) for r in scores)
        summary: dict[str, Any] = {
            "round": rnd.number,
            "level": rnd.level,
            "ticks": state.tick + 1,
            "correct": correct,
            "guesses": sum(len(p) for p in state.piles),
            "wrong": sum(r.wrong_guesses for r in scores),
            "black_sheep": None if sheep is None else sheep + 1,
            "wrong_drawing": [s + 1 for s, w in enumerate(wrong_drawing) if w],
            "players": [r.to_json() for r in scores],
            # per drawer: the side their clue was on, and how many of the others guessed it right
            "drawn": [[rnd.sides[rnd.symbols[s]].where, len(r.guessed_by)] for s, r in enumerate(scores)],
        }
        details["round_scored"] = summary
        shown = ", ".join(f"P{s + 1} {r.total:+d}" for s, r in enumerate(scores))
        text = (
            f"round {rnd.number} ({rnd.level}) scored: {shown}; {correct} correct guess(es)"
            + (f"; black sheep P{sheep + 1}" if sheep is not None else "")
            + (
                f"; wrong drawing by {', '.join(f'P{s}' for s in summary['wrong_drawing'])}"
                if summary["wrong_drawing"]
                else ""
            )
        )
        history = (*state.history, summary)
        if state.round + 1 >= len(state.rounds):
            return replace(state, scores=totals, history=history, ended=True), text
        players = state.players
        fresh = replace(
            state,
            round=state.round + 1,
            tick=0,
            acted=(False,) * players,
            ink=(0,) * players,
            piles=((),) * players,
            finished=(False,) * players,
            bonus=(0,) * players,
            bonus_left=token_table(players).bonus,
            scores=totals,
            history=history,
        )
        return fresh, text

    # -- the end ------------------------------------------------------------------

    def outcome(self, state: State) -> Outcome | None:
        if not state.ended:
            return None
        best = max(state.scores)
        winners = tuple(s for s, score in enumerate(state.scores) if score == best)
        return Outcome(
            state.scores,
            winners,
            f"{len(state.history)} rounds played",
            {
                "rounds": [
                    {
                        "round": h["round"],
                        "level": h["level"],
                        "correct": h["correct"],
                        "wrong": h["wrong"],
                        "black_sheep": h["black_sheep"],
                        "drawn": h["drawn"],
                        "scores": [p["total"] for p in h["players"]],
                    }
                    for h in state.history
                ]
            },
        )

    # -- views ------------------------------------------------------------------

    def view(self, state: State, seat: int) -> View:
        rnd = state.current
        racks = racks_for(rnd.sides, state.lang)
        others = []
        for drawer in range(state.players):
            if drawer == seat:
                continue
            clear = clarity(state.ink[drawer], rnd.rates[drawer])
            clue, confidence = racks.impression(
                (rnd.symbols[drawer], rnd.drawn[drawer]), clear, rnd.impressions[seat][drawer], _eye(state, seat)
            )
            guessed = next((n for g, n in state.piles[drawer] if g == seat), 0)
            others.append(Impression(drawer, state.finished[drawer], guessed, clue, confidence, clear))
        return View(
            seat,
            state.lang,
            rnd.number,
            rnd.level,
            state.tick,
            rnd.sides,
            rnd.symbols[seat],
            rnd.numbers[seat],
            clarity(state.ink[seat], rnd.rates[seat]),
            _guess_cards(state, seat),
            tuple(others),
            state.bonus_left,
            state.finished.count(False),
            state.scores,
        )

    def lexicon_id(self, options: dict) -> str:
        from ...lexicon.concepts import load_inventory

        base = f"concepts-{options.get('lang', 'es')}-{load_inventory().checksum[:16]}"
        if options.get("deck"):
            import hashlib

            from .deckfile import deck_to_csv

            deck = read_game_deck(options["deck"], options.get("lang", "es"))
            base += f" deck:{hashlib.sha256(deck_to_csv(deck).encode()).hexdigest()[:16]}"
        return base

    # -- text -------------------------------------------------------------------

    def shows_position_after(self, state: State, checked: Checked[Move], after: State) -> bool:
        """``wordtools play`` shows the racks of each new round."""
        return after.round != state.round

    def render(self, state: State) -> str:
        rnd = state.current
        lines = [
            f"round {rnd.number}/{len(state.rounds)} · {rnd.level} · tick {state.tick} · "
            f"bonus tokens left: {_stars(state.bonus_left)} · scores: {_scores(state.scores)}"
        ]
        lines += _racks(rnd.sides, state.lang)
        for seat in range(state.players):
            status = "stopped" if state.finished[seat] else "playing"
            clear = clarity(state.ink[seat], rnd.rates[seat])
            pile = [n for _, n in state.piles[seat]]
            lines.append(
                f"  P{seat + 1}: draws {SYMBOLS[rnd.symbols[seat]]} {rnd.numbers[seat]}, "
                f"clarity {clear:.2f}, {status}, pile: {_numbers(pile) if pile else 'empty'}"
            )
        return "\n".join(lines)

    def describe(self, view: View) -> str | None:
        """What one player sees, in words: the racks, their cards and drawing, the others' drawings."""
        me = f"P{view.seat + 1}"
        lines = [
            f"round {view.round} of {ROUNDS} · {view.level} · tick {view.tick} · you are {me}",
            "the word cards on the racks:",
            *_racks(view.sides, view.lang),
            f"you draw {SYMBOLS[view.symbol]} {view.number} "
            f"({view.sides[view.symbol].clues[view.number - 1].name(view.lang)}); "
            f"your drawing is {view.my_clarity:.0%} clear",
            f"your guess cards: {_numbers(view.guess_cards) if view.guess_cards else 'none left'}",
            "the others' drawings:",
        ]
        for o in view.others:
            who = f"  P{o.seat + 1} ({'has stopped' if o.finished else 'still drawing'}, {o.clarity:.0%} clear): "
            if o.guessed:
                lines.append(who + f"you put guess card {o.guessed} on it")
            elif o.clarity <= 0:
                lines.append(who + "a blank sheet")
            else:
                card, number = o.clue
                name = view.sides[card].clues[number - 1].name(view.lang)
                lines.append(who + f"looks like {SYMBOLS[card]} {number} ({name}) to you, {o.confidence:.0%} sure")
        lines.append(
            f"bonus tokens left: {_stars(view.bonus_left)} · {view.playing} still playing · "
            f"scores: {_scores(view.scores)}"
        )
        return "\n".join(lines)


def _racks(sides: tuple[Side, ...], lang: str) -> list[str]:
    return [
        f"  {SYMBOLS[card]:<8} " + ", ".join(f"{c.number} {c.name(lang)}" for c in side.clues)
        for card, side in enumerate(sides)
    ]


def _numbers(values) -> str:
    """1, 2 and 5"""
    items = [str(v) for v in values]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _stars(tokens: tuple[int, ...]) -> str:
    return f"{_numbers(tokens)} stars" if tokens else "none"


def _scores(scores: tuple[int, ...]) -> str:
    return ", ".join(f"P{seat + 1} {score}" for seat, score in enumerate(scores))


def _eye(state: State, seat: int) -> float:
    return state.eyes[seat] if state.eyes else 1.0


def read_game_deck(path: str, lang: str) -> Deck:
    """A deck file to play with: it must print clues in the game's language (read once per version
    of the file: set-up and the log header both ask)."""
    import os

    try:
        info = os.stat(path)
        version = (info.st_mtime_ns, info.st_size)
    except OSError:
        version = None  # read_deck says what is wrong
    deck = _read_deck_once(path, version)
    if lang not in deck.langs:
        raise BadGameSetup(f"{path}: the deck has no {lang} clues (its languages: {', '.join(deck.langs)})")
    return deck


@lru_cache(maxsize=8)
def _read_deck_once(path: str, version: tuple[int, int] | None) -> Deck:
    from .deckfile import read_deck

    return read_deck(path)


def _guessed(state: State, guesser: int, drawer: int) -> bool:
    return any(g == guesser for g, _ in state.piles[drawer])


def _guess_cards(state: State, seat: int) -> tuple[int, ...]:
    used = {n for pile in state.piles for g, n in pile if g == seat}
    return tuple(n for n in range(1, CLUES_PER_SIDE + 1) if n not in used)


def _set(values: tuple, index: int, value) -> tuple:
    return (*values[:index], value, *values[index + 1 :])


def _narrate(move: Move) -> str:
    if move.kind == "guess":
        return f"puts guess card {move.number} on P{move.target + 1}'s pile"
    if move.kind == "stop":
        return "ends play" if move.bonus else "ends play without a bonus token"
    return {"draw": "draws", "wait": "watches the others"}[move.kind]
