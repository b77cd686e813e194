"""The on-disk index behind every lookup.

- :mod:`.container` reads and writes the file format (sections in one mmap'd file),
- :mod:`.build` turns a word list into sections (bitsets, sorted keys, signatures),
- :mod:`.store` finds, builds and caches the file per user,
- :mod:`.word_index` answers primitive questions over the mapped sections.
"""

from .store import open_index
from .word_index import WordIndex

__all__ = ["WordIndex", "open_index"]
