"""Letter Jam tests: the vocabulary cache must not leak between the tiny and the real lexicon."""

from __future__ import annotations

import pytest

from wordtools.games.letterjam.vocab import vocabulary


@pytest.fixture(autouse=True)
def _fresh_vocabulary():
    vocabulary.cache_clear()
    yield
    vocabulary.cache_clear()
