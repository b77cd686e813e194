"""WordOn bench: best-move search time (0, 1, 2 blanks) against a plain scan, and seeded games.

Spanish is measured on es/strict and on es/enclitic (WordOn's Spanish default: 3 times the
words), on the same racks, in the process and as ``wordtools wordon best`` from the shell.

Run with ``python scripts/bench.py wordon``. ``WORDON_BENCH_GAMES`` sets the
number of 3-player games per language (default 200; 0 skips the games); ``WORDON_BENCH_CHECK_GAMES``
the size of a second sample on further seeds (default 1000; 0 skips it).
"""

from __future__ import annotations

import math
import os
import random
import statistics
import time

from benchlib import fmt, median, p95, plain_words, table

RACKS = 60  # per language and blank count
SCAN_RACKS = 5  # the plain scan is slow: timed on fewer racks
LISTS = (("es", "strict"), ("es", "enclitic"), ("en", "strict"))
SCAN_RACKS_OF = {"enclitic": 2}  # its scan takes ~3 times as long
SHELL_RACKS = 5  # `wordtools wordon best` from the shell, per list
CHECK_SEED = 10_000  # first seed of the larger check sample of games


def _racks(lang: str, blanks: int, count: int):
    from wordtools.games.wordon.tiles import tile_set

    rng = random.Random(f"bench-wordon:{lang}:{blanks}")
    real = [t for t in tile_set(lang).bag() if t != "?"]
    for _ in range(count):
        tiles = rng.sample(real, 9 - blanks) + ["?"] * blanks
        rng.shuffle(tiles)
        yield tuple(tiles[:7]), tuple(tiles[7:]), rng.randint(1, 6)


def _plain_scan(words, alphabet, s, rack, extra, row):
    """Baseline: every word of the list, tokenized and scored with the same exact scorer."""
    from wordtools.games.wordon.search import Hand, RowCells, best_way

    cells = RowCells(s.board.multipliers(row), s.board.w_cells(row), s.values)
    hand = Hand.of(rack, extra)
    best = None
    for word in words:
        key = alphabet.try_fold(word)
        if not key:
            continue
        tiles = alphabet.tiles(key)
        if 2 <= len(tiles) <= 7:
            way = best_way(tiles, hand, cells)
            if way is not None and (best is None or way.score > best):
                best = way.score
    return best


def _search_rows(prepare: dict[str, float], medians: dict[tuple[str, int], float]) -> list[list[str]]:
    from wordtools.games.wordon.search import searcher
    from wordtools.lexicon import get_lexicon

    rows = []
    for lang, list_name in LISTS:
        name = f"{lang}/{list_name}"
        lexicon = get_lexicon(lang, list_name)
        s = searcher(lexicon)
        start = time.perf_counter()
        s.prepare()  # the per-row score planes are built once per process
        prepare[name] = time.perf_counter() - start
        words = plain_words(lang, list_name)
        scan_racks = SCAN_RACKS_OF.get(list_name, SCAN_RACKS)
        for blanks in (0, 1, 2):
            racks = list(_racks(lang, blanks, RACKS))
            times = []
            for rack, extra, row in racks:
                start = time.perf_counter()
                s.plays(rack, extra, row, top=1)
                times.append(time.perf_counter() - start)
            medians[name, blanks] = median(times)
            scan = []
            for rack, extra, row in racks[:scan_racks]:
                start = time.perf_counter()
                best = _plain_scan(words, lexicon.alphabet, s, rack, extra, row)
                scan.append(time.perf_counter() - start)
                found = s.plays(rack, extra, row, top=1)
                assert (found[0].score if found else None) == best
            ratio = median(scan) / median(times[:scan_racks])
            rows.append(
                [
                    name,
                    str(blanks),
                    str(len(racks)),
                    fmt(median(times)),
                    fmt(p95(times)),
                    fmt(median(scan)),
                    f"{ratio:.0f}×",
                ]
            )
    return rows


def _game_rows(games: int, first_seed: int = 0) -> list[list[str]]:
    from wordtools.engine import find_game
    from wordtools.engine.runner import play_game

    game = find_game("wordon")
    rows = []
    for lang in ("es", "en"):
        finals = [[], [], []]
        smart_wins = greedy_wins = 0
        lengths, seconds = [], []
        for seed in range(first_seed, first_seed + games):
            seat = seed % 3  # the smart player sits in every seat in turn
            names = ["greedy"] * 3
            names[seat] = "smart"
            start = time.perf_counter()
            record = play_game(game, {"players": 3, "lang": lang}, seed, names)
            seconds.append(time.perf_counter() - start)
            out = record.outcome
            for i, score in enumerate(out.scores):
                finals[0 if i == seat else 1].append(score)
            smart_wins += seat in out.winners
            greedy_wins += sum(1 for w in out.winners if w != seat)
            lengths.append(len(record.moves))
        rate = smart_wins / games
        margin = 1.96 * math.sqrt(rate * (1 - rate) / games)
        rows.append(
            [
                lang,
                f"{first_seed}-{first_seed + games - 1}",
                f"{statistics.mean(finals[0]):.1f}",
                f"{statistics.mean(finals[1]):.1f}",
                f"{rate:.0%} ± {margin:.0%}",
                f"{greedy_wins / (2 * games):.0%}",
                f"{statistics.mean(lengths):.1f}",
                fmt(median(seconds)),
                fmt(max(seconds)),
            ]
        )
    return rows


def _shell_rows() -> list[list[str]]:
    """`wordtools wordon best` end to end on a warm index cache, es/strict vs es/enclitic, same racks."""
    import subprocess
    import sys
    from pathlib import Path

    from wordtools.games.wordon.tiles import format_tiles

    exe = str(Path(sys.executable).with_name("wordtools"))
    racks = list(_racks("es", 1, SHELL_RACKS))
    seconds: dict[str, list[float]] = {}
    for list_name in ("strict", "enclitic"):
        for rack, extra, row in racks:
            argv = [exe, "wordon", "best", "--rack", format_tiles(rack), "--extra", format_tiles(extra)]
            argv += ["--row", str(row), "--list", list_name]
            start = time.perf_counter()
            subprocess.run(argv, stdout=subprocess.DEVNULL, check=True)
            seconds.setdefault(list_name, []).append(time.perf_counter() - start)
    base = median(seconds["strict"])
    return [
        [f"es/{name}", str(len(times)), fmt(median(times)), fmt(max(times)), f"{median(times) / base:.2f}×"]
        for name, times in seconds.items()
    ]


def run() -> None:
    print("best move (top score), warm process; plain scan = every word of the list tokenized and scored")
    prepare: dict[str, float] = {}
    medians: dict[tuple[str, int], float] = {}
    print(table(_search_rows(prepare, medians), ["list", "blanks", "racks", "median", "p95", "plain scan", "speed-up"]))
    print("score planes built once per process: " + ", ".join(f"{name} {fmt(t)}" for name, t in prepare.items()))
    ratios = ", ".join(
        f"{b} blank{'s' if b != 1 else ''} {medians['es/enclitic', b] / medians['es/strict', b]:.2f}×"
        for b in (0, 1, 2)
    )
    print(f"es/enclitic vs es/strict, median on the same racks: {ratios}")
    print("\n`wordtools wordon best` from the shell, warm index cache, 1 blank (ratio to es/strict)")
    print(table(_shell_rows(), ["list", "racks", "median", "max", "vs strict"]))
    games = int(os.environ.get("WORDON_BENCH_GAMES", "200"))
    check = int(os.environ.get("WORDON_BENCH_CHECK_GAMES", "1000"))
    header = [
        "lang",
        "seeds",
        "smart mean",
        "greedy mean",
        "smart wins (95%)",
        "win rate per greedy seat",
        "moves",
        "time/game median",
        "max",
    ]
    if not games:
        return
    print(f"\n3-player games (1 smart vs 2 greedy, the smart seat rotating), {games} seeds per language")
    print(table(_game_rows(games), header))
    if check:
        # the smart player's weights were tuned on other seeds; a larger sample shows how much 200 games vary
        print(f"\nthe same on {check} further seeds per language (none used for tuning)")
        print(table(_game_rows(check, CHECK_SEED), header))
