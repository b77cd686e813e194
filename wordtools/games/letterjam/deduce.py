"""The deducer: which letter is my card, given the clues I wrote down for it.

A clue on the deduction sheet is the word as I saw it: ``?`` for my unknown
letter, ``*`` for the wildcard (one letter, the same wherever it stands), the
other letters as seen (``fin?``, ``afin?n*o``). For every deck letter *x*:

1. put *x* at every ``?`` and, if there is a ``*``, try every letter there;
2. a clue *supports* *x* as much as a giver is likely to have chosen the best word
   it makes (:func:`~.vocab.choice_weight`: familiarity × usage); no word, no support;
3. P(x) ∝ weight(x) × Π support over the clues, where weight(x) is how many
   cards of *x* may still be mine (the deck's count minus the copies I see).

The clue finder ranks clues with the same numbers (:func:`letter_posterior`);
:mod:`.support` works out step 2 fast and keeps it per vocabulary.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...errors import BadInput
from ...lexicon import ListChoice
from ...records import SlotRecord
from .deck import Deck
from .support import pattern_supports
from .vocab import Vocabulary, table_vocabulary


class Deduction(SlotRecord):
    """One possible letter: its probability and the words that support it."""

    __slots__ = ("letter", "probability", "words")

    def __init__(self, letter: str, probability: float, words: tuple[str, ...] = ()):
        self.letter, self.probability, self.words = letter, probability, words

    def to_json(self) -> dict:
        return {"letter": self.letter, "probability": round(self.probability, 4), "words": list(self.words)}


def parse_clue(text: str, deck: Deck) -> str:
    """A sheet clue folded to lowercase letters, ``?`` and ``*`` (errors say what is wrong)."""
    raw = "".join(text.split())
    if "?" not in raw:
        raise BadInput(f"clue {text!r} has no '?' (your letter's place)")
    parts = [ch if ch in "?*" else deck.check_letter(ch, f"letter of clue {text!r}") for ch in raw]
    return "".join(parts)


def letter_posterior(
    patterns: list[str], vocab: Vocabulary, weights: Mapping[str, float], alphabet: str
) -> dict[str, float]:
    """P(letter) for every letter with weight, given the sheet *patterns* (no support: absent)."""
    letters = [x for x, w in weights.items() if w > 0]
    rows = [pattern_supports(p, vocab, alphabet, letters) for p in patterns]
    scores: dict[str, float] = {}
    for x in letters:
        p = weights[x]
        for row in rows:
            support = row[x]
            if not support:
                p = 0.0
                break
            p *= support
        if p > 0:
            scores[x] = p
    total = sum(scores.values())
    return {x: s / total for x, s in scores.items()} if total else {}


def supporting_words(patterns: list[str], x: str, vocab: Vocabulary, alphabet: str, limit: int = 3) -> tuple[str, ...]:
    """The best word of each clue for letter *x* (wildcard clues: up to *limit* choices)."""
    out: list[str] = []
    for pattern in patterns:
        filled = pattern.replace("?", x)
        if "*" not in filled:
            if filled in vocab:
                out.append(filled)
            continue
        found = sorted(
            ((vocab.weight(filled.replace("*", y)), filled.replace("*", y)) for y in alphabet),
            key=lambda t: -(t[0] or 0),
        )
        out.extend(word for z, word in found[:limit] if z is not None)
    return tuple(dict.fromkeys(out))


def parse_seen(text: str, deck: Deck) -> str:
    """The cards I see, folded, each checked to be a card of *deck*."""
    return "".join(deck.check_letter(ch, "seen card") for ch in "".join(text.split()))


def deck_weights(deck: Deck, seen: str = "") -> dict[str, float]:
    """Cards of each deck letter that may still be mine: the deck's count minus *seen*."""
    counts = deck.counter()
    for letter in seen:
        if counts.get(letter, 0) > 0:
            counts[letter] -= 1
    return {letter: float(n) for letter, n in counts.items() if n > 0}


def deduce(
    clues: list[str], deck: Deck, vocab: Vocabulary, seen: str = "", limit: int | None = None
) -> list[Deduction]:
    """Possible letters for one card, most likely first, with their supporting words."""
    if not clues:
        raise BadInput("give at least one clue (e.g. 'fin?')")
    patterns = [parse_clue(c, deck) for c in clues]
    alphabet = deck.alphabet.letters
    posterior = letter_posterior(patterns, vocab, deck_weights(deck, seen), alphabet)
    ordered = sorted(posterior.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
    return [Deduction(x, p, supporting_words(patterns, x, vocab, alphabet)) for x, p in ordered]


def deduce_from(
    clues: list[str], deck: Deck, list_name: str | ListChoice = "broad", seen: str = "", limit: int | None = None
) -> list[Deduction]:
    """The ``letterjam deduce`` operation: :func:`deduce` with the words a table knows on *list_name*
    and *seen* as typed (the cards I see, checked against *deck*)."""
    vocab = table_vocabulary(deck.alphabet.lang, list_name)
    return deduce(clues, deck, vocab, parse_seen(seen, deck), limit)
