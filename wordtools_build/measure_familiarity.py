"""Score the lists' familiarity column against the hand labels, or rewrite the column alone.

Usage::

    python -m wordtools_build.measure_familiarity --measure [--dictionaries DIR]   # writes nothing
    python -m wordtools_build.measure_familiarity [--dictionaries DIR] [--lang es|en|all]   # rewrite

``--measure`` reads ``tests/data/familiarity_labels.tsv`` and prints, per language, the AUC of
familiarity and of zipf against the labels, the share of forms rated >= 0.9 that are known and how
many known forms reach 0.9, and the AUC with each kind of evidence left out.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

from wordtools.lexicon.familiarity import familiarity

from .build import annotate
from .inputs import REPO
from .readers.lists import list_paths, read_rows
from .rules.familiarity import EVIDENCE, Gatherer

LABELS = REPO / "tests" / "data" / "familiarity_labels.tsv"
BLANK = {"other": 0.0, "name": False, "spoken": None, "family": 0.0}  # each evidence left out


def read_labels(path: Path = LABELS) -> dict[str, list[tuple[str, bool]]]:
    """lang -> [(form, known)] of the hand-labelled sample."""
    out: dict[str, list[tuple[str, bool]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#") or line.startswith("lang\t"):
            continue
        lang, word, known = line.split("\t")
        out.setdefault(lang, []).append((word, known == "1"))
    return out


def auc(scores: Iterable[float], known: Iterable[bool]) -> float:
    """The chance that a known form scores above an unknown one (ties count half).

    >>> auc([0.9, 0.1, 0.5], [True, False, False]), auc([0.5, 0.5], [True, False])
    (1.0, 0.5)
    """
    pairs = list(zip(scores, known))
    yes = [s for s, k in pairs if k]
    no = [s for s, k in pairs if not k]
    if not yes or not no:
        return float("nan")
    wins = sum((a > b) + 0.5 * (a == b) for a in yes for b in no)
    return wins / (len(yes) * len(no))


def listed_values(folder: Path, lang: str) -> tuple[dict[str, float], dict[str, float]]:
    """word -> familiarity and word -> zipf, as the list files hold them (the highest over lists)."""
    familiar: dict[str, float] = {}
    zipf: dict[str, float] = {}
    from wordtools.lexicon.familiarity import estimate

    for path in list_paths(folder, lang, ("broad",)):  # the labelled forms were drawn from broad
        for row in read_rows(path):
            value = float(row[4]) if len(row) > 4 else estimate(float(row[1]), row[2])
            familiar[row[0]] = max(familiar.get(row[0], 0.0), value)
            zipf[row[0]] = max(zipf.get(row[0], 0.0), float(row[1]))
    return familiar, zipf


def measure(folder: Path, labels: dict[str, list[tuple[str, bool]]], ablate: bool = True) -> list[str]:
    out = []
    for lang, labelled in labels.items():
        familiar, zipf = listed_values(folder, lang)
        words = [w for w, _ in labelled]
        known = [k for _, k in labelled]
        score = [familiar.get(w, 0.0) for w in words]
        high = [k for s, k in zip(score, known) if s >= 0.9]
        out.append(
            f"{lang}: {len(words)} forms, {sum(known)} known; AUC familiarity {auc(score, known):.3f}, "
            f"zipf {auc([zipf.get(w, 0.0) for w in words], known):.3f}; rated >= 0.9: {len(high)}, "
            f"known {sum(high)} ({sum(high) / max(len(high), 1):.1%}); known forms reaching 0.9: "
            f"{sum(high)}/{sum(known)}"
        )
        if ablate:
            gatherer = Gatherer(folder, lang, ("broad",))
            full = {w: gatherer.evidence(w) for w in words}
            now = [familiarity(full[w]) if w in familiar else 0.0 for w in words]
            high = [k for s, k in zip(now, known) if s >= 0.9]
            out.append(
                f"  the formula on today's evidence: AUC {auc(now, known):.3f}; rated >= 0.9: {len(high)}, "
                f"known {sum(high)} ({sum(high) / max(len(high), 1):.1%})"
            )
            for left_out in EVIDENCE:
                blank = {left_out: BLANK[left_out]}
                scores = [familiarity(full[w]._replace(**blank)) if w in familiar else 0.0 for w in words]  # type: ignore[arg-type]
                out.append(f"  without {left_out}: AUC {auc(scores, known):.3f}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dictionaries", type=Path, default=REPO / "dictionaries")
    parser.add_argument("--lang", choices=["es", "en", "all"], default="all")
    parser.add_argument("--measure", action="store_true", help="measure against the hand labels (writes nothing)")
    parser.add_argument("--no-ablation", action="store_true", help="with --measure: skip the leave-one-out AUCs")
    args = parser.parse_args(argv)
    langs = ["es", "en"] if args.lang == "all" else [args.lang]
    if args.measure:
        labels = {lang: rows for lang, rows in read_labels().items() if lang in langs}
        print("\n".join(measure(args.dictionaries, labels, not args.no_ablation)))
        return 0
    for lang in langs:
        print(f"{lang}: familiarity written to {annotate(args.dictionaries, lang)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
