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
from wordtools.operations import REQUIRED, declared

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
}


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


def test_every_declared_operation_is_a_batch_op_with_a_case():
    ops = set(all_operations())
    assert set(declared()) <= ops
    assert set(CASES) == set(declared())
    print("\n" + defaults_table())
    print("batch ops whose fields are still read by hand:", ", ".join(sorted(ops - set(declared()))))


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_command_is_made_from_the_declaration(name):
    operation = declared()[name]
    command = _command(operation.command)
    options = {opt: p for p in command.params for opt in getattr(p, "opts", [])}
    for param in operation.params:
        if param.option is None:
            continue
        option = options[param.option]
        assert option.name == param.python_name
        if param.kind == "flag":
            assert option.is_flag and option.default is False is param.default
            continue
        if param.default is REQUIRED:
            assert option.required, param.name
        else:
            assert option.default == param.default, param.name
        assert getattr(option.type, "declared", None) == param or declared_cli.click_type(param) is None


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_same_defaults_give_the_same_answer(real, cli, name):
    args, query = CASES[name]
    result = cli(*args, "--json")
    assert result.exit_code == 0, result.stderr
    from_cli = [json.loads(line) for line in result.stdout.splitlines()]
    (reply,) = run_batch([json.dumps({"op": name, **query})])
    assert "error" not in reply, reply
    assert from_cli == reply["results"]
    assert len(from_cli) > 1 or name == "check"


def _bad_cases():
    for name in sorted(CASES):
        for param in declared()[name].params:
            bad = _bad_value(param)
            if bad is not None and param.option is not None:
                yield name, param.name, bad


@pytest.mark.parametrize(("name", "field", "bad"), list(_bad_cases()))
def test_a_bad_value_gets_the_same_message(real, cli, name, field, bad):
    args, query = CASES[name]
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
    assert reply["error"][len(lead) :] == from_cli == param.refusal(bad)


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
