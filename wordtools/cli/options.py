"""Shared command-line options and output helpers (the only click code besides the commands)."""

from __future__ import annotations

import json
import math
import sys
from typing import Iterable

import click

from ..errors import BadInput
from ..lexicon.alphabet import LANGUAGES
from ..lexicon.sources import LISTS
from ..lexicon import SORTS, Entry, default_lang


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


def cut(text: str, width: int = 40) -> str:
    """*text* cut to *width* characters for a message (long inputs are not echoed whole)."""
    return text if len(text) <= width else text[: width - 1] + "…"


def lang_option(func):
    return click.option(
        "--lang",
        type=click.Choice(LANGUAGES, case_sensitive=False),
        default=default_lang,
        show_default="es, or $WORDTOOLS_LANG",
        help="Language of the lexicon.",
    )(func)


def list_option(default: str = "strict"):
    return click.option(
        "--list",
        "list_name",
        type=click.Choice(LISTS),
        default=default,
        show_default=True,
        help="Word list: strict (dictionary forms) or broad (adds names, abbreviations, frequent words).",
    )


def sort_option(choices: Iterable[str] = SORTS, default: str = "freq"):
    return click.option(
        "--sort", type=click.Choice(list(choices)), default=default, show_default=True, help="Order of results."
    )


DEFAULT_LIMIT = 100


def limit_option(default: int = DEFAULT_LIMIT, what: str = "results"):
    """``--limit N``: at most N results (0 = all); the value given to the command is None for all."""
    return click.option(
        "--limit",
        type=click.IntRange(min=0),
        default=default,
        show_default=True,
        callback=lambda ctx, param, value: value or None,
        help=f"Show at most N {what} (0 = all).",
    )


def json_option(func):
    return click.option("--json", "as_json", is_flag=True, help="JSON lines: one object per result.")(func)


def seed_option(func):
    return click.option("--seed", type=int, default=0, show_default=True, help="Random seed (same seed, same result).")(func)


def emit_json(objects: Iterable[dict]) -> None:
    """Write one JSON object per line to stdout."""
    out = sys.stdout
    for obj in objects:
        out.write(json.dumps(obj, ensure_ascii=False) + "\n")


def emit_entries(entries: list[Entry], as_json: bool, empty_message: str = "no words found", total: int | None = None) -> None:
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
