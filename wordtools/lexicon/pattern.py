"""The pattern language shared by every command.

``?`` or ``.`` one letter · ``*`` any run of letters · ``[abc]`` one of ·
``[^abc]`` none of · ``@`` vowel · ``#`` consonant · ``{name}`` a named group
(Montage colours, user groups) · any other letter stands for itself (folded:
accents and case are ignored, ñ is its own letter in Spanish).

>>> from .alphabet import SPANISH
>>> p = parse_pattern("?a[rl]{orange}@", SPANISH)
>>> p.fixed_length, p.min_length
(True, 5)
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..errors import BadPattern, UnknownLetter
from .alphabet import Alphabet

STAR = None  # an element that stands for any run of letters


class Pattern(NamedTuple):
    """A parsed pattern: each element is a set of letters, or STAR."""

    text: str
    elements: tuple[frozenset[str] | None, ...]
    alphabet: Alphabet

    def slots(self) -> tuple[frozenset[str], ...]:
        """The elements of a fixed-length pattern (no ``*``), one letter set per position."""
        return tuple(e for e in self.elements if e is not None)

    @property
    def fixed_length(self) -> bool:
        return STAR not in self.elements

    @property
    def min_length(self) -> int:
        return sum(1 for e in self.elements if e is not STAR)

    def regex(self) -> re.Pattern[str]:
        """A regex over newline-ended folded keys (``re.M``) equivalent to the pattern.

        The pattern is fixed runs of letter sets between stars: ``F0 * F1 * … * Fn``.
        A plain regex (``F0.*F1.*F2…``) backtracks through every way of splitting
        a key among the stars, which grows combinatorially (``*[^x]*[^x]…`` took
        37 s at 71 characters). But the leftmost place where each middle run
        fits is always as good as any later one (the stars absorb the rest), so
        each middle run is found lazily inside an atomic group and never
        revisited: the cost is about key length × pattern length.
        """
        runs: list[list[str]] = [[]]
        for element in self.elements:
            if element is STAR:
                runs.append([])
            else:
                runs[-1].append(self._letter_class(element))
        if len(runs) == 1:
            return re.compile("^" + "".join(runs[0]) + "$", re.M)
        first, *middle, last = ("".join(run) for run in runs)
        body = "".join(f"(?>[^\\n]*?{run})" for run in middle if run)
        return re.compile(f"^{first}{body}[^\\n]*{last}$", re.M)

    def _letter_class(self, element: frozenset[str]) -> str:
        if len(element) == len(self.alphabet.letters):
            return "[^\\n]"
        return "[" + "".join(sorted(element)) + "]"


def parse_pattern(text: str, alpha: Alphabet, extra_groups: dict[str, str] | None = None) -> Pattern:
    """Parse *text*; raises :class:`BadPattern` with the position of the problem."""
    if not text.strip():
        raise BadPattern("the pattern is empty")
    groups: dict[str, str] = {}
    if "{" in text:  # the groups file (and its reader's imports) only for a pattern that names one
        from .groups import read_groups

        groups.update(read_groups())
        groups.update(extra_groups or {})
    every = frozenset(alpha.letters)
    elements: list[frozenset[str] | None] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "?.":
            elements.append(every)
        elif ch == "*":
            if not elements or elements[-1] is not STAR:  # ** is the same as *
                elements.append(STAR)
        elif ch == "@":
            elements.append(frozenset(alpha.vowels))
        elif ch == "#":
            elements.append(frozenset(alpha.consonants))
        elif ch == "[":
            close = text.find("]", i + 1)
            if close < 0:
                raise BadPattern(f"unclosed '[' at position {i + 1} in {text!r}")
            body = text[i + 1 : close]
            negate = body.startswith("^")
            letters = _letters(body[1:] if negate else body, alpha, text)
            if not letters:
                raise BadPattern(f"empty letter set at position {i + 1} in {text!r}")
            elements.append(every - letters if negate else letters)
            i = close
        elif ch == "{":
            close = text.find("}", i + 1)
            if close < 0:
                raise BadPattern(f"unclosed '{{' at position {i + 1} in {text!r}")
            name = text[i + 1 : close].strip().lower()
            if name not in groups:
                known = ", ".join(sorted(groups))
                raise BadPattern(f"unknown letter group {{{name}}}: known groups are {known}")
            from .groups import group_letters

            elements.append(group_letters(alpha, groups[name]))
            i = close
        elif ch == "]" or ch == "}":
            raise BadPattern(f"unexpected {ch!r} at position {i + 1} in {text!r}")
        else:
            elements.append(_letters(ch, alpha, text))
        i += 1
    return Pattern(text, tuple(elements), alpha)


def _letters(chars: str, alpha: Alphabet, text: str) -> frozenset[str]:
    try:
        return frozenset(alpha.fold(chars))
    except UnknownLetter as exc:
        raise BadPattern(f"{exc} (in pattern {text!r})") from None
