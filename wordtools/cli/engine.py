"""Engine commands: play one game, simulate many, validate logs."""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from ..engine import find_game
from ..engine.protocol import PERSON
from ..engine.simulate import DEFAULT_TIMEOUT
from ..errors import BadInput
from .options import cut, emit_json, json_option, lang_option, seed_option


class KeyValue(click.ParamType):
    """``KEY=VALUE``; VALUE is text, read by the game's option schema (its type and range)."""

    name = "KEY=VALUE"

    def convert(self, value, param, ctx):
        if isinstance(value, tuple):
            return value
        if value.strip() == "help":
            return "help", ""
        key, sep, text = value.partition("=")
        if not sep or not key:
            self.fail(f"{value!r} is not KEY=VALUE", param, ctx)
        return key.strip(), text.strip()


def game_title(game) -> str:
    """The game's name as people write it ("Letter Jam"), from its row's summary."""
    import re

    from ..games.table import find_row

    row = find_row(game.name)
    return re.split(r"[:(]", row.summary)[0].strip() if row else game.name


def check_players(game, players: int | None) -> None:
    """Refuse a player count outside the game's range before any setup, in its own words
    ("Montage is for 4 players, not 3")."""
    from ..errors import BadGameSetup

    if players is None or game.min_players <= players <= game.max_players:
        return
    low, high = game.min_players, game.max_players
    count = f"{low}" if low == high else f"{low} to {high}"
    raise BadGameSetup(f"{game_title(game)} is for {count} players, not {players}")


def game_options(options, players, lang) -> dict:
    """--option pairs, with --players and --lang (an explicit --option lang=... wins over --lang)."""
    out = dict(options)
    out.setdefault("lang", lang)
    if players is not None:
        out["players"] = players
    return out


class GameCommand(click.Command):
    """A command whose help ends with the games of the table and their strategies."""

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        from ..games.table import GAME_TABLE

        with formatter.section("Games (strategies, the default first)"):
            formatter.write_dl([(row.name, ", ".join(row.strategies)) for row in GAME_TABLE])
        formatter.write_paragraph()
        formatter.write_text("Each game's options: wordtools play GAME --option help")
        super().format_epilog(ctx, formatter)


def common_game_options(func):
    """--players, --strategy, --option, --lang, --seed (play and simulate)."""
    for decorator in reversed(
        [
            click.option("--players", type=click.IntRange(min=1), help="Number of players (default: the game's)."),
            click.option(
                "--strategy",
                "strategies",
                multiple=True,
                metavar="NAME",
                help="Strategy: once for every seat, or once per seat in order (default: the game's first).",
            ),
            click.option(
                "--option",
                "options",
                type=KeyValue(),
                multiple=True,
                help="A game option, e.g. --option length=6 (Letter Jam); VALUE is JSON or text.",
            ),
            lang_option,
            seed_option,
        ]
    ):
        func = decorator(func)
    return func


def _maybe_option_help(game, options) -> None:
    """``--option help`` lists the game's options and stops."""
    if any(key == "help" for key, _ in options):
        for line in game.option_schema.describe():
            click.echo(line)
        click.get_current_context().exit(0)


def _indent(text: str, prefix: str = "    ") -> str:
    return "\n".join(prefix + line for line in text.splitlines())


@click.command(cls=GameCommand)
@click.argument("game_name", metavar="GAME")
@common_game_options
@click.option(
    "--log",
    "log_path",
    type=click.Path(),
    help="Also write the game's JSON-lines log to FILE (folders made; a device or FIFO written through).",
)
@click.option("--boards", is_flag=True, help="Show the position after every move, not just at the start and end.")
@click.option(
    "--human",
    "humans",
    type=click.IntRange(min=0),
    multiple=True,
    metavar="SEAT",
    help="Seat SEAT (0, 1, ...) is played by you: moves typed in the game's syntax ('help', 'hint'). Repeatable.",
)
@json_option
def play(game_name, players, strategies, options, lang, seed, log_path, boards, humans, as_json):
    """Play one seeded game between strategies (and people) and print it.

    \b
    wordtools play wordon --seed 3
    wordtools play letterjam --players 4 --strategy simple --log game.jsonl
    wordtools play wordon --human 0          # you are seat 0
    With --json, the game's log (header, one line per move, outcome) as JSON lines.
    """
    from ..engine.log import log_text, write_log
    from ..engine.runner import play_game, resolve_options, resolve_strategies

    game = find_game(game_name)
    lines: list[str] = []
    last: dict[str, Any] = {}
    table = None
    live = bool(humans) and not as_json  # with people at the table, narrate as it happens

    def say(text: str) -> None:
        if live:
            click.echo(text)
        else:
            lines.append(text)

    def narrate(line, state, checked, transition):
        after = transition.state
        if table is not None:
            table.follow(transition)
        # With people at the table, the whole position is drawn only when it holds no secret
        # (Montage); a person sees their own seat's view when asked to move.
        pictures = not live or last.get("public", False)
        if line["n"] == 1 and pictures:
            say(game.render(state))
        change = f"  [{line['score']:+d}]" if isinstance(line.get("score"), int) else ""
        say(f"{line['n']:3d}. seat {line['seat']}: {transition.text or line['move']}{change}")
        last["shown"] = (boards or game.shows_position_after(state, checked, after)) and pictures
        if last["shown"]:
            say(_indent(game.render(after)))
        last["state"] = after

    _maybe_option_help(game, options)
    check_players(game, players)
    if log_path:
        from ..files import check_target

        check_target(log_path)  # before the game: no game played in vain
    chosen = resolve_options(game, game_options(options, players, lang), from_text=True)
    names = resolve_strategies(game, strategies, chosen["players"])
    people = {}
    if humans:
        from .human import HumanSeat, Table

        for seat in humans:
            if seat >= chosen["players"]:
                raise BadInput(f"--human {seat}: this game has seats 0 to {chosen['players'] - 1}")
        table = Table(game.setup(chosen, seed))  # the runner's start position: same options, same seed
        last["public"] = game.view(table.state, 0) == table.state
        # With --json, stdout is the log alone: the dialogue with the person goes to stderr.
        write = (lambda text: click.echo(text, err=True)) if as_json else click.echo
        people = {seat: HumanSeat(game, seat, table, seed, write=write) for seat in humans}
    shown = " ".join(
        f"{k}={cut(json.dumps(v, ensure_ascii=False))}" for k, v in chosen.items()
    )  # a board's text is long
    names_shown = [PERSON if s in people else n for s, n in enumerate(names)]
    if live:
        click.echo(f"{game.name} v{game.version} · seed {seed} · {shown}")
        click.echo("strategies: " + ", ".join(f"seat {s} {n}" for s, n in enumerate(names_shown)))
    record = play_game(game, chosen, seed, names, on_move=narrate, players=people)
    record.header["strategies"] = names_shown  # a person's seat is logged as played by "person"
    header, outcome = record.header, record.outcome
    assert outcome is not None  # play_game returns a finished game
    if log_path:  # first, so the log exists even when the output is cut short (| head)
        write_log(record, log_path)
    if as_json:
        click.echo(log_text(record), nl=False)
        return
    if not live:
        click.echo(f"{game.name} v{header['version']} · seed {seed} · {shown}")
        click.echo("strategies: " + ", ".join(f"seat {s} {n}" for s, n in enumerate(header["strategies"])))
    for text in lines:
        if text:
            click.echo(text)
    if not last.get("shown") and "state" in last and game.render(last["state"]):
        click.echo(game.render(last["state"]))
    click.echo(f"game over after {len(record.moves)} moves: {outcome.reason}")
    for seat, score in enumerate(outcome.scores):
        mark = "  winner" if seat in outcome.winners else ""
        click.echo(f"  seat {seat} ({header['strategies'][seat]}): {score}{mark}")
    if log_path:
        click.echo(f"log written to {log_path}")


def _stats_rows(rows: list[dict], first: str) -> list[list[str]]:
    return [
        [
            str(r[first]),
            f"{r['mean']:.2f}",
            f"{r['median']:g}",
            str(r["min"]),
            str(r["max"]),
            f"{100 * r['win_rate']:.1f}%",
        ]
        for r in rows
    ]


def _table(rows: list[list[str]], header: list[str], text_columns: int = 1) -> str:
    """Aligned columns: the first *text_columns* to the left, numbers to the right."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    align = lambda i, c, w: c.ljust(w) if i < text_columns else c.rjust(w)
    return "\n".join(
        "  ".join(align(i, c, w) for i, (c, w) in enumerate(zip(r, widths))).rstrip() for r in [header, *rows]
    )


def _check_executor(ctx, param, value):
    from ..engine.simulate import dask_address

    if value is not None:
        try:
            dask_address(value)
        except BadInput as exc:
            raise click.BadParameter(str(exc)) from None
    return value


@click.command(cls=GameCommand)
@click.argument("game_name", metavar="GAME")
@click.option("--games", type=click.IntRange(min=1), required=True, help="Number of games.")
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Worker processes on this machine (at most one per game and per CPU).",
)
@common_game_options
@click.option("--logs", "logs_dir", type=click.Path(), help="Write each game's log to DIR/<game>-<i>.jsonl.")
@click.option(
    "--executor",
    metavar="dask://HOST:PORT",
    callback=_check_executor,
    help="Run on a Dask cluster instead (pip install 'wordtools[dask]').",
)
@click.option(
    "--timeout",
    type=click.FloatRange(min=0, min_open=True),
    default=DEFAULT_TIMEOUT,
    show_default=True,
    metavar="SECONDS",
    help="Stop a --jobs or --executor run when no game has finished for this long (a stalled worker).",
)
@json_option
def simulate(game_name, games, jobs, players, strategies, options, lang, seed, logs_dir, executor, timeout, as_json):
    """Play N seeded games and sum them up: scores, win rates, game length, speed.

    Game i uses a seed derived from --seed and i, so the summary is the same
    for any --jobs or executor (only the speed differs).

    \b
    wordtools simulate wordon --games 200 --jobs 2
    wordtools simulate montage --games 1000 --executor dask://10.0.0.5:8786 --json
    """
    from tqdm import tqdm

    from ..engine.runner import resolve_options, resolve_strategies
    from ..engine.simulate import simulate as run

    game = find_game(game_name)
    _maybe_option_help(game, options)
    check_players(game, players)
    options = resolve_options(game, game_options(options, players, lang), from_text=True)
    strategies = resolve_strategies(game, strategies, options["players"])  # errors before the bar shows
    # disable=None: the bar is drawn only when stderr is a terminal, never into a redirected file.
    with tqdm(total=games, desc=game.name, unit="game", file=sys.stderr, leave=False, disable=None) as bar:
        summary = run(
            game,
            options,
            games=games,
            seed=seed,
            strategies=strategies,
            jobs=jobs,
            executor=executor,
            logs_dir=logs_dir,
            progress=bar.update,
            timeout=timeout,
        )
    if as_json:
        emit_json([summary.to_json()])
        return
    shown = " ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in summary.options.items())
    click.echo(f"{summary.game}: {summary.games} games · seed {summary.seed} · {shown}")
    header = ["mean", "median", "min", "max", "win rate"]
    rows = _stats_rows(summary.seats, "seat")
    for row, seat in zip(rows, summary.seats):
        row.insert(1, seat["strategy"])
    click.echo(_table(rows, ["seat", "strategy", *header], text_columns=2))
    if len(summary.by_strategy) > 1:
        click.echo(_table(_stats_rows(summary.by_strategy, "strategy"), ["strategy", *header]))
    click.echo(f"mean game length: {summary.mean_moves:.1f} moves")
    click.echo("endings: " + ", ".join(f"{reason} ×{n}" for reason, n in summary.reasons.items()))
    timing = summary.timing
    click.echo(
        f"speed: {timing['games_per_second']} games/s ({timing['seconds']} s, {timing['executor']}, jobs {timing['jobs']})"
    )
    if logs_dir:
        click.echo(f"logs written to {logs_dir}/")


@click.command()
@click.argument("logs", metavar="LOG...", nargs=-1, required=True, type=click.Path())
@click.option(
    "--replay",
    is_flag=True,
    help="Also play each game again with its logged strategies and report the first move that differs.",
)
@json_option
def validate(logs, replay, as_json):
    """Replay game logs and check every move and every score.

    Prints one line per log: "FILE: ok (N moves)" or "FILE:LINE: what differs"
    (an illegal move with the rule's reason). With --replay the logged
    strategies also play the game again from its seed, and the first move
    that is not theirs is reported. Exit status 1 when any log does not validate.
    """
    import os

    from ..engine.validate import validate_file
    from ..errors import DataError

    for path in logs:  # a missing log is exit 3, as a missing file is everywhere
        if not os.path.exists(path):
            raise DataError(f"{path}: no such file")
    bad = 0
    for path in logs:
        report = validate_file(path, replay_strategies=replay)
        bad += not report.ok
        if as_json:
            emit_json([report.to_json()])
        else:
            click.echo(str(report))
    if bad:
        if not as_json:
            click.echo(f"{bad} of {len(logs)} logs do not validate", err=True)
        click.get_current_context().exit(1)
