"""The open words a Quizzer may play now, and the words that fit each (:func:`options_for`)."""

from __future__ import annotations

from dataclasses import dataclass

from ...lexicon import Entry, Lexicon, WordSet
from .board import Run
from .match import frequency_tiers, slot_words
from .rules import access_stage, accessible, area, chip_count, home_zone, open_runs
from .state import State, View, colour_context, lexicon_of


@dataclass(frozen=True)
class Option:
    """An open word the Quizzer may play, read one way, with the words that fit it."""

    run: Run
    reverse: bool
    chips: int
    words: WordSet  # the words that fit and are not yet placed

    @property
    def cells(self) -> tuple[int, ...]:
        return self.run.cells[::-1] if self.reverse else self.run.cells

    @property
    def count(self) -> int:
        return len(self.words)


def _placed_words(lexicon: Lexicon, placed: tuple[str, ...]) -> dict[int, WordSet]:
    """The words on the board, by length (a placed word cannot be played again)."""
    by_length: dict[int, WordSet] = {}
    for key in placed:
        spellings = lexicon.of_key(key)
        by_length[len(key)] = by_length[len(key)] | spellings if len(key) in by_length else spellings
    return by_length


def options_for(state: State | View, seat: int | None = None) -> tuple[int, list[Option]]:
    """(access stage used, the playable open words) for the Quizzer.

    Widens the access area when nothing can be laid in it (see :mod:`.rules`).
    """
    seat = state.quizzer if seat is None else seat
    lexicon = lexicon_of(state)
    _, sets, _ = colour_context(state)
    letters = frozenset(lexicon.alphabet.letters)
    placed = _placed_words(lexicon, state.placed)
    candidates = open_runs(state.chips, state.pips)
    cache: dict[tuple[int, bool], Option | None] = {}
    home = home_zone(seat)
    for stage in range(access_stage(state.chips, state.pips, seat), 3):
        zones = area(seat, stage)
        found = []
        for k, run in enumerate(candidates):
            if not accessible(run, zones, home):
                continue
            for reverse in (False, True):
                if (k, reverse) not in cache:
                    cache[(k, reverse)] = _option(lexicon, state.chips, run, reverse, sets, letters, placed)
                option = cache[(k, reverse)]
                if option is not None:
                    found.append(option)
        if found:
            return stage, found
    return 2, []


def _option(lexicon, chips, run, reverse, sets, letters, placed) -> Option | None:
    cells = run.cells[::-1] if reverse else run.cells
    positions = tuple(letters if chips[c] is None else sets[chips[c][0]] for c in cells)
    words = slot_words(lexicon, positions)
    if words and len(run) in placed:
        words = words - placed[len(run)]
    if not words:
        return None
    return Option(run, reverse, chip_count(chips, run), words)


def option_words(state: State | View, option: Option, limit: int | None) -> list[Entry]:
    """The words that fit *option*, most frequent first."""
    lexicon = lexicon_of(state)
    return frequency_tiers(lexicon).most_frequent(option.words, len(option.run), limit)
