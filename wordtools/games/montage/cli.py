"""``wordtools montage``: encode words as colours, match slots, list and check pip patterns."""

from __future__ import annotations

import click

from ...cli import declared
from ...cli.options import (
    InputFile,
    Word,
    emit_json,
    json_option,
    lang_option,
    list_option,
    seed_option,
    sort_option,
)
from .operations import COLOURS, MATCH

colours_option = declared.option(COLOURS, type=InputFile())


@click.group()
def montage():
    """Montage: words as colour chips, slot matching, pip patterns."""


@montage.command()
@click.argument("words", nargs=-1, required=True, type=Word())
@colours_option
@lang_option
@json_option
def encode(words, colours_file, lang, as_json):
    """Each WORD as colours: DOG -> orange blue red."""
    from .colours import encode_words

    colours, rows = encode_words(words, lang, colours_file)
    if as_json:
        emit_json({"word": w, "colours": [colours.names[c] for c in codes]} for w, codes in rows)
        return
    width = max(len(w) for w, _ in rows)
    for w, codes in rows:
        initials = "".join(colours.initials[c] for c in codes)
        click.echo(f"{w.upper():<{width}}  {initials:<{width}}  {colours.spell(codes)}")


@montage.command()
@click.argument("slot")
@declared.option(MATCH["reversible"])
@colours_option
@lang_option
@list_option(MATCH["list"].default)
@sort_option()
@declared.option(MATCH["limit"])
@json_option
def match(slot, reversible, colours_file, lang, list_name, sort, limit, as_json):
    """Words that fit SLOT, one character per circle.

    \b
    .      an empty circle
    O R P B G   a chip of that colour (orange red purple blue green): any of its letters
    a-z    a letter fixed by the Quizzer
    wordtools montage match .P..R --lang en   -> KNIFE, BLADE, ...
    """
    from ...lexicon import get_lexicon
    from .colours import load_colours
    from .match import match_slot, parse_slot

    lexicon = get_lexicon(lang, list_name)
    colours = load_colours(colours_file)
    parsed = parse_slot(slot, lexicon.alphabet, colours)
    result = match_slot(lexicon, parsed, reversible, limit, sort, colours=colours)
    if as_json:
        emit_json(w.to_json() for w in result.words)
        return
    if not result.words:
        click.echo(f"no words fit {slot}", err=True)
        return
    width = max(len(w.word) for w in result.words)
    for w in result.words:
        way = f"  {w.direction:<8}" if reversible else ""
        click.echo(f"{w.word:<{width}}  {w.zipf:4.2f}{way}  {w.rivals} rival{'' if w.rivals == 1 else 's'}")
    counts = f" ({result.forward} forward, {result.backward} backward)" if reversible else ""
    click.echo(
        f"-- {result.total} word{'' if result.total == 1 else 's'} fit{'s' if result.total == 1 else ''} {slot}{counts}; showing {len(result.words)}"
    )


@montage.command()
@click.argument("names", nargs=-1)
@click.option("--show", is_flag=True, help="Draw each pattern.")
@json_option
def patterns(names, show, as_json):
    """List the pip patterns, or check NAMES (pattern names or files).

    A pattern is 15 rows of 15: '.' a circle, 'X' a pip; it must be symmetric
    under a half turn, use at most 50 pips and leave no unreachable circle.
    """
    from .board import load_pattern, pattern_names, pattern_summary

    chosen = [load_pattern(n) for n in (names or pattern_names())]
    rows = [pattern_summary(p) for p in chosen]
    if as_json:
        emit_json(rows)
        return
    for pattern, row in zip(chosen, rows):
        click.echo(
            f"{row['name']:<10} {row['pips']:>2} pips  {row['symmetry']:<12} "
            f"words {row['words']} (lengths {row['shortest']}-{row['longest']})  "
            f"pips per zone {' '.join(map(str, row['zone_pips']))}  ok"
        )
        if row["about"]:
            click.echo(f"           {row['about']}")
        if show:
            click.echo(pattern.picture())


@montage.command()
@click.option("--pattern", default="pinwheel", show_default=True, help="A pattern name or file.")
@colours_option
@seed_option
@json_option
def board(pattern, colours_file, seed, as_json):
    """The board after seeding the big diamond (what a game starts from)."""
    from ...engine.registry import find_game

    game = find_game("montage")
    state = game.setup({"pattern": pattern, "colours": colours_file, "lang": "en", "list": "strict"}, seed)
    if as_json:
        emit_json([board_json(state)])
        return
    click.echo(game.render(state))


def board_json(state) -> dict:
    """The seeded board as data: the pips, and each chip's circle, colour and side (black or white)."""
    from .board import name
    from .rules import SIDES
    from .state import colour_context

    colours, _, _ = colour_context(state)
    chips = [
        {"circle": name(cell), "colour": colours.names[chip[0]], "side": SIDES[chip[1]]}
        for cell, chip in enumerate(state.chips)
        if chip is not None
    ]
    return {"pattern": state.pattern, "seed": state.seed, "pips": [name(c) for c in sorted(state.pips)], "chips": chips}
