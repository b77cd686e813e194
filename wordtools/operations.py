"""Each operation's parameters, declared once: types, defaults, bounds, choices, help.

An operation is a helper a user asks for ("anagram", "WordOn best"). Its
:class:`Operation` lists its :class:`Param` objects; the command line
(:mod:`wordtools.cli.declared`) makes its click options from them and ``batch``
(:class:`wordtools.cli.query.Query`) reads its fields through them, so a default,
a range or the message for a bad value cannot differ between the front-ends.
Start with :data:`ANAGRAM`; the games declare theirs in
``wordtools/games/<game>/operations.py``, found through :func:`declared`.

Only the part of a message after the front-end's own label is declared here:
``batch`` says ``field 'limit' must be ...``, the command line
``Invalid value for '--limit': must be ...``.

>>> LIMIT.refusal(-1)
'must be a whole number from 0 (0 = all), not -1'
>>> ANAGRAM["min"].default, ANAGRAM["min"].option
(2, '--min')
>>> LANG.check("fr")
Traceback (most recent call last):
...
wordtools.operations.Refused: must be one of "es", "en", not "fr"
"""

from __future__ import annotations

import json
import math
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from .errors import BadInput
from .lexicon.alphabet import LANGUAGES
from .lexicon.facade import SORTS, default_lang
from .lexicon.sources import LISTS


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()  # a parameter without a default: the user must give it
_SHOWN = 40  # characters of a bad value quoted in a message
KINDS_OF_PARAM = ("text", "integer", "number", "flag", "choice", "limit", "text_list", "text_map", "file")
MANY = ("text_list", "text_map")  # kinds the command line takes as a repeated option


class Refused(BadInput):
    """A value a parameter does not take; the message says what it must be (the front-end adds the name)."""


def shown(value: Any) -> str:
    """A value as JSON, cut short: messages quote the input, not all of it."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…"


def normalize_text(text: str) -> str:
    """NFC and stripped: the one normalisation of text typed by a user."""
    return unicodedata.normalize("NFC", text).strip()


def range_text(lo: float | None, hi: float | None) -> str:
    """`` from 1 to 7``, `` from 0``, `` up to 9`` or nothing."""
    if lo is not None and hi is not None:
        return f" from {lo} to {hi}"
    if lo is not None:
        return f" from {lo}"
    if hi is not None:
        return f" up to {hi}"
    return ""


def wanted(kind: str, lo: float | None = None, hi: float | None = None, choices: tuple[str, ...] = ()) -> str:
    """What a value of *kind* must be, as a message says it (``a whole number from 0``)."""
    if kind == "integer":
        return "a whole number" + range_text(lo, hi)
    if kind == "limit":
        return "a whole number from 0 (0 = all)"
    if kind == "number":
        return "a finite number" + range_text(lo, hi)
    if kind == "flag":
        return "true or false"
    if kind == "choice":
        return "one of " + ", ".join(f'"{c}"' for c in choices)
    if kind == "text_list":
        return "a list of strings"
    if kind == "file":
        return "a file name" + (" or " + " or ".join(f'"{c}"' for c in choices) if choices else "")
    return "a string"


@dataclass(frozen=True)
class Param:
    """One parameter of an operation.

    *name* is the batch field; *option* the command-line flag (None: the
    command takes it as an argument, or not at all; ``--a/--no-a`` for a flag
    that is on by default); *dest* the name the command's function receives
    (default: *name*). *default* may be a function of no arguments
    (``$WORDTOOLS_LANG``), called when the value is needed; a default of None
    means "not given" and is never checked. A ``text`` parameter may name a
    *parse* function ("module:function", imported when used) that turns the
    text into its value; the :class:`BadInput` it raises is the refusal, so its
    message starts "must be". A ``file``'s *choices* are the names that are not
    files (``es``, ``en``: a built-in deck); a ``text_map``'s *entries* say
    what each entry is (``name: letter``).
    """

    name: str
    kind: str
    default: Any = REQUIRED
    lo: float | None = None
    hi: float | None = None
    choices: tuple[str, ...] = ()
    option: str | None = None
    dest: str | None = None
    help: str = ""
    show_default: str | bool = True  # how --help shows the default (text for a default function)
    parse: str | None = None
    metavar: str | None = None  # how --help names the value (LETTER, MIN..MAX)
    entries: str = "group name: letters"

    def __post_init__(self) -> None:
        if self.kind not in KINDS_OF_PARAM:
            raise ValueError(f"unknown kind of parameter {self.kind!r}")

    @property
    def python_name(self) -> str:
        return self.dest or self.name

    def default_value(self) -> Any:
        """The default, with a default function called (``default_lang``)."""
        return self.default() if callable(self.default) else self.default

    @property
    def flag_on(self) -> bool:
        """A flag declared on by default, which the command line turns off with ``--no-…``."""
        return self.kind == "flag" and self.default is True

    def wanted(self) -> str:
        return wanted(self.kind, self.lo, self.hi, self.choices)

    def parsed(self, text: str) -> Any:
        """*text* through the declared *parse* function (the text itself without one), or :class:`Refused`."""
        if self.parse is None:
            return text
        try:
            return _load(self.parse)(text)
        except Refused:
            raise
        except BadInput as exc:
            raise Refused(str(exc)) from None

    def refusal(self, value: Any) -> str:
        """The message for a bad *value*, without the parameter's name."""
        return f"must be {self.wanted()}, not {shown(value)}"

    def check(self, value: Any) -> Any:
        """*value* as this parameter takes it (a limit of 0 is None: all), or :class:`Refused`."""
        kind = self.kind
        if kind in ("integer", "limit"):
            if isinstance(value, bool) or not isinstance(value, int):
                raise Refused(self.refusal(value))
            lo = 0 if kind == "limit" else self.lo
            if (lo is not None and value < lo) or (self.hi is not None and value > self.hi):
                raise Refused(self.refusal(value))
            return (value or None) if kind == "limit" else value
        if kind == "number":
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise Refused(self.refusal(value))
            number = float(value)
            outside = (self.lo is not None and number < self.lo) or (self.hi is not None and number > self.hi)
            if not math.isfinite(number) or outside:
                raise Refused(self.refusal(number))
            return number
        if kind == "flag":
            if not isinstance(value, bool):
                raise Refused(self.refusal(value))
            return value
        if kind == "choice":
            if isinstance(value, str) and normalize_text(value).lower() in self.choices:
                return normalize_text(value).lower()
            raise Refused(self.refusal(value))
        return value

    def but(self, **changes: Any) -> Param:
        """This parameter with some of its declaration changed (another default, another help)."""
        return replace(self, **changes)


@dataclass(frozen=True)
class Operation:
    """An operation: its batch name, its command, its parameters and the library function it calls."""

    name: str
    command: str
    params: tuple[Param, ...]
    function: str  # "module:attribute" of the library function (imported only when asked for)

    def __getitem__(self, name: str) -> Param:
        for param in self.params:
            if param.name == name:
                return param
        raise KeyError(name)

    def defaults(self) -> dict[str, Any]:
        """Every parameter that has a default, with it (default functions called)."""
        return {p.name: p.default_value() for p in self.params if p.default is not REQUIRED}

    def load_function(self) -> Callable[..., Any]:
        return _load(self.function)


def _load(where: str) -> Callable[..., Any]:
    """The function named ``module:attribute`` (imported only when asked for)."""
    import importlib

    module, _, attribute = where.partition(":")
    found: Any = importlib.import_module(module)
    for part in attribute.split("."):
        found = getattr(found, part)
    function: Callable[..., Any] = found
    return function


_DECLARED: dict[str, Operation] = {}


def declare(operation: Operation) -> Operation:
    """Register *operation* (its name must be new)."""
    if operation.name in _DECLARED and _DECLARED[operation.name] != operation:
        raise ValueError(f"operation {operation.name!r} is declared twice")
    _DECLARED[operation.name] = operation
    return operation


def declared() -> dict[str, Operation]:
    """Every declared operation: the lexicon's and each game's (from the game table's rows)."""
    import importlib

    from .games.table import GAME_TABLE

    for row in GAME_TABLE:
        try:
            importlib.import_module(f"{row.package}.operations")
        except ModuleNotFoundError as exc:
            if exc.name != f"{row.package}.operations":
                raise
    return dict(_DECLARED)


# Parameters shared by many operations.
LANG = Param(
    "lang",
    "choice",
    default_lang,
    choices=LANGUAGES,
    option="--lang",
    help="Language of the lexicon.",
    show_default="es, or $WORDTOOLS_LANG",
)
LIST = Param(
    "list",
    "choice",
    "strict",
    choices=(*LISTS, "none"),
    option="--list",
    dest="list_name",
    help="Word list: strict (dictionary forms), broad (adds names, abbreviations, foreign words) "
    "or enclitic (es: strict + every verb with its pronouns, rómpelo).",
)
SORT = Param("sort", "choice", "freq", choices=SORTS, option="--sort", help="Order of results.")
LIMIT = Param("limit", "limit", 100, option="--limit", help="Show at most N results (0 = all).")
MIN_FAMILIARITY = Param(
    "min_familiarity",
    "number",
    None,
    lo=0.0,
    hi=1.0,
    option="--min-familiarity",
    help="Only words at least this familiar (0-1: the share of adults who know the word).",
)
SEED = Param("seed", "integer", 0, option="--seed", help="Random seed (same seed, same result).")

ANAGRAM = declare(
    Operation(
        "anagram",
        "anagram",
        (
            Param("letters", "text"),
            Param("sub", "flag", False, option="--sub", help="Also shorter words from a subset of the letters."),
            Param(
                "min", "integer", 2, lo=1, option="--min", dest="min_len", help="Shortest word with --sub or --reuse."
            ),
            Param("reuse", "flag", False, option="--reuse", help="Each letter may be used any number of times."),
            Param(
                "wildcards",
                "integer",
                0,
                lo=0,
                hi=1,
                option="--wildcards",
                help="With --reuse: letters outside the set allowed (Letter Jam's wildcard).",
            ),
            LANG,
            LIST,
            MIN_FAMILIARITY,
            SORT,
            LIMIT,
        ),
        "wordtools.lexicon.facade:Lexicon.find_anagrams",
    )
)
PATTERN = declare(
    Operation(
        "pattern",
        "pattern",
        (Param("pattern", "text"), Param("groups", "text_map", None), LANG, LIST, MIN_FAMILIARITY, SORT, LIMIT),
        "wordtools.lexicon.facade:Lexicon.match_pattern",
    )
)
CHECK = declare(Operation("check", "lexicon check", (Param("word", "text"), LANG), "wordtools.lexicon.info:check_word"))
