"""The project denylist: words no card may carry (block) and doubtful ones a person decides (review).

``denylist.tsv`` (in the concept inventory's folder) has one term a line:
``lang``, ``term``, ``action`` (``block`` or ``review``), ``why``. A term
matches as whole words anywhere inside a clue, so a phrase that contains it is
caught too ("pussy willow" contains "pussy"). All clues are scanned in one pass
of one Aho-Corasick automaton per language (pyahocorasick): clues are folded
(:func:`~wordtools.lexicon.alphabet.fold_name`), padded with spaces and
joined, and each term is looked for as `` term ``.

Nothing is dropped here: :meth:`Denylist.scan` reports every hit, and the
callers decide (the deck generator leaves flagged concepts out and says so;
the deck check reports them).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..datafiles import read_records
from ..errors import DataError
from .alphabet import fold_name

ACTIONS = ("block", "review")
COLUMNS = ("lang", "term", "action", "why")


@dataclass(frozen=True)
class Term:
    """One denylist line."""

    lang: str
    term: str
    action: str
    why: str


@dataclass(frozen=True)
class Hit:
    """A denylisted term found inside the clue at position *index* of the scanned list."""

    index: int
    clue: str
    term: Term


class Denylist:
    """Denylist terms per language, with one automaton per language built on first use."""

    def __init__(self, terms: Iterable[Term]):
        self.terms = tuple(terms)
        self._automata: dict[str, object] = {}

    def __len__(self) -> int:
        return len(self.terms)

    def _automaton(self, lang: str) -> Any:  # an ahocorasick.Automaton (imported only when a scan runs)
        if lang not in self._automata:
            import ahocorasick  # only when a scan runs

            automaton = ahocorasick.Automaton()
            for term in self.terms:
                if term.lang == lang:
                    key = f" {fold_name(term.term, lang)} "
                    # The same folded term twice: keep the stricter action.
                    old = automaton.get(key, None)
                    if old is None or (old.action == "review" and term.action == "block"):
                        automaton.add_word(key, term)
            if len(automaton):
                automaton.make_automaton()
            self._automata[lang] = automaton
        return self._automata[lang]

    def scan(self, clues: Sequence[str], lang: str) -> list[Hit]:
        """Every denylisted term inside *clues* (whole words), in clue order.

        >>> deny = Denylist([Term("en", "pussy", "review", "slang")])
        >>> [(h.index, h.term.term) for h in deny.scan(["willow", "pussy willow", "octopussy"], "en")]
        [(1, 'pussy')]
        """
        automaton = self._automaton(lang)
        if not len(automaton) or not clues:
            return []
        # One pass over every clue: the folded clues joined by '|', which no term contains.
        starts, parts, offset = [], [], 0
        for clue in clues:
            part = f" {fold_name(clue, lang)} "
            starts.append(offset)
            parts.append(part)
            offset += len(part) + 1
        text = "|".join(parts)
        hits, seen = [], set()
        import bisect

        for end, term in automaton.iter(text):
            index = bisect.bisect_right(starts, end) - 1
            if (index, term.term) not in seen:
                seen.add((index, term.term))
                hits.append(Hit(index, clues[index], term))
        hits.sort(key=lambda h: h.index)
        return hits


def load_denylist(path: Path | str) -> Denylist:
    """Read ``denylist.tsv``; a malformed line is one :class:`DataError` naming file, line and field."""
    path = Path(path)
    terms = []
    for record in read_records(path):
        fields = [f.strip() for f in record.text.split("\t")]
        if len(fields) != len(COLUMNS):
            raise DataError(
                f"{path}:{record.line}: {COLUMNS[min(len(fields), len(COLUMNS) - 1)]}: expected "
                f"{len(COLUMNS)} TAB-separated fields ({', '.join(COLUMNS)}), found {len(fields)}"
            )
        lang, term, action, why = fields
        if lang not in ("en", "es"):
            raise DataError(f"{path}:{record.line}: lang: {lang!r} is not en or es")
        if not term:
            raise DataError(f"{path}:{record.line}: term: empty field")
        if action not in ACTIONS:
            raise DataError(f"{path}:{record.line}: action: {action!r} is not block or review")
        terms.append(Term(lang, term, action, why))
    return Denylist(terms)
