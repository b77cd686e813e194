"""Shared fixtures: a tiny hand-written lexicon, and the CLI runner.

Unit tests use ``tiny`` (tests/data/tiny: a few dozen words with made-up zipf
values) so they do not depend on the big lists; tests marked by using the
``real`` fixture run on the committed dictionaries.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from click.testing import CliRunner

from wordtools.lexicon import get_lexicon
from wordtools.lexicon.index.store import open_index

TINY = Path(__file__).parent / "data" / "tiny"


def _clear_caches() -> None:
    get_lexicon.cache_clear()
    open_index.cache_clear()


@pytest.fixture(scope="session")
def tiny_dir(tmp_path_factory) -> Path:
    """tests/data/tiny compiled like dictionaries/ (gzip'd lists) in a temp folder."""
    out = tmp_path_factory.mktemp("tiny-dictionaries")
    for source in TINY.rglob("*.t*"):
        target = out / source.relative_to(TINY)
        target.parent.mkdir(parents=True, exist_ok=True)
        with gzip.open(f"{target}.gz", "wb") as handle:
            handle.write(source.read_bytes())
    return out


@pytest.fixture
def tiny(tiny_dir, tmp_path, monkeypatch):
    """Point wordtools at the tiny lexicon (and a fresh cache) for one test."""
    monkeypatch.setenv("WORDTOOLS_DICTIONARIES", str(tiny_dir))
    monkeypatch.setenv("WORDTOOLS_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("WORDTOOLS_LANG", raising=False)
    _clear_caches()
    yield get_lexicon
    _clear_caches()


@pytest.fixture
def real(monkeypatch):
    """The committed dictionaries (index cached per user, built on first use)."""
    monkeypatch.delenv("WORDTOOLS_DICTIONARIES", raising=False)
    monkeypatch.delenv("WORDTOOLS_CACHE", raising=False)
    monkeypatch.delenv("WORDTOOLS_LANG", raising=False)
    _clear_caches()
    yield get_lexicon
    _clear_caches()


@pytest.fixture
def cli():
    """Run the wordtools CLI in-process: ``cli("anagram", "calor")`` -> click Result."""
    from wordtools.cli.main import main

    runner = CliRunner()

    def run(*args: str, input: str | None = None):
        return runner.invoke(main, list(args), input=input, catch_exceptions=False)

    return run
