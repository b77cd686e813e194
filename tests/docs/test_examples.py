"""The README cannot go stale: every ``$ wordtools …`` example in README.md and docs/*.md
is run and its output compared.

Conventions (docs/README: "Examples in the docs"):

- In a fenced code block, a line ``$ wordtools ARGS`` is an example; the lines after it, up to
  the next ``$`` line or the end of the block, are its output (stdout and stderr, in order).
  A comment after two spaces and ``#`` on the command line is not part of the command.
- ``…`` on a line of its own stands for any number of lines; ``…`` inside a line stands for
  any text (timings, paths, long JSON) on that line.
- ``<!-- skip-check: why -->`` on the line before a block leaves that block out (kept rare:
  examples whose input files the docs do not make, and the like).

The examples of one document run in order in one temporary folder, so a ``--log`` written by
one example is there for the ``validate`` after it.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
ELLIPSIS = "…"
SKIP = "<!-- skip-check"


@dataclass(frozen=True)
class Example:
    document: str
    line: int
    command: str
    expected: tuple[str, ...]


def examples_of(path: Path) -> list[Example]:
    """The examples of one markdown file, in order."""
    found: list[Example] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    in_block, skipped, current, previous = False, False, None, ""
    for number, line in enumerate(lines, 1):
        if line.startswith("```"):
            if in_block and current:
                found.append(current)
            in_block, current = not in_block, None
            skipped = in_block and previous.strip().startswith(SKIP)
        elif in_block and not skipped:
            if line.startswith("$ wordtools"):
                if current:
                    found.append(current)
                current = Example(path.name, number, line[2:], ())
            elif line.startswith("$ "):
                if current:
                    found.append(current)
                current = None
            elif current is not None:
                current = Example(current.document, current.line, current.command, (*current.expected, line))
        if line.strip():
            previous = line
    return [_trimmed(e) for e in found]


def _trimmed(example: Example) -> Example:
    """Without the blank lines that end a block and a trailing ``  # comment`` on the command."""
    expected = list(example.expected)
    while expected and not expected[-1].strip():
        expected.pop()
    command = re.split(r"\s{2,}#\s", example.command)[0].strip()
    return Example(example.document, example.line, command, tuple(expected))


def output_matches(expected: tuple[str, ...], actual: list[str]) -> bool:
    """Does *actual* fit *expected*, with ``…`` lines and ``…`` inside lines as wildcards?"""
    parts = []
    for line in expected:
        if line.strip() == ELLIPSIS:
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append(".*".join(re.escape(piece) for piece in line.split(ELLIPSIS)) + r"\n")
    return re.fullmatch("".join(parts), "".join(a + "\n" for a in actual), re.S) is not None


ALL = [example for path in DOCUMENTS for example in examples_of(path)]


def test_the_docs_have_examples():
    assert len(ALL) > 40
    assert {e.document for e in ALL} >= {"README.md", "engine.md", "letterjam.md", "montage.md", "wordon.md"}


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    return {path.name: tmp_path_factory.mktemp(path.stem) for path in DOCUMENTS}


@pytest.mark.parametrize("example", ALL, ids=[f"{e.document}:{e.line}" for e in ALL])
def test_example_output_is_current(example, folders, monkeypatch, real):
    from wordtools.cli.main import main

    monkeypatch.chdir(folders[example.document])
    monkeypatch.setenv("COLUMNS", "100")
    args = shlex.split(example.command)[1:]
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    actual = [line.rstrip() for line in result.output.splitlines()]
    expected = tuple(line.rstrip() for line in example.expected)
    assert output_matches(expected, actual), (
        f"{example.document}:{example.line}: $ {example.command}\n--- the docs say\n"
        + "\n".join(expected)
        + "\n--- the command printed\n"
        + "\n".join(actual)
    )


def test_the_matcher_itself():
    assert output_matches(("a", "…", "z"), ["a", "b", "c", "z"])
    assert output_matches(("a", "…", "z"), ["a", "z"])
    assert not output_matches(("a", "z"), ["a", "b", "z"])
    assert output_matches(("speed: … games/s",), ["speed: 4.2 games/s"])
    assert not output_matches(("speed: … games/s",), ["speed: 4.2 games/min"])
