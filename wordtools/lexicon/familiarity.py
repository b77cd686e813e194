"""Familiarity: the share of adult native speakers who know a word and would use it at a table.

A number from 0 to 1, in hundredths, for every entry of a list. The dictionary build computes it
from several kinds of evidence (``wordtools_build/rules/familiarity.py`` gathers them, :func:`familiarity`
combines them; ``dictionaries/SOURCES.md`` documents both) and stores it as the fifth column of
the list files. A list without that column (a user's ``--words`` file, a list of the older
four-column format) gets :func:`estimate`, from the entry's zipf and kind alone.

The formula (:func:`familiarity`), from an entry's :class:`Evidence`:

1. **Own frequency**, on the zipf scale: wordfreq's zipf of the spelling, minus what the other
   readings of the same form explain. Text of one language quotes the other (English inside
   Spanish text, *fine*, *test*, *stand*), at about :data:`CROSS_LANGUAGE_SHARE` of the other
   language's own rate, so that share of the other language's frequency is taken off; a form
   that is also a name (Pablo, Roche, Sato) keeps :data:`NAME_SHARE` of what is left.
2. **Spoken frequency**: the subtitle-based zipf, when the source lists the form, is averaged
   in with weight :data:`SPOKEN_WEIGHT` (words a table says aloud), corrected the same way.
3. **Lemma family**: a form inherits the frequency of its family (the summed frequency of every
   form of its headword) less :data:`FAMILY_DROP`, so that a subjunctive or an imperative of an
   everyday verb is known though its own zipf is 0. Forms of a tense nobody uses any more (the
   Spanish future subjunctive, *cantáremos*) inherit nothing; voseo forms lose
   :data:`VOSEO_DROP` more.
4. **Curve**: the best of these, *e*, becomes a share of speakers with a logistic curve
   (midpoint :data:`MIDPOINT`, slope :data:`SLOPE`), times the **kind factor**
   (:data:`KIND_FACTOR`): a name or an abbreviation is no word a player would write.

An entry known only by its zipf and kind gets the same curve (:func:`estimate`).

This module is pure: numbers in, numbers out, no file read.

>>> estimate(5.0, "word"), estimate(2.2, "word"), estimate(0.0, "word")
(1.0, 0.5, 0.01)
>>> estimate(5.0, "name")
0.3
"""

from __future__ import annotations

import math
from typing import NamedTuple

# How far a kind can be known *as a word of the table*: a name (Pablo, Túnez) or an
# abbreviation (ptas) is no word a player would write; a foreign word is known by few.
KIND_FACTOR = {"word": 1.0, "variant": 0.6, "foreign": 0.4, "abbreviation": 0.3, "name": 0.3}

# The curve: zipf MIDPOINT is known by half the adults, and every 1/SLOPE of zipf multiplies
# the odds by e.
MIDPOINT = 2.2
SLOPE = 2.0
ESTIMATE_MIDPOINT, ESTIMATE_SLOPE = MIDPOINT, SLOPE

# One language's text uses the other's words at this share of their rate: Spanish text quotes
# English often (a tenth), English text quotes Spanish seldom.
CROSS_LANGUAGE_SHARE = {"es": 0.1, "en": 0.01}
NAME_SHARE = 0.3  # of a form that is also a name, this share of its uses is the word
SPOKEN_WEIGHT = 0.5  # the subtitle zipf's weight beside wordfreq's
FAMILY_DROP = 0.8  # a form inherits its family's zipf less this
VOSEO_DROP = 1.5  # and a voseo form this much more


class Evidence(NamedTuple):
    """What the dictionary build knows of one entry (zipf values are wordfreq's scale; 0: none).

    *other* is the zipf of the same form in the other language; *name*, whether a name reading
    of the form exists; *spoken*, the subtitle zipf (None when the source does not list the
    form); *family*, the summed zipf of its lemma family (0: none); *form*: ``""``, ``"voseo"``
    or ``"archaic"`` (a tense no longer used)."""

    kind: str
    zipf: float
    lang: str = "es"
    other: float = 0.0
    name: bool = False
    spoken: float | None = None
    family: float = 0.0
    form: str = ""


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
    """The familiarity of an entry known only by its zipf and kind (lists without the column):
    :func:`familiarity` with no other evidence."""
    return familiarity(Evidence(kind, zipf))


def own_zipf(zipf: float, other: float, name: bool, lang: str = "es") -> float:
    """*zipf* less the share the other language's reading (zipf *other*) and a name reading explain.

    >>> own_zipf(4.0, 0.0, False), own_zipf(3.0, 5.0, False), round(own_zipf(4.0, 0.0, True), 2)
    (4.0, 0.0, 3.48)
    """
    if zipf <= 0:
        return 0.0
    rate = 10**zipf - (10**other * CROSS_LANGUAGE_SHARE.get(lang, 0.1) if other > 0 else 0.0)
    if name:
        rate *= NAME_SHARE
    return max(math.log10(rate), 0.0) if rate > 1 else 0.0


def evidence_zipf(e: Evidence) -> float:
    """The zipf the curve reads: own (and spoken) frequency, or the family's, whichever is higher.

    >>> evidence_zipf(Evidence("word", 0.0, family=4.0))
    3.2
    >>> evidence_zipf(Evidence("word", 0.0, family=4.0, form="archaic"))
    0.0
    """
    best = own_zipf(e.zipf, e.other, e.name, e.lang)
    if e.spoken is not None:
        best = (1 - SPOKEN_WEIGHT) * best + SPOKEN_WEIGHT * own_zipf(e.spoken, e.other, e.name, e.lang)
    if e.family > 0 and e.form != "archaic":
        inherited = e.family - FAMILY_DROP - (VOSEO_DROP if e.form == "voseo" else 0.0)
        best = max(best, inherited)
    return best


def familiarity(e: Evidence) -> float:
    """The share of adult native speakers who know the entry and would use it at a table (0-1,
    hundredths).

    >>> familiarity(Evidence("word", 5.0)), familiarity(Evidence("word", 3.0, other=5.5))
    (1.0, 0.01)
    """
    known = logistic(SLOPE * (evidence_zipf(e) - MIDPOINT))
    return hundredths(known * KIND_FACTOR.get(e.kind, 1.0))


def check_minimum(minimum: float) -> int:
    """A familiarity threshold as hundredths; refuses a value that is not a number in 0..1.

    >>> check_minimum(0.5)
    50
    """
    if not isinstance(minimum, (int, float)) or not math.isfinite(minimum) or not 0 <= minimum <= 1:
        from ..errors import BadInput

        raise BadInput(f"minimum familiarity must be a number from 0 to 1, not {minimum!r}")
    return int(round(minimum * 100))
