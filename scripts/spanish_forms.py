"""Spanish word forms by rule: plurals, gender forms and regular conjugations, with the accent
the orthography requires.

Start at :func:`missing_forms`: it generates, from every word already in es/strict, its plural,
its feminine (and that one's plural) and, for every infinitive, the forms of the regular
conjugation of its class; a generated form is kept when the FISE-style full-form list holds its
folded spelling and the list does not have it yet. The FISE list says *which* forms exist (it
has no accents); the spelling is always the one these rules give.

The accent rules: a word's stressed syllable is the one with a written accent, else the
penultimate when the word ends in a vowel, n or s, else the last. A plural keeps the stressed
syllable of its singular (*canción* → *canciones*, *joven* → *jóvenes*), except the three nouns
whose stress moves (*régimen* → *regímenes*, *espécimen* → *especímenes*, *carácter* →
*caracteres*). A form then carries a written accent when its stress is not where the default
puts it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator

STRONG = "aeo"
ACCENTED = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"}
PLAIN = {v: k for k, v in ACCENTED.items()}
STRESS_MOVES = {"régimen": "regímenes", "espécimen": "especímenes", "carácter": "caracteres"}


def fold(word: str) -> str:
    word = word.replace("ñ", "\0")
    out = "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))
    return out.replace("\0", "ñ")


def nuclei(word: str) -> list[tuple[int, int]]:
    """(start, end) of every syllable nucleus (vowel group) of *word*.

    u is silent in que/qui/gue/gui; two strong vowels, or an accented i/u beside a strong one,
    are in hiatus (two syllables).

    >>> [ "pingüino"[a:b] for a, b in nuclei("pingüino")]
    ['i', 'üi', 'o']
    >>> [ "queso"[a:b] for a, b in nuclei("queso")], len(nuclei("poeta")), len(nuclei("río"))
    (['e', 'o'], 3, 2)
    """
    out: list[tuple[int, int]] = []
    i = 0
    n = len(word)

    def is_vowel(k: int) -> bool:
        c = word[k]
        if c == "u" and k > 0 and word[k - 1] in "qg" and k + 1 < n and word[k + 1] in "eiéí":
            return False
        if c == "y":  # a vowel only at the end after a vowel (rey, muy) or alone
            return k == n - 1 and (k == 0 or word[k - 1] not in "aeiouáéíóú") and n == 1
        return c in "aeiouáéíóúü"

    while i < n:
        if not is_vowel(i):
            i += 1
            continue
        start = i
        i += 1
        while i < n and is_vowel(i):
            prev, cur = word[i - 1], word[i]
            strong_prev = prev in "aeoáéó" or prev in "íú"
            strong_cur = cur in "aeoáéó" or cur in "íú"
            if strong_prev and strong_cur:
                break
            i += 1
        out.append((start, i))
    return out


def stress(word: str) -> int:
    """Index (into :func:`nuclei`) of the stressed syllable.

    >>> stress("canción"), stress("joven"), stress("papel"), stress("árbol"), stress("régimen")
    (1, 0, 1, 0, 0)
    """
    parts = nuclei(word)
    for k, (a, b) in enumerate(parts):
        if any(c in PLAIN for c in word[a:b]):
            return k
    if len(parts) < 2:
        return len(parts) - 1
    return len(parts) - 2 if word[-1] in "aeiouns" else len(parts) - 1


def with_stress(word: str, syllable: int) -> str:
    """*word* without accents, then with the written accent the rules need for *syllable*.

    >>> with_stress("canciones", 1), with_stress("jovenes", 0), with_stress("cantabamos", 1)
    ('canciones', 'jóvenes', 'cantábamos')
    """
    bare = "".join(PLAIN.get(c, c) for c in word)
    parts = nuclei(bare)
    if not parts:
        return word
    default = (len(parts) - 2 if bare[-1] in "aeiouns" else len(parts) - 1) if len(parts) > 1 else 0
    a, b = parts[syllable]
    group = bare[a:b]
    hiatus_weak = (
        len(group) == 1
        and group in "iu"
        and ((a > 0 and bare[a - 1] in STRONG) or (b < len(bare) and bare[b] in STRONG))
    )
    if syllable == default and not hiatus_weak:
        return bare
    # the accent goes on the strong vowel of a diphthong, else on the last one
    pos = next((a + k for k, c in enumerate(group) if c in STRONG), b - 1)
    if bare[pos] not in ACCENTED:
        return bare
    return bare[:pos] + ACCENTED[bare[pos]] + bare[pos + 1 :]


def plurals(word: str) -> Iterator[str]:
    """The plural(s) of a noun or adjective by the orthography's rules.

    >>> [next(plurals(w)) for w in ("canción", "joven", "régimen", "pingüino", "lápiz", "papel")]
    ['canciones', 'jóvenes', 'regímenes', 'pingüinos', 'lápices', 'papeles']
    """
    if word in STRESS_MOVES:
        yield STRESS_MOVES[word]
        return
    parts = nuclei(word)
    if not parts:
        return
    last = word[-1]
    if last in "aeoáéóiu" or (last in "íú" and len(parts) == 1):
        yield word + "s"
        return
    if last in "íú":
        yield word + "es"
        yield word + "s"
        return
    if last in "sx" and stress(word) != len(parts) - 1:
        return  # crisis, tórax: the plural is the same word
    syllable = stress(word)
    base = word[:-1] + "c" if last == "z" else word
    if last == "y":
        yield word + "es"
        return
    yield with_stress(base + "es", syllable)


def feminines(word: str) -> Iterator[str]:
    """Feminine of a masculine adjective or noun (-o → -a; -or, -ón, -án, -és, -ín + a).

    >>> list(feminines("perruno")), list(feminines("alemán")), list(feminines("lector"))
    (['perruna'], ['alemana'], ['lectora'])
    """
    if word.endswith("o"):
        yield word[:-1] + "a"
    elif word.endswith(("or", "ón", "án", "és", "ín")):
        yield with_stress(word + "a", stress(word))


CONJUGATION = {
    "ar": (
        "o as a amos áis an aba abas ábamos abais aban é aste ó asteis aron "
        "aré arás ará aremos aréis arán aría arías aríamos aríais arían e es emos éis en "
        "ara aras áramos arais aran ase ases ásemos aseis asen are ares áremos areis aren "
        "ad ando ado ada ados adas ás á"
    ),
    "er": (
        "o es e emos éis en ía ías íamos íais ían í iste ió imos isteis ieron "
        "eré erás erá eremos eréis erán ería erías eríamos eríais erían a as amos áis an "
        "iera ieras iéramos ierais ieran iese ieses iésemos ieseis iesen iere ieres iéremos "
        "iereis ieren ed iendo ido ida idos idas és é"
    ),
    "ir": (
        "o es e imos ís en ía ías íamos íais ían í iste ió isteis ieron "
        "iré irás irá iremos iréis irán iría irías iríamos iríais irían a as amos áis an "
        "iera ieras iéramos ierais ieran iese ieses iésemos ieseis iesen iere ieres iéremos "
        "iereis ieren id iendo ido ida idos idas í"
    ),
}
# Spelling keeps the sound of the stem's last consonant before the ending's first letter.
BEFORE_E = {"c": "qu", "g": "gu", "z": "c", "gu": "gü"}
BEFORE_AO = {"c": "z", "g": "j", "gu": "g", "qu": "c"}


def conjugations(infinitive: str) -> Iterator[str]:
    """The regular conjugation of an -ar/-er/-ir verb, with spelling changes.

    >>> forms = set(conjugations("buscar")); "busqué" in forms and "buscábamos" in forms
    True
    >>> forms = set(conjugations("recoger")); "recojo" in forms and "recogió" in forms
    True
    """
    ending = infinitive[-2:]
    if ending not in CONJUGATION or len(infinitive) < 4:
        return
    stem = infinitive[:-2]
    for suffix in CONJUGATION[ending].split():
        first = suffix[0]
        s = stem
        if ending == "ar" and first in "eé":
            for tail in ("gu", "c", "g", "z"):
                if stem.endswith(tail):
                    s = stem[: -len(tail)] + BEFORE_E[tail]
                    break
        elif ending != "ar" and first in "aoá":
            for tail in ("gu", "qu", "c", "g"):
                if stem.endswith(tail):
                    s = stem[: -len(tail)] + BEFORE_AO[tail]
                    break
        yield s + suffix


def infinitive_spelling(key: str) -> str | None:
    """The spelling of a folded infinitive: aguda in -r, so no accent, except a stressed i after
    a vowel (*reír*, *oír*, *embaír*).

    >>> infinitive_spelling("pispear"), infinitive_spelling("sonreir"), infinitive_spelling("casa")
    ('pispear', 'sonreír', None)
    """
    if not key.endswith(("ar", "er", "ir")) or len(key) < 3:
        return None
    if key.endswith("ir") and key[-3] in "aeo":
        return key[:-2] + "ír"
    return key


def missing_forms(words: Iterable[str], fise: Iterable[str], spellings: dict[str, str] | None = None) -> set[str]:
    """Forms the FISE list holds (folded) and *words* does not, spelt by rule.

    Two passes: first the FISE keys that are a headword spelt by wordfreq (its most frequent
    spelling of that key: *babaco*, *vacuola*) or an infinitive spelt by rule; then every form
    generated from our words and those headwords (plurals, feminines, conjugations) that the
    FISE list holds.
    """
    words = set(words)
    have = {fold(w) for w in words}
    wanted = set(fise) - have
    heads: set[str] = set()
    for key in wanted:
        spelt = (spellings or {}).get(key) or infinitive_spelling(key)
        if spelt is not None and fold(spelt) == key:
            heads.add(spelt)
    found: dict[str, set[str]] = {}
    for head in heads:
        found.setdefault(fold(head), set()).add(head)

    def offer(form: str) -> None:
        key = fold(form)
        if key in wanted:
            found.setdefault(key, set()).add(form)

    for word in words | heads:
        if word.endswith(("ar", "er", "ir", "ír")):
            for form in conjugations(word.replace("ír", "ir") if word.endswith("ír") else word):
                offer(form)
        for plural in plurals(word):
            offer(plural)
        for feminine in feminines(word):
            offer(feminine)
            for plural in plurals(feminine):
                offer(plural)
    # A key can have two right spellings (cerveceé and cervecee, preterite and subjunctive).
    return {form for forms in found.values() for form in forms}
