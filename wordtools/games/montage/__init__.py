"""Montage: colour-pattern matching and the full partnership game.

Modules: :mod:`.colours` (letters -> colours), :mod:`.match` (the words that
fit a slot), :mod:`.board` (15 x 15 board, zones, pip patterns, open words),
:mod:`.model` (how players answer a clue), :mod:`.state` (State, View, Move),
:mod:`.open_words` (what a Quizzer may play), :mod:`.game` (the engine game
:class:`~.game.Montage`, registered as ``montage``), :mod:`.show` and
:mod:`.strategies`.
"""
