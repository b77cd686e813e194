"""Montage: colour-pattern matching and the full partnership game.

Modules: :mod:`.colours` (letters -> colours), :mod:`.match` (the words that
fit a slot), :mod:`.board` (15 x 15 board, zones, pip patterns, open words),
:mod:`.model` (how players answer a clue), :mod:`.game` (the engine game,
registered as ``montage``) and :mod:`.strategies`.
"""

