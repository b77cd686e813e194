"""What simulated games say about a deck: right and wrong guesses per round, black sheep, bonus tokens refused."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...lexicon.concept_levels import LEVELS

TABLE = ("careful", "quick", "careful", "quick")  # the seats of a measured table


@dataclass(frozen=True)
class Figures:
    """Means over the rounds of some seeded games."""

    games: int
    rounds: int
    correct: float  # right guesses per round
    wrong: float  # wrong guesses per round
    black_sheep: float  # share of rounds with a black sheep
    refused: float  # share of stops that refused a bonus token while one was left
    side_shares: tuple[float, ...] = ()  # per side drawn: the share of the others' guesses at it that were right

    @property
    def side_share(self) -> float:
        """The mean over the sides drawn of their share of right guesses."""
        return sum(self.side_shares) / len(self.side_shares) if self.side_shares else 0.0

    def __str__(self) -> str:
        return (
            f"{self.games} games: {self.correct:.2f} right and {self.wrong:.2f} wrong guesses a round, "
            f"black sheep in {self.black_sheep:.1%} of rounds, bonus refused at {self.refused:.1%} of stops"
        )


def table_figures(
    games: int,
    lang: str = "es",
    level: str = "rising",
    strategies: Sequence[str] = TABLE,
    deck: str | None = None,
    first_seed: int = 0,
) -> Figures:
    """Play *games* seeded games (seeds from *first_seed*) and sum up their rounds."""
    from ...engine.registry import find_game
    from ...engine.runner import play_game

    game = find_game("pictomania")
    options = {"players": len(strategies), "lang": lang, "level": level, "deck": deck}
    rounds = correct = wrong = sheep = stops = refused = 0
    others = len(strategies) - 1
    sides: dict[tuple[int, str], list[int]] = {}  # (seed, side): right guesses, guesses possible
    for seed in range(first_seed, first_seed + games):
        record = play_game(game, options, seed, list(strategies))
        assert record.outcome is not None  # play_game plays to the end
        for r in record.outcome.details["rounds"]:
            rounds += 1
            correct += r["correct"]
            wrong += r["wrong"]
            sheep += r["black_sheep"] is not None
            for where, right in r["drawn"]:
                tally = sides.setdefault((seed, where), [0, 0])
                tally[0] += right
                tally[1] += others
        for m in record.moves:
            if m["move"].startswith("stop"):
                stops += 1
                refused += m["move"] == "stop none"
    shares = tuple(right / possible for right, possible in sides.values())
    return Figures(games, rounds, correct / rounds, wrong / rounds, sheep / rounds, refused / max(stops, 1), shares)


def correct_guesses_by_level(
    games: int, lang: str = "es", strategy: str = "careful", players: int = 4, first_seed: int = 0
) -> dict[str, float]:
    """Mean correct guesses per round over *games* seeded games played at each level."""
    return {
        level: table_figures(games, lang, level, (strategy,) * players, first_seed=first_seed).correct
        for level in LEVELS
    }
