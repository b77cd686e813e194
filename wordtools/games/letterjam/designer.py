"""The deck designer: measure a deck of letter cards, and search card counts that measure better.

Start at :func:`evaluate_deck`. A deck is good when it gives players secret
words and clue givers clues. Three measures, each seeded (same seed, same
figures):

1. **Dealable share** per word length and player count: once the other
   players have their secret words (dealt like :mod:`.deal`: common words that
   the cards left can build), the share of the language's common words of that
   length (strict list, zipf >= 3) that the cards left can still build: how
   much choice the last player's word has.
2. **Good clues** per random table: a 4-player table with 5-letter secret words
   dealt from the deck, as one player sees it (a card of each other player's
   word, 2 non-player stands); a good clue is one the clue finder offers (a
   word the table knows, :func:`~.vocab.table_vocabulary`, zipf >= 3, 3 to 8
   letters: the chips in the box) with which 2 or more players would each name
   their own letter with probability >= 0.5 (the deducer's).
3. **Words rebuilt** in simulated games (optional: slow), with the ``human``
   players by default.

Draws use common random numbers: deal *i* tries words in the same order and
table *i* shows the same card positions for every deck, so two decks that
differ by one card are compared on nearly the same deals and tables.

:func:`design_deck` searches card counts (64 cards; letters forced in or out;
every letter in the deck has at least 2 cards, as in the published decks) by
seeded hill climbing on ``dealable x good clues`` (the product gives each
measure's relative gains the same weight), from the frequency-proportional deck
or a given one; the start and the best deck are then measured again on
held-out tables and deals, and the best counts only when it wins there too.
"""

from __future__ import annotations

import math
import os
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

from ...errors import BadInput, GameTooLong
from ...files import write_text
from ...lexicon import get_lexicon
from ...lexicon.alphabet import alphabet_for
from ...seeding import chance
from .deal import secret_words
from .deck import STANDS, Deck
from .defaults import SECRET_ZIPF

DECK_SIZE = 64
MIN_CARDS = 2  # per letter in the deck, as in the published decks
CLUE_ZIPF = 3.0
CLUE_LENGTHS = (3, 8)
LENGTHS = (4, 5, 6)
GOOD_PROBABILITY = 0.5  # a helped player names their letter at least this likely
GOOD_KEEP = 150  # candidates ranked exactly per table (the clue finder's pre-score keeps the best)
PLAYER_COUNTS = (2, 3, 4, 5, 6)


@dataclass(frozen=True)
class DeckMeasures:
    """What :func:`evaluate_deck` measured for one deck."""

    deck: Deck
    dealable: dict[tuple[int, int], float]  # (length, players) -> share of common words still dealable
    good_clues: float  # mean good clues per random table
    tables: int
    rebuilt: float | None = None  # share of secret words rebuilt in simulated games
    games: int = 0
    mean_score: float | None = None

    @property
    def mean_dealable(self) -> float:
        return sum(self.dealable.values()) / len(self.dealable)

    @property
    def objective(self) -> float:
        """What the designer maximises: mean dealable share x mean good clues."""
        return self.mean_dealable * self.good_clues

    def to_json(self) -> dict:
        return {
            "deck": deck_text(self.deck),
            "dealable": {f"{length}x{players}": round(v, 4) for (length, players), v in sorted(self.dealable.items())},
            "mean_dealable": round(self.mean_dealable, 4),
            "good_clues": round(self.good_clues, 2),
            "tables": self.tables,
            "rebuilt": None if self.rebuilt is None else round(self.rebuilt, 4),
            "mean_score": None if self.mean_score is None else round(self.mean_score, 2),
            "games": self.games,
            "objective": round(self.objective, 4),
        }


def deck_text(deck: Deck) -> str:
    """``A5 B2 C3 ...``: the card counts on one line."""
    return " ".join(f"{letter.upper()}{n}" for letter, n in deck.counts)


def make_deck(lang: str, counts: dict[str, int], name: str = "designed") -> Deck:
    """A :class:`Deck` of *counts* (letters of *lang*, zero counts dropped)."""
    alpha = alphabet_for(lang)
    return Deck(name, alpha, tuple((x, counts[x]) for x in alpha.letters if counts.get(x, 0) > 0))


# Letter counts packed in one int, 5 bits per letter (counts up to 15) with the top bit a guard:
# (left | GUARD) - need keeps every guard bit set exactly when each count of left >= need's.
_FIELD = 5


def _pack(counts: Counter, alphabet: str) -> int:
    return sum(min(counts.get(x, 0), 15) << (_FIELD * i) for i, x in enumerate(alphabet))


def _guard(alphabet: str) -> int:
    return sum(16 << (_FIELD * i) for i in range(len(alphabet)))


@lru_cache(maxsize=16)
def common_words(lang: str, length: int) -> tuple[tuple[str, int], ...]:
    """Secret-word candidates of *length* (:func:`~.deal.secret_words`): (key, its packed letter counts),
    in a fixed order."""
    alphabet = alphabet_for(lang).letters
    keys = sorted(set(secret_words(lang, length).keys()))
    return tuple((key, _pack(Counter(key), alphabet)) for key in keys)


@lru_cache(maxsize=512)
def _deal_order(lang: str, length: int, players: int, sample: int, seed: int) -> tuple[int, ...]:
    """The order deal *sample* tries the words in: the same for every deck (common random numbers)."""
    order = list(range(len(common_words(lang, length))))
    chance(seed, "designer", "deal", length, players, sample).shuffle(order)
    return tuple(order)


def dealable_share(deck: Deck, length: int, players: int, samples: int, seed: int = 0) -> float:
    """Mean share of common *length*-letter words the cards still build once *players* - 1 are dealt."""
    lang = deck.alphabet.lang
    words = common_words(lang, length)
    if not words:
        return 0.0
    guard = _guard(deck.alphabet.letters)
    full = _pack(deck.counter(), deck.alphabet.letters) | guard
    total = 0.0
    for sample in range(samples):
        left, dealt = full, 0
        for i in _deal_order(lang, length, players, sample, seed):
            if dealt == players - 1:
                break
            need = words[i][1]
            if (left - need) & guard == guard:
                left -= need
                dealt += 1
        if dealt < players - 1:
            continue  # this deal failed: no word for the last player
        total += sum(1 for _, need in words if (left - need) & guard == guard) / len(words)
    return total / samples


TABLE_PLAYERS = 4  # the random tables: 4 players with 5-letter words, 2 non-player stands
TABLE_LENGTH = 5


def random_table(deck: Deck, table: int, seed: int = 0):
    """Random table *table* as player 4 sees it, or None when the deck cannot deal it.

    The 4 secret words are dealt as in :func:`dealable_share`; each other player
    shows one card of their word, the 2 non-player stands show cards of the rest
    (the same positions of the sorted leftover cards for every deck).
    """
    from .clues import make_table

    lang = deck.alphabet.lang
    words = common_words(lang, TABLE_LENGTH)
    guard = _guard(deck.alphabet.letters)
    left = _pack(deck.counter(), deck.alphabet.letters) | guard
    dealt: list[str] = []
    for i in _deal_order(lang, TABLE_LENGTH, TABLE_PLAYERS + 1, table, seed):
        key, need = words[i]
        if (left - need) & guard == guard:
            left -= need
            dealt.append(key)
            if len(dealt) == TABLE_PLAYERS:
                break
    else:
        return None
    rng = chance(seed, "designer", "table", table)
    shown = [word[rng.randrange(TABLE_LENGTH)] for word in dealt[:-1]]
    rest = sorted((deck.counter() - Counter("".join(dealt))).elements())
    npc = [rest[int(rng.random() * len(rest))] for _ in range(STANDS - TABLE_PLAYERS)]
    return make_table(deck, [(f"P{i + 1}", x) for i, x in enumerate(shown)], npc)


def good_clues(deck: Deck, tables: int, seed: int = 0) -> float:
    """Mean number of good clues (module docstring) on *tables* random tables (an undealable table: 0)."""
    from .clues import ClueLimits, find_clues
    from .vocab import table_vocabulary

    lexicon = get_lexicon(deck.alphabet.lang, "broad")
    known = table_vocabulary(deck.alphabet.lang, "broad")
    total = 0
    for t in range(tables):
        table = random_table(deck, t, seed)
        if table is None:
            continue
        limits = ClueLimits(
            min_zipf=CLUE_ZIPF, min_len=CLUE_LENGTHS[0], max_len=CLUE_LENGTHS[1], top=None, keep=GOOD_KEEP
        )
        found = find_clues(table, deck, lexicon, known, limits)
        total += sum(1 for clue in found if sum(h.probability >= GOOD_PROBABILITY for h in clue.helped) >= 2)
    return total / tables


@lru_cache(maxsize=4)
def _key_memo(lang: str) -> dict[int, str]:
    """Word id -> key, filled as tables ask (the same words come back table after table)."""
    return {}


def rebuilt_share(deck: Deck, games: int, seed: int = 0, strategy: str | None = None) -> tuple[float, float]:
    """(share of secret words rebuilt, mean team score) over *games* seeded 4-player games."""
    from ...engine.registry import find_game
    from ...engine.runner import play_game

    game = find_game("letterjam")
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, f"deck_{deck.alphabet.lang}.txt")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("".join(f"{x} {n}\n" for x, n in deck.counts))
        rebuilt = words = score = 0
        for g in range(games):
            options = {"players": 4, "lang": deck.alphabet.lang, "deck": path}
            outcome = play_game(game, options, seed + g, strategy).outcome
            if outcome is None:  # play_game plays to the end or raises
                raise GameTooLong(f"a Letter Jam game (seed {seed + g}) stopped before its end")
            details = outcome.details
            rebuilt += sum(1 for w in details["words"] if w["correct"])
            words += len(details["words"])
            score += details["total"]
    return (rebuilt / words if words else 0.0), (score / games if games else 0.0)


def evaluate_deck(
    deck: Deck,
    lengths: tuple[int, ...] = LENGTHS,
    players: tuple[int, ...] = PLAYER_COUNTS,
    samples: int = 20,
    tables: int = 40,
    games: int = 0,
    seed: int = 0,
) -> DeckMeasures:
    """The designer's measures of *deck* (see the module docstring); *games* > 0 also simulates."""
    if len(deck) < 1:
        raise BadInput("an empty deck cannot be measured")
    dealable = {(n, p): dealable_share(deck, n, p, samples, seed) for n in lengths for p in players}
    clues = good_clues(deck, tables, seed)
    rebuilt = score = None
    if games:
        rebuilt, score = rebuilt_share(deck, games, seed)
    return DeckMeasures(deck, dealable, clues, tables, rebuilt, games, score)


@dataclass(frozen=True)
class Design:
    """The designer's result: the start and best decks with their measures, and the search's path."""

    start: DeckMeasures
    best: DeckMeasures
    evaluations: int
    accepted: tuple[str, ...] = field(default=())  # moves that improved, in order ("-q +e")
    # The same measures on held-out tables and deals (seed + 1): the search never saw them,
    # so a gain there is not the search fitting its own random tables.
    start_held_out: DeckMeasures | None = None
    best_held_out: DeckMeasures | None = None

    @property
    def confirmed(self) -> bool:
        """Whether the best deck also beats the start on the held-out tables."""
        return (
            self.start_held_out is not None
            and self.best_held_out is not None
            and self.best_held_out.objective > self.start_held_out.objective
        )

    def to_json(self) -> dict:
        held = {}
        if self.start_held_out is not None and self.best_held_out is not None:
            held = {
                "start_held_out": self.start_held_out.to_json(),
                "best_held_out": self.best_held_out.to_json(),
                "confirmed": self.confirmed,
            }
        return {
            "start": self.start.to_json(),
            "best": self.best.to_json(),
            "evaluations": self.evaluations,
            "accepted": list(self.accepted),
            **held,
        }


def frequency_deck(lang: str, include: str = "", exclude: str = "", letters: int | None = None) -> dict[str, int]:
    """Card counts proportional to letter frequency in the language's common words.

    The *letters* most frequent letters (default: as many as 64 cards allow
    with :data:`MIN_CARDS` each, capped at 22) plus *include*, minus *exclude*;
    each gets :data:`MIN_CARDS`, the rest of the 64 go by largest remainder.
    """
    freq = letter_frequencies(lang)
    ranked = [x for x in sorted(freq, key=lambda x: (-freq[x], x)) if x not in exclude]
    letters = letters or 22
    chosen = list(dict.fromkeys([x for x in include] + ranked))[: max(letters, len(include))]
    if len(chosen) * MIN_CARDS > DECK_SIZE:
        raise BadInput(f"{len(chosen)} letters with {MIN_CARDS} cards each do not fit in {DECK_SIZE} cards")
    spare = DECK_SIZE - MIN_CARDS * len(chosen)
    weight = sum(freq.get(x, 0.0) for x in chosen) or 1.0
    share = {x: spare * freq.get(x, 0.0) / weight for x in chosen}
    counts = {x: MIN_CARDS + int(share[x]) for x in chosen}
    for x in sorted(chosen, key=lambda x: (-(share[x] - int(share[x])), x))[: DECK_SIZE - sum(counts.values())]:
        counts[x] += 1
    return counts


@lru_cache(maxsize=4)
def letter_frequencies(lang: str) -> dict[str, float]:
    """Letter share in the language's common words (strict list, zipf >= 3, 2-12 letters), by frequency of use."""
    words = get_lexicon(lang, "strict").words().at_least(SECRET_ZIPF).zipf_by_key()
    counts: dict[str, float] = {}
    for key, z in words.items():
        weight = 10 ** (z - SECRET_ZIPF)  # running-text weight: a word of zipf z is 10^z per 10^9 words
        for x in key:
            counts[x] = counts.get(x, 0.0) + weight
    total = sum(counts.values())
    return {x: n / total for x, n in counts.items()}


def design_deck(
    lang: str,
    start: dict[str, int] | None = None,
    include: str = "",
    exclude: str = "",
    steps: int = 150,
    seed: int = 0,
    samples: int = 6,
    tables: int = 16,
    lengths: tuple[int, ...] = LENGTHS,
    players: tuple[int, ...] = PLAYER_COUNTS,
) -> Design:
    """Hill-climb card counts from *start* (default :func:`frequency_deck`) for *steps* evaluations.

    A step moves one card from one letter to another, drops a letter (its cards
    go to the others) or adds one (taking :data:`MIN_CARDS` cards); it is kept
    when the objective grows. *include* letters stay in, *exclude* letters stay out.
    """
    alphabet = alphabet_for(lang).letters
    include = "".join(dict.fromkeys(x for x in include if x in alphabet))
    exclude = "".join(dict.fromkeys(x for x in exclude if x in alphabet))
    if set(include) & set(exclude):
        raise BadInput(f"letters both in and out: {''.join(sorted(set(include) & set(exclude))).upper()}")
    counts = dict(start) if start else frequency_deck(lang, include, exclude)
    _check_design(counts, include, exclude)

    def measure(c: dict[str, int]) -> DeckMeasures:
        return evaluate_deck(make_deck(lang, c), lengths, players, samples, tables, 0, seed)

    first = best = measure(counts)
    rng = chance(seed, "designer", "search", lang)
    accepted: list[str] = []
    evaluations = 1
    while evaluations < steps:
        proposal, label = _neighbour(counts, alphabet, include, exclude, rng)
        if proposal is None:
            continue
        evaluations += 1
        measured = measure(proposal)
        if measured.objective > best.objective:
            counts, best = proposal, measured
            accepted.append(label)

    def held_out(m: DeckMeasures) -> DeckMeasures:
        return evaluate_deck(m.deck, lengths, players, samples, tables, 0, seed + 1)

    return Design(first, best, evaluations, tuple(accepted), held_out(first), held_out(best))


def _check_design(counts: dict[str, int], include: str, exclude: str) -> None:
    if sum(counts.values()) != DECK_SIZE:
        raise BadInput(f"a deck has {DECK_SIZE} cards, not {sum(counts.values())}")
    if any(0 < n < MIN_CARDS for n in counts.values()):
        raise BadInput(f"every letter in the deck has at least {MIN_CARDS} cards")
    if any(counts.get(x, 0) == 0 for x in include) or any(counts.get(x, 0) for x in exclude):
        raise BadInput("the start deck breaks the letters in or out")


def _neighbour(counts: dict[str, int], alphabet: str, include: str, exclude: str, rng):
    """One random move that keeps the constraints: (new counts, label) or (None, "")."""
    inside = [x for x in alphabet if counts.get(x, 0) > 0]
    outside = [x for x in alphabet if counts.get(x, 0) == 0 and x not in exclude]
    new = dict(counts)
    kind = rng.random()
    if kind < 0.1 and outside:  # add a letter: take MIN_CARDS cards from the largest counts
        letter = rng.choice(outside)
        for _ in range(MIN_CARDS):
            donor = max((x for x in inside if new[x] > MIN_CARDS), key=lambda x: (new[x], x), default=None)
            if donor is None:
                return None, ""
            new[donor] -= 1
        new[letter] = MIN_CARDS
        return new, f"+{letter}"
    if kind < 0.2:  # drop a letter: its cards go one by one to random letters in the deck
        droppable = [x for x in inside if x not in include]
        if len(droppable) < 2:
            return None, ""
        letter = rng.choice(droppable)
        freed = new.pop(letter)
        rest = [x for x in inside if x != letter]
        for _ in range(freed):
            new[rng.choice(rest)] += 1
        return new, f"-{letter}"
    donors = [x for x in inside if new[x] > MIN_CARDS]
    if not donors or len(inside) < 2:
        return None, ""
    donor = rng.choice(donors)
    receiver = rng.choice([x for x in inside if x != donor])
    new[donor] -= 1
    new[receiver] += 1
    return new, f"{donor}>{receiver}"


def objective_gain(before: DeckMeasures, after: DeckMeasures) -> float:
    """Relative change of the objective (0.1 = 10 % better)."""
    return after.objective / before.objective - 1 if before.objective else math.inf


def write_deck(deck: Deck, path: str, design: Design | None = None) -> None:
    """Write *deck* as a deck file (LETTER COUNT lines) through a temp file and a rename."""
    lines = ["# Letter Jam deck written by `wordtools letterjam deck design`."]
    if design is not None:
        b = design.best
        lines.append(
            f"# {design.evaluations} decks tried; mean dealable {b.mean_dealable:.3f}, "
            f"good clues per table {b.good_clues:.1f}, objective {b.objective:.1f}."
        )
    lines += [f"{x.upper()} {n}" for x, n in deck.counts]
    write_text(path, "\n".join(lines) + "\n")
