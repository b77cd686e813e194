"""Letter Jam measures: clue ranking on a 6-stand table, and seeded whole games.

1. Clue ranking (es and en): 40 seeded tables as a giver sees them at a 6-stand
   table (5 visible stands: players and non-player stands, plus 0-2 bonus
   letters), wildcard on. Median and p95 of ``find_clues`` (target <= 200 ms),
   against a baseline in the same run: the same ranking fed by a plain Python
   scan over the word list instead of the bitset query.
2. Games: ``LETTERJAM_GAMES`` (default 200) seeded 4-player games with 5-letter
   words per language and strategy: share of secret words rebuilt correctly,
   mean score and rating, mean clues used, median and max seconds per game.
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
        out.append(make_table(deck, [(f"P{i + 1}", x) for i, x in enumerate(visible[:players])], visible[players:], bonus))
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
        query = [timed(lambda t=t: clue_candidates(t, lexicon, True, 2.0, 2, 12)) for t in tables]
        scan = [timed(lambda t=t: _plain_candidates(rows, t, 2.0)) for t in tables[:10]]
        slow = []
        for t in tables[:10]:
            start = time.perf_counter()
            find_clues(t, deck, lexicon, vocab, candidates=_plain_candidates(rows, t, 2.0))
            slow.append(time.perf_counter() - start)
        rows_out.append([
            lang, f"{len(lexicon):,}", fmt(median(fast)), fmt(p95(fast)), fmt(median(slow)),
            f"{median(slow) / median(fast):.1f}x", fmt(median(query)), fmt(median(scan)),
            f"{median(scan) / median(query):.0f}x", fmt(vocab_s),
        ])
    print("Clue ranking, 6-stand table (5 visible stands + 0-2 bonus letters, wildcard on), 40 tables")
    print(table(rows_out, ["lang", "words", "median", "p95", "with plain scan", "ratio",
                                 "candidates: query", "plain scan", "ratio", "vocabulary (once)"]))


def bench_games() -> None:
    from wordtools.engine.registry import find_game
    from wordtools.engine.runner import play_game
    from wordtools.games.letterjam.deck import rating_for

    games = int(os.environ.get("LETTERJAM_GAMES", "200"))
    if games <= 0:
        return
    game = find_game("letterjam")
    rows = []
    for lang in ("es", "en"):
        for strategy in ("smart", "simple"):
            correct = words = clues = 0
            scores, seconds = [], []
            for seed in range(games):
                start = time.perf_counter()
                record = play_game(game, {"players": 4, "lang": lang, "length": 5}, seed, [strategy])
                seconds.append(time.perf_counter() - start)
                details = record.outcome.details
                correct += sum(w["correct"] for w in details["words"])
                words += len(details["words"])
                clues += details["clues"]
                scores.append(details["total"])
            mean = statistics.mean(scores)
            rows.append([
                lang, strategy, str(games), f"{correct / words:.1%}", f"{mean:.1f}", rating_for(round(mean)),
                f"{clues / games:.1f}", fmt(median(seconds)), fmt(max(seconds)),
            ])
            print(" ".join(rows[-1]), flush=True)
    print(f"\nWhole games: 4 players, 5-letter words, seeds 0..{games - 1}")
    print(table(rows, ["lang", "strategy", "games", "words rebuilt", "mean score", "rating", "clues", "median game", "max game"]))


def run() -> None:
    bench_clues()
    print()
    bench_games()


if __name__ == "__main__":
    run()
