"""Macroscope: a word under 12 windows that dice open; guess it early for more crystals.

Modules: :mod:`.windows` (the 3 × 4 grid, tokens and dice), :mod:`.rating`
(how many windows open before a word is the only candidate), :mod:`.deck`
(decks of drawable subjects from the concept inventory, and their check).
"""
