"""The table's choice of clue: every player may offer one, the team picks by a stated rule.

The rulebook ("Se elige a un jugador que dé las pistas"): everyone looks for a
clue, the players compare them and choose together who gives it. About a clue
they may say aloud only how many letters it has, how many players it helps
(not which), how many non-player stands it uses, how many bonus letters, and
whether it uses the wildcard. An :class:`Offer` is exactly that.

:func:`pick_offer` is the team's rule, in this order:

1. the clue that helps the most players (the rulebook's measure of a good clue);
2. no wildcard before the wildcard (a ``*`` letter makes every pattern harder to read);
3. more non-player stands used (they turn a new card, and an emptied stack gives a green token);
4. fewer bonus letters spent (they are worth keeping for the final words);
5. the player who has given fewer clues (spread the clue tokens, as the red tokens ask);
6. ties: the first seat after the last giver, around the table (deterministic).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .moves import ClueMove


@dataclass(frozen=True)
class Offer:
    """What a player may say aloud about the clue they have in mind."""

    length: int
    helped: int
    npc_used: int
    bonus_used: int
    wildcard: bool

    @classmethod
    def of(cls, move: ClueMove) -> Offer:
        tokens = move.sources
        return cls(
            length=len(move.word),
            helped=len({t for t in tokens if t[0] == "P"}),
            npc_used=len({t for t in tokens if t[0] == "N"}),
            bonus_used=len({t for t in tokens if t[0] == "B"}),
            wildcard="*" in tokens,
        )

    def to_json(self) -> dict:
        return {
            "length": self.length,
            "helped": self.helped,
            "npc_used": self.npc_used,
            "bonus_used": self.bonus_used,
            "wildcard": self.wildcard,
        }

    def __str__(self) -> str:
        wild = "the wildcard" if self.wildcard else "no wildcard"
        return (
            f"{self.length} letters, helps {self.helped}, {self.npc_used} non-player stand(s), "
            f"{self.bonus_used} bonus letter(s), {wild}"
        )


def offer_rank(offer: Offer, given: int, seat: int, last_giver: int, players: int) -> tuple:
    """The sort key of :func:`pick_offer` (smaller is better)."""
    return (-offer.helped, offer.wildcard, -offer.npc_used, offer.bonus_used, given, (seat - last_giver - 1) % players)


def pick_offer(offers: Sequence[tuple[int, Offer | None]], given: Sequence[int], last_giver: int) -> int | None:
    """The seat whose offer the team takes (module docstring), or None when nobody offered one."""
    players = len(given)
    made = [(seat, offer) for seat, offer in offers if offer is not None]
    if not made:
        return None
    return min(made, key=lambda so: offer_rank(so[1], given[so[0]], so[0], last_giver, players))[0]
