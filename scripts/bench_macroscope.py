"""Macroscope: rating time per word and per 400-word deck, and the deck's ratings per level.

Ratings: every subject (MACROSCOPE_BENCH_WORDS, default 400) of the decks of
seeds 0..MACROSCOPE_BENCH_DECKS-1 (default 5) against the strict list of each
language, 100 dice orders per word; the judge's tables (bit-planes, bands,
letters per window) are built first and timed apart (once per process).
Baseline in the same run: the same rating with the candidates found by a plain
Python scan over the words of the same length (on the seed-0 deck's first 10
words only: it is slow). Levels: the seed-0 deck's ratings per level. Games: MACROSCOPE_BENCH_GAMES (default 200) seeded 4-player games per
language, seats careful, bold, careful, bold (the first player is drawn per game):
windows open at a right guess, the share of wrong guesses, win rates per strategy.
"""

from __future__ import annotations

import os
import time

from benchlib import fmt, median, over_inputs, p95, table


class ScanJudge:
    """The baseline: candidates by a plain scan over a list of (key, weight) per length."""

    def __init__(self, lexicon, share=0.9):
        self.lexicon = lexicon
        self.share = share
        self.by_length: dict[int, list[tuple[str, float]]] = {}
        self.description = "plain scan"

    def words(self, n):
        if n not in self.by_length:
            self.by_length[n] = [
                (self.lexicon.alphabet.fold(e.word), 10**e.zipf) for e in self.lexicon.words(n).entries()
            ]
        return self.by_length[n]

    def start(self, target, lengths):
        return [kw for n in lengths for kw in self.words(n)]

    def reveal(self, found, window, letter):
        return [(k, w) for k, w in found if len(k) > window and k[window] == letter]

    def identifies(self, target, found):
        mass = sum(w for k, w in found if k == target) or 1.0
        return sum(w for k, w in found if k != target) <= mass * (1 - self.share) / self.share


def bench_ratings(lang: str, limit: int, decks: int) -> tuple[list[str], list[list[str]]]:
    """(a timing row, rows of the seed-0 deck's ratings per level) for *lang*."""
    from wordtools.games.macroscope.assess import summarise_levels
    from wordtools.games.macroscope.deck import build_deck
    from wordtools.games.macroscope.lexicon_judge import LexiconJudge
    from wordtools.games.macroscope.rating import rate_word
    from wordtools.lexicon import get_lexicon

    lexicon = get_lexicon(lang, "strict")
    start = time.perf_counter()
    judge = LexiconJudge(lexicon)
    for n in range(3, 13):
        judge.table(n)
    setup = time.perf_counter() - start
    ratings = {}
    times: list[float] = []
    deck_times = []
    first: list[str] = []
    first_times: list[float] = []
    for seed in range(decks):
        subjects = build_deck(lang, seed=seed).subjects()[:limit]
        words = [s.word for s in subjects]

        deck = []
        for subject in subjects:
            begin = time.perf_counter()
            rating = rate_word(subject.word, lexicon.alphabet, judge)
            deck.append(time.perf_counter() - begin)
            if seed == 0:
                ratings[subject.word] = (rating, subject.level)
        times += deck
        deck_times.append(sum(deck))
        if seed == 0:
            first = words[:10]
            first_times = deck[:10]
    scan = ScanJudge(lexicon)
    for word in first:
        scan.words(len(lexicon.alphabet.fold(word)))
    scan_times = over_inputs(lambda w: rate_word(w, lexicon.alphabet, scan), first)
    timing = [
        lang,
        f"{decks} x {len(times) // decks}",
        fmt(setup),
        fmt(median(times)),
        fmt(p95(times)),
        fmt(median(deck_times)),
        fmt(p95(deck_times)),
        fmt(median(scan_times)),
        f"{median(scan_times) / median(first_times):.0f}x",
    ]
    levels = summarise_levels([r for r, _ in ratings.values()], {w: level for w, (_, level) in ratings.items()})
    rows = [[lang, str(s.level), str(s.words), f"{s.mean:.2f}", f"{s.p10:.2f}", f"{s.p90:.2f}"] for s in levels]
    means = sorted(r.mean for r, _ in ratings.values())
    by_length: dict[int, list[float]] = {}
    for r, _ in ratings.values():
        by_length.setdefault(r.letters, []).append(r.mean)
    print(
        f"{lang}, seed-0 deck: mean windows by letters: "
        + ", ".join(f"{n}: {sum(v) / len(v):.1f}" for n, v in sorted(by_length.items()))
    )
    rows.append([lang, "all", str(len(means)), f"{sum(means) / len(means):.2f}", "", ""])
    return timing, rows


def bench_games(lang: str, games: int) -> list[str]:
    from wordtools.engine import find_game, play_game
    from wordtools.lexicon.alphabet import alphabet_for

    game = find_game("macroscope")
    fold = alphabet_for(lang).fold
    names = ["careful", "bold", "careful", "bold"]
    opened_at_right, guesses, wrong, wins, void = [], 0, 0, {"careful": 0.0, "bold": 0.0}, 0
    start = time.perf_counter()
    for seed in range(games):
        record = play_game(game, {"lang": lang, "players": 4}, seed, names)
        pending = []
        for move in record.moves:
            if move["move"].startswith("guess "):
                pending.append(fold(move["move"].split(" ", 1)[1]))
            elif "card" in move:  # a reveal: the guesses of this card are judged
                key = fold(move["card"])
                guesses += len(pending)
                wrong += sum(1 for g in pending if g != key)
                if move["right"] is not None:
                    opened_at_right.append(12 - move["covered"])
                pending = []
            elif "card_void" in move:
                void += 1
        for seat in record.outcome.winners:
            wins[names[seat]] += 1 / len(record.outcome.winners)
    seconds = time.perf_counter() - start
    return [
        lang,
        str(games),
        f"{sum(opened_at_right) / len(opened_at_right):.2f}",
        f"{wrong / guesses:.1%}",
        f"{wins['careful'] / games:.1%}",
        f"{wins['bold'] / games:.1%}",
        str(void),
        fmt(seconds / games),
    ]


def run() -> None:
    limit = int(os.environ.get("MACROSCOPE_BENCH_WORDS", "400"))
    games = int(os.environ.get("MACROSCOPE_BENCH_GAMES", "200"))
    if games:
        rows = [bench_games(lang, games) for lang in ("es", "en")]
        print("Simulated games (4 players: careful, bold, careful, bold; wins shared on ties):\n")
        print(
            table(
                rows,
                [
                    "lang",
                    "games",
                    "windows open at a right guess",
                    "wrong guesses",
                    "careful wins",
                    "bold wins",
                    "void cards",
                    "per game",
                ],
            )
        )
        print()
    if not limit:
        return
    decks = int(os.environ.get("MACROSCOPE_BENCH_DECKS", "5"))
    timings, rows = [], []
    for lang in ("es", "en"):
        timing, levels = bench_ratings(lang, limit, decks)
        timings.append(timing)
        rows += levels
    print(f"\nRating time against the strict list, 100 dice orders per word (decks of seeds 0..{decks - 1}: the p95")
    print(f"of {decks} decks is the slowest; plain scan: the same rating of the seed-0 deck's first 10 words with")
    print("the candidates found by a Python scan, and how many times slower its median is):\n")
    print(
        table(
            timings,
            [
                "lang",
                "decks x words",
                "set-up (once)",
                "per word median",
                "p95",
                "per deck median",
                "p95",
                "plain scan median",
                "ratio",
            ],
        )
    )
    print("\nDeck ratings against the strict list, seed-0 deck (windows opened until the word holds 90% of the")
    print("frequency mass; p10/p90 are over the words' mean ratings):\n")
    print(table(rows, ["lang", "level", "words", "mean", "p10", "p90"]))


if __name__ == "__main__":
    run()
