"""The lexicon commands, through the CLI: exact output, exit codes and messages."""

import json

import click
import pytest

from wordtools.cli.main import main


def test_anagram_output(tiny, cli):
    result = cli("anagram", "calor")
    assert result.exit_code == 0
    assert result.stdout == "calor  4.90\ncoral  3.60\ncolar  2.90\n"


def test_json_lines(tiny, cli):
    result = cli("anagram", "rocal", "--json", "--sort", "alpha")
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert rows == [
        {"word": "calor", "zipf": 4.9, "familiarity": 1.0},
        {"word": "colar", "zipf": 2.9, "familiarity": 0.95},
        {"word": "coral", "zipf": 3.6, "familiarity": 0.97},
    ]


def test_reuse_with_wildcard(tiny, cli):
    result = cli("anagram", "finao", "--reuse", "--wildcards", "1", "--limit", "50")
    assert "afinando" in result.stdout.split()


def test_pattern_and_groups(tiny, cli):
    assert cli("pattern", "c?l??", "--sort", "alpha").stdout.split()[::2] == ["calor", "colar"]
    assert cli("pattern", "{soft}o{soft}a", "--group", "soft=rs").stdout.split()[::2] == ["rosa"]


def test_lang_from_environment(tiny, cli, monkeypatch):
    monkeypatch.setenv("WORDTOOLS_LANG", "en")
    assert cli("anagram", "god").stdout.split()[::2] == ["god", "dog"]


def test_lexicon_check(tiny, cli):
    result = cli("lexicon", "check", "PAPA", "madrid", "cortalo")
    assert result.stdout.splitlines() == [
        "PAPA: strict yes, broad yes, enclitic yes, zipf 5.10, familiarity 1.00, "
        "spelt papa (word, hunspell-es), papá (word, hunspell-es)",
        "madrid: strict no, broad yes, enclitic no, zipf 5.50, familiarity 0.05, spelt Madrid (name, hunspell-es)",
        # es/enclitic has no familiarity column in the tiny lists: the estimate from zipf 1.20
        "cortalo: strict no, broad no, enclitic yes, zipf 1.20, familiarity 0.12, spelt córtalo (word, enclitic-rules)",
    ]
    english = cli("lexicon", "check", "dog", "--lang", "en").stdout
    assert english.startswith("dog: strict yes, broad yes, zipf")  # English has no enclitic list


def test_empty_result_says_so(tiny, cli):
    result = cli("anagram", "xyz")
    assert result.exit_code == 0
    assert result.stdout == ""
    assert result.stderr == "no words found\n"


@pytest.mark.parametrize(
    "args, code, message",
    [
        (["anagram", "ab3"], 2, "wordtools: error: '3' is not a letter of the Spanish alphabet"),
        (["anagram", " "], 2, "wordtools: error: empty word"),
        (["pattern", "[ab"], 2, "wordtools: error: unclosed '[' at position 1 in '[ab'"),
        (["pattern", "{pink}"], 2, "wordtools: error: unknown letter group {pink}"),
        (["pattern", "?" * 12], 2, "wordtools: error: pattern '????????????' needs 12 letters"),
        (["anagram", "abc", "--lang", "fr"], 2, "Invalid value for '--lang'"),
        (["anagram", "abc", "--list", "huge"], 2, "Invalid value for '--list'"),
        (["pattern", "a", "--group", "bad"], 2, "wordtools: error: a group is written name=letters"),
    ],
)
def test_bad_input(tiny, cli, args, code, message):
    result = cli(*args)
    assert result.exit_code == code
    assert message in result.stderr
    assert "Traceback" not in result.stdout
    assert len(result.stderr.strip().splitlines()) == 1


def test_unreadable_dictionary_is_exit_3(tiny, cli, tiny_dir, tmp_path, monkeypatch):
    broken = tmp_path / "dicts"
    (broken / "es").mkdir(parents=True)
    (broken / "es" / "strict.tsv.gz").write_bytes(b"not gzip at all")
    (broken / "es" / "zipf.tsv.gz").write_bytes((tiny_dir / "es" / "zipf.tsv.gz").read_bytes())
    monkeypatch.setenv("WORDTOOLS_DICTIONARIES", str(broken))
    result = cli("anagram", "calor")
    assert result.exit_code == 3
    assert result.stderr.startswith("wordtools: error: cannot read word list")


def test_batch_answers_every_line(tiny, cli):
    lines = "\n".join(
        [
            json.dumps({"id": 1, "op": "anagram", "letters": "calor", "limit": 2}),
            "{not json",
            json.dumps({"id": 3, "op": "pattern", "pattern": "[ab"}),
            json.dumps({"id": 4, "op": "check", "word": "niña"}),
            json.dumps({"id": 5, "op": "fly"}),
            json.dumps({"id": 6, "op": "anagram"}),
        ]
    )
    replies = [json.loads(line) for line in cli("batch", "-", input=lines).stdout.splitlines()]
    assert replies[0] == {
        "id": 1,
        "count": 3,
        "results": [
            {"word": "calor", "zipf": 4.9, "familiarity": 1.0},
            {"word": "coral", "zipf": 3.6, "familiarity": 0.97},
        ],
    }
    assert replies[1] == {"line": 2, "error": "line 2: not a JSON object"}
    assert replies[2]["id"] == 3 and "unclosed '['" in replies[2]["error"]
    assert replies[3]["results"][0]["strict"] is True
    assert "unknown op 'fly'" in replies[4]["error"]
    assert replies[5]["error"] == "line 6: missing field 'letters'"


def _all_commands(group: click.Group, prefix=()):
    ctx = click.Context(group)
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        yield prefix + (name,), command
        if isinstance(command, click.Group):
            yield from _all_commands(command, prefix + (name,))


def test_every_command_has_help_text():
    seen = []
    for path, command in _all_commands(main):
        seen.append(" ".join(path))
        assert command.help and command.help.strip(), " ".join(path)
    assert {"anagram", "pattern", "lexicon check", "batch"} <= set(seen)


def test_help_loads_no_dictionary(cli):
    import wordtools.lexicon as lexicon_module

    lexicon_module.get_lexicon.cache_clear()
    assert cli("--help").exit_code == 0
    assert lexicon_module.get_lexicon.cache_info().currsize == 0


def test_library_core_never_imports_click():
    """Only the front-ends (wordtools/cli/ and each game's cli.py) may use click, print or exit."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[2] / "wordtools"
    offenders = []
    for path in root.rglob("*.py"):
        if "cli" in path.relative_to(root).parts or path.name in ("__main__.py", "cli.py"):
            continue
        text = path.read_text(encoding="utf-8")
        if re.search(r"^\s*(import click|from click)|\bsys\.exit\(|^\s*print\(", text, re.M):
            offenders.append(str(path.relative_to(root)))
    assert offenders == []
