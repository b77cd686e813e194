"""Montage colours: every letter belongs to one of five colour groups.

The groups are the named groups of a groups file (default
``wordtools/data/groups.txt``: orange, red, purple, blue, green); another file
in the same format gives another assignment. A colour is written by the
upper-case first letter of its name (``O R P B G``), so those initials must
differ. Spanish words fold their accents; ñ takes n's colour when the file
does not name it.

>>> from wordtools.lexicon.alphabet import ENGLISH
>>> colours = load_colours()
>>> colours.spell(encode("dog", ENGLISH, colours))
'orange blue red'
>>> "".join(colours.initials[c] for c in encode("Match", ENGLISH, colours))
'POGOR'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...errors import DataError
from ...lexicon.alphabet import Alphabet
from ...lexicon.groups import DEFAULT_GROUPS, read_groups


@dataclass(frozen=True)
class Colours:
    """An assignment of letters to colours: ``names[i]`` holds ``letters[i]``."""

    names: tuple[str, ...]
    letters: tuple[str, ...]
    source: str

    @property
    def initials(self) -> tuple[str, ...]:
        """``O R P B G``: how a chip of each colour is written in a slot."""
        return tuple(name[0].upper() for name in self.names)

    def by_initial(self, initial: str) -> int | None:
        """The colour written *initial* (upper case), or None."""
        try:
            return self.initials.index(initial)
        except ValueError:
            return None

    def spell(self, codes: tuple[int, ...]) -> str:
        """Colour names separated by spaces."""
        return " ".join(self.names[c] for c in codes)

    def sets(self, alpha: Alphabet) -> tuple[frozenset[str], ...]:
        """Per colour, its letters in *alpha* (folded); checks every letter has one colour."""
        return _sets(self, alpha)

    def table(self, alpha: Alphabet) -> dict[str, int]:
        """Letter of *alpha* -> colour number."""
        return {letter: c for c, group in enumerate(self.sets(alpha)) for letter in group}


@lru_cache(maxsize=16)
def _sets(colours: Colours, alpha: Alphabet) -> tuple[frozenset[str], ...]:
    groups: list[set[str]] = []
    owner: dict[str, str] = {}
    for name, letters in zip(colours.names, colours.letters):
        group = set()
        for ch in letters:
            folded = alpha.try_fold(ch)
            if not folded:
                continue  # a letter of another alphabet (ñ in English)
            for letter in folded:
                if letter in owner and owner[letter] != name:
                    raise DataError(f"{colours.source}: letter {letter!r} is in both {owner[letter]} and {name}")
                owner[letter] = name
                group.add(letter)
        groups.append(group)
    if "ñ" in alpha.letters and "ñ" not in owner and "n" in owner:
        groups[colours.names.index(owner["n"])].add("ñ")  # ñ takes n's colour
        owner["ñ"] = owner["n"]
    missing = [letter for letter in alpha.letters if letter not in owner]
    if missing:
        raise DataError(f"{colours.source}: no colour for {', '.join(missing)} ({alpha.name})")
    return tuple(frozenset(g) for g in groups)


@lru_cache(maxsize=8)
def load_colours(path: Path | str | None = None) -> Colours:
    """The colours of a groups file (default: the Montage colours in ``groups.txt``)."""
    source = Path(path) if path is not None else DEFAULT_GROUPS
    groups = read_groups(source)
    if len(groups) < 2:
        raise DataError(f"{source}: a colour file needs at least two groups, found {len(groups)}")
    colours = Colours(tuple(groups), tuple(groups.values()), str(source))
    initials = colours.initials
    for i, initial in enumerate(initials):
        if initials.index(initial) != i:
            clash = colours.names[initials.index(initial)]
            raise DataError(f"{source}: colours {clash} and {colours.names[i]} share the initial {initial}")
    return colours


def encode(word: str, alpha: Alphabet, colours: Colours) -> tuple[int, ...]:
    """Colour numbers of *word*'s letters (folded; raises UnknownLetter)."""
    table = colours.table(alpha)
    return tuple(table[letter] for letter in alpha.fold(word))


def encode_words(
    words: Iterable[str], lang: str, colours_file: Path | str | None = None
) -> tuple[Colours, list[tuple[str, tuple[int, ...]]]]:
    """The ``montage encode`` operation: the colours used (the default set or *colours_file*'s)
    and each word with its letters' colour numbers."""
    from ...lexicon.alphabet import alphabet_for

    alpha, colours = alphabet_for(lang), load_colours(colours_file)
    return colours, [(w, encode(w, alpha, colours)) for w in words]
