"""Measure the verb + enclitic forms of wordtools_build/rules/spanish_enclitics.py on the real es/strict list.

Prints: how many infinitives count as verbs; per form type, the verbs whose base form was found
or not and the forms made; the distinct forms in all, how many es/strict already holds, how many
are new; their lengths; hunspell's words that look like enclitic forms and what the rules make of
them; the FISE-style list's words that look like enclitic forms and how many are produced (both
folded); a seeded random sample of generated forms to check by hand.

Usage::

    python scripts/measure_enclitics.py [--fise index.json] [--sample 40] [--seed 10]

The list is read as the library reads it (WORDTOOLS_DICTIONARIES chooses another folder).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from wordtools.errors import WordtoolsError
from wordtools.lexicon.sources import read_words
from wordtools_build.inputs import SOURCE_CACHE
from wordtools_build.rules import spanish_verb_bases as bases
from wordtools_build.rules.spanish_enclitics import DIRECT, enclitic_forms, verbs
from wordtools_build.rules.spanish_forms import conjugations, fold

FISE = SOURCE_CACHE / "an-array-of-spanish-words" / "index.json"
# Every pronoun sequence any form type takes, longest first so a pair wins over its last pronoun.
SEQUENCES = sorted(
    {"me", "te", "se", "nos", "os", "le", "les", *DIRECT}
    | {p + d for p in ("me", "te", "se", "nos", "os") for d in DIRECT},
    key=len,
    reverse=True,
)


def looks_enclitic(key: str, base_keys: set[str], nosotros_keys: set[str], vosotros_keys: set[str]) -> bool:
    """*key* (folded) is a verb base form + a pronoun sequence, with the nosotros -s and the
    vosotros -d dropped before nos/se and os (any person: *ababillase* is tú + se by shape; the
    caller leaves out plain conjugated forms).

    >>> looks_enclitic("damelo", {"da"}, set(), set()), looks_enclitic("comamonos", set(), {"comamos"}, set())
    (True, True)
    >>> looks_enclitic("comeos", set(), set(), {"comed"}), looks_enclitic("comedos", {"comed"}, set(), {"comed"})
    (True, False)
    """
    for seq in SEQUENCES:
        if not key.endswith(seq) or len(key) == len(seq):
            continue
        stem = key[: -len(seq)]
        drops = (seq.startswith("os") and stem in vosotros_keys and stem != "id") or (
            seq.startswith(("nos", "se")) and stem in nosotros_keys
        )
        if stem in base_keys and not drops:
            return True
        if seq.startswith(("nos", "se")) and stem + "s" in nosotros_keys:
            return True
        if seq.startswith("os") and stem + "d" in vosotros_keys:
            return True
    return False


def show(label: str, words: Iterable[str], limit: int = 25) -> None:
    words = sorted(words)
    print(f"  {label}: {len(words):,}" + (f" — e.g. {', '.join(words[:limit])}" if words else ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fise", type=Path, default=FISE, help="the FISE-style list's index.json")
    parser.add_argument("--sample", type=int, default=40)
    parser.add_argument("--seed", type=int, default=10)
    args = parser.parse_args(argv)
    if not args.fise.exists():
        print(f"measure_enclitics: {args.fise} is missing", file=sys.stderr)
        return 1
    start = time.perf_counter()
    try:
        known = set(read_words("es", "strict"))
    except WordtoolsError as exc:
        print(f"measure_enclitics: {exc}", file=sys.stderr)
        return 1
    endings = sum(w.endswith(("ar", "er", "ir", "ír")) for w in known)
    infinitives = list(verbs(known))
    print(f"es/strict: {len(known):,} words, {endings:,} end in -ar/-er/-ir/-ír, {len(infinitives):,} are verbs")

    origin: dict[str, tuple[str, str]] = {}
    per_type: dict[str, set[str]] = {kind: set() for kind in bases.FORM_TYPES}
    found: Counter[str] = Counter()
    base_keys: dict[str, set[str]] = {kind: set() for kind in bases.FORM_TYPES}
    for verb in infinitives:
        for kind, base in bases.base_forms(verb, known).items():
            base_keys[kind].add(fold(base))
        for kind, forms in enclitic_forms(verb, known).items():
            found[kind] += 1
            per_type[kind] |= forms
            for form in forms:
                origin.setdefault(form, (verb, kind))
    print(f"\n{'form type':<12}{'verbs with base':>16}{'without':>9}{'distinct forms':>16}")
    for kind in bases.FORM_TYPES:
        print(f"{kind:<12}{found[kind]:>16,}{len(infinitives) - found[kind]:>9,}{len(per_type[kind]):>16,}")
    generated = set(origin)
    held = generated & known
    print(f"\ndistinct forms: {len(generated):,}; already in es/strict: {len(held):,}; new: {len(generated - held):,}")
    lengths = Counter(len(w) for w in generated)
    print("lengths: " + ", ".join(f"{n}:{lengths[n]:,}" for n in sorted(lengths)))
    print(f"2-8 letters: {sum(c for n, c in lengths.items() if n <= 8):,}")

    everything = set().union(*base_keys.values())
    # plain conjugated forms (ababillase, abajados) are not enclitic forms, whatever their shape
    plain = everything | {fold(f) for v in infinitives for f in conjugations(v.replace("ír", "ir"))}
    shape = lambda key: (
        key not in plain and looks_enclitic(key, everything, base_keys["nosotros"], base_keys["vosotros"])
    )
    generated_keys = {fold(w) for w in generated}
    hunspell = {w for w in known - generated if shape(fold(w))}
    print("\nhunspell words in es/strict that look like verb + pronoun(s), not generated as spelt:")
    show(
        "same letters generated with another accent (voseo: abandonala, abrazame)",
        {w for w in hunspell if fold(w) in generated_keys},
    )
    show("letters not generated (kept: hunspell accepts them)", {w for w in hunspell if fold(w) not in generated_keys})

    fise = {fold(w) for w in json.loads(args.fise.read_text(encoding="utf-8"))}
    fise_enclitic = {w for w in fise if shape(w)}
    produced = fise_enclitic & generated_keys
    print(f"\nFISE-style list: {len(fise):,} words; look like verb + pronoun(s): {len(fise_enclitic):,}; ", end="")
    print(f"produced (folded): {len(produced):,} ({len(produced) / max(1, len(fise_enclitic)):.1%})")
    missed = fise_enclitic - produced
    known_keys = {fold(w) for w in known}
    show("not produced, in es/strict (folded)", missed & known_keys)
    show("not produced, not in es/strict either", missed - known_keys)

    print(f"\n{args.sample} generated forms (seed {args.seed}):")
    for form in random.Random(args.seed).sample(sorted(generated), args.sample):
        verb, kind = origin[form]
        print(f"  {form:<22} {verb} ({kind}){'' if form not in known else '  [in es/strict]'}")
    print(f"\n({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
