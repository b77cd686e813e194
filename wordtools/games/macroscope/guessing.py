"""What a player at the table can make of the windows: the likeliest subject and how sure it is.

:func:`best_guess` looks up the words that fit what shows with the lexicon's
word sets (``lexicon.words(n).matching(slots)``), keeps those a picture can
show (the names of the inventory's drawable subjects: a table guesses "gato",
never "gano" or "para"), weighs each by frequency (10^zipf, spellings of one
word together) and leaves out the words already guessed on this card. It only
uses what a person sees: open letters, the length when the empty windows show
it, the guesses said aloud.

Each player weighs words a little differently (*taste*: a seeded factor of up
to ``10^±TASTE`` per word), so two players may read the same windows as two
different subjects, and one challenges the other's guess.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from functools import lru_cache

from ...lexicon import get_lexicon
from ...lexicon.alphabet import alphabet_for
from .deck import eligible_subjects
from .windows import WINDOWS

# Past this many fitting words a person would not guess yet (and weighing them costs time).
MAX_WEIGHED = 600
TASTE = 0.5  # how far (in zipf) one player's sense of a word's frequency may stray from the lists'


@dataclass(frozen=True)
class Guess:
    """The likeliest subject, its share of the fitting subjects' weight (frequency), and how many words fit."""

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


def taste_factor(taste: int, key: str) -> float:
    """How much more (or less) than its frequency player *taste* weighs a word (1 for taste 0).

    >>> taste_factor(0, "gato"), taste_factor(7, "gato") == taste_factor(7, "gato")
    (1.0, True)
    """
    if not taste:
        return 1.0
    unit = zlib.crc32(f"{taste}:{key}".encode()) / 0xFFFFFFFF  # 0..1, fixed per player and word
    return 10 ** (TASTE * (2 * unit - 1))


@lru_cache(maxsize=4096)
def best_guess(lang: str, shown: tuple, letters: int | None, excluded: frozenset[str], taste: int = 0) -> Guess | None:
    """The likeliest subject given *shown* (a letter, ``""`` for an empty window, None for a token), or None
    when too many words fit to weigh them or no subject fits."""
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
            if key in subjects:
                mass[key] = mass.get(key, 0.0) + 10**entry.zipf * taste_factor(taste, key)
    total = sum(mass.values())
    left = {k: m for k, m in mass.items() if k not in excluded}
    if not left:
        return None
    word = max(sorted(left), key=lambda k: left[k])
    return Guess(word, left[word] / total, fitting)
