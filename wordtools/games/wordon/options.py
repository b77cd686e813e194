"""WordOn's options: what ``--option`` may set and what a log header records.

The defaults of WordOn's helpers live in :mod:`.defaults` (imported here too).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.options import Option, OptionSchema, lang_option, players_option
from ...errors import BadGameSetup
from ...lexicon.sources import LISTS, lists_for
from .defaults import HUMAN_FAMILIARITY, default_list

__all__ = ["HUMAN_FAMILIARITY", "OPTIONS", "BoardOption", "default_list"]


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
