"""Best-move search and scoring for WordOn.

Start with :func:`find_plays` (every word the tiles can lay on a row, best
first) and :func:`score_play` (one given word, explained, or why it cannot be
played). Both go through :class:`Searcher`, which holds one lexicon, tile set
and board.

How the search stays fast: the lexicon's bitset query
:meth:`~wordtools.lexicon.Lexicon.within` returns, in a few milliseconds, the
words whose letters fit the available letters plus the blanks. It is asked a
slightly wider question than the tiles allow (a Spanish blank may stand for a
two-letter tile, so each blank also brings a free ``h``, ``l`` and ``r``), so
its answer is a superset; each candidate is then checked exactly, tile by
tile, and scored by :func:`best_way`.

Scoring follows the rulebook's order: letter values with 2L/3L on the row's
cells (words are laid from the first cell); ×2 when no tile is left in the
extra-tile zone (all used, or none were there); +10 for a 7-tile word; minus
the value of the extra tiles left unused. Where a word can be laid in several
ways (a rack tile or the same extra tile, where the blanks go), the best
scoring way counts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from heapq import heappush, heapreplace, nlargest, nsmallest

from ...errors import BadInput, IllegalMove
from ...lexicon import Lexicon, ListChoice, WordSet, default_lang, get_lexicon
from ...lexicon.familiarity import check_minimum
from .board import Board, check_row, default_board
from .bounds import Candidates, LetterScores, blank_penalty, top_candidates
from .defaults import default_list
from .tiles import BLANK, TileSet, format_tiles, tile_set, with_article

MIN_TILES = 2
MAX_TILES = 7
RACK_SIZE = 7
MAX_EXTRA = 2
SEVEN_BONUS = 10


@dataclass(frozen=True)
class Way:
    """The best way to lay one word: where blanks and extra tiles go, and its score."""

    score: int
    letters: int  # step 1: letter values with 2L/3L
    doubled: bool  # step 2: no tile left in the extra-tile zone
    bonus: int  # step 3: +10 for 7 tiles
    penalty: int  # step 4: value of the extra tiles left unused
    blanks: tuple[int, ...]  # positions of blanks
    extra_positions: tuple[int, ...]  # positions of tiles taken from the extra zone
    extra_blanks_used: int
    rack_blanks_used: int


@dataclass(frozen=True)
class Play:
    """One word laid on a row, scored and explained."""

    word: str  # real spelling
    tiles: tuple[str, ...]  # the tile each cell shows (a blank shows the tile it stands for)
    row: int
    score: int
    way: Way = field(repr=False)
    cells: tuple[str, ...] = field(repr=False)  # the row's cell kinds
    values: tuple[int, ...] = field(repr=False)  # value of the tile on each cell (blank: 0)
    to_next_player: tuple[str, ...]  # physical tiles on W cells ("?" for a blank)
    leave: tuple[str, ...]  # what stays on the rack
    extra_unused: tuple[str, ...]  # extra tiles not used (their value is subtracted)
    familiarity: float = 0.0  # the word's best-known spelling: the share of adults who know it (0-1)

    @property
    def key(self) -> str:
        return "".join(self.tiles)

    def breakdown(self) -> dict:
        way = self.way
        parts = []
        for i, tile in enumerate(self.tiles):
            kind = self.cells[i]
            parts.append(
                {
                    "tile": BLANK if i in way.blanks else tile,
                    "as": tile,
                    "value": self.values[i],
                    "cell": kind,
                    "points": self.values[i] * {"2L": 2, "3L": 3}.get(kind, 1),
                    "from": "extra" if i in way.extra_positions else "rack",
                }
            )
        return {
            "cells": parts,
            "letters": way.letters,
            "doubled": way.doubled,
            "seven_tile_bonus": way.bonus,
            "unused_extra": -way.penalty,
        }

    def explain(self) -> str:
        """The rulebook's steps, in order, as one readable line."""
        way = self.way
        terms = []
        for cell in self.breakdown()["cells"]:
            shown = cell["tile"].upper() if cell["tile"] != BLANK else f"?={cell['as'].upper()}"
            factor = {"2L": "×2", "3L": "×3"}.get(cell["cell"], "")
            terms.append(f"{shown}{cell['value']}{factor}")
        text = f"{' + '.join(terms)} = {way.letters}"
        if way.doubled:
            text += f"; ×2 (extra zone empty) = {way.letters * 2}"
        if way.bonus:
            text += f"; +{way.bonus} (7 tiles)"
        if way.penalty:
            text += f"; -{way.penalty} (unused extra {format_tiles(self.extra_unused).upper()})"
        return f"{text} -> {self.score}"

    def to_json(self) -> dict:
        return {
            "word": self.word,
            "tiles": format_tiles(self.tiles),
            "row": self.row,
            "score": self.score,
            "breakdown": self.breakdown(),
            "to_next_player": format_tiles(self.to_next_player),
            "leave": format_tiles(self.leave),
            "extra_unused": format_tiles(self.extra_unused),
            "familiarity": self.familiarity,
        }


class Hand:
    """The tiles a play may use: the real tiles counted by kind, the blanks apart, on the rack and in
    the extra-tile zone."""

    # a plain class: made once per search, and a dataclass costs a millisecond to create at import
    __slots__ = ("rack", "rack_blanks", "extra", "extra_blanks")

    def __init__(self, rack: dict[str, int], rack_blanks: int, extra: dict[str, int], extra_blanks: int):
        self.rack, self.rack_blanks, self.extra, self.extra_blanks = rack, rack_blanks, extra, extra_blanks

    @classmethod
    def of(cls, rack: Iterable[str], extra: Iterable[str]) -> Hand:
        return cls(*_split(rack), *_split(extra))


class RowCells:
    """A row as scoring sees it: each cell's letter multiplier, the W cells, each tile's value."""

    __slots__ = ("mult", "w_cells", "values")  # a plain class, as Hand

    def __init__(self, mult: tuple[int, ...], w_cells: tuple[int, ...], values: dict[str, int]):
        self.mult, self.w_cells, self.values = mult, w_cells, values

    def order(self, tiles: tuple[str, ...], positions: Iterable[int]) -> list[int]:
        # Cheapest cell first; among equals, a blank rather not on a W cell (it would be handed over).
        values, mult, w_cells = self.values, self.mult, self.w_cells
        return sorted(positions, key=lambda p: (values[tiles[p]] * mult[p], p in w_cells, p))

    def extra_positions(
        self, tiles: tuple[str, ...], used_extra: dict[str, int], taken: Iterable[int]
    ) -> tuple[int, ...]:
        out = []
        for t, u in used_extra.items():
            spots = self.order(tiles, [p for p, x in enumerate(tiles) if x == t and p not in taken])
            out.extend(spots[-u:])  # extra tiles take the dearest cells of their kind (same value anyway)
        return tuple(sorted(out))


class _Tally:
    """What :func:`best_way` has counted of one word before placing blanks (made once per word with
    blanks to place, in the search's inner loop)."""

    __slots__ = ("used_extra", "extra_used", "extra_total", "short", "deficit", "letters_all", "bonus", "penalty")

    def __init__(
        self,
        used_extra: dict[str, int],  # real extra tiles the word uses, by kind
        extra_used: int,
        extra_total: int,  # tiles in the extra zone, blanks included
        short: dict[str, int],  # tiles the word needs beyond the real ones, by kind
        deficit: int,
        letters_all: int,  # letter points with every cell's multiplier, before blanks
        bonus: int,
        penalty: int,  # the values of the real extra tiles left unused
    ):
        self.used_extra, self.extra_used, self.extra_total, self.short = used_extra, extra_used, extra_total, short
        self.deficit, self.letters_all, self.bonus, self.penalty = deficit, letters_all, bonus, penalty


def best_way(tiles: Iterable[str], hand: Hand, cells: RowCells) -> Way | None:
    """The best-scoring way to lay *tiles* from *hand* on a row of *cells* (None: cannot).

    Real extra tiles are always worth using where the word has them (same cell
    value, no penalty, maybe the ×2), so only the extra blanks are a choice:
    each one used replaces the cheapest tile the rack would have given.
    """
    tiles = tuple(tiles)
    rack, rack_blanks, extra, extra_blanks = hand.rack, hand.rack_blanks, hand.extra, hand.extra_blanks
    mult, values = cells.mult, cells.values
    n = len(tiles)
    need: dict[str, int] = {}
    for t in tiles:
        need[t] = need.get(t, 0) + 1
    used_extra: dict[str, int] = {}
    extra_used = 0
    penalty = 0
    extra_total = extra_blanks
    for t, c in extra.items():
        extra_total += c
        u = need.get(t, 0)
        if u > c:
            u = c
        if u:
            used_extra[t] = u
            extra_used += u
        penalty += (c - u) * values[t]
    deficit = 0
    short: dict[str, int] = {}
    for t, c in need.items():
        c -= used_extra.get(t, 0)
        have = rack.get(t, 0)
        if c > have:
            short[t] = c - have
            deficit += c - have
    if deficit > rack_blanks + extra_blanks:
        return None
    letters_all = 0
    for p in range(n):
        letters_all += values[tiles[p]] * mult[p]
    bonus = SEVEN_BONUS if n == MAX_TILES else 0
    if not deficit and not extra_blanks:
        doubled = extra_used == extra_total
        score = letters_all * (2 if doubled else 1) + bonus - penalty
        extra_pos = cells.extra_positions(tiles, used_extra, ()) if used_extra else ()
        return Way(score, letters_all, doubled, bonus, penalty, (), extra_pos, 0, 0)
    tally = _Tally(used_extra, extra_used, extra_total, short, deficit, letters_all, bonus, penalty)
    return _best_blank_way(tiles, tally, hand, cells)


def _best_blank_way(tiles: tuple[str, ...], tally: _Tally, hand: Hand, cells: RowCells) -> Way | None:
    n = len(tiles)
    mult, w_cells, values = cells.mult, cells.w_cells, cells.values
    deficit, extra_blanks = tally.deficit, hand.extra_blanks
    forced: list[int] = []  # the cheapest cells of each missing tile kind hold blanks
    for t, d in tally.short.items():
        spots = cells.order(tiles, [p for p, x in enumerate(tiles) if x == t])
        forced.extend(spots[:d])
    extra_pos = cells.extra_positions(tiles, tally.used_extra, forced)
    rack_cells = cells.order(tiles, [p for p in range(n) if p not in forced and p not in extra_pos])
    best: Way | None = None
    best_key = None
    for eb in range(extra_blanks, -1, -1):
        rb = deficit - eb if deficit > eb else 0
        if rb > hand.rack_blanks:
            continue
        more = eb - deficit if eb > deficit else 0
        if more > len(rack_cells):
            continue
        blanks = tuple(sorted(forced + rack_cells[:more]))
        letters = tally.letters_all - sum(values[tiles[p]] * mult[p] for p in blanks)
        doubled = tally.extra_used + eb == tally.extra_total
        score = letters * (2 if doubled else 1) + tally.bonus - tally.penalty
        key = (score, -rb, -sum(1 for p in blanks if p in w_cells))
        if best_key is None or key > best_key:
            best_key = key
            best = Way(score, letters, doubled, tally.bonus, tally.penalty, blanks, extra_pos, eb, rb)
    return best


class Searcher:
    """Finds and scores WordOn plays with one lexicon, tile set and board."""

    def __init__(self, lexicon: Lexicon, board: Board | None = None):
        self.lexicon = lexicon
        self.alphabet = lexicon.alphabet
        self.tile_set: TileSet = tile_set(lexicon.lang)
        self.board = board or default_board()
        # Letters with no tile (Spanish K, W) can only be laid with a blank: worth 0.
        self.values = {letter: 0 for letter in self.alphabet.letters}
        self.values.update(self.tile_set.value_table())
        self._known = frozenset(self.tile_set.tiles)
        self._digraphs = self.alphabet.digraphs
        self._tiles_of: dict[str, object] = {}
        self._digraph_weights = {c: 2 for c in self.alphabet.letters}
        self._digraph_weights.update({c: 1 for d in self._digraphs for c in d})
        self.letter_scores = LetterScores(lexicon, self.values, self._digraphs)

    def prepare(self) -> None:
        """Build every row's score planes now (a search builds the ones it needs on first use)."""
        for row in range(1, len(self.board.rows) + 1):
            mult = self.board.multipliers(row)
            for length in range(MIN_TILES, MAX_TILES + 1):
                self.letter_scores.planes(mult, length)
            if self._digraphs:
                for length in range(MIN_TILES, 2 * MAX_TILES + 1):  # a digraph tile holds 2 letters
                    self.letter_scores.special_planes(mult, length)

    # -- inputs -------------------------------------------------------------

    def check_tiles(self, rack: tuple[str, ...], extra: tuple[str, ...]) -> None:
        """Refuse racks of more than 7 tiles, more than 2 extra tiles, tiles not in the set."""
        if len(rack) > RACK_SIZE:
            raise BadInput(f"the rack holds at most {RACK_SIZE} tiles, got {len(rack)} ({format_tiles(rack)})")
        if len(extra) > MAX_EXTRA:
            raise BadInput(
                f"the extra-tile zone holds at most {MAX_EXTRA} tiles, got {len(extra)} ({format_tiles(extra)})"
            )
        for t in (*rack, *extra):
            if t not in self._known:
                raise BadInput(
                    f"{t.upper()!r} is not {with_article(self.alphabet.name)} WordOn tile (a blank '?' can stand for it)"
                )

    def tiles_of(self, key: str):
        """The tiles of a folded key: the key itself when no digraph tile can appear."""
        cached = self._tiles_of.get(key)
        if cached is None:
            if self._digraphs and any(d in key for d in self._digraphs):
                cached = tuple(self.alphabet.key_tiles(key))
            else:
                cached = key
            self._tiles_of[key] = cached
        return cached

    # -- search -------------------------------------------------------------

    def _available(self, rack: tuple[str, ...], extra: tuple[str, ...]) -> tuple[Counter, int, int, int]:
        """Letters for the bitset query (a superset of what the tiles can spell), blanks, max tiles, max letters."""
        letters: Counter = Counter()
        blanks = 0
        digraph_tiles = 0
        for t in (*rack, *extra):
            if t == BLANK:
                blanks += 1
            else:
                letters.update(t)
                digraph_tiles += len(t) > 1
        max_tiles = min(MAX_TILES, len(rack) + len(extra))
        max_letters = max_tiles
        if self._digraphs:
            # a blank may stand for CH, LL or RR: one blank plus a free h, l or r
            for letter in "hlr":
                letters[letter] += blanks
            max_letters += min(max_tiles, digraph_tiles + blanks)
        return letters, blanks, max_tiles, max_letters

    def candidates(self, rack: tuple[str, ...], extra: tuple[str, ...]) -> WordSet:
        """The words that may be playable: a superset found with the bitset query."""
        letters, blanks, max_tiles, max_letters = self._available(rack, extra)
        if max_tiles < MIN_TILES:
            return self.lexicon.words(0)  # no word
        return self.lexicon.fitting(letters, blanks, MIN_TILES, max_letters)

    def ranked(
        self,
        rack: tuple[str, ...],
        extra: tuple[str, ...],
        row: int,
        top: int | None = None,
        min_familiarity: float | None = None,
    ) -> list[tuple[int, str, Way]]:
        """(score, key, way) of the playable words, unordered: all of them, or a set
        sure to hold the *top* best (and every word tied with the top-th).

        With *min_familiarity*, only words with a spelling at least that familiar
        count: the others are left out before scoring, so the bounds stay bounds
        and the *top* best are the best of the familiar words."""
        check_row(row)
        self.check_tiles(rack, extra)
        mult = self.board.multipliers(row)
        values = self.values
        cells = RowCells(mult, self.board.w_cells(row), values)
        hand = Hand.of(rack, extra)
        extra_count = hand.extra
        tiles_of = self.tiles_of
        seen: set[str] = set()
        out: list[tuple[int, str, Way]] = []
        keys_of = self._familiar_keys(min_familiarity)

        def evaluate(sets: Iterable[WordSet]) -> None:
            for words in sets:
                for key in keys_of(words):
                    if key in seen:
                        continue
                    seen.add(key)
                    tiles = tiles_of(key)
                    if not MIN_TILES <= len(tiles) <= MAX_TILES:
                        continue
                    way = best_way(tiles, hand, cells)
                    if way is not None:
                        out.append((way.score, key, way))

        if top is None:
            evaluate([self.candidates(rack, extra)])
            return out
        letters, blanks, max_tiles, max_letters = self._available(rack, extra)
        if max_tiles < MIN_TILES:
            return out
        lexicon = self.lexicon
        fitting_special = None
        if self._digraphs:
            plain = letters.copy()
            for letter in "hlr":
                plain[letter] -= blanks
            fitting = lexicon.fitting(plain, blanks, MIN_TILES, max_tiles)
            # A blank laid as CH, LL or RR covers two letters: letters c, h, l, r beyond
            # the tiles cost one unit, others two, and each blank brings two units.
            # Without blanks or digraph tiles in hand, no word with a digraph can be laid.
            if blanks or any(len(t) > 1 for t in (*rack, *extra)):
                fitting_special = lexicon.fitting(plain, 2 * blanks, MIN_TILES, max_letters, self._digraph_weights)
        else:
            fitting = lexicon.fitting(letters, blanks, MIN_TILES, max_letters)
        # the x2 needs every extra tile used: the word holds at least their letters
        with_extra = lexicon.lengths(1, max_letters)  # counted from id 0, like lexicon.having
        extra_letters: Counter = Counter()
        for t, c in extra_count.items():
            for letter in t:
                extra_letters[letter] += c
        for letter, c in extra_letters.items():
            with_extra &= lexicon.having(letter, c, max_letters)
        doubling_special: WordSet | None = with_extra
        # a word without digraph tiles cannot use a digraph tile
        doubling = None if any(len(t) > 1 for t in extra_count) else with_extra

        def kth_best() -> int | None:
            return best[0] if len(best) >= top else None

        best: list[int] = []  # min-heap of the top best scores found so far
        searched = len(out)

        def evaluate_top(sets: list[WordSet]) -> None:
            nonlocal searched
            evaluate(sets)
            for item in out[searched:]:
                if len(best) < top:
                    heappush(best, item[0])
                elif item[0] > best[0]:
                    heapreplace(best, item[0])
            searched = len(out)

        penalty = penalty_special = None
        if blanks:
            plain_letters = letters.copy()
            if self._digraphs:
                for letter in "hlr":
                    plain_letters[letter] -= blanks
            penalty = blank_penalty(lexicon, plain_letters, blanks, values, max_tiles, fitting)
            if fitting_special:
                held = Counter(t for t in (*rack, *extra) if len(t) > 1)
                more = tuple(
                    (
                        values[d],
                        self.letter_scores.digraph_tiles(d, held[d] + 1, max_letters),
                        self.letter_scores.digraph_tiles(d, held[d] + 2, max_letters) if held[d] < 1 else None,
                    )
                    for d in self._digraphs
                    if held[d] < 2
                )
                penalty_special = blank_penalty(
                    lexicon, plain_letters, blanks, values, max_letters, fitting_special, "".join(self._digraphs), more
                )
        found = Candidates(
            fitting,
            mult,
            max_letters,
            max_tiles,
            SEVEN_BONUS,
            fitting_special,
            doubling,
            doubling_special,
            penalty,
            penalty_special,
        )
        top_candidates(self.letter_scores, found, evaluate_top, kth_best)
        return out

    def _familiar_keys(self, min_familiarity: float | None) -> Callable[[WordSet], Iterable[str]]:
        """The keys of a word set, or (with *min_familiarity*) of its words at least that familiar."""
        if not min_familiarity:
            return WordSet.keys
        floor = check_minimum(min_familiarity)
        familiarity, key = self.lexicon.familiarity_hundredths, self.lexicon.key
        return lambda words: (key(i) for i in words.ids() if familiarity[i] >= floor)

    def plays(
        self,
        rack: tuple[str, ...],
        extra: tuple[str, ...],
        row: int,
        top: int | None = None,
        value: Callable[[Play], float] | None = None,
        pool: int = 40,
        min_familiarity: float | None = None,
    ) -> list[Play]:
        """Playable words, best score first (ties: alphabetical), at most *top*.

        With *value*, the best *pool* plays by score are re-ranked by
        ``value(play)`` (then score, then alphabetically). With *min_familiarity*,
        only words at least that familiar (0-1) are played.
        """
        wanted = None if top is None else max(top, pool if value else 0)
        found = self.ranked(rack, extra, row, wanted, min_familiarity)
        if wanted is not None and len(found) > wanted:  # only the best *wanted* (and ties) need sorting
            floor = nlargest(wanted, (item[0] for item in found))[-1]
            found = [item for item in found if item[0] >= floor]
        order = lambda item: (-item[0], self.lexicon.collation_key(item[1]), item[1])
        if value is None:
            chosen = nsmallest(top, found, key=order) if top is not None else sorted(found, key=order)
            return [self.play(key, way, rack, extra, row) for _, key, way in chosen]
        plays = [
            self.play(key, way, rack, extra, row) for _, key, way in nsmallest(max(pool, top or 0), found, key=order)
        ]
        plays.sort(key=lambda p: (-value(p), -p.score, self.lexicon.collation_key(p.key)))
        return plays[:top] if top is not None else plays

    def play(self, key: str, way: Way, rack: tuple[str, ...], extra: tuple[str, ...], row: int) -> Play:
        """The :class:`Play` for a found way (spelling, handover, leave)."""
        tiles = tuple(self.tiles_of(key))
        spellings = self.lexicon.of_key(key)
        word = spellings.entries(limit=1)[0].word if spellings else key
        familiarity = max((self.lexicon.familiarity(i) for i in spellings.ids()), default=0.0)
        extra_left = list(extra)
        blanks_from_extra = way.extra_blanks_used
        physical = []
        for p, t in enumerate(tiles):
            physical.append(BLANK if p in way.blanks else t)
        for p in way.extra_positions:
            extra_left.remove(tiles[p])
        for _ in range(blanks_from_extra):
            extra_left.remove(BLANK)
        rack_left = list(rack)
        blanks_from_rack = way.rack_blanks_used
        for p, t in enumerate(physical):
            if p in way.extra_positions:
                continue
            if t == BLANK:
                if blanks_from_rack:
                    rack_left.remove(BLANK)
                    blanks_from_rack -= 1
            else:
                rack_left.remove(t)
        w_cells = self.board.w_cells(row)
        return Play(
            word=word,
            tiles=tiles,
            row=row,
            score=way.score,
            way=way,
            cells=self.board.cells(row)[: len(tiles)],
            values=tuple(0 if p in way.blanks else self.values[t] for p, t in enumerate(tiles)),
            to_next_player=tuple(physical[p] for p in w_cells if p < len(tiles)),
            leave=tuple(rack_left),
            extra_unused=tuple(extra_left),
            familiarity=familiarity,
        )

    # -- one given word -----------------------------------------------------

    def score_play(self, word: str, rack: tuple[str, ...], extra: tuple[str, ...], row: int) -> Play:
        """Score *word* laid on *row*, or raise :class:`IllegalMove` saying exactly why not."""
        check_row(row)
        self.check_tiles(rack, extra)
        key = self.alphabet.fold(word)
        tiles = tuple(self.tiles_of(key))
        if not self.lexicon.of_key(key):
            raise IllegalMove(f"{word!r} is not a word of the {self.alphabet.name} {self.lexicon.list_name} list")
        if len(tiles) > MAX_TILES:
            raise IllegalMove(
                f"{word!r} takes {len(tiles)} tiles ({format_tiles(tiles).upper()}): a row holds {MAX_TILES}"
            )
        if len(tiles) < MIN_TILES:
            raise IllegalMove(f"{word!r} takes {len(tiles)} tile: words have {MIN_TILES}-{MAX_TILES} tiles")
        cells = RowCells(self.board.multipliers(row), self.board.w_cells(row), self.values)
        way = best_way(tiles, Hand.of(rack, extra), cells)
        if way is None:
            raise IllegalMove(self._why_not(word, tiles, rack, extra))
        return self.play(key, way, rack, extra, row)

    def _why_not(self, word: str, tiles: tuple[str, ...], rack: tuple[str, ...], extra: tuple[str, ...]) -> str:
        have = Counter(t for t in (*rack, *extra) if t != BLANK)
        blanks = sum(1 for t in (*rack, *extra) if t == BLANK)
        missing = Counter(tiles) - have
        parts = []
        for t in sorted(missing):
            if len(t) > 1 and all(have[c] >= k for c, k in Counter(t).items()):
                parts.append(
                    f"{t.upper()} is one tile and there is none: "
                    f"{' + '.join(c.upper() for c in t)} never make {t.upper()}"
                )
        counted = sum(missing.values())
        listing = format_tiles(sorted(missing.elements())).upper()
        lead = (
            f"{word!r} ({format_tiles(tiles).upper()}) cannot be laid from "
            f"rack {format_tiles(rack).upper() or '-'} + extra {format_tiles(extra).upper() or '-'}: "
            f"missing {listing}"
        )
        if blanks:
            lead += f" ({counted} tiles missing, {blanks} blank{'s' if blanks > 1 else ''})"
        return "; ".join([lead, *parts])


def _split(tiles: Iterable[str]) -> tuple[dict[str, int], int]:
    counts: dict[str, int] = {}
    blanks = 0
    for t in tiles:
        if t == BLANK:
            blanks += 1
        else:
            counts[t] = counts.get(t, 0) + 1
    return counts, blanks


@lru_cache(maxsize=8)
def searcher(lexicon: Lexicon, board: Board | None = None) -> Searcher:
    """A :class:`Searcher`, kept per lexicon and board (its tile cache grows with use)."""
    return Searcher(lexicon, board)


def find_plays(
    rack,
    extra,
    row: int,
    lang: str | None = None,
    board: Board | None = None,
    top: int | None = None,
    value: Callable[[Play], float] | None = None,
    list_name: str | ListChoice | None = None,
    min_familiarity: float | None = None,
) -> list[Play]:
    """Every word laid from *rack* + *extra* on *row*, best first (see :meth:`Searcher.plays`).

    *list_name* None: the language's WordOn list (:func:`.defaults.default_list`)."""
    finder = searcher(wordon_lexicon(lang, list_name), board)
    return finder.plays(tuple(rack), tuple(extra), row, top, value, min_familiarity=min_familiarity)


def score_play(
    word: str,
    rack,
    extra,
    row: int,
    lang: str | None = None,
    board: Board | None = None,
    list_name: str | ListChoice | None = None,
) -> Play:
    """One given word scored and explained (see :meth:`Searcher.score_play`)."""
    return searcher(wordon_lexicon(lang, list_name), board).score_play(word, tuple(rack), tuple(extra), row)


def wordon_lexicon(lang: str | None = None, list_name: str | ListChoice | None = None) -> Lexicon:
    """The lexicon WordOn plays on: *list_name*, or (None) the language's default list."""
    lang = lang or default_lang()
    if list_name is None:
        list_name = default_list(lang)
    elif isinstance(list_name, ListChoice) and list_name.name is None:  # --kinds/--words with no --list
        list_name = list_name._replace(name=default_list(lang))
    return get_lexicon(lang, list_name)
