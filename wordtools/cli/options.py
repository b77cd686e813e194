"""Shared command-line options and output helpers (the only click code besides the commands)."""

from __future__ import annotations

import functools
import json
import math
import sys
from collections.abc import Iterable

import click

from ..errors import BadInput, DataError
from ..lexicon import SORTS, Entry, ListChoice, parse_kinds
from ..lexicon.sources import KINDS
from ..operations import LANG, LIMIT, LIST, MIN_FAMILIARITY, SEED, SORT
from . import declared


class FiniteFloat(click.ParamType):
    """A float that is a real number: nan, inf and 1e400 are refused (exit 2)."""

    name = "NUMBER"

    def __init__(self, low: float | None = None, high: float | None = None):
        self.low, self.high = low, high

    def convert(self, value, param, ctx):
        if isinstance(value, float):
            return value
        try:
            number = float(value)
        except ValueError:
            self.fail(f"{cut(value)!r} is not a number", param, ctx)
        if not math.isfinite(number):
            self.fail(f"{cut(value)!r} is not a finite number", param, ctx)
        if (self.low is not None and number < self.low) or (self.high is not None and number > self.high):
            self.fail(f"{number:g} is not in the range {self.low:g} to {self.high:g}", param, ctx)
        return number


class Word(click.ParamType):
    """A word, letters or a pattern typed by the user: stripped, and never empty (exit 2).

    (NFC normalisation of every argument is done once, by the top-level group.)
    """

    name = "TEXT"

    def __init__(self, what: str = "word"):
        self.what = what

    def convert(self, value, param, ctx):
        text = value.strip()
        if not text:
            raise BadInput(f"empty {self.what}")  # one plain line, exit 2
        return text


class InputFile(click.Path):
    """A file the command reads: a missing one is missing data (exit 3, one line), as the library says it."""

    def __init__(self) -> None:
        super().__init__(dir_okay=False)

    def convert(self, value, param, ctx):
        import os

        if not os.path.exists(value):
            raise DataError(f"{value}: no such file")
        return super().convert(value, param, ctx)


def cut(text: str, width: int = 40) -> str:
    """*text* cut to *width* characters for a message (long inputs are not echoed whole)."""
    return text if len(text) <= width else text[: width - 1] + "…"


def lang_option(func):
    return declared.option(LANG)(func)


def _kinds_value(ctx, param, value):
    try:
        return parse_kinds(value)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None


def list_option(default: str | None = "strict", show_default: str | bool = True):
    """``--list``, ``--kinds`` and ``--words``, handed to the command as one ``list_name``
    (a :class:`ListChoice` that ``get_lexicon`` takes wherever it takes a list name).

    *default* None: the command picks the list once it knows the language (*show_default* says how).
    """

    def decorate(func):
        @functools.wraps(func)
        def command(*args, list_name, kinds, words_file, **kwargs):
            if list_name == "none" and words_file is None:
                raise click.BadParameter("--list none needs --words FILE", param_hint="--list")
            if kinds is None and words_file is None:
                return func(*args, list_name=list_name, **kwargs)
            return func(*args, list_name=ListChoice(list_name, kinds, words_file), **kwargs)

        command = click.option(
            "--words",
            "words_file",
            type=InputFile(),
            default=None,
            help="Your own word list (one word per line), on top of --list (or alone with --list none).",
        )(command)
        command = click.option(
            "--kinds",
            callback=_kinds_value,
            default=None,
            metavar="KIND,...",
            help=f"Only entries of these kinds: {', '.join(KINDS)} (default: all).",
        )(command)
        return declared.option(LIST.but(default=default, show_default=show_default))(command)

    return decorate


def min_familiarity_option(func=None, *, default: float | None = None, help: str | None = None):
    """``--min-familiarity F``: only words at least that familiar (0-1, the share of adults who know
    a word); the command gets ``min_familiarity`` (None when not given and *default* is None)."""
    declared_param = MIN_FAMILIARITY.but(default=default, help=help or MIN_FAMILIARITY.help)
    return declared.option(declared_param)(func) if func is not None else declared.option(declared_param)


def sort_option(choices: Iterable[str] = SORTS, default: str = "freq"):
    return declared.option(SORT.but(choices=tuple(choices), default=default))


DEFAULT_LIMIT = LIMIT.default


def limit_option(default: int = DEFAULT_LIMIT, what: str = "results"):
    """``--limit N``: at most N results (0 = all); the value given to the command is None for all."""
    return declared.option(LIMIT.but(default=default, help=f"Show at most N {what} (0 = all)."))


def json_option(func):
    return click.option("--json", "as_json", is_flag=True, help="JSON lines: one object per result.")(func)


def seed_option(func):
    return declared.option(SEED)(func)


def emit_json(objects: Iterable[dict]) -> None:
    """Write one JSON object per line to stdout."""
    out = sys.stdout
    for obj in objects:
        out.write(json.dumps(obj, ensure_ascii=False) + "\n")


def emit_entries(
    entries: list[Entry], as_json: bool, empty_message: str = "no words found", total: int | None = None
) -> None:
    """Print words with their zipf, or JSON lines; an empty result says so on stderr,
    and so does a result cut by ``--limit`` (how many more there are)."""
    if as_json:
        emit_json(e.to_json() for e in entries)
        return
    if not entries:
        click.echo(empty_message, err=True)
        return
    width = max(len(e.word) for e in entries)
    for e in entries:
        click.echo(f"{e.word:<{width}}  {e.zipf:4.2f}")
    if total is not None and total > len(entries):
        click.echo(f"-- {total - len(entries):,} more (--limit 0 shows all)", err=True)


def refuse_idle_flags(ctx: click.Context, idle: dict[str, str]) -> None:
    """Refuse flags given on the command line where they would do nothing (exit 2).

    *idle* maps a parameter name, for the flags idle in this combination, to
    the message that says why.
    """
    for name, message in idle.items():
        if ctx.get_parameter_source(name) is click.core.ParameterSource.COMMANDLINE:
            raise click.UsageError(message, ctx)
