"""What a player at the table can make of the windows: the likeliest word and how sure it is.

:func:`best_guess` looks up the words that fit what shows with the lexicon's
word sets (``lexicon.words(n).matching(slots)``), weighs each by frequency
(10^zipf, spellings of one word together) and leaves out the words already
guessed on this card. It only uses what a person sees: open letters, the
length when the empty windows show it, the guesses said aloud.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...lexicon import get_lexicon
from ...lexicon.alphabet import alphabet_for
from .deck import eligible_subjects
from .windows import WINDOWS

# Past this many fitting words a person would not guess yet (and weighing them costs time).
MAX_WEIGHED = 600
# A drawable subject's name weighs this many times its frequency (measured in
# docs/macroscope.md: wrong guesses fall from 35-40 % to 24-28 % of all guesses).
SUBJECT_WEIGHT = 100.0


@dataclass(frozen=True)
class Guess:
    """The likeliest word, its share of the fitting words' weight (frequency, subjects first), and how many fit."""

    word: str
    share: float
    fitting: int


def possible_lengths(shown: tuple, letters: int | None) -> range:
    """The lengths the word may have: the shown length, or from the last open letter to the first empty window."""
    if letters is not None:
        return range(letters, letters + 1)
    last_letter = max((w + 1 for w, c in enumerate(shown) if c), default=1)
    first_empty = min((w for w, c in enumerate(shown) if c == ""), default=WINDOWS)
    return range(last_letter, first_empty + 1)


@lru_cache(maxsize=4)
def subject_keys(lang: str) -> frozenset[str]:
    """The folded names of the concept inventory's drawable subjects in *lang*."""
    fold = alphabet_for(lang).fold
    return frozenset(fold(s.word) for s in eligible_subjects(lang))


@lru_cache(maxsize=4096)
def best_guess(lang: str, shown: tuple, letters: int | None, excluded: frozenset[str]) -> Guess | None:
    """The likeliest word given *shown* (a letter, ``""`` for an empty window, None for a token), or None
    when too many words fit to weigh them."""
    lexicon = get_lexicon(lang, "strict")
    fold = lexicon.alphabet.fold
    sets = []
    for n in possible_lengths(shown, letters):
        slots = [shown[i] if shown[i] else "?" for i in range(n)]
        sets.append(lexicon.words(n).matching(slots))
    fitting = sum(len(s) for s in sets)
    if fitting == 0 or fitting > MAX_WEIGHED:
        return None
    subjects = subject_keys(lang)
    mass: dict[str, float] = {}
    for words in sets:
        for entry in words.entries():
            key = fold(entry.word)
            mass[key] = mass.get(key, 0.0) + 10**entry.zipf * (SUBJECT_WEIGHT if key in subjects else 1.0)
    total = sum(mass.values())
    left = {k: m for k, m in mass.items() if k not in excluded}
    if not left:
        return None
    word = max(sorted(left), key=lambda k: left[k])
    return Guess(word, left[word] / total, fitting)
