"""Board rules of Montage on immutable chip tuples: open words, access, placing, zones.

The board's chips are a tuple of 225 entries, ``None`` (empty circle or pip)
or a :data:`Chip` ``(colour, side)``: side 0 is the black partnership, side 1
the white one. Start with :func:`open_runs` (the open words: runs with at
least one chip and one empty circle), then :func:`access_stage` and
:func:`accessible` (the rulebook's access rules), :func:`place_word` and
:func:`settle_zones` (zones won at 10 badges, or by the last chip, then
filled and flipped).

Access, as the rulebook says it: a Quizzer plays only in the home zone until
it is full, then also in the adjacent corner zones, then, once the whole home
side is full, anywhere. A word that crosses out of the allowed area needs at
least 2 of its circles in the home zone. The rulebook assumes players always find a
word; when nothing can be laid in the allowed area (no word of the list fits
any open word there), the engine widens the area to the next stage so the game
cannot stall.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from .board import ADJACENT_CORNERS, CELLS, HOMES, ZONE_CELLS, Run, runs, zone_of

Chip = tuple[int, int]  # (colour, side)
Chips = tuple["Chip | None", ...]
SIDES = ("black", "white")
BADGES = ("●", "○")
ZONE_TARGET = 10  # badges that win a zone


def side_of(seat: int) -> int:
    """Seats 0 and 2 (south, north) are black; 1 and 3 (west, east) white."""
    return seat % 2


def home_zone(seat: int) -> int:
    """South, west, north, east: the zone in front of each seat in turn order."""
    return (HOMES[3], HOMES[1], HOMES[0], HOMES[2])[seat]


def zone_full(chips: Chips, pips: frozenset[int], zone: int) -> bool:
    return all(chips[c] is not None for c in ZONE_CELLS[zone] if c not in pips)


def chip_count(chips: Chips, run: Run) -> int:
    return sum(1 for c in run.cells if chips[c] is not None)


def open_runs(chips: Chips, pips: frozenset[int]) -> list[Run]:
    """Runs holding at least one chip and at least one empty circle."""
    return [r for r in runs(pips) if 0 < chip_count(chips, r) < len(r)]


def access_stage(chips: Chips, pips: frozenset[int], seat: int) -> int:
    """0: home zone only; 1: home side (home + adjacent corners); 2: anywhere."""
    home = home_zone(seat)
    if not zone_full(chips, pips, home):
        return 0
    if not all(zone_full(chips, pips, z) for z in ADJACENT_CORNERS[home]):
        return 1
    return 2


def area(seat: int, stage: int) -> frozenset[int]:
    """Zones the Quizzer may play in at *stage*."""
    home = home_zone(seat)
    if stage == 0:
        return frozenset((home,))
    if stage == 1:
        return frozenset((home, *ADJACENT_CORNERS[home]))
    return frozenset(range(9))


def accessible(run: Run, zones: frozenset[int], home: int) -> bool:
    """Inside the allowed zones, or crossing out of them with at least 2 circles in the *home* zone.

    "Si una palabra cruza de la zona local a otra zona, Quizzer puede jugarla solo
    si al menos 2 de los círculos de la palabra están en la zona local": the
    circles are counted in the home zone, not in the whole allowed area.
    """
    if all(zone_of(c) in zones for c in run.cells):
        return True
    return sum(1 for c in run.cells if zone_of(c) == home) >= 2


def place_word(
    chips: Chips, cells: tuple[int, ...], colours: tuple[int, ...], side: int
) -> tuple[Chips, tuple[int, ...]]:
    """Lay a word's colours on *cells* with *side*'s badge; chips already there stay as they are."""
    board = list(chips)
    new = []
    for cell, colour in zip(cells, colours):
        here = board[cell]
        if here is None:
            board[cell] = (colour, side)
            new.append(cell)
        elif here[0] != colour:
            raise ValueError("colour clash")  # callers check fit first
    return tuple(board), tuple(new)


def badge_counts(chips: Chips, zone: int) -> tuple[int, int]:
    counts = [0, 0]
    for c in ZONE_CELLS[zone]:
        chip = chips[c]
        if chip is not None:
            counts[chip[1]] += 1
    return counts[0], counts[1]


def settle_zones(
    chips: Chips,
    pips: frozenset[int],
    owners: tuple[int | None, ...],
    touched: Iterable[int],
    side: int,
    rng: random.Random,
    n_colours: int,
) -> tuple[Chips, tuple[int | None, ...], tuple[int, ...]]:
    """Zones won after *side* laid chips in *touched* zones: 10 badges, or the last chip.

    A won zone is filled at once with random chips of the winner's badge and
    every chip in it is flipped to the winner. Returns (chips, owners, zones won).
    """
    board, owner_list, won = list(chips), list(owners), []
    for zone in sorted(set(touched)):
        if owner_list[zone] is not None:
            continue
        counts = badge_counts(tuple(board), zone)
        full = zone_full(tuple(board), pips, zone)
        if counts[side] >= ZONE_TARGET or full:
            winner = side
        elif counts[1 - side] >= ZONE_TARGET:
            winner = 1 - side
        else:
            continue
        for c in ZONE_CELLS[zone]:
            if c in pips:
                continue
            chip = board[c]
            colour = chip[0] if chip is not None else rng.randrange(n_colours)
            board[c] = (colour, winner)
        owner_list[zone] = winner
        won.append(zone)
    return tuple(board), tuple(owner_list), tuple(won)


def empty_board() -> Chips:
    return (None,) * CELLS
