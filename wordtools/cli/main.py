"""The ``wordtools`` command line: a thin layer over the library.

Each command parses its options, calls one library function and renders the
result. Library errors (:class:`wordtools.errors.WordtoolsError`) become one
line on stderr and an exit code here, in one place.

Command modules are imported only when their command runs (or when help lists
them), so ``wordtools anagram`` does not pay for the games' imports.
"""

from __future__ import annotations

import atexit
import importlib
import os
import re
import sys
import threading
import unicodedata
import warnings

import click

from .. import __version__
from ..errors import WordtoolsError
from .progress import show_progress

# command name -> (module under wordtools.cli, attribute); each game's own group
# comes from its row in the game table (wordtools.games.table).
COMMAND_MODULES = {
    "anagram": ("lookup", "anagram"),
    "pattern": ("lookup", "pattern"),
    "contains": ("lookup", "contains"),
    "lexicon": ("lookup", "lexicon"),
    "index": ("lookup", "index"),
    "batch": ("lookup", "batch"),
    "play": ("engine", "play"),
    "simulate": ("engine", "simulate"),
    "validate": ("engine", "validate"),
    "serve": ("serve", "serve"),
}


_LONG_QUOTE = re.compile(r"'([^'\n]{48})[^'\n]{2,}'")


def short_message(text: str) -> str:
    """*text* with long quoted inputs cut (``'aaaa…'``): a message quotes input, not all of it."""
    text = _LONG_QUOTE.sub(lambda m: f"'{m.group(1)}…'", text)
    return text if len(text) <= 400 else text[:399] + "…"


def _show_warning(message, category, filename, lineno, file=None, line=None) -> None:
    """A library warning (e.g. the index cache is unusable) as one line on stderr."""
    click.echo(f"wordtools: warning: {message}", err=True)


class WordtoolsGroup(click.Group):
    """The top-level group: lazy commands, and library errors turned into one line and an exit code."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        from ..games.table import GAME_TABLE

        games = [row.name for row in GAME_TABLE if row.cli]
        return [name for name in COMMAND_MODULES if self.get_command(ctx, name) is not None] + games

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in COMMAND_MODULES:
            module_name, attribute = COMMAND_MODULES[name]
            module = importlib.import_module(f"wordtools.cli.{module_name}")
            return getattr(module, attribute, None)
        from ..games.table import find_row

        row = find_row(name)
        if row is None or not row.cli:
            return None
        command = row.load(row.cli)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """List commands; a game's line is its table summary, so help imports no game."""
        from ..games.table import GAME_TABLE

        rows = []
        for name in COMMAND_MODULES:
            command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                rows.append((name, command.get_short_help_str(limit=formatter.width - 20)))
        rows += [(row.name, row.summary) for row in GAME_TABLE if row.cli]
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        # The one place input is normalised: NFC joins "cafe" + U+0301 into "café"
        # for every command, so no parser ever sees a lone combining accent.
        return super().parse_args(ctx, [unicodedata.normalize("NFC", a) for a in args])

    def invoke(self, ctx: click.Context):
        warnings.showwarning = _show_warning
        show_progress()
        try:
            result = super().invoke(ctx)
            # On a pipe stdout is block-buffered: a reader that left (head) shows here, not at exit.
            sys.stdout.flush()
            return result
        except WordtoolsError as exc:
            click.echo(f"wordtools: error: {short_message(str(exc))}", err=True)
            ctx.exit(exc.exit_code)
        except click.UsageError as exc:
            # One line instead of click's usage block; the hint says where help is.
            where = exc.ctx.command_path if exc.ctx else "wordtools"
            click.echo(f"wordtools: error: {short_message(exc.format_message())} (see '{where} --help')", err=True)
            ctx.exit(exc.exit_code)
        except BrokenPipeError:
            # Output piped into head: stop quietly, and let what is still buffered go nowhere at exit
            # (a failed flush there would exit 120 with a message).
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            ctx.exit(0)
        except KeyboardInterrupt:
            click.echo("wordtools: interrupted", err=True)
            ctx.exit(130)


@click.group(cls=WordtoolsGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="wordtools")
def main() -> None:
    """Word tools for word board games, on one indexed Spanish/English lexicon."""


def run() -> None:
    """The console script: :func:`main`, then an exit that skips the interpreter's teardown.

    Tearing down every module and object of a finished one-off command cost 11 % of
    `wordtools pattern 'c*s'` (paired runs): once the command's output is flushed and the exit
    hooks have run (atexit: worker pools, progress bars, weakref finalizers), nothing is left to
    do. Where another thread still runs (it would be joined), or a profiler or tracer watches,
    the usual exit is kept."""
    try:
        main(prog_name="wordtools")
        code: int = 0
    except SystemExit as stop:
        if stop.code is not None and not isinstance(stop.code, int):
            raise  # a message to print: the usual exit prints it
        code = stop.code or 0
    if threading.active_count() > 1 or sys.getprofile() is not None or sys.gettrace() is not None:
        sys.exit(code)  # a profiler, a debugger or coverage reports after the command returns
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a reader that left, or a stream a hook closed
            pass
    os._exit(code)
