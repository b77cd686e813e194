"""The README's Macroscope examples run as written and print what the README shows."""

from __future__ import annotations

import shlex
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def examples() -> list[tuple[str, str]]:
    """(command, expected output) for each ``$ wordtools macroscope`` line of the Macroscope section."""
    text = README.read_text(encoding="utf-8")
    section = text.split("## Macroscope\n", 1)[1].split("\n## ", 1)[0]
    out: list[tuple[str, str]] = []
    for block in section.split("```")[1::2]:
        command, lines = None, []
        for line in block.strip("\n").splitlines():
            if line.startswith("$ "):
                if command:
                    out.append((command, "\n".join(lines).strip("\n") + "\n"))
                command, lines = line[2:], []
            else:
                lines.append(line)
        if command:
            out.append((command, "\n".join(lines).strip("\n") + "\n"))
    return out


def test_the_readme_has_macroscope_examples():
    assert len(examples()) >= 5


def test_the_readme_examples_print_what_they_show(real, cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # deck.csv is written, then checked
    for command, expected in examples():
        args = shlex.split(command)
        assert args[0] == "wordtools"
        result = cli(*args[1:])
        assert result.output == expected, command
