"""The base forms a Spanish verb takes enclitic pronouns on, found by rule and confirmed by a list.

Start at :func:`base_forms`: for one infinitive it returns the gerund and the five affirmative
imperatives (tú, vosotros, usted, ustedes, nosotros), or ``None`` for a type whose form can't be
found. Each form is found the same way: rule candidates in a fixed order (a small table for the
truly irregular verbs, then the irregular first-person stems -g-, -ig-, -zc-, -y-, the regular
form, then the stem-vowel changes e→ie/i, o→ue/u, u→ue, i→ie and the written accent of -iar/-uar
verbs), and the first candidate that the list of known words holds wins. A present-tense
candidate must be held together with two forms of its own paradigm (tú *piensa* with *piensas*
and *piensan*): one word alone may be another verb's form (*pueda* is poder's, not podar's).

The vosotros imperative needs no list: it is the infinitive with -d for every verb (*reíd*,
which hunspell spells *reid*).
"""

from __future__ import annotations

from collections.abc import Container, Iterator

from .spanish_forms import nuclei, with_stress

FORM_TYPES = ("infinitive", "gerund", "tú", "vosotros", "usted", "ustedes", "nosotros")

# Truly irregular verbs: tú imperative, subjunctive stem, nosotros imperative. A root marked
# with "-" also gives its compounds (componer → compón, deshacer → deshaga, bendecir → bendiga).
TU_IMPERATIVE = {"decir": "di", "ir": "ve", "ser": "sé", "haber": "he", "estar": "está"}
# root → (tú imperative, subjunctive): the subjunctive (*contenga*) vouches for a compound's
# imperative (*contén*) that the list lacks.
TU_COMPOUNDS = {
    "hacer": ("haz", "haga"),
    "poner": ("pon", "ponga"),
    "tener": ("ten", "tenga"),
    "venir": ("ven", "venga"),
    "salir": ("sal", "salga"),
}
TU_ACCENTED_COMPOUNDS = {"ver": "ve"}  # prevé, trasvé; mover is no compound, so tried after
SUBJUNCTIVE_STEM = {"caber": "quep", "saber": "sep", "ir": "vay", "ser": "se", "haber": "hay"}
SUBJUNCTIVE_STEM |= {"asir": "asg"}
SUBJUNCTIVE_COMPOUNDS = {"hacer": "hag", "facer": "fag", "decir": "dig", "ver": "ve"}
# dé and esté carry an accent the stem + ending rule would not give.
SUBJUNCTIVE_FORMS = {"dar": ("dé", "den", "demos"), "estar": ("esté", "estén", "estemos")}
NOSOTROS_IMPERATIVE = {"ir": "vamos"}
GERUND = {"poder": "pudiendo"}

# Spelling keeps the sound of the stem's last consonant before the ending's first letter.
BEFORE_E = (("gu", "gü"), ("c", "qu"), ("g", "gu"), ("z", "c"))
BEFORE_A = (("gu", "g"), ("qu", "c"), ("c", "z"), ("g", "j"))
# -ir verbs try e→i first: seguir's *sigue*, since *siegue* is a word too (segar's subjunctive).
VOWEL_CHANGES = {
    "ar": {"e": ("ie", "ye"), "o": ("ue", "hue", "üe"), "u": ("ue", "ú"), "i": ("í",)},
    "er": {"e": ("ie",), "o": ("ue", "hue"), "u": ("ú",), "i": ("í",)},
    "ir": {"e": ("i", "ie", "í", "ye"), "o": ("ue", "u"), "u": ("ú",), "i": ("ie", "í")},
}
NOSOTROS_CHANGES: dict[str, tuple[str, ...]] = {"e": ("i",), "o": ("u",)}  # sintamos, durmamos
VOWELS = "aeiouáéíóú"


def split(infinitive: str) -> tuple[str, str]:
    """(stem, class) of an infinitive; the class is ar, er or ir.

    >>> split("pensar"), split("reír"), split("ir")
    (('pens', 'ar'), ('re', 'ir'), ('', 'ir'))
    """
    return infinitive[:-2], infinitive[-2:].replace("í", "i")


def join(stem: str, ending: str, verb_class: str) -> str:
    """*stem* + *ending* with the spelling change that keeps the stem's sound.

    >>> join("busc", "e", "ar"), join("averigu", "e", "ar"), join("cog", "a", "er"), join("sigu", "a", "ir")
    ('busque', 'averigüe', 'coja', 'siga')
    """
    if verb_class == "ar" and ending[0] in "eé":
        changes = BEFORE_E
    elif verb_class != "ar" and ending[0] in "aoá":
        changes = BEFORE_A
    else:
        return stem + ending
    for tail, new in changes:
        if stem.endswith(tail):
            return stem[: -len(tail)] + new + ending
    return stem + ending


def vowel_variants(stem: str, changes: dict[str, tuple[str, ...]]) -> Iterator[str]:
    """*stem* with its last vowel changed as stem-changing verbs change it.

    >>> list(vowel_variants("jug", VOWEL_CHANGES["ar"])), list(vowel_variants("segu", VOWEL_CHANGES["ir"]))[:2]
    (['jueg', 'júg'], ['sigu', 'siegu'])
    """
    # the u of gu/qu is silent: the vowel that changes is the one before (seguir → sigue)
    core = stem[:-1] if stem.endswith(("gu", "qu")) else stem
    last = max((core.rfind(v) for v in "aeiou"), default=-1)
    if last < 0:
        return
    # h- and y- spell a diphthong that opens the word or follows a prefix: huele, yerra, deshuesa
    opens = last == 0 or stem[last - 1] in VOWELS or stem[:last].endswith("des")
    for new in changes.get(core[last], ()):
        if opens or new[0] not in "hy":
            yield stem[:last] + new + stem[last + 1 :]


def irregular_stems(stem: str, verb_class: str) -> Iterator[str]:
    """Stems of the -er/-ir verbs whose first person singular adds a consonant.

    >>> list(irregular_stems("pon", "er")), list(irregular_stems("tra", "er")), list(irregular_stems("conoc", "er"))
    (['pong'], ['traig'], ['conozc'])
    >>> list(irregular_stems("argü", "ir")), list(irregular_stems("o", "ir"))
    (['arguy'], ['oig'])
    """
    if verb_class == "ar" or not stem:
        return
    if stem.endswith(("pon", "ten", "ven", "sal", "val")):
        yield stem + "g"  # pongo, tengo, vengo, salgo, valgo (not repulir's *repulga*: repulgar's)
    elif stem[-1] in "ao":
        yield stem + "ig"  # traigo, caigo, oigo
    elif stem.endswith("c") and len(stem) > 1 and stem[-2] in VOWELS:
        yield stem[:-1] + "zc"  # conozco, conduzco
    elif stem[-1] in "uü" and verb_class == "ir" and not stem.endswith(("gu", "qu")):
        yield stem[:-1] + "uy"  # construyo, arguyo


def compound_root(infinitive: str, table: dict[str, str]) -> tuple[str, str] | None:
    """(prefix, table value) when *infinitive* is a root of *table* or a prefix + that root."""
    for root, value in table.items():
        if infinitive.endswith(root):
            return infinitive[: -len(root)], value
    return None


def _stress_last(word: str) -> str:
    """A compound stresses its root: compón, detén, prevé (deshaz, sobresal need no accent)."""
    return with_stress(word, len(nuclei(word)) - 1)


def _paradigm(form: str, known: Container[str]) -> bool:
    """*form* (a third person singular) is held with its -s and -n persons."""
    return form in known and form + "s" in known and form + "n" in known


def tu_imperative(infinitive: str, known: Container[str]) -> str | None:
    """The affirmative tú imperative: the third person singular present, or the table's form.

    >>> known = {"piensa", "piensas", "piensan", "compón", "huye", "huyes", "huyen"}
    >>> tu_imperative("pensar", known), tu_imperative("componer", known), tu_imperative("huir", known)
    ('piensa', 'compón', 'huye')
    """
    if infinitive in TU_IMPERATIVE:
        return TU_IMPERATIVE[infinitive] if TU_IMPERATIVE[infinitive] in known else None
    for root, (imperative, subjunctive) in TU_COMPOUNDS.items():
        if infinitive.endswith(root):
            prefix = infinitive[: -len(root)]
            form = _stress_last(prefix + imperative)
            return form if form in known or prefix + subjunctive in known else None
    found = compound_root(infinitive, TU_ACCENTED_COMPOUNDS)
    if found and _paradigm(form := _stress_last(found[0] + found[1]), known):
        return form  # prevé with prevés, prevén (mové is voseo, and no *movén*)
    stem, verb_class = split(infinitive)
    vowel = "a" if verb_class == "ar" else "e"
    stems = present_stems(infinitive, known)
    if verb_class == "ir" and stem and stem[-1] in "uüo" and not stem.endswith(("gu", "qu")):
        stems.insert(0, stem.replace("ü", "u") + "y")  # huye, arguye, oye (deconstrue is a slip)
    return next((f for s in stems if _paradigm(f := join(s, vowel, verb_class), known)), None)


def present_stems(infinitive: str, known: Container[str]) -> list[str]:
    """The regular stem and the stem-vowel changes, in the order the present tense tries them.

    The regular stem goes first, except for an -er/-ir verb that has an -ar twin (poder and
    podar, moler and molar, morir and morar: the list then holds *pode* as podar's subjunctive
    and *pueda* as poder's, so the strings can't tell which verb changes; the -er/-ir one does)
    or an -ir verb whose gerund changes its vowel (*rindiendo*, *compitiendo*).

    >>> present_stems("poder", {"podar"}), present_stems("podar", {"poder"})
    (['pued', 'pod'], ['pod', 'pued', 'püed'])
    """
    stem, verb_class = split(infinitive)
    changed = list(vowel_variants(stem, VOWEL_CHANGES[verb_class]))
    if verb_class == "ar":
        return [stem, *changed]
    twin = stem + "ar" in known
    regular_gerund = stem + _gerund_ending(stem)
    if twin or (verb_class == "ir" and gerund(infinitive, known) not in (None, regular_gerund)):
        return [*changed, stem]
    return [stem, *changed]


def subjunctive_stems(infinitive: str) -> Iterator[str]:
    """Candidate present subjunctive stems, in the order they are tried."""
    stem, verb_class = split(infinitive)
    if infinitive in SUBJUNCTIVE_STEM:
        yield SUBJUNCTIVE_STEM[infinitive]
    found = compound_root(infinitive, SUBJUNCTIVE_COMPOUNDS)
    if found:
        yield found[0] + found[1]
    yield from irregular_stems(stem, verb_class)


def usted_imperatives(infinitive: str, known: Container[str]) -> tuple[str, str] | None:
    """The usted and ustedes imperatives: the present subjunctive's third persons.

    >>> known = {"piense", "pienses", "piensen", "haga", "hagas", "hagan", "dé", "den"}
    >>> usted_imperatives("pensar", known), usted_imperatives("deshacer", known | {"deshaga", "deshagas", "deshagan"})
    (('piense', 'piensen'), ('deshaga', 'deshagan'))
    >>> usted_imperatives("dar", known), usted_imperatives("podar", known)
    (('dé', 'den'), None)
    """
    if infinitive in SUBJUNCTIVE_FORMS:
        singular, plural, _ = SUBJUNCTIVE_FORMS[infinitive]
        return (singular, plural) if singular in known and plural in known else None
    stem, verb_class = split(infinitive)
    vowel = "e" if verb_class == "ar" else "a"
    for s in subjunctive_stems(infinitive):
        if _paradigm(s + vowel, known):
            return s + vowel, s + vowel + "n"
    for s in present_stems(infinitive, known):
        form = join(s, vowel, verb_class)
        if _paradigm(form, known):
            return form, form + "n"
    return None


def nosotros_imperative(infinitive: str, known: Container[str]) -> str | None:
    """The nosotros imperative: the present subjunctive's first person plural.

    -ir verbs change e→i, o→u here (*sintamos*, *durmamos*); -ar and -er verbs keep the stem.

    >>> known = {"sintamos", "sintáis", "sentamos", "sentáis", "pensemos", "penséis"}
    >>> nosotros_imperative("sentir", known), nosotros_imperative("pensar", known)
    ('sintamos', 'pensemos')
    """
    if infinitive in NOSOTROS_IMPERATIVE:
        return NOSOTROS_IMPERATIVE[infinitive]
    if infinitive in SUBJUNCTIVE_FORMS:
        form = SUBJUNCTIVE_FORMS[infinitive][2]
        return form if form in known else None
    stem, verb_class = split(infinitive)
    vowel, accented = ("e", "é") if verb_class == "ar" else ("a", "á")
    candidates = [s + vowel for s in subjunctive_stems(infinitive)]
    stems = [*vowel_variants(stem, NOSOTROS_CHANGES)] if verb_class == "ir" else []
    candidates += [join(s, vowel, verb_class) for s in (*stems, stem)]
    for form in candidates:
        if form + "mos" in known and form[:-1] + accented + "is" in known:
            return form + "mos"
    return None


def gerund(infinitive: str, known: Container[str]) -> str | None:
    """The gerund: -ando, -iendo, -yendo after a vowel, -endo after ñ, ll and i.

    >>> known = {"pidiendo", "leyendo", "riendo", "yendo", "tiñendo", "siguiendo", "pensando"}
    >>> [gerund(v, known) for v in ("pedir", "leer", "reír", "ir", "teñir", "seguir", "pensar")]
    ['pidiendo', 'leyendo', 'riendo', 'yendo', 'tiñendo', 'siguiendo', 'pensando']
    """
    if infinitive in GERUND:
        return GERUND[infinitive] if GERUND[infinitive] in known else None
    stem, verb_class = split(infinitive)
    if verb_class == "ar":
        return stem + "ando" if stem + "ando" in known else None
    stems = [*vowel_variants(stem, NOSOTROS_CHANGES), stem] if verb_class == "ir" else [stem]
    for s in stems:
        form = (s + _gerund_ending(s)).replace("üy", "uy")  # arguyendo
        if form in known:
            return form
    return None


def _gerund_ending(stem: str) -> str:
    if stem.endswith(("gu", "qu")):
        return "iendo"  # siguiendo: the u is silent
    if stem.endswith(("ñ", "ll", "i")):
        return "endo"  # tiñendo, bullendo, riendo
    if not stem or stem[-1] in "aeouü":
        return "yendo"  # yendo, leyendo, oyendo, huyendo
    return "iendo"


def base_forms(infinitive: str, known: Container[str]) -> dict[str, str]:
    """The base form of each form type of :data:`FORM_TYPES` that is found (a type that is not
    found is absent).

    >>> base_forms("reír", {"riendo", "ríe", "ríes", "ríen", "ría", "rías", "rían", "riamos", "riáis"})
    {'infinitive': 'reír', 'gerund': 'riendo', 'tú': 'ríe', 'vosotros': 'reíd', 'usted': 'ría', 'ustedes': 'rían', 'nosotros': 'riamos'}
    """
    third_persons = usted_imperatives(infinitive, known)
    found = {
        "infinitive": infinitive,
        "gerund": gerund(infinitive, known),
        "tú": tu_imperative(infinitive, known),
        "vosotros": infinitive[:-1] + "d",
        "usted": third_persons[0] if third_persons else None,
        "ustedes": third_persons[1] if third_persons else None,
        "nosotros": nosotros_imperative(infinitive, known),
    }
    return {kind: form for kind, form in found.items() if form is not None}
