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

from collections.abc import Iterable, Iterator

from ..text import fold as _fold

STRONG = "aeo"
ACCENTED = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"}
PLAIN = {v: k for k, v in ACCENTED.items()}
STRESS_MOVES = {"régimen": "regímenes", "espécimen": "especímenes", "carácter": "caracteres"}


def fold(word: str) -> str:
    """A Spanish word's key: lowercase, no accents, ñ kept (the build's one fold)."""
    return _fold(word, "es")


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


def written_accents(word: str) -> int:
    """How many written accents *word* carries (a Spanish word carries at most one).

    >>> written_accents("canción"), written_accents("dólará")
    (1, 2)
    """
    return sum(c in PLAIN for c in word)


def is_infinitive(word: str) -> bool:
    """Whether *word* can be an infinitive: -ar, -er, -ir, and no written accent but -ír's
    (*dólar*, *cárter*, *púber* are nouns).

    >>> is_infinitive("amar"), is_infinitive("sonreír"), is_infinitive("dólar"), is_infinitive("casa")
    (True, True, False, False)
    """
    if word.endswith("ír"):
        return written_accents(word) == 1
    return word.endswith(("ar", "er", "ir")) and written_accents(word) == 0


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
        if spelt is not None and fold(spelt) == key and written_accents(spelt) <= 1:
            heads.add(spelt)
    found: dict[str, set[str]] = {}
    for head in heads:
        found.setdefault(fold(head), set()).add(head)

    def offer(form: str) -> None:
        key = fold(form)
        if key in wanted and written_accents(form) <= 1:
            found.setdefault(key, set()).add(form)

    for word in words | heads:
        if is_infinitive(word):
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


# -- spelling a FISE form no rule above reaches: the stress its ending takes in our list -------

ENDING_MIN = 2  # shortest ending looked at (letters)
ENDING_MAX = 9  # longest
MIN_SUPPORT = 5  # words of our list with that ending, at least
MIN_AGREEMENT = 0.9  # share of them whose stress sits on the same letter from the end


def stressed_vowel(word: str) -> int | None:
    """Index of the letter that carries the stress: the accented vowel, else the strong vowel of
    the stressed syllable, else its last vowel.

    >>> [stressed_vowel(w) for w in ("canción", "casa", "ciudad", "volaría", "volaria")]
    [5, 1, 4, 5, 3]
    """
    parts = nuclei(word)
    if not parts:
        return None
    a, b = parts[stress(word)]
    group = word[a:b]
    for k, c in enumerate(group):
        if c in PLAIN:
            return a + k
    for k, c in enumerate(group):
        if c in STRONG:
            return a + k
    return b - 1


def spelt_with_stress_at(key: str, from_end: int) -> str | None:
    """*key* (accentless) spelt so that its stress falls *from_end* letters before its end, or
    None when no spelling puts it there.

    >>> spelt_with_stress_at("volaria", 2), spelt_with_stress_at("abajera", 3)
    ('volaría', 'abajera')
    >>> spelt_with_stress_at("aerofobo", 5), spelt_with_stress_at("cancion", 2)
    ('aerófobo', 'canción')
    """
    i = len(key) - from_end
    if not 0 <= i < len(key) or key[i] not in ACCENTED:
        return None
    if stressed_vowel(key) == i:
        return key
    accented = key[:i] + ACCENTED[key[i]] + key[i + 1 :]
    return accented if stressed_vowel(accented) == i else None


CONJUGATION_ENDINGS: dict[str, set[str]] = {}
for _ending, _suffixes in CONJUGATION.items():
    for _suffix in ["", *_suffixes.split()]:
        CONJUGATION_ENDINGS.setdefault(fold(_suffix), set()).add(_ending)
ENDING_SIZES = sorted({len(suffix) for suffix in CONJUGATION_ENDINGS})


def is_verb_form(key: str, infinitives: set[str]) -> bool:
    """Whether *key* (folded) reads as a regular form of one of *infinitives* (folded).

    Verb forms and other words stress the same endings differently (*abonera* a noun, *comerá*
    a verb), so each is spelt from its own kind.

    >>> is_verb_form("comera", {"comer"}), is_verb_form("abonera", {"comer"})
    (True, False)
    """
    for size in ENDING_SIZES:  # one lookup per ending length, not a test per ending
        if len(key) <= size + 1:
            break
        stem, suffix = key[: len(key) - size], key[len(key) - size :]
        if any(stem + ending in infinitives for ending in CONJUGATION_ENDINGS.get(suffix, ())):
            return True
    return False


class EndingStress:
    """Where the stress falls, by the ending of the folded word, learnt from spelt words.

    For an accentless key the longest ending that at least :data:`MIN_SUPPORT` learnt words share
    decides: when :data:`MIN_AGREEMENT` of them put the stress on the same letter counted from the
    end, the key is spelt so (*aerofobo* → *aerófobo*, like *hidrófobo*); when they disagree the
    key is left out. Verb forms learn from verb forms, other words from other words.
    """

    def __init__(self, words: Iterable[str], infinitives: set[str]) -> None:
        self.infinitives = infinitives
        self.counts: dict[tuple[bool, str], dict[int, int]] = {}
        for word in words:
            self._count(word, 1)

    def _where(self, word: str) -> tuple[bool, str, int] | None:
        i = stressed_vowel(word)
        if i is None:
            return None
        key = fold(word)
        return is_verb_form(key, self.infinitives), key, len(word) - i

    def _count(self, word: str, step: int) -> None:
        found = self._where(word)
        if found is None:
            return
        verbal, key, from_end = found
        for size in range(ENDING_MIN, min(ENDING_MAX, len(key) - 1) + 1):
            by_place = self.counts.setdefault((verbal, key[-size:]), {})
            by_place[from_end] = by_place.get(from_end, 0) + step

    def spell(self, key: str) -> str | None:
        """The spelling of folded *key*, or None when its ending does not decide it."""
        verbal = is_verb_form(key, self.infinitives)
        for size in range(min(ENDING_MAX, len(key) - 1), ENDING_MIN - 1, -1):
            by_place = self.counts.get((verbal, key[-size:]))
            total = sum(by_place.values()) if by_place else 0
            if total < MIN_SUPPORT:
                continue
            from_end, agree = max(by_place.items(), key=lambda item: (item[1], -item[0]))  # type: ignore[union-attr]
            return spelt_with_stress_at(key, from_end) if agree >= MIN_AGREEMENT * total else None
        return None

    def held_out(self, word: str) -> str | None:
        """:meth:`spell` of *word*'s key as if *word* had not been learnt (for measuring)."""
        self._count(word, -1)
        try:
            return self.spell(fold(word))
        finally:
            self._count(word, 1)


def spelt_by_ending(wanted: Iterable[str], words: Iterable[str], fise: Iterable[str]) -> set[str]:
    """Spellings of the *wanted* keys (FISE forms nothing else reaches) that their ending decides,
    learnt from the *words* of our list that the FISE list also holds."""
    fise = set(fise)
    known = [w for w in words if fold(w) in fise]
    infinitives = {k for k in fise if k.endswith(("ar", "er", "ir")) and len(k) >= 4}
    model = EndingStress(known, infinitives)
    return {spelt for spelt in map(model.spell, sorted(wanted)) if spelt is not None}


# The diacritic accents the orthography keeps on words of one syllable (tú/tu, más/mas...).
DIACRITIC_MONOSYLLABLES = frozenset("dé él más mí qué quién cuál cuán sé sí té tú".split())


def old_accent(word: str) -> bool:
    """Whether *word* carries an accent the 2010 orthography dropped: a word of one syllable
    by its rules (a diphthong is one syllable even when written with an accent: *guion*, *lio*,
    *fie*, *hui*) written with an accent that is neither a diacritic one (*tú*, *más*) nor one
    that marks a hiatus (*día*, *río*, *país*).

    >>> [w for w in ("guión", "lió", "fié", "huí", "ión", "día", "río", "país", "tú", "más", "pie") if old_accent(w)]
    ['guión', 'lió', 'fié', 'huí', 'ión']
    """
    if written_accents(word) != 1 or word in DIACRITIC_MONOSYLLABLES:
        return False
    bare = "".join(PLAIN.get(c, c) for c in word)
    parts = nuclei(bare)
    if len(parts) != 1 or parts[0][1] - parts[0][0] < 2:
        return False  # more than one syllable, or no diphthong to write
    accented = next(c for c in word if c in PLAIN)
    group = bare[parts[0][0] : parts[0][1]]
    # an accent on i/u beside a, e or o splits the diphthong: a hiatus, written so today
    return PLAIN[accented] in STRONG or not any(c in STRONG for c in group)
