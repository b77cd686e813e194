"""WordOn commands: ``wordon best`` (the best words for a rack) and ``wordon score`` (one play explained)."""

from __future__ import annotations

import click

from ...cli import declared
from ...cli.options import Word, emit_json, json_option, lang_option, list_option
from .operations import BEST


def _common(func):
    for decorator in reversed(
        [
            declared.option(BEST["rack"], type=Word("rack")),
            declared.option(BEST["extra"]),
            declared.option(BEST["row"]),
            click.option(
                "--board",
                "board_file",
                type=click.Path(dir_okay=False),
                default=None,
                help="Board file (6 rows of 7 cells: . 2L 3L W); default: the app's board.",
            ),
            lang_option,
            list_option(BEST["list"].default, show_default=BEST["list"].show_default),
            json_option,
        ]
    ):
        func = decorator(func)
    return func


def _setup(rack: str, extra: str, row: int, board_file: str | None, lang: str, list_name):
    from . import load_board, parse_tiles
    from .search import searcher, wordon_lexicon

    board = load_board(board_file)
    finder = searcher(wordon_lexicon(lang, list_name), board)
    return finder, parse_tiles(rack, lang), parse_tiles(extra or "", lang)


def _show(play, number: int | None = None, value: float | None = None) -> None:
    from . import format_tiles

    lead = f"{number:>2}. " if number is not None else ""
    extra = f"  (judged {value:.1f})" if value is not None else ""
    click.echo(f"{lead}{play.word.upper()}  {play.score} pts{extra}  familiarity {play.familiarity:.2f}")
    click.echo(f"    {play.explain()}")
    handed = format_tiles(play.to_next_player).upper() or "-"
    click.echo(f"    to next player: {handed}   leave: {format_tiles(play.leave).upper() or '-'}")


@click.group()
def wordon() -> None:
    """WordOn helper: best words for a rack, or one play scored and explained."""


@wordon.command()
@_common
@declared.options(BEST, "limit", "strategy", "min_familiarity")
def best(rack, extra, row, board_file, lang, list_name, as_json, limit, strategy, min_familiarity):
    """The best words from --rack plus --extra on --row.

    \b
    wordtools wordon best --rack 'perr?no' --extra ca --row 2
    wordtools wordon best --rack aeinrst --row 1 --lang en --json
    wordtools wordon best --rack 'perr?no' --extra ca --row 2 --min-familiarity 0.5
    """
    from .ranking import best_plays

    finder, rack_tiles, extra_tiles = _setup(rack, extra, row, board_file, lang, list_name)
    plays, value = best_plays(finder, rack_tiles, extra_tiles, row, limit, strategy, min_familiarity)
    if as_json:
        emit_json({**p.to_json(), **({"value": round(value(p), 2)} if value else {})} for p in plays)
        return
    if not plays:
        click.echo("no word can be made: the rulebook's options apply (swap 2, swap all, or drop 2)", err=True)
        return
    for number, p in enumerate(plays, 1):
        _show(p, number, value(p) if value else None)


@wordon.command()
@click.argument("word", type=Word())
@_common
def score(word, rack, extra, row, board_file, lang, list_name, as_json):
    """Score WORD laid from --rack plus --extra on --row, or say why it cannot be played.

    \b
    wordtools wordon score chorro --rack 'o[rr]o?ab' --row 1
    """
    finder, rack_tiles, extra_tiles = _setup(rack, extra, row, board_file, lang, list_name)
    play = finder.score_play(word, rack_tiles, extra_tiles, row)
    if as_json:
        emit_json([play.to_json()])
        return
    _show(play)
