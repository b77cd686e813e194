"""Forms the other language's text uses about as much as ours: no secret word of our table.

A secret word must be "una palabra correcta en vuestro idioma": a word of the table's language,
not a name, a brand or an acronym its text happens to spell the same way. Names and acronyms
travel between languages while words stay home: English text says *Tony*, *Peter* and *FIFA* about
about as often as Spanish text does, while a word of ours turns up in the other language's text
at only the share :data:`~wordtools.lexicon.familiarity.CROSS_LANGUAGE_SHARE` gives (Spanish
text quotes English at a tenth of its rate, English text quotes Spanish at a hundredth). So a
form the other language's text uses at more than the geometric middle of the two (zipf within
:func:`shared_gap` of ours: 0.5 for an English table, 1.0 for a Spanish one), and that the other
language's strict list holds as no word of its own (a word both languages list, *error*,
*radio*, is a shared word and stays), is mostly that other reading, whatever its familiarity
says (*tony*, *peter*, *mays*, *fifa*, *lola*, *navas*). The dictionary build reads the same
evidence as a name reading (``scripts/familiarity.py``) and only lowers the form's frequency; a
deal, which must be sure, leaves the form out.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...lexicon import WordSet, get_lexicon
from ...lexicon.familiarity import CROSS_LANGUAGE_SHARE

OTHER_LANG = {"es": "en", "en": "es"}


def shared_gap(lang: str) -> float:
    """How much less the other language's text may use a form of *lang* before it reads as a word
    of *lang* alone: half the zipf that language's quoting of ours takes off.

    >>> shared_gap("en"), shared_gap("es")
    (0.5, 1.0)
    """
    return -math.log10(CROSS_LANGUAGE_SHARE[OTHER_LANG[lang]]) / 2


def other_zipf(key: str, lang: str) -> float:
    """wordfreq's zipf of *key* in the text of *lang* (the ``large`` lists, as the lists' zipf)."""
    from wordfreq import zipf_frequency  # heavy import: only when a deal asks

    return zipf_frequency(key, lang, wordlist="large")


def shared_keys(words: WordSet) -> frozenset[str]:
    """The folded keys of *words* the other language's text uses about as much and its strict list lacks."""
    lexicon = words.lexicon
    other_lang = OTHER_LANG.get(lexicon.lang)
    if other_lang is None:
        return frozenset()
    best: dict[str, float] = {}
    for i in words.ids():
        key = lexicon.key(i)
        best[key] = max(best.get(key, 0.0), lexicon.zipf(i))
    other = get_lexicon(other_lang, "strict")
    return _shared(lexicon.lang, other_lang, other.checksum, tuple(sorted(best.items())))


@lru_cache(maxsize=16)
def _shared(lang: str, other_lang: str, other_checksum: str, keyed: tuple[tuple[str, float], ...]) -> frozenset[str]:
    """:func:`shared_keys` of *keyed* (key, zipf), once per word set and other-language list."""
    other = get_lexicon(other_lang, "strict")
    gap = shared_gap(lang)
    return frozenset(key for key, zipf in keyed if other_zipf(key, other_lang) >= zipf - gap and not other.of_key(key))
