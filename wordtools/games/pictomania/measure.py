"""What simulated games say about a deck's levels: correct guesses per round, level by level."""

from __future__ import annotations

from ...lexicon.concept_levels import LEVELS


def correct_guesses_by_level(
    games: int, lang: str = "es", strategy: str = "careful", players: int = 4, first_seed: int = 0
) -> dict[str, float]:
    """Mean correct guesses per round over *games* seeded games played at each level."""
    from ...engine.registry import find_game
    from ...engine.runner import play_game

    game = find_game("pictomania")
    means = {}
    for level in LEVELS:
        rounds = [
            r["correct"]
            for seed in range(first_seed, first_seed + games)
            for r in play_game(
                game, {"players": players, "lang": lang, "level": level}, seed, [strategy]
            ).outcome.details["rounds"]
        ]
        means[level] = sum(rounds) / len(rounds)
    return means
