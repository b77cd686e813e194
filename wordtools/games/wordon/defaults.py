"""The defaults of WordOn's helpers, declared once: the library, the commands and the batch
operations all read them. Apart from :mod:`.options` (the engine's option schema), so that
``wordon best`` does not import the engine."""

from __future__ import annotations

from ...lexicon.sources import lists_for

# The ``human`` player (and ``wordon best --strategy human``) plays only words at least this
# familiar: known by seven adults in ten.
HUMAN_FAMILIARITY = 0.7


def default_list(lang: str) -> str:
    """WordOn's word list for *lang*: ``enclitic`` where the language has it, else ``strict``.

    The WordOn app accepts a verb with its pronouns (rómpelo, cómetelo), which
    es/strict leaves out and es/enclitic adds.
    """
    return "enclitic" if "enclitic" in lists_for(lang) else "strict"
