"""``wordtools macroscope``: rate, deck and check through the CLI, with exact errors and exit codes."""

from __future__ import annotations

import json

import pytest


def test_rate_words_against_a_small_deck(cli, tmp_path):
    deck = tmp_path / "deck.csv"
    deck.write_text("card,side,word,level\n1,A,calor,1\n1,B,coral,2\n2,A,gato,1\n2,B,pato,2\n", encoding="utf-8")
    result = cli("macroscope", "rate", "--against", "deck", "--deck", str(deck), "--samples", "40")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["word", "letters", "mean", "p10", "p90", "of", "letters"]
    assert [line.split()[0] for line in lines[1:5]] == ["calor", "coral", "gato", "pato"]
    assert lines[5].startswith("level 1:   2 words") and lines[6].startswith("level 2:   2 words")
    assert "against deck" in lines[-1] and "40 dice orders per word" in lines[-1]
    lines = cli("macroscope", "rate", "gato", "--against", "deck", "--deck", str(deck), "--json").stdout
    gato, summary = [json.loads(line) for line in lines.splitlines()]
    assert gato["word"] == "gato" and gato["level"] == 1 and gato["p90"] <= 12
    assert summary == {
        "level_summary": {"level": 1, "words": 1, "mean": gato["mean"], "p10": gato["mean"], "p90": gato["mean"]}
    }


def test_rate_against_the_lexicon_in_json(real, cli):
    result = cli("macroscope", "rate", "hipopótamo", "sol", "--json", "--samples", "30")
    assert result.exit_code == 0
    long, short = [json.loads(line) for line in result.stdout.splitlines()]
    assert long["letters"] == 10 and short["letters"] == 3
    # Never a window known to be empty: sol needs its 3 letters, no more; hipopótamo more windows,
    # but a far smaller share of its letters (a long word gives itself away sooner).
    assert short["mean"] == 3.0 and short["share"] == 1.0
    assert long["mean"] > short["mean"] and long["share"] < 0.6
    assert long["against"] == "lexicon es/strict, share ≥ 90%"


def test_deck_out_and_check(real, cli, tmp_path):
    out = tmp_path / "deck.json"
    result = cli("macroscope", "deck", "--lang", "en", "--cards", "30", "--seed", "3", "--out", str(out))
    assert result.exit_code == 0
    assert result.stdout == f"wrote 30 cards (60 subjects, levels 1:20 2:20 3:20) to {out}\n"
    checked = cli("macroscope", "check", str(out), "--lang", "en")
    assert checked.exit_code == 0 and checked.stdout.startswith(f"{out}: 30 cards, 60 subjects; levels 1:20 2:20 3:20")


def test_check_refuses_alike_sides(cli, tmp_path):
    path = tmp_path / "deck.csv"
    path.write_text(
        "card,side,word,level,groups\n1,A,gato,1,animals.cats\n1,B,tigre,1,animals.cats\n", encoding="utf-8"
    )
    result = cli("macroscope", "check", str(path))
    assert result.exit_code == 3
    assert (
        result.stderr
        == f"wordtools: error: {path}: 1 cards with alike sides: card 1: gato and tigre are both animals.cats\n"
    )


@pytest.mark.parametrize(
    "args, code, message",
    [
        (["rate", "refrigeradora"], 2, "'refrigeradora' has 13 letters; the macroscope has 12 windows"),
        (["rate", "gato!"], 2, "'!' is not a letter of the Spanish alphabet (abcdefghijklmnñopqrstuvwxyz)"),
        (["deck", "--out", "deck.txt"], 2, "deck.txt: unknown deck format '.txt': use .json, .csv"),
        (["check", "missing.csv"], 3, "missing.csv: no such file"),
    ],
)
def test_bad_input_is_one_line_and_an_exit_code(cli, args, code, message):
    result = cli("macroscope", *args)
    assert result.exit_code == code
    assert result.stderr == f"wordtools: error: {message}\n"


def test_an_empty_deck_and_a_repeated_word(cli, tmp_path):
    empty = tmp_path / "empty.csv"
    empty.write_text("card,side,word,level\n", encoding="utf-8")
    result = cli("macroscope", "rate", "--deck", str(empty))
    assert (result.exit_code, result.stderr) == (3, f"wordtools: error: {empty}: the deck is empty\n")
    twice = tmp_path / "twice.csv"
    twice.write_text("card,side,word,level\n1,A,gato,1\n1,B,GATO,1\n", encoding="utf-8")
    result = cli("macroscope", "check", str(twice))
    assert (result.exit_code, result.stderr) == (3, f"wordtools: error: {twice}: line 3: 'GATO' repeats line 2\n")
