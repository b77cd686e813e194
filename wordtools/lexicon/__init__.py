"""The lexicon layer: word lists, their index, and the questions games ask of them.

Start at :mod:`.facade` (:func:`get_lexicon`, :class:`Lexicon`). Beside it:

- :mod:`.alphabet`: letters and folding per language;
- :mod:`.sources`: where the compiled word lists live and how they read;
- :mod:`.groups`, :mod:`.pattern`: named letter groups and the pattern language;
- :mod:`.index`: the on-disk index behind every lookup;
- :mod:`.wordset`: :class:`WordSet`, the only thing games see of the index;
- :mod:`.info`: what ``lexicon info`` and ``lexicon check`` report;
- :mod:`.concepts`: the curated bilingual concept inventory (Pictomania, Macroscope),
  with :mod:`.concept_levels` (frequency and levels) and :mod:`.denylist`.

Kinds. Every entry of a list has a kind: ``word``, ``name``, ``abbreviation``,
``foreign`` (a word of another language a dictionary of this one lists
unadapted) or ``variant`` (a regional or less common spelling), and a source.
The strict lists hold ``word`` entries (and en ``variant``); the broad ones
all kinds. The API to choose them is a lexicon argument, so every query,
word set and lookup a game makes respects it without a filter of its own::

    get_lexicon("es", "broad", kinds=("word", "name"))   # a Lexicon seeing only those
    get_lexicon("es", "broad").of_kinds("name")          # a WordSet of the names
    lexicon.kind(i), lexicon.source(i)                   # of one word id
    get_lexicon("es", "strict", words="club.txt")        # plus a user's own list

Games that read the index directly (``lexicon.index.find_key``) see every kind;
use :meth:`Lexicon.lookup` and word sets to respect the choice.
"""

from .facade import SORTS, Entry, Lexicon, ListChoice, default_lang, get_lexicon, parse_kinds
from .index.container import Container  # what Lexicon.kept returns: named sections, mapped
from .index.kept import KeptTables  # kept per-length tables a game reads without copying
from .sources import KINDS
from .wordset import WordSet

__all__ = [
    "KINDS",
    "SORTS",
    "Container",
    "Entry",
    "KeptTables",
    "Lexicon",
    "ListChoice",
    "WordSet",
    "default_lang",
    "get_lexicon",
    "parse_kinds",
]
