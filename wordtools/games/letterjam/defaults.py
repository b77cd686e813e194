"""The defaults of Letter Jam's word decisions, declared once: the library, the commands and the
batch operations all read them (apart from :mod:`.options`, so a one-off command does not import
the engine to learn them)."""

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
