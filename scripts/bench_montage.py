"""Montage: slot matching against grep -E, and seeded games per language.

Slots: 3-9 circles with 1-3 chips (random colours and positions, seeded), on
the es broad list; `montage match` in process (counts + the 20 most frequent
words) against `grep -E -c` of the same slot over the same folded list.
Games: smart strategies, default pattern; N seeded games per language
(MONTAGE_BENCH_GAMES, default 200).
"""

from __future__ import annotations

import os
import random
import statistics
import time

from benchlib import fmt, folded_word_file, grep_seconds, median, over_inputs, p95, table


def slots(n: int, seed: int = 5) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        length = rng.randint(3, 9)
        chips = rng.randint(1, 3)
        text = ["."] * length
        for pos in rng.sample(range(length), chips):
            text[pos] = rng.choice("ORPBG")
        out.append("".join(text))
    return out


def bench_match() -> None:
    from wordtools.games.montage.colours import load_colours
    from wordtools.games.montage.match import match_slot, parse_slot
    from wordtools.lexicon import get_lexicon

    lexicon = get_lexicon("es", "broad")
    colours = load_colours()
    sets = colours.sets(lexicon.alphabet)
    texts = slots(300)
    parsed = [parse_slot(t, lexicon.alphabet, colours) for t in texts]
    for slot in parsed:  # first touch builds the frequency tiers of each length
        match_slot(lexicon, slot)
    times = over_inputs(lambda s: match_slot(lexicon, s), parsed)
    rev = over_inputs(lambda s: match_slot(lexicon, s, reversible=True), parsed)

    def regex(text: str) -> str:
        parts = []
        for ch in text:
            parts.append("." if ch == "." else "[" + "".join(sorted(sets[colours.by_initial(ch)])) + "]")
        return "^" + "".join(parts) + "$"

    path = folded_word_file("es", "broad")
    grep = [median(grep_seconds(regex(t), path, repeat=1)) for t in texts]
    counts = [match_slot(lexicon, s, limit=1).forward for s in parsed]
    rows = [
        ["montage match", fmt(median(times)), fmt(p95(times)), f"{median(grep) / median(times):.0f}x"],
        ["montage match --reversible", fmt(median(rev)), fmt(p95(rev)), f"{median(grep) / median(rev):.0f}x"],
        ["grep -E -c (same slots)", fmt(median(grep)), fmt(p95(grep)), "1x"],
    ]
    print(
        f"es broad: {len(lexicon):,} words; {len(texts)} slots of 3-9 circles with 1-3 chips; "
        f"words fitting a slot: median {int(median(counts))}, max {max(counts)}"
    )
    print(table(rows, ["query", "median", "p95", "vs grep"]))


def bench_games() -> None:
    from wordtools.engine.registry import find_game
    from wordtools.engine.runner import play_game

    game = find_game("montage")
    n = int(os.environ.get("MONTAGE_BENCH_GAMES", "200"))
    rows = []
    for lang in ("en", "es"):
        words, zones_w, zones_l, by4, secs = [], [], [], 0, []
        for seed in range(n):
            start = time.perf_counter()
            record = play_game(game, {"lang": lang}, seed, ["smart"])
            secs.append(time.perf_counter() - start)
            out = record.outcome
            words.append(out.details["words"])
            z = sorted(out.details["zones"].values())
            zones_l.append(z[0])
            zones_w.append(z[1])
            by4 += out.reason == "4 zones"
        rows.append(
            [
                lang,
                str(n),
                f"{statistics.mean(words):.1f}",
                f"{statistics.mean(zones_w):.2f}",
                f"{statistics.mean(zones_l):.2f}",
                f"{by4}/{n}",
                fmt(median(secs)),
                fmt(max(secs)),
            ]
        )
    print(
        table(
            rows,
            [
                "lang",
                "games",
                "words placed",
                "zones winner",
                "zones loser",
                "ended by 4 zones",
                "median game",
                "slowest game",
            ],
        )
    )


def run() -> None:
    bench_match()
    print()
    bench_games()


if __name__ == "__main__":
    run()
