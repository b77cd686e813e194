"""Spellings and keys: what a list keeps of a source's word, and the one fold of the build.

The fold is the library's (:meth:`wordtools.lexicon.alphabet.Alphabet.fold`): the build sorts,
joins and compares by the same key an index looks words up by.
"""

from __future__ import annotations

import re
import unicodedata

from wordtools.lexicon.alphabet import alphabet_for, fold_name

LETTERS = {"es": "a-zñáéíóúü", "en": "a-z"}
LOWER_WORD = {lang: re.compile(f"[{chars}]+") for lang, chars in LETTERS.items()}


def fold(word: str, lang: str = "es") -> str:
    """The lookup key of *word*: lower case, accents off, Spanish ñ kept (the library's fold).

    Text with characters outside the alphabet (a lemma table's *a.c.*) folds as a name does
    (:func:`~wordtools.lexicon.alphabet.fold_name`), so the fold never fails.

    >>> fold("Pingüino"), fold("Año"), fold("Ångström", "en"), fold("Niño", "en")
    ('pinguino', 'año', 'angstrom', 'nino')
    """
    key = alphabet_for(lang).try_fold(word)
    return key if key is not None else fold_name(word, lang)


def nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def strip_accents(word: str) -> str:
    """Drop combining accents, for English loanwords spelled with them.

    >>> strip_accents("café"), strip_accents("naïve")
    ('cafe', 'naive')
    """
    decomposed = unicodedata.normalize("NFD", word)
    return nfc("".join(c for c in decomposed if not unicodedata.combining(c)))


def spelling(word: str, lang: str) -> str:
    """The spelling a list keeps: NFC; for English also without accents (café → cafe).

    Spanish accents and ñ are letters of the alphabet and stay.
    """
    return strip_accents(word) if lang == "en" else nfc(word)


def is_lower_word(word: str, lang: str) -> bool:
    """True for a lowercase word made only of the language's letters.

    >>> is_lower_word("dámelo", "es"), is_lower_word("Madrid", "es"), is_lower_word("don't", "en")
    (True, False, False)
    """
    return LOWER_WORD[lang].fullmatch(word) is not None


def is_cased_word(word: str, lang: str) -> bool:
    """True for a word with capitals whose letters are otherwise the language's (Madrid, ADSL)."""
    return word != word.lower() and is_lower_word(word.lower(), lang)
