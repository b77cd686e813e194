"""Letter Jam players: ``smart`` (ranked clues, careful deductions) and ``simple``.

Both see only a :class:`~.view.PlayerView`: their own letters reach them as the
clues on their sheet, which they read with the deducer.

- smart gives the finder's best-ranked clue (weighted toward players still on
  their row), moves on when the deducer is sure enough (or clues run short), and
  rebuilds the word from the likeliest letters of each card, covering a doubtful
  card with the wildcard or a bonus letter when that makes a better word.
- simple gives the clue that helps the most players (no ambiguity ranking),
  always moves on after a clue, and writes the anagram of its first guesses.
"""

from __future__ import annotations

from itertools import product

from ...engine.protocol import Strategy
from ...lexicon import get_lexicon
from .clues import find_clues
from .deck import load_deck
from .deduce import deck_weights, letter_posterior
from .game import LetterJam
from .moves import AdvanceMove, ClueMove, EndMove, GuessMove, StayMove, WriteMove
from .view import PlayerView
from .vocab import recognition, vocabulary
from .clues import make_table


def view_table(view: PlayerView):
    """The giver's table from a view, with maps back to stand tokens."""
    deck = load_deck(view.deck_name)
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


def best_clue_moves(game, view: PlayerView, top: int = 1, keep: int = 30) -> list[ClueMove]:
    deck, table, seats, npc_stands = view_table(view)
    if table is None:
        return []
    vocab = vocabulary(view.lang, "broad", 1.5)
    clues = find_clues(table, deck, get_lexicon(view.lang, "broad"), vocab, top=top, needs=needs_of(view), keep=keep)
    return [to_move(c, table, seats, npc_stands) for c in clues]


def card_posterior(view: PlayerView, card: int) -> dict[str, float]:
    deck = load_deck(view.deck_name)
    patterns = list(view.sheet[card])
    weights = deck_weights(deck, view.seen_letters())
    if not patterns:
        total = sum(weights.values())
        return {x: w / total for x, w in weights.items()}
    post = letter_posterior(patterns, vocabulary(view.lang, "broad", 1.5), weights, deck.alphabet.letters)
    return post or {x: w / sum(weights.values()) for x, w in weights.items()}


def _argmax(post: dict[str, float]) -> tuple[str, float]:
    return max(post.items(), key=lambda kv: (kv[1], -ord(kv[0])))


def rebuild(view: PlayerView, width: int = 3, covers: bool = True) -> WriteMove:
    """The likeliest real word from my cards' letter distributions (see the module docstring)."""
    lexicon = get_lexicon(view.lang, "strict")
    length = view.length
    dists = []
    for i in range(length):
        if view.sheet[i]:
            post = card_posterior(view, i)
        elif view.guesses[i]:
            post = {view.guesses[i]: 1.0}
        else:
            post = card_posterior(view, i)
        dists.append(sorted(post.items(), key=lambda kv: -kv[1])[:width])
    best: tuple[float, str, tuple[str, ...]] | None = None

    def consider(score: float, key: str, tokens: tuple[str, ...]):
        nonlocal best
        if best is None or score > best[0]:
            best = (score, key, tokens)

    extras = [("*", None)] if view.wildcard_free else []
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
            consider(p * recognition(lexicon.zipf(i)), lexicon.key(i), _tokens(lexicon.key(i), letters))
        if not covers or not extras or rank >= 4:
            continue
        for j in range(length):
            rest = letters[:j] + letters[j + 1 :]
            p_rest = p / combo[j][1] if combo[j][1] else 0.0
            for i in lexicon.find_anagrams("".join(rest) + "?"):
                key = lexicon.key(i)
                extra_letter = _extra_letter(key, rest)
                for kind, b in extras:
                    if b is not None and b != extra_letter:
                        continue
                    tokens = _tokens(key, rest, skip=j, extra=(kind + extra_letter, extra_letter))
                    consider(0.8 * p_rest * (1 - combo[j][1]) * recognition(lexicon.zipf(i)), key, tokens)
    if best is None:
        letters = "".join(d[0][0] for d in dists)
        return WriteMove(letters, tuple(str(i + 1) for i in range(length)))
    return WriteMove(best[1], best[2])


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


class SmartStrategy(Strategy):
    """Best-ranked clues; moves on when sure; rebuilds with the wildcard when it helps."""

    name = "smart"
    keep = 30

    def choose(self, view: PlayerView):
        if view.phase == "clue":
            # Once every row is done, each green token left is worth a point per correct
            # word: more clues would only chase bonus letters.
            if all(p >= view.length for p in view.positions) or not any(needs_of(view).values()):
                return EndMove()
            moves = best_clue_moves(self.game, view, top=1, keep=self.keep)
            return moves[0] if moves else EndMove()
        if view.phase == "decide":
            return self.decide(view)
        return rebuild(view)

    def decide(self, view: PlayerView):
        if view.must_guess_extra:
            return GuessMove(_argmax(card_posterior(view, view.length))[0])
        card = view.my_card
        letter, p = _argmax(card_posterior(view, card))
        clues = len(view.sheet[card])
        short = view.tokens_left() <= view.length - card
        if p >= 0.75 or (clues >= 2 and p >= 0.45) or clues >= 3 or short:
            return AdvanceMove(letter)
        return StayMove()


class SimpleStrategy(Strategy):
    """Clues that touch the most players; always moves on; writes its first guesses."""

    name = "simple"

    def choose(self, view: PlayerView):
        if view.phase == "clue":
            if not any(needs_of(view).values()):
                return EndMove()
            moves = best_clue_moves(self.game, view, top=1, keep=1)
            return moves[0] if moves else EndMove()
        if view.phase == "decide":
            card = view.length if view.must_guess_extra else view.my_card
            letter = _argmax(card_posterior(view, card))[0]
            return GuessMove(letter) if view.must_guess_extra else AdvanceMove(letter)
        return rebuild(view, width=1, covers=False)


STRATEGIES = {"smart": SmartStrategy, "simple": SimpleStrategy}
