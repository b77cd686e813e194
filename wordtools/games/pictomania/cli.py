"""Pictomania commands: ``pictomania deck`` (generate a deck) and ``pictomania check`` (check any deck file)."""

from __future__ import annotations

from pathlib import Path

import click

from ...cli import declared
from ...cli.options import emit_json, json_option
from ...errors import BadInput
from .operations import CHECK, DECK


@click.group()
def pictomania() -> None:
    """Pictomania decks: generate 99 cards in 4 levels, check a deck file, print it."""


@pictomania.command()
@declared.options(DECK, "lang", "cards", "seed", "level_mix")
@click.option(
    "--out",
    type=click.Path(),
    default=None,
    help="Write the deck to FILE (.json, .csv or .pdf) instead of printing it.",
)
@declared.option(DECK["adult_green"])
@json_option
def deck(lang, cards, seed, level_mix, out, adult_green, as_json):
    """Generate a seeded deck of word cards (same seed, same deck).

    \b
    wordtools pictomania deck --cards 2 --seed 7
    wordtools pictomania deck --lang es,en --out deck.pdf
    """
    from ...lexicon.concepts import load_inventory
    from .deckfile import deck_to_json, deck_to_text, write_deck
    from .generate import deck_for

    if out:
        from ...files import check_target

        if Path(out).suffix.lower() not in (".json", ".csv", ".pdf"):
            raise BadInput(f"{out}: unknown deck format {Path(out).suffix or '(none)'!r}: use .json, .csv or .pdf")
        check_target(out)  # before the work
    result = deck_for(lang, cards, seed, level_mix, adult_green)
    if result.notes:
        # One line; the JSON deck keeps each note with its reason.
        click.echo(
            f"note: left out {len(result.left_out)} concept(s) whose name the denylist flags: "
            f"{', '.join(result.left_out)}",
            err=True,
        )
    if out:
        write_deck(result, out)
        counts = ", ".join(f"{n} {level}" for level, n in result.level_counts().items() if n)
        click.echo(f"wrote {out}: {result.cards} cards ({counts})", err=True)
    elif as_json:
        emit_json([deck_to_json(result)])
    else:
        titles = {g.id: g.title(result.langs[0]) for g in load_inventory().groups.values()}
        click.echo(deck_to_text(result, titles), nl=False)


@pictomania.command()
@click.argument("deck_file", metavar="DECK", type=click.Path(dir_okay=False))
@declared.option(CHECK["limit"])
@json_option
def check(deck_file, limit, as_json):
    """Check a deck file (JSON or CSV, ours or a designer's); exit 1 when it is not fit to print.

    \b
    wordtools pictomania check deck.csv
    """
    from .check import check_file

    report = check_file(deck_file)
    problems = report.problems[:limit] if limit else report.problems
    if as_json:
        emit_json([*(p.to_json() for p in problems), {"summary": report.to_json()}])
    else:
        for problem in problems:
            click.echo(str(problem))
        if limit and len(report.problems) > limit:
            click.echo(f"... {len(report.problems) - limit} more", err=True)
        click.echo(report.summary())
    if not report.ok:
        click.get_current_context().exit(1)
