"""Letter Jam players: ``human`` (the default), ``perfect`` and ``simple``.

All three see only a :class:`~.view.PlayerView`: their own letters reach them as
the clues on their sheet, which they read with the deducer.

- human: a player with their own vocabulary (:func:`~.vocab.personal_vocabulary`:
  each word of the table's words known with probability its familiarity, drawn
  from the player's seed), so a rare clue can be misread. As a
  giver they offer only words they know and judge the whole table knows (plain
  words of the language, :data:`~.vocab.TABLE_KINDS`, familiarity >=
  :data:`~.defaults.GIVER_FAMILIARITY`),
  ranked by the clue finder on the table's words; as a reader they deduce from
  the words they know.
- perfect: the idealised player: everyone shares the chosen list's whole
  vocabulary and the same deducer, so a clue the giver rates unambiguous is read
  unambiguously (the upper bound of what the clue finder can do).
- simple: offers the clue that helps the most players (no ambiguity ranking),
  always moves on after a clue, guesses extra cards at once, and writes the
  anagram of its first guesses.

human and perfect move on when the deducer is sure enough (or clues run short),
guess an extra card only when sure enough (else they wait for more clues, as
the rulebook lets them), and rebuild the word from the likeliest letters of each
card, covering a doubtful card with the wildcard or a bonus letter when that
makes a better word, and lengthening a sure word with bonus letters (+1 point
per letter, rulebook).
"""

from __future__ import annotations

from itertools import permutations, product

from ...engine.protocol import Strategy
from ...lexicon import get_lexicon
from .clues import ClueLimits, find_clues, make_table
from .deck import load_deck
from .deduce import deck_weights, letter_posterior
from .defaults import CLUE_FAMILIARITY, CLUE_ZIPF, GIVER_FAMILIARITY
from .moves import AdvanceMove, ClueMove, EndMove, GuessMove, StayMove, WriteMove
from .view import PlayerView
from .vocab import Vocabulary, personal_vocabulary, table_vocabulary, vocabulary

SURE = 0.75  # move on (or guess an extra card) at this probability


def view_table(view: PlayerView):
    """The giver's table from a view, with maps back to stand tokens."""
    deck = load_deck(view.deck_name, view.lang)
    players, seats = [], []
    for s, letter in enumerate(view.stands):
        if letter is not None and s != view.seat:
            players.append((f"P{s + 1}", letter))
            seats.append(s)
    npc, npc_stands = [], []
    for k, letter in enumerate(view.npc):
        if letter is not None:
            npc.append(letter)
            npc_stands.append(k)
    table = make_table(deck, players, npc, list(view.bonus)) if players else None
    return deck, table, seats, npc_stands


def needs_of(view: PlayerView) -> dict[str, float]:
    """How much each other player needs a clue (public: who is still on their row)."""
    needs = {}
    for s in range(view.players):
        if s == view.seat:
            continue
        if view.positions[s] < view.length:
            needs[f"P{s + 1}"] = 1.0
        elif view.on_extra[s]:
            needs[f"P{s + 1}"] = 0.3
        else:
            needs[f"P{s + 1}"] = 0.0
    return needs


def to_move(clue, table, seats, npc_stands) -> ClueMove:
    tokens = []
    for kind, k in clue.sources:
        if kind == "p":
            tokens.append(f"P{seats[k] + 1}")
        elif kind == "n":
            tokens.append(f"N{npc_stands[k] + 1}")
        elif kind == "b":
            tokens.append(f"B{table.bonus[k]}")
        else:
            tokens.append("*")
    return ClueMove(clue.key, tuple(tokens))


def list_vocabulary(view: PlayerView) -> Vocabulary:
    """The perfect players' shared vocabulary: the game's whole list."""
    return vocabulary(view.lang, view.list_name, 1.5)


def best_clue_moves(
    game,
    view: PlayerView,
    top: int = 1,
    keep: int = 30,
    vocab: Vocabulary | None = None,
    min_zipf: float = CLUE_ZIPF,
    knows: Vocabulary | None = None,
    min_familiarity: float = CLUE_FAMILIARITY,
) -> list[ClueMove]:
    """The finder's best clues for this view as moves (only words in *knows*, when given)."""
    deck, table, seats, npc_stands = view_table(view)
    if table is None:
        return []
    vocab = vocab if vocab is not None else list_vocabulary(view)
    lexicon = get_lexicon(view.lang, view.list_name)
    # `is None`, not truth: the length of a personal vocabulary would draw every length of it.
    limits = ClueLimits(
        min_zipf=min_zipf, min_familiarity=min_familiarity, top=None if knows is not None else top, keep=keep
    )
    clues = find_clues(table, deck, lexicon, vocab, limits, needs_of(view))
    if knows is not None:
        clues = [c for c in clues if c.key in knows][:top]
    return [to_move(c, table, seats, npc_stands) for c in clues]


def card_posterior(view: PlayerView, card: int, vocab: Vocabulary) -> dict[str, float]:
    deck = load_deck(view.deck_name, view.lang)
    patterns = list(view.sheet[card])
    weights = deck_weights(deck, view.seen_letters())
    if not patterns:
        total = sum(weights.values())
        return {x: w / total for x, w in weights.items()}
    post = letter_posterior(patterns, vocab, weights, deck.alphabet.letters)
    return post or {x: w / sum(weights.values()) for x, w in weights.items()}


def _argmax(post: dict[str, float]) -> tuple[str, float]:
    return max(post.items(), key=lambda kv: (kv[1], -ord(kv[0])))


def rebuild(
    view: PlayerView, vocab: Vocabulary, width: int = 3, covers: bool = True, knows: Vocabulary | None = None
) -> WriteMove:
    """The likeliest real word from my cards' letter distributions (see the module docstring)."""
    lexicon = get_lexicon(view.lang, "strict")
    length = view.length
    dists = []
    for i in range(length):
        guess = view.guesses[i]
        if view.sheet[i]:
            post = card_posterior(view, i, vocab)
        elif guess:
            post = {guess: 1.0}
        else:
            post = card_posterior(view, i, vocab)
        dists.append(sorted(post.items(), key=lambda kv: -kv[1])[:width])
    best: tuple[float, str, tuple[str, ...]] | None = None

    def known(i: int) -> bool:
        return knows is None or lexicon.key(i) in knows

    def consider(score: float, key: str, tokens: tuple[str, ...]):
        nonlocal best
        if best is None or score > best[0]:
            best = (score, key, tokens)

    extras: list[tuple[str, str | None]] = [("*", None)] if view.wildcard_free else []
    extras += [("+", b) for b in dict.fromkeys(view.bonus)]
    combos = []
    for combo in product(*dists):
        p = 1.0
        for _, q in combo:
            p *= q
        combos.append((p, combo))
    combos.sort(key=lambda t: -t[0])
    for rank, (p, combo) in enumerate(combos[:40]):
        letters = [x for x, _ in combo]
        for i in lexicon.find_anagrams("".join(letters)):
            if known(i):
                consider(p * lexicon.familiarity(i), lexicon.key(i), _tokens(lexicon.key(i), letters))
        if not covers or not extras or rank >= 4:
            continue
        for j in range(length):
            rest = letters[:j] + letters[j + 1 :]
            p_rest = p / combo[j][1] if combo[j][1] else 0.0
            for i in lexicon.find_anagrams("".join(rest) + "?"):
                if not known(i):
                    continue
                key = lexicon.key(i)
                extra_letter = _extra_letter(key, rest)
                for kind, b in extras:
                    if b is not None and b != extra_letter:
                        continue
                    tokens = _tokens(key, rest, skip=j, extra=(kind + extra_letter, extra_letter))
                    consider(0.8 * p_rest * (1 - combo[j][1]) * lexicon.familiarity(i), key, tokens)
    if best is None:
        likeliest = "".join(d[0][0] for d in dists)
        return WriteMove(likeliest, tuple(str(i + 1) for i in range(length)))
    score, key, tokens = best
    if covers and score >= SURE * 0.8:
        key, tokens = lengthen(key, tokens, view.bonus, lexicon, knows)
    return WriteMove(key, tokens)


def lengthen(key: str, tokens: tuple[str, ...], bonus: tuple[str, ...], lexicon, knows, sure: float = 0.9):
    """*key* lengthened with unused bonus letters into a familiar word (+1 point per letter), if any."""
    free = list(bonus)
    for t in tokens:
        if t[0] == "+":
            free.remove(t[1])
    best = (key, tokens)
    for extra in dict.fromkeys(x for n in (2, 1) for x in permutations(sorted(free), n)):
        for i in lexicon.find_anagrams(key + "".join(extra)):
            longer = lexicon.key(i)
            if lexicon.familiarity(i) < sure or (knows is not None and longer not in knows):
                continue
            if len(longer) > len(best[0]):
                best = (longer, _place(longer, key, tokens))
        if len(best[0]) > len(key):
            break
    return best


def _place(longer: str, key: str, tokens: tuple[str, ...]) -> tuple[str, ...]:
    """Tokens for *longer*: the tokens of *key*'s letters where they fit, ``+x`` for the rest."""
    pool = list(zip(key, tokens))
    out = []
    for ch in longer:
        for idx, (x, t) in enumerate(pool):
            if x == ch:
                out.append(t)
                pool.pop(idx)
                break
        else:
            out.append(f"+{ch}")
    return tuple(out)


def _extra_letter(key: str, rest: list[str]) -> str:
    left = list(key)
    for x in rest:
        left.remove(x)
    return left[0]


def _tokens(key: str, letters: list[str], skip: int | None = None, extra=None) -> tuple[str, ...]:
    """Chip tokens spelling *key*: card numbers for *letters* (card *skip* left out), plus one extra."""
    cards = [(x, i + 1) for i, x in enumerate(letters)]
    if skip is not None:
        cards = [(x, (n if n <= skip else n + 1)) for x, n in cards]
    out = []
    extra_used = False
    for ch in key:
        for idx, (x, n) in enumerate(cards):
            if x == ch:
                out.append(str(n))
                cards.pop(idx)
                break
        else:
            assert extra is not None and not extra_used and ch == extra[1]
            out.append(extra[0])
            extra_used = True
    return tuple(out)


def no_more_clues_needed(view: PlayerView) -> bool:
    # Once every row is done, each green token left is worth a point per correct word:
    # more clues would only chase bonus letters.
    return all(p >= view.length for p in view.positions) or not any(needs_of(view).values())


def careful_decision(view: PlayerView, vocab: Vocabulary):
    """Move on (or guess the extra card) when sure enough or clues run short; else stay."""
    if view.may_guess_extra:
        letter, p = _argmax(card_posterior(view, view.length, vocab))
        clues = len(view.sheet[view.length])
        short = view.tokens_left() == 0
        return GuessMove(letter) if p >= SURE or clues >= 3 or short else StayMove()
    card = view.my_card
    letter, p = _argmax(card_posterior(view, card, vocab))
    clues = len(view.sheet[card])
    short = view.tokens_left() <= view.length - card
    if p >= SURE or (clues >= 2 and p >= 0.45) or clues >= 3 or short:
        return AdvanceMove(letter)
    return StayMove()


class PerfectStrategy(Strategy):
    """The idealised player: the whole list as everyone's vocabulary, best-ranked clues."""

    name = "perfect"
    keep = 30

    def vocab(self, view: PlayerView) -> Vocabulary:
        return list_vocabulary(view)

    def choose(self, view: PlayerView):
        if view.phase == "clue":
            if no_more_clues_needed(view):
                return EndMove()
            moves = best_clue_moves(self.game, view, top=1, keep=self.keep, vocab=self.vocab(view))
            return moves[0] if moves else EndMove()
        if view.phase == "decide":
            return careful_decision(view, self.vocab(view))
        return rebuild(view, self.vocab(view))


class HumanStrategy(Strategy):
    """A player with their own vocabulary; offers only words the table knows."""

    name = "human"
    keep = 30

    def __init__(self, game, seat, rng):
        super().__init__(game, seat, rng)
        self.vocabulary_seed = rng.getrandbits(64)  # this player's words, fixed for the game
        self._known: Vocabulary | None = None

    def known(self, view: PlayerView) -> Vocabulary:
        if self._known is None:
            self._known = personal_vocabulary(table_vocabulary(view.lang, view.list_name), self.vocabulary_seed)
        return self._known

    def choose(self, view: PlayerView):
        known = self.known(view)
        if view.phase == "clue":
            if no_more_clues_needed(view):
                return EndMove()
            moves = best_clue_moves(
                self.game,
                view,
                top=1,
                keep=self.keep,
                vocab=table_vocabulary(view.lang, view.list_name),
                knows=known,
                min_familiarity=GIVER_FAMILIARITY,
            )
            return moves[0] if moves else EndMove()
        if view.phase == "decide":
            return careful_decision(view, known)
        return rebuild(view, known, knows=known)


class SimpleStrategy(Strategy):
    """Clues that touch the most players; always moves on; writes its first guesses."""

    name = "simple"

    def choose(self, view: PlayerView):
        vocab = list_vocabulary(view)
        if view.phase == "clue":
            if not any(needs_of(view).values()):
                return EndMove()
            moves = best_clue_moves(self.game, view, top=1, keep=1, vocab=vocab)
            return moves[0] if moves else EndMove()
        if view.phase == "decide":
            card = view.length if view.may_guess_extra else view.my_card
            letter = _argmax(card_posterior(view, card, vocab))[0]
            return GuessMove(letter) if view.may_guess_extra else AdvanceMove(letter)
        return rebuild(view, vocab, width=1, covers=False)


STRATEGIES = {"human": HumanStrategy, "perfect": PerfectStrategy, "simple": SimpleStrategy}
