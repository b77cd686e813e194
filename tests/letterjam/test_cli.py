from __future__ import annotations

import json
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent.parent / "golden" / "letterjam"


def test_every_command_has_help(cli):
    for command in ("clues", "deduce", "deal", "score"):
        result = cli("letterjam", command, "--help")
        assert result.exit_code == 0 and len(result.output.splitlines()) > 3


def test_score_the_rulebook_example(cli, real):
    result = cli("letterjam", "score", "--original", "calor", "--written", "collar", "--green", "2")
    assert result.exit_code == 0
    assert result.output == "CALOR -> COLLAR: correct, 18 points\ntotal 18: comestible\n"


def test_score_a_table_as_json(cli, real):
    result = cli("letterjam", "score", "--original", "calor", "--written", "collar",
                 "--original", "rosa", "--written", "rasa", "--green", "2", "--json")
    data = json.loads(result.output)
    assert data["total"] == 18 + 3 and data["rating"] == "comestible"
    assert [w["correct"] for w in data["words"]] == [True, False]


def test_clues_golden(cli, real):
    result = cli("letterjam", "clues", "--player", "F", "--player", "I", "--player", "N",
                 "--player", "A", "--npc", "O", "--limit", "5", "--json")
    assert result.exit_code == 0
    lines = [json.loads(line) for line in result.output.splitlines()]
    assert {"word", "wildcard", "players", "npc_used", "bonus_used", "score", "ambiguity"} <= set(lines[0])
    expected = json.loads((GOLDEN / "clues_fina_o.json").read_text(encoding="utf-8"))
    assert [(d["word"], d["wildcard"], d["players"], d["score"]) for d in lines] == [tuple(x) for x in expected]


def test_clues_text_explains_the_ranking(cli, real):
    result = cli("letterjam", "clues", "--player", "ana=f", "--player", "bea=i", "--limit", "2", "--no-wildcard")
    assert result.exit_code == 0
    assert "score = sum over helped players" in result.output
    assert "ana at" in result.output


def test_deduce_json(cli, real):
    result = cli("letterjam", "deduce", "afin?n*o", "--json")
    assert json.loads(result.output.splitlines()[0]) == {"letter": "a", "probability": 1.0, "words": ["afinando"]}


def test_deal_is_seeded(cli, real):
    first = cli("letterjam", "deal", "--players", "4", "--seed", "7", "--json").output
    assert first == cli("letterjam", "deal", "--players", "4", "--seed", "7", "--json").output
    expected = (GOLDEN / "deal_es_4p_seed7.json").read_text(encoding="utf-8")
    assert json.loads(first) == json.loads(expected)


@pytest.mark.parametrize(
    "args, code, message",
    [
        (["clues", "--player", "a=ß"], 2, "'ß' is not a letter of the Spanish alphabet"),
        (["clues", "--player", "a=f", "--player", "a=i"], 2, "player 'a' is given two letters"),
        (["clues", "--player", "a=fi"], 2, "must be exactly one letter"),
        (["clues"], 2, "no players"),
        (["clues", "--player", "=f"], 2, "name is missing"),
        (["deal", "--players", "6", "--length", "11"], 2, "impossible deal: 6 words of 11 letters need 66 cards"),
        (["deal", "--players", "0"], 2, "2 to 6 players"),
        (["deduce", "fina"], 2, "has no '?'"),
        (["score", "--original", "calor", "--written", "a", "--written", "b"], 2, "1 --original but 2 --written"),
    ],
)
def test_bad_input(cli, real, args, code, message):
    result = cli("letterjam", *args)
    assert result.exit_code == code
    assert message in result.output
