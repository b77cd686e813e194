"""Re-run every ``$ wordtools …`` example of README.md and docs/*.md and write its current output.

The examples are read and matched exactly as ``tests/docs/test_examples.py`` does. An example
whose output still matches is left alone; otherwise its output lines are replaced by what the
command prints now, keeping the shape of the old text: a lone ``…`` line stays (the same number
of lines before and after it are kept), and a line with ``…`` inside is kept when the new line
still fits it. Review the diff before committing: this rewrites documentation.

Usage::

    python scripts/update_doc_examples.py [DOCUMENT...]
"""

from __future__ import annotations

import os
import re
import shlex
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "docs"))

from click.testing import CliRunner  # noqa: E402
from test_examples import DOCUMENTS, ELLIPSIS, examples_of, output_matches  # noqa: E402

from wordtools.cli.main import main  # noqa: E402


def run(command: str) -> list[str]:
    result = CliRunner().invoke(main, shlex.split(command)[1:], catch_exceptions=False)
    return [line.rstrip() for line in result.output.splitlines()]


def reshaped(old: tuple[str, ...], new: list[str]) -> list[str]:
    """*new*, with the old text's ``…`` kept where it still fits."""
    if ELLIPSIS in [line.strip() for line in old]:
        at = [line.strip() for line in old].index(ELLIPSIS)
        head, tail = at, len(old) - at - 1
        if len(new) > head + tail:
            new = new[:head] + [ELLIPSIS] + (new[len(new) - tail :] if tail else [])
    out = []
    for i, line in enumerate(new):
        before = old[i] if i < len(old) else None
        if (
            before is not None
            and ELLIPSIS in before
            and before.strip() != ELLIPSIS
            and output_matches((before,), [line])
        ):
            out.append(before)
        elif before is not None and ELLIPSIS in before:
            out.append(_volatile_left_open(line))
        else:
            out.append(line)
    return out


# What differs between runs and machines, left open (``…``) on a line that had it open before.
VOLATILE = [
    (re.compile(r'("seconds"|"games_per_second"): [0-9.]+'), r"\1: …"),
    (re.compile(r"(?<![\w.…])/[^\s\"']*/(dictionaries|wordtools)/"), r"…/\1/"),
]


def _volatile_left_open(line: str) -> str:
    for pattern, replacement in VOLATILE:
        line = pattern.sub(replacement, line)
    return line


def _became_an_error(expected: tuple[str, ...], actual: list[str]) -> bool:
    """The example printed a result before and now ends in the tool's error line."""
    error = "wordtools: error:"
    return bool(actual) and actual[-1].startswith(error) and not any(line.startswith(error) for line in expected)


def update(path: Path) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    changes = []
    with tempfile.TemporaryDirectory() as folder:
        here = os.getcwd()
        os.chdir(folder)
        os.environ["COLUMNS"] = "100"
        try:
            for example in examples_of(path):
                actual = run(example.command)
                expected = tuple(line.rstrip() for line in example.expected)
                if output_matches(expected, actual):
                    continue
                if _became_an_error(expected, actual):
                    # an example needing a file or a state this folder lacks: left for a person
                    print(f"{path.name}:{example.line}: now fails ({actual[-1]}); left as it is", file=sys.stderr)
                    continue
                changes.append((example, reshaped(expected, actual)))
        finally:
            os.chdir(here)
    for example, new in reversed(changes):
        start = example.line  # the command's line number (1-based): output lines follow it
        lines[start : start + len(example.expected)] = new
    if changes:
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(changes)


if __name__ == "__main__":
    chosen = [Path(p).resolve() for p in sys.argv[1:]] or DOCUMENTS
    for document in chosen:
        print(f"{document.relative_to(ROOT)}: {update(document)} examples updated")
