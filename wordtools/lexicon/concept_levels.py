"""How familiar the sense a card means is to a table, per language, from the shipped lists and the senses table.

A card means one thing: the cameraman, not the camera (``cámara``); the salad leaf, not the
spacecraft (``rocket``). The familiarity of a concept's sense in a language (0-1, the share of
adults who know that thing by that name, as :mod:`.familiarity` defines it for words) is, in
this order:

1. the inventory's **senses table** (``data/concepts/senses.tsv``), judged by hand, for the concepts
   whose name's commonest reading is another thing, or whose name has a word no shipped list holds;
2. else the **shipped lists' familiarity** of the name (:meth:`.Lexicon.best_familiarity` on the
   language's broad list): for a name of one word (``zebra``, ``sacacorchos``), that word's; for a
   name of several words (split on spaces and hyphens: ``fire engine``, ``camión de bomberos``), its
   least familiar *content* word's (function words such as ``of``/``de`` are skipped), times
   :data:`PHRASE_FACTOR` for each content word after the first: a phrase is never better known than
   its rarest word, and each extra word makes a fixed phrase a little rarer.

A word that no list holds counts as :data:`UNLISTED`. Nothing here reads wordfreq: the lists carry
the frequencies and familiarity the dictionary build computed, so a deck made from the same lists
and seed is the same deck whatever is installed.

>>> from wordtools.lexicon.concepts import load_inventory
>>> inventory = load_inventory()
>>> sense_familiarity(inventory.concept("people:cameraman"), "es", inventory)  # cámara: the camera first
0.55
>>> sense_familiarity(inventory.concept("objects:camera"), "es", inventory)  # cámara de fotos
0.92
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from .concepts import Concept, Inventory, load_inventory

_WORD = re.compile(r"[^\W_]+")

LEVELS = ("green", "orange", "blue", "purple")

PHRASE_FACTOR = 0.92  # a phrase's familiarity is multiplied by this for each content word after its first
UNLISTED = 0.3  # the familiarity of a word no shipped list holds (the senses table judges the known ones)
LIST = "broad"  # the list whose familiarity a name takes: the widest of each language

# Words a phrase's familiarity skips: they say nothing about how well known the phrase is.
FUNCTION_WORDS = {
    "en": frozenset("a an and at by for from in of on or the to with".split()),
    "es": frozenset("a al con de del e el en la las los o para por sin sobre u un una y".split()),
}


def content_words(name: str, lang: str) -> list[str]:
    """The lower-case words of *name* that count for its familiarity (accents kept: the lists tell
    papá from papa).

    >>> content_words("Camión de bomberos", "es")
    ['camión', 'bomberos']
    >>> content_words("T-shirt", "en")
    ['t', 'shirt']
    """
    words = _WORD.findall(unicodedata.normalize("NFC", name).lower())
    content = [w for w in words if w not in FUNCTION_WORDS[lang]]
    return content or words


@cache
def word_familiarity(word: str, lang: str) -> float:
    """The shipped broad list's familiarity of one word (:data:`UNLISTED` when no list holds it)."""
    from .facade import get_lexicon

    lexicon = get_lexicon(lang, LIST)
    if lexicon.alphabet.try_fold(word) is None or not lexicon.contains(word):
        return UNLISTED
    return lexicon.best_familiarity(word)


def name_familiarity(name: str, lang: str) -> float:
    """The lists' familiarity of a name (rule 2 of the module docstring); a letter alone (the t of
    t-shirt) does not count as a word.

    >>> name_familiarity("zebra", "en"), name_familiarity("cebra", "es")
    (0.89, 0.89)
    >>> name_familiarity("fire engine", "en") < min(name_familiarity("fire", "en"), name_familiarity("engine", "en"))
    True
    """
    words = [w for w in content_words(name, lang) if len(w) > 1] or content_words(name, lang)
    if not words:
        return 0.0
    rarest = min(word_familiarity(w, lang) for w in words)
    return round(rarest * PHRASE_FACTOR ** (len(words) - 1), 4)


def sense_familiarity(concept: Concept, lang: str, inventory: Inventory | None = None) -> float:
    """The familiarity of the sense *concept* means, by its main name in *lang* (the module's rules)."""
    judged = (inventory or load_inventory()).senses.get((concept.id, lang))
    if judged is not None:
        return judged
    return name_familiarity(concept.name(lang), lang)
