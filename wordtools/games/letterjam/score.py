"""Scoring (rulebook, "puntuación"): per word, for the table, with the rating name.

A correct word scores 3 × the original length + 1 per letter beyond it + 1 per
green clue token left; a wrong word scores 1 per correctly deduced letter.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ...errors import BadInput
from ...lexicon.alphabet import Alphabet
from .deck import PRINTED_RATINGS_PLAYERS, rating_for, ratings


@dataclass(frozen=True)
class WordScore:
    original: str
    written: str
    correct: bool
    deduced: int  # correctly deduced letters (what a wrong word scores)
    points: int

    def to_json(self) -> dict:
        return {
            "original": self.original,
            "written": self.written,
            "correct": self.correct,
            "deduced": self.deduced,
            "points": self.points,
        }


def word_points(original_len: int, written_len: int, correct: bool, green_left: int, deduced: int) -> int:
    """The rulebook's points for one word.

    >>> word_points(5, 6, True, 2, 0)   # CALOR -> COLLAR, 2 green tokens left
    18
    >>> word_points(5, 5, False, 0, 3)
    3
    """
    if correct:
        return 3 * original_len + max(0, written_len - original_len) + green_left
    return deduced


def score_word(
    alphabet: Alphabet,
    original: str,
    written: str,
    green_left: int = 0,
    is_word=None,
    replaced: int = 0,
    deduced: int | None = None,
) -> WordScore:
    """Score *written* for a player whose secret word was *original*.

    Correct when *written* is a word (``is_word``, when given) spelt with the
    original cards, each at most once, of which at most *replaced* were covered
    by a bonus letter or the wildcard; extra letters beyond the original length
    come from bonus letters or the wildcard. *deduced* defaults to the letters
    the two words share.
    """
    if green_left < 0 or replaced < 0:
        raise BadInput("green tokens and replaced cards cannot be negative")
    a, b = alphabet.fold(original), alphabet.fold(written)
    if not a or not b:
        raise BadInput("original and written words cannot be empty")
    shared = sum((Counter(a) & Counter(b)).values())
    missing = len(a) - shared
    correct = missing <= replaced and len(b) >= len(a) and (is_word is None or is_word(b))
    if deduced is None:
        deduced = shared
    return WordScore(original, written, correct, deduced, word_points(len(a), len(b), correct, green_left, deduced))


@dataclass(frozen=True)
class TableScore:
    words: tuple[WordScore, ...]
    total: int
    rating: str
    players: int  # whose rating card rated the team

    def to_json(self) -> dict:
        return {
            "words": [w.to_json() for w in self.words],
            "total": self.total,
            "rating": self.rating,
            "rating_players": self.players,
        }


def score_table(words: list[WordScore], players: int | None = None, ratings_path: str | None = None) -> TableScore:
    """The team's total and its rating on the card for *players*.

    By default one player per word; a count with no card (one word alone) is
    rated on the rulebook's printed card (5 players).
    """
    total = sum(w.points for w in words)
    if players is None:
        players = len(words) if len(words) in ratings(ratings_path) else PRINTED_RATINGS_PLAYERS
    return TableScore(tuple(words), total, rating_for(total, players, ratings_path), players)


def score_words(
    lang: str,
    originals: Sequence[str],
    writtens: Sequence[str],
    green: int = 0,
    replaced: int = 0,
    players: int | None = None,
    ratings_path: str | None = None,
) -> TableScore:
    """The ``letterjam score`` operation: each player's secret word against the word they wrote
    (a word of the broad list), the same *green* tokens and *replaced* cards for all, then the table."""
    from ...lexicon import get_lexicon

    if len(originals) != len(writtens):
        raise BadInput(f"{len(originals)} --original but {len(writtens)} --written: give one of each per player")
    lexicon = get_lexicon(lang, "broad")
    words = [score_word(lexicon.alphabet, o, w, green, lexicon.contains, replaced) for o, w in zip(originals, writtens)]
    return score_table(words, players, ratings_path)
