"""Forms the other language's text uses about as much as ours: no secret word of our table.

A secret word must be "una palabra correcta en vuestro idioma": a word of the table's language,
not a name, a brand or an acronym its text happens to spell the same way. Names and acronyms
travel between languages while words stay home: English text says *Tony*, *Peter* and *FIFA*
about as often as Spanish text does, while a word of ours turns up in the other language's text
at only the share :data:`~wordtools.lexicon.familiarity.CROSS_LANGUAGE_SHARE` gives (Spanish
text quotes English at a tenth of its rate, English text quotes Spanish at a hundredth). So a
form the other language's text uses at more than the geometric middle of the two (zipf within
:func:`shared_gap` of ours: 0.5 for an English table, 1.0 for a Spanish one), and that the other
language's strict list holds as no word of its own (a word both languages list, *error*,
*radio*, is a shared word and stays), is mostly that other reading, whatever its familiarity
says (*tony*, *peter*, *mays*, *fifa*, *lola*, *navas*). The dictionary build reads the same
evidence as a name reading (``wordtools_build.rules.familiarity``) and only lowers the form's frequency; a
deal, which must be sure, leaves the form out.

Which forms those are is read from wordfreq once, by ``scripts/letterjam_shared_forms.py``, and
shipped as ``data/letterjam/shared_<lang>.txt`` (one folded key a line, every length; its header
names the wordfreq version and the lists it was made from): a deal reads that file and nothing
else, so a seeded deal is the same on every machine, whatever wordfreq it has or lacks.
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

from ...datafiles import data_path, read_records
from ...errors import DataError
from ...lexicon import WordSet
from ...lexicon.alphabet import alphabet_for
from ...lexicon.familiarity import CROSS_LANGUAGE_SHARE

OTHER_LANG = {"es": "en", "en": "es"}


def shared_gap(lang: str) -> float:
    """How much less the other language's text may use a form of *lang* before it reads as a word
    of *lang* alone: half the zipf that language's quoting of ours takes off.

    >>> shared_gap("en"), shared_gap("es")
    (0.5, 1.0)
    """
    return -math.log10(CROSS_LANGUAGE_SHARE[OTHER_LANG[lang]]) / 2


def shared_path(lang: str) -> Path:
    """The shipped file of *lang*'s shared forms."""
    return data_path("letterjam", f"shared_{lang}.txt")


@lru_cache(maxsize=4)
def shared_forms(lang: str) -> frozenset[str]:
    """Every folded key of *lang* the other language's text uses about as much (the shipped file)."""
    if lang not in OTHER_LANG:
        return frozenset()
    alphabet = alphabet_for(lang)
    path = shared_path(lang)
    keys = set()
    for record in read_records(path):
        if alphabet.try_fold(record.text) != record.text:
            raise DataError(f"{path}:{record.line}: {record.text!r} is not a folded {alphabet.name} key")
        keys.add(record.text)
    return frozenset(keys)


def shared_keys(words: WordSet) -> frozenset[str]:
    """The folded keys of *words* the other language's text uses about as much and its strict list lacks."""
    shared = shared_forms(words.lexicon.lang)
    return frozenset(key for key in words.keys() if key in shared)
