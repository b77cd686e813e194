from __future__ import annotations

import json
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent.parent / "golden" / "letterjam"


def test_every_command_has_help(cli):
    for command in ("clues", "deduce", "deal", "score", "deck evaluate", "deck design"):
        result = cli("letterjam", *command.split(), "--help")
        assert result.exit_code == 0 and len(result.output.splitlines()) > 3


def test_score_the_rulebook_example(cli, real):
    result = cli("letterjam", "score", "--original", "calor", "--written", "collar", "--green", "2")
    assert result.exit_code == 0
    assert result.output == "CALOR -> COLLAR: correct, 18 points\ntotal 18: comestible (5-player card)\n"


def test_score_a_table_as_json(cli, real):
    result = cli(
        "letterjam",
        "score",
        "--original",
        "calor",
        "--written",
        "collar",
        "--original",
        "rosa",
        "--written",
        "rasa",
        "--green",
        "2",
        "--json",
    )
    data = json.loads(result.output)
    # Two players: the 2-player card (suculenta from 19).
    assert data["total"] == 18 + 3 and data["rating"] == "suculenta" and data["rating_players"] == 2
    assert [w["correct"] for w in data["words"]] == [True, False]


def test_clues_golden(cli, real):
    result = cli(
        "letterjam",
        "clues",
        "--player",
        "F",
        "--player",
        "I",
        "--player",
        "N",
        "--player",
        "A",
        "--npc",
        "O",
        "--limit",
        "5",
        "--json",
    )
    assert result.exit_code == 0
    lines = [json.loads(line) for line in result.output.splitlines()]
    assert {"word", "wildcard", "players", "npc_used", "bonus_used", "score", "ambiguity"} <= set(lines[0])
    expected = json.loads((GOLDEN / "clues_fina_o.json").read_text(encoding="utf-8"))
    assert [(d["word"], d["wildcard"], d["players"], d["score"]) for d in lines] == [tuple(x) for x in expected]


def test_clues_text_explains_the_ranking(cli, real):
    # S and I: F and I made only clues no table knows once clues had to be familiar
    result = cli("letterjam", "clues", "--player", "ana=s", "--player", "bea=i", "--limit", "2", "--no-wildcard")
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
        (["deduce", "k?lo"], 2, "'K' is not a card of the es deck"),
        (["deduce", "fin?", "--seen", "ak"], 2, "'K' is not a card of the es deck"),
        (
            ["clues", "--player", "f", "--player", "i", "--player", "n", "--player", "a", "--npc", "o", "--npc", "e"],
            2,
            "6 visible stands: a giver sees at most 5",
        ),
        (["clues", "--player", "f", "--npc", "k"], 2, "'K' is not a card of the es deck"),
        (["clues", "--player", "f", "--min-zipf", "nan"], 2, 'must be a finite number from 0.0 to 10.0, not "nan"'),
        (["clues", "--player", "f", "--min-zipf", "inf"], 2, 'must be a finite number from 0.0 to 10.0, not "inf"'),
        (["clues", "--player", "f", "--min-zipf", "1e400"], 2, 'must be a finite number from 0.0 to 10.0, not "1e400"'),
        (["clues", "--player", "f", "--length", "8..4"], 2, "must be MIN..MAX with 2 <= MIN <= MAX, not '8..4'"),
        (["clues", "--player", "f", "--length", "x"], 2, "must be MIN..MAX"),
        (["clues", "--player", "ana=f", "--need", "bea"], 2, "'bea' is not a player at the table"),
        (["clues", "--player", "f", "--kinds", "slang"], 2, "unknown word kind slang"),
        (["score", "--original", "calor", "--written", "a", "--written", "b"], 2, "1 --original but 2 --written"),
    ],
)
def test_bad_input(cli, real, args, code, message):
    result = cli("letterjam", *args)
    assert result.exit_code == code
    assert message in result.output


def _clue_lines(cli, *extra):
    result = cli(
        "letterjam",
        "clues",
        "--player",
        "ana=f",
        "--player",
        "bea=i",
        "--player",
        "carlos=n",
        "--player",
        "dani=a",
        "--npc",
        "o",
        "--json",
        *extra,
    )
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in result.output.splitlines()]


def test_clue_length_range(cli, real):
    lines = _clue_lines(cli, "--length", "4..5", "--limit", "20")
    assert lines and all(4 <= d["length"] <= 5 for d in lines)
    assert any(d["length"] > 8 for d in _clue_lines(cli, "--limit", "20"))
    assert all(d["length"] <= 8 for d in _clue_lines(cli, "--length", "..8", "--limit", "20"))


def test_need_favours_the_named_player(cli, real):
    plain = _clue_lines(cli, "--limit", "40", "--no-wildcard")
    needy = _clue_lines(cli, "--limit", "40", "--no-wildcard", "--need", "carlos")
    # Clues that leave carlos out fall behind those that help him.
    without = [d["word"] for d in plain if "carlos" not in d["players"]]
    assert without, "the table should have clues that skip carlos"
    rank = {d["word"]: i for i, d in enumerate(needy)}
    assert all(rank.get(w, 99) > rank[needy[0]["word"]] for w in without)
    assert "carlos" in needy[0]["players"]
    assert needy[0]["score"] > plain[0]["score"]


def test_table_words_only_by_default(cli, real):
    words = {d["word"] for d in _clue_lines(cli, "--limit", "50")}
    everything = {d["word"] for d in _clue_lines(cli, "--limit", "50", "--kinds", "all", "--min-familiarity", "0")}
    assert (
        "Fiona" in everything and "Fiona" not in words
    )  # a name nobody would take for a word: only when the table allows names (and unfamiliar words)
    familiar = {d["word"] for d in _clue_lines(cli, "--limit", "50", "--kinds", "all")}
    assert "Fiona" not in familiar  # as a word, a name is known by few


def test_deck_evaluate_and_design(cli, real, tmp_path):
    result = cli("letterjam", "deck", "evaluate", "en", "--tables", "2", "--samples", "2", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["deck"].startswith("A4 B2 C3") and set(data["dealable"]) >= {"5x4", "6x6"}
    out = tmp_path / "designed_es.txt"
    result = cli(
        "letterjam",
        "deck",
        "design",
        "--lang",
        "es",
        "--steps",
        "2",
        "--tables",
        "1",
        "--samples",
        "1",
        "--without",
        "k",
        "--out",
        str(out),
    )
    assert result.exit_code == 0, result.output
    assert "best:" in result.output and out.read_text(encoding="utf-8").startswith("# Letter Jam deck")
    bad = cli("letterjam", "deck", "design", "--with", "q", "--without", "q", "--steps", "1")
    assert bad.exit_code == 2 and "both in and out" in bad.output
    missing = cli("letterjam", "deck", "evaluate", str(tmp_path / "none.txt"))
    assert missing.exit_code == 3 and "none.txt: no such file" in missing.output
