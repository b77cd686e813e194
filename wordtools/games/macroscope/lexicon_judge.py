"""Against the lexicon: is the word the only candidate, by frequency mass, among the words that fit?

:class:`LexiconJudge` says yes once the target holds at least *share*
(default 90 %) of the frequency mass of the words of the list that fit what
shows, each word weighing 10^zipf (a word outside the list weighs 1, as an
unseen word): the others may weigh at most a *budget*. The words come from
the lexicon's word sets, held as plain ints per length numbered like
``lexicon.words(n)`` (:class:`LengthTable`: the words with a letter at a
window, the frequency's bit-planes and bands), never a scan.

A set of open windows is judged in three steps, cheapest first. Most sets
leave some other word that alone outweighs the budget (a *heavy* one: its
zipf is at or over the target's threshold, read at any hundredth from the
bit-planes): one AND says no. Else at most one fitting word (a test without
counting) says yes. Else the others' mass is bounded from the bands'
popcounts, and summed word by word only when the bounds cannot tell.
"""

from __future__ import annotations

import math

from ...errors import BadInput
from ...lexicon import Lexicon
from ...lexicon.wordset import planes_at_least

DEFAULT_SHARE = 0.9
# Frequency bands (zipf × 100 lower edges, highest first): exact-zero words (unseen forms) get a
# band of their own, so the bulk of the list weighs exactly 1 each.
BAND_FLOORS = (700, 600, 500, 400, 300, 200, 100, 1, 0)


def weight(hundredths: int) -> float:
    """What a word of zipf *hundredths* / 100 weighs (10^zipf, as ``10**entry.zipf``)."""
    return 10 ** (hundredths / 100)


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
        # Every letter at every window, read now: a word's windows then cost dict lookups only
        # (a few hundred ints per length, once per process).
        self.letters = {
            (window, letter): lexicon.letter_at(length, window, letter).bits_in(self.frame)
            for window in range(length)
            for letter in lexicon.alphabet.letters
        }

    def at_least(self, hundredths: int) -> int:
        return planes_at_least(self.planes, hundredths, self.everyone, self.inverse)

    def mass(self, bits: int) -> float:
        """The summed weight of the words of *bits*, word by word."""
        zipf = self.lexicon.zipf
        return sum(10 ** zipf(i) for i in self.frame.subset(bits).ids())


class TargetTable:
    """What the judge needs of one target: its mass, the others' budget, and per length the
    words other than the target and those of them that alone outweigh the budget."""

    def __init__(self, lexicon: Lexicon, key: str, share: float):
        self.spellings = lexicon.words(len(key)).matching(list(key))
        self.mass = sum(10**e.zipf for e in self.spellings.entries()) or 1.0
        self.budget = self.mass * (1 - share) / share
        # The lightest zipf × 100 that alone outweighs the budget: every word under it weighs
        # at most weight(floor - 1).
        floor = max(0, int(math.log10(self.budget) * 100) - 2) if self.budget > 0 else 0
        while floor > 0 and weight(floor - 1) > self.budget:
            floor -= 1
        while weight(floor) <= self.budget:
            floor += 1
        self.floor = floor
        self._others: dict[int, tuple[int, int]] = {}

    def others(self, table: LengthTable) -> tuple[int, int]:
        """The words of *table*'s length other than the target, and the heavy ones among them."""
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
            found = self._targets[key] = TargetTable(self.lexicon, key, self.share)
        return found

    def narrow(self, bits: dict[int, int], window: int, letter: str | None) -> dict[int, int]:
        """Per length, the words of *bits* that fit *window* showing *letter* (None: an empty window)."""
        out = {}
        for n, words in bits.items():
            if letter is None:
                if n <= window:  # the word ends before the window
                    out[n] = words
            elif n > window:
                narrowed = words & self.table(n).letters[window, letter]
                if narrowed:
                    out[n] = narrowed
        return out

    def start(self, target: str, lengths: range) -> dict[int, int]:
        wanted = self.target(target)
        return {n: others for n in lengths if (others := wanted.others(self.table(n))[0])}

    def reveal(self, found: dict[int, int], window: int, letter: str | None) -> dict[int, int]:
        return self.narrow(found, window, letter)

    def identifies(self, target: str, found: dict[int, int]) -> bool:
        wanted = self.target(target)
        fitting = [(self.table(n), words) for n, words in found.items()]
        # One fitting word heavier than the budget settles it (a test of emptiness).
        if any(words & wanted.others(table)[1] for table, words in fitting):
            return False
        # No fitting word is heavy: a single one (or none) is within the budget. The test
        # ``w & (w - 1) == 0`` (at most one bit) costs less than a popcount.
        if len(fitting) <= 1 and all(words & (words - 1) == 0 for _, words in fitting):
            return True
        budget = wanted.budget
        remaining = sum(words.bit_count() for _, words in fitting)
        # Bound the others' mass band by band, heaviest first; stop as soon as it is decided.
        lower = upper = 0.0
        counted = [0] * len(fitting)
        ceiling = wanted.floor - 1
        for band, floor in enumerate(BAND_FLOORS):
            if floor > ceiling:
                continue  # no fitting word is this heavy
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
