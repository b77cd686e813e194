"""JSON-lines logs: written, read back, and malformed files refused with a line number."""

from __future__ import annotations

import json

import pytest

from wordtools.engine import play_game
from wordtools.engine.log import log_text, read_log, write_log
from wordtools.errors import DataError


@pytest.fixture
def log_file(nim, tmp_path):
    return write_log(play_game(nim, {}, 8, ["most", "random"]), tmp_path / "sub" / "game.jsonl")


def test_a_log_reads_back_as_written(nim, log_file):
    entries = read_log(log_file)
    record = play_game(nim, {}, 8, ["most", "random"])
    assert [obj for _, obj in entries] == json.loads("[" + ",".join(log_text(record).splitlines()) + "]")
    assert [n for n, _ in entries] == list(range(1, len(entries) + 1))
    assert entries[0][1]["type"] == "header" and entries[-1][1]["type"] == "outcome"


def test_one_json_object_per_line_and_non_ascii_kept(nim):
    record = play_game(nim, {}, 1)
    record.header["note"] = "español"
    text = log_text(record)
    assert all(json.loads(line) for line in text.splitlines())
    assert '"español"' in text


def _rewrite(path, change):
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(change(lines)) + "\n", encoding="utf-8")


def test_a_damaged_line_is_refused_with_its_number(log_file):
    _rewrite(log_file, lambda lines: lines[:2] + [lines[2][:15]] + lines[3:])
    with pytest.raises(DataError, match=r"game.jsonl:3: not a JSON object"):
        read_log(log_file)


def test_a_truncated_log_is_refused(log_file):
    _rewrite(log_file, lambda lines: lines[:-1])
    count = len(log_file.read_text().splitlines())
    with pytest.raises(DataError, match=rf"game.jsonl:{count + 1}: the log ends without an outcome line"):
        read_log(log_file)


def test_a_log_must_start_with_its_header(log_file):
    _rewrite(log_file, lambda lines: lines[1:])
    with pytest.raises(DataError, match=r"game.jsonl:1: the log must start with a header"):
        read_log(log_file)


def test_unknown_line_types_and_missing_files(log_file, tmp_path):
    _rewrite(log_file, lambda lines: lines[:1] + ['{"type": "comment"}'] + lines[1:])
    with pytest.raises(DataError, match=r"game.jsonl:2: expected an object with type header/move/outcome"):
        read_log(log_file)
    with pytest.raises(DataError, match="missing.jsonl: no such file"):
        read_log(tmp_path / "missing.jsonl")
