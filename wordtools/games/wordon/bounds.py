"""Score bounds held as bitsets, so a top-K search checks only the words that may make the top.

Start with :func:`top_candidates`. For each row of the board and each word
length, :class:`LetterScores` keeps the letter score of every word of the list
(step 1 of the rulebook's scoring, as if no tile were a blank) as bit-planes:
plane *b* is the bitset of the words whose score has bit *b* set. Building
them costs a few bitset additions per cell, once per row and length; with
them, "which candidates have a letter score of at least S" is eight bitset
operations, whatever the number of words.

A word's real score is at most ``factor × letter score + bonus`` (factor 2
when it can use every extra tile, else 1; bonus 10 for 7 tiles), because
blanks only take value away and unused extra tiles only subtract. So the
search asks for the words whose bound reaches a threshold, scores them
exactly, and lowers the threshold until K exact scores sit at or above it:
every word left out scores less than the K-th.

Words whose letters are not their tiles (Spanish words with ch, ll or rr)
do not fit this letter-by-cell picture: they are always scored exactly.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Iterator

from ...index import WordIndex

PLANES = 8  # letter scores stay below 256 (7 cells × 10 points × 3)


def fitting_bits(index: WordIndex, available: Counter, blanks: int, max_len: int,
                 weights: dict[str, int] | None = None) -> int:
    """Bitset over all ids of the words using at most *available* letters plus *blanks*.

    The same query as :meth:`wordtools.lexicon.Lexicon.within`, kept as a
    bitset. With *weights*, each letter beyond *available* costs that many
    units (default 1) and *blanks* is the budget of units.
    """
    limit = index.ids_up_to_length(max_len)
    everything = (1 << limit) - 1
    top = blanks + 1
    over = [everything] + [0] * top  # over[k]: words needing >= k units beyond available
    for code, letter in enumerate(index.letters):
        have = available.get(letter, 0)
        w = weights.get(letter, 1) if weights else 1
        jmax = -(-top // w)
        needs = [index.at_least_bits(code, have + j, limit) for j in range(1, jmax + 1)]
        if not needs[0]:
            continue
        for k in range(top, 0, -1):
            acc = over[k]
            for j in range(1, jmax + 1):
                if needs[j - 1]:
                    acc |= over[max(k - j * w, 0)] & needs[j - 1]
            over[k] = acc
    return everything & ~over[top]


def at_least(planes: tuple[int, ...], k: int, mask: int) -> int:
    """Words of *mask* whose bit-sliced value is >= *k*."""
    if k <= 0:
        return mask
    if k >= 1 << len(planes):
        return 0
    greater = 0
    equal = mask
    for b in range(len(planes) - 1, -1, -1):
        if (k >> b) & 1:
            equal &= planes[b]
        else:
            greater |= equal & planes[b]
            equal &= ~planes[b]
        if not equal and not greater:
            return 0
    return greater | equal


def max_value(planes: tuple[int, ...], mask: int) -> int:
    """The largest bit-sliced value among the words of *mask* (mask must be non-empty)."""
    value = 0
    for b in range(len(planes) - 1, -1, -1):
        hit = mask & planes[b]
        if hit:
            mask = hit
            value |= 1 << b
    return value


class LetterScores:
    """Bit-planes of every word's letter score on each row, per word length (built lazily)."""

    def __init__(self, index: WordIndex, values: dict[str, int], digraphs: tuple[str, ...]):
        self.index = index
        self.values = values
        self.digraphs = digraphs
        self._planes: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}
        self._special: dict[int, int] = {}

    def planes(self, mult: tuple[int, ...], length: int) -> tuple[int, ...]:
        """Letter-score planes of the words of *length* letters on a row with multipliers *mult*."""
        cache_key = (mult, length)
        found = self._planes.get(cache_key)
        if found is not None:
            return found
        index = self.index
        acc = [0] * PLANES
        for p in range(length):
            m = mult[p] if p < len(mult) else 1
            add = [0] * PLANES
            for code, letter in enumerate(index.letters):
                v = self.values.get(letter, 0) * m
                if not v:
                    continue
                bits = index.position_bits(length, p, code)
                b = 0
                while v:
                    if v & 1:
                        add[b] |= bits
                    v >>= 1
                    b += 1
            carry = 0
            for b in range(PLANES):
                a, x = acc[b], add[b]
                acc[b] = a ^ x ^ carry
                carry = (a & x) | (carry & (a ^ x))
        found = tuple(acc)
        self._planes[cache_key] = found
        return found

    def special(self, length: int) -> int:
        """Words of *length* letters holding a digraph tile (their cells are not their letters)."""
        found = self._special.get(length)
        if found is None:
            index = self.index
            found = 0
            for pair in self.digraphs:
                a, b = index.letters.index(pair[0]), index.letters.index(pair[1])
                for p in range(length - 1):
                    found |= index.position_bits(length, p, a) & index.position_bits(length, p + 1, b)
            self._special[length] = found
        return found


def top_candidates(
    scores: LetterScores,
    fitting: int,
    fitting_special: int,
    doubling: int,
    mult: tuple[int, ...],
    max_letters: int,
    max_tiles: int,
    bonus: int,
    evaluate: Callable[[list[int]], None],
    kth_best: Callable[[], int | None],
) -> None:
    """Feed *evaluate* the candidate ids, best bound first, until the top K are settled.

    *fitting*: bitset of candidate ids; *fitting_special*: the same for the
    words with digraph tiles (a wider question: a blank may stand for two
    letters); *doubling*: bitset of the words that can
    use every extra tile (the ×2); *kth_best()*: the K-th best exact score so far
    (None while fewer than K words were found).
    """
    index = scores.index
    groups = []
    special_ids: list[int] = []
    for length in range(2, max_letters + 1):
        start, end = index.id_range(length)
        if start == end:
            continue
        width = (1 << (end - start)) - 1
        if scores.digraphs:
            special_mask = scores.special(length)
            special = (fitting_special >> start) & width & special_mask
            if special:
                special_ids.extend(index.ids_from_bits(special, start))
        if length > max_tiles:
            continue  # only a word with digraph tiles has more letters than tiles
        mask = (fitting >> start) & width
        if scores.digraphs:
            mask &= ~special_mask
        if not mask:
            continue
        planes = scores.planes(mult, length)
        extra = bonus if length == 7 else 0  # +10 for a 7-tile word
        dbl = (doubling >> start) & mask
        for factor, group in ((2, dbl), (1, mask & ~dbl)):
            if group:
                groups.append([planes, group, factor, extra, start])
    if special_ids:
        evaluate(special_ids)
    if not groups:
        return
    threshold = max(g[2] * max_value(g[0], g[1]) + g[3] for g in groups)
    while groups:
        batch: list[int] = []
        for g in groups:
            planes, left, factor, extra, start = g
            need = -(-(threshold - extra) // factor)  # ceil
            chosen = at_least(planes, need, left)
            if chosen:
                g[1] = left & ~chosen
                batch.extend(index.ids_from_bits(chosen, start))
        if batch:
            evaluate(batch)
        groups = [g for g in groups if g[1]]
        kth = kth_best()
        if kth is not None and kth >= threshold:
            return
        threshold -= max(1, threshold // 6)
