"""The ``wordtools`` command line: a thin layer over the library.

Each command parses its options, calls one library function and renders the
result. Library errors (:class:`wordtools.errors.WordtoolsError`) become one
line on stderr and an exit code here, in one place.
"""

from __future__ import annotations

import sys

import click

from .. import __version__
from ..errors import WordtoolsError


class WordtoolsGroup(click.Group):
    """The top-level group: turns library errors into a message and an exit code."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except WordtoolsError as exc:
            click.echo(f"wordtools: error: {exc}", err=True)
            ctx.exit(exc.exit_code)
        except click.UsageError as exc:
            # One line instead of click's usage block; the hint says where help is.
            where = exc.ctx.command_path if exc.ctx else "wordtools"
            click.echo(f"wordtools: error: {exc.format_message()} (see '{where} --help')", err=True)
            ctx.exit(exc.exit_code)
        except BrokenPipeError:
            sys.stderr.close()  # output piped into head: stop quietly
            ctx.exit(0)
        except KeyboardInterrupt:
            click.echo("wordtools: interrupted", err=True)
            ctx.exit(130)


@click.group(cls=WordtoolsGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="wordtools")
def main() -> None:
    """Word tools for Letter Jam, WordOn and Montage, on one indexed Spanish/English lexicon."""


def _register() -> None:
    from . import lookup

    for command in lookup.COMMANDS:
        main.add_command(command)
    import importlib

    # Game and engine command modules, added when present.
    for name in ("letterjam", "wordon", "montage", "engine"):
        try:
            module = importlib.import_module(f".{name}", __name__)
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise
            continue
        for command in module.COMMANDS:
            main.add_command(command)


_register()
