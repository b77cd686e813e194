"""The clue finder: the words a clue giver can spell from what they see, best first.

Start at :func:`find_clues`. The giver sees one letter per other player, the
non-player stands and the team's bonus letters. A clue uses only those letters
(each as often as wanted) plus at most one wildcard letter.

1. Candidates: the words the table knows that the giver can spell, kept when
   frequent enough (``min_zipf``), familiar enough (``min_familiarity``: the
   share of adults who know the word, :data:`~.defaults.CLUE_FAMILIARITY` by
   default) and when they use at least one player's letter
   (:func:`clue_candidates`, the lexicon's set query; once a process has ranked
   enough tables, :mod:`.candidates`: a few numpy operations on rows built once
   per word list and vocabulary, the same words).
2. Each letter of the word is pointed at one card: a player's stand when a
   player has it (the neediest first), else a non-player stand, else a bonus
   letter, else the wildcard.
3. A cheap pre-score (players helped, frequency, wildcard, bonus: :mod:`.shortlist`)
   keeps the most promising ``keep`` words; each of those is scored exactly: for every helped
   player, the deducer's probability (:func:`~.deduce.letter_posterior`) that
   they name their own letter from this one clue, weighted by the cards left.

score = Σ need × P(player names their letter) + 0.15 per non-player stand used
(it advances) − 0.25 per bonus letter spent + 0.05 × (zipf − 3) (familiar words).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

from ...errors import BadInput
from ...lexicon import Lexicon, ListChoice, get_lexicon
from ...records import SlotRecord
from .candidates import due_clue_rows, fitting_rows
from .deck import STANDS, Deck
from .deduce import deck_weights, letter_posterior
from .defaults import CLUE_FAMILIARITY, CLUE_LIMIT, CLUE_ZIPF
from .shortlist import BONUS_COST, shortlist, shortlist_rows
from .vocab import Vocabulary, table_vocabulary

NPC_BONUS = 0.15
NEED_WEIGHT = 2.0  # a player named by --need counts twice as much as the others
MAX_VISIBLE = STANDS - 1  # six stands, one of them the giver's own
CHIPS = 8  # numbered chips in the box (longer clues imagine more, per the rulebook FAQ)
FREQ_WEIGHT = 0.05

SCORE_EXPLANATION = (
    "score = sum over helped players of P(they name their letter from this clue, deck-weighted)"
    f" + {NPC_BONUS} per non-player stand used (it advances) - {BONUS_COST} per bonus letter spent"
    f" + {FREQ_WEIGHT} x (zipf - 3)"
)


class Table(SlotRecord):
    """What the clue giver sees: (name, letter) per other player, non-player stands, bonus letters."""

    __slots__ = ("players", "npc", "bonus")

    def __init__(self, players: tuple[tuple[str, str], ...], npc: tuple[str, ...] = (), bonus: tuple[str, ...] = ()):
        self.players, self.npc, self.bonus = players, npc, bonus

    def visible(self) -> str:
        return "".join(letter for _, letter in self.players) + "".join(self.npc) + "".join(self.bonus)


def make_table(
    deck: Deck, players: Sequence[tuple[str, str]], npc: Sequence[str] = (), bonus: Sequence[str] = ()
) -> Table:
    """A checked :class:`Table` (letters folded; one letter per player; names unique)."""
    if not players:
        raise BadInput("no players: give at least one --player NAME=LETTER")
    if len(players) + len(npc) > MAX_VISIBLE:
        raise BadInput(
            f"{len(players)} players and {len(npc)} non-player stands make {len(players) + len(npc)} visible "
            f"stands: a giver sees at most {MAX_VISIBLE} (6 stands, one of them their own)"
        )
    names: set[str] = set()
    checked = []
    for name, letter in players:
        if name in names:
            raise BadInput(f"player {name!r} is given two letters: one letter per player")
        names.add(name)
        checked.append((name, deck.check_letter(letter, f"letter of player {name!r}")))
    return Table(
        tuple(checked),
        tuple(deck.check_letter(x, "non-player letter") for x in npc),
        tuple(deck.check_letter(x, "bonus letter") for x in bonus),
    )


def parse_length_range(text: str) -> tuple[int, int]:
    """``MIN..MAX``, ``N``, ``MIN..`` or ``..MAX`` -> (min, max) clue length (2..12 by default).

    >>> parse_length_range("4..8"), parse_length_range("5"), parse_length_range("..8")
    ((4, 8), (5, 5), (2, 8))
    """
    low_text, sep, high_text = text.strip().partition("..")
    if not sep:
        high_text = low_text
    try:
        low = int(low_text) if low_text.strip() else 2
        high = int(high_text) if high_text.strip() else 12
    except ValueError:
        raise BadInput(f"must be MIN..MAX such as 4..8 or ..{CHIPS}, not {text!r}") from None
    if low < 2 or high < low:
        raise BadInput(f"must be MIN..MAX with 2 <= MIN <= MAX, not {text!r}")
    return low, high


def needs_for(table: Table, names: Iterable[str]) -> dict[str, float]:
    """Weights for :func:`find_clues`: the players named count :data:`NEED_WEIGHT`, the others 1."""
    known = [name for name, _ in table.players]
    needs = {name: 1.0 for name in known}
    for name in names:
        if name not in needs:
            raise BadInput(f"--need {name!r} is not a player at the table (players: {', '.join(known)})")
        needs[name] = NEED_WEIGHT
    return needs


class PlayerHelp(SlotRecord):
    """How one helped player reads the clue."""

    __slots__ = ("name", "positions", "pattern", "probability", "options")

    def __init__(
        self,
        name: str,
        positions: tuple[int, ...],  # 1-based
        pattern: str,  # the clue as this player writes it
        probability: float,  # P(they name their own letter)
        options: tuple[tuple[str, float], ...],  # plausible letters, most likely first
    ):
        self.name, self.positions, self.pattern = name, positions, pattern
        self.probability, self.options = probability, options

    def to_json(self) -> dict:
        return {
            "player": self.name,
            "positions": list(self.positions),
            "pattern": self.pattern,
            "probability": round(self.probability, 4),
            "plausible": len(self.options),
            "options": {x: round(p, 4) for x, p in self.options},
        }


class Clue(SlotRecord):
    """One ranked clue. ``sources[i]`` says which card position i points at:
    ``("p", k)`` player k, ``("n", k)`` non-player stand k, ``("b", k)`` bonus letter k, ``("*", 0)`` wildcard."""

    __slots__ = (
        "word",
        "key",
        "wildcard",
        "sources",
        "helped",
        "npc_used",
        "bonus_used",
        "zipf",
        "score",
        "familiarity",
    )

    def __init__(
        self,
        word: str,
        key: str,
        wildcard: str | None,
        sources: tuple[tuple[str, int], ...],
        helped: tuple[PlayerHelp, ...],
        npc_used: int,
        bonus_used: int,
        zipf: float,
        score: float,
        familiarity: float = 0.0,  # the key's in the table's vocabulary (the share of adults who know it)
    ):
        self.word, self.key, self.wildcard, self.sources, self.helped = word, key, wildcard, sources, helped
        self.npc_used, self.bonus_used, self.zipf, self.score = npc_used, bonus_used, zipf, score
        self.familiarity = familiarity

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(h.name for h in self.helped)

    def to_json(self) -> dict:
        return {
            "word": self.word,
            "length": len(self.key),
            "wildcard": self.wildcard,
            "players": list(self.players),
            "npc_used": self.npc_used,
            "bonus_used": self.bonus_used,
            "zipf": self.zipf,
            "familiarity": self.familiarity,
            "score": round(self.score, 4),
            "ambiguity": [h.to_json() for h in self.helped],
        }

    def announcement(self) -> str:
        """What the rules let the giver say aloud."""
        wild = "uses the wildcard" if self.wildcard else "no wildcard"
        return (
            f"{len(self.key)} letters, helps {len(self.helped)} player(s), "
            f"{self.npc_used} non-player stand(s), {self.bonus_used} bonus letter(s), {wild}"
        )


def _holders(table: Table, needs: Mapping[str, float]) -> dict[str, tuple[str, int]]:
    """Which card each visible letter is pointed at (the neediest player, else a stand, else bonus)."""
    holder: dict[str, tuple[str, int]] = {}
    for k, (name, letter) in enumerate(table.players):
        if needs.get(name, 1.0) <= 0:
            continue
        best = holder.get(letter)
        if best is None or needs.get(name, 1.0) > needs.get(table.players[best[1]][0], 1.0):
            holder[letter] = ("p", k)
    for k, letter in enumerate(table.npc):
        holder.setdefault(letter, ("n", k))
    for k, letter in enumerate(table.bonus):
        holder.setdefault(letter, ("b", k))
    # Letters of players who need nothing still spell words (they are visible cards).
    for k, (_name, letter) in enumerate(table.players):
        holder.setdefault(letter, ("p", k))
    return holder


def player_weights(table: Table, deck: Deck) -> list[dict[str, float]]:
    """Per player: the cards their own may be, as they see the table (the deck less the others' letters)."""
    out = []
    for k, (_, letter) in enumerate(table.players):
        seen = (
            "".join(x for j, (_, x) in enumerate(table.players) if j != k) + "".join(table.npc) + "".join(table.bonus)
        )
        weights = deck_weights(deck, seen)
        weights[letter] = max(weights.get(letter, 0.0), 1.0)  # the giver sees the card: it exists
        out.append(weights)
    return out


def rate_clue(
    key: str,
    word: str,
    zipf: float,
    sources: tuple[tuple[str, int], ...],
    table: Table,
    deck: Deck,
    vocab: Vocabulary,
    needs: Mapping[str, float],
    weights: Sequence[dict[str, float]] | None = None,
) -> Clue:
    """Score one clue exactly (see the module docstring).

    *weights* (from :func:`player_weights`) saves working out each player's cards again per clue.
    """
    alphabet = deck.alphabet.letters
    weights = weights or player_weights(table, deck)
    wild_letter = next((key[i] for i, (kind, _) in enumerate(sources) if kind == "*"), None)
    helped = []
    score = 0.0
    for k in sorted({k for kind, k in sources if kind == "p"}):
        name, letter = table.players[k]
        positions = tuple(i + 1 for i, s in enumerate(sources) if s == ("p", k))
        pattern = "".join("?" if s == ("p", k) else "*" if s[0] == "*" else ch for ch, s in zip(key, sources))
        posterior = letter_posterior([pattern], vocab, weights[k], alphabet)
        probability = posterior.get(letter, 0.0)
        options = tuple(sorted(posterior.items(), key=lambda kv: (-kv[1], kv[0])))
        helped.append(PlayerHelp(name, positions, pattern, probability, options))
        score += needs.get(name, 1.0) * probability
    npc_used = len({k for kind, k in sources if kind == "n"})
    bonus_used = len({k for kind, k in sources if kind == "b"})
    score += NPC_BONUS * npc_used - BONUS_COST * bonus_used + FREQ_WEIGHT * (min(zipf, 6.0) - 3.0)
    familiarity = vocab.familiar(key) or 0.0
    return Clue(word, key, wild_letter, sources, tuple(helped), npc_used, bonus_used, zipf, score, familiarity)


def clue_candidates(
    table: Table, lexicon: Lexicon, wildcard: bool, min_zipf: float, min_len: int, max_len: int
) -> dict[str, tuple[int, int]]:
    """Folded key -> (zipf × 100, word id) of every word spelt from what the giver sees."""
    ids = lexicon.find_from_set(table.visible(), 1 if wildcard else 0, min_len, max_len)
    threshold = round(min_zipf * 100)
    raw_zipf = lexicon.zipf_hundredths  # the hot loop reads the column
    best: dict[str, tuple[int, int]] = {}
    for i in ids:
        z = raw_zipf[i]
        if z < threshold:
            continue
        key = lexicon.key(i)
        if key not in best or best[key][0] < z:
            best[key] = (z, i)
    return best


class ClueLimits(SlotRecord):
    """Which clues are offered and how many: the settings of one :func:`find_clues` call.

    Words at least *min_zipf* frequent and *min_familiarity* familiar, *min_len* to *max_len*
    letters, with the wildcard or not; the best *top* (None: all); *keep* bounds how many
    pre-scored candidates get the exact ranking.
    """

    __slots__ = ("wildcard", "min_zipf", "min_familiarity", "min_len", "max_len", "top", "keep")

    def __init__(
        self,
        wildcard: bool = True,
        min_zipf: float = CLUE_ZIPF,
        min_familiarity: float = CLUE_FAMILIARITY,
        min_len: int = 2,
        max_len: int = 12,
        top: int | None = CLUE_LIMIT,
        keep: int = 80,
    ):
        self.wildcard, self.min_zipf, self.min_familiarity = wildcard, min_zipf, min_familiarity
        self.min_len, self.max_len, self.top, self.keep = min_len, max_len, top, keep


DEFAULT_LIMITS = ClueLimits()


def find_clues(
    table: Table,
    deck: Deck,
    lexicon: Lexicon,
    vocab: Vocabulary,
    limits: ClueLimits = DEFAULT_LIMITS,
    needs: Mapping[str, float] | None = None,
    candidates: dict[str, tuple[int, int | str]] | None = None,
) -> list[Clue]:
    """The best clues for *table* within *limits*, best first (see the module docstring for the ranking).

    Only words of *vocab* (the words the table knows, :func:`~.vocab.table_vocabulary`)
    are offered. *needs* weighs players (default 1 each; 0 = needs no help). *candidates*
    replaces the candidate query (key -> (zipf × 100, word id or spelling); the benchmark's
    baselines pass their own).
    """
    wildcard, min_zipf, min_familiarity = limits.wildcard, limits.min_zipf, limits.min_familiarity
    min_len, max_len, top, keep = limits.min_len, limits.max_len, limits.top, limits.keep
    needs = needs or {}
    if not math.isfinite(min_zipf):
        raise BadInput(f"minimum zipf must be a finite number, not {min_zipf}")
    if not (math.isfinite(min_familiarity) and 0 <= min_familiarity <= 1):
        raise BadInput(f"minimum familiarity must be a number from 0 to 1, not {min_familiarity}")
    if not 1 <= min_len <= max_len:
        raise BadInput(f"clue lengths {min_len}..{max_len}: want 1 <= MIN <= MAX")
    min_zipf = max(min_zipf, vocab.min_zipf)  # a clue the deducer does not know helps nobody
    holder = _holders(table, needs)
    helpful = {
        letter for letter, (kind, k) in holder.items() if kind == "p" and needs.get(table.players[k][0], 1.0) > 0
    }
    player_needs = [needs.get(name, 1.0) for name, _ in table.players]
    rows = due_clue_rows(lexicon, vocab) if candidates is None else None
    if rows is not None:
        fits = fitting_rows(
            rows, table.visible(), wildcard, min_zipf, min_len, max_len, "".join(helpful), min_familiarity
        )
        best = shortlist_rows(rows, fits, holder, helpful, player_needs, keep)
    else:
        found: Mapping[str, tuple[int, int | str]] = (
            candidates
            if candidates is not None
            else clue_candidates(table, lexicon, wildcard, min_zipf, min_len, max_len)
        )
        if min_familiarity > 0:
            threshold = round(min_familiarity * 100)
            found = {k: v for k, v in found.items() if round(100 * (vocab.familiar(k) or 0.0)) >= threshold}
        best = shortlist(found, vocab, holder, helpful, player_needs, keep)
    weights = player_weights(table, deck)
    clues = [
        rate_clue(
            key, word if isinstance(word, str) else lexicon.word(word), z, sources, table, deck, vocab, needs, weights
        )
        for key, z, word, sources in best
    ]
    clues.sort(key=lambda c: (-c.score, c.key))
    return clues[:top] if top is not None else clues


def offer_clues(
    deck: Deck,
    list_name: str | ListChoice,
    players: Sequence[tuple[str, str]],
    npc: Sequence[str] = (),
    bonus: Sequence[str] = (),
    need: Iterable[str] = (),
    limits: ClueLimits = DEFAULT_LIMITS,
) -> tuple[Table, list[Clue]]:
    """The ``letterjam clues`` operation: the table the giver sees and its best clues on *list_name*
    (the players named in *need* count :data:`NEED_WEIGHT` times)."""
    table = make_table(deck, players, npc, bonus)
    lang = deck.alphabet.lang
    vocab = table_vocabulary(lang, list_name)
    return table, find_clues(table, deck, get_lexicon(lang, list_name), vocab, limits, needs_for(table, need))
