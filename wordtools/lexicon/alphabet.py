"""Language profiles: which letters a language has, how words fold to keys.

Folding is what makes lookups ignore case and accents. Spanish keeps ñ as a
letter of its own (unidecode and NFD-stripping would turn it into n), so the
order is: NFC (joins n + U+0303 into ñ), lowercase, keep letters of the
alphabet as they are, strip accents from the rest, and reject what is still
outside the alphabet.

>>> SPANISH.fold("Pingüino")
'pinguino'
>>> SPANISH.fold("AÑO")
'año'
>>> ENGLISH.fold("Café")
'cafe'
>>> [ENGLISH.fold(w) for w in ("œuvre", "Ångström", "straße", "naïve")]
['oeuvre', 'angstrom', 'strasse', 'naive']
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import cache, lru_cache

from ..errors import BadInput, UnknownLetter

# Spanish tile sets read these pairs as one tile (WordOn): CHORRO = CH·O·RR·O.
SPANISH_DIGRAPHS = ("ch", "ll", "rr")


class Alphabet:
    """The letters of one language and its folding rule (one object per language: the module's
    SPANISH and ENGLISH, compared and hashed by identity)."""

    __slots__ = ("lang", "name", "letters", "vowels", "digraphs")

    def __init__(self, lang: str, name: str, letters: str, vowels: str, digraphs: tuple[str, ...] = ()):
        self.lang = lang
        self.name = name
        self.letters = letters  # in alphabetical order; index = letter code
        self.vowels = vowels
        self.digraphs = digraphs

    def __repr__(self) -> str:
        return f"<Alphabet {self.lang}: {self.letters}>"

    def __reduce__(self) -> tuple[Callable[[str], Alphabet], tuple[str]]:
        return alphabet_for, (self.lang,)  # a worker process gets its own module's object

    @property
    def consonants(self) -> str:
        return "".join(c for c in self.letters if c not in self.vowels)

    def code(self, letter: str) -> int:
        """The letter's number (0-based position in :attr:`letters`)."""
        return self.letters.index(letter)

    def fold(self, text: str) -> str:
        """Fold *text* to its lookup key, or raise :class:`UnknownLetter`.

        Idempotent: ``fold(fold(x)) == fold(x)``.
        """
        key = _fold_cached(self, text)
        if key is None:
            bad = self.unknown_characters(text)
            shown = ", ".join(repr(c) for c in bad) or repr(text)
            raise UnknownLetter(f"{shown} is not a letter of the {self.name} alphabet ({self.letters})")
        return key

    def try_fold(self, text: str) -> str | None:
        """Like :meth:`fold` but return None instead of raising."""
        return _fold_cached(self, text)

    def unknown_characters(self, text: str) -> list[str]:
        """The characters of *text* that do not fold into this alphabet."""
        bad = []
        for ch in unicodedata.normalize("NFC", text).lower():
            if _fold_char(self, ch) is None and ch not in bad:
                bad.append(ch)
        return bad

    def tiles(self, word: str) -> list[str]:
        """Split a word into tiles: Spanish reads ch, ll, rr as one tile.

        Greedy from the left, which is how the tile sets read them (a word
        never needs C + H where CH fits: the tile set has no choice to make).

        >>> SPANISH.tiles("chorro")
        ['ch', 'o', 'rr', 'o']
        >>> ENGLISH.tiles("chorro")
        ['c', 'h', 'o', 'r', 'r', 'o']
        """
        return self.key_tiles(self.fold(word))

    def key_tiles(self, key: str) -> list[str]:
        """:meth:`tiles` of an already folded key (no folding: for hot loops)."""
        tiles: list[str] = _tile_splitter(self.digraphs)(key)
        return tiles


@cache
def _tile_splitter(digraphs: tuple[str, ...]) -> Callable[[str], list[str]]:
    # A regex alternation tries the digraphs first at each position: greedy from the left.
    return re.compile("|".join([*digraphs, "."])).findall


def _fold_char(alpha: Alphabet, ch: str) -> str | None:
    if ch in alpha.letters:
        return ch
    stripped = "".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c))
    if stripped and all(c in alpha.letters for c in stripped):
        return stripped
    if alpha.lang == "en" and ch.isalpha():
        # English spells loans with letters outside a-z (œuvre, straße, Ångström): unidecode
        # knows their usual transliteration. Never for Spanish, where ñ is a letter of its own.
        from unidecode import unidecode

        translit = unidecode(ch).lower()
        if translit and all(c in alpha.letters for c in translit):
            return translit
    return None


@lru_cache(maxsize=65536)
def _fold_cached(alpha: Alphabet, text: str) -> str | None:
    if not text.strip(alpha.letters):  # already a key (the common case): one C-level scan
        return text
    out = []
    for ch in unicodedata.normalize("NFC", text).lower():
        folded = _fold_char(alpha, ch)
        if folded is None:
            return None
        out.append(folded)
    return "".join(out)


SPANISH = Alphabet(
    lang="es",
    name="Spanish",
    letters="abcdefghijklmnñopqrstuvwxyz",
    vowels="aeiou",
    digraphs=SPANISH_DIGRAPHS,
)
ENGLISH = Alphabet(
    lang="en",
    name="English",
    letters="abcdefghijklmnopqrstuvwxyz",
    vowels="aeiou",
)
ALPHABETS = {a.lang: a for a in (SPANISH, ENGLISH)}
LANGUAGES = tuple(ALPHABETS)


def alphabet_for(lang: str) -> Alphabet:
    """The :class:`Alphabet` of *lang* (``es`` or ``en``)."""
    try:
        return ALPHABETS[lang]
    except KeyError:
        raise BadInput(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}") from None


@lru_cache(maxsize=1 << 16)
def fold_name(text: str, lang: str) -> str:
    """A name's lookup key: lower case, accents folded (ñ kept in Spanish), words split on
    spaces, hyphens and other marks and joined by one space.

    >>> fold_name("Camión  de Bomberos", "es")
    'camion de bomberos'
    >>> fold_name("T-Shirt", "en")
    't shirt'
    >>> fold_name("Niño", "es"), fold_name("Niño", "en")
    ('niño', 'nino')
    """
    alphabet = alphabet_for(lang)
    words: list[str] = []
    current: list[str] = []
    for ch in unicodedata.normalize("NFC", text).lower():
        folded = alphabet.try_fold(ch) if ch.isalpha() else (ch if ch.isdigit() else None)
        if folded is None and ch.isalpha():
            # A letter from outside the alphabet (ç, ß...): strip its marks, keep what is left.
            folded = "".join(c for c in unicodedata.normalize("NFKD", ch) if c.isalnum()) or None
        if folded is None:
            if current:
                words.append("".join(current))
                current = []
        else:
            current.append(folded)
    if current:
        words.append("".join(current))
    return " ".join(words)
