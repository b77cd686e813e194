"""Pictomania's options: what ``--option`` may set and what a log header records."""

from ...engine.options import Option, OptionSchema, lang_option, players_option
from ...lexicon.concept_levels import LEVELS

OPTIONS = OptionSchema(
    (
        players_option(3, 6, 4),
        lang_option(),
        Option(
            "level",
            str,
            "rising",
            "level of the word cards: one level for every round, or rising (green, orange, blue, blue, purple)",
            choices=("rising", *LEVELS),
        ),
        Option("one_card", bool, False, "the 1-card variant: one word card, everyone draws a clue of it"),
    )
)
