"""How well each letter fits a sheet pattern: the deducer's inner loop, made fast.

For a pattern (``fin?``, ``afin?n*o``) and a letter *x*, the support is the
:func:`~.vocab.choice_weight` of the best word made by putting *x* at every ``?``
and any one letter of the alphabet at the ``*`` (0 when no word fits).
:func:`plain_supports` says it in the plainest code; :func:`pattern_supports`
gives the same numbers faster, from two caches kept on the vocabulary (one set
per process and vocabulary):

- the supports already worked out, per (pattern, alphabet): every player ranks
  the clues they see, and the same pattern comes back round after round;
- for the wildcard at places *J* of *n*-letter words (one place, or several when
  the wildcard letter comes back), the best weight of every word with one letter
  at all of *J*, those places masked (``afinan*o``), so a wildcard pattern costs
  one lookup per letter instead of one per letter and alphabet letter. Each
  (*n*, *J*) table is built once the plain lookups for it have cost about as
  much as building it would, so a short run never pays for it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import Any

from .vocab import Vocabulary

# What building a wildcard table costs, in plain lookups per word of that length (measured on
# Spanish 5-, 8- and 10-letter words: one place ~2.4, several places ~0.13 as numpy picks the words).
ONE_PLACE_COST = 2
SEVERAL_PLACES_COST = 1 / 8
# The first such table also pays numpy's import (~0.12 s, about as many plain lookups): a one-off
# deduction or clue search never does.
NUMPY_IMPORT_COST = 500_000
# Patterns whose supports a vocabulary keeps (~1 KB each); past it the cache starts again.
SUPPORT_CACHE_SIZE = 20_000


def plain_supports(pattern: str, vocab: Vocabulary, alphabet: str, letters: Iterable[str]) -> dict[str, float]:
    """The support of each of *letters* for *pattern*, by trying every letter at the ``*`` (the definition)."""
    table = vocab.of_length(len(pattern))
    out = {}
    for x in letters:
        filled = pattern.replace("?", x)
        if "*" in filled:
            out[x] = max([table.get(filled.replace("*", y), 0.0) for y in alphabet])
        else:
            out[x] = table.get(filled, 0.0)
    return out


class _Memo:
    """The caches of one vocabulary (see the module docstring)."""

    def __init__(self) -> None:
        self.supports: dict[tuple[str, str], dict[str, float]] = {}
        self.holes: dict[tuple[str, int, tuple[int, ...]], dict[str, float]] = {}
        self.plain_cost: dict[tuple[str, int, tuple[int, ...]], int] = {}
        # length -> that length's keys, their weights and their letters as a (words, letters) array
        self.words: dict[int, tuple[list[str], list[float], Any]] = {}


def _memo(vocab: Vocabulary) -> _Memo:
    memo = vocab.cache.get("support")
    if memo is None:
        memo = vocab.cache["support"] = _Memo()
    return memo


def _hole_table(table: dict[str, float], j: int, alphabet: str) -> dict[str, float]:
    """Masked key (``*`` at *j*) -> best weight of the words of *table* with an alphabet letter there."""
    letters = set(alphabet)
    best: dict[str, float] = {}
    for key, z in table.items():
        if key[j] in letters:
            masked = key[:j] + "*" + key[j + 1 :]
            if best.get(masked, 0.0) < z:
                best[masked] = z
    return best


def _holes_table(memo: _Memo, table: dict[str, float], stars: tuple[int, ...], alphabet: str) -> dict[str, float]:
    """The same for a ``*`` at several places (one letter at all of them): numpy finds the few words
    with one letter at every place, Python masks just those."""
    import numpy as np

    length = len(next(iter(table)))
    words = memo.words.get(length)
    if words is None:
        keys = list(table)
        chars = np.array(keys, dtype=f"U{length}").view(np.uint32).reshape(-1, length)
        words = memo.words[length] = (keys, list(table.values()), chars)
    keys, zipfs, chars = words
    first = chars[:, stars[0]]
    same = np.isin(first, [ord(x) for x in alphabet])
    for j in stars[1:]:
        same &= chars[:, j] == first
    best: dict[str, float] = {}
    for row in np.flatnonzero(same).tolist():
        masked = list(keys[row])
        for j in stars:
            masked[j] = "*"
        key, z = "".join(masked), zipfs[row]
        if best.get(key, 0.0) < z:
            best[key] = z
    return best


def _wildcard_lookup(memo: _Memo, pattern: str, table: dict[str, float], alphabet: str, letters: int):
    """The hole table for *pattern*'s ``*`` places once it pays (module docstring), else None."""
    stars = tuple(i for i, ch in enumerate(pattern) if ch == "*")
    where = (alphabet, len(pattern), stars)
    hole = memo.holes.get(where)
    if hole is None:
        cost = memo.plain_cost.get(where, 0) + letters * len(alphabet)
        memo.plain_cost[where] = cost
        build_cost = len(table) * (ONE_PLACE_COST if len(stars) == 1 else SEVERAL_PLACES_COST)
        if len(stars) > 1 and "numpy" not in sys.modules:
            build_cost += NUMPY_IMPORT_COST
        if cost < build_cost or not table:
            return None
        if len(stars) == 1:
            hole = _hole_table(table, stars[0], alphabet)
        else:
            hole = _holes_table(memo, table, stars, alphabet)
        memo.holes[where] = hole
    return hole


def pattern_supports(pattern: str, vocab: Vocabulary, alphabet: str, letters: Iterable[str]) -> dict[str, float]:
    """The support of each of *letters* for *pattern* (the same numbers as :func:`plain_supports`).

    The dict returned is the cache's own: it may hold more letters; do not change it.
    """
    memo = _memo(vocab)
    supports = memo.supports.get((pattern, alphabet))
    if supports is None:
        if len(memo.supports) >= SUPPORT_CACHE_SIZE:
            memo.supports.clear()
        supports = memo.supports[(pattern, alphabet)] = {}
    missing = [x for x in letters if x not in supports]
    if not missing:
        return supports
    table = vocab.of_length(len(pattern))
    hole = _wildcard_lookup(memo, pattern, table, alphabet, len(missing)) if "*" in pattern else None
    if "*" in pattern and hole is None:
        supports.update(plain_supports(pattern, vocab, alphabet, missing))
        return supports
    get = (hole if hole is not None else table).get
    for x in missing:
        supports[x] = get(pattern.replace("?", x), 0.0)
    return supports
