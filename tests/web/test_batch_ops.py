"""The batch operations the pages ask give what the commands print with ``--json`` (no browser needed)."""

from __future__ import annotations

import pytest

from wordtools.cli.batch import answer

CASES = [
    ({"op": "letterjam_deduce", "clues": ["?uego"], "seen": "l"}, ["letterjam", "deduce", "?uego", "--seen", "l"]),
    ({"op": "letterjam_deal", "players": 3, "seed": 2}, ["letterjam", "deal", "--players", "3", "--seed", "2"]),
    (
        {"op": "wordon_score", "word": "chorro", "rack": "o[rr]o?ab", "row": 1},
        ["wordon", "score", "chorro", "--rack", "o[rr]o?ab", "--row", "1"],
    ),
    (
        {"op": "wordon_best", "rack": "aeinrst", "row": 1, "lang": "en"},
        ["wordon", "best", "--rack", "aeinrst", "--row", "1", "--lang", "en"],
    ),
    ({"op": "montage_encode", "text": "perro gato"}, ["montage", "encode", "perro", "gato"]),
    (
        {"op": "pictomania_deck", "cards": 2, "seed": 7, "lang": "es,en"},
        ["pictomania", "deck", "--cards", "2", "--seed", "7", "--lang", "es,en"],
    ),
    ({"op": "macroscope_deck", "cards": 3, "seed": 1}, ["macroscope", "deck", "--cards", "3", "--seed", "1"]),
    (
        {"op": "macroscope_rate", "text": "gato jirafa", "samples": 20, "against": "deck"},
        ["macroscope", "rate", "gato", "jirafa", "--samples", "20", "--against", "deck"],
    ),
]


@pytest.mark.parametrize(("query", "command"), CASES, ids=[q["op"] for q, _ in CASES])
def test_the_operation_answers_as_the_command(query, command, cli_json):
    assert answer(dict(query))["results"] == cli_json(*command)


def test_pictomania_check_gives_the_commands_problems(tmp_path, cli_json):
    deck = tmp_path / "deck.json"
    cli_json("pictomania", "deck", "--cards", "2", "--seed", "7", "--out", str(deck))
    reply = answer({"op": "pictomania_check", "deck": str(deck)})
    *problems, summary = cli_json("pictomania", "check", str(deck))
    assert reply["results"] == problems and reply["summary"] == summary["summary"] and reply["ok"]


def test_the_operations_own_checks_name_the_field():
    with pytest.raises(Exception, match="field 'players' must be a whole number"):
        answer({"op": "letterjam_deal", "players": "three"})
    with pytest.raises(Exception, match="unknown field 'limt'"):
        answer({"op": "letterjam_deduce", "clues": ["?uego"], "limt": 2})
