"""How soon a word is given away: the windows opened until it is the only candidate.

Start at :func:`rate_word`. It draws random opening orders of the 12 windows
(tokens laid at random, then dice: :func:`.windows.opening_order`) and, along
each order, finds the first moment the word is *the only candidate*
consistent with what shows. Two judges say when that is:

- :class:`DeckJudge` (``--against deck``): no other subject of the deck fits
  the letters that show (nor the length, when it shows);
- :class:`LexiconJudge` (``--against lexicon``): the word holds at least
  *share* (default 90 %) of the frequency mass of the words of the list that
  fit, each word weighing 10^zipf (a word outside the list weighs 1, as an
  unseen word). The fitting words come from the lexicon's word sets
  (``lexicon.words(n).matching(slots)``), never a scan; their mass is bounded
  from frequency bands (``at_least``) and summed word by word only when the
  bounds cannot tell.

The rating is the mean number of windows opened at that moment, with the
10th and 90th percentiles. The search along an order only ever asks about
the set of letter windows open (and, when the length is hidden, the first
empty window seen), so answers are remembered per set: a word costs a few
hundred set queries at most, whatever the number of orders drawn.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from ...engine.protocol import chance
from ...errors import BadInput
from ...lexicon import Lexicon, WordSet
from ...lexicon.alphabet import Alphabet
from .windows import WINDOWS, Cells, letter_cells, word_length

DEFAULT_SAMPLES = 100
DEFAULT_SHARE = 0.9
# Frequency bands (zipf lower edges, highest first): exact-zero words (unseen forms) get a band
# of their own, so the bulk of the list weighs exactly 1 each.
BAND_EDGES = (7.0, 6.0, 5.0, 4.0, 3.0, 2.0, 1.0, 0.01, 0.0)
TOP_ZIPF = 9.0


@dataclass(frozen=True)
class Rating:
    """Windows opened until *word* is the only candidate: mean, p10, p90 over *samples* orders."""

    word: str
    letters: int
    mean: float
    p10: float
    p90: float
    samples: int
    against: str

    def to_json(self) -> dict:
        return {
            "word": self.word,
            "letters": self.letters,
            "mean": round(self.mean, 2),
            "p10": self.p10,
            "p90": self.p90,
            "samples": self.samples,
            "against": self.against,
        }


class Candidates:
    """The words still consistent with what shows, for one target: per length a word set, or a short list.

    While many words fit, they are word sets per length (bit operations);
    once at most :data:`SHORT_LIST` fit, a plain list of ``(key, weight)``
    that later windows filter in Python.
    """

    __slots__ = ("sets", "short")

    def __init__(self, sets: dict[int, WordSet] | None, short: list[tuple[str, float]] | None):
        self.sets = sets
        self.short = short


SHORT_LIST = 64


class Judge(Protocol):
    """Says whether the target is the only candidate given what shows."""

    description: str

    def start(self, target: str, lengths: range) -> Candidates:
        """Everything that may be the word before any window opens (*lengths*: the possible lengths)."""

    def reveal(self, found: Candidates, window: int, letter: str | None) -> Candidates:
        """*found* narrowed by *window* showing *letter* (None: an empty window)."""

    def identifies(self, target: str, found: Candidates) -> bool:
        """Whether *target* is the only candidate among *found*."""


def _narrow_short(short: list[tuple[str, float]], window: int, letter: str | None) -> list[tuple[str, float]]:
    if letter is None:  # an empty window: the word ends before it
        return [(k, w) for k, w in short if len(k) <= window]
    return [(k, w) for k, w in short if len(k) > window and k[window] == letter]


class DeckJudge:
    """Only candidate = no other subject of the deck fits what shows."""

    def __init__(self, keys: Iterable[str], description: str = "deck"):
        self.keys = sorted(set(keys))
        self.description = description

    def start(self, target: str, lengths: range) -> Candidates:
        keys = set(self.keys) | {target}
        return Candidates(None, [(k, 1.0) for k in sorted(keys) if len(k) in lengths])

    def reveal(self, found: Candidates, window: int, letter: str | None) -> Candidates:
        return Candidates(None, _narrow_short(found.short or [], window, letter))

    def identifies(self, target: str, found: Candidates) -> bool:
        return all(k == target for k, _ in found.short or [])


class LexiconJudge:
    """Only candidate = the target holds at least *share* of the fitting words' frequency mass."""

    def __init__(self, lexicon: Lexicon, share: float = DEFAULT_SHARE):
        if not 0.5 <= share <= 1.0:
            raise BadInput(f"the share must be from 0.5 to 1, not {share:g}")
        self.lexicon = lexicon
        self.share = share
        self.description = f"lexicon {lexicon.lang}/{lexicon.list_name}, share ≥ {share:.0%}"
        self._at_least: dict[int, list[WordSet]] = {}
        self._targets: dict[str, tuple[WordSet, float]] = {}
        self._positions: dict[tuple[int, int, str], WordSet] = {}
        self._short_cache: dict[tuple[int, int], list[tuple[str, float]]] = {}

    def at_least(self, length: int) -> list[WordSet]:
        """The words of *length* with zipf ≥ each of :data:`BAND_EDGES` (cached per length)."""
        cached = self._at_least.get(length)
        if cached is None:
            words = self.lexicon.words(length)
            cached = self._at_least[length] = [words.at_least(low) if low > 0 else words for low in BAND_EDGES]
        return cached

    def target(self, key: str) -> tuple[WordSet, float]:
        """The target's spellings as a word set, and their mass (1 when the list lacks it)."""
        cached = self._targets.get(key)
        if cached is None:
            spellings = self.lexicon.words(len(key)).matching(list(key))
            mass = sum(10**e.zipf for e in spellings.entries()) or 1.0
            cached = self._targets[key] = (spellings, mass)
        return cached

    def position(self, length: int, window: int, letter: str) -> WordSet:
        """The words of *length* with *letter* at *window* (a few per word rated; kept for the batch)."""
        key = (length, window, letter)
        found = self._positions.get(key)
        if found is None:
            if len(self._positions) > 4096:  # bounded: a deck touches a few hundred
                self._positions.clear()
            slots = ["?"] * length
            slots[window] = letter
            found = self._positions[key] = self.lexicon.words(length).matching(slots)
        return found

    def start(self, target: str, lengths: range) -> Candidates:
        spellings, _ = self.target(target)
        return Candidates({n: self.lexicon.words(n) - spellings for n in lengths}, None)

    def reveal(self, found: Candidates, window: int, letter: str | None) -> Candidates:
        if found.short is not None:
            return Candidates(None, _narrow_short(found.short, window, letter))
        sets = {}
        for n, words in (found.sets or {}).items():
            if letter is None:
                if n <= window:
                    sets[n] = words
            elif n > window:
                sets[n] = words & self.position(n, window, letter)
        if sum(len(w) for w in sets.values()) <= SHORT_LIST:
            # Folded keys and weights straight from the index (no spelling, no sort: this runs
            # for every dice order), cached per set: many orders reach the same few words.
            short: list[tuple[str, float]] = []
            for w in sets.values():
                short.extend(self._weights(w))
            return Candidates(None, short)
        return Candidates(sets, None)

    def _weights(self, words: WordSet) -> list[tuple[str, float]]:
        cache_key = (words.base, words.bits)
        found = self._short_cache.get(cache_key)
        if found is None:
            key, zipf = self.lexicon.key, self.lexicon.zipf
            found = [(key(i), 10 ** zipf(i)) for i in words.ids()]
            if len(self._short_cache) < 100_000:
                self._short_cache[cache_key] = found
        return found

    def identifies(self, target: str, found: Candidates) -> bool:
        _, mass = self.target(target)
        budget = mass * (1 - self.share) / self.share
        if found.short is not None:
            return sum(w for k, w in found.short if k != target) <= budget
        others = [(n, words) for n, words in (found.sets or {}).items() if words]
        # One word at or above the first band edge that alone outweighs the budget settles it
        # (a test of emptiness, far cheaper than counting).
        first = next((b for b, low in enumerate(BAND_EDGES) if 10**low <= budget), len(BAND_EDGES))
        if first > 0 and any(words & self.at_least(n)[first - 1] for n, words in others):
            return False
        # Bound the others' mass band by band, heaviest first; stop as soon as it is decided.
        remaining = sum(len(words) for _, words in others)
        lower = upper = 0.0
        counted_above = [0] * len(others)
        for band in range(first, len(BAND_EDGES)):
            low = BAND_EDGES[band]
            high = BAND_EDGES[band - 1] if band else TOP_ZIPF
            for i, (n, words) in enumerate(others):
                at_least = len(words & self.at_least(n)[band]) if low > 0 else len(words)
                count = at_least - counted_above[i]
                counted_above[i] = at_least
                lower += count * 10**low
                upper += count * 10**high
                remaining -= count
            if lower > budget:
                return False
            if upper + remaining * 10**low <= budget:
                return True
        # The bounds straddle the budget: weigh each fitting word.
        exact = sum(10**e.zipf for _, words in others for e in words.entries())
        return exact <= budget


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The *q* quantile (0..1) by linear interpolation between closest ranks."""
    if not sorted_values:
        raise BadInput("no values")
    position = q * (len(sorted_values) - 1)
    below = int(position)
    above = min(below + 1, len(sorted_values) - 1)
    fraction = position - below
    return sorted_values[below] + (sorted_values[above] - sorted_values[below]) * fraction


def windows_until_identified(
    cells: Cells, judge: Judge, orders: Iterable[Sequence[int]], show_length: bool = True
) -> list[int]:
    """For each opening order, the number of windows open when the word is first the only candidate."""
    target = "".join(c for c in cells if c is not None)
    lengths = range(len(target), len(target) + 1) if show_length else range(1, WINDOWS + 1)
    # What shows depends only on which windows are open: remember the candidates and the answer per set.
    root = judge.start(target, lengths)
    known: dict[int, tuple[Candidates, bool]] = {0: (root, judge.identifies(target, root))}
    counts = []
    for order in orders:
        opened_mask = 0
        found, done = known[0]
        opened = 0
        for window in order:
            if done:
                break
            opened += 1
            opened_mask |= 1 << window
            step = known.get(opened_mask)
            if step is None:
                letter = cells[window]
                if letter is None and show_length:
                    step = (found, done)  # an empty window the length already showed
                else:
                    narrowed = judge.reveal(found, window, letter)
                    step = (narrowed, judge.identifies(target, narrowed))
                known[opened_mask] = step
            found, done = step
        counts.append(opened)
    return counts


def rate_word(
    word: str,
    alphabet: Alphabet,
    judge: Judge,
    *,
    samples: int = DEFAULT_SAMPLES,
    seed: int = 0,
    show_length: bool = True,
) -> Rating:
    """The rating of *word*: windows opened until it is the only candidate, over *samples* seeded orders.

    The orders depend only on *seed* and the word, so a word rates the same
    alone or in a deck, in any process.
    """
    if samples < 1:
        raise BadInput(f"samples must be at least 1, not {samples}")
    cells = letter_cells(word, alphabet)
    key = "".join(c for c in cells if c is not None)
    rng = chance(seed, "macroscope-rate", key)
    # The dice open the windows in a uniformly random order (see windows.opening_order): draw it directly.
    orders = [rng.sample(range(WINDOWS), WINDOWS) for _ in range(samples)]
    counts = sorted(windows_until_identified(cells, judge, orders, show_length))
    return Rating(
        word=word,
        letters=word_length(cells),
        mean=sum(counts) / len(counts),
        p10=percentile(counts, 0.1),
        p90=percentile(counts, 0.9),
        samples=samples,
        against=judge.description,
    )
