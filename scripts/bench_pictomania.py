#!/usr/bin/env python3
"""Pictomania measures: the inventory by language, theme and level; seeded decks generated and
checked (time, checks passing, sides in band); sample sides per level; the PDF; and, once the game
is registered, correct guesses per round by level in simulated games.

Usage: python scripts/bench_pictomania.py [DECKS_PER_LANG]   (default 20; PICTO_BENCH_GAMES=N games
per level, default 40, 0 skips the games)

       python scripts/bench_pictomania.py tables [GAMES [LANG...]]   (default 200, es en) wrong guesses per round and
black-sheep rounds at each level and rising, per language, on the game's own decks and on a broken
deck: the same cards with every side A replaced by one thing and six kinds of it (dog and six
breeds), which a table cannot tell apart.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import fmt  # noqa: E402

LANGS = ("es", "en")


def inventory_table() -> None:
    from wordtools.games.pictomania.difficulty import clue_difficulty, level_of
    from wordtools.lexicon.concept_levels import LEVELS, sense_familiarity
    from wordtools.lexicon.concepts import load_inventory

    start = time.perf_counter()
    inventory = load_inventory()
    print(
        f"inventory: {len(inventory)} concepts, {len(inventory.groups)} groups, "
        f"{len(inventory.themes)} themes (loaded in {fmt(time.perf_counter() - start)})"
    )
    for lang in LANGS:
        by_theme: dict[str, Counter] = {}
        for concept in inventory:
            level = level_of(clue_difficulty(sense_familiarity(concept, lang, inventory)), lang)
            by_theme.setdefault(concept.theme, Counter())[level] += 1
        total = sum(by_theme.values(), Counter())
        print(f"\n{lang}: {'theme':<10} " + " ".join(f"{level:>7}" for level in LEVELS) + "   total")
        for theme in sorted(by_theme):
            counts = by_theme[theme]
            print(
                f"    {theme:<10} "
                + " ".join(f"{counts[level]:>7}" for level in LEVELS)
                + f"   {sum(counts.values()):>5}"
            )
        print(f"    {'all':<10} " + " ".join(f"{total[level]:>7}" for level in LEVELS) + f"   {sum(total.values()):>5}")


def decks(count: int) -> None:
    from wordtools.games.pictomania.check import check_deck
    from wordtools.games.pictomania.generate import generate_deck
    from wordtools.lexicon.concepts import load_inventory

    inventory = load_inventory()
    print()
    for lang in LANGS:
        generate_times, check_times, passing, in_band, sides, themes = [], [], 0, 0, 0, Counter()
        for seed in range(count):
            start = time.perf_counter()
            deck = generate_deck(99, (lang,), seed, inventory=inventory)
            generate_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            report = check_deck(deck, inventory)
            check_times.append(time.perf_counter() - start)
            passing += report.ok and not report.errors
            in_band += report.in_band
            sides += report.sides
            themes.update(inventory.groups[s.group].theme for s in deck.sides)
        top_theme, top = themes.most_common(1)[0]
        print(
            f"{lang}: {count} seeded decks of 99 cards: {passing}/{count} pass every check; "
            f"{in_band}/{sides} sides in their band ({in_band / sides:.1%}); "
            f"generate median {fmt(statistics.median(generate_times))}, check median "
            f"{fmt(statistics.median(check_times))}; largest theme {top_theme} {top / sides:.1%} of sides"
        )


def samples() -> None:
    from wordtools.games.pictomania.difficulty import side_difficulty
    from wordtools.games.pictomania.generate import generate_deck
    from wordtools.lexicon.concept_levels import LEVELS

    for lang in LANGS:
        deck = generate_deck(99, (lang,), 2026)
        for level in LEVELS:
            print(f"\n{lang} {level} (seed 2026, first 10 sides; difficulty):")
            for side in deck.by_level(level)[:10]:
                names = ", ".join(c.name(lang).upper() for c in side.clues)
                print(f"  {side_difficulty(side, lang):.3f}  {names}")


def pdf() -> None:
    from wordtools.games.pictomania.generate import generate_deck
    from wordtools.games.pictomania.pdf import deck_pdf

    deck = generate_deck(99, ("es", "en"), 1)
    start = time.perf_counter()
    data = deck_pdf(deck)
    took = time.perf_counter() - start
    import io

    from pypdf import PdfReader

    pages = len(PdfReader(io.BytesIO(data)).pages)
    print(f"\nPDF of 99 bilingual cards: {pages} A4 pages, {len(data) / 1024:.0f} KiB, made in {fmt(took)}")


def games(per_level: int) -> None:
    from wordtools.games.table import find_row

    if per_level <= 0 or find_row("pictomania") is None:
        return
    from wordtools.games.pictomania.measure import correct_guesses_by_level

    print()
    for lang in LANGS:
        for strategy in ("careful", "quick"):
            table = correct_guesses_by_level(per_level, lang, strategy)
            shown = "  ".join(f"{level} {value:.2f}" for level, value in table.items())
            print(f"{lang} {strategy}: mean correct guesses per round (4 players, {per_level} games a level): {shown}")


def broken_deck(lang: str, path: Path) -> None:
    """Write a deck of 120 cards whose every side A is a thing and six kinds of it (see the docstring)."""
    from wordtools.games.pictomania.deck import Clue, Deck, Side
    from wordtools.games.pictomania.deckfile import write_deck
    from wordtools.games.pictomania.generate import generate_deck
    from wordtools.lexicon.concepts import load_inventory

    inventory = load_inventory()
    kinds: dict[str, list[str]] = {}
    for concept in inventory:
        if concept.isa in inventory.concepts:
            kinds.setdefault(concept.isa, []).append(concept.id)
    families = sorted(parent for parent, children in kinds.items() if len(children) >= 6)
    deck = generate_deck(120, (lang,), 0, inventory=inventory)  # 30 cards a level: 5 rounds of one level
    sides = []
    for side in deck.sides:
        if side.side == "A":
            parent = families[side.card % len(families)]
            ids = [parent, *sorted(kinds[parent])[:6]]
            clues = tuple(Clue(n, ((lang, inventory.concepts[c].name(lang)),), c) for n, c in enumerate(ids, 1))
            side = Side(side.card, "A", side.level, clues)
        sides.append(side)
    write_deck(Deck((lang,), tuple(sides)), path)


def tables(games: int, langs: tuple[str, ...] = LANGS) -> None:
    import tempfile

    from wordtools.games.pictomania.measure import TABLE, table_figures
    from wordtools.lexicon.concept_levels import LEVELS

    print(
        f"{games} games a row, seats {', '.join(TABLE)}: right / wrong guesses a round, black-sheep rounds, "
        "the mean share of right guesses per side drawn, bonus tokens refused"
    )
    with tempfile.TemporaryDirectory() as folder:
        for lang in langs:
            broken = Path(folder) / f"broken-{lang}.csv"
            broken_deck(lang, broken)
            for level in (*LEVELS, "rising"):
                for name, deck in (("generated", None), ("broken", str(broken))):
                    start = time.perf_counter()
                    f = table_figures(games, lang, level, deck=deck)
                    print(
                        f"{lang} {level:<7} {name:<9} right {f.correct:.2f}  wrong {f.wrong:.2f}  "
                        f"black sheep {f.black_sheep:6.1%}  right per side {f.side_share:6.1%}  "
                        f"refused {f.refused:5.1%}  "
                        f"({fmt(time.perf_counter() - start)})",
                        flush=True,
                    )


def run() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "tables":
        tables(int(sys.argv[2]) if len(sys.argv) > 2 else 200, tuple(sys.argv[3:]) or LANGS)
        return
    count = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 20
    inventory_table()
    decks(count)
    samples()
    pdf()
    games(int(os.environ.get("PICTO_BENCH_GAMES", "40")))


if __name__ == "__main__":
    run()
