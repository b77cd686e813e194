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
evidence as a name reading (``scripts/familiarity.py``) and only lowers the form's frequency; a
deal, which must be sure, leaves the form out.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...lexicon import Lexicon, WordSet, get_lexicon
from ...lexicon.familiarity import CROSS_LANGUAGE_SHARE
from ...lexicon.index.kept import kept_sections

OTHER_LANG = {"es": "en", "en": "es"}


def shared_gap(lang: str) -> float:
    """How much less the other language's text may use a form of *lang* before it reads as a word
    of *lang* alone: half the zipf that language's quoting of ours takes off.

    >>> shared_gap("en"), shared_gap("es")
    (0.5, 1.0)
    """
    return -math.log10(CROSS_LANGUAGE_SHARE[OTHER_LANG[lang]]) / 2


def other_zipf(key: str, lang: str) -> float:
    """wordfreq's zipf of *key* in the text of *lang* (the ``large`` lists, as the lists' zipf)."""
    from wordfreq import zipf_frequency  # heavy import: only when the kept keys are built

    return zipf_frequency(key, lang, wordlist="large")


def shared_keys(words: WordSet) -> frozenset[str]:
    """The folded keys of *words* the other language's text uses about as much and its strict list lacks."""
    lexicon = words.lexicon
    if lexicon.lang not in OTHER_LANG:
        return frozenset()
    shared = _kept_shared(lexicon)
    return frozenset(key for key in words.keys() if key in shared)


def _kept_shared(lexicon: Lexicon) -> frozenset[str]:
    """The shared keys of every word of *lexicon* that its text uses (zipf > 0), by each key's best
    zipf: built once beside the index (:func:`~wordtools.lexicon.index.kept.kept_sections`, a
    wordfreq look-up per key), mapped by the next process."""
    other_lang = OTHER_LANG[lexicon.lang]
    other = get_lexicon(other_lang, "strict")
    return _shared_of(lexicon, other_lang, other.checksum)


@lru_cache(maxsize=8)
def _shared_of(lexicon: Lexicon, other_lang: str, other_checksum: str) -> frozenset[str]:
    from importlib.metadata import version  # the kept keys name wordfreq's version

    def build() -> dict[str, bytes]:
        other = get_lexicon(other_lang, "strict")
        best: dict[str, float] = {}
        for i in (lexicon.of_kinds("word") & lexicon.zipf_set(0.01)).ids():
            key = lexicon.key(i)
            best[key] = max(best.get(key, 0.0), lexicon.zipf(i))
        gap = shared_gap(lexicon.lang)
        keys = []
        for key, zipf in sorted(best.items()):
            theirs = other_zipf(key, other_lang)
            if theirs > 0 and theirs >= zipf - gap and not other.of_key(key):
                keys.append(key)
        return {"keys": "\n".join(keys).encode("utf-8")}

    parameters = f"other={other_lang} {other_checksum} gap={shared_gap(lexicon.lang)!r} wordfreq={version('wordfreq')}"
    kept = kept_sections(lexicon.index, "shared-forms", parameters, build)
    text = kept.section("keys").tobytes().decode("utf-8")
    return frozenset(text.split("\n")) if text else frozenset()
