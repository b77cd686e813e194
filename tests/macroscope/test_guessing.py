"""The players' guess: the likeliest word that fits, names of drawable subjects first."""

from __future__ import annotations

from wordtools.games.macroscope.guessing import best_guess, subject_keys


def shown(word: str, open_windows: set[int]) -> tuple:
    """The windows of *word* with *open_windows* open (the length shows)."""
    return tuple((c if i in open_windows else None) if i < len(word) else "" for i, c in enumerate(word.ljust(12)))


def test_a_drawable_subject_beats_a_more_frequent_verb_form(real):
    lexicon = real("es", "strict")
    # g a ? ?: "gano" (I win) is more frequent than "gato", but a card shows something drawable.
    assert lexicon.best_zipf("gano") > lexicon.best_zipf("gato")
    assert "gato" in subject_keys("es") and "gano" not in subject_keys("es")
    guess = best_guess("es", shown("gato", {0, 1}), 4, frozenset())
    assert guess is not None and guess.word == "gato" and guess.share > 0.9
    # Guessed already: the next likeliest, whatever it is, is another word.
    again = best_guess("es", shown("gato", {0, 1}), 4, frozenset({"gato"}))
    assert again is not None and again.word != "gato"
