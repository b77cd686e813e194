"""Letter Jam (Macedonia de letras): clue finder, deducer, dealer, scorer and the full game.

Modules: :mod:`.deck` (components from data files), :mod:`.clues` (clue finder),
:mod:`.deduce` (deducer), :mod:`.deal` (dealer), :mod:`.score` (scorer),
:mod:`.game` (the engine game), :mod:`.strategies` (players).
"""
