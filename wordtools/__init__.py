"""wordtools: an indexed Spanish/English lexicon and helpers for word board games.

Start reading at :mod:`wordtools.lexicon` (the facade over the word lists and
their index); each game lives in :mod:`wordtools.games`; the engine that plays,
simulates and validates whole games is :mod:`wordtools.engine`.
"""

__version__ = "0.1.0"
