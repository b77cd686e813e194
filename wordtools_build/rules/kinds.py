"""The rules that give every broad entry a kind, and the rules that drop junk.

Kinds (:data:`wordtools.lexicon.sources.KINDS` declares them; the list files name them):

``word``
    a word of the language a dictionary source lists (the strict list is exactly these for es;
    for en, these and ``variant``);
``name``
    a proper name (capitalised in hunspell-es or SCOWL's proper-name lists);
``abbreviation``
    an abbreviation, symbol or acronym (hunspell-es entries in capitals, SCOWL's abbreviation
    lists, and the unpronounceable flagless stems of hunspell-es such as *avda*, *dpto*, *tfno*);
``foreign``
    a word of another language that a dictionary of this one lists unadapted (hunspell-es:
    *software*, *whisky*, *rock*: English spellings Spanish orthography cannot pronounce);
``variant``
    a regional or less common spelling (SCOWL's British/Canadian and variant lists: *colour*,
    *stye*, *yoghurt*).

Junk rules, applied to entries whose only source is wordfreq (a frequency list, not a
dictionary): an entry is dropped when it is

1. an accentless copy of an accented spelling of the list (*accion* beside *acción*);
2. vowel-less (*bng*, *vma*): every abbreviation that a source lists is already in as such;
3. a likely typo: one edit (substitution, insertion, deletion, transposition) from a word of
   the list at least :data:`TYPO_ZIPF_GAP` zipf (30 times) more frequent (*deciciones*);
4. a word of the other language or of no dictionary at all: a wordfreq entry stays only when a
   dictionary source of this language holds it (the FISE-style full-form list for es, SCOWL
   names for both).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet

from ..text import fold

TYPO_ZIPF_GAP = 1.5

_VOWELS = set("aeiouáéíóúü")
_ONSETS = set(
    "b c d f g h j k l m n ñ p q r s t v w x y z ch ll rr pl bl fl cl gl kl pr br fr cr gr tr dr "
    "kr tl ps pn gn mn ts".split()
) | {""}
_CODAS = set("b c d f g j k l m n p r s t x z ns bs rs ds ls ps ks st nc".split()) | {""}
_FINALS = set("d j l n r s x y z ns bs ps rs ts".split()) | {""}
_QU = re.compile(r"(?:[^q]|qu[eiéí])*")


def has_vowel(word: str, lang: str) -> bool:
    """Spanish counts y and accented vowels; English counts y.

    >>> has_vowel("y", "es"), has_vowel("cm", "es"), has_vowel("nth", "en")
    (True, False, False)
    """
    return any(c in "aeiouy" for c in fold(word, lang))


def pronounceable_es(word: str) -> bool:
    """Can Spanish spelling pronounce *word*? Every run of consonants between vowels must split
    into a syllable coda and a syllable onset Spanish has, the word must start with an onset and
    end with a vowel or a consonant Spanish words end in, and q must be followed by ue/ui.

    >>> [pronounceable_es(w) for w in ("avda", "dpto", "tfno", "izq", "qu", "etc", "núm")]
    [False, False, False, False, False, False, False]
    >>> [pronounceable_es(w) for w in ("perspectiva", "psicología", "instante", "reloj", "quién")]
    [True, True, True, True, True]
    """
    word = fold(word, "es")
    parts: list[str] = []
    run = ""
    for i, c in enumerate(word):
        # y is a vowel unless a vowel follows it (rey, y; but yate, mayo)
        if c in _VOWELS or (c == "y" and not (i + 1 < len(word) and word[i + 1] in _VOWELS)):
            parts.append(run)
            run = ""
        else:
            run += c
    if not parts:
        return False
    parts.append(run)
    if parts[0] not in _ONSETS or parts[-1] not in _FINALS:
        return False
    for middle in parts[1:-1]:
        if not any(middle[:k] in _CODAS and middle[k:] in _ONSETS for k in range(len(middle) + 1)):
            return False
    return _QU.fullmatch(word) is not None


def accentless_copies(candidates: Iterable[str], spellings: Iterable[str], lang: str) -> set[str]:
    """The candidates that fold like a spelling of the list and are not that spelling.

    >>> sorted(accentless_copies(["accion", "rapida", "sol"], ["acción", "rápida", "sol"], "es"))
    ['accion', 'rapida']
    """
    by_key: dict[str, set[str]] = {}
    for word in spellings:
        by_key.setdefault(fold(word, lang), set()).add(word)
    return {w for w in candidates if w not in by_key.get(fold(w, lang), {w})}


def one_edit(word: str, letters: str) -> Iterable[str]:
    """Every string one edit away from *word* (deletion, transposition, substitution, insertion).

    >>> "casa" in set(one_edit("cassa", "as")), "saca" in set(one_edit("casa", "acs"))
    (True, False)
    """
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    for left, right in splits:
        if right:
            yield left + right[1:]
            if len(right) > 1:
                yield left + right[1] + right[0] + right[2:]
            for c in letters:
                yield left + c + right[1:]
        for c in letters:
            yield left + c + right


def likely_typos(
    candidates: Iterable[str], zipf: Mapping[str, float], lang: str, gap: float = TYPO_ZIPF_GAP
) -> set[str]:
    """The candidates one edit (on folded keys) from a word *gap* zipf more frequent.

    *zipf* maps every word of the list to its frequency; candidates are compared by folded key so
    an accent slip counts as no edit (that is rule 1's business).

    >>> sorted(likely_typos(["deciciones", "casas"], {"decisiones": 4.5, "deciciones": 1.9,
    ...     "casas": 4.8, "cosas": 5.9}, "es"))
    ['deciciones']
    """
    best: dict[str, float] = {}
    for word, value in zipf.items():
        key = fold(word, lang)
        if value > best.get(key, -1.0):
            best[key] = value
    letters = "abcdefghijklmnñopqrstuvwxyz" if lang == "es" else "abcdefghijklmnopqrstuvwxyz"
    out = set()
    for word in candidates:
        key = fold(word, lang)
        own = zipf.get(word, 0.0)
        if len(key) < 5:  # short words sit one edit from many others: no evidence of a slip
            continue
        if any(best.get(n, -1.0) >= own + gap for n in one_edit(key, letters) if n != key):
            out.add(word)
    return out


# -- kinds fixed by the evidence of issue #19 ---------------------------------------------------

ADOPTED_MIN_ZIPF = 3.5
ADOPTED_GAP = 0.6
_CAMEL = re.compile(r"(?:Mc|Mac|[A-Z][a-z]+)(?:[A-Z][a-z]+)+")
# Prefixes that make a new word of a listed one (prepago, biogás, autoescuela, exmarido).
PREFIXES = tuple(
    "anti auto bio contra eco ex extra hiper hipo infra inter macro mega micro mini multi neo "
    "poli post pre pro re semi sobre sub super tele ultra vice".split()
)
# Endings of a derived word and what its base ends in (tatuador <- tatuar, arquera <- arquero).
DERIVATIONS = (
    ("adora", "ar"), ("adoras", "ar"), ("ador", "ar"), ("adores", "ar"),
    ("edora", "er"), ("edor", "er"), ("idora", "ir"), ("idor", "ir"),
    ("era", "ero"), ("eras", "eros"), ("ora", "or"), ("oras", "ores"), ("ista", "o"), ("istas", "os"),
    ("a", "o"), ("as", "os"),
)  # fmt: skip


def camel_case_name(word: str) -> bool:
    """A name written in CamelCase or with Mc/Mac (McCain, DuPont, GitHub), not an acronym
    (GeV, IgA, kV, PhD) though it has several capitals.

    >>> [camel_case_name(w) for w in ("McCain", "DuPont", "GitHub", "MacArthur")]
    [True, True, True, True]
    >>> [camel_case_name(w) for w in ("GeV", "IgA", "kV", "PhD", "NASA", "Madrid")]
    [False, False, False, False, False, False]
    """
    return _CAMEL.fullmatch(word) is not None


def adopted_loan(zipf: float, other_zipf: float, inflects: bool) -> bool:
    """A word of another language that this one's text uses as its own (chat, web, rock, blog):
    at least :data:`ADOPTED_MIN_ZIPF` here, and either as frequent here as there, or within
    :data:`ADOPTED_GAP` of its zipf there and inflected like a word of this language (hunspell-es
    gives it a plural). Quoting alone uses another language's words at about a tenth of their
    rate, one zipf less.

    >>> adopted_loan(4.1, 4.57, True), adopted_loan(5.29, 4.74, False), adopted_loan(3.68, 4.12, False)
    (True, True, False)
    >>> adopted_loan(4.58, 5.29, False), adopted_loan(3.1, 3.0, True)
    (False, False)
    """
    if zipf < ADOPTED_MIN_ZIPF:
        return False
    return zipf >= other_zipf or (inflects and zipf >= other_zipf - ADOPTED_GAP)


SHORT_STEM = 4


def short_stem_abbreviation(word: str, short_stems: AbstractSet[str], fise: AbstractSet[str]) -> bool:
    """A hunspell-es entry that is a stem of at most :data:`SHORT_STEM` letters (or its plural:
    *ptas* from *pta/S*), that the FISE-style list lacks and Spanish spelling cannot pronounce:
    an abbreviation with its dot dropped (ptas, hnos, fig, prof, rev, art, gob).

    >>> stems = {"pta", "fig", "prof", "rev", "hno", "club"}
    >>> [short_stem_abbreviation(w, stems, {"club"}) for w in ("ptas", "hnos", "fig", "prof", "rev", "club")]
    [True, True, True, True, True, False]
    """
    key = fold(word, "es")
    if key in fise or pronounceable_es(word):
        return False
    return word in short_stems or (word.endswith("s") and word[:-1] in short_stems)


def english_non_word(word: str) -> bool:
    """An English entry with a q that no u follows (aeq): English spelling has none outside the
    few loans ENABLE holds (qi, qat, faqir), so one is an abbreviation.

    >>> english_non_word("aeq"), english_non_word("quiet"), english_non_word("iraqi")
    (True, False, True)
    """
    return re.search("q(?!u)", word) is not None


def derived_word(word: str, listed: AbstractSet[str]) -> str | None:
    """The listed word *word* is made from by a prefix or an ending (folded keys), or None.

    >>> listed = {"pago", "gas", "arquero", "tatuar", "barra"}
    >>> [derived_word(w, listed) for w in ("prepago", "biogás", "arquera", "tatuador", "rebarra", "pelvico")]
    ['pago', 'gas', 'arquero', 'tatuar', 'barra', None]
    """
    key = fold(word, "es")
    for prefix in PREFIXES:
        rest = key[len(prefix) :]
        if key.startswith(prefix) and len(rest) >= 3 and rest in listed:
            return rest
    for ending, base in DERIVATIONS:
        stem = key[: -len(ending)]
        if key.endswith(ending) and len(stem) >= 3 and stem + base in listed:
            return stem + base
    return None
