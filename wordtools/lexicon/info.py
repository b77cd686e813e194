"""What the lexicon holds: counts, sources and licences per list; one word's status."""

from __future__ import annotations

import json

from .alphabet import alphabet_for
from .facade import default_lang, get_lexicon
from .sources import dictionaries_dir, list_path, lists_for


def list_info(lang: str | None = None) -> list[dict]:
    """One dict per list of *lang*: counts, file, source and licence (from ``lists.json``)."""
    lang = lang or default_lang()
    alphabet_for(lang)
    described = _descriptions().get(lang, {})
    out = []
    for list_name in lists_for(lang):
        lexicon = get_lexicon(lang, list_name)
        meta = lexicon.index.meta
        description = described.get(list_name, {})
        out.append(
            {
                "lang": lang,
                "list": list_name,
                "words": meta["count"],
                "longest": meta["max_len"],
                "file": str(list_path(lang, list_name)),
                "checksum": meta["source_checksum"][:16],
                "sources": description.get("sources", "see dictionaries/SOURCES.md"),
                "licence": description.get("licence", "see dictionaries/SOURCES.md"),
            }
        )
    return out


def check_word(word: str, lang: str | None = None) -> dict:
    """Is *word* in each list of its language (strict, broad; es: enclitic too); its real
    spellings with kind, source and familiarity; zipf and familiarity (the highest of its spellings)."""
    lang = lang or default_lang()
    found = {name: get_lexicon(lang, name) for name in lists_for(lang)}
    ids = {name: lexicon.lookup(word) for name, lexicon in found.items()}
    kinds: dict[str, dict] = {}
    zipf = familiarity = 0.0
    for name, lexicon in found.items():  # strict first: a word's kind there wins
        for i in ids[name]:
            about = {"kind": lexicon.kind(i), "source": lexicon.source(i), "familiarity": lexicon.familiarity(i)}
            kinds.setdefault(lexicon.word(i), about)
            zipf = max(zipf, lexicon.zipf(i))
            familiarity = max(familiarity, lexicon.familiarity(i))
    spellings = sorted(kinds)
    return {
        "word": word,
        **{name: bool(ids[name]) for name in found},
        "spellings": spellings,
        "kinds": [dict(spelling=s, **kinds[s]) for s in spellings],
        "zipf": zipf,
        "familiarity": familiarity,
    }


def _descriptions() -> dict:
    path = dictionaries_dir() / "lists.json"
    if not path.exists():
        return {}
    try:
        lists: dict = json.loads(path.read_text(encoding="utf-8"))
        return lists
    except ValueError:
        return {}
