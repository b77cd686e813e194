"""Verb + enclitic pronoun forms (wordtools_build/rules/spanish_enclitics.py): the spelling rules on hand-made
cases, the combinations each form type takes, and the base forms found in the real es/strict."""

import doctest
import random

import pytest

from wordtools.lexicon.sources import read_words
from wordtools_build.rules import spanish_enclitics as enclitics
from wordtools_build.rules import spanish_verb_bases as bases
from wordtools_build.rules.spanish_forms import fold

ACCENTS = set("áéíóú")
PAIRS = {p + d for p in ("me", "te", "se", "nos", "os") for d in ("lo", "la", "los", "las")}
SINGLES = {"me", "te", "se", "nos", "os", "lo", "la", "los", "las", "le", "les"}
# the base's last letter comes back, or is the dropped -s/-d
SEQUENCES_WITH_DROP = {last + seq for last in "abcdefghijlmnoprstuvyz" for seq in SINGLES | PAIRS} | PAIRS | SINGLES


@pytest.mark.parametrize("module", [enclitics, bases])
def test_doctests(module):
    assert doctest.testmod(module).failed == 0


@pytest.mark.parametrize(
    "base, pronouns, kind, form",
    [
        ("da", ("me", "lo"), "tú", "dámelo"),
        ("come", ("te", "lo"), "tú", "cómetelo"),
        ("trae", ("nos", "las"), "tú", "tráenoslas"),
        ("comiendo", ("lo",), "gerund", "comiéndolo"),
        ("comer", ("se", "lo"), "infinitive", "comérselo"),
        ("reír", ("se",), "infinitive", "reírse"),
        ("oír", ("lo",), "infinitive", "oírlo"),
        ("huir", ("lo",), "infinitive", "huirlo"),
        ("dé", ("me",), "usted", "deme"),
        ("dé", ("se", "lo"), "usted", "déselo"),
        ("estén", ("se",), "ustedes", "estense"),
        ("está", ("te",), "tú", "estate"),
        ("comamos", ("nos",), "nosotros", "comámonos"),
        ("demos", ("se", "lo"), "nosotros", "démoselo"),
        ("comamos", ("lo",), "nosotros", "comámoslo"),
        ("comed", ("os",), "vosotros", "comeos"),
        ("comed", ("os", "lo"), "vosotros", "coméoslo"),
        ("vestid", ("os",), "vosotros", "vestíos"),
        ("reíd", ("os",), "vosotros", "reíos"),
        ("id", ("os",), "vosotros", "idos"),
        ("dad", ("me", "lo"), "vosotros", "dádmelo"),
        ("di", ("me",), "tú", "dime"),
        ("di", ("me", "lo"), "tú", "dímelo"),
        ("compón", ("te", "lo"), "tú", "compóntelo"),
        ("detén", ("te",), "tú", "detente"),
        ("envía", ("lo",), "tú", "envíalo"),
        ("cambia", ("lo",), "tú", "cámbialo"),
        ("prohíbe", ("lo",), "tú", "prohíbelo"),
        ("cuida", ("la",), "tú", "cuídala"),
        ("averigüe", ("lo",), "usted", "averígüelo"),
        ("vamos", ("nos",), "nosotros", "vámonos"),
        ("yendo", ("se",), "gerund", "yéndose"),
    ],
)
def test_spelling(base, pronouns, kind, form):
    assert enclitics.attach(base, pronouns, kind) == form


def _paradigm(*thirds):
    """A hand-made known set: each third person singular with its -s and -n forms."""
    return {form + end for form in thirds for end in ("", "s", "n")}


COMER = _paradigm("come", "coma") | {"comiendo", "comamos", "comáis"}


def test_all_or_none_per_form_type():
    forms = enclitics.enclitic_forms("comer", COMER)
    sizes = {kind: len(forms[kind]) for kind in bases.FORM_TYPES}
    assert sizes == {kind: len(enclitics.PRONOUNS[kind]) for kind in bases.FORM_TYPES}
    assert sum(sizes.values()) == 169
    # a base form the list lacks takes its whole type away, and nothing else
    without_gerund = enclitics.enclitic_forms("comer", COMER - {"comiendo"})
    assert "gerund" not in without_gerund
    assert {k: v for k, v in forms.items() if k != "gerund"} == without_gerund


def test_person_rules_out_pronouns():
    forms = enclitics.enclitic_forms("comer", COMER)
    assert {"cómete", "cómeme", "cómenos", "cómeselo"} <= forms["tú"]
    assert not {"cómeos", "cómese", "comeos"} & forms["tú"]
    assert {"comeos", "comedme"} <= forms["vosotros"] and "comedte" not in forms["vosotros"]
    assert "cómase" in forms["usted"] and not {"cómate", "cómaos"} & forms["usted"]
    assert "comámonos" in forms["nosotros"]
    assert not {"comámosme", "comámoste", "comámosos", "comámose"} & forms["nosotros"]


def test_base_ending_in_l_takes_no_l_pronoun():
    known = _paradigm("salga") | {"sal", "saliendo", "salgamos", "salgáis"}
    forms = enclitics.enclitic_forms("salir", known)["tú"]
    assert "salte" in forms and not any(f.startswith("sall") for f in forms)


def test_verbs_needs_conjugated_forms():
    known = {"comer", "comed", "mar", "mando", "ar", "ad", "ando", "sonreír", "sonreir", "sonreíd", "sonreid"}
    assert list(enclitics.verbs(known)) == ["comer", "sonreír"]


@pytest.fixture(scope="module")
def strict():
    return set(read_words("es", "strict"))


@pytest.mark.parametrize(
    "infinitive, expected",
    [
        ("pensar", {"tú": "piensa", "usted": "piense", "nosotros": "pensemos", "gerund": "pensando"}),
        ("jugar", {"tú": "juega", "usted": "juegue", "nosotros": "juguemos"}),
        ("pedir", {"tú": "pide", "usted": "pida", "gerund": "pidiendo"}),
        ("dormir", {"tú": "duerme", "nosotros": "durmamos", "gerund": "durmiendo"}),
        ("sentir", {"tú": "siente", "nosotros": "sintamos"}),
        ("seguir", {"tú": "sigue", "usted": "siga", "gerund": "siguiendo"}),
        ("poder", {"tú": "puede", "usted": "pueda", "gerund": "pudiendo"}),
        ("podar", {"tú": "poda", "usted": "pode"}),
        ("moler", {"tú": "muele"}),
        ("morir", {"tú": "muere", "usted": "muera"}),
        ("competir", {"tú": "compite"}),
        ("decir", {"tú": "di", "usted": "diga", "gerund": "diciendo"}),
        ("hacer", {"tú": "haz", "usted": "haga"}),
        ("poner", {"tú": "pon", "usted": "ponga"}),
        ("venir", {"tú": "ven", "usted": "venga", "gerund": "viniendo"}),
        ("salir", {"tú": "sal", "usted": "salga"}),
        ("tener", {"tú": "ten", "usted": "tenga"}),
        ("componer", {"tú": "compón"}),
        ("detener", {"tú": "detén"}),
        ("contener", {"tú": "contén"}),
        ("prevenir", {"tú": "prevén"}),
        ("deshacer", {"tú": "deshaz", "usted": "deshaga"}),
        ("prever", {"tú": "prevé", "usted": "prevea"}),
        ("mover", {"tú": "mueve"}),
        ("ir", {"tú": "ve", "usted": "vaya", "nosotros": "vamos", "gerund": "yendo", "vosotros": "id"}),
        ("ser", {"tú": "sé", "usted": "sea"}),
        ("dar", {"usted": "dé", "ustedes": "den", "nosotros": "demos"}),
        ("estar", {"tú": "está", "usted": "esté"}),
        ("caber", {"usted": "quepa"}),
        ("saber", {"usted": "sepa"}),
        ("leer", {"gerund": "leyendo"}),
        ("oír", {"tú": "oye", "usted": "oiga", "gerund": "oyendo", "vosotros": "oíd"}),
        ("reír", {"tú": "ríe", "usted": "ría", "gerund": "riendo", "vosotros": "reíd"}),
        ("teñir", {"gerund": "tiñendo", "tú": "tiñe"}),
        ("enviar", {"tú": "envía", "usted": "envíe"}),
        ("construir", {"tú": "construye", "usted": "construya"}),
        ("conocer", {"tú": "conoce", "usted": "conozca"}),
    ],
)
def test_base_forms_on_real_list(strict, infinitive, expected):
    found = bases.base_forms(infinitive, strict)
    assert {kind: found.get(kind) for kind in expected} == expected


def test_real_forms_spelling_invariants(strict):
    """On seeded sample verbs: at most one written accent, and the letters are the base's
    (less a dropped -s/-d) followed by the pronouns."""
    sample = random.Random(10).sample(sorted(enclitics.verbs(strict)), 60)
    for verb in sample:
        found = bases.base_forms(verb, strict)
        for kind, forms in enclitics.enclitic_forms(verb, strict).items():
            assert len(forms) <= len(enclitics.PRONOUNS[kind])
            kept = fold(found[kind])[:-1]
            for form in forms:
                assert sum(c in ACCENTS for c in form) <= 1, form
                assert fold(form).startswith(kept) and fold(form)[len(kept) :] in SEQUENCES_WITH_DROP, form
    forms = enclitics.enclitic_forms("dar", strict)
    assert {"dámelo", "dale", "dádmelo", "deme", "démoselo", "dándoselo", "dárselo"} <= set().union(*forms.values())
