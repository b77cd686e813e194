"""What a built list must hold before it is written: the seed words, a minimum size."""

from __future__ import annotations

from ..common import FILES, BuildError

SEEDS = {
    "es": "fina ninfa afinan afinando coral calor colar collar cloral actor corta perruno pillo "
    "dámelo cantábamos perrunos".split(),
    "en": "dog wafer match knife blade mesh pie spades".split(),
}
MIN_SIZES = {
    ("es", "strict"): 600_000,
    ("es", "broad"): 650_000,
    ("es", "zipf"): 100_000,
    ("es", "enclitic"): 2_000_000,
    ("en", "strict"): 100_000,
    ("en", "broad"): 250_000,
    ("en", "zipf"): 100_000,
}


def check(lang: str, lists: dict[str, list[str]]) -> None:
    """Fail unless every seed word is in strict and every list reaches its minimum size."""
    strict = set(lists["strict"])
    missing = [w for w in SEEDS[lang] if w not in strict]
    if missing:
        raise BuildError(f"{lang}/strict is missing seed words: {' '.join(missing)}")
    for kind, entries in lists.items():
        minimum = MIN_SIZES[(lang, kind)]
        if len(entries) < minimum:
            raise BuildError(f"{lang}/{FILES[kind]} has {len(entries):,} entries, want ≥ {minimum:,}")
