"""Letter Jam's options: what ``--option`` may set and what a log header records.

The defaults of the game's word decisions are in :mod:`.defaults`.
"""

from ...engine.options import Option, OptionSchema, lang_option, players_option
from ...lexicon.sources import LISTS

OPTIONS = OptionSchema(
    (
        players_option(2, 6, 4),
        lang_option(),
        Option("length", int, 5, "letters in each secret word", low=3, high=8),
        Option("list", str, "broad", "word list the clues are judged on", choices=LISTS),
        Option(
            "deck", str, None, "deck data: a language (es, en) or a deck file; null = the language's", nullable=True
        ),
        Option("ratings", str, None, "rating cards file (PLAYERS MIN_SCORE NAME); null = ratings.txt", nullable=True),
    )
)
