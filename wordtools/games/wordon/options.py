"""WordOn's options: what ``--option`` may set and what a log header records."""

from ...engine.options import Option, OptionSchema, lang_option, players_option

OPTIONS = OptionSchema(
    (
        players_option(2, 4, 2),
        lang_option(),
        Option("board", str, None, "board file (null = the printed board)", nullable=True),
    )
)
