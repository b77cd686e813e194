"""WordOn reads familiarity: each move's, `best --min-familiarity`, the `human` player."""

from __future__ import annotations

import json

import pytest

from wordtools.engine.registry import find_game
from wordtools.engine.runner import play_game
from wordtools.games.wordon.options import HUMAN_FAMILIARITY
from wordtools.games.wordon.search import wordon_lexicon

RACK = ("perr?no", "ca", 2)


def _best(cli, *args):
    result = cli("wordon", "best", "--rack", RACK[0], "--extra", RACK[1], "--row", str(RACK[2]), "--json", *args)
    assert result.exit_code == 0, result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_every_play_says_its_familiarity(real, cli):
    lexicon = wordon_lexicon("es")
    for play in _best(cli, "--limit", "20"):
        assert play["familiarity"] == max(lexicon.familiarity(i) for i in lexicon.lookup(play["word"]))


def test_min_familiarity_plays_the_best_familiar_words(real, cli):
    every = _best(cli, "--limit", "0")
    for minimum in (0.5, 0.9):
        familiar = _best(cli, "--limit", "5", "--min-familiarity", str(minimum))
        assert familiar == [p for p in every if p["familiarity"] >= minimum][:5]
    assert _best(cli, "--strategy", "human") == _best(cli, "--min-familiarity", str(HUMAN_FAMILIARITY))


def test_plain_output_shows_familiarity(real, cli):
    result = cli("wordon", "best", "--rack", RACK[0], "--extra", RACK[1], "--row", "2", "--limit", "1")
    assert result.stdout.splitlines()[0].endswith(f"familiarity {_best(cli)[0]['familiarity']:.2f}")


@pytest.mark.parametrize(
    "fields", [{}, {"strategy": "human"}, {"min_familiarity": 0.5}, {"strategy": "smart", "limit": 3}]
)
def test_batch_best_is_the_command(real, cli, fields):
    args = [f"--{k.replace('_', '-')}={v}" for k, v in fields.items()]
    query = {"op": "wordon_best", "rack": RACK[0], "extra": RACK[1], "row": RACK[2], **fields}
    reply = json.loads(cli("batch", "-", input=json.dumps(query)).stdout)
    assert reply["results"] == _best(cli, *args)


def test_batch_refuses_an_unknown_strategy(real, cli):
    query = {"op": "wordon_best", "rack": "abc", "row": 1, "strategy": "clever"}
    reply = json.loads(cli("batch", "-", input=json.dumps(query)).stdout)
    assert "clever" in reply["error"]


def test_the_human_player_plays_words_people_know(real):
    game = find_game("wordon")
    record = play_game(game, {"players": 2, "lang": "es"}, 4, ["human", "greedy"])
    lexicon = wordon_lexicon("es")
    human = [m for m in record.moves if m["seat"] == 0 and m["move"].startswith("play ")]
    greedy = [m for m in record.moves if m["seat"] == 1 and m["move"].startswith("play ")]

    def familiar(moves):
        return sum(lexicon.best_familiarity(m["move"][5:]) >= HUMAN_FAMILIARITY for m in moves) / len(moves)

    assert human and familiar(human) > 0.9 and familiar(human) > familiar(greedy)
