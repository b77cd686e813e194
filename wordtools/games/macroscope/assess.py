"""Rate words or a whole deck for a designer: pick the judge, rate each word, sum up per level.

:func:`assess` is what ``wordtools macroscope rate`` calls. Against the
lexicon, every word is weighed in the word list by frequency; against a
deck, the other subjects of that deck are the only rivals (the deck file
given, or the deck built from the seed).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...errors import BadInput
from ...lexicon import ListChoice, get_lexicon
from ...lexicon.alphabet import alphabet_for
from .deck import LEVELS, Deck, build_deck, read_deck
from .lexicon_judge import DEFAULT_SHARE, LexiconJudge
from .rating import AGAINST, DEFAULT_SAMPLES, DeckJudge, Judge, Rating, percentile, rate_word
from .windows import letter_cells


@dataclass(frozen=True)
class LevelSummary:
    """How the words of one level rate: their count, and the mean, p10 and p90 of their mean ratings."""

    level: int
    words: int
    mean: float
    p10: float
    p90: float

    def to_json(self) -> dict:
        return {
            "level": self.level,
            "words": self.words,
            "mean": round(self.mean, 2),
            "p10": round(self.p10, 2),
            "p90": round(self.p90, 2),
        }


@dataclass(frozen=True)
class Assessment:
    """Ratings of the words asked about, and (for a deck) the summary per level."""

    ratings: list[Rating]
    against: str
    samples: int
    seed: int
    levels: list[LevelSummary] = field(default_factory=list)
    word_levels: dict[str, int] = field(default_factory=dict)

    def json_rows(self) -> list[dict]:
        """One object per word (with its level when the deck has it), then one per level's summary."""
        rows = [
            {**r.to_json(), **({"level": self.word_levels[r.word]} if r.word in self.word_levels else {})}
            for r in self.ratings
        ]
        return rows + [{"level_summary": s.to_json()} for s in self.levels]


def summarise_levels(ratings: Sequence[Rating], levels: dict[str, int]) -> list[LevelSummary]:
    """Per level, the spread of the words' mean ratings (what a designer balances)."""
    out = []
    for level in LEVELS:
        means = sorted(r.mean for r in ratings if levels.get(r.word) == level)
        if means:
            out.append(
                LevelSummary(level, len(means), sum(means) / len(means), percentile(means, 0.1), percentile(means, 0.9))
            )
    return out


def assess(
    words: Sequence[str],
    lang: str,
    *,
    against: str = "lexicon",
    deck_path: str | Path | None = None,
    list_name: str | ListChoice = "strict",
    samples: int = DEFAULT_SAMPLES,
    seed: int = 0,
    share: float = DEFAULT_SHARE,
    show_length: bool = True,
) -> Assessment:
    """Rate *words* (or, with none, every subject of the deck) against the lexicon or the deck."""
    if against not in AGAINST:
        raise BadInput(f"--against must be one of {', '.join(AGAINST)}, not {against!r}")
    alphabet = alphabet_for(lang)
    deck: Deck | None = None
    if deck_path is not None:
        deck = read_deck(deck_path, lang)
    elif against == "deck" or not words:
        deck = build_deck(lang, seed=seed)
    if not words:
        assert deck is not None  # built above: no words means the deck's
        words = [s.word for s in deck.subjects()]
    for word in words:  # refuse a bad word before any work
        letter_cells(word, alphabet)
    judge: Judge[Any]
    if against == "deck":
        assert deck is not None  # built above for --against deck
        judge = DeckJudge(
            (alphabet.fold(s.word) for s in deck.subjects()),
            f"deck {deck_path}" if deck_path else f"deck of seed {seed}",
        )
    else:
        judge = LexiconJudge(get_lexicon(lang, list_name), share)
    ratings = [rate_word(w, alphabet, judge, samples=samples, seed=seed, show_length=show_length) for w in words]
    word_levels = {s.word: s.level for s in deck.subjects()} if deck is not None else {}
    levels = summarise_levels(ratings, word_levels) if word_levels else []
    return Assessment(ratings, judge.description, samples, seed, levels, word_levels)
