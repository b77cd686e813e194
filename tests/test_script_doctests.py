"""The dictionary build (wordtools_build/) carries its rules' examples as doctests: run them."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import wordtools_build

# spylls (the build extra) is imported by the hunspell expansion alone; it has no examples.
NEEDS_EXTRA = {"wordtools_build.readers.hunspell_expand"}
MODULES = sorted(
    m.name for m in pkgutil.walk_packages(wordtools_build.__path__, "wordtools_build.") if m.name not in NEEDS_EXTRA
)
# The rules and writers whose examples are their documentation: each must have some.
WITH_EXAMPLES = {
    "wordtools_build.text",
    "wordtools_build.rules.kinds",
    "wordtools_build.rules.spanish_forms",
    "wordtools_build.rules.familiarity",
    "wordtools_build.writers.lists",
    "wordtools_build.compare",
}


@pytest.mark.parametrize("name", MODULES)
def test_rule_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    if name in WITH_EXAMPLES:
        assert result.attempted > 0, f"{name} has no examples"


def test_the_examples_cover_the_rules():
    assert WITH_EXAMPLES <= set(MODULES)
