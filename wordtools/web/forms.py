"""Each page's form: which ``wordtools batch`` operation it asks, and which of its fields it shows.

A field's kind, choices and default come from the operation's declaration
(:mod:`wordtools.operations`), as the command's options and batch's fields do:
the page says only where a field goes, its label and an example.

A form turns what a browser sends (text, always) into the operation's JSON
query and nothing else: a number field becomes a number when it reads as one
and is otherwise passed on as typed, so the operation's own check names the
field and says what it must be, in the command's words. An empty field is left
out, so the operation's default applies (no default lives here). A field the
form does not declare is refused, every value is length-bounded, and no field
may name a file: the operations that read files (``words``, ``colours``,
``deck``, ``board``) get them only from the server's own configuration.

>>> FORMS["anagram"].query({"letters": ["calor"], "limit": ["5"], "lang": ["es"]})
{'op': 'anagram', 'letters': 'calor', 'limit': 5, 'lang': 'es'}
>>> FORMS["anagram"].query({"letters": ["calor"], "limit": ["five"]})["limit"]
'five'
>>> FORMS["anagram"].query({"words": ["/etc/passwd"]})
Traceback (most recent call last):
...
wordtools.web.forms.FieldError: field 'words' names a file: a page never reads files
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ..errors import BadInput
from ..operations import REQUIRED, Param, declared

MAX_VALUE = 200  # characters in one field
MAX_ITEMS = 12  # entries of a list field (clues, players, words)
FILE_FIELDS = ("words", "colours", "deck", "board", "ratings")  # fields that name a file: never from a page
PAGE_FIELDS = ("ui", "format")  # the page's own: interface language, json answer


class FieldError(BadInput):
    """A form value refused before the operation runs; *field* says beside which input it goes."""

    def __init__(self, message: str, field_name: str | None = None):
        super().__init__(message)
        self.field = field_name


# The input each declared kind of parameter is on a page (a flag on by default is a "no_…" box).
INPUTS = {
    "integer": "int",
    "limit": "int",
    "number": "number",
    "flag": "flag",
    "choice": "choice",
    "text": "text",
    "text_list": "list",
    "text_map": "pairs",
}
FEW = 12  # an integer with at most this many values is a list to pick from (WordOn's row: 1-6)


@dataclass(frozen=True)
class Field:
    """One input, named by the operation's parameter; what it is comes from the declaration
    (:meth:`Form.__post_init__` fills it in). *kind*: text, int, number, flag (checked = true),
    noflag (checked = false), list (items split on commas, spaces or new lines), pairs (name +
    letter inputs -> object), choice."""

    name: str
    label: str = ""
    example: str = ""  # the placeholder: an example, never a default
    more: bool = False  # shown under "more options" (folded unless it holds a value or an error)
    # From the declaration:
    kind: str = ""
    choices: tuple[str, ...] = ()  # "" first: the declared default, shown as such
    default: str = ""  # the declared default as the page shows it ("" for none, or one the page picks)
    target: str = ""  # the operation's field, when it is not *name* (noflag: no_wildcard -> wildcard)

    @property
    def op_field(self) -> str:
        return self.target or self.name


def declared_field(spec: Field, param: Param) -> Field:
    """*spec* (a parameter's name, its label, example and fold) with its input made from *param*."""
    if param.kind not in INPUTS:
        raise ValueError(f"{param.name!r} is a {param.kind}: a page never asks for one")
    kind, name = INPUTS[param.kind], param.name
    choices: tuple[str, ...] = ()
    fixed = param.default is not REQUIRED and param.default is not None and not callable(param.default)
    if param.flag_on:
        kind, name = "noflag", f"no_{param.name}"
    elif kind == "choice":
        choices = ("", *param.choices) if fixed else param.choices  # a default function: the page's own
    elif kind == "int" and param.lo is not None and param.hi is not None and param.hi - param.lo < FEW:
        choices = tuple(str(n) for n in range(int(param.lo), int(param.hi) + 1))
    shown_default = "" if not fixed or param.kind == "flag" or param.default in ("", [], {}) else str(param.default)
    return replace(
        spec,
        name=name,
        label=spec.label or name,
        kind=kind,
        choices=choices,
        default=shown_default,
        target=param.name if name != param.name else "",
    )


@dataclass(frozen=True)
class Form:
    """A page's form: the batch operation it asks and its fields, each made from that operation's
    declaration (so a field's kind, choices and default cannot differ from the command's)."""

    key: str
    op: str
    page: str  # the page group it belongs to (lookups, letterjam, ...)
    title: str  # label key
    fields: tuple[Field, ...]
    server: tuple[str, ...] = ()  # of list, kinds, words: what the server's own options may set
    button: str = "go"  # the submit button's label
    inputs: tuple[str, ...] = field(default=(), init=False)

    def __post_init__(self):
        clash = {f.name for f in self.fields} & set(FILE_FIELDS)
        if clash:
            raise ValueError(f"form {self.key}: a page field may not name a file ({sorted(clash)})")
        operation = declared()[self.op]
        object.__setattr__(self, "fields", tuple(declared_field(f, operation[f.name]) for f in self.fields))
        names: list[str] = []
        for f in self.fields:
            names += [f"{f.name}_name", f"{f.name}_letter"] if f.kind == "pairs" else [f.name]
        object.__setattr__(self, "inputs", tuple(names))

    def query(self, values: dict[str, list[str]]) -> dict:
        """The batch query for *values* (input name -> the values sent), or :class:`FieldError`."""
        for name in values:
            if name in FILE_FIELDS:
                raise FieldError(f"field {name!r} names a file: a page never reads files", name)
            if name not in self.inputs and name not in PAGE_FIELDS:
                raise FieldError(f"unknown field {name!r} for this page", None)
        query: dict = {"op": self.op}
        for f in self.fields:
            if f.kind == "pairs":
                value = _pairs(f, values.get(f"{f.name}_name", []), values.get(f"{f.name}_letter", []))
                if value:
                    query[f.op_field] = value
                continue
            sent = values.get(f.name, [])
            if len(sent) > 1:
                raise FieldError(f"field {f.name!r} was sent {len(sent)} times", f.name)
            text = _bounded(f.name, sent[0]) if sent else ""
            if not text.strip():
                continue
            query[f.op_field] = _value(f, text)
        return query


def _bounded(name: str, text: str, limit: int = MAX_VALUE) -> str:
    if len(text) > limit:
        raise FieldError(f"field {name!r} is longer than {limit} characters", name)
    return text


def _value(f: Field, text: str):
    text = text.strip()
    if f.kind == "int":
        return int(text) if re.fullmatch(r"[+-]?\d{1,9}", text) else text
    if f.kind == "number":
        try:
            return float(text)
        except ValueError:
            return text
    if f.kind == "flag":
        return True
    if f.kind == "noflag":
        return False
    if f.kind == "list":
        items = [item for item in re.split(r"[\s,]+", text) if item]
        if len(items) > MAX_ITEMS:
            raise FieldError(f"field {f.name!r} has more than {MAX_ITEMS} entries", f.name)
        return items
    return text


def _pairs(f: Field, names: list[str], letters: list[str]) -> dict[str, str]:
    if len(names) > MAX_ITEMS or len(letters) > MAX_ITEMS:
        raise FieldError(f"field {f.name!r} has more than {MAX_ITEMS} entries", f.name)
    out: dict[str, str] = {}
    for place, (name, letter) in enumerate(zip(names, letters), 1):
        name, letter = _bounded(f.name, name, 40).strip(), _bounded(f.name, letter, 40).strip()
        if not letter:
            continue
        out[name or f"P{place}"] = letter  # a player unnamed is named by its place, as --player LETTER is
    return out


def field_of(message: str, form: Form) -> str | None:
    """The input an operation's error message is about (``field 'rack' ...``), when the form has it."""
    found = re.search(r"fields? '(\w+)'", message)
    if found:
        for f in form.fields:
            if found.group(1) in (f.op_field, f.name):
                return f.name
        return None
    for f in form.fields:  # a library message names what it read: "unknown colour initial ... of slot '.Z'"
        if f.kind not in ("flag", "noflag", "choice") and re.search(rf"\b{f.op_field.rstrip('s')}s?\b", message):
            return f.name
    return None


LANG = Field("lang", more=True)
LIMIT = Field("limit", example="20", more=True)
SORT = Field("sort", more=True)

_FORMS = (
    Form(
        "anagram",
        "anagram",
        "lookups",
        "anagram",
        (
            Field("letters", example="calor"),
            Field("sub"),
            Field("reuse"),
            Field("min", example="2", more=True),
            SORT,
            LIMIT,
            LANG,
        ),
        ("list", "kinds", "words"),
    ),
    Form(
        "pattern",
        "pattern",
        "lookups",
        "pattern",
        (Field("pattern", example="c?s*"), SORT, LIMIT, LANG),
        ("list", "kinds", "words"),
    ),
    Form("check", "check", "lookups", "check", (Field("word", example="rómpelo"), LANG)),
    Form(
        "clues",
        "letterjam_clues",
        "letterjam",
        "clues",
        (
            Field("players", "players_seen"),
            Field("npc", example="e r"),
            Field("bonus", example="a"),
            Field("wildcard"),
            Field("length", example="3..8", more=True),
            Field("need", example="ana", more=True),
            LIMIT,
            LANG,
        ),
        ("list", "kinds"),
    ),
    Form(
        "deduce",
        "letterjam_deduce",
        "letterjam",
        "deduce",
        (
            Field("clues", "clue_sheet", example="?uego"),
            Field("seen", example="abc"),
            Field("limit", example="5", more=True),
            LANG,
        ),
        ("list", "kinds"),
        "deduce",
    ),
    Form(
        "deal",
        "letterjam_deal",
        "letterjam",
        "deal",
        (
            Field("players", example="4"),
            Field("length", "secret_length", example="5"),
            Field("seed", example="0"),
            LANG,
        ),
        button="deal",
    ),
    Form(
        "best",
        "wordon_best",
        "wordon",
        "best",
        (
            Field("rack", example="perr?no"),
            Field("extra", example="ca"),
            Field("row"),
            Field("limit", example="5", more=True),
            LANG,
        ),
        ("list", "kinds", "words"),
    ),
    Form(
        "score",
        "wordon_score",
        "wordon",
        "score_word",
        (Field("word", example="chorro"), Field("rack"), Field("extra"), Field("row"), LANG),
        ("list", "kinds", "words"),
    ),
    Form(
        "match",
        "montage_match",
        "montage",
        "match",
        (Field("slot", example=".P..R"), Field("reversible"), SORT, LIMIT, LANG),
        ("list", "kinds", "words"),
    ),
    Form(
        "encode",
        "montage_encode",
        "montage",
        "encode",
        (Field("text", "words", example="perro gato"), LANG),
        button="encode",
    ),
    Form(
        "pictomania",
        "pictomania_deck",
        "decks",
        "pictomania",
        (Field("cards", example="6"), Field("seed", example="0"), Field("level_mix", example="1,1,1,1"), Field("lang")),
        button="make_deck",
    ),
    Form(
        "macroscope",
        "macroscope_deck",
        "decks",
        "macroscope",
        (Field("cards", example="10"), Field("seed", example="0"), LANG),
        button="make_deck",
    ),
    Form(
        "rate",
        "macroscope_rate",
        "decks",
        "rate",
        (
            Field("text", "words", example="gato jirafa"),
            Field("against"),
            Field("samples", example="100", more=True),
            Field("seed", example="0", more=True),
            LANG,
        ),
        ("list",),
        "rate",
    ),
)

FORMS: dict[str, Form] = {form.key: form for form in _FORMS}
PAGES: dict[str, tuple[Form, ...]] = {}
for _form in _FORMS:
    PAGES[_form.page] = (*PAGES.get(_form.page, ()), _form)
