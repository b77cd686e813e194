"""Pictomania: decks of word cards a designer would print, their checks, and the game.

Start at :mod:`.generate` (:func:`~.generate.generate_deck`) for decks,
:mod:`.check` for the checks, :mod:`.deckfile` for JSON/CSV files and
:mod:`.pdf` for the printable sheet. The concepts themselves come from the
lexicon layer's inventory (:mod:`wordtools.lexicon.concepts`).
"""
