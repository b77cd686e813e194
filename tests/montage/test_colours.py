"""Letters to colours: the rulebook's examples, Spanish folding, other colour files."""

import pytest

from wordtools.errors import DataError, UnknownLetter
from wordtools.games.montage.colours import encode, load_colours
from wordtools.lexicon.alphabet import ENGLISH, SPANISH


@pytest.fixture
def colours():
    return load_colours()


@pytest.mark.parametrize(
    "word, expected",
    [
        ("DOG", "orange blue red"),
        ("WAFER", "green orange red red blue"),
        ("MATCH", "purple orange green orange red"),
    ],
)
def test_rulebook_examples(colours, word, expected):
    assert colours.spell(encode(word, ENGLISH, colours)) == expected


def test_knife_and_blade_share_purple_second_red_fifth(colours):
    for word in ("knife", "blade"):
        codes = encode(word, ENGLISH, colours)
        assert colours.names[codes[1]] == "purple" and colours.names[codes[4]] == "red"


def test_spanish_folds_accents_and_gives_enye_the_colour_of_n(colours):
    assert encode("niño", SPANISH, colours) == encode("nino", SPANISH, colours)
    assert colours.names[encode("ñ", SPANISH, colours)[0]] == "purple"
    assert encode("Canción", SPANISH, colours) == encode("cancion", SPANISH, colours)


def test_every_letter_has_exactly_one_colour(colours):
    for alpha in (SPANISH, ENGLISH):
        table = colours.table(alpha)
        assert sorted(table) == sorted(alpha.letters)
        assert sum(len(s) for s in colours.sets(alpha)) == len(alpha.letters)


def test_unknown_letter(colours):
    with pytest.raises(UnknownLetter):
        encode("d0g", ENGLISH, colours)


def test_another_colour_file(tmp_path):
    path = tmp_path / "two.txt"
    path.write_text("vowels = aeiou\nconsonants = bcdfghjklmnpqrstvwxyz\n")
    two = load_colours(path)
    assert two.initials == ("V", "C")
    # ñ is not named: it takes n's colour.
    assert two.spell(encode("año", SPANISH, two)) == "vowels consonants vowels"


@pytest.mark.parametrize(
    "text, message",
    [
        ("orange = abcd\nochre = efghijklmnopqrstuvwxyz\n", "share the initial O"),
        ("orange = abcd\nred = efgh\n", "no colour for i"),
        ("orange = abcd\nred = defgh\n", "'d' is in both"),
    ],
)
def test_bad_colour_files(tmp_path, text, message):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    with pytest.raises(DataError, match=message):
        load_colours(path).sets(ENGLISH)
