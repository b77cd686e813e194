"""How common a concept's name is, per language, and the four Pictomania levels as frequency bands.

The frequency of a name is its wordfreq zipf (log10 of uses per billion words).
wordfreq alone overrates phrases: it combines the words' frequencies as if
they were independent, so "speed cop" (4.28) comes out more common than
"detective" (4.21). The rule used here instead:

- a name of one word (``zebra``, ``seahorse``, ``sacacorchos``): its wordfreq zipf;
- a name of several words (split on spaces and hyphens: ``fire engine``,
  ``camión de bomberos``, ``t-shirt``): the zipf of its rarest *content* word
  (function words such as ``of``/``de`` are skipped), minus
  :data:`PHRASE_PENALTY` for each content word after the first. A phrase is
  never more common than its rarest word, and each extra word makes a fixed
  phrase rarer still.

>>> round(estimate_zipf("speed cop", "en"), 2)  # cop 4.37, minus one penalty
3.87
>>> estimate_zipf("speed cop", "en") < estimate_zipf("detective", "en")
True

Levels are bands of that estimate, per language (:data:`BANDS`): green the
most common names, purple the rarest. The bands were set on the shipped
inventory so that each level holds several hundred concepts and green at
least 500 per language (the counts are in the Pictomania tests).
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from .concepts import Concept

_WORD = re.compile(r"[^\W_]+")

LEVELS = ("green", "orange", "blue", "purple")

# Zipf taken off a name for each content word after its first (see the module docstring).
PHRASE_PENALTY = 0.5

# Words a phrase's frequency skips: they say nothing about how common the phrase is.
FUNCTION_WORDS = {
    "en": frozenset("a an and at by for from in of on or the to with".split()),
    "es": frozenset("a al con de del e el en la las los o para por sin sobre u un una y".split()),
}

# Lower zipf bound of each level per language, green first; purple goes down to 0.
# Spanish names score lower than English ones in wordfreq, hence its lower bounds.
BANDS: dict[str, tuple[float, float, float, float]] = {
    "en": (4.0, 3.4, 2.8, 0.0),
    "es": (3.7, 3.1, 2.5, 0.0),
}


def content_words(name: str, lang: str) -> list[str]:
    """The lower-case words of *name* that count for its frequency (accents kept: wordfreq
    tells papá from papa).

    >>> content_words("Camión de bomberos", "es")
    ['camión', 'bomberos']
    >>> content_words("T-shirt", "en")
    ['t', 'shirt']
    """
    words = _WORD.findall(unicodedata.normalize("NFC", name).lower())
    content = [w for w in words if w not in FUNCTION_WORDS[lang]]
    return content or words


@cache
def word_zipf(word: str, lang: str) -> float:
    """wordfreq's zipf of one word (0 when unknown)."""
    from wordfreq import zipf_frequency  # heavy import: only when a frequency is asked

    return zipf_frequency(word, lang)


def estimate_zipf(name: str, lang: str) -> float:
    """The frequency estimate of a name (the rule in the module docstring)."""
    words = content_words(name, lang)
    if not words:
        return 0.0
    rarest = min(word_zipf(w, lang) for w in words)
    return max(0.0, rarest - PHRASE_PENALTY * (len(words) - 1))


def concept_zipf(concept: Concept, lang: str) -> float:
    """The estimate of the concept's main name in *lang* (the name a card prints)."""
    return estimate_zipf(concept.name(lang), lang)


def level_of(zipf: float, lang: str) -> str:
    """The level whose band holds *zipf* in *lang*.

    >>> level_of(5.1, "en"), level_of(3.5, "en"), level_of(1.0, "es")
    ('green', 'orange', 'purple')
    """
    for level, low in zip(LEVELS, BANDS[lang]):
        if zipf >= low:
            return level
    return LEVELS[-1]


def band(level: str, lang: str) -> tuple[float, float]:
    """The (low, high) zipf bounds of *level* in *lang*: low included, high excluded.

    >>> band("orange", "en")
    (3.4, 4.0)
    """
    index = LEVELS.index(level)
    low = BANDS[lang][index]
    high = BANDS[lang][index - 1] if index else float("inf")
    return low, high


def level_distance(zipf: float, level: str, lang: str) -> float:
    """How far *zipf* lies outside *level*'s band (0 inside it)."""
    low, high = band(level, lang)
    return max(0.0, low - zipf, zipf - high)
