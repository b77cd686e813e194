"""Letter Jam measures: clue ranking on a 6-stand table, and seeded whole games.

1. Clue ranking (es and en): seeded tables as a giver sees them at a 6-stand
   table (5 visible stands: players and non-player stands, plus 0-2 bonus
   letters), wildcard on. Median and p95 of ``find_clues`` (target <= 50 ms median)
   on tables 0-39 in a fresh process (the vocabulary and the clue rows built
   first and timed apart; the deducer's caches and wildcard tables grow as they
   pay, as in a game), then on tables 40-79 after those; each against a
   baseline timed table by table in the same run: the plain ranking (the
   lexicon's set query, the word-by-word pre-score, the plain deducer: the clue
   finder without its fast paths), which must give the very same clues.
2. Games: ``LETTERJAM_GAMES`` (default 200) seeded 4-player games with 5-letter
   words per language (``LETTERJAM_LANGS``) and strategy (``LETTERJAM_STRATEGIES``:
   human, perfect, simple): share of secret words rebuilt correctly, mean score
   and rating (4-player card), mean clues used, share of letters noted wrong
   after clues (misread), letters added to final words with bonus letters,
   median and max seconds per game. ``LETTERJAM_JOBS`` processes (default 1).
"""

from __future__ import annotations

import os
import statistics
import time
from contextlib import contextmanager

from benchlib import fmt, median, over_inputs, p95, table

from wordtools.engine.protocol import chance


def _tables(lang: str, count: int):
    from wordtools.games.letterjam.clues import make_table
    from wordtools.games.letterjam.deck import load_deck

    deck = load_deck(lang)
    out = []
    for n in range(count):
        rng = chance(n, "bench", "table", lang)
        cards = deck.cards()
        rng.shuffle(cards)
        players = rng.randint(3, 5)
        visible = cards[:5]
        bonus = cards[5 : 5 + rng.randint(0, 2)]
        out.append(
            make_table(deck, [(f"P{i + 1}", x) for i, x in enumerate(visible[:players])], visible[players:], bonus)
        )
    return deck, out


@contextmanager
def plain_deducer():
    """The deducer without its caches and wildcard tables (support.plain_supports)."""
    from wordtools.games.letterjam import deduce
    from wordtools.games.letterjam.support import plain_supports

    fast = deduce.pattern_supports
    deduce.pattern_supports = plain_supports
    try:
        yield
    finally:
        deduce.pattern_supports = fast


def plain_ranking(table, deck, lexicon, vocab):
    """The clue finder's ranking the plain way: the lexicon's set query, scored word by word."""
    from wordtools.games.letterjam.clues import clue_candidates, find_clues

    candidates = clue_candidates(table, lexicon, True, 2.0, 2, 12)
    return find_clues(table, deck, lexicon, vocab, candidates=candidates)


def timed(func) -> tuple[float, object]:
    start = time.perf_counter()
    result = func()
    return time.perf_counter() - start, result


def _ranking_rows(lang, label, tables, deck, lexicon, vocab) -> list[str]:
    from wordtools.games.letterjam.clues import find_clues

    fast, plain = [], []
    for t in tables:  # interleaved, so that the shared machine's load weighs on both alike
        fast.append(timed(lambda t=t: find_clues(t, deck, lexicon, vocab)))
        with plain_deducer():
            plain.append(timed(lambda t=t: plain_ranking(t, deck, lexicon, vocab)))
    same = all(a[1] == b[1] for a, b in zip(fast, plain))
    fast_s, plain_s = [s for s, _ in fast], [s for s, _ in plain]
    return [
        lang,
        label,
        fmt(median(fast_s)),
        fmt(p95(fast_s)),
        fmt(median(plain_s)),
        fmt(p95(plain_s)),
        f"{median(plain_s) / median(fast_s):.1f}x",
        "yes" if same else "NO",
    ]


def bench_clues() -> None:
    from wordtools.games.letterjam.candidates import clue_rows, fitting_rows
    from wordtools.games.letterjam.clues import clue_candidates
    from wordtools.games.letterjam.vocab import vocabulary
    from wordtools.lexicon import get_lexicon

    ranking, setup = [], []
    for lang in ("es", "en"):
        lexicon = get_lexicon(lang, "broad")
        vocab_s, vocab = timed(lambda: vocabulary(lang, "broad", 1.5))  # noqa: B023
        rows_s, rows = timed(lambda: clue_rows(lexicon, vocab))  # noqa: B023
        deck, tables = _tables(lang, 80)
        ranking.append(_ranking_rows(lang, "0-39, fresh process", tables[:40], deck, lexicon, vocab))
        ranking.append(_ranking_rows(lang, "40-79, after those", tables[40:], deck, lexicon, vocab))
        query = over_inputs(lambda t: clue_candidates(t, lexicon, True, 2.0, 2, 12), tables)  # noqa: B023
        from_rows = over_inputs(
            lambda t: fitting_rows(rows, t.visible(), True, 2.0, 2, 12, t.visible()),  # noqa: B023
            tables,
        )
        setup.append(
            [
                lang,
                f"{len(lexicon):,}",
                f"{len(rows.keys):,}",
                fmt(median(from_rows)),
                fmt(median(query)),
                f"{median(query) / median(from_rows):.0f}x",
                fmt(vocab_s),
                fmt(rows_s),
            ]
        )
    print("Clue ranking, 6-stand table (5 visible stands + 0-2 bonus letters, wildcard on), seeded tables")
    print("(plain ranking: the lexicon's set query, the word-by-word pre-score and the plain deducer)")
    print(
        table(
            ranking,
            ["lang", "tables", "median", "p95", "plain ranking", "plain p95", "ratio", "same clues"],
        )
    )
    print()
    print(
        table(
            setup,
            [
                "lang",
                "words",
                "clue rows",
                "candidates: rows",
                "set query",
                "ratio",
                "vocabulary (once)",
                "clue rows (once)",
            ],
        )
    )


def _one_game(args):
    lang, strategy, seed = args
    from wordtools.engine.registry import find_game
    from wordtools.engine.runner import play_game

    start = time.perf_counter()
    record = play_game(find_game("letterjam"), {"players": 4, "lang": lang, "length": 5}, seed, [strategy])
    seconds = time.perf_counter() - start
    details = record.outcome.details
    notes = [m for m in record.moves if m["move"].startswith("advance ")]
    return {
        **_clues_misread(record.moves),
        "correct": sum(w["correct"] for w in details["words"]),
        "words": len(details["words"]),
        "clues": details["clues"],
        "total": details["total"],
        "seconds": seconds,
        "noted": len(notes),
        "wrong": sum(1 for m in notes if not m["right"]),
        "lengthened": details["lengthened"],
    }


def _clues_misread(moves: list[dict]) -> dict:
    """Clues the table gave, and those after which at least one player noted a wrong letter."""
    given = misread = 0
    wrong = False
    for move in moves:
        if "given" in move:  # the clue the table chose: the notes that follow are read from it
            misread += wrong
            given += 1
            wrong = False
        elif move["move"].startswith("advance ") and not move["right"]:
            wrong = True
    return {"given": given, "misread": misread + wrong}


def bench_games() -> None:
    from concurrent.futures import ProcessPoolExecutor

    from wordtools.games.letterjam.deck import rating_for

    games = int(os.environ.get("LETTERJAM_GAMES", "200"))
    if games <= 0:
        return
    jobs = int(os.environ.get("LETTERJAM_JOBS", "1"))
    langs = os.environ.get("LETTERJAM_LANGS", "es,en").split(",")
    strategies = os.environ.get("LETTERJAM_STRATEGIES", "human,perfect,simple").split(",")
    rows = []
    for lang in langs:
        for strategy in strategies:
            tasks = [(lang, strategy, seed) for seed in range(games)]
            if jobs > 1:
                with ProcessPoolExecutor(max_workers=jobs) as pool:
                    results = list(pool.map(_one_game, tasks, chunksize=4))
            else:
                results = [_one_game(t) for t in tasks]
            words = sum(r["words"] for r in results)
            noted = sum(r["noted"] for r in results)
            mean = statistics.mean(r["total"] for r in results)
            seconds = [r["seconds"] for r in results]
            rows.append(
                [
                    lang,
                    strategy,
                    str(games),
                    f"{sum(r['correct'] for r in results) / words:.1%}",
                    f"{mean:.1f}",
                    rating_for(round(mean), 4),
                    f"{statistics.mean(r['clues'] for r in results):.1f}",
                    f"{sum(r['wrong'] for r in results) / noted:.1%}" if noted else "-",
                    f"{sum(r['misread'] for r in results) / max(sum(r['given'] for r in results), 1):.1%}",
                    str(sum(r["lengthened"] for r in results)),
                    fmt(median(seconds)),
                    fmt(max(seconds)),
                ]
            )
            print(" ".join(rows[-1]), flush=True)
    print(f"\nWhole games: 4 players, 5-letter words, seeds 0..{games - 1} (rating: the 4-player card)")
    print(
        table(
            rows,
            [
                "lang",
                "strategy",
                "games",
                "words rebuilt",
                "mean score",
                "rating",
                "clues",
                "letters misread",
                "clues misread",
                "letters added",
                "median game",
                "max game",
            ],
        )
    )


def run() -> None:
    bench_clues()
    print()
    bench_games()


if __name__ == "__main__":
    run()
