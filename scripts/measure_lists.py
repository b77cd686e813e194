"""Measure the word lists against outside lists (the numbers of issue #10's closing note).

Coverage both ways on 2-8-letter words, folded: es/strict against the FISE-style list (fetched
by ``wordtools_build.readers.fise``), en/strict against ENABLE; counts per kind per list;
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

from wordtools_build.inputs import REPO
from wordtools_build.readers.dictionaries import enable_words
from wordtools_build.readers.fise import fise_forms
from wordtools_build.rules import spanish_forms
from wordtools_build.text import fold


def read(path: Path) -> dict[str, tuple[str, str]]:
    """word -> (kind, source) of a list file (word, zipf, kind, source a line)."""
    with gzip.open(path, "rt", encoding="utf-8") as f:
        rows = (line.rstrip("\n").split("\t") for line in f if line.strip())
        return {row[0]: (row[2], row[3]) for row in rows}


def coverage(ours: set[str], theirs: set[str]) -> tuple[float, float]:
    ours = {w for w in ours if 2 <= len(w) <= 8}
    theirs = {w for w in theirs if 2 <= len(w) <= 8}
    return len(theirs & ours) / len(theirs), len(ours & theirs) / len(ours)


def ending_rule_accuracy(strict: dict, fise: set[str], seed: int, sample: int = 20_000) -> str:
    """How often the ending rule (spanish_forms.EndingStress) spells a word of es/strict the way
    the list does, each word held out of what the rule learnt."""
    known = sorted(w for w in strict if spanish_forms.fold(w) in fise)
    infinitives = {k for k in fise if k.endswith(("ar", "er", "ir")) and len(k) >= 4}
    model = spanish_forms.EndingStress(known, infinitives)
    tried = random.Random(seed).sample(known, min(sample, len(known)))
    spelt = [(w, model.held_out(w)) for w in tried]
    decided = [(w, s) for w, s in spelt if s is not None]
    wrong = sum(w != s for w, s in decided)
    return (
        f"ending rule, {len(tried):,} held-out words of es/strict: {len(decided):,} spelt, "
        f"{wrong:,} differently from the list ({wrong / max(len(decided), 1):.2%})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dictionaries", type=Path, default=REPO / "dictionaries")
    parser.add_argument("--sample", type=int, default=60)
    parser.add_argument("--seed", type=int, default=10)
    args = parser.parse_args(argv)
    outside = {"es": set(fise_forms()), "en": enable_words()}
    for lang in ("es", "en"):
        folder = args.dictionaries / lang
        strict = read(folder / "strict.tsv.gz")
        broad = read(folder / "broad.tsv.gz")
        folded = {fold(w, lang) for w in strict}
        held, reverse = coverage(folded, {fold(w, lang) for w in outside[lang]})
        name = "FISE-style list" if lang == "es" else "ENABLE"
        print(
            f"{lang}/strict holds {held:.2%} of the {name}'s 2-8-letter words; "
            f"{reverse:.2%} of its 2-8-letter words are in the {name}"
        )
        for list_name, words in (("strict", strict), ("broad", broad)):
            counts = Counter(kind for kind, _ in words.values())
            print(f"  {lang}/{list_name}: {len(words):,}: " + ", ".join(f"{k} {n:,}" for k, n in counts.most_common()))
        only = sorted(w for w in broad if w not in strict)
        rng = random.Random(args.seed)
        sample = rng.sample(only, min(args.sample, len(only)))
        print(f"  {len(sample)} random broad-only entries (seed {args.seed}):")
        print("  " + ", ".join(f"{w} ({broad[w][0]})" for w in sample))
        if lang == "es":
            print("  " + ending_rule_accuracy(strict, outside["es"], args.seed))
            keys = {fold(w, lang) for w in broad if len(fold(w, lang)) == 2}
            print(f"  two-letter keys es/broad accepts: {len(keys)} of {27 * 27}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
