"""One tool: the same flags, the same input rules and plain messages in every command (issue 12)."""

from __future__ import annotations

import json
import subprocess
import sys

import click
import pytest

from wordtools.cli.main import main

NFD_CAFE = "cafe\u0301"  # "café" typed with a combining accent


def _commands(group: click.Group, prefix=()):
    ctx = click.Context(group)
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        yield prefix + (name,), command
        if isinstance(command, click.Group):
            yield from _commands(command, prefix + (name,))


def test_one_flag_per_idea_limit_not_top():
    for path, command in _commands(main):
        flags = {opt for p in command.params for opt in getattr(p, "opts", [])}
        assert "--top" not in flags, " ".join(path)
        if "--limit" in flags:
            limit = next(p for p in command.params if "--limit" in p.opts)
            assert "0 = all" in limit.help, " ".join(path)


@pytest.mark.parametrize(
    "args",
    [
        ("pattern", NFD_CAFE),
        ("anagram", NFD_CAFE),
        ("lexicon", "check", NFD_CAFE),
        ("montage", "match", ".af" + "e\u0301", "--lang", "es", "--list", "strict"),
        ("letterjam", "deduce", "caf?", "--seen", "e\u0301"),
        ("wordon", "best", "--rack", NFD_CAFE, "--row", "1"),
    ],
)
def test_nfd_accents_work_in_every_command(real, cli, args):
    result = cli(*args)
    assert result.exit_code == 0, result.stderr
    assert "is not a letter" not in result.stderr


def test_nfd_gives_the_same_answer_as_nfc(real, cli):
    assert cli("pattern", NFD_CAFE).stdout == cli("pattern", "café").stdout == "café  4.81\n"
    assert (
        cli("montage", "match", ".af" + "e\u0301", "--lang", "es").stdout
        == cli("montage", "match", ".afé", "--lang", "es").stdout
    )


@pytest.mark.parametrize(
    "args",
    [
        ("anagram", ""),
        ("anagram", "   "),
        ("pattern", " "),
        ("lexicon", "check", ""),
        ("wordon", "score", " ", "--rack", "abc", "--row", "1"),
        ("wordon", "best", "--rack", "  ", "--row", "1"),
        ("letterjam", "deduce", " "),
    ],
)
def test_an_empty_word_is_refused(tiny, cli, args):
    result = cli(*args)
    assert result.exit_code == 2
    assert result.stderr in (
        "wordtools: error: empty word\n",
        "wordtools: error: empty pattern\n",
        "wordtools: error: empty rack\n",
        "wordtools: error: empty clue\n",
    )


def test_surrounding_spaces_are_stripped(tiny, cli):
    assert cli("anagram", "  calor ").stdout == cli("anagram", "calor").stdout != ""


def test_wordtools_lang_in_any_case_and_named_when_wrong(tiny, cli, monkeypatch):
    monkeypatch.setenv("WORDTOOLS_LANG", "EN")
    assert cli("anagram", "god").stdout.split()[::2] == ["god", "dog"]
    monkeypatch.setenv("WORDTOOLS_LANG", "fr")
    result = cli("anagram", "god")
    assert result.exit_code == 2
    assert result.stderr == "wordtools: error: WORDTOOLS_LANG='fr' is not a language: choose one of es, en\n"
    assert cli("anagram", "god", "--lang", "EN").exit_code == 0


@pytest.mark.parametrize(
    "args, message",
    [
        (("anagram", "fina", "--wildcards", "1"), "--wildcards does nothing without --reuse"),
        (("anagram", "fina", "--min", "3"), "--min does nothing without --sub or --reuse"),
        (("anagram", "fina", "--reuse", "--sub"), "--sub does nothing with --reuse"),
        (("anagram", "fina", "--reuse", "--blanks", "1"), "--blanks does nothing with --reuse"),
    ],
)
def test_flags_that_do_nothing_are_refused(tiny, cli, args, message):
    result = cli(*args)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"wordtools: error: {message}")


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e400", "abc"])
def test_min_zipf_must_be_a_finite_number(cli, value):
    for command in (("letterjam", "clues", "--player", "f"), ("letterjam", "deal", "--players", "2")):
        result = cli(*command, "--min-zipf", value)
        assert result.exit_code == 2 and result.stderr.count("\n") == 1
        assert f"must be a finite number from 0.0 to 10.0, not {json.dumps(value)}" in result.stderr


def test_messages_in_good_english(real, cli):
    assert (
        "[ch] is not an English tile" in cli("wordon", "best", "--rack", "a[ch]", "--row", "1", "--lang", "en").stderr
    )
    assert cli("play", "montage", "--players", "3").stderr == "wordtools: error: Montage is for 4 players, not 3\n"
    scored = cli("letterjam", "score", "--original", "gato", "--written", "pato")
    assert scored.stdout.startswith("GATO -> PATO: wrong (3 letters deduced), 3 points\n")
    assert "1 letters" not in scored.stdout


def test_one_letter_deduced_is_singular(real, cli):
    result = cli("letterjam", "score", "--original", "gato", "--written", "gxxx")
    assert "1 letter deduced" in result.stdout


def test_long_inputs_are_cut_in_messages(tiny, cli):
    result = cli("simulate", "toynim", "--games", "1", "--executor", "dask://" + "h" * 500)
    assert result.exit_code == 2 and len(result.stderr) < 250


def test_default_limit_and_limit_zero(tiny, cli):
    everything = cli("pattern", "*", "--limit", "0")
    some = cli("pattern", "*", "--limit", "3")
    assert len(some.stdout.splitlines()) == 3
    total = len(everything.stdout.splitlines())
    assert some.stderr == f"-- {total - 3:,} more (--limit 0 shows all)\n"
    assert everything.stderr == ""


def test_default_limit_keeps_a_star_pattern_short(real, cli):
    result = cli("pattern", "*")
    assert len(result.stdout.splitlines()) == 100
    assert result.stderr.startswith(f"-- {len(real('es', 'strict')) - 100:,} more")


def test_json_on_montage_board_and_index_build(tiny, cli):
    board = json.loads(cli("montage", "board", "--json").stdout)
    assert board["pattern"] == "pinwheel" and len(board["pips"]) > 0
    assert {chip["side"] for chip in board["chips"]} == {"black", "white"}
    built = json.loads(cli("index", "build", "--json").stdout)
    assert (built["lang"], built["list"]) == ("es", "strict") and built["bytes"] > 0


def test_montage_match_one_entry_per_word_and_rivals_that_differ(real, cli):
    rows = [json.loads(line) for line in cli("montage", "match", "arena", "--lang", "es", "--json").stdout.splitlines()]
    assert [r["word"].lower() for r in rows] == ["arena"]  # Arena and arena are one word
    rows = [json.loads(line) for line in cli("montage", "match", ".P..R", "--lang", "en", "--json").stdout.splitlines()]
    words = [r["word"].lower() for r in rows]
    assert len(words) == len(set(words)) == 20
    assert len({r["rivals"] for r in rows}) > 3  # a figure that tells words apart, not a constant


def test_progress_bar_only_on_a_terminal(real):
    done = subprocess.run(
        [sys.executable, "-m", "wordtools", "simulate", "wordon", "--games", "3"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0
    assert done.stderr == ""  # redirected: no bar frames


def test_play_and_simulate_help_list_games_and_strategies(cli):
    for command in ("play", "simulate"):
        text = cli(command, "--help").stdout
        from wordtools.games.table import GAME_TABLE

        assert len(GAME_TABLE) >= 5
        for row in GAME_TABLE:
            assert row.name in text and ", ".join(row.strategies) in text


def test_every_command_that_prints_results_has_json():
    for path, command in _commands(main):
        if isinstance(command, click.Group) or path in (("batch",), ("serve",)):  # batch speaks JSON; serve, pages
            continue
        flags = {opt for p in command.params for opt in getattr(p, "opts", [])}
        assert "--json" in flags, " ".join(path)


@pytest.mark.parametrize(
    "args",
    [
        ("pattern", "a" * 5000 + "["),
        ("wordon", "score", "x" * 3000, "--rack", "abc", "--row", "1"),
        ("anagram", "ab" + "3" * 5000),
    ],
)
def test_long_inputs_are_cut_in_error_messages(real, cli, args):
    result = cli(*args)
    assert result.exit_code in (1, 2)
    assert result.stderr.count("\n") == 1 and len(result.stderr) < 300
    longest = max(args, key=len)
    assert longest[:49] not in result.stderr  # at most 48 characters of the input are quoted
