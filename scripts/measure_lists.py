"""Measure the word lists against outside lists (the numbers of issue #10's closing note).

Coverage both ways on 2-8-letter words, folded: es/strict against the FISE-style list (fetched
by ``build_dictionaries.fise_package``), en/strict against ENABLE; counts per kind per list;
a random sample of broad-only entries with their kind; two-letter keys es/broad accepts.

Usage::

    python scripts/measure_lists.py [--dictionaries DIR] [--sample 60] [--seed 10]
"""

from __future__ import annotations

import argparse
import gzip
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import build_dictionaries as build  # noqa: E402
import word_kinds  # noqa: E402


def read(path: Path) -> list[str]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f if line.strip()]


def coverage(ours: set[str], theirs: set[str]) -> tuple[float, float]:
    ours = {w for w in ours if 2 <= len(w) <= 8}
    theirs = {w for w in theirs if 2 <= len(w) <= 8}
    return len(theirs & ours) / len(theirs), len(ours & theirs) / len(ours)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dictionaries", type=Path, default=build.REPO / "dictionaries")
    parser.add_argument("--sample", type=int, default=60)
    parser.add_argument("--seed", type=int, default=10)
    args = parser.parse_args(argv)
    outside = {"es": set(build.fise_forms()), "en": build.enable_words()}
    for lang in ("es", "en"):
        folder = args.dictionaries / lang
        strict = read(folder / "strict.txt.gz")
        broad = read(folder / "broad.txt.gz")
        folded = {word_kinds.fold(w, lang) for w in strict}
        held, reverse = coverage(folded, {word_kinds.fold(w, lang) for w in outside[lang]})
        name = "FISE-style list" if lang == "es" else "ENABLE"
        print(
            f"{lang}/strict holds {held:.2%} of the {name}'s 2-8-letter words; "
            f"{reverse:.2%} of its 2-8-letter words are in the {name}"
        )
        kinds_path = folder / "kinds.tsv.gz"
        if kinds_path.exists():
            kinds = {w: (k, s) for w, k, s in (row.split("\t") for row in read(kinds_path))}
            strict_set = set(strict)
            for list_name, words in (("strict", strict), ("broad", broad)):
                counts = Counter(kinds.get(w, ("?", ""))[0] for w in words)
                print(
                    f"  {lang}/{list_name}: {len(words):,}: " + ", ".join(f"{k} {n:,}" for k, n in counts.most_common())
                )
            only = sorted(w for w in broad if w not in strict_set)
            rng = random.Random(args.seed)
            sample = rng.sample(only, min(args.sample, len(only)))
            print(f"  {len(sample)} random broad-only entries (seed {args.seed}):")
            print("  " + ", ".join(f"{w} ({kinds[w][0]})" for w in sample))
        if lang == "es":
            keys = {word_kinds.fold(w, lang) for w in broad if len(word_kinds.fold(w, lang)) == 2}
            print(f"  two-letter keys es/broad accepts: {len(keys)} of {27 * 27}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
