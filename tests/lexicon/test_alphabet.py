import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordtools.errors import BadInput, UnknownLetter
from wordtools.lexicon.alphabet import ENGLISH, SPANISH, alphabet_for


@pytest.mark.parametrize(
    "text, key",
    [("Árbol", "arbol"), ("pingüino", "pinguino"), ("AÑO", "año"), ("n\u0303o", "ño"), ("Canción", "cancion")],
)
def test_spanish_folding_keeps_enye_and_drops_accents(text, key):
    assert SPANISH.fold(text) == key


def test_english_folds_enye_to_n():
    assert ENGLISH.fold("Piñata") == "pinata"


@pytest.mark.parametrize("bad", ["abc1", "l'eau", "co-op", "a b", "x·y"])
def test_characters_outside_the_alphabet_are_rejected(bad):
    with pytest.raises(UnknownLetter) as err:
        SPANISH.fold(bad)
    assert "not a letter of the Spanish alphabet" in str(err.value)


def test_tiles_read_digraphs_as_one_tile():
    assert SPANISH.tiles("chorro") == ["ch", "o", "rr", "o"]
    assert SPANISH.tiles("calle") == ["c", "a", "ll", "e"]
    assert SPANISH.tiles("Niño") == ["n", "i", "ñ", "o"]
    assert ENGLISH.tiles("chorro") == list("chorro")


def test_unknown_language():
    with pytest.raises(BadInput, match="unknown language 'fr'"):
        alphabet_for("fr")


letters = st.text(alphabet="abcdefghijklmnñopqrstuvwxyzáéíóúüÁÉÍÓÚÜÑABCZ", min_size=1, max_size=12)


@given(letters)
def test_folding_is_idempotent(text):
    key = SPANISH.fold(text)
    assert SPANISH.fold(key) == key
    assert set(key) <= set(SPANISH.letters)


@given(letters)
def test_folding_ignores_case(text):
    assert SPANISH.fold(text.upper()) == SPANISH.fold(text.lower())
