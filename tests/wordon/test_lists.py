"""WordOn's word list: es plays on es/enclitic by default (the app accepts rómpelo, cómetelo),
en on en/strict; ``--list/--kinds/--words`` and the ``list`` game option choose another.

On the tiny lexicon, whose es/enclitic adds CÓRTALO, COLARLO and AFINÁNDOLO to es/strict.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from wordtools.engine import find_game
from wordtools.engine.runner import play_game, resolve_options
from wordtools.errors import BadGameSetup, IllegalMove
from wordtools.games.wordon.game import Move
from wordtools.games.wordon.options import default_list
from wordtools.games.wordon.search import find_plays, score_play
from wordtools.games.wordon.tiles import parse_tiles

RACK = ["--rack", "cortalo", "--row", "1"]


def _words(result) -> list[str]:
    assert result.exit_code == 0, result.stderr
    return [json.loads(line)["word"] for line in result.stdout.splitlines()]


def test_the_default_list_follows_the_language():
    assert (default_list("es"), default_list("en")) == ("enclitic", "strict")
    game = find_game("wordon")
    assert resolve_options(game, {"lang": "es"})["list"] == "enclitic"
    assert resolve_options(game, {"lang": "en"})["list"] == "strict"
    assert resolve_options(game, {"lang": "es", "list": "broad"})["list"] == "broad"


def test_a_list_the_language_lacks_is_refused():
    with pytest.raises(BadGameSetup, match="^option list: there is no en enclitic list: choose one of strict, broad$"):
        resolve_options(find_game("wordon"), {"lang": "en", "list": "enclitic"})


def test_best_offers_an_enclitic_form_by_default_and_not_with_strict(tiny, cli):
    assert _words(cli("wordon", "best", *RACK, "--json"))[0] == "córtalo"
    strict = _words(cli("wordon", "best", *RACK, "--list", "strict", "--json"))
    assert strict and "córtalo" not in strict
    assert find_plays(parse_tiles("cortalo", "es"), (), 1, "es", top=1)[0].word == "córtalo"
    assert find_plays(parse_tiles("cortalo", "es"), (), 1, "es", top=1, list_name="strict")[0].word == "actor"


def test_score_judges_with_the_chosen_list(tiny, cli):
    assert "-> 30" in cli("wordon", "score", "córtalo", *RACK).output
    result = cli("wordon", "score", "córtalo", *RACK, "--list", "strict")
    assert result.exit_code == 1
    assert result.stderr == "wordtools: error: 'córtalo' is not a word of the Spanish strict list\n"
    with pytest.raises(IllegalMove, match="Spanish strict list"):
        score_play("córtalo", parse_tiles("cortalo", "es"), (), 1, "es", list_name="strict")


def test_kinds_and_words_without_list_keep_the_language_default(tiny, cli, tmp_path):
    assert _words(cli("wordon", "best", *RACK, "--kinds", "word", "--json", "--limit", "1")) == ["córtalo"]
    own = tmp_path / "own.txt"
    own.write_text("tocar\n", encoding="utf-8")
    words = _words(cli("wordon", "best", *RACK, "--list", "none", "--words", str(own), "--json"))
    assert words == ["tocar"]


def test_enclitic_in_english_is_one_line_and_exit_2(tiny, cli):
    result = cli("wordon", "best", "--rack", "aeinrst", "--row", "1", "--lang", "en", "--list", "enclitic")
    assert result.exit_code == 2
    assert result.stderr == "wordtools: error: there is no en enclitic list: choose one of strict, broad\n"
    english = ["wordon", "best", "--rack", "aeinrst", "--row", "1", "--lang", "en", "--json"]
    assert _words(cli(*english)) == _words(cli(*english, "--list", "strict"))


def test_the_game_judges_with_its_list(tiny):
    game = find_game("wordon")
    for name, legal in (("enclitic", True), ("strict", False)):
        options = resolve_options(game, {"lang": "es", "list": name})
        state = game.setup(options, 1)
        state = replace(state, racks=(parse_tiles("cortalo", "es"), *state.racks[1:]), seat=0, extra=())
        if legal:
            assert game.check(state, 0, Move("play", "cortalo")).facts.score == 30
        else:
            with pytest.raises(IllegalMove, match="Spanish strict list"):
                game.check(state, 0, Move("play", "cortalo"))
    assert game.lexicon_id({"lang": "es"}) == game.lexicon_id({"lang": "es", "list": "enclitic"})
    assert game.lexicon_id({"lang": "es"}) != game.lexicon_id({"lang": "es", "list": "strict"})


def test_the_log_header_records_the_resolved_list(tiny, cli, tmp_path):
    log = tmp_path / "game.jsonl"
    result = cli("play", "wordon", "--seed", "2", "--log", str(log))
    assert result.exit_code == 0, result.stderr
    assert 'list="enclitic"' in result.output.splitlines()[0]
    header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert header["options"]["list"] == "enclitic"
    assert cli("validate", str(log)).exit_code == 0
    assert play_game(find_game("wordon"), {"lang": "en"}, 2).header["options"]["list"] == "strict"


def test_batch_takes_list(tiny, cli):
    queries = [
        {"op": "wordon_best", "rack": "cortalo", "row": 1, "limit": 1},
        {"op": "wordon_best", "rack": "cortalo", "row": 1, "limit": 1, "list": "strict"},
    ]
    out = cli("batch", "-", input="\n".join(json.dumps(q) for q in queries)).stdout.splitlines()
    assert [json.loads(line)["results"][0]["word"] for line in out] == ["córtalo", "actor"]
