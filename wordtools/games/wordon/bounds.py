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
get planes of their own, per row and word length: :meth:`LetterScores.roles`
follows the tokenizer (a tile starts at letter 0; ch, ll or rr at a tile start
is one tile) with bitsets, so that for every letter position it knows, as
disjoint bitsets, the words where that letter is a single tile on cell *t* or
starts a digraph tile on cell *t*; the planes then add each tile's value on
its cell, as for the other words. The same pass gives every word's number of
tiles (for the +10 and the 7-cell limit).

A one-off command reads all this from two files kept beside the list: one per
row (its planes, every length) and one for the digraph words' roles.

All sets of words here are :class:`~wordtools.lexicon.WordSet` values; the
bit-planes are plain ints numbered like the words of one length (their
*frame*, :meth:`WordSet.bits_in`), so this module never sees a word id.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ...lexicon import Container, Lexicon, WordSet
from ...lexicon.wordset import planes_at_least

PLANES = 8  # letter scores stay below 256 (7 cells × 10 points × 3)
MAX_CELLS = 7


class Planes:
    """A number per word, as bit-planes numbered like the words of *frame*."""

    # plain classes here and in Candidates: a dataclass costs a millisecond to create at import
    __slots__ = ("frame", "planes")

    def __init__(self, frame: WordSet, planes: tuple[int, ...]):
        self.frame, self.planes = frame, planes

    def in_frame(self, frame: WordSet) -> tuple[int, ...]:
        """The same numbers, numbered like *frame* (words outside this frame get 0)."""
        return tuple(self.frame.renumber(p, frame) for p in self.planes)


def add_scaled(planes: list[int], bits: int, value: int) -> None:
    """Add *value* to the bit-sliced numbers of the words in *bits* (in place)."""
    carry = 0
    for b in range(len(planes)):
        x = bits if (value >> b) & 1 else 0
        if not x and not carry:
            if value >> b == 0:
                return
            continue
        a = planes[b]
        planes[b] = a ^ x ^ carry
        carry = (a & x) | (carry & (a ^ x))


def subtract(planes: tuple[int, ...], minus: tuple[int, ...]) -> tuple[int, ...]:
    """Bit-sliced ``planes - minus`` (where it is not negative; other words get garbage)."""
    out = []
    borrow = 0
    for b, a in enumerate(planes):
        s = minus[b] if b < len(minus) else 0
        out.append(a ^ s ^ borrow)
        borrow = (~a & (s | borrow)) | (a & s & borrow)
    return tuple(out)


def blank_penalty(
    lexicon: Lexicon,
    available: Counter,
    blanks: int,
    values: dict[str, int],
    max_len: int,
    candidates: WordSet,
    skip: str = "",
    more: tuple[tuple[int, WordSet, WordSet | None], ...] = (),
) -> Planes | None:
    """Bit-planes of the points a word surely loses to blanks, for the *candidates* of at most *max_len* letters.

    Of the *candidates* (words needing at most *blanks* letters beyond
    *available*), each letter beyond *available* is laid with a blank, which
    loses at least that letter's value. Letters are taken by value tier (all
    letters worth v together; a tier counts at most 2 missing tiles): a lower
    figure than the real loss, never a higher one. None when nothing is lost.
    For the words with digraph tiles, *skip* the letters of the digraphs (a
    blank laid as CH covers two letters): any other letter is one tile; *more*
    adds ``(value, one, two)``: the words needing one (two) more tiles worth
    *value* than there are (the digraph tiles).
    """
    tiers: dict[int, list[tuple[int, int]]] = {}
    for letter in lexicon.alphabet.letters:
        v = values.get(letter, 0)
        if v >= 1 and letter not in skip:
            have = available.get(letter, 0)
            one = lexicon.having(letter, have + 1, max_len).bits_in(candidates)
            if one:
                two = lexicon.having(letter, have + 2, max_len).bits_in(candidates) if blanks >= 2 else 0
                tiers.setdefault(v, []).append((one, two))
    for v, one_set, two_set in more:
        one = one_set.bits_in(candidates)
        if one:
            two = two_set.bits_in(candidates) if two_set is not None and blanks >= 2 else 0
            tiers.setdefault(v, []).append((one, two))
    if not tiers:
        return None
    planes = [0] * (2 * sum(tiers)).bit_length()  # at most 2 tiles of each tier count
    for v, needs in tiers.items():
        once = twice = 0
        for one, two in needs:
            if blanks >= 2:
                twice |= two | (once & one)  # two of this tier: twice one kind, or two kinds
            once |= one
        add_scaled(planes, once, v)
        if twice:
            add_scaled(planes, twice, v)
    return Planes(candidates, tuple(planes))


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

    def __init__(self, lexicon: Lexicon, values: dict[str, int], digraphs: tuple[str, ...]):
        self.lexicon = lexicon
        self.values = values
        self.digraphs = digraphs
        # (mult, length) for the plain words' planes, (mult, length, "special") for the digraph words'
        self._planes: dict[tuple[tuple[int, ...], int] | tuple[tuple[int, ...], int, str], tuple[int, ...]] = {}
        self._special: dict[int, int] = {}
        self._pair_cache: dict[int, list] = {}
        self._roles: dict[int, tuple] = {}
        self._counts: dict[tuple[str, int, int], WordSet] = {}
        self._parts: dict[int, tuple[int, ...]] = {}
        self._files: dict[tuple[str, str], Container] = {}

    def _letter_at(self, length: int, position: int, letter: str) -> int:
        """The words of *length* letters with *letter* at *position*, numbered like those words."""
        lexicon = self.lexicon
        return lexicon.letter_at(length, position, letter).bits_in(lexicon.words(length))

    def _kept(self, name: str, parameters: str, build: Callable[[], dict[str, tuple[int, ...]]]) -> Container:
        """Bitsets *build* makes (section name -> bitsets numbered like the words of the length the
        name ends with), kept beside the list in one file (:meth:`Lexicon.kept`: a one-off command
        maps them instead of building them from the position bitsets). Kept open: a section is
        read when first asked for."""
        found = self._files.get((name, parameters))
        if found is None:
            lexicon = self.lexicon

            def encode() -> dict[str, bytes]:
                sections = {}
                for section, bitsets in build().items():
                    size = self._size(int(section.rsplit(" ", 1)[1]))
                    sections[section] = b"".join(bits.to_bytes(size, "little") for bits in bitsets)
                return sections

            found = lexicon.kept(
                name,
                f"kinds={lexicon.kinds!r} values={sorted(self.values.items())!r} digraphs={self.digraphs!r} "
                f"{parameters}",
                encode,
            )
            self._files[(name, parameters)] = found
        return found

    def _size(self, length: int) -> int:
        return (self.lexicon.width(length) + 7) // 8

    def _read(self, kept: Container, section: str, parts: range) -> tuple[int, ...]:
        """Bitsets *parts* of a kept *section* (0 for each where the section is not kept)."""
        if not kept.has(section):
            return (0,) * len(parts)
        size = self._size(int(section.rsplit(" ", 1)[1]))
        blob = kept.section(section)
        found = tuple(int.from_bytes(blob[b * size : (b + 1) * size], "little") for b in parts)
        blob.release()  # no view left open (a mapping dropped with a view still open is copied first)
        return found

    def _row_file(self, mult: tuple[int, ...]) -> Container:
        """One row's planes, every length: one file opened per row instead of one per length."""

        def build() -> dict[str, tuple[int, ...]]:
            sections = {f"letters {n}": self._build_planes(mult, n) for n in range(2, MAX_CELLS + 1)}
            if self.digraphs:
                for n in range(2, 2 * MAX_CELLS + 1):  # a digraph tile holds 2 letters
                    sections[f"digraph words {n}"] = self._build_special_planes(mult, n)
            return sections

        return self._kept("wordon-row-planes", f"mult={mult!r}", build)

    def planes(self, mult: tuple[int, ...], length: int) -> tuple[int, ...]:
        """Letter-score planes of the words of *length* letters on a row with multipliers *mult*."""
        cache_key = (mult, length)
        found = self._planes.get(cache_key)
        if found is None:
            found = self._read(self._row_file(mult), f"letters {length}", range(PLANES))
            self._planes[cache_key] = found
        return found

    def _build_planes(self, mult: tuple[int, ...], length: int) -> tuple[int, ...]:
        acc = [0] * PLANES
        for p in range(length):
            m = mult[p] if p < len(mult) else 1
            add = [0] * PLANES
            for letter in self.lexicon.alphabet.letters:
                v = self.values.get(letter, 0) * m
                if not v:
                    continue
                _spread_value(add, v, self._letter_at(length, p, letter))
            _add_planes(acc, add)
        return tuple(acc)

    def special(self, length: int) -> int:
        """Words of *length* letters holding a digraph tile (their cells are not their letters),
        numbered like the words of that length."""
        found = self._special.get(length)
        if found is None:
            found = self._digraph_parts(length)[0] if length <= 2 * MAX_CELLS else self._special_bits(length)
            self._special[length] = found
        return found

    def _special_bits(self, length: int) -> int:
        """:meth:`special` computed from the position bitsets."""
        found = 0
        for pairs in self._pairs(length):
            for _, bits in pairs:
                found |= bits
        return found

    def tiles_by_count(self, length: int) -> dict[int, int]:
        """The words with digraph tiles of *length* letters by their number of tiles: the *tiles* of
        :meth:`roles`, read from the kept file."""
        return {n: bits for n, bits in enumerate(self._digraph_parts(length)[1 : MAX_CELLS + 1], 1) if bits}

    def _digraph_parts(self, length: int) -> tuple[int, ...]:
        """Per length, what the search reads of the words with digraph tiles, kept in one file for
        every length (:meth:`roles` reads 6 position bitsets per letter): :meth:`special`, the
        words laid with 1 to 7 tiles, then per digraph the words laid with at least one and with
        two of its tiles."""

        def build() -> dict[str, tuple[int, ...]]:
            sections = {}
            for n in range(2, 2 * MAX_CELLS + 1):
                if self.lexicon.words(n):
                    _, _, tiles = self.roles(n)
                    counts = (bits for pair in self.digraphs for bits in self._pair_tiles(n, pair))
                    sections[f"length {n}"] = (
                        self._special_bits(n),
                        *(tiles.get(t, 0) for t in range(1, MAX_CELLS + 1)),
                        *counts,
                    )
            return sections

        found = self._parts.get(length)
        if found is None:
            kept = self._kept("wordon-digraph-words", "", build)
            found = self._read(kept, f"length {length}", range(1 + MAX_CELLS + 2 * len(self.digraphs)))
            self._parts[length] = found
        return found

    def _pairs(self, length: int) -> list[list[tuple[str, int]]]:
        """Per letter position p: (digraph, bitset of the words with that digraph's letters at p, p+1)."""
        found = self._pair_cache.get(length)
        if found is None:
            found = []
            for p in range(length - 1):
                here = []
                for pair in self.digraphs:
                    bits = self._letter_at(length, p, pair[0]) & self._letter_at(length, p + 1, pair[1])
                    if bits:
                        here.append((pair, bits))
                found.append(here)
            self._pair_cache[length] = found
        return found

    def roles(self, length: int) -> tuple[dict, dict, dict]:
        """How the words with digraph tiles of *length* letters lie on the cells.

        Returns ``(single, double, tiles)``: ``single[(p, t)]`` is the bitset of
        the words whose letter *p* is a one-letter tile on cell *t*;
        ``double[(p, t)]`` those whose letters *p*, *p*+1 are one digraph tile on
        cell *t*; ``tiles[n]`` those laid with *n* tiles (words of more than
        :data:`MAX_CELLS` tiles are in none). Greedy, left to right, as
        :meth:`wordtools.lexicon.alphabet.Alphabet.tiles`.
        """
        found = self._roles.get(length)
        if found is not None:
            return found
        pairs = self._pairs(length)
        any_pair = [0] * length
        for p, at_p in enumerate(pairs):
            for _, bits in at_p:
                any_pair[p] |= bits
        starts: dict[tuple[int, int], int] = {(0, 0): self._special_bits(length)}
        single: dict[tuple[int, int], int] = {}
        double: dict[tuple[int, int], int] = {}
        for p in range(length):
            for t in range(min(p, MAX_CELLS - 1) + 1):
                here = starts.pop((p, t), 0)
                if not here:
                    continue
                two = here & any_pair[p]
                one = here ^ two
                if one:
                    single[(p, t)] = one
                    starts[(p + 1, t + 1)] = starts.get((p + 1, t + 1), 0) | one
                if two:
                    double[(p, t)] = two
                    starts[(p + 2, t + 1)] = starts.get((p + 2, t + 1), 0) | two
        tiles = {t: bits for (p, t), bits in starts.items() if p == length and bits}
        found = (single, double, tiles)
        self._roles[length] = found
        return found

    def digraph_tiles(self, pair: str, k: int, max_len: int) -> WordSet:
        """The words of at most *max_len* letters laid with at least *k* (1 or 2) *pair* tiles."""
        cache_key = (pair, k, max_len)
        found = self._counts.get(cache_key)
        if found is None:
            lexicon = self.lexicon
            part = 1 + MAX_CELLS + 2 * self.digraphs.index(pair) + k - 1  # see _digraph_parts
            found = lexicon.words(0)  # no word
            for length in range(2, max_len + 1):
                domain = lexicon.words(length)
                if domain:
                    found = found | domain.subset(self._digraph_parts(length)[part])
            self._counts[cache_key] = found
        return found

    def _pair_tiles(self, length: int, pair: str) -> tuple[int, int]:
        """The words of *length* letters laid with at least one and with two *pair* tiles."""
        _, double, _ = self.roles(length)
        pairs = self._pairs(length)
        once = twice = 0
        for (p, _tile), mask in double.items():
            for d, bits in pairs[p]:
                if d == pair:
                    hit = bits & mask
                    twice |= once & hit
                    once |= hit
        return once, twice

    def special_planes(self, mult: tuple[int, ...], length: int) -> tuple[int, ...]:
        """Letter-score planes of the words with digraph tiles of *length* letters (tile values on their cells)."""
        cache_key = (mult, length, "special")
        found = self._planes.get(cache_key)
        if found is None:
            found = self._read(self._row_file(mult), f"digraph words {length}", range(PLANES))
            self._planes[cache_key] = found
        return found

    def _build_special_planes(self, mult: tuple[int, ...], length: int) -> tuple[int, ...]:
        single, double, _ = self.roles(length)
        pairs = self._pairs(length)
        acc = [0] * PLANES
        for p in range(length):
            # each word has one role at letter p: a single tile, a digraph's start, or its second letter (0)
            add = [0] * PLANES
            parts = []
            for (q, t), mask in single.items():
                if q == p:
                    for letter in self.lexicon.alphabet.letters:
                        v = self.values.get(letter, 0) * mult[t]
                        if v:
                            parts.append((v, self._letter_at(length, p, letter) & mask))
            for (q, t), mask in double.items():
                if q == p:
                    for pair, bits in pairs[p]:
                        v = self.values.get(pair, 0) * mult[t]
                        if v:
                            parts.append((v, bits & mask))
            for v, bits in parts:
                if bits:
                    _spread_value(add, v, bits)
            _add_planes(acc, add)
        return tuple(acc)


def _spread_value(planes: list[int], value: int, bits: int) -> None:
    """Write *value* in binary across *planes* for the words in *bits*. An OR, not an
    add: within one cell a word holds one tile, so the words of different calls never overlap."""
    b = 0
    while value:
        if value & 1:
            planes[b] |= bits
        value >>= 1
        b += 1


def _add_planes(acc: list[int], add: list[int]) -> None:
    """acc += add, per word, both held as bit-planes (a ripple-carry adder over bitsets)."""
    carry = 0
    for b in range(PLANES):
        a, x = acc[b], add[b]
        acc[b] = a ^ x ^ carry
        carry = (a & x) | (carry & (a ^ x))


class Candidates:
    """What a top-K search on one row starts from.

    *fitting*: the candidate words; *fitting_special*: the same for the words
    with digraph tiles (a wider question: a blank may stand for two letters);
    *doubling* / *doubling_special*: the words that may use every extra tile
    (the ×2; None: no word can); *penalty*: planes of the points the words
    without digraph tiles surely lose to blanks (see :func:`blank_penalty`),
    taken off their letter scores; *penalty_special*: the same for the words
    with digraph tiles. *mult* is the row's cell multipliers, *max_letters* and
    *max_tiles* the longest word the tiles may lay, *bonus* the 7-tile bonus.
    """

    __slots__ = (
        "fitting",
        "mult",
        "max_letters",
        "max_tiles",
        "bonus",
        "fitting_special",
        "doubling",
        "doubling_special",
        "penalty",
        "penalty_special",
    )

    def __init__(
        self,
        fitting: WordSet,
        mult: tuple[int, ...],
        max_letters: int,
        max_tiles: int,
        bonus: int,
        fitting_special: WordSet | None = None,
        doubling: WordSet | None = None,
        doubling_special: WordSet | None = None,
        penalty: Planes | None = None,
        penalty_special: Planes | None = None,
    ):
        self.fitting = fitting
        self.mult = mult
        self.max_letters = max_letters
        self.max_tiles = max_tiles
        self.bonus = bonus
        self.fitting_special = fitting_special
        self.doubling = doubling
        self.doubling_special = doubling_special
        self.penalty = penalty
        self.penalty_special = penalty_special


def top_candidates(
    scores: LetterScores,
    found: Candidates,
    evaluate: Callable[[list[WordSet]], None],
    kth_best: Callable[[], int | None],
) -> None:
    """Feed *evaluate* the candidate words of *found*, best bound first, until the top K are settled.

    *kth_best()*: the K-th best exact score so far (None while fewer than K
    words were found).
    """
    fitting, fitting_special, doubling, doubling_special = (
        found.fitting,
        found.fitting_special,
        found.doubling,
        found.doubling_special,
    )
    penalty, penalty_special = found.penalty, found.penalty_special
    mult, max_letters, max_tiles, bonus = found.mult, found.max_letters, found.max_tiles, found.bonus
    lexicon = scores.lexicon
    groups: list[list[Any]] = []  # [planes, words left, factor, bonus, frame] per group
    for length in range(2, max_letters + 1):
        domain = lexicon.words(length)  # the frame of this length's planes
        if not domain:
            continue
        special_mask = 0
        if scores.digraphs:
            special_mask = scores.special(length)
            special = fitting_special.bits_in(domain) & special_mask if fitting_special is not None else 0
            if special:
                by_tiles = scores.tiles_by_count(length)
                planes = scores.special_planes(mult, length)
                if penalty_special is not None:
                    planes = subtract(planes, tuple(p & special for p in penalty_special.in_frame(domain)))
                dbl = doubling_special.bits_in(domain) if doubling_special is not None else 0
                for n, bits in by_tiles.items():
                    group = special & bits
                    if n <= max_tiles and group:
                        extra = bonus if n == MAX_CELLS else 0
                        for factor, part in ((2, group & dbl), (1, group & ~dbl)):
                            if part:
                                groups.append([planes, part, factor, extra, domain])
        if length > max_tiles:
            continue  # only a word with digraph tiles has more letters than tiles
        mask = fitting.bits_in(domain) & ~special_mask
        if not mask:
            continue
        planes = scores.planes(mult, length)
        if penalty is not None:
            planes = subtract(planes, tuple(p & mask for p in penalty.in_frame(domain)))
        extra = bonus if length == MAX_CELLS else 0  # +10 for a 7-tile word
        dbl = doubling.bits_in(domain) & mask if doubling is not None else 0
        for factor, group in ((2, dbl), (1, mask & ~dbl)):
            if group:
                groups.append([planes, group, factor, extra, domain])
    if not groups:
        return
    threshold = max(g[2] * max_value(g[0], g[1]) + g[3] for g in groups)
    while groups:
        batch: list[WordSet] = []
        for g in groups:
            planes, left, factor, extra, domain = g
            need = -(-(threshold - extra) // factor)  # ceil
            chosen = planes_at_least(planes, need, left)
            if chosen:
                g[1] = left & ~chosen
                batch.append(domain.subset(chosen))
        if batch:
            evaluate(batch)
        groups = [g for g in groups if g[1]]
        kth = kth_best()
        if kth is not None and kth >= threshold:
            return
        step = threshold - max(1, threshold // 6)
        # every word left out scores at most its bound: once the bound is down to
        # the K-th best exact score, nothing below it can enter the top K
        threshold = max(step, kth) if kth is not None else step
