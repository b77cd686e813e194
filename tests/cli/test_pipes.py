"""A command piped into a reader that stops early (``| head -1``) ends quietly with status 0.

Run with stdout block-buffered, as on any pipe where PYTHONUNBUFFERED is not set: the reader's
leaving then shows at the final flush, which used to end in exit status 120 and a message."""

from __future__ import annotations

import os
import subprocess
import sys


def test_a_reader_that_leaves_early_ends_the_command_quietly(real):
    # every English word: far more than a pipe holds, so the command is still writing when the reader leaves
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    command = [sys.executable, "-m", "wordtools", "pattern", "*", "--limit", "0", "--lang", "en"]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert child.stdout is not None and child.stderr is not None
    first = child.stdout.readline()
    child.stdout.close()  # the reader leaves after one line, as head -1 does
    errors = child.stderr.read()
    assert child.wait(timeout=60) == 0
    assert first.strip() and errors == b""
