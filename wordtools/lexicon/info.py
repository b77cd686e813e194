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
    """Is *word* in the strict list, the broad one; its real spellings with kind and source; zipf."""
    strict = get_lexicon(lang, "strict")
    broad = get_lexicon(lang, "broad")
    strict_ids = strict.lookup(word)
    broad_ids = broad.lookup(word)
    spellings = sorted({broad.word(i) for i in broad_ids} | {strict.word(i) for i in strict_ids})
    kinds = {broad.word(i): {"kind": broad.kind(i), "source": broad.source(i)} for i in broad_ids}
    kinds.update(
        {
            strict.word(i): {"kind": strict.kind(i), "source": strict.source(i)}
            for i in strict_ids
            if strict.word(i) not in kinds
        }
    )
    zipf = max([broad.zipf(i) for i in broad_ids] + [strict.zipf(i) for i in strict_ids], default=0.0)
    return {
        "word": word,
        "strict": bool(strict_ids),
        "broad": bool(broad_ids),
        "spellings": spellings,
        "kinds": [dict(spelling=s, **kinds[s]) for s in spellings if s in kinds],
        "zipf": zipf,
    }


def _descriptions() -> dict:
    path = dictionaries_dir() / "lists.json"
    if not path.exists():
        return {}
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        return {}
