"""How the games' word decisions read familiarity: Letter Jam deals and deductions, WordOn moves.

Four measures, each seeded so a rerun gives the same figures on the same lists:

- ``deals``: ``--deals`` (300) seeded 6-player Letter Jam deals per language, secret words of
  4, 5 and 6 letters in turn; a seeded sample of ``--judge`` (100) distinct secret words is
  checked against the hand judgements in ``tests/data/letterjam_secret_labels.tsv`` (``LANG WORD
  KNOWN NOTE``, KNOWN 1 = a table knows it): the share known, the words judged unknown, and any
  word of the sample not judged yet (printed, to be judged and added to the file).
- ``pool``: the secret-word pool before the familiarity test (strict ``word`` entries of 4-6
  letters, zipf >= 3, not rude), a seeded sample of ``--judge`` keys, half rated below 0.9 and
  half at or above it, checked against the same judgements: the AUC of familiarity and of zipf,
  the share of keys rated >= 0.9 that are known, how many known keys reach 0.9, and the share
  known of the keys a deal may draw (familiarity, zipf and the shared-form rule).
- ``deduce``: the deducer's top two letters for 20 patterns of everyday words per language.
- ``wordon``: ``--racks`` (200) seeded racks per language (7 tiles and 2 extra tiles from a
  shuffled bag, a random row): the share of top moves with familiarity >= 0.5, with no filter
  and with ``min_familiarity`` 0.5 and 0.7 (the ``human`` player), and the points a move
  given up against the best move.

    python scripts/measure_familiarity_games.py [deals|pool|deduce|wordon ...] [--seed N]
"""

from __future__ import annotations

import argparse
import random
import statistics
from pathlib import Path

LABELS = Path(__file__).resolve().parent.parent / "tests" / "data" / "letterjam_secret_labels.tsv"
LANGS = ("es", "en")
DEAL_LENGTHS = (4, 5, 6)

PATTERNS = {
    "es": [
        "?ato", "?asa", "c?sa", "pe?o", "?ano", "me?a", "?ueso", "?ino", "ca?a", "?oca",
        "pla?a", "le?he", "?uego", "fin?", "?ama", "?ido", "?ota", "ca?ro", "li?ro", "pe?ro",
    ],
    "en": [
        "?ouse", "?at", "?og", "ca?", "?ook", "b?ll", "?ain", "?ine", "ha?d", "wa?er",
        "?ight", "?ake", "?old", "s?op", "?and", "?ish", "t?ee", "?ear", "m?lk", "?ime",
    ],
}  # fmt: skip


def read_labels(path: Path = LABELS) -> dict[tuple[str, str], tuple[bool, str]]:
    """(lang, word) -> (known, note) from the judgements file (``#`` comments, TAB-separated)."""
    out: dict[tuple[str, str], tuple[bool, str]] = {}
    if not path.exists():
        return out
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        lang, word, known, *note = line.split("\t")
        out[(lang, word)] = (known.strip() == "1", note[0] if note else "")
    return out


def dealt_words(lang: str, deals: int, seed: int) -> list[str]:
    """The secret words of *deals* seeded 6-player deals (lengths 4, 5, 6 in turn)."""
    from wordtools.games.letterjam.deal import deal
    from wordtools.games.letterjam.deck import load_deck

    deck = load_deck(lang)
    words: list[str] = []
    for n in range(deals):
        words += deal(deck, 6, DEAL_LENGTHS[n % len(DEAL_LENGTHS)], seed * 100_000 + n).words
    return words


def measure_deals(deals: int, judge: int, seed: int) -> None:
    labels = read_labels()
    for lang in LANGS:
        words = dealt_words(lang, deals, seed)
        distinct = sorted(set(words))
        sample = sorted(random.Random(f"secret-sample:{lang}:{seed}").sample(distinct, min(judge, len(distinct))))
        judged = [w for w in sample if (lang, w) in labels]
        unjudged = [w for w in sample if (lang, w) not in labels]
        known = [w for w in judged if labels[(lang, w)][0]]
        unknown = [f"{w} ({labels[(lang, w)][1]})" if labels[(lang, w)][1] else w for w in judged if w not in known]
        print(
            f"{lang}: {deals} deals, {len(words)} secret words ({len(distinct)} distinct); "
            f"sample of {len(sample)}: {len(known)}/{len(judged)} judged known"
            + (f" ({100 * len(known) / len(judged):.0f} %)" if judged else "")
        )
        print(f"  judged unknown: {', '.join(unknown) or '-'}")
        if unjudged:
            print(f"  not judged yet ({len(unjudged)}): {' '.join(unjudged)}")


def pool_keys(lang: str) -> dict[str, tuple[float, float]]:
    """key -> (familiarity, zipf) of the secret-word pool before the familiarity test (the best of
    the key's entries there)."""
    from wordtools.games.letterjam.deal import rude_keys
    from wordtools.games.letterjam.defaults import SECRET_ZIPF
    from wordtools.lexicon import get_lexicon

    lexicon = get_lexicon(lang, "strict")
    words = lexicon.lengths(min(DEAL_LENGTHS), max(DEAL_LENGTHS)) & lexicon.of_kinds("word")
    out: dict[str, tuple[float, float]] = {}
    for i in words.at_least(SECRET_ZIPF).ids():
        key = lexicon.key(i)
        if key in rude_keys(lang):
            continue
        familiarity, zipf = out.get(key, (0.0, 0.0))
        out[key] = (max(familiarity, lexicon.familiarity(i)), max(zipf, lexicon.zipf(i)))
    return out


def measure_pool(judge: int, seed: int) -> None:
    from familiarity import auc

    from wordtools.games.letterjam.deal import secret_words
    from wordtools.games.letterjam.defaults import SECRET_FAMILIARITY

    labels = read_labels()
    for lang in LANGS:
        pool = pool_keys(lang)
        rng = random.Random(f"pool-sample:{lang}:{seed}")
        low = sorted(k for k, (f, _) in pool.items() if f < SECRET_FAMILIARITY)
        high = sorted(k for k, (f, _) in pool.items() if f >= SECRET_FAMILIARITY)
        sample = sorted(
            rng.sample(low, min(judge // 2, len(low))) + rng.sample(high, min(judge - judge // 2, len(high)))
        )
        unjudged = [k for k in sample if (lang, k) not in labels]
        judged = [k for k in sample if (lang, k) in labels]
        known = [labels[(lang, k)][0] for k in judged]
        rated = [k for k in judged if pool[k][0] >= SECRET_FAMILIARITY]
        rated_known = sum(labels[(lang, k)][0] for k in rated)
        dealt = set()
        for n in DEAL_LENGTHS:
            dealt |= set(secret_words(lang, n).keys())
        drawn = [k for k in judged if k in dealt]
        print(
            f"{lang}: pool of {len(pool)} keys ({len(high)} rated >= {SECRET_FAMILIARITY}); sample of {len(sample)} "
            f"({len(judged)} judged, {sum(known)} known): AUC familiarity "
            f"{auc([pool[k][0] for k in judged], known):.3f}, zipf {auc([pool[k][1] for k in judged], known):.3f}; "
            f"rated >= {SECRET_FAMILIARITY}: {rated_known}/{len(rated)} known; known reaching it: "
            f"{rated_known}/{sum(known)}; a deal may draw: {sum(labels[(lang, k)][0] for k in drawn)}/{len(drawn)} known"
        )
        print(
            f"  judged unknown at >= {SECRET_FAMILIARITY}: {' '.join(k for k in rated if not labels[(lang, k)][0]) or '-'}"
        )
        if unjudged:
            print(f"  not judged yet ({len(unjudged)}): {' '.join(unjudged)}")


def measure_deduce() -> None:
    from wordtools.games.letterjam.deck import load_deck
    from wordtools.games.letterjam.deduce import deduce
    from wordtools.games.letterjam.vocab import table_vocabulary

    for lang in LANGS:
        deck, vocab = load_deck(lang), table_vocabulary(lang, "broad")
        cells = []
        for pattern in PATTERNS[lang]:
            found = deduce([pattern], deck, vocab, limit=2)
            top = " ".join(f"{d.letter.upper()} {100 * d.probability:.0f} % {'/'.join(d.words)}" for d in found)
            cells.append(f"{pattern}: {top}")
        print(f"{lang}:")
        for cell in cells:
            print(f"  {cell}")


def racks(lang: str, count: int, seed: int):
    """*count* seeded (rack, extra, row): 7 + 2 tiles from a shuffled bag, a random row."""
    from wordtools.games.wordon.tiles import tile_set

    bag = tile_set(lang).bag()
    for n in range(count):
        rng = random.Random(f"familiarity-racks:{lang}:{seed}:{n}")
        tiles = bag[:]
        rng.shuffle(tiles)
        yield tuple(sorted(tiles[:7])), tuple(tiles[7:9]), rng.randint(1, 6)


def measure_wordon(count: int, seed: int) -> None:
    from wordtools.games.wordon.search import searcher, wordon_lexicon

    for lang in LANGS:
        finder = searcher(wordon_lexicon(lang))
        best_scores, familiar_top = [], 0
        given_up: dict[float, list[int]] = {0.5: [], 0.7: []}
        none_left: dict[float, int] = {0.5: 0, 0.7: 0}
        for rack, extra, row in racks(lang, count, seed):
            top = finder.plays(rack, extra, row, 1)
            if not top:
                continue
            best_scores.append(top[0].score)
            familiar_top += top[0].familiarity >= 0.5
            for minimum in given_up:
                chosen = finder.plays(rack, extra, row, 1, min_familiarity=minimum)
                if chosen:
                    assert chosen[0].familiarity >= minimum
                    given_up[minimum].append(top[0].score - chosen[0].score)
                else:
                    none_left[minimum] += 1
        played = len(best_scores)
        print(
            f"{lang}: {count} racks, {played} with a word; best move familiarity >= 0.5: "
            f"{familiar_top}/{played} ({100 * familiar_top / played:.0f} %); mean best score "
            f"{statistics.mean(best_scores):.1f}"
        )
        for minimum, lost in given_up.items():
            print(
                f"  min_familiarity {minimum}: every top move >= {minimum} ({len(lost)} racks; "
                f"{none_left[minimum]} with no word that familiar); points given up per move "
                f"{statistics.mean(lost):.2f} (median {statistics.median(lost):.0f}, max {max(lost)})"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("measures", nargs="*", choices=["deals", "pool", "deduce", "wordon"], default=[])
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--judge", type=int, default=100)
    parser.add_argument("--racks", type=int, default=200)
    args = parser.parse_args()
    measures = args.measures or ["deals", "deduce", "wordon"]
    if "deals" in measures:
        measure_deals(args.deals, args.judge, args.seed)
    if "pool" in measures:
        measure_pool(args.judge, args.seed)
    if "deduce" in measures:
        measure_deduce()
    if "wordon" in measures:
        measure_wordon(args.racks, args.seed)


if __name__ == "__main__":
    main()
