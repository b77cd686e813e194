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
  unseen word). The fitting words come from the lexicon's word sets, held as
  plain ints per length (``lexicon.letter_at``, one AND a window), never a
  scan. One fitting word heavier than the whole budget settles it (one AND
  with the words over the target's threshold, read at any hundredth from the
  frequency's bit-planes); otherwise their mass is bounded from frequency
  bands (popcounts) and summed word by word only when the bounds cannot tell.

The rating is the mean number of windows opened at that moment, with the
10th and 90th percentiles. The search along an order only ever asks about
the set of telling windows open (letter windows; empty ones too when the
length is hidden), so answers are remembered per set: a word costs a few
hundred set queries at most, whatever the number of orders drawn.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from ...engine.protocol import chance
from ...errors import BadInput
from ...lexicon import Lexicon
from ...lexicon.alphabet import Alphabet
from .windows import WINDOWS, Cells, letter_cells, word_length

DEFAULT_SAMPLES = 100
DEFAULT_SHARE = 0.9
# Frequency bands (zipf × 100 lower edges, highest first): exact-zero words (unseen forms) get a
# band of their own, so the bulk of the list weighs exactly 1 each.
BAND_FLOORS = (700, 600, 500, 400, 300, 200, 100, 1, 0)


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
    """The words still consistent with what shows, for one target: per length a bitset, or a short list.

    :class:`LexiconJudge` keeps *bits*: per length, the fitting words other
    than the target as a plain int numbered like ``lexicon.words(length)``
    (narrowing is one AND). :class:`DeckJudge` keeps *short*: a list of
    ``(key, weight)`` that later windows filter in Python.
    """

    __slots__ = ("bits", "short")

    def __init__(self, bits: dict[int, int] | None, short: list[tuple[str, float]] | None):
        self.bits = bits
        self.short = short


class Judge(Protocol):
    """Says whether the target is the only candidate given what shows."""

    description: str

    def start(self, target: str, lengths: range) -> Candidates:
        """Everything that may be the word before any window opens (*lengths*: the possible lengths)."""

    def reveal(self, found: Candidates, window: int, letter: str | None) -> Candidates:
        """*found* narrowed by *window* showing *letter* (None: an empty window); *found* itself
        when nothing changes (the answer is then known)."""

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


def weight(hundredths: int) -> float:
    """What a word of zipf *hundredths* / 100 weighs (10^zipf, as ``10**entry.zipf``)."""
    return 10 ** (hundredths / 100)


def at_least(planes: tuple[int, ...], inverse: tuple[int, ...], everyone: int, hundredths: int) -> int:
    """The words of *everyone* whose zipf × 100 is at least *hundredths*: a bit-sliced comparison
    over the frequency's bit-planes (*inverse*: each plane's complement within *everyone*)."""
    if hundredths >> len(planes):
        return 0
    above, equal = 0, everyone
    for b in reversed(range(len(planes))):
        if hundredths >> b & 1:
            equal &= planes[b]
        else:
            above |= equal & planes[b]
            equal &= inverse[b]
    return above | equal


class LengthTable:
    """The words of one length as plain ints numbered alike: all of them, their letters per
    window, their frequency's bit-planes and bands (built once per process and length)."""

    def __init__(self, lexicon: Lexicon, length: int):
        self.lexicon = lexicon
        self.length = length
        self.frame = lexicon.words(length)
        self.everyone = self.frame.bits
        self.planes = self.frame.zipf_planes()
        self.inverse = tuple(self.everyone ^ p for p in self.planes)
        # bands[k]: the words of zipf ≥ BAND_FLOORS[k] (the last floor, 0, holds everyone).
        self.bands = tuple(self.at_least(floor) for floor in BAND_FLOORS)
        self._letters: dict[tuple[int, str], int] = {}

    def at_least(self, hundredths: int) -> int:
        return at_least(self.planes, self.inverse, self.everyone, hundredths)

    def letter_at(self, window: int, letter: str) -> int:
        """The words with *letter* at *window* (a few dozen per length: kept)."""
        key = (window, letter)
        found = self._letters.get(key)
        if found is None:
            found = self._letters[key] = self.lexicon.letter_at(self.length, window, letter).bits_in(self.frame)
        return found

    def mass(self, bits: int) -> float:
        """The summed weight of the words of *bits*, word by word in id order."""
        zipf = self.lexicon.index.zipf_hundredths
        return sum(weight(zipf[i]) for i in self.frame.subset(bits).ids())


class TargetTable:
    """What the judge needs of one target: its mass, the others' budget, and per length the
    words other than the target and those of them that alone outweigh the budget."""

    def __init__(self, judge: LexiconJudge, key: str):
        lexicon = judge.lexicon
        self.spellings = lexicon.words(len(key)).matching(list(key))
        self.mass = sum(10**e.zipf for e in self.spellings.entries()) or 1.0
        self.budget = self.mass * (1 - judge.share) / judge.share
        # The lightest word that alone outweighs the budget: heavier ones end the question at once,
        # and every other candidate weighs at most weight(floor - 1).
        floor = max(0, int(math.log10(self.budget) * 100) - 2) if self.budget > 0 else 0
        while floor > 0 and weight(floor - 1) > self.budget:
            floor -= 1
        while weight(floor) <= self.budget:
            floor += 1
        self.floor = floor
        self._judge = judge
        self._others: dict[int, tuple[int, int]] = {}

    def others(self, table: LengthTable) -> tuple[int, int]:
        """The words of *table*'s length other than the target, and those of them heavier than the budget."""
        found = self._others.get(table.length)
        if found is None:
            everyone = table.everyone & ~self.spellings.bits_in(table.frame)
            found = self._others[table.length] = (everyone, everyone & table.at_least(self.floor))
        return found


class LexiconJudge:
    """Only candidate = the target holds at least *share* of the fitting words' frequency mass."""

    def __init__(self, lexicon: Lexicon, share: float = DEFAULT_SHARE):
        if not 0.5 <= share <= 1.0:
            raise BadInput(f"the share must be from 0.5 to 1, not {share:g}")
        self.lexicon = lexicon
        self.share = share
        self.description = f"lexicon {lexicon.lang}/{lexicon.list_name}, share ≥ {share:.0%}"
        self._tables: dict[int, LengthTable] = {}
        self._targets: dict[str, TargetTable] = {}

    def table(self, length: int) -> LengthTable:
        """The words of *length* as ints (built on first use, kept for the process)."""
        found = self._tables.get(length)
        if found is None:
            found = self._tables[length] = LengthTable(self.lexicon, length)
        return found

    def target(self, key: str) -> TargetTable:
        found = self._targets.get(key)
        if found is None:
            if len(self._targets) > 1024:  # a deck rates each word once; bounded all the same
                self._targets.clear()
            found = self._targets[key] = TargetTable(self, key)
        return found

    def start(self, target: str, lengths: range) -> Candidates:
        wanted = self.target(target)
        return Candidates({n: wanted.others(self.table(n))[0] for n in lengths}, None)

    def reveal(self, found: Candidates, window: int, letter: str | None) -> Candidates:
        bits = {}
        for n, words in (found.bits or {}).items():
            if letter is None:
                if n <= window:  # an empty window: the word ends before it
                    bits[n] = words
            elif n > window:
                narrowed = words & self.table(n).letter_at(window, letter)
                if narrowed:
                    bits[n] = narrowed
        if bits == found.bits:
            return found  # every fitting word shows this letter here: nothing changes
        return Candidates(bits, None)

    def identifies(self, target: str, found: Candidates) -> bool:
        wanted = self.target(target)
        fitting = [(self.table(n), words) for n, words in (found.bits or {}).items()]
        # One fitting word heavier than the budget settles it (a test of emptiness).
        if any(words & wanted.others(table)[1] for table, words in fitting):
            return False
        budget = wanted.budget
        remaining = sum(words.bit_count() for _, words in fitting)
        if remaining * weight(wanted.floor - 1) <= budget:
            return True
        # Bound the others' mass band by band, heaviest first; stop as soon as it is decided.
        lower = upper = 0.0
        counted = [0] * len(fitting)
        ceiling = wanted.floor - 1
        for band, floor in enumerate(BAND_FLOORS):
            if floor > ceiling:
                continue
            for i, (table, words) in enumerate(fitting):
                at_least = (words & table.bands[band]).bit_count() if floor else words.bit_count()
                count = at_least - counted[i]
                counted[i] = at_least
                lower += count * weight(floor)
                upper += count * weight(ceiling)
                remaining -= count
            if lower > budget:
                return False
            if upper + remaining * weight(floor) <= budget:
                return True
            ceiling = floor - 1
        # The bounds straddle the budget: weigh each fitting word.
        return sum(table.mass(words) for table, words in fitting) <= budget


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
    # The windows whose opening is news: with the length shown, an empty window tells nothing.
    telling = sum(1 << w for w, c in enumerate(cells) if c is not None or not show_length)
    # What shows depends only on which telling windows are open: remember the candidates and the
    # answer per set of them (a word of n letters has at most 2^n such sets, whatever the orders).
    root = judge.start(target, lengths)
    known: dict[int, tuple[Candidates, bool]] = {0: (root, judge.identifies(target, root))}
    counts = []
    for order in orders:
        shown = 0
        found, done = known[0]
        opened = 0
        for window in order:
            if done:
                break
            opened += 1
            if not telling >> window & 1:
                continue
            shown |= 1 << window
            step = known.get(shown)
            if step is None:
                narrowed = judge.reveal(found, window, cells[window])
                # The same candidates as before (a judge says so by returning them): the same answer.
                same = narrowed is found
                step = known[shown] = (narrowed, done if same else judge.identifies(target, narrowed))
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
