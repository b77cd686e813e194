"""Macroscope's options: what ``--option`` may set and what a log header records."""

from ...engine.options import Option, OptionSchema, lang_option, players_option

OPTIONS = OptionSchema(
    (
        players_option(2, 6, 4),
        lang_option(),
        Option(
            "dice", bool, True, "roll two dice; false: open one or two windows of your choice (the rulebook's note)"
        ),
        Option("show_length", bool, True, "empty windows show from the start, so the word's length is known"),
        Option(
            "easy",
            bool,
            False,
            "the easier variant: no starting crystals, a stop pays 2, no guessing "
            "during another's turn, free guesses after a stop",
        ),
        Option(
            "deck",
            str,
            None,
            "a deck file (.json or .csv; null = the deck of `macroscope deck --seed 0`)",
            nullable=True,
        ),
    )
)
