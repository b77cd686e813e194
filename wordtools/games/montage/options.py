"""Montage's options: what ``--option`` may set and what a log header records."""

from ...engine.options import Option, OptionSchema, lang_option, players_option
from ...errors import WordtoolsError
from ...lexicon.sources import LISTS
from .board import load_pattern, pattern_names


def _pattern_problem(name: str) -> str | None:
    try:
        load_pattern(name)
    except WordtoolsError as exc:
        return f"{exc} (shipped patterns: {', '.join(pattern_names())})"
    return None


OPTIONS = OptionSchema(
    (
        players_option(4, 4, 4),
        lang_option(),
        Option("list", str, "broad", "word list the answers come from", choices=LISTS),
        Option("pattern", str, "pinwheel", "pip pattern: a shipped name or a pattern file", check=_pattern_problem),
        Option("championship", bool, False, "the championship variant (zones scored)"),
        Option("colours", str, None, "letter-colour groups file (null = the printed colours)", nullable=True),
    )
)
