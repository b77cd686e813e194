"""Montage's modules import one way (state -> open_words -> show, strategies -> game) and views hide the seed."""

import ast
from pathlib import Path

import pytest

import wordtools.games.montage as montage
from wordtools.engine.registry import find_game

PACKAGE = Path(montage.__file__).parent
# each module may import only modules earlier in this order (and the ones that are no part of it)
ORDER = ["state", "open_words", "show", "strategies", "game"]


def relative_imports(module: str) -> set[str]:
    tree = ast.parse((PACKAGE / f"{module}.py").read_text())
    return {
        node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module
    }


@pytest.mark.parametrize("module", ORDER)
def test_imports_run_one_way(module):
    later = set(ORDER[ORDER.index(module) + 1 :])
    assert not relative_imports(module) & later, f"{module} imports a module that depends on it"
    assert module not in relative_imports(module)


def test_rules_classes_and_strategies_follow_one_naming_convention():
    from wordtools.games.montage.game import Montage
    from wordtools.games.montage.strategies import RandomStrategy, SmartStrategy
    from wordtools.games.wordon.game import WordOn
    from wordtools.games.wordon.strategies import GreedyStrategy, HumanStrategy
    from wordtools.games.wordon.strategies import SmartStrategy as WordOnSmart

    assert find_game("montage").__class__ is Montage
    assert find_game("wordon").__class__ is WordOn
    assert find_game("montage").strategies == {"smart": SmartStrategy, "random": RandomStrategy}
    assert find_game("wordon").strategies == {"greedy": GreedyStrategy, "smart": WordOnSmart, "human": HumanStrategy}


def test_a_view_shows_the_table_but_not_the_seed(real):
    # issue 12: the seed decides every answer to come; a strategy must not see it
    game = find_game("montage")
    state = game.setup({"lang": "en"}, 11)
    view = game.view(state, 1)
    assert not hasattr(view, "seed")
    assert (view.seat, view.chips, view.owners, view.quizzer) == (1, state.chips, state.owners, state.quizzer)
