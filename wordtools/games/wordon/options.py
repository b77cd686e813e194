"""WordOn's options: what ``--option`` may set and what a log header records."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.options import Option, OptionSchema, lang_option, players_option


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


OPTIONS = OptionSchema(
    (
        players_option(2, 4, 2),
        lang_option(),
        BoardOption(
            "board", str, None, "board file, or its text (null = the printed board); logged as the text", nullable=True
        ),
    )
)
