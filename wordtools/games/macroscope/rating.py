"""How soon a word is given away: the windows opened until it is the only candidate.

Start at :func:`rate_word`. It draws random opening orders of the windows a
person would open, and, along each order, finds the first moment the word is
*the only candidate* consistent with what shows. A person never opens a
window known to be empty: with the length shown (the default) the orders are
of the word's letter windows only (casa: 4 windows at most, not 12); with it
hidden, of all 12 (the dice open them in a uniformly random order, see
:func:`.windows.opening_order`). Two judges say when that is:

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
10th and 90th percentiles, and a second figure beyond length: the *share* of
the word's letters that had to show (the mean over its letters). A long word
needs more windows, but a word with few look-alikes needs a small share of
them: "hipopótamo" goes at a third of its letters, "casa" needs nearly all. The search along an order only ever asks about
the set of telling windows open (letter windows; empty ones too when the
length is hidden), so answers are remembered per set: a word costs a few
hundred set queries at most, whatever the number of orders drawn.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from ...errors import BadInput
from ...lexicon.alphabet import Alphabet
from ...seeding import chance
from .windows import WINDOWS, Cells, letter_cells, narrow_keys, word_length

DEFAULT_SAMPLES = 100
MAX_SAMPLES = 10_000  # dice orders per word a request may ask for
AGAINST = ("lexicon", "deck")  # the rivals: every word of the list, or the deck's other subjects


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

    @property
    def share(self) -> float:
        """The share of the word's letters that had to show (the mean over the letters)."""
        return self.mean / self.letters

    def to_json(self) -> dict:
        return {
            "word": self.word,
            "letters": self.letters,
            "mean": round(self.mean, 2),
            "share": round(self.share, 3),
            "p10": self.p10,
            "p90": self.p90,
            "samples": self.samples,
            "against": self.against,
        }


State = TypeVar("State")


class Judge(Protocol[State]):
    """Says whether the target is the only candidate given what shows (*State*: what may still be the word)."""

    description: str

    def start(self, target: str, lengths: range) -> State:
        """Everything that may be the word before any window opens (*lengths*: the possible lengths)."""

    def reveal(self, found: State, window: int, letter: str | None) -> State:
        """*found* narrowed by *window* showing *letter* (None: an empty window)."""

    def identifies(self, target: str, found: State) -> bool:
        """Whether *target* is the only candidate among *found* (once so, it stays so as windows
        open and narrow *found*: :func:`windows_until_identified` relies on it)."""


class DeckJudge:
    """Only candidate = no other subject of the deck fits what shows (the state: their keys)."""

    def __init__(self, keys: Iterable[str], description: str = "deck"):
        self.keys = sorted(set(keys))
        self.description = description

    def start(self, target: str, lengths: range) -> list[str]:
        return [k for k in sorted(set(self.keys) | {target}) if len(k) in lengths]

    def reveal(self, found: list[str], window: int, letter: str | None) -> list[str]:
        return narrow_keys(found, window, letter)

    def identifies(self, target: str, found: list[str]) -> bool:
        return all(k == target for k in found)


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
    cells: Cells, judge: Judge[Any], orders: Iterable[Sequence[int]], show_length: bool = True
) -> list[int]:
    """For each opening order, the number of windows open when the word is first the only candidate."""
    target = "".join(c for c in cells if c is not None)
    lengths = range(len(target), len(target) + 1) if show_length else range(1, WINDOWS + 1)
    # The windows whose opening is news: with the length shown, an empty window tells nothing.
    telling = sum(1 << w for w, c in enumerate(cells) if c is not None or not show_length)
    # What shows depends only on which telling windows are open: remember the candidates and the
    # answer per set of them (a word of n letters has at most 2^n such sets, whatever the orders).
    root = judge.start(target, lengths)
    known: dict[int, tuple[Any, bool]] = {0: (root, judge.identifies(target, root))}
    # More windows only narrow the candidates, so a set holding one that gives the word away
    # gives it away too: *given_away* has bit m set for every such set m (no judge asked).
    given_away = 0
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
                if given_away >> shown & 1:
                    step = (None, True)  # its candidates are never asked for: the order ends here
                else:
                    narrowed = judge.reveal(found, window, cells[window])
                    step = (narrowed, judge.identifies(target, narrowed))
                    if step[1]:
                        given_away |= supersets(shown)
                known[shown] = step
            found, done = step
        counts.append(opened)
    return counts


def _holding(window: int) -> int:
    """Bit m set for every set m of windows (a 12-bit mask) that holds *window*."""
    run = 1 << window  # read from bit 0 up: runs of sets without the window, then with it
    return int(("1" * run + "0" * run) * ((1 << WINDOWS) // (2 * run)), 2)


HOLDING = tuple(_holding(w) for w in range(WINDOWS))
EVERY_SET = (1 << (1 << WINDOWS)) - 1


def supersets(mask: int) -> int:
    """Bit m set for every set m of windows that holds all of *mask*'s."""
    out = EVERY_SET
    for window in range(WINDOWS):
        if mask >> window & 1:
            out &= HOLDING[window]
    return out


def rate_word(
    word: str,
    alphabet: Alphabet,
    judge: Judge[Any],
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
    # The dice open the windows in a uniformly random order (see windows.opening_order): draw it
    # directly, of the windows a person would open (never one known to be empty).
    windows = [w for w, c in enumerate(cells) if c is not None] if show_length else list(range(WINDOWS))
    orders = [rng.sample(windows, len(windows)) for _ in range(samples)]
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
