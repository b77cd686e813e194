"""Letter Jam measures: clue ranking on a 6-stand table, and seeded whole games.

1. Clue ranking (es and en): 40 seeded tables as a giver sees them at a 6-stand
   table (5 visible stands: players and non-player stands, plus 0-2 bonus
   letters), wildcard on. Median and p95 of ``find_clues`` (target <= 50 ms median),
   against a baseline in the same run: the same ranking fed by a plain Python
   scan over the word list instead of the bitset query.
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

from benchlib import fmt, median, p95, table

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


def _plain_candidates(rows, table, min_zipf: float):
    """Baseline: scan every (key, zipf, word) row in Python."""
    visible = set(table.visible())
    threshold = round(min_zipf * 100)
    out = {}
    for key, z, word in rows:
        if z < threshold or not 2 <= len(key) <= 12:
            continue
        if len(set(key) - visible) <= 1 and (key not in out or out[key][0] < z):
            out[key] = (z, word)
    return out


def timed(func) -> float:
    start = time.perf_counter()
    func()
    return time.perf_counter() - start


def bench_clues() -> None:
    from wordtools.games.letterjam.clues import clue_candidates, find_clues
    from wordtools.games.letterjam.vocab import vocabulary
    from wordtools.lexicon import get_lexicon

    rows_out = []
    for lang in ("es", "en"):
        lexicon = get_lexicon(lang, "broad")
        start = time.perf_counter()
        vocab = vocabulary(lang, "broad", 1.5)
        vocab_s = time.perf_counter() - start
        deck, tables = _tables(lang, 40)
        fast = []
        for t in tables:
            start = time.perf_counter()
            find_clues(t, deck, lexicon, vocab)
            fast.append(time.perf_counter() - start)
        rows = [(lexicon.key(i), lexicon.index._zipf[i], lexicon.word(i)) for i in range(len(lexicon))]
        query = [timed(lambda t=t: clue_candidates(t, lexicon, True, 2.0, 2, 12)) for t in tables]  # noqa: B023
        scan = [timed(lambda t=t: _plain_candidates(rows, t, 2.0)) for t in tables[:10]]  # noqa: B023
        slow = []
        for t in tables[:10]:
            start = time.perf_counter()
            find_clues(t, deck, lexicon, vocab, candidates=_plain_candidates(rows, t, 2.0))
            slow.append(time.perf_counter() - start)
        rows_out.append(
            [
                lang,
                f"{len(lexicon):,}",
                fmt(median(fast)),
                fmt(p95(fast)),
                fmt(median(slow)),
                f"{median(slow) / median(fast):.1f}x",
                fmt(median(query)),
                fmt(median(scan)),
                f"{median(scan) / median(query):.0f}x",
                fmt(vocab_s),
            ]
        )
    print("Clue ranking, 6-stand table (5 visible stands + 0-2 bonus letters, wildcard on), 40 tables")
    print(
        table(
            rows_out,
            [
                "lang",
                "words",
                "median",
                "p95",
                "with plain scan",
                "ratio",
                "candidates: query",
                "plain scan",
                "ratio",
                "vocabulary (once)",
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
        "correct": sum(w["correct"] for w in details["words"]),
        "words": len(details["words"]),
        "clues": details["clues"],
        "total": details["total"],
        "seconds": seconds,
        "noted": len(notes),
        "wrong": sum(1 for m in notes if not m["right"]),
        "lengthened": details["lengthened"],
    }


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
