"""The concept inventory loader, the familiarity of the sense a card means, and the denylist (tests/lexicon)."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from wordtools.errors import DataError
from wordtools.lexicon.concept_levels import (
    PHRASE_FACTOR,
    UNLISTED,
    name_familiarity,
    sense_familiarity,
    word_familiarity,
)
from wordtools.lexicon.concepts import concepts_dir, fold_name, load_inventory
from wordtools.lexicon.denylist import Denylist, Term, load_denylist


@pytest.fixture(scope="module")
def inventory():
    return load_inventory()


def _copy_inventory(tmp_path: Path) -> Path:
    folder = tmp_path / "concepts"
    shutil.copytree(concepts_dir(), folder)
    return folder


# -- the shipped inventory --------------------------------------------------------------------


def test_the_real_sides_of_the_rulebook_are_groups(inventory):
    big = {c.name("en") for c in inventory.members("animals.big-real-and-mythical")}
    assert {"hippopotamus", "dragon", "rhinoceros", "pegasus", "zebra", "unicorn", "crocodile"} <= big
    family = {c.name("en") for c in inventory.members("people.female-family")}
    assert {"girl", "granddaughter", "woman", "mother", "grandmother", "daughter", "sister"} <= family


def test_inventory_size_themes_and_groups(inventory):
    assert len(inventory) >= 2000
    assert len(inventory.groups) >= 250
    themes = Counter(c.theme for c in inventory)
    assert len(themes) >= 7
    # Themes mixed, not mostly artifacts.
    assert max(themes.values()) / len(inventory) < 0.5
    for group in inventory.groups.values():
        assert len(group.members) >= 7, group.id


def test_every_group_of_a_concept_exists_and_lists_it(inventory):
    for concept in inventory:
        for group in concept.groups:
            assert concept.id in inventory.groups[group].members


def test_lookup_by_folded_name_finds_variants_and_ignores_accents(inventory):
    assert [c.id for c in inventory.find("HIPOPOTAMO", "es")] == ["animals:hippopotamus"]
    assert [c.id for c in inventory.find("hippo", "en")] == ["animals:hippopotamus"]
    assert inventory.find("no such thing", "en") == []


def test_isa_chain_and_kind_of(inventory):
    assert inventory.concept("animals:white-tiger").isa == "animals:tiger"
    assert inventory.one_is_a_kind_of_other("animals:white-tiger", "animals:tiger")
    assert inventory.one_is_a_kind_of_other("animals:tiger", "animals:white-tiger")
    assert not inventory.one_is_a_kind_of_other("animals:zebra", "animals:tiger")


def test_every_concept_has_a_sense_familiarity_from_the_lists_or_the_table(inventory):
    for lang in ("en", "es"):
        values = [sense_familiarity(c, lang, inventory) for c in inventory]
        assert all(0.0 <= v <= 1.0 for v in values)
        # spread enough to tell easy from hard: a twentieth below 0.5, a tenth at 0.95 or more
        assert sum(v < 0.5 for v in values) > len(values) / 20, lang
        assert sum(v >= 0.95 for v in values) > len(values) / 10, lang


def test_fold_name_keeps_enye_in_spanish_only():
    assert fold_name("Año Nuevo", "es") == "año nuevo"
    assert fold_name("Año Nuevo", "en") == "ano nuevo"
    assert fold_name("  pez-espada ", "es") == "pez espada"


# -- the sense a card means -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("concept", "lang", "other"),
    [
        ("people:cameraman", "es", "objects:camera"),  # cámara: the camera first
        ("vehicles:junk", "en", "vehicles:container-ship"),  # junk: rubbish first
        ("food:rocket", "en", "vehicles:rocket"),  # rocket: the spacecraft first
        ("objects:spirit-level", "es", "objects:hammer"),  # nivel: "level" first
        ("places:market-stall", "es", "places:market"),  # puesto: a job first
    ],
)
def test_the_senses_table_rates_the_sense_the_card_means(inventory, concept, lang, other):
    name = inventory.concept(concept).name(lang)
    judged = sense_familiarity(inventory.concept(concept), lang, inventory)
    assert judged == inventory.senses[(concept, lang)]
    assert judged < name_familiarity(name, lang)  # the list rates the commonest reading
    assert judged < sense_familiarity(inventory.concept(other), lang, inventory)


def test_concepts_the_table_does_not_judge_take_the_lists_familiarity(inventory):
    from wordtools.lexicon import get_lexicon

    zebra = inventory.concept("animals:zebra")
    assert ("animals:zebra", "en") not in inventory.senses
    assert sense_familiarity(zebra, "en", inventory) == get_lexicon("en", "broad").best_familiarity("zebra")


def test_a_phrase_is_never_better_known_than_its_rarest_word():
    rarest = min(word_familiarity("camión", "es"), word_familiarity("bomberos", "es"))  # "de" does not count
    assert name_familiarity("camión de bomberos", "es") == pytest.approx(rarest * PHRASE_FACTOR)
    assert name_familiarity("snow leopard", "en") < name_familiarity("leopard", "en")
    assert word_familiarity("xyzzyq", "en") == UNLISTED


def test_levels_read_no_wordfreq(monkeypatch, inventory):
    import sys

    monkeypatch.setitem(sys.modules, "wordfreq", None)  # any import of it now fails
    word_familiarity.cache_clear()
    assert name_familiarity("zebra", "en") > 0.5
    assert sense_familiarity(inventory.concept("people:cameraman"), "es", inventory) == 0.55


def test_a_senses_row_must_name_the_printed_name(tmp_path):
    folder = tmp_path / "concepts"
    shutil.copytree(concepts_dir(), folder)
    with open(folder / "senses.tsv", "a", encoding="utf-8") as f:
        f.write("animals:zebra\ten\t0.5\tthe striped horse\n")
    with pytest.raises(DataError, match="does not name 'zebra'"):
        load_inventory(folder)


# -- the denylist -----------------------------------------------------------------------------


def test_denylist_matches_whole_words_inside_phrases():
    deny = Denylist([Term("en", "cock", "review", "slang"), Term("en", "shit", "block", "obscenity")])
    hits = deny.scan(["rooster", "cock", "weathercock", "cock of the walk", "Shit happens"], "en")
    assert [(h.index, h.term.term, h.term.action) for h in hits] == [
        (1, "cock", "review"),
        (3, "cock", "review"),
        (4, "shit", "block"),
    ]


def test_shipped_denylist_flags_without_dropping(inventory):
    assert inventory.denylist is not None and len(inventory.denylist) > 50
    names = [c.name("en") for c in inventory]
    hits = inventory.denylist.scan(names, "en")
    assert all(names[h.index] == h.clue for h in hits)
    actions = {h.term.action for h in inventory.denylist.scan(["bitch", "pussy willow"], "en")}
    assert actions == {"block", "review"}
    # Flagged names stay in the inventory: the callers decide, and say so.
    flagged = {names[h.index] for h in hits}
    assert "beaver" in flagged and inventory.find("beaver", "en")


# -- malformed files: one error naming file, line and field -----------------------------------


@pytest.mark.parametrize(
    "line, field",
    [
        ("zebra2\tanimals.savanna\tzebra\tcebra\tword\tword", "isa"),  # a field missing
        ("zebra2\tanimals.nowhere\tzebra\tcebra\tword\tword\t-", "groups"),
        ("zebra2\tanimals.savanna\tzebra\tcebra\tword\tverb\t-", "form_es"),
        ("Zebra 2\tanimals.savanna\tzebra\tcebra\tword\tword\t-", "id"),
        ("zebra2\tanimals.savanna\tzebra\tcebra\tword\tword\tanimals:nothing", "isa"),
        ("zebra2\tanimals.savanna\tzebra||\tcebra\tword\tword\t-", "en"),
    ],
)
def test_a_malformed_concept_line_names_file_line_and_field(tmp_path, line, field):
    folder = _copy_inventory(tmp_path)
    path = folder / "animals.tsv"
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join([*lines, line]) + "\n", encoding="utf-8")
    with pytest.raises(DataError) as error:
        load_inventory(folder)
    assert f"animals.tsv:{len(lines) + 1}: {field}:" in str(error.value)


def test_a_non_utf8_file_and_a_bad_denylist_line_are_refused(tmp_path):
    folder = _copy_inventory(tmp_path)
    (folder / "denylist.tsv").write_text("en\tfoo\tban\twhy\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"denylist.tsv:1: action:"):
        load_denylist(folder / "denylist.tsv")
    (folder / "body.tsv").write_bytes("nariz\tbody.face\tnose\tnariz\tword\tword\t-\n".encode("latin-1") + b"\xf1\n")
    with pytest.raises(DataError, match=r"body.tsv:2: not UTF-8 text \(byte 0xf1 at column 1\)"):
        load_inventory(folder)


def test_the_inventory_is_loaded_once(tmp_path):
    folder = _copy_inventory(tmp_path)
    assert load_inventory(folder) is load_inventory(str(folder))
