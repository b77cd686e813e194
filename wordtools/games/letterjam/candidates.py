"""The clue finder's first step at numpy speed: which words the table knows can be spelt from what a giver sees.

Start at :func:`fitting_rows`; :func:`due_clue_rows` says when a process has
ranked enough tables for the rows to pay. :func:`clue_rows` builds once per (word list,
vocabulary) one row per folded key that the vocabulary knows and the list holds:
its letters as a bitmask over the alphabet, its length, its best zipf in the
list with the id of the first spelling that has it (what
:func:`~.clues.clue_candidates` keeps per key) and its familiarity in the
vocabulary. A table's candidates are then a few array operations: no letter
outside what the giver sees, or one (the wildcard), the right length, frequent
and familiar enough. Letters outside the alphabet count
as nothing, as in :meth:`Lexicon.find_from_set`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...lexicon import Lexicon
from .vocab import Vocabulary

if TYPE_CHECKING:
    import numpy as np

# Tables a process ranks with the lexicon's set query before it builds the rows: building them
# (0.14-0.25 s) costs about what 20-40 tables save (~6.5 ms each, measured), and a one-off
# `letterjam clues` never pays for them.
ROWS_AFTER = 32


class ClueRows:
    """One row per key the vocabulary knows and the list holds (module docstring).

    A plain class, not a dataclass: a one-off command imports it and never builds one."""

    __slots__ = ("keys", "letters", "lengths", "zipf", "ids", "familiarity", "codes")

    def __init__(
        self,
        keys: list[str],
        letters: np.ndarray,  # uint64 bitmask of the key's alphabet letters
        lengths: np.ndarray,
        zipf: np.ndarray,  # best zipf × 100 in the list
        ids: np.ndarray,  # the first id with that zipf
        familiarity: np.ndarray,  # the key's familiarity × 100 in the vocabulary
        codes: dict[str, int],  # alphabet letter -> bit
    ):
        self.keys, self.letters, self.lengths, self.zipf, self.ids = keys, letters, lengths, zipf, ids
        self.familiarity, self.codes = familiarity, codes

    def mask(self, letters: str) -> int:
        """The bitmask of *letters* (alphabet letters only)."""
        return _letter_mask(self.codes, letters)


def _letter_mask(codes: dict[str, int], letters: str) -> int:
    out = 0
    for ch in set(letters):
        bit = codes.get(ch)
        if bit is not None:
            out |= 1 << bit
    return out


def _letter_masks(codes: dict[str, int], keys: list[str], length: int) -> np.ndarray:
    """The bitmask of each key's letters (keys of one *length*, read as a (keys, letters) byte array)."""
    import numpy as np

    bits = np.zeros(256, dtype=np.uint64)
    for letter, bit in codes.items():
        if ord(letter) < 256:  # keys are latin-1
            bits[ord(letter)] = 1 << bit
    chars = np.frombuffer("".join(keys).encode("latin-1"), dtype=np.uint8).reshape(len(keys), length)
    return np.bitwise_or.reduce(bits[chars], axis=1)


def _rows_of_length(lexicon: Lexicon, known: dict[str, float], length: int):
    """(key, zipf × 100, id) of each key of *known* that the list holds, its best spelling's id."""
    import numpy as np

    start, every_key = lexicon.keys_of_length(length)
    end = start + len(every_key)
    if start == end or not known:
        return []
    if lexicon.holds_every_word:
        in_list = np.ones(end - start, dtype=bool)
    else:
        in_list = np.zeros(end - start, dtype=bool)
        in_list[np.asarray(lexicon.words(length).ids(), dtype=np.int64) - start] = True
    zipf = np.asarray(lexicon.zipf_hundredths[start:end])
    keys = np.array(every_key)  # sorted: each length's keys are in order
    wanted = sorted(known)
    lows = np.searchsorted(keys, wanted, "left").tolist()
    highs = np.searchsorted(keys, wanted, "right").tolist()
    out = []
    for key, low, high in zip(wanted, lows, highs):
        best = None
        for p in range(low, high):
            if in_list[p] and (best is None or zipf[p] > zipf[best]):
                best = p
        if best is not None:
            out.append((key, int(zipf[best]), start + best))
    return out


def clue_rows(lexicon: Lexicon, vocab: Vocabulary) -> ClueRows:
    """The rows for *lexicon* and *vocab*, built on first use and kept with the vocabulary."""
    import numpy as np

    cached = vocab.cache.get(("clue rows", id(lexicon)))
    if cached is not None and cached[0] is lexicon:
        return cached[1]
    codes = {letter: bit for bit, letter in enumerate(lexicon.alphabet.letters)}
    rows, masks = [], [np.zeros(0, dtype=np.uint64)]
    for length in range(1, min(lexicon.max_len + 1, len(vocab.by_length))):
        part = _rows_of_length(lexicon, vocab.by_length[length], length)
        if part:
            rows += part
            masks.append(_letter_masks(codes, [key for key, _, _ in part], length))
    built = ClueRows(
        [key for key, _, _ in rows],
        np.concatenate(masks),
        np.array([len(key) for key, _, _ in rows], dtype=np.int64),
        np.array([z for _, z, _ in rows], dtype=np.int64),
        np.array([i for _, _, i in rows], dtype=np.int64),
        np.array([round(100 * vocab.familiarity[len(key)][key]) for key, _, _ in rows], dtype=np.int64),
        codes,
    )
    vocab.cache[("clue rows", id(lexicon))] = (lexicon, built)
    return built


def due_clue_rows(lexicon: Lexicon, vocab: Vocabulary) -> ClueRows | None:
    """The rows once this process has ranked :data:`ROWS_AFTER` tables on *lexicon* and *vocab*, else None."""
    if ("clue rows", id(lexicon)) not in vocab.cache:
        asked = vocab.cache.get(("tables ranked", id(lexicon)), 0) + 1
        vocab.cache[("tables ranked", id(lexicon))] = asked
        if asked <= ROWS_AFTER:
            return None
    return clue_rows(lexicon, vocab)


def fitting_rows(
    rows: ClueRows,
    visible: str,
    wildcard: bool,
    min_zipf: float,
    min_len: int,
    max_len: int,
    helpful: str,
    min_familiarity: float = 0.0,
) -> list[int]:
    """Rows spelt from *visible* (plus one other letter with the *wildcard*), of a length in range,
    with zipf at least *min_zipf*, familiarity at least *min_familiarity* and a letter of *helpful*
    (a player who needs help)."""
    import numpy as np

    outside = rows.letters & np.uint64(~rows.mask(visible) & (2**64 - 1))
    fits = outside == 0
    if wildcard:
        fits |= (outside & (outside - np.uint64(1))) == 0  # one letter outside: the wildcard
    fits &= (rows.lengths >= min_len) & (rows.lengths <= max_len) & (rows.zipf >= round(min_zipf * 100))
    fits &= rows.familiarity >= round(min_familiarity * 100)
    fits &= (rows.letters & np.uint64(rows.mask(helpful))) != 0
    return np.flatnonzero(fits).tolist()
