"""Letter Jam's options: what ``--option`` may set and what a log header records.

Also the defaults of the game's word decisions, declared once here: the library,
the commands and the batch operations all read them.
"""

from ...engine.options import Option, OptionSchema, lang_option, players_option
from ...lexicon.sources import LISTS

# Secret words: plain words (kind ``word``) most adults know, "una palabra correcta en vuestro
# idioma cuyo significado conozcáis" (familiarity, 0-1), used often enough on their own (zipf of
# the form itself, not of its family), and no vulgar word unless the table allows them.
SECRET_FAMILIARITY = 0.9
SECRET_ZIPF = 3.0
SECRET_LENGTH = 5  # letters per secret word (the rulebook's five)
# Clues offered by the clue finder: known by half the adults at least, and this frequent.
CLUE_FAMILIARITY = 0.5
CLUE_ZIPF = 2.0
CLUE_LIMIT = 10
# A human-like giver offers only words every player knows with this probability at least.
GIVER_FAMILIARITY = 0.9

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
