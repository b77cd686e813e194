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
"""

from .facade import SORTS, Entry, Lexicon, default_lang, get_lexicon
from .wordset import WordSet

__all__ = ["SORTS", "Entry", "Lexicon", "WordSet", "default_lang", "get_lexicon"]
