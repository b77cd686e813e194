"""Measure the word lists against outside lists (the numbers of issue #10's closing note).

Coverage both ways on 2-8-letter words, folded: es/strict against the FISE-style list (fetched
by ``wordtools_build.readers.fise``), en/strict against ENABLE; counts per kind per list;
a random sample of broad-only entries with their kind; two-letter keys es/broad accepts; with
``--fise-tiles FILE``, the share of FISE's official three-tile words es/strict and es/broad hold.

That file is FISE's own list, "LEXICÓN FISE 2: ACTUALIZACIÓN Y TOTAL DE DOS Y TRES FICHAS" (Cristian
José Richart Piqueras, September 2016; cp1252 text, the digraph tiles written 1, 2, 3 for ch, ll,
rr; no licence stated), inside ``LEXICÓN FISE 2 - LISTAS.zip`` of the public GitHub repository
kamilmielnik/scrabble-dictionaries (first commit, 40cd21d). It is a measurement input only: it is
not part of the project and nothing is built from it.

Usage::

    python scripts/measure_lists.py [--dictionaries DIR] [--sample 60] [--seed 10] [--fise-tiles FILE]
"""

from __future__ import annotations

import argparse
import gzip
import random
import re
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


FISE_THREE_TILES = "4. TOTAL DE PALABRAS DE TRES FICHAS"
FISE_DIGRAPHS = {"1": "ch", "2": "ll", "3": "rr"}
FISE_WORD = re.compile("[a-zñ123]+")


def fise_three_tile_words(path: Path) -> list[str]:
    """The words of section 4 of FISE's two- and three-tile list (see the module docstring), the
    digraph tiles spelt out (1al -> chal); refuses a file with no words under that heading."""
    lines = [line.strip() for line in path.read_text(encoding="cp1252").splitlines()]
    if FISE_THREE_TILES not in lines:
        raise SystemExit(f"measure_lists.py: {path} has no section {FISE_THREE_TILES!r}")
    start = len(lines) - lines[::-1].index(FISE_THREE_TILES)  # the section, not the table of contents
    words = []
    for line in lines[start:]:
        if not line:
            continue
        if not FISE_WORD.fullmatch(line):  # the section ends at the signature
            break
        words.append("".join(FISE_DIGRAPHS.get(ch, ch) for ch in line))
    if not words:
        raise SystemExit(f"measure_lists.py: {path} has no words under {FISE_THREE_TILES!r}")
    return words


def fise_tile_coverage(path: Path, lists: dict[str, dict]) -> list[str]:
    """The share of FISE's three-tile words each es list holds (folded), and the ones it lacks."""
    words = fise_three_tile_words(path)
    out = []
    for list_name, entries in lists.items():
        folded = {fold(w, "es") for w in entries}
        missing = [w for w in words if w not in folded]
        held = len(words) - len(missing)
        out.append(
            f"  es/{list_name} holds {held}/{len(words)} ({held / len(words):.1%}) of FISE's three-tile words; "
            f"lacks: {' '.join(missing) or '-'}"
        )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dictionaries", type=Path, default=REPO / "dictionaries")
    parser.add_argument("--sample", type=int, default=60)
    parser.add_argument("--seed", type=int, default=10)
    parser.add_argument("--fise-tiles", type=Path, help="FISE's two- and three-tile list (module docstring)")
    args = parser.parse_args(argv)
    if args.fise_tiles is not None and not args.fise_tiles.is_file():
        parser.error(f"no file {args.fise_tiles}")
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
            if args.fise_tiles is not None:
                print("\n".join(fise_tile_coverage(args.fise_tiles, {"strict": strict, "broad": broad})))
    return 0


if __name__ == "__main__":
    sys.exit(main())
