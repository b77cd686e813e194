"""The dealer: secret words for each player from the deck's cards, and the non-player stacks.

Secret words are common words (zipf >= ``min_zipf`` in the strict list) of the
chosen length that the remaining cards can build; no card serves two players.
Each word's cards are shuffled (the rulebook passes the word scrambled). The rest
of the deck is shuffled; the non-player stacks are dealt from it per the setup
card, and what is left is the central deck. All chance comes from ``chance(seed, ...)``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...errors import BadGameSetup
from ...lexicon import get_lexicon
from ...seeding import chance
from .deck import STANDS, Deck, setup_card

ATTEMPTS = 50


@dataclass(frozen=True)
class Deal:
    words: tuple[str, ...]  # secret words (folded), one per player
    rows: tuple[tuple[str, ...], ...]  # each player's cards, shuffled
    npc_stacks: tuple[tuple[str, ...], ...]  # top card first
    deck: tuple[str, ...]  # central deck, top card first

    def to_json(self) -> dict:
        return {
            "words": list(self.words),
            "rows": ["".join(r) for r in self.rows],
            "npc_stacks": ["".join(s) for s in self.npc_stacks],
            "deck": "".join(self.deck),
        }


def secret_candidates(deck: Deck, length: int, min_zipf: float = 3.0, list_name: str = "strict") -> list[str]:
    """Folded keys of common words of *length* letters that the deck's cards can build."""
    lexicon = get_lexicon(deck.alphabet.lang, list_name)
    ids = lexicon.within(deck.counter(), 0, length, length)
    keys = sorted({lexicon.key(i) for i in ids if lexicon.zipf(i) >= min_zipf})
    return keys


def deal(deck: Deck, players: int, length: int = 5, seed: int = 0, min_zipf: float = 3.0) -> Deal:
    """Deal a game for *players* players with secret words of *length* letters."""
    card = setup_card(players)
    if length < 2:
        raise BadGameSetup(f"secret words need at least 2 letters, not {length}")
    stacks_total = sum(card.npc_stacks)
    if players * length + stacks_total > len(deck):
        raise BadGameSetup(
            f"impossible deal: {players} words of {length} letters need {players * length} cards, "
            f"and the non-player stacks {stacks_total} more; the {deck.name} deck has {len(deck)}"
        )
    candidates = secret_candidates(deck, length, min_zipf)
    if not candidates:
        raise BadGameSetup(f"impossible deal: no common {length}-letter word can be built from the {deck.name} deck")
    rng = chance(seed, "letterjam", "deal")
    for _ in range(ATTEMPTS):
        left = deck.counter()
        words: list[str] = []
        pool = candidates[:]
        rng.shuffle(pool)
        for word in pool:
            need = Counter(word)
            if all(left[ch] >= n for ch, n in need.items()):
                words.append(word)
                left -= need
                if len(words) == players:
                    break
        if len(words) == players:
            break
    else:
        raise BadGameSetup(
            f"impossible deal: could not find {players} common {length}-letter words sharing no card in the {deck.name} deck"
        )
    rows = []
    for word in words:
        cards = list(word)
        rng.shuffle(cards)
        rows.append(tuple(cards))
    rest = [ch for ch, n in sorted(left.items()) for _ in range(n)]
    rng.shuffle(rest)
    stacks = []
    for size in card.npc_stacks:
        stacks.append(tuple(rest[:size]))
        rest = rest[size:]
    assert len(stacks) == STANDS - players
    return Deal(tuple(words), tuple(rows), tuple(stacks), tuple(rest))
