"""Letter Jam (Macedonia de letras) on the engine protocol: the whole cooperative game.

Start at :class:`LetterJam`. A round has two phases:

1. ``clue``: every seat that may take a clue token offers a clue (``clue WORD
   SOURCES``; the others see only what the rulebook lets them say, an
   :class:`~.offers.Offer`) or ``end`` (nothing to offer). Once all have spoken,
   the team takes one offer by :func:`~.offers.pick_offer`'s stated rule, and
   that clue is given; when nobody offers one, the team needs no more clues.
   The giver takes a red token for each of their first ``clues_to_unlock``
   clues, else a green one from the leaves; when the reds run out the centre
   unlocks. Used non-player cards are discarded (the stand draws; the last card
   of a stack shows its green token), used bonus letters are spent.
2. ``decide``: each player whose current card has a clue plays ``advance X`` (it
   notes X and turns the next card; past the row it draws an extra card from the
   deck) or ``stay``; a player whose extra card the clue used may ``guess X``
   (right: a bonus letter for the team; either way a new card is drawn) or
   ``stay`` and wait for more clues, as the rulebook lets them choose.

The game ends when a round starts with no clue token a giver may take, or when
nobody offers a clue; then each player plays ``write`` (bonus letters and the
wildcard may cover a card or lengthen the word, +1 point per letter beyond the
original length) and :meth:`LetterJam.outcome` scores on the rating card of the
player count.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace

from ...engine.protocol import Checked, Game, Outcome, Transition
from ...errors import BadGameSetup, IllegalMove
from ...lexicon import get_lexicon
from .deal import deal
from .deck import Deck, load_deck, rating_for, setup_card
from .moves import AdvanceMove, ClueMove, EndMove, GuessMove, StayMove, WriteMove, parse_move
from .offers import Offer, pick_offer
from .score import word_points
from .view import PlayerView

CLUE, DECIDE, FINAL, OVER = "clue", "decide", "final", "over"


@dataclass(frozen=True)
class NpcStand:
    card: str | None
    stack: tuple[str, ...]
    token: bool  # the green token still under the stack


@dataclass(frozen=True)
class ClueRecord:
    """A given clue: the giver, the word and what each chip pointed at."""

    giver: int
    word: str
    sources: tuple[str, ...]


@dataclass(frozen=True)
class State:
    players: int
    lang: str
    length: int
    deck_name: str
    words: tuple[str, ...]  # secret words (for scoring only)
    rows: tuple[tuple[str, ...], ...]  # each player's cards, left to right
    pos: tuple[int, ...]  # current card; == length: on extra cards
    extra: tuple[str | None, ...]  # current extra card (past the row)
    npc: tuple[NpcStand, ...]
    deck: tuple[str, ...]
    bonus: tuple[str, ...]
    red: int
    green: int
    centre: int
    unlock: int
    given: tuple[int, ...]
    sheets: tuple[tuple[tuple[str, ...], ...], ...]  # [seat][card] -> clue patterns (card == length: extra)
    guesses: tuple[tuple[str | None, ...], ...]
    phase: str
    pending: tuple[int, ...]
    giver: int  # seat to give the next clue, or the last giver
    clues: tuple[ClueRecord, ...]
    used_extra: tuple[int, ...]  # seats whose extra card the last clue used
    written: tuple[tuple[str, tuple[str, ...]] | None, ...]
    wildcard_free: bool
    ended_by: str = ""
    list_name: str = "broad"  # the word list clues and final words are judged on
    ratings: str | None = None  # a rating cards file, or None for ratings.txt
    offers: tuple[tuple[int, ClueMove | None], ...] = ()  # this round's offers so far (clue phase)


def _set(t: tuple, i: int, value) -> tuple:
    return t[:i] + (value,) + t[i + 1 :]


class LetterJam(Game[State, object, PlayerView]):
    name = "letterjam"
    aliases = ("macedonia", "letter-jam")
    # 3: secret words dealt by familiarity (no names, foreign or vulgar words)
    version = "3"
    cooperative = True

    # -- helpers ------------------------------------------------------------

    def deck_of(self, state_or_options) -> Deck:
        if isinstance(state_or_options, State):
            return load_deck(state_or_options.deck_name, state_or_options.lang)
        lang = state_or_options.get("lang", "es")
        return load_deck(state_or_options.get("deck") or lang, lang)

    def lexicon_id(self, options: dict) -> str:
        """The word list's checksum and the deck's counts: the rules judge on both."""
        deck = self.deck_of(options)
        counts = "".join(f"{x}{n}" for x, n in deck.counts)
        return f"{get_lexicon(options.get('lang', 'es'), options.get('list', 'broad')).checksum} deck:{counts}"

    def lexicon(self, state: State):
        return get_lexicon(state.lang, state.list_name)

    # -- setup --------------------------------------------------------------

    def setup(self, options: dict, seed: int) -> State:
        players = int(options.get("players", self.default_players))
        if not self.min_players <= players <= self.max_players:
            raise BadGameSetup(f"Letter Jam is for 2 to 6 players, not {players}")
        length = int(options.get("length", 5))
        deck = self.deck_of(options)
        if options.get("lang") and deck.alphabet.lang != options["lang"]:
            raise BadGameSetup(f"the deck {deck.name} is for {deck.alphabet.lang}, not lang={options['lang']}")
        card = setup_card(players)
        rating_for(0, players, options.get("ratings"))  # a bad ratings file fails now, not at the end
        dealt = deal(deck, players, length, seed)
        npc = tuple(NpcStand(stack[0], stack[1:], True) for stack in dealt.npc_stacks)
        # A stack of one card shows its token at once.
        green = card.green_leaves + sum(1 for s in npc if not s.stack)
        npc = tuple(replace(s, token=bool(s.stack)) for s in npc)
        state = State(
            players=players,
            lang=deck.alphabet.lang,
            length=length,
            deck_name=options.get("deck") or deck.alphabet.lang,  # what load_deck reads again
            words=dealt.words,
            rows=dealt.rows,
            pos=(0,) * players,
            extra=(None,) * players,
            npc=npc,
            deck=dealt.deck,
            bonus=(),
            red=card.red,
            green=green,
            centre=card.green_centre,
            unlock=card.clues_to_unlock,
            given=(0,) * players,
            sheets=tuple(((),) * (length + 1) for _ in range(players)),
            guesses=tuple((None,) * length for _ in range(players)),
            phase=CLUE,
            pending=(),
            giver=players - 1,
            clues=(),
            used_extra=(),
            written=(None,) * players,
            wildcard_free=True,
            list_name=options.get("list", "broad"),
            ratings=options.get("ratings"),
        )
        return self._start_round(state)

    # -- whose turn ---------------------------------------------------------

    def can_give(self, state: State, seat: int) -> bool:
        """Whether *seat* may take a clue token now."""
        if state.given[seat] < state.unlock:
            return state.red > 0
        return state.green > 0

    def _start_round(self, state: State) -> State:
        eligible = [s for s in range(state.players) if self.can_give(state, s)]
        if not eligible:
            return replace(state, phase=FINAL, pending=tuple(range(state.players)), ended_by="no clue tokens left")
        # Offers are asked around the table from the seat after the last giver.
        order = tuple(sorted(eligible, key=lambda s: (s - state.giver - 1) % state.players))
        return replace(state, phase=CLUE, pending=order, offers=())

    def to_move(self, state: State) -> tuple[int, ...]:
        if state.phase == OVER:
            return ()
        if state.phase == CLUE:
            return state.pending  # everyone who may give a clue offers one
        return (state.pending[0],) if state.pending else (0,)

    # -- what each stand shows ------------------------------------------------

    def stand_letter(self, state: State, seat: int) -> str | None:
        if state.pos[seat] < state.length:
            return state.rows[seat][state.pos[seat]]
        return state.extra[seat]

    def view(self, state: State, player: int) -> PlayerView:
        me = player
        stands = tuple(None if s == me else self.stand_letter(state, s) for s in range(state.players))
        history = tuple((rec.giver, self.pattern_for(state, rec, me)) for rec in state.clues)
        return PlayerView(
            seat=me,
            players=state.players,
            lang=state.lang,
            deck_name=state.deck_name,
            length=state.length,
            phase=state.phase,
            stands=stands,
            npc=tuple(s.card for s in state.npc),
            bonus=state.bonus,
            red=state.red,
            green=state.green,
            centre=state.centre,
            unlock=state.unlock,
            given=state.given,
            positions=state.pos,
            on_extra=tuple(state.pos[s] >= state.length and state.extra[s] is not None for s in range(state.players)),
            sheet=state.sheets[me],
            guesses=state.guesses[me],
            may_guess_extra=me in state.used_extra and state.phase == DECIDE,
            offers=tuple((s, Offer.of(m) if m else None) for s, m in state.offers),
            last_giver=state.giver,
            list_name=state.list_name,
            wildcard_free=state.wildcard_free,
            deck_size=len(state.deck),
            history=history,
        )

    def pattern_for(self, state_or_none, rec: ClueRecord, seat: int) -> str:
        """The clue as *seat* writes it: ``?`` where the chips are on their stand, ``*`` the wildcard."""
        own = f"P{seat + 1}"
        return "".join("?" if src == own else "*" if src == "*" else ch for ch, src in zip(rec.word, rec.sources))

    # -- legality -------------------------------------------------------------

    def _source_letter(self, state: State, token: str, giver: int) -> str | None:
        """The letter a chip token points at, as the giver sees it (None: not allowed)."""
        if token[0] == "P":
            seat = int(token[1:]) - 1
            if not 0 <= seat < state.players or seat == giver:
                return None
            return self.stand_letter(state, seat)
        if token[0] == "N":
            k = int(token[1:]) - 1
            return state.npc[k].card if 0 <= k < len(state.npc) else None
        if token[0] == "B":
            return token[1] if token[1] in state.bonus else None
        return None

    def check(self, state: State, seat: int, move) -> Checked:
        self.check_turn(state, seat)
        reason = self._problem(state, seat, move)
        if reason:
            raise IllegalMove(reason)
        return Checked(seat, move)

    def _problem(self, state: State, seat: int, move) -> str | None:
        """Why *move* by *seat* is illegal now, or None when it is legal."""
        if state.phase == OVER:
            return "the game is over"
        if state.phase == CLUE:
            if isinstance(move, EndMove):
                return None
            if not isinstance(move, ClueMove):
                return f"it is the clue phase: P{seat + 1} offers a clue or ends"
            if not self.can_give(state, seat):
                return "no clue token for this giver"
            wild = {ch for ch, t in zip(move.word, move.sources) if t == "*"}
            if len(wild) > 1:
                return "the wildcard stands for one letter only"
            for ch, token in zip(move.word, move.sources):
                if token == "*":
                    continue
                if self._source_letter(state, token, seat) != ch:
                    return f"chip {token} does not show {ch.upper()}"
            if not self.lexicon(state).contains(move.word):
                return f"{move.word} is not a word of the {state.list_name} list"
            return None
        if state.phase == DECIDE:
            letters = self.deck_of(state).alphabet.letters
            if seat in state.used_extra:
                ok = isinstance(move, StayMove) or isinstance(move, GuessMove) and move.letter in letters
                return None if ok else "your extra card was used: guess X or stay"
            if isinstance(move, StayMove):
                return None
            if isinstance(move, AdvanceMove) and move.letter in letters:
                return None
            return "advance X or stay"
        if state.phase == FINAL:
            if not isinstance(move, WriteMove):
                return "write your word"
            return self._check_write(state, seat, move)
        return "unknown phase"

    def _check_write(self, state: State, seat: int, move: WriteMove) -> str | None:
        cards = [int(t) for t in move.tokens if t.isdigit()]
        if any(not 1 <= c <= state.length for c in cards) or len(set(cards)) != len(cards):
            return "each card of the row at most once"
        extras = [t for t in move.tokens if not t.isdigit()]
        if state.length - len(cards) > len(extras):
            return "every card of the row is used or covered by an extra letter"
        wild = [t for t in extras if t[0] == "*"]
        if wild and (len(wild) > 1 or not state.wildcard_free):
            return "the wildcard is not available"
        bonus_need = Counter(t[1] for t in extras if t[0] == "+")
        have = Counter(state.bonus)
        if any(have[x] < n for x, n in bonus_need.items()):
            return "not enough bonus letters"
        for ch, token in zip(move.word, move.tokens):
            if not token.isdigit() and token[1] != ch:
                return f"{token} does not spell {ch}"
        return None

    def legal_moves(self, state: State, player: int) -> Iterator:
        """Legal moves (the clue phase lists ``end`` and the finder's best clues)."""
        if player not in self.to_move(state):
            return
        if state.phase == CLUE:
            yield EndMove()
            from .strategies import best_clue_moves

            yield from best_clue_moves(self, self.view(state, player), top=20)
        elif state.phase == DECIDE:
            letters = self.deck_of(state).alphabet.letters
            if player in state.used_extra:
                yield StayMove()
                yield from (GuessMove(x) for x in letters)
            else:
                yield StayMove()
                yield from (AdvanceMove(x) for x in letters)
        elif state.phase == FINAL:
            guesses = state.guesses[player]
            word = "".join(g or "a" for g in guesses)
            yield WriteMove(word, tuple(str(i + 1) for i in range(state.length)))

    def parse_move(self, text: str):
        return parse_move(text)

    # -- apply ------------------------------------------------------------------

    def apply(self, state: State, checked: Checked) -> Transition[State]:
        seat, move = checked.seat, checked.move
        after = self._next_state(state, seat, move)
        return Transition(after, self._details(state, seat, move, after), self._narration(state, seat, move, after))

    def _next_state(self, state: State, seat: int, move) -> State:
        if state.phase == CLUE:
            return self._apply_offer(state, seat, move if isinstance(move, ClueMove) else None)
        if isinstance(move, (AdvanceMove, StayMove, GuessMove)):
            state = self._apply_decision(state, seat, move)
            state = replace(state, pending=state.pending[1:])
            return state if state.pending else self._start_round(replace(state, used_extra=()))
        # write
        bonus = list(state.bonus)
        for t in move.tokens:
            if t[0] == "+":
                bonus.remove(t[1])
        wildcard_free = state.wildcard_free and not any(t[0] == "*" for t in move.tokens)
        state = replace(
            state,
            written=_set(state.written, seat, (move.word, move.tokens)),
            bonus=tuple(bonus),
            wildcard_free=wildcard_free,
            pending=state.pending[1:],
        )
        return state if state.pending else replace(state, phase=OVER)

    def _apply_offer(self, state: State, seat: int, move: ClueMove | None) -> State:
        """Record *seat*'s offer; once all have spoken, give the clue the team picks."""
        offers = state.offers + ((seat, move),)
        pending = tuple(s for s in state.pending if s != seat)
        state = replace(state, offers=offers, pending=pending)
        if pending:
            return state
        chosen = pick_offer([(s, Offer.of(m) if m else None) for s, m in offers], state.given, state.giver)
        if chosen is None:
            return replace(
                state,
                phase=FINAL,
                pending=tuple(range(state.players)),
                offers=(),
                ended_by="the team needed no more clues",
            )
        clue = {s: m for s, m in offers if m is not None}[chosen]  # the team picks among the clues offered
        return self._apply_clue(replace(state, offers=()), chosen, clue)

    def _apply_clue(self, state: State, seat: int, move: ClueMove) -> State:
        rec = ClueRecord(seat, move.word, move.sources)
        red, green, centre = state.red, state.green, state.centre
        if state.given[seat] < state.unlock:
            red -= 1
            if red == 0:
                green, centre = green + centre, 0
        else:
            green -= 1
        sheets = list(state.sheets)
        used_seats = sorted({int(t[1:]) - 1 for t in move.sources if t[0] == "P"})
        for s in used_seats:
            card = min(state.pos[s], state.length)
            sheet = list(sheets[s])
            sheet[card] = sheet[card] + (self.pattern_for(state, rec, s),)
            sheets[s] = tuple(sheet)
        # Used non-player cards are discarded; the stand draws (stack, then the deck).
        npc = list(state.npc)
        deck = state.deck
        for k in sorted({int(t[1:]) - 1 for t in move.sources if t[0] == "N"}):
            stand = npc[k]
            if stand.stack:
                stand = NpcStand(stand.stack[0], stand.stack[1:], stand.token)
                if not stand.stack and stand.token:
                    green += 1
                    stand = replace(stand, token=False)
            elif deck:
                stand, deck = NpcStand(deck[0], (), False), deck[1:]
            else:
                stand = NpcStand(None, (), False)
            npc[k] = stand
        bonus = list(state.bonus)
        for t in dict.fromkeys(t for t in move.sources if t[0] == "B"):
            bonus.remove(t[1])
        used_extra = tuple(s for s in used_seats if state.pos[s] >= state.length)
        pending = tuple(
            s
            for s in range(state.players)
            if s in used_extra or (state.pos[s] < state.length and sheets[s][state.pos[s]])
        )
        state = replace(
            state,
            red=red,
            green=green,
            centre=centre,
            given=_set(state.given, seat, state.given[seat] + 1),
            sheets=tuple(sheets),
            npc=tuple(npc),
            deck=deck,
            bonus=tuple(bonus),
            clues=state.clues + (rec,),
            used_extra=used_extra,
            pending=pending,
            phase=DECIDE,
            giver=seat,
        )
        return state if pending else self._start_round(state)

    def _apply_decision(self, state: State, seat: int, move) -> State:
        if isinstance(move, StayMove):
            return state
        deck = state.deck
        if isinstance(move, GuessMove):
            card = state.extra[seat]
            bonus = state.bonus + ((card,) if card == move.letter else ())
            new, deck = (deck[0], deck[1:]) if deck else (None, deck)
            sheets = _set(state.sheets, seat, _set(state.sheets[seat], state.length, ()))
            return replace(state, bonus=bonus, extra=_set(state.extra, seat, new), deck=deck, sheets=sheets)
        pos = state.pos[seat]
        guesses = _set(state.guesses, seat, _set(state.guesses[seat], pos, move.letter))
        extra = state.extra
        if pos + 1 == state.length:
            new, deck = (deck[0], deck[1:]) if deck else (None, deck)
            extra = _set(extra, seat, new)
        return replace(state, guesses=guesses, pos=_set(state.pos, seat, pos + 1), extra=extra, deck=deck)

    # -- end ----------------------------------------------------------------------

    def revealed(self, state: State, seat: int) -> str:
        """The word the cards show when turned face up."""
        word, tokens = state.written[seat] or ("", ())  # nothing written yet: no card is turned
        row = state.rows[seat]
        return "".join(row[int(t) - 1] if t.isdigit() else t[1] for t in tokens)

    def word_result(self, state: State, seat: int) -> dict:
        green_left = state.green + state.centre
        written = state.written[seat]
        shown = self.revealed(state, seat) if written else ""
        correct = bool(shown) and self.lexicon(state).contains(shown)
        deduced = sum(1 for g, c in zip(state.guesses[seat], state.rows[seat]) if g == c)
        points = word_points(state.length, len(shown), correct, green_left, deduced)
        return {
            "seat": seat,
            "secret": state.words[seat],
            "written": written[0] if written else "",
            "revealed": shown,
            "correct": correct,
            "deduced": deduced,
            "points": points,
        }

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != OVER:
            return None
        results = [self.word_result(state, s) for s in range(state.players)]
        total = sum(r["points"] for r in results)
        rating = rating_for(total, state.players, state.ratings)
        details = {
            "total": total,
            "rating": rating,
            "words": results,
            "clues": len(state.clues),
            "green_left": state.green + state.centre,
            "ended_by": state.ended_by,
            "lengthened": sum(max(0, len(r["revealed"]) - state.length) for r in results if r["correct"]),
        }
        return Outcome(
            tuple(r["points"] for r in results), tuple(range(state.players)), f"team score {total} ({rating})", details
        )

    # -- telling the story ----------------------------------------------------------

    def _details(self, state: State, seat: int, move, after: State) -> dict:
        if state.phase == CLUE:
            details = {
                "phase": "clue",
                "score": 0,
                "offer": Offer.of(move).to_json() if isinstance(move, ClueMove) else None,
            }
            if len(after.clues) > len(state.clues):  # the last offer: the team picked one
                rec = after.clues[-1]
                chips: dict[str, list[int]] = {}
                for i, t in enumerate(rec.sources, 1):
                    chips.setdefault(t, []).append(i)
                details["given"] = {
                    "giver": rec.giver,
                    **Offer.of(ClueMove(rec.word, rec.sources)).to_json(),
                    "chips": chips,
                    "tokens": {"red": after.red, "green": after.green, "centre": after.centre},
                }
            return details
        if isinstance(move, WriteMove):
            result = self.word_result(after, seat)
            return {"phase": "final", "score": result["points"], **{k: result[k] for k in ("revealed", "correct")}}
        if isinstance(move, GuessMove):
            return {"phase": "decide", "score": 0, "right": state.extra[seat] == move.letter}
        if isinstance(move, AdvanceMove):  # whether the noted letter is the card's (for measures)
            return {"phase": "decide", "score": 0, "right": state.rows[seat][state.pos[seat]] == move.letter}
        return {"phase": state.phase, "score": 0}

    def _narration(self, state: State, seat: int, move, after: State) -> str:
        who = f"P{seat + 1}"
        if state.phase == CLUE:
            text = f"{who} offers: {Offer.of(move)}" if isinstance(move, ClueMove) else f"{who} offers no clue"
            if len(after.clues) > len(state.clues):
                rec = after.clues[-1]
                seen = ", ".join(
                    f"P{s + 1} writes {self.pattern_for(state, rec, s)}"
                    for s in sorted({int(t[1:]) - 1 for t in rec.sources if t[0] == "P"})
                )
                text += f"; the table picks P{rec.giver + 1}: clue {rec.word.upper()} ({','.join(rec.sources)}): {seen}"
            elif after.phase == FINAL:
                text += "; nobody offers a clue: the team needs no more"
            return text
        if isinstance(move, AdvanceMove):
            true = state.rows[seat][state.pos[seat]]
            mark = "right" if true == move.letter else f"wrong, it was {true.upper()}"
            return f"{who} notes {move.letter.upper()} for card {state.pos[seat] + 1} and moves on ({mark})"
        if isinstance(move, StayMove):
            return f"{who} keeps card {state.pos[seat] + 1}"
        if isinstance(move, GuessMove):
            card = state.extra[seat] or ""  # a guess is legal only with an extra card in front
            return f"{who} guesses the extra card is {move.letter.upper()}: " + (
                "right, a bonus letter" if card == move.letter else f"wrong, it was {card.upper()}"
            )
        result = self.word_result(after, seat)
        verdict = "correct" if result["correct"] else "wrong"
        return (
            f"{who} writes {move.word.upper()} ({','.join(move.tokens)}): the cards show "
            f"{result['revealed'].upper()}, secret {result['secret'].upper()}, {verdict}, {result['points']} points"
        )

    def describe(self, view) -> str:
        """The seat's view in words: the stands you see, your sheet, tokens, what was said aloud."""
        me = view.seat
        card = min(view.my_card, view.length) + 1
        where = f"card {card} of {view.length}" if view.my_card < view.length else "past your row (an extra card)"
        lines = [f"You are P{me + 1} (seat {me}); {view.phase} phase; you are on {where}."]
        stands = [
            f"P{s + 1} {'?' if x is None else x.upper()}" + (" (yours)" if s == me else "")
            for s, x in enumerate(view.stands)
        ]
        lines.append("  stands: " + " · ".join(stands))
        if view.npc:
            lines.append(
                "  non-player stands: " + " · ".join(f"N{k + 1} {(x or '-').upper()}" for k, x in enumerate(view.npc))
            )
        lines.append(f"  bonus letters: {' '.join(b.upper() for b in view.bonus) or '-'}")
        lines.append(
            f"  clue tokens left: {view.tokens_left()} (red {view.red}, green {view.green}, centre {view.centre})"
            f" · deck {view.deck_size} cards · wildcard {'free' if view.wildcard_free else 'taken'}"
        )
        noted_any = False
        for number, clues in enumerate(view.sheet, 1):
            noted = view.guesses[number - 1] if number <= len(view.guesses) else None
            if clues or noted:
                label = f"card {number}" if number <= view.length else "extra card"
                note = f"  noted {noted.upper()}" if noted else ""
                lines.append(f"  sheet, {label}: {', '.join(clues) or '-'}{note}")
                noted_any = True
        if not noted_any:
            lines.append("  sheet: no clues yet")
        for seat, offer in view.offers:
            lines.append(f"  said aloud by P{seat + 1}: {offer if offer is not None else 'no clue'}")
        return "\n".join(lines)

    def render(self, state: State) -> str:
        lines = [f"Letter Jam, {state.players} players, {state.lang}, words of {state.length} letters"]
        for s in range(state.players):
            row = "".join(c.upper() if i == state.pos[s] else c for i, c in enumerate(state.rows[s]))
            card = state.extra[s]
            extra = f" extra {card.upper()}" if state.pos[s] >= state.length and card else ""
            lines.append(f"  P{s + 1}: row {row} (card {min(state.pos[s], state.length - 1) + 1}){extra}")
        for k, stand in enumerate(state.npc):
            card = stand.card.upper() if stand.card else "-"
            lines.append(f"  N{k + 1}: {card} ({len(stand.stack)} in stack)")
        lines.append(
            f"  tokens: red {state.red}, green {state.green}, centre {state.centre}; "
            f"bonus {''.join(state.bonus).upper() or '-'}; deck {len(state.deck)} cards"
        )
        return "\n".join(lines)
