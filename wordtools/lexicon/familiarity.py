"""Familiarity: the share of adult native speakers who know a word and would use it at a table.

A number from 0 to 1, in hundredths, for every entry of a list. The dictionary build computes it
from several kinds of evidence (``scripts/familiarity.py`` gathers them, :func:`familiarity`
combines them; ``dictionaries/SOURCES.md`` documents both) and stores it as the fifth column of
the list files. A list without that column (a user's ``--words`` file, a list of the older
four-column format) gets :func:`estimate`, from the entry's zipf and kind alone.

This module is pure: numbers in, numbers out, no file read.

>>> estimate(5.0, "word"), estimate(2.5, "word"), estimate(0.0, "word")
(1.0, 0.5, 0.0)
>>> estimate(5.0, "name")
0.3
"""

from __future__ import annotations

import math

# How far a kind can be known *as a word of the table*: a name (Pablo, Túnez) or an
# abbreviation (ptas) is no word a player would write; a foreign word is known by few.
KIND_FACTOR = {"word": 1.0, "variant": 0.6, "foreign": 0.4, "abbreviation": 0.3, "name": 0.3}

# The fallback's curve: zipf ESTIMATE_MIDPOINT is known by half the adults, and every
# 1/ESTIMATE_SLOPE of zipf multiplies the odds by e.
ESTIMATE_MIDPOINT = 2.5
ESTIMATE_SLOPE = 2.5


def logistic(x: float) -> float:
    """1 / (1 + e^-x), safe for any finite x."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


def hundredths(value: float) -> float:
    """*value* clamped to 0..1 and rounded to hundredths (what the lists store)."""
    return round(min(max(value, 0.0), 1.0), 2)


def estimate(zipf: float, kind: str) -> float:
    """The familiarity of an entry known only by its zipf and kind (lists without the column)."""
    known = logistic(ESTIMATE_SLOPE * (zipf - ESTIMATE_MIDPOINT))
    return hundredths(known * KIND_FACTOR.get(kind, 1.0))


def check_minimum(minimum: float) -> int:
    """A familiarity threshold as hundredths; refuses a value that is not a number in 0..1.

    >>> check_minimum(0.5)
    50
    """
    if not isinstance(minimum, (int, float)) or not math.isfinite(minimum) or not 0 <= minimum <= 1:
        from ..errors import BadInput

        raise BadInput(f"minimum familiarity must be a number from 0 to 1, not {minimum!r}")
    return int(round(minimum * 100))
