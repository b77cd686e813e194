"""The rules the dictionary build applies (scripts/) carry their examples as doctests: run them."""

from __future__ import annotations

import doctest
import importlib
import sys
from pathlib import Path

import pytest

SCRIPTS = Path(__file__).resolve().parent.parent / "scripts"
RULE_MODULES = ["spanish_forms", "word_kinds"]


@pytest.mark.parametrize("name", RULE_MODULES)
def test_rule_examples(name, monkeypatch):
    monkeypatch.syspath_prepend(str(SCRIPTS))
    module = importlib.import_module(name)
    try:
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    finally:
        sys.modules.pop(name, None)
    assert result.attempted > 0, f"{name} has no examples"
    assert result.failed == 0
