"""WordOn's options: what ``--option`` may set and what a log header records.

Also the defaults of WordOn's helpers, declared once here: the library, the
commands and the batch operations all read them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.options import Option, OptionSchema, lang_option, players_option
from ...errors import BadGameSetup
from ...lexicon.sources import LISTS, lists_for

# The ``human`` player (and ``wordon best --strategy human``) plays only words at least this
# familiar: known by seven adults in ten.
HUMAN_FAMILIARITY = 0.7


def default_list(lang: str) -> str:
    """WordOn's word list for *lang*: ``enclitic`` where the language has it, else ``strict``.

    The WordOn app accepts a verb with its pronouns (rómpelo, cómetelo), which
    es/strict leaves out and es/enclitic adds.
    """
    return "enclitic" if "enclitic" in lists_for(lang) else "strict"


@dataclass(frozen=True)
class BoardOption(Option):
    """``board``: a board file's path or its text; resolved to the board's text.

    A log records the board itself, not a path that means nothing on another
    machine or in another folder, so every log replays anywhere.
    """

    def validate(self, value: Any) -> Any:
        value = super().validate(value)
        if value is None:
            return None
        from .board import load_board

        return load_board(value).to_text()


def _settle(options: dict) -> dict:
    """A null list becomes the language's default (the log records the name); a list the
    language lacks is refused."""
    lang, name = options["lang"], options["list"]
    if name is None:
        return {**options, "list": default_list(lang)}
    if name not in lists_for(lang):
        raise BadGameSetup(f"option list: there is no {lang} {name} list: choose one of {', '.join(lists_for(lang))}")
    return options


OPTIONS = OptionSchema(
    (
        players_option(2, 4, 2),
        lang_option(),
        Option(
            "list",
            str,
            None,
            "word list plays are judged on (null = the language's: enclitic for es, strict for en)",
            choices=LISTS,
            nullable=True,
        ),
        BoardOption(
            "board", str, None, "board file, or its text (null = the printed board); logged as the text", nullable=True
        ),
    ),
    settle=_settle,
)
