"""Seeded chance: the one source of randomness for games, deals and decks.

Everything random in wordtools (a shuffle, a draw, a deck's order) comes from
:func:`chance`, seeded from the user's seed and a label, never from global
random state: the same seed then gives the same result in any process, on any
machine. It sits below every layer, so a deck tool needs no engine to be seeded.

>>> chance(7, "deal").random() == chance(7, "deal").random()
True
>>> chance(7, "deal").random() == chance(7, "shuffle").random()
False
"""

from __future__ import annotations

import random


def chance(seed: int | str, *labels: object) -> random.Random:
    """A random generator determined only by *seed* and *labels*.

    ``random.Random`` seeded with a str hashes it with SHA-512: stable across
    processes and machines (unlike ``hash()``).
    """
    return random.Random(":".join(str(part) for part in (seed, *labels)))
