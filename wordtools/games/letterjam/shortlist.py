"""The clue finder's cheap pre-score: which candidates get the exact (deducer) ranking.

pre-score = Σ need of the players helped + 0.2 × zipf − 0.5 if it takes the
wildcard − :data:`BONUS_COST` per bonus letter spent; the best *keep* go on,
ties by key. :func:`shortlist` scores a dict of candidates word by word;
:func:`shortlist_rows` gives the very same list from :mod:`.candidates` rows,
with numpy over every fitting row at once (the sums are added in the same
order, so the floats are equal to the last bit).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .candidates import ClueRows

BONUS_COST = 0.25  # per bonus letter spent (they are worth keeping for the final words)
FREQ_PRE = 0.2
WILD_PRE = 0.5

Holder = dict[str, tuple[str, int]]  # letter -> the card it is pointed at (("p", k), ("n", k), ("b", k))
Entry = tuple[str, float, int | str, tuple[tuple[str, int], ...]]  # key, zipf, word id or spelling, sources


def assign(key: str, holder: Holder, helpful: set[str]) -> tuple[tuple[str, int], ...] | None:
    """The card each letter of *key* points at (None when it helps no player who needs help)."""
    if not helpful.intersection(key):
        return None
    return tuple(holder.get(ch, ("*", 0)) for ch in key)


def _prescore(sources, player_needs: Sequence[float], zipf: float) -> float:
    helped = {k for kind, k in sources if kind == "p"}
    wild = any(kind == "*" for kind, _ in sources)
    bonus = len({k for kind, k in sources if kind == "b"})
    return sum(player_needs[k] for k in sorted(helped)) + FREQ_PRE * zipf - WILD_PRE * wild - BONUS_COST * bonus


def shortlist(
    candidates: Mapping[str, tuple[int, int | str]],
    known,
    holder: Holder,
    helpful: set[str],
    player_needs: Sequence[float],
    keep: int,
) -> list[Entry]:
    """The *keep* best candidates (key -> (zipf × 100, word)) that *known* holds, by pre-score."""
    scored = []
    for key, (z, word) in candidates.items():
        if key not in known:
            continue  # not a word this table knows (the vocabulary's kinds)
        sources = assign(key, holder, helpful)
        if sources is not None:
            scored.append((_prescore(sources, player_needs, z / 100), key, z / 100, word, sources))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [(key, z, word, sources) for _, key, z, word, sources in scored[:keep]]


def shortlist_rows(
    rows: ClueRows, fits: list[int], holder: Holder, helpful: set[str], player_needs: Sequence[float], keep: int
) -> list[Entry]:
    """The same as :func:`shortlist` for the rows *fits* (each fits and helps a player)."""
    import numpy as np

    letters = rows.letters[fits]
    zipf = rows.zipf[fits] / 100

    def has(letter: str):
        return (letters & np.uint64(rows.mask(letter))) != 0

    needs = np.zeros(len(fits))
    for k, need in enumerate(player_needs):  # ascending k, as the word-by-word sum
        held = [letter for letter, card in holder.items() if card == ("p", k)]
        if held:
            needs = needs + need * has(held[0])
    wild = (letters & np.uint64(~rows.mask("".join(holder)) & (2**64 - 1))) != 0
    bonus = sum((has(letter) for letter, (kind, _) in holder.items() if kind == "b"), np.zeros(len(fits)))
    pre = (((needs + FREQ_PRE * zipf) - WILD_PRE * wild) - BONUS_COST * bonus).tolist()
    keys = rows.keys
    best = sorted(range(len(fits)), key=lambda n: (-pre[n], keys[fits[n]]))[:keep]
    out: list[Entry] = []
    for n in best:
        key = keys[fits[n]]
        sources = assign(key, holder, helpful)
        assert sources is not None  # fitting_rows keeps only rows with a helpful letter
        out.append((key, float(zipf[n]), int(rows.ids[fits[n]]), sources))
    return out
