"""Shared command-line options and output helpers (the only click code besides the commands)."""

from __future__ import annotations

import functools
import json
import sys
from typing import Iterable

import click

from ..lexicon.alphabet import LANGUAGES
from ..lexicon.sources import KINDS, LISTS
from ..lexicon import SORTS, Entry, ListChoice, default_lang, parse_kinds


def lang_option(func):
    return click.option(
        "--lang",
        type=click.Choice(LANGUAGES),
        default=default_lang,
        show_default="es, or $WORDTOOLS_LANG",
        help="Language of the lexicon.",
    )(func)


def _kinds_value(ctx, param, value):
    try:
        return parse_kinds(value)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None


def list_option(default: str = "strict"):
    """``--list``, ``--kinds`` and ``--words``, handed to the command as one ``list_name``
    (a :class:`ListChoice` that ``get_lexicon`` takes wherever it takes a list name)."""

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
            type=click.Path(exists=True, dir_okay=False),
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
        return click.option(
            "--list",
            "list_name",
            type=click.Choice([*LISTS, "none"]),
            default=default,
            show_default=True,
            help="Word list: strict (dictionary forms) or broad (adds names, abbreviations, foreign words).",
        )(command)

    return decorate


def sort_option(choices: Iterable[str] = SORTS, default: str = "freq"):
    return click.option(
        "--sort", type=click.Choice(list(choices)), default=default, show_default=True, help="Order of results."
    )


def limit_option(default: int | None = None):
    return click.option(
        "--limit",
        type=click.IntRange(min=1),
        default=default,
        show_default=default is not None,
        help="Show at most N results.",
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


def emit_entries(entries: list[Entry], as_json: bool, empty_message: str = "no words found") -> None:
    """Print words with their zipf, or JSON lines; an empty result says so on stderr."""
    if as_json:
        emit_json(e.to_json() for e in entries)
        return
    if not entries:
        click.echo(empty_message, err=True)
        return
    width = max(len(e.word) for e in entries)
    for e in entries:
        click.echo(f"{e.word:<{width}}  {e.zipf:4.2f}")
