"""What one Letter Jam player may see: everything public, nothing of their own cards.

A :class:`PlayerView` is built from the state by :meth:`LetterJam.view` and is
all a strategy gets. It holds the other stands' letters, the non-player stands,
the bonus letters, the tokens, and the player's own deduction sheet (each clue
as they wrote it, ``?`` on their own letter). It has no field from which the
player's own cards could be read: not the row, not the clue words.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlayerView:
    seat: int
    players: int
    lang: str
    deck_name: str
    length: int
    phase: str
    stands: tuple[str | None, ...]  # each seat's visible letter; own seat None
    npc: tuple[str | None, ...]
    bonus: tuple[str, ...]
    red: int
    green: int
    centre: int
    unlock: int
    given: tuple[int, ...]
    positions: tuple[int, ...]  # each seat's current card (== length: past the row)
    on_extra: tuple[bool, ...]  # seats showing an extra card from the deck
    sheet: tuple[tuple[str, ...], ...]  # my clue patterns per card (index length: my extra card)
    guesses: tuple[str | None, ...]  # what I noted for each card of my row
    may_guess_extra: bool  # my extra card was used by the last clue: I may guess it now
    wildcard_free: bool
    deck_size: int
    history: tuple[tuple[int, str], ...]  # (giver, the clue as I see it)
    list_name: str = "broad"  # the word list the rules judge clues on
    offers: tuple = ()  # this round's offers so far: (seat, Offer or None), what was said aloud
    last_giver: int = -1

    @property
    def my_card(self) -> int:
        return self.positions[self.seat]

    def tokens_left(self) -> int:
        return self.red + self.green + self.centre

    def seen_letters(self) -> str:
        """Every card letter I see now (other stands, non-player stands, bonus letters)."""
        return "".join(x for x in self.stands if x) + "".join(x for x in self.npc if x) + "".join(self.bonus)
