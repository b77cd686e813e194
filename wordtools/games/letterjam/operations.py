"""Letter Jam's operations, declared once for the command line and ``batch`` (see :mod:`wordtools.operations`).

The defaults of the game's word decisions (how familiar a clue or a secret word
must be) live in :mod:`.defaults`, where the library reads them too.
"""

from __future__ import annotations

from ...operations import LANG, LIMIT, LIST, MIN_FAMILIARITY, SEED, Operation, Param, declare
from .defaults import CLUE_FAMILIARITY, CLUE_LIMIT, CLUE_ZIPF, SECRET_FAMILIARITY, SECRET_LENGTH, SECRET_ZIPF

DECK = Param(
    "deck",
    "file",
    None,
    choices=("es", "en"),
    option="--deck",
    dest="deck_spec",
    metavar="es|en|FILE",
    help="Deck (card counts): the language's deck or a file of LETTER COUNT lines.",
)
ZIPF = Param("min_zipf", "number", lo=0.0, hi=10.0, option="--min-zipf")
CLUE_LIST = LIST.but(default="broad")


def _familiar(what: str, default: float) -> Param:
    return MIN_FAMILIARITY.but(
        default=default, help=f"{what} at least this familiar (0-1: the share of adults who know the word)."
    )


CLUES = declare(
    Operation(
        "letterjam_clues",
        "letterjam clues",
        (
            Param(
                "players",
                "text_map",
                {},
                option="--player",
                help="A player's visible letter, NAME=LETTER (repeat).",
                entries="name: letter",
            ),
            Param(
                "npc", "text_list", [], option="--npc", metavar="LETTER", help="A non-player stand's letter (repeat)."
            ),
            Param(
                "bonus",
                "text_list",
                [],
                option="--bonus",
                metavar="LETTER",
                help="A bonus letter of the team (repeat).",
            ),
            Param("wildcard", "flag", True, option="--wildcard/--no-wildcard", help="Clues may use the wildcard."),
            ZIPF.but(default=CLUE_ZIPF, help="Only clues at least this frequent."),
            _familiar("Only clues", CLUE_FAMILIARITY),
            Param(
                "length",
                "text",
                "2..12",
                option="--length",
                dest="lengths",
                metavar="MIN..MAX",
                help="Clue lengths MIN..MAX (the box has 8 numbered chips: ..8).",
                parse="wordtools.games.letterjam.clues:parse_length_range",
            ),
            Param(
                "need",
                "text_list",
                [],
                option="--need",
                metavar="NAME",
                help="A player who most needs help: their letters count double (repeat).",
            ),
            LIMIT.but(default=CLUE_LIMIT, help="Show at most N clues (0 = all)."),
            LANG,
            CLUE_LIST,
            DECK,
        ),
        "wordtools.games.letterjam.clues:offer_clues",
    )
)

DEDUCE = declare(
    Operation(
        "letterjam_deduce",
        "letterjam deduce",
        (
            Param("clues", "text_list"),
            Param(
                "seen", "text", "", option="--seen", metavar="LETTERS", help="Cards I see now (they cannot be mine)."
            ),
            LIMIT.but(default=0, help="Show at most N letters (0 = all)."),
            LANG,
            CLUE_LIST,
            DECK,
        ),
        "wordtools.games.letterjam.deduce:deduce_from",
    )
)

DEAL = declare(
    Operation(
        "letterjam_deal",
        "letterjam deal",
        (
            Param("players", "integer", option="--players", help="Number of players (2-6)."),
            Param("length", "integer", SECRET_LENGTH, lo=1, option="--length", help="Letters per secret word."),
            ZIPF.but(default=SECRET_ZIPF, help="Secret words at least this frequent (the form itself)."),
            _familiar("Secret words", SECRET_FAMILIARITY),
            Param(
                "allow_rude",
                "flag",
                False,
                option="--allow-rude",
                help="Deal vulgar words too (the denylist data/letterjam/rude.txt).",
            ),
            SEED,
            LANG,
            DECK,
        ),
        "wordtools.games.letterjam.deal:deal",
    )
)

SCORE = declare(
    Operation(
        "letterjam_score",
        "letterjam score",
        (
            Param(
                "original",
                "text_list",
                option="--original",
                dest="originals",
                help="A player's secret word (repeat for a table).",
            ),
            Param(
                "written", "text_list", option="--written", dest="writtens", help="The word they wrote (same order)."
            ),
            Param("green", "integer", 0, lo=0, option="--green", help="Green clue tokens left."),
            Param(
                "replaced",
                "integer",
                0,
                lo=0,
                option="--replaced",
                help="Cards each player covered with a bonus letter or the wildcard.",
            ),
            Param(
                "players",
                "integer",
                None,
                lo=2,
                hi=6,
                option="--players",
                help="Rate on this player count's card [default: one player per word; one word: the printed "
                "5-player card].",
            ),
            Param(
                "ratings",
                "file",
                None,
                option="--ratings",
                dest="ratings_path",
                help="Rating cards file (PLAYERS MIN_SCORE NAME lines) instead of the default.",
            ),
            LANG,
        ),
        "wordtools.games.letterjam.score:score_words",
    )
)
