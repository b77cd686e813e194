"""Rebuild the word lists in ``dictionaries/``: the same as ``python -m wordtools_build``
(``make dictionaries``); ``--check`` compares a rebuild with them (``make dictionaries-check``)."""

import sys

from wordtools_build.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
