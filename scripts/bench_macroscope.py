"""Macroscope: rating time per word and per 400-word deck, and the deck's ratings per level.

Ratings: every subject of the seed-0 deck (MACROSCOPE_BENCH_WORDS, default 400)
against the strict list of each language, 100 dice orders per word; the
judge's frequency bands are built first and timed apart (once per process).
Baseline in the same run: the same rating with the candidates found by a plain
Python scan over the words of the same length (on the first 10 words only:
it is slow). Games: MACROSCOPE_BENCH_GAMES (default 200) seeded 4-player games per
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


def bench_ratings(lang: str, limit: int) -> list[list[str]]:
    from wordtools.games.macroscope.assess import summarise_levels
    from wordtools.games.macroscope.deck import build_deck
    from wordtools.games.macroscope.lexicon_judge import LexiconJudge
    from wordtools.games.macroscope.rating import rate_word
    from wordtools.lexicon import get_lexicon

    lexicon = get_lexicon(lang, "strict")
    deck = build_deck(lang, seed=0)
    subjects = deck.subjects()[:limit]
    start = time.perf_counter()
    judge = LexiconJudge(lexicon)
    for n in range(3, 13):
        judge.table(n)
    setup = time.perf_counter() - start
    ratings = {}

    def rate(word):
        ratings[word] = rate_word(word, lexicon.alphabet, judge)

    times = over_inputs(rate, [s.word for s in subjects])
    scan = ScanJudge(lexicon)
    for s in subjects[:10]:
        scan.words(len(lexicon.alphabet.fold(s.word)))
    scan_times = over_inputs(lambda w: rate_word(w, lexicon.alphabet, scan), [s.word for s in subjects[:10]])
    print(
        f"{lang}: {len(subjects)} words; judge set-up (frequency bands) {fmt(setup)}; "
        f"per word median {fmt(median(times))}, p95 {fmt(p95(times))}; whole deck {fmt(sum(times))}; "
        f"plain scan, first 10 words: median {fmt(median(scan_times))} "
        f"({median(scan_times) / median(times[:10]):.1f}x the word-set rating of the same words)"
    )
    levels = summarise_levels(list(ratings.values()), {s.word: s.level for s in subjects})
    rows = [[lang, str(s.level), str(s.words), f"{s.mean:.2f}", f"{s.p10:.2f}", f"{s.p90:.2f}"] for s in levels]
    means = sorted(r.mean for r in ratings.values())
    by_length: dict[int, list[float]] = {}
    for r in ratings.values():
        by_length.setdefault(r.letters, []).append(r.mean)
    print(
        "  mean windows by letters: " + ", ".join(f"{n}: {sum(v) / len(v):.1f}" for n, v in sorted(by_length.items()))
    )
    rows.append([lang, "all", str(len(means)), f"{sum(means) / len(means):.2f}", "", ""])
    return rows


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
    rows = []
    for lang in ("es", "en"):
        rows += bench_ratings(lang, limit)
    print("\nDeck ratings against the strict list (windows opened until the word holds 90% of the frequency mass;")
    print("p10/p90 are over the words' mean ratings):\n")
    print(table(rows, ["lang", "level", "words", "mean", "p10", "p90"]))


if __name__ == "__main__":
    run()
