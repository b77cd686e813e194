"""Pictomania's components by player count and the scoring of one round, in the rulebook's terms.

:func:`token_table` reads ``data/pictomania/tokens.txt`` (scoring tokens per
colour, black bonus tokens); :func:`score_round` applies phase 3 of the
rulebook to what happened in a round:

- each drawer turns over their guess pile: the first correct guesser gets the
  drawer's most valuable scoring token, the second the next, and so on; a wrong
  guess card goes to the middle of the table;
- a drawer who obviously drew the wrong clue scores as if nobody guessed it:
  the guess cards go back, no token is given, the bonus token earns nothing
  (but can still be lost);
- + the stars of the tokens received, - the stars of one's own tokens not given;
- the black sheep (the most wrong guesses, no tie) loses their bonus token's
  stars; anyone else gains them if at least one player guessed their clue.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...datafiles import data_path, read_records
from ...errors import BadGameSetup, DataError


@dataclass(frozen=True)
class Tokens:
    """Stars of each player's scoring tokens and of the bonus tokens, highest first."""

    scoring: tuple[int, ...]
    bonus: tuple[int, ...]


@cache
def _table() -> dict[tuple[str, int], tuple[int, ...]]:
    path = data_path("pictomania", "tokens.txt")
    table = {}
    for record in read_records(path):
        fields = record.fields()
        if len(fields) < 3 or fields[0] not in ("scoring", "bonus") or not all(f.isdigit() for f in fields[1:]):
            raise DataError(f"{path}:{record.line}: expected 'scoring|bonus PLAYERS STARS...'")
        table[(fields[0], int(fields[1]))] = tuple(int(f) for f in fields[2:])
    return table


def token_table(players: int) -> Tokens:
    """The tokens for *players* players (3-6)."""
    table = _table()
    if ("scoring", players) not in table or ("bonus", players) not in table:
        raise BadGameSetup(f"Pictomania is for 3 to 6 players, not {players}")
    return Tokens(table[("scoring", players)], table[("bonus", players)])


@dataclass(frozen=True)
class RoundScore:
    """One player's round: stars received, own stars kept (lost), bonus stars (+ or -), total."""

    received: int
    kept: int
    bonus: int
    wrong_guesses: int
    guessed_by: tuple[int, ...]  # seats that guessed this player's clue right, in pile order

    @property
    def total(self) -> int:
        return self.received - self.kept + self.bonus

    def to_json(self) -> dict:
        return {
            "received": self.received,
            "kept": -self.kept,
            "bonus": self.bonus,
            "total": self.total,
            "wrong_guesses": self.wrong_guesses,
            "guessed_by": list(self.guessed_by),
        }


def score_round(
    players: int,
    piles: tuple[tuple[tuple[int, int], ...], ...],
    numbers: tuple[int, ...],
    wrong_drawing: tuple[bool, ...],
    bonus: tuple[int, ...],
) -> tuple[tuple[RoundScore, ...], int | None]:
    """Score a round; returns each seat's :class:`RoundScore` and the black sheep's seat (or None).

    *piles[d]* is drawer *d*'s guess pile, bottom first: ``(guesser, number)``;
    *numbers[d]* the number card *d* drew from; *bonus[p]* the stars of the bonus
    token *p* took (0 for none).

    Three players (tokens 3 and 2 each): seat 1 guesses seat 0's clue first (+3);
    seat 2 is wrong twice, so is the black sheep and loses its 2-star bonus token.

    >>> piles = (((1, 2), (2, 5)), ((0, 1), (2, 4)), ())
    >>> scores, sheep = score_round(3, piles, (2, 3, 7), (False,) * 3, (3, 0, 2))
    >>> [s.total for s in scores], sheep
    ([1, -2, -7], 2)
    """
    tokens = token_table(players).scoring
    received = [0] * players
    kept = [sum(tokens)] * players
    wrong = [0] * players
    guessed_by: list[list[int]] = [[] for _ in range(players)]
    for drawer, pile in enumerate(piles):
        if wrong_drawing[drawer]:
            continue  # the guess cards go back: nobody scores, nobody is wrong here
        given = 0
        for guesser, number in pile:
            if number == numbers[drawer]:
                received[guesser] += tokens[given]
                kept[drawer] -= tokens[given]
                given += 1
                guessed_by[drawer].append(guesser)
            else:
                wrong[guesser] += 1
    most = max(wrong)
    sheep = wrong.index(most) if most > 0 and wrong.count(most) == 1 else None
    scores = []
    for seat in range(players):
        if seat == sheep:
            bonus_points = -bonus[seat]
        elif guessed_by[seat] and not wrong_drawing[seat]:
            bonus_points = bonus[seat]
        else:
            bonus_points = 0
        scores.append(RoundScore(received[seat], kept[seat], bonus_points, wrong[seat], tuple(guessed_by[seat])))
    return tuple(scores), sheep
