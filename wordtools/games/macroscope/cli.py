"""``wordtools macroscope``: rate how soon words are given away, build and check decks."""

from __future__ import annotations

import click

from ...cli import declared
from ...cli.options import emit_json, json_option, list_option
from .operations import CHECK, DECK, RATE


@click.group()
def macroscope():
    """Macroscope: decks of drawable subjects and how soon the windows give them away."""


@macroscope.command()
@click.argument("words", nargs=-1)
@declared.options(RATE, "lang", "against")
@declared.option(RATE["deck"], type=click.Path(dir_okay=False))
@list_option(RATE["list"].default)
@declared.options(RATE, "samples", "share", "hidden_length", "seed")
@json_option
def rate(words, lang, against, deck_path, list_name, samples, share, hidden_length, seed, as_json):
    """Windows opened until each WORD is the only candidate: mean, p10, p90 over random dice orders.

    Without WORDS, rates every subject of the deck and sums up per level.
    """
    from .assess import assess

    result = assess(
        words,
        lang,
        against=against,
        deck_path=deck_path,
        list_name=list_name,
        samples=samples,
        seed=seed,
        share=share,
        show_length=not hidden_length,
    )
    if as_json:
        emit_json(result.json_rows())
        return
    width = max(len("word"), *(len(r.word) for r in result.ratings))
    click.echo(f"{'word':<{width}}  letters  mean   p10   p90  of letters")
    for r in result.ratings:
        click.echo(f"{r.word:<{width}}  {r.letters:>7}  {r.mean:4.1f}  {r.p10:4.1f}  {r.p90:4.1f}  {r.share:>10.0%}")
    for s in result.levels:
        click.echo(f"level {s.level}: {s.words:>3} words  mean {s.mean:4.1f}  p10 {s.p10:4.1f}  p90 {s.p90:4.1f}")
    click.echo(
        f"-- windows opened (never a known empty one) until the word is the only candidate, and of its "
        f"letters; against {result.against}; "
        f"{result.samples} dice orders per word, seed {result.seed}"
    )


@macroscope.command()
@declared.options(DECK, "lang", "cards", "seed")
@click.option(
    "--out",
    "out_path",
    type=click.Path(),
    default=None,
    help="Write the deck to this .json or .csv file (else list it).",
)
@json_option
def deck(lang, cards, seed, out_path, as_json):
    """A deck of drawable subjects: 3-12 letters, levels balanced, themes mixed, no two alike on a card."""
    from .deck import build_deck, check_deck, deck_format, write_deck

    if out_path is not None:
        from ...files import check_target

        deck_format(out_path)  # refuse a bad suffix, or a place that cannot be written, before building
        check_target(out_path)
    built = build_deck(lang, cards, seed)
    if out_path is not None:
        write_deck(built, out_path)
        report = check_deck(built)
        levels = " ".join(f"{level}:{n}" for level, n in report.levels.items())
        click.echo(f"wrote {report.cards} cards ({report.subjects} subjects, levels {levels}) to {out_path}")
        return
    if as_json:
        emit_json(
            {"card": n, "side": side, **s.to_json()}
            for n, card in enumerate(built.cards, start=1)
            for side, s in zip("AB", card)
        )
        return
    for n, (a, b) in enumerate(built.cards, start=1):
        click.echo(f"{n:>3}  A {a.word:<14} L{a.level} {a.theme:<9}  B {b.word:<14} L{b.level} {b.theme}")


@macroscope.command()
@click.argument("deck_path", metavar="DECK", type=click.Path(dir_okay=False))
@declared.option(CHECK["lang"])
@json_option
def check(deck_path, lang, as_json):
    """Check a deck file: no repeats, 3-12 letters of the language, both sides of a card unlike."""
    from ...errors import DataError
    from .deck import check_file

    report = check_file(deck_path, lang)
    if as_json:
        emit_json([report.to_json()])
    else:
        levels = " ".join(f"{level}:{n}" for level, n in report.levels.items())
        themes = " ".join(f"{theme}:{n}" for theme, n in report.themes.items())
        click.echo(f"{deck_path}: {report.cards} cards, {report.subjects} subjects; levels {levels}; themes {themes}")
    if not report.ok:
        raise DataError(
            f"{deck_path}: {len(report.shared_groups)} cards with alike sides: " + "; ".join(report.shared_groups[:3])
        )
