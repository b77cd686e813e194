"""Pictomania's options: what ``--option`` may set and what a log header records."""

from ...engine.options import Option, OptionSchema, lang_option, players_option
from ...lexicon.concept_levels import LEVELS

ROUNDS = 5
# 'rising': the level of each round when the table lets the game choose.
RISING = ("green", "orange", "blue", "blue", "purple")


def round_levels(text: str) -> tuple[str, ...]:
    """The level of each round: ``rising``, one level for all, or one per round (comma-separated).

    >>> round_levels("rising")
    ('green', 'orange', 'blue', 'blue', 'purple')
    >>> round_levels("blue")
    ('blue', 'blue', 'blue', 'blue', 'blue')
    >>> round_levels("green,green,purple,orange,blue")
    ('green', 'green', 'purple', 'orange', 'blue')
    """
    if text == "rising":
        return RISING
    levels = tuple(part.strip() for part in text.split(","))
    if len(levels) == 1:
        levels *= ROUNDS
    return levels


def _check_levels(text: str) -> str | None:
    levels = round_levels(text)
    unknown = [level for level in levels if level not in LEVELS]
    if unknown:
        return f"unknown level {unknown[0]!r}: use rising, one of {', '.join(LEVELS)}, or {ROUNDS} of them with commas"
    if len(levels) != ROUNDS:
        return f"give one level or {ROUNDS} (one per round), not {len(levels)}"
    return None


OPTIONS = OptionSchema(
    (
        players_option(3, 6, 4),
        lang_option(),
        Option(
            "level",
            str,
            "rising",
            "level of the word cards: rising (green, orange, blue, blue, purple), one level for every round, "
            f"or {ROUNDS} levels with commas, one per round",
            check=_check_levels,
        ),
        Option("one_card", bool, False, "the 1-card variant: one word card, everyone draws a clue of it"),
        Option(
            "deck",
            str,
            None,
            "a deck file (.json or .csv) to play with; null = a seeded deck of the game's own",
            nullable=True,
        ),
    )
)
