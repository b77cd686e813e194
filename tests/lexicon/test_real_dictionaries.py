"""Tests on the committed dictionaries: sizes, seed words, and every query kind
compared with a brute-force scan of the same list on seeded samples."""

import random
import re
from collections import Counter

import pytest

from wordtools.lexicon.sources import read_words

SEEDS = {
    "es": "fina ninfa afinan afinando coral calor colar collar cloral actor corta perruno pillo".split(),
    "en": "dog wafer match knife blade mesh pie spades".split(),
}
MINIMUM_STRICT = {"es": 600_000, "en": 100_000}


@pytest.fixture(scope="module")
def keys_by_lang():
    """Every list's folded keys -> real spellings, computed without the index."""
    from wordtools.lexicon.alphabet import alphabet_for

    out = {}
    for lang in ("es", "en"):
        alpha = alphabet_for(lang)
        pairs = [(alpha.try_fold(w), w) for w in read_words(lang, "strict")]
        out[lang] = [(k, w) for k, w in pairs if k]
    return out


@pytest.mark.parametrize("lang", ["es", "en"])
def test_sizes_and_seed_words(real, lang):
    strict = real(lang, "strict")
    broad = real(lang, "broad")
    assert len(strict) >= MINIMUM_STRICT[lang]
    assert len(broad) > len(strict)
    for word in SEEDS[lang]:
        assert strict.contains(word), word


def test_spanish_forms_and_folding(real):
    strict = real("es", "strict")
    for form in ["afinando", "cantábamos", "dámelo", "perrunos", "pingüino", "niño"]:
        assert form in {strict.word(i) for i in strict.lookup(form)}, form
    assert "cantábamos" in {strict.word(i) for i in strict.lookup("CANTABAMOS")}
    assert strict.lookup("nino") != strict.lookup("niño")  # ñ is its own letter


def _brute_anagrams(pairs, letters, blanks, sub, min_len):
    need = Counter(letters)
    total = len(letters) + blanks
    out = set()
    for key, word in pairs:
        if len(key) > total or (not sub and len(key) != total) or len(key) < min_len:
            continue
        excess = sum(max(0, c - need[ch]) for ch, c in Counter(key).items())
        if excess <= blanks:
            out.add(word)
    return out


@pytest.mark.parametrize("lang", ["es", "en"])
def test_anagrams_equal_brute_force(real, keys_by_lang, lang):
    lexicon = real(lang, "strict")
    pairs = keys_by_lang[lang]
    rng = random.Random(f"anagram-{lang}")
    samples = rng.sample(pairs, 6)
    for n, (key, _) in enumerate(samples):
        blanks = n % 3
        letters = "".join(rng.sample(key, len(key)))[: max(1, len(key) - blanks)]
        query = letters + "?" * blanks
        got = {lexicon.word(i) for i in lexicon.find_anagrams(query)}
        assert got == _brute_anagrams(pairs, letters, blanks, False, 1), query
    for query, blanks in [("perruno", 0), ("claro", 1), ("seat", 2)]:
        letters = lexicon.alphabet.fold(query)
        got = {lexicon.word(i) for i in lexicon.find_anagrams(letters + "?" * blanks, sub=True, min_len=3)}
        assert got == _brute_anagrams(pairs, letters, blanks, True, 3), query


@pytest.mark.parametrize("lang", ["es", "en"])
def test_exact_anagrams_from_the_signature_table_equal_brute_force(real, keys_by_lang, lang):
    lexicon = real(lang, "strict")
    by_signature: dict[str, set[str]] = {}
    for key, word in keys_by_lang[lang]:
        by_signature.setdefault("".join(sorted(key)), set()).add(word)
    rng = random.Random(f"signature-{lang}")
    queries = [key for key, _ in rng.sample(keys_by_lang[lang], 300)]
    queries += ["".join(rng.choices("aeiourstlnc", k=rng.randint(1, 12))) for _ in range(300)]  # most are no word
    for query in queries:
        got = {lexicon.word(i) for i in lexicon.find_anagrams(query)}
        assert got == by_signature.get("".join(sorted(query)), set()), query


@pytest.mark.parametrize(
    "lang, pattern, regex",
    [
        ("es", "?a??o", "^.a..o$"),
        ("es", "c[aeiou]#@*s", "^c[aeiou][^aeiou][aeiou].*s$"),
        ("es", "[^aeiou]ñ@", "^[^aeiou]ñ[aeiou]$"),
        ("en", "{purple}{orange}{green}{blue}@", "^[iklmn][abcdz][tuvwxy][opqrs][aeiou]$"),
        ("en", "*ing", "^.*ing$"),
        # '*' patterns answered from the position bitsets: anchored runs, one middle run, several
        ("es", "c*s", "^c.*s$"),
        ("es", "*cion", "^.*cion$"),
        ("es", "re*", "^re.*$"),
        ("es", "*ñ*", "^.*ñ.*$"),
        ("es", "?r*a?o", "^.r.*a.o$"),
        ("es", "*a*e*i*o*u*", "^.*a.*e.*i.*o.*u.*$"),
        ("es", "p*[aeiou]rr*@#", "^p.*[aeiou]rr.*[aeiou][^aeiou]$"),
        ("es", "*??????????????????", "^.*.{18}$"),
        ("en", "*t*i*o*n", "^.*t.*i.*o.*n$"),
        ("en", "qu*", "^qu.*$"),
    ],
)
def test_patterns_equal_brute_force(real, keys_by_lang, lang, pattern, regex):
    lexicon = real(lang, "strict")
    compiled = re.compile(regex)
    expected = {w for k, w in keys_by_lang[lang] if compiled.match(k)}
    assert {lexicon.word(i) for i in lexicon.match_pattern(pattern)} == expected


def test_letters_from_a_set_equal_brute_force(real, keys_by_lang):
    lexicon = real("es", "strict")
    rng = random.Random(21)
    sampled = ["".join(rng.sample("abcdefghijlmnopqrstuvñ", rng.randint(1, 12))) for _ in range(12)]
    for letters, wildcards in [("fina", 0), ("finao", 1), ("rsteal", 0), ("cmpt", 1)] + [(s, 0) for s in sampled]:
        allowed = set(letters)
        expected = {w for k, w in keys_by_lang["es"] if len(set(k) - allowed) <= wildcards and len(k) >= 2}
        got = {lexicon.word(i) for i in lexicon.find_from_set(letters, wildcards, min_len=2)}
        assert got == expected, letters


def test_lexicon_info_names_sources_and_licences(real, cli):
    result = cli("lexicon", "info", "--lang", "es", "--json")
    import json

    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["list"] for r in rows] == ["strict", "broad", "enclitic"]
    assert all("hunspell-es" in r["sources"] and "GPL-3+" in r["licence"] for r in rows)
    assert "CC BY-SA 4.0" in rows[1]["licence"] and rows[1]["words"] > rows[0]["words"]
