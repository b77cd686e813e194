"""How well each letter fits a sheet pattern: the deducer's inner loop, made fast.

For a pattern (``fin?``, ``afin?n*o``) and a letter *x*, the support is the
:func:`~.vocab.recognition` of the best word made by putting *x* at every ``?``
and any one letter of the alphabet at the ``*`` (0 when no word fits).
:func:`plain_supports` says it in the plainest code; :func:`pattern_supports`
gives the same numbers faster, from two caches kept on the vocabulary (one set
per process and vocabulary):

- the supports already worked out, per (pattern, alphabet): every player ranks
  the clues they see, and the same pattern comes back round after round;
- for a wildcard at position *j* of *n*-letter words, the best zipf of every
  word with its *j*-th letter masked (``afinan*o``), so a wildcard pattern costs
  one lookup per letter instead of one per letter and alphabet letter. It is
  built once the plain lookups for that (*n*, *j*) have cost as much as building
  it would (one step per word), so a short run never pays for it.
"""

from __future__ import annotations

from collections.abc import Iterable

from .vocab import Vocabulary, recognition

# Patterns whose supports a vocabulary keeps (~1 KB each); past it the cache starts again.
SUPPORT_CACHE_SIZE = 20_000


def plain_supports(pattern: str, vocab: Vocabulary, alphabet: str, letters: Iterable[str]) -> dict[str, float]:
    """The support of each of *letters* for *pattern*, by trying every letter at the ``*`` (the definition)."""
    table = vocab.by_length[len(pattern)] if len(pattern) < len(vocab.by_length) else {}
    out = {}
    for x in letters:
        filled = pattern.replace("?", x)
        if "*" in filled:
            z = max([table.get(filled.replace("*", y), 0.0) for y in alphabet])
        else:
            z = table.get(filled, 0.0)
        out[x] = recognition(z) if z else 0.0
    return out


class _Memo:
    """The caches of one vocabulary (see the module docstring)."""

    def __init__(self) -> None:
        self.supports: dict[tuple[str, str], dict[str, float]] = {}
        self.holes: dict[tuple[str, int, int], dict[str, float]] = {}
        self.plain_cost: dict[tuple[str, int, int], int] = {}


def _memo(vocab: Vocabulary) -> _Memo:
    memo = vocab.cache.get("support")
    if memo is None:
        memo = vocab.cache["support"] = _Memo()
    return memo


def _hole_table(table: dict[str, float], j: int, alphabet: str) -> dict[str, float]:
    """Masked key (``*`` at *j*) -> best zipf of the words of *table* with an alphabet letter there."""
    letters = set(alphabet)
    best: dict[str, float] = {}
    for key, z in table.items():
        if key[j] in letters:
            masked = key[:j] + "*" + key[j + 1 :]
            if best.get(masked, 0.0) < z:
                best[masked] = z
    return best


def _wildcard_lookup(memo: _Memo, pattern: str, table: dict[str, float], alphabet: str, letters: int):
    """The hole table for *pattern*'s one ``*`` once it pays (module docstring), else None.

    A wildcard letter met twice in a word (``*`` at two places) always takes the plain way: each
    pair of places is rare, so its table would seldom pay.
    """
    if pattern.count("*") != 1:
        return None
    where = (alphabet, len(pattern), pattern.index("*"))
    hole = memo.holes.get(where)
    if hole is None:
        cost = memo.plain_cost.get(where, 0) + letters * len(alphabet)
        memo.plain_cost[where] = cost
        if cost < len(table):
            return None
        hole = memo.holes[where] = _hole_table(table, where[2], alphabet)
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
    table = vocab.by_length[len(pattern)] if len(pattern) < len(vocab.by_length) else {}
    hole = _wildcard_lookup(memo, pattern, table, alphabet, len(missing)) if "*" in pattern else None
    if "*" in pattern and hole is None:
        supports.update(plain_supports(pattern, vocab, alphabet, missing))
        return supports
    get = (hole if hole is not None else table).get
    for x in missing:
        z = get(pattern.replace("?", x), 0.0)
        supports[x] = recognition(z) if z else 0.0
    return supports
