"""The command line and ``batch`` agree: the same defaults and the same message for a bad value.

Every operation with a command and a batch op is declared once
(:mod:`wordtools.operations`); these tests check that each front-end is made from
that declaration and that both answer alike. ``pytest -s`` prints the table of
operations x defaults.
"""

from __future__ import annotations

import json

import click
import pytest

from wordtools.cli import declared as declared_cli
from wordtools.cli.batch import all_operations, run_batch
from wordtools.cli.main import main
from wordtools.operations import MANY, REQUIRED, declared

# op -> (the command's words with only the required values, the same query for batch)
CASES = {
    "anagram": (["anagram", "calor"], {"letters": "calor"}),
    "pattern": (["pattern", "?a??o"], {"pattern": "?a??o"}),
    "check": (["lexicon", "check", "ninfa"], {"word": "ninfa"}),
    "montage_match": (["montage", "match", ".P..R", "--lang", "en"], {"slot": ".P..R", "lang": "en"}),
    "wordon_best": (
        ["wordon", "best", "--rack", "perr?no", "--extra", "ca", "--row", "2"],
        {"rack": "perr?no", "extra": "ca", "row": 2},
    ),
    "wordon_score": (
        ["wordon", "score", "chorro", "--rack", "o[rr]o?ab", "--row", "1"],
        {"word": "chorro", "rack": "o[rr]o?ab", "row": 1},
    ),
    "letterjam_clues": (
        ["letterjam", "clues", "--player", "ana=f", "--player", "bea=i", "--npc", "o"],
        {"players": {"ana": "f", "bea": "i"}, "npc": ["o"]},
    ),
    "montage_encode": (["montage", "encode", "perro", "gato"], {"text": "perro gato"}),
    "letterjam_deduce": (["letterjam", "deduce", "?uego"], {"clues": ["?uego"]}),
    "letterjam_deal": (["letterjam", "deal", "--players", "3"], {"players": 3}),
    "letterjam_score": (
        ["letterjam", "score", "--original", "calor", "--written", "collar", "--original", "rosa", "--written", "rasa"],
        {"original": ["calor", "rosa"], "written": ["collar", "rasa"]},
    ),
    "pictomania_deck": (["pictomania", "deck", "--cards", "2"], {"cards": 2}),
    "pictomania_check": (["pictomania", "check", "{pictomania_deck}"], {"deck": "{pictomania_deck}"}),
    "macroscope_deck": (["macroscope", "deck", "--cards", "3"], {"cards": 3}),
    "macroscope_rate": (["macroscope", "rate", "gato", "jirafa"], {"text": "gato jirafa"}),
    "macroscope_check": (["macroscope", "check", "{macroscope_deck}"], {"deck": "{macroscope_deck}"}),
}
# operations that answer one object
ONE_RESULT = {"check", "wordon_score", "letterjam_deal", "letterjam_score", "pictomania_deck", "macroscope_check"}
# The deck files the check operations read, made by the deck commands.
DECK_FILES = {
    "pictomania_deck": ["pictomania", "deck", "--cards", "2", "--seed", "7", "--out"],
    "macroscope_deck": ["macroscope", "deck", "--cards", "3", "--out"],
}


def _case(name, cli, folder):
    """*name*'s command words and batch query, with the deck files they name made in *folder*."""
    args, query = CASES[name]
    files = {}
    for key, command in DECK_FILES.items():
        if any("{" + key + "}" in str(v) for v in (*args, *query.values())):
            files[key] = str(folder / f"{key}.json")
            assert cli(*command, files[key]).exit_code == 0
    args = [a.format(**files) for a in args]
    query = {k: v.format(**files) if isinstance(v, str) else v for k, v in query.items()}
    return args, query


def _command(path: str) -> click.Command:
    command: click.Command = main
    for word in path.split():
        assert isinstance(command, click.Group)
        found = command.get_command(click.Context(command), word)
        assert found is not None, path
        command = found
    return command


def _bad_value(param):
    """A value *param* refuses, or None (plain text takes anything)."""
    if param.kind == "limit":
        return -1
    if param.kind == "integer":
        return param.lo - 1 if param.lo is not None else "x"
    if param.kind == "number":
        return param.lo - 1 if param.lo is not None else "x"
    if param.kind == "choice":
        return "xx"
    if param.parse is not None:
        return "x"
    return None


def defaults_table() -> str:
    """Operations x defaults, as a Markdown table (the default function of lang is named)."""
    rows = ["| operation | command | defaults |", "|---|---|---|"]
    for name, operation in sorted(declared().items()):
        shown = []
        for p in operation.params:
            if p.default is REQUIRED:
                continue
            value = p.default.__name__ + "()" if callable(p.default) else json.dumps(p.default)
            shown.append(f"{p.name}={value}")
        rows.append(f"| {name} | {operation.command} | {', '.join(shown)} |")
    return "\n".join(rows)


def test_every_batch_op_is_declared_with_a_case():
    assert set(all_operations()) == set(declared()) == set(CASES)  # none read by hand
    print("\n" + defaults_table())


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_command_is_made_from_the_declaration(name):
    operation = declared()[name]
    command = _command(operation.command)
    options = {opt: p for p in command.params for opt in getattr(p, "opts", [])}
    for param in operation.params:
        if param.option is None:
            continue
        option = options[param.option.partition("/")[0]]
        assert option.name == param.python_name
        if param.kind == "flag":
            assert option.is_flag and option.default is param.default
            assert bool(option.secondary_opts) is param.flag_on  # on by default: the command turns it off
            continue
        if param.default is REQUIRED:
            assert option.required, param.name
        elif param.kind in MANY:
            assert option.multiple and option.default is None and not param.default, param.name
        else:
            assert option.default == param.default, param.name
        assert getattr(option.type, "declared", None) == param or declared_cli.click_type(param) is None


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_same_defaults_give_the_same_answer(real, cli, tmp_path, name):
    args, query = _case(name, cli, tmp_path)
    result = cli(*args, "--json")
    assert result.exit_code == 0, result.stderr
    from_cli = [json.loads(line) for line in result.stdout.splitlines()]
    (reply,) = run_batch([json.dumps({"op": name, **query})])
    assert "error" not in reply, reply
    if name == "pictomania_check":  # the command's last line is the summary, batch's own field
        assert from_cli.pop() == {"summary": reply["summary"]}
    assert from_cli == reply["results"]
    assert len(from_cli) == 1 if name in ONE_RESULT else len(from_cli) > 1


def _bad_cases():
    for name in sorted(CASES):
        for param in declared()[name].params:
            bad = _bad_value(param)
            if bad is not None and param.option is not None:
                yield name, param.name, bad


@pytest.mark.parametrize(("name", "field", "bad"), list(_bad_cases()))
def test_a_bad_value_gets_the_same_message(real, cli, tmp_path, name, field, bad):
    args, query = _case(name, cli, tmp_path)
    param = declared()[name][field]
    result = cli(*args, param.option, str(bad))
    assert result.exit_code == 2
    line = result.stderr.strip()
    lead = f"wordtools: error: Invalid value for '{param.option}': "
    assert line.startswith(lead) and line.endswith(f" {declared()[name].command} --help')"), line
    from_cli = line[len(lead) : line.rindex(" (see ")]
    (reply,) = run_batch([json.dumps({"op": name, **query, field: bad})])
    lead = f"line 1: field {field!r} "
    assert reply["error"].startswith(lead), reply
    assert reply["error"][len(lead) :] == from_cli
    assert from_cli == param.refusal(bad) if param.parse is None else from_cli.startswith("must be ")


def _file_fields():
    return [(name, p.name) for name, op in sorted(declared().items()) for p in op.params if p.kind == "file"]


@pytest.mark.parametrize(("name", "field"), _file_fields())
def test_no_files_refuses_every_declared_file_field(real, name, field):
    _, query = CASES[name]
    (reply,) = run_batch([json.dumps({"op": name, **query, field: "deck.csv"})], files=False)
    assert reply["error"] == f"line 1: field {field!r} names a file, and files are not read here (--no-files)"


def test_wordon_strategies_are_the_declared_choices():
    from wordtools.games.wordon.operations import BEST
    from wordtools.games.wordon.strategies import STRATEGIES

    assert tuple(STRATEGIES) == BEST["strategy"].choices


def test_every_lang_option_follows_wordtools_lang(real, cli, monkeypatch):
    monkeypatch.setenv("WORDTOOLS_LANG", "en")
    deck = json.loads(cli("pictomania", "deck", "--cards", "1", "--json").stdout.splitlines()[0])
    assert deck["langs"] == ["en"]
    (reply,) = run_batch([json.dumps({"op": "check", "word": "dog"})])
    assert reply["results"][0]["strict"] is True


@pytest.mark.parametrize(
    "args",
    [("anagram", "calor", "--words", "missing.txt"), ("montage", "match", ".P..R", "--colours", "missing.txt")],
)
def test_a_missing_input_file_exits_3_with_one_line(tmp_path, monkeypatch, cli, args):
    monkeypatch.chdir(tmp_path)
    result = cli(*args)
    assert (result.exit_code, result.stderr) == (3, "wordtools: error: missing.txt: no such file\n")


def test_every_web_form_asks_a_declared_operation_as_declared():
    """The page is the third front-end: each field's input is made from its declaration."""
    from wordtools.web.forms import FORMS, INPUTS

    checked = 0
    for form in FORMS.values():
        operation = declared()[form.op]  # every page asks a declared operation
        for field in form.fields:
            param = operation[field.op_field]
            assert field.kind == ("noflag" if param.flag_on else INPUTS[param.kind]), (form.key, field.name)
            if field.kind == "choice":
                assert set(field.choices) - {""} == set(param.choices), (form.key, field.name)
                assert ("" in field.choices) is (not callable(param.default)), (form.key, field.name)
            if field.default:
                assert field.default == str(param.default), (form.key, field.name)
            checked += 1
    assert checked > 40


def _web_bad_cases():
    from wordtools.web.forms import FORMS

    for form in FORMS.values():
        for field in form.fields:
            bad = _bad_value(declared()[form.op][field.op_field])
            if bad is not None and field.kind in ("int", "number", "choice", "text"):
                yield form.key, field.name, bad


@pytest.mark.parametrize(("key", "field", "bad"), list(_web_bad_cases()))
def test_a_bad_value_on_a_page_gets_the_declared_message(real, cli, tmp_path, key, field, bad):
    """What a page sends (text) reaches batch as the command's value would, and is refused alike."""
    from wordtools.cli.batch import answer
    from wordtools.errors import BadInput
    from wordtools.web.forms import FORMS

    form = FORMS[key]
    _, query = _case(form.op, cli, tmp_path)
    sent = form.query({field: [str(bad)]})
    param = declared()[form.op][field]
    with pytest.raises(BadInput) as refused:
        answer({**query, **sent}, files=False)
    message = str(refused.value)
    assert message.startswith(f"field {field!r} must be ")
    assert message == f"field {field!r} {param.refusal(bad)}" or param.parse is not None
