"""A custom WordOn board is logged as its text, so the log replays in any folder (issue 12)."""

import json
import shutil

from wordtools.engine.validate import validate_file
from wordtools.games.wordon.board import default_board


def test_a_custom_board_is_logged_by_content_and_replays_elsewhere(real, cli, tmp_path, monkeypatch):
    here, elsewhere = tmp_path / "here", tmp_path / "elsewhere"
    here.mkdir()
    elsewhere.mkdir()
    board = here / "myboard.txt"
    board.write_text("# a board with every row's W cells first\n" + default_board().to_text(), encoding="utf-8")
    monkeypatch.chdir(here)
    result = cli("play", "wordon", "--seed", "2", "--option", "board=myboard.txt", "--log", "game.jsonl")
    assert result.exit_code == 0, result.output
    header = json.loads((here / "game.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert header["options"]["board"] == default_board().to_text()  # the board itself, not "myboard.txt"
    shutil.move(str(here / "game.jsonl"), elsewhere / "game.jsonl")
    shutil.rmtree(here)
    monkeypatch.chdir(elsewhere)
    assert validate_file(elsewhere / "game.jsonl").ok
