"""wordfreq's ``large`` lists (zipf of written text) and pyspellchecker's subtitle counts
(spoken), the two frequency sources of the build."""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache

from ..text import fold, is_lower_word, spelling

MIN_ZIPF = 2.0  # a wordfreq word enters a broad list from this zipf on


def wordfreq_spellings(lang: str) -> dict[str, str]:
    """Folded key -> wordfreq's most frequent spelling of it (its list runs by frequency)."""
    best: dict[str, str] = {}
    for word in _wordfreq().iter_wordlist(lang, wordlist="large"):
        word = spelling(word, lang)
        if is_lower_word(word, lang):
            best.setdefault(fold(word, lang), word)
    return best


@cache
def wordfreq_words(lang: str) -> frozenset[str]:
    """wordfreq ``large`` words with zipf >= MIN_ZIPF made only of the language's letters."""
    import wordfreq

    return frozenset(
        word
        for word in (spelling(w, lang) for w in wordfreq.iter_wordlist(lang, wordlist="large"))
        if is_lower_word(word, lang) and wordfreq.zipf_frequency(word, lang, wordlist="large") >= MIN_ZIPF
    )


def zipf_rows(words: Iterable[str], lang: str) -> list[str]:
    """``word<TAB>zipf`` lines for the words wordfreq knows (zipf > 0), sorted by word."""
    import wordfreq

    rows = []
    for word in sorted(words):
        zipf = wordfreq.zipf_frequency(word, lang, wordlist="large")
        if zipf > 0:
            rows.append(f"{word}\t{zipf:.2f}")
    return rows


@cache
def _wordfreq():
    import wordfreq

    return wordfreq


def zipf_of(word: str, lang: str) -> float:
    return _wordfreq().zipf_frequency(word, lang, wordlist="large")


@cache
def wordfreq_zipf(lang: str) -> dict[str, float]:
    """word -> zipf of wordfreq's ``large`` list (words of the list only; others are 0)."""
    import wordfreq

    return {w: math.log10(f) + 9 for w, f in wordfreq.get_frequency_dict(lang, wordlist="large").items() if f > 0}


@cache
def spoken_zipf(lang: str) -> dict[str, float]:
    """word -> zipf of pyspellchecker's subtitle counts (OpenSubtitles 2018)."""
    from spellchecker import SpellChecker

    counts = SpellChecker(language=lang, distance=1).word_frequency.dictionary
    total = sum(counts.values())
    return {w: math.log10(n / total) + 9 for w, n in counts.items() if n > 0}
