"""``wordtools letterjam clues|deduce|deal|score``: thin commands over wordtools.games.letterjam."""

from __future__ import annotations

import click

from ...cli import declared
from ...cli.options import Word, emit_json, json_option, lang_option, list_option, seed_option
from .operations import CLUES, DEAL, DEDUCE, SCORE


class PlayerLetter(click.ParamType):
    """``NAME=LETTER`` (or just ``LETTER``: the player is named by its place)."""

    name = "NAME=LETTER"

    def convert(self, value, param, ctx):
        if isinstance(value, tuple):
            return value
        name, sep, letter = value.rpartition("=")
        if sep and not name:
            self.fail(f"{value!r}: the player's name is missing before '='", param, ctx)
        if not letter:
            self.fail(f"{value!r}: the letter is missing after '='", param, ctx)
        return (name or None, letter)


def _deck(deck_spec, lang):
    from .deck import load_deck

    return load_deck(deck_spec or lang)


@click.group()
def letterjam():
    """Letter Jam (Macedonia de letras): clues, deductions, deals and scores."""


@letterjam.command()
@declared.option(CLUES["players"], type=PlayerLetter())
@declared.options(CLUES, "npc", "bonus", "wildcard", "min_zipf", "min_familiarity", "length", "need", "limit", "lang")
@list_option(CLUES["list"].default)
@declared.option(CLUES["deck"])
@json_option
def clues(
    players, npc, bonus, wildcard, min_zipf, min_familiarity, lengths, need, limit, lang, list_name, deck_spec, as_json
):
    """Clues a giver can spell from the letters they see, best first."""
    from .clues import SCORE_EXPLANATION, ClueLimits, offer_clues

    named = [(name or f"P{i + 1}", letter) for i, (name, letter) in enumerate(players)]
    limits = ClueLimits(wildcard, min_zipf, min_familiarity, lengths[0], lengths[1], top=limit)
    table, found = offer_clues(_deck(deck_spec, lang), list_name, named, npc, bonus, need, limits)
    if as_json:
        emit_json(c.to_json() for c in found)
        return
    if not found:
        click.echo("no clue found", err=True)
        return
    seen = " ".join(f"{n}={x.upper()}" for n, x in table.players)
    extra = "".join(f" npc={x.upper()}" for x in table.npc) + "".join(f" bonus={x.upper()}" for x in table.bonus)
    click.echo(f"seeing {seen}{extra}")
    click.echo(SCORE_EXPLANATION)
    width = max(len(c.word) for c in found)
    for rank, c in enumerate(found, 1):
        wild = f" (* = {c.wildcard.upper()})" if c.wildcard else ""
        click.echo(
            f"{rank:2}. {c.word.upper():<{width}}  score {c.score:5.2f}  zipf {c.zipf:4.2f}  "
            f"familiarity {c.familiarity:.2f}  {c.announcement()}{wild}"
        )
        for h in c.helped:
            options = " ".join(f"{x.upper()}:{p:.2f}" for x, p in h.options[:4])
            more = f" +{len(h.options) - 4}" if len(h.options) > 4 else ""
            pos = ",".join(map(str, h.positions))
            click.echo(f"      {h.name} at {pos}: writes {h.pattern}  -> {options}{more}")


@letterjam.command()
@click.argument("clue_texts", metavar="CLUE...", nargs=-1, required=True, type=Word("clue"))
@declared.options(DEDUCE, "seen", "limit", "lang")
@list_option(DEDUCE["list"].default)
@declared.option(DEDUCE["deck"])
@json_option
def deduce(clue_texts, seen, limit, lang, list_name, deck_spec, as_json):
    """Which letter is my card, from the clues on my sheet (? = mine, * = wildcard)."""
    from .deduce import deduce_from

    found = deduce_from(list(clue_texts), _deck(deck_spec, lang), list_name, seen, limit)
    if as_json:
        emit_json(d.to_json() for d in found)
        return
    if not found:
        click.echo("no deck letter fits all these clues", err=True)
        return
    for d in found:
        click.echo(f"{d.letter.upper()}  {d.probability:6.1%}  {' '.join(d.words)}")


@letterjam.command()
@declared.options(DEAL, "players", "length", "min_zipf", "min_familiarity", "allow_rude", "seed", "lang")
@declared.option(DEAL["deck"])
@json_option
def deal(players, length, min_zipf, min_familiarity, allow_rude, seed, lang, deck_spec, as_json):
    """Secret words (no card twice) and the non-player stacks, from a seed.

    Secret words are plain words most adults know, never a name, an abbreviation,
    a foreign or a vulgar word.
    """
    from .deal import deal as run

    dealt = run(_deck(deck_spec, lang), players, length, seed, min_zipf, min_familiarity, allow_rude)
    if as_json:
        emit_json([dealt.to_json()])
        return
    for i, (word, row) in enumerate(zip(dealt.words, dealt.rows), 1):
        click.echo(f"P{i}: {word.upper()}  (cards in order: {''.join(row).upper()})")
    for k, stack in enumerate(dealt.npc_stacks, 1):
        click.echo(f"N{k}: {len(stack)} cards {''.join(stack).upper()}")
    click.echo(f"deck: {len(dealt.deck)} cards")


@letterjam.command()
@declared.option(SCORE["original"], type=Word())
@declared.option(SCORE["written"], type=Word())
@declared.options(SCORE, "green", "replaced", "players")
@declared.option(SCORE["ratings"], type=click.Path(dir_okay=False))
@lang_option
@json_option
def score(originals, writtens, green, replaced, players, ratings_path, lang, as_json):
    """Score words the rulebook's way, one player or a whole table, with the rating."""
    from .score import score_words

    table = score_words(lang, originals, writtens, green, replaced, players, ratings_path)
    if as_json:
        emit_json([table.to_json()])
        return
    for w in table.words:
        verdict = "correct" if w.correct else f"wrong ({w.deduced} letter{'' if w.deduced == 1 else 's'} deduced)"
        click.echo(f"{w.original.upper()} -> {w.written.upper()}: {verdict}, {w.points} points")
    click.echo(f"total {table.total}: {table.rating} ({table.players}-player card)")


@letterjam.group()
def deck():
    """Measure a deck of letter cards, or search card counts for a better one."""


def _render_measures(title: str, m) -> None:
    lengths = sorted({n for n, _ in m.dealable})
    counts = sorted({p for _, p in m.dealable})
    click.echo(f"{title}: {m.deck.name} ({len(m.deck)} cards) {' '.join(f'{x.upper()}{n}' for x, n in m.deck.counts)}")
    click.echo("  dealable share (common words still dealable once the others have theirs)")
    click.echo("    letters " + "".join(f"{p:>4}p" for p in counts))
    for n in lengths:
        click.echo(f"    {n:>7} " + "".join(f"{m.dealable[(n, p)]:5.0%}" for p in counts))
    click.echo(
        f"  mean dealable {m.mean_dealable:.1%}; good clues per table {m.good_clues:.1f} ({m.tables} tables); "
        f"objective {m.objective:.1f}"
    )
    if m.rebuilt is not None:
        click.echo(
            f"  simulated: {m.rebuilt:.1%} of secret words rebuilt, mean team score {m.mean_score:.1f} ({m.games} games)"
        )


@deck.command("evaluate")
@click.argument("deck_spec", metavar="DECK")
@click.option(
    "--games",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="Also simulate N seeded 4-player games (human players) and count words rebuilt.",
)
@click.option(
    "--tables", type=click.IntRange(min=1), default=40, show_default=True, help="Random tables for good clues."
)
@click.option(
    "--samples", type=click.IntRange(min=1), default=20, show_default=True, help="Random deals per length and count."
)
@lang_option
@seed_option
@json_option
def evaluate(deck_spec, games, tables, samples, lang, seed, as_json):
    """Measure DECK (es, en or a file): dealable secret words, good clues, words rebuilt."""
    from .deck import load_deck
    from .designer import evaluate_deck

    measured = evaluate_deck(
        load_deck(deck_spec, lang if deck_spec not in ("es", "en") else None),
        samples=samples,
        tables=tables,
        games=games,
        seed=seed,
    )
    if as_json:
        emit_json([measured.to_json()])
        return
    _render_measures("deck", measured)


@deck.command("design")
@click.option("--with", "include", default="", metavar="LETTERS", help="Letters that must be in the deck.")
@click.option("--without", "exclude", default="", metavar="LETTERS", help="Letters that must stay out.")
@click.option(
    "--start",
    "start_spec",
    default=None,
    metavar="DECK",
    help="Start the search from this deck (es, en or a file) instead of the letter-frequency deck.",
)
@click.option("--steps", type=click.IntRange(min=1), default=150, show_default=True, help="Decks tried by the search.")
@click.option(
    "--games",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="Simulate N games with the start and the best deck.",
)
@click.option(
    "--tables", type=click.IntRange(min=1), default=16, show_default=True, help="Random tables per deck tried."
)
@click.option(
    "--samples", type=click.IntRange(min=1), default=6, show_default=True, help="Random deals per length and count."
)
@click.option("--out", "out_path", type=click.Path(), default=None, help="Write the best deck to this file.")
@lang_option
@seed_option
@json_option
def design(include, exclude, start_spec, steps, games, tables, samples, out_path, lang, seed, as_json):
    """Search card counts (64 cards, every letter 2+) that maximise dealable share x good clues."""
    from .deck import load_deck
    from .designer import design_deck, evaluate_deck, write_deck

    if out_path:
        from ...files import check_target

        check_target(out_path)  # before the search
    alphabet_fold = _deck(None, lang).alphabet.fold
    start_counts = dict(load_deck(start_spec, lang).counts) if start_spec else None
    found = design_deck(
        lang,
        start=start_counts,
        include=alphabet_fold(include) if include else "",
        exclude=alphabet_fold(exclude) if exclude else "",
        steps=steps,
        seed=seed,
        samples=samples,
        tables=tables,
    )
    start, best = found.start, found.best
    if games:
        start = evaluate_deck(start.deck, games=games, seed=seed, samples=samples, tables=tables)
        best = evaluate_deck(best.deck, games=games, seed=seed, samples=samples, tables=tables)
    if out_path:
        write_deck(best.deck, out_path, found)
    if as_json:
        emit_json([{**found.to_json(), "start": start.to_json(), "best": best.to_json()}])
        return
    _render_measures("start" if start_spec else "start (letter frequency)", start)
    _render_measures("best", best)
    click.echo(f"{found.evaluations} decks tried; kept moves: {' '.join(found.accepted) or '-'}")
    if found.start_held_out is not None and found.best_held_out is not None:
        a, b = found.start_held_out, found.best_held_out
        verdict = "confirmed" if found.confirmed else "NOT confirmed: keep the start deck"
        click.echo(
            f"held-out tables (seed {seed + 1}): start objective {a.objective:.1f} "
            f"(dealable {a.mean_dealable:.1%}, good clues {a.good_clues:.1f}), best {b.objective:.1f} "
            f"(dealable {b.mean_dealable:.1%}, good clues {b.good_clues:.1f}): {verdict}"
        )
