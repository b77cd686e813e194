"""The dealer: secret words for each player from the deck's cards, and the non-player stacks.

Secret words (:func:`secret_words`) are plain words of the strict list (kind
``word``) that most adults know (familiarity >= ``min_familiarity``), used often
enough on their own (zipf >= ``min_zipf``), not a form the other language's text
uses about as much (a name or an acronym: :mod:`.shared_forms`) and not in the
vulgar-word denylist (``data/letterjam/rude.txt``, unless ``allow_rude``), of the
chosen length, that the remaining cards can build; no card serves two players.
Each word's cards are shuffled (the rulebook passes the word scrambled). The rest
of the deck is shuffled; the non-player stacks are dealt from it per the setup
card, and what is left is the central deck. All chance comes from ``chance(seed, ...)``.
"""

from __future__ import annotations

import zlib
from collections import Counter
from functools import lru_cache
from pathlib import Path

from ...datafiles import data_path, read_records
from ...errors import BadGameSetup, DataError
from ...lexicon import WordSet, get_lexicon
from ...lexicon.alphabet import alphabet_for
from ...records import SlotRecord
from ...seeding import chance
from .deck import STANDS, Deck, setup_card
from .defaults import SECRET_FAMILIARITY, SECRET_LENGTH, SECRET_ZIPF
from .shared_forms import shared_keys, shared_path

ATTEMPTS = 50


class Deal(SlotRecord):
    """A dealt game: the secret words, each player's shuffled cards, the non-player stacks, the deck."""

    __slots__ = ("words", "rows", "npc_stacks", "deck")

    def __init__(
        self,
        words: tuple[str, ...],  # secret words (folded), one per player
        rows: tuple[tuple[str, ...], ...],  # each player's cards, shuffled
        npc_stacks: tuple[tuple[str, ...], ...],  # top card first
        deck: tuple[str, ...],  # central deck, top card first
    ):
        self.words, self.rows, self.npc_stacks, self.deck = words, rows, npc_stacks, deck

    def to_json(self) -> dict:
        return {
            "words": list(self.words),
            "rows": ["".join(r) for r in self.rows],
            "npc_stacks": ["".join(s) for s in self.npc_stacks],
            "deck": "".join(self.deck),
        }


@lru_cache(maxsize=4)
def rude_keys(lang: str) -> frozenset[str]:
    """The folded keys of *lang*'s words in the vulgar-word denylist (``data/letterjam/rude.txt``)."""
    alphabet = alphabet_for(lang)
    path = data_path("letterjam", "rude.txt")
    keys = set()
    for record in read_records(path):
        fields = record.fields()
        if len(fields) != 2:
            raise DataError(f"{path}:{record.line}: expected LANG WORD, found {record.text!r}")
        if fields[0] == lang:
            key = alphabet.try_fold(fields[1])
            if key is None:
                raise DataError(f"{path}:{record.line}: {fields[1]!r} is not a {alphabet.name} word")
            keys.add(key)
    return frozenset(keys)


def secret_words(
    lang: str,
    length: int | None = None,
    min_familiarity: float = SECRET_FAMILIARITY,
    min_zipf: float = SECRET_ZIPF,
    allow_rude: bool = False,
) -> WordSet:
    """The entries that may be dealt as secret words (module docstring), of *length* letters or all."""
    lexicon = get_lexicon(lang, "strict")
    words = lexicon.words(length) & lexicon.of_kinds("word")
    # the zipf floor read for these few words only (at_least reads the whole list's column)
    chosen = words.familiar(min_familiarity).bands((min_zipf,))[0]
    left_out = shared_keys(chosen) if allow_rude else shared_keys(chosen) | rude_keys(lang)
    for key in left_out:
        chosen -= lexicon.of_key(key)
    return chosen


def secret_candidates(
    deck: Deck,
    length: int,
    min_zipf: float = SECRET_ZIPF,
    min_familiarity: float = SECRET_FAMILIARITY,
    allow_rude: bool = False,
) -> list[str]:
    """Folded keys of the secret words of *length* letters that the deck's cards can build.

    Kept beside the strict list's index (:meth:`~wordtools.lexicon.Lexicon.kept`): a one-off
    deal maps them instead of reading the list, the shared forms and the denylist again. The
    parameters name the deck's cards and the checksums of the two data files, so a change of
    either builds them anew."""
    lang = deck.alphabet.lang
    lexicon = get_lexicon(lang, "strict")

    def build() -> dict[str, bytes]:
        allowed = secret_words(lang, length, min_familiarity, min_zipf, allow_rude)
        keys = sorted(set((lexicon.fitting(deck.counter(), 0, length, length) & allowed).keys()))
        return {"keys": "\n".join(keys).encode("latin-1")}

    files = [shared_path(lang)] if allow_rude else [shared_path(lang), data_path("letterjam", "rude.txt")]
    sums = " ".join(f"{zlib.crc32(_file_bytes(path)):08x}" for path in files)
    parameters = (
        f"length={length} min_zipf={min_zipf!r} min_familiarity={min_familiarity!r} "
        f"allow_rude={allow_rude} cards={deck.counts!r} files={sums}"
    )
    kept = lexicon.kept("secret-words", parameters, build)
    view = kept.section("keys")
    text = view.tobytes().decode("latin-1")
    view.release()
    kept.close()
    return text.split("\n") if text else []


def _file_bytes(path: Path) -> bytes:
    """A data file's bytes (missing: none, so the build that reads it says what is wrong)."""
    try:
        return path.read_bytes()
    except OSError:
        return b""


def deal(
    deck: Deck,
    players: int,
    length: int = SECRET_LENGTH,
    seed: int = 0,
    min_zipf: float = SECRET_ZIPF,
    min_familiarity: float = SECRET_FAMILIARITY,
    allow_rude: bool = False,
) -> Deal:
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
    candidates = secret_candidates(deck, length, min_zipf, min_familiarity, allow_rude)
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
