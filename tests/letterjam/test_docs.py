"""The command examples in docs/letterjam.md are real: each block of ``$ wordtools ...`` lines
and their output is run and compared exactly (blocks that elide lines with ``...`` are skipped)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

DOC = Path(__file__).parent.parent.parent / "docs" / "letterjam.md"


def examples() -> list[tuple[list[str], str]]:
    """(arguments, expected output) of every exact example in the doc."""
    found = []
    for block in re.findall(r"```\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S):
        lines = block.splitlines()
        if not lines or not lines[0].startswith("$ wordtools ") or any(line.strip() == "..." for line in lines):
            continue
        command, output = None, []
        for line in lines + ["$ end"]:
            if line.startswith("$ "):
                if command is not None:
                    found.append((command, "\n".join(output).rstrip("\n") + "\n"))
                command, output = shlex.split(line[2:])[1:], []
            else:
                output.append(line)
    return found


def test_the_doc_has_exact_examples():
    assert len(examples()) >= 6


@pytest.mark.parametrize("args, expected", examples(), ids=lambda v: " ".join(v) if isinstance(v, list) else "")
def test_doc_example(cli, real, args, expected):
    result = cli(*args)
    shown = result.output.rstrip("\n") + "\n"
    assert shown == expected
