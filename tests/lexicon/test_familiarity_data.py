"""The committed lists' familiarity against hand labels, and the kind rules of issue #19 as the
committed lists hold them (each rule's own examples are the doctests of wordtools_build/rules/kinds.py)."""

from __future__ import annotations

from functools import cache

import pytest

from wordtools.lexicon.sources import read_list

# Floors well under today's figures (python -m wordtools_build.measure_familiarity --measure): a change of the
# evidence or the formula that ranks the labelled forms worse than this fails.
AUC_FLOOR = {"es": 0.88, "en": 0.90}
PRECISION_FLOOR = 0.95  # of the labelled forms rated >= 0.9, the share that is known


@cache
def rows(lang: str, list_name: str) -> dict[str, tuple[str, str, float]]:
    """word -> (kind, source, familiarity) of a committed list."""
    listed = read_list(lang, list_name)
    return {w: (k, s, float(f)) for w, k, s, f in zip(listed.words, listed.kinds, listed.sources, listed.familiarity)}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_familiarity_ranks_the_hand_labels(real, lang):
    from wordtools_build.measure_familiarity import auc, read_labels

    labelled = read_labels()[lang]
    broad = rows(lang, "broad")
    zipf = dict(zip(read_list(lang, "broad").words, map(float, read_list(lang, "broad").zipf)))
    known = [k for _, k in labelled]
    score = [broad[w][2] if w in broad else 0.0 for w, _ in labelled]
    assert len(labelled) >= 200 and 0 < sum(known) < len(known)
    ours = auc(score, known)
    assert ours >= AUC_FLOOR[lang]
    assert ours > auc([zipf.get(w, 0.0) for w, _ in labelled], known)  # better than zipf alone
    rated = [k for s, k in zip(score, known) if s >= 0.9]
    assert len(rated) >= 30 and sum(rated) / len(rated) >= PRECISION_FLOOR


def test_every_entry_has_a_familiarity(real):
    for lang in ("es", "en"):
        assert all(0.0 <= f <= 1.0 for _, _, f in rows(lang, "strict").values())


def test_other_readings_lower_familiarity(real):
    es = rows("es", "broad")
    assert es["casa"][2] == 1.0 and es["gato"][2] >= 0.95
    assert es["gato"][2] > es["nato"][2]  # NATO
    for english in ("fine", "test", "stand"):
        if english in es:
            assert es[english][2] < 0.5, english


def test_a_rare_form_of_an_everyday_verb_inherits(real):
    es = rows("es", "strict")
    assert es["cantásemos"][2] >= 0.9 and es["comiésemos"][2] >= 0.9
    assert es["cantáremos"][2] < 0.5  # future subjunctive: nobody's tense any more


def test_wspanish_lowercase_names_are_names(real):
    strict, broad = rows("es", "strict"), rows("es", "broad")
    for name in ("España", "Pablo", "Túnez", "Egipto"):
        assert name.lower() not in strict, name
        assert broad[name][0] == "name", name


def test_fragments_and_abbreviations_leave_strict(real):
    strict, broad = rows("es", "strict"), rows("es", "broad")
    for fragment in ("ab", "an", "dis", "royal"):
        assert fragment not in strict, fragment
    for abbreviation in ("ptas", "hnos", "fig", "prof"):
        assert abbreviation not in strict and broad[abbreviation][0] == "abbreviation", abbreviation
    assert "aeq" not in rows("en", "strict")


def test_camel_case_english_entries_are_names(real):
    broad = rows("en", "broad")
    assert broad["McCain"][0] == "name" and broad["DuPont"][0] == "name"
    assert broad["GeV"][0] == "abbreviation"


def test_adopted_loans_are_words(real):
    strict = rows("es", "strict")
    for loan in ("chat", "web", "rock", "blog", "punk"):
        assert strict[loan][0] == "word", loan


def test_real_words_lost_by_the_wordfreq_rule_are_back(real):
    strict, broad = rows("es", "strict"), rows("es", "broad")
    for word in ("biogás", "prepago", "arquera"):
        assert strict[word][0] == "word", word
    for word in ("pélvico", "pub", "spa", "bio"):
        assert broad[word][0] == "word", word
