"""Shared command-line options and output helpers (the only click code besides the commands)."""

from __future__ import annotations

import json
import sys
from typing import Iterable

import click

from ..lexicon.alphabet import LANGUAGES
from ..lexicon.sources import LISTS
from ..lexicon import SORTS, Entry, default_lang


def lang_option(func):
    return click.option(
        "--lang",
        type=click.Choice(LANGUAGES),
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
