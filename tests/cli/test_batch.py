"""`wordtools batch`: every line gets its answer or its error, in order; fields are checked."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from wordtools.cli.batch import run_batch


def _lines(*queries) -> bytes:
    return b"\n".join(q if isinstance(q, bytes) else json.dumps(q).encode() for q in queries) + b"\n"


def _replies(cli, data: bytes, *flags):
    result = cli("batch", "-", *flags, input=data)
    return result, [json.loads(line) for line in result.stdout.splitlines()]


def test_a_bad_byte_or_deep_nesting_is_that_lines_error(tiny, cli):
    good = {"op": "anagram", "letters": "calor", "limit": 1}
    data = _lines(
        *[dict(good, id=i) for i in range(3)],
        b'{"op": "pattern", "pattern": "ca\xff"}',
        b"[" * 100_000,
        b'{"a":' * 5000 + b"1" + b"}" * 5000,
        *[dict(good, id=i) for i in range(6, 1006)],
    )
    result, replies = _replies(cli, data)
    assert result.exit_code == 0
    assert len(replies) == 1006
    assert replies[3] == {"line": 4, "error": "line 4: not UTF-8 (byte 0xff at column 33)"}
    assert replies[4] == {"line": 5, "error": "line 5: JSON nested too deeply"}
    assert replies[5] == {"line": 6, "error": "line 6: JSON nested too deeply"}
    answered = [r["id"] for r in replies if "results" in r]
    assert answered == [0, 1, 2, *range(6, 1006)]  # earlier and later lines, in order
    assert all(r["results"] == [{"word": "calor", "zipf": 4.9, "familiarity": 1.0}] for r in replies if "results" in r)


@pytest.mark.parametrize(
    "query, message",
    [
        ({"op": "anagram", "letters": None}, "field 'letters' must be a string, not null"),
        ({"op": "anagram", "letters": ""}, "field 'letters' is empty"),
        (
            {"op": "anagram", "letters": "calor", "limit": -5},
            "field 'limit' must be a whole number from 0 (0 = all), not -5",
        ),
        (
            {"op": "anagram", "letters": "calor", "limit": "x"},
            "field 'limit' must be a whole number from 0 (0 = all), not \"x\"",
        ),
        (
            {"op": "anagram", "letters": "calor", "limit": True},
            "field 'limit' must be a whole number from 0 (0 = all), not true",
        ),
        (
            {"op": "anagram", "letters": "calor", "limit": 1.5},
            "field 'limit' must be a whole number from 0 (0 = all), not 1.5",
        ),
        ({"op": "anagram", "letters": "calor", "sub": 1}, "field 'sub' must be true or false, not 1"),
        (
            {"op": "anagram", "letters": "fin", "reuse": True, "wildcards": True},
            "field 'wildcards' must be a whole number from 0 to 1, not true",
        ),
        ({"op": "anagram", "letters": "fin", "wildcards": 1}, "field 'wildcards' needs \"reuse\": true"),
        ({"op": "anagram", "letters": "calor", "top": 3}, "unknown field 'top' for op 'anagram'"),
        ({"op": "anagram", "letters": "calor", "lang": "fr"}, 'field \'lang\' must be one of "es", "en", not "fr"'),
        (
            {"op": "anagram", "letters": "calor", "list": None},
            'field \'list\' must be one of "strict", "broad", "enclitic", "none", not null',
        ),
        ({"op": "pattern", "pattern": "c*", "sort": 3}, 'field \'sort\' must be one of "freq", "alpha", not 3'),
        ({"op": "check", "word": ["x"]}, "field 'word' must be a string, not [\"x\"]"),
        ({"op": "check", "word": "x5" * 500}, "'5' is not a letter"),
        ({"op": 7}, "unknown op 7"),
        ({"letters": "calor"}, "missing field 'op'"),
        ({"op": "wordon_best", "rack": None, "row": 2}, "field 'rack' must be a string, not null"),
        ({"op": "wordon_best", "rack": "abc", "row": True}, "field 'row' must be a whole number from 1 to 6, not true"),
        ({"op": "wordon_best", "rack": "abc", "row": "2"}, "field 'row' must be a whole number from 1 to 6, not \"2\""),
        (
            {"op": "montage_match", "slot": ".P..R", "reversible": "yes"},
            "field 'reversible' must be true or false, not \"yes\"",
        ),
        (
            {"op": "letterjam_clues", "players": {"a": None}},
            "field 'players' must be an object of name: letter, not {\"a\": null}",
        ),
        (
            {"op": "letterjam_clues", "players": {"a": "f"}, "min_zipf": -1},
            "field 'min_zipf' must be a finite number from 0.0 to 10.0, not -1.0",
        ),
    ],
)
def test_every_field_is_checked_and_named(tiny, query, message):
    (reply,) = run_batch([json.dumps(query).encode()])
    assert message in reply["error"], reply
    assert reply["error"].startswith("line 1: ")
    assert len(reply["error"]) < 200  # long inputs are cut in messages


def test_nan_and_huge_numbers_are_refused(tiny):
    replies = list(
        run_batch(
            [
                b'{"op": "anagram", "letters": "calor", "limit": NaN}',
                b'{"op": "anagram", "letters": "calor", "limit": ' + b"9" * 5000 + b"}",
                b'{"op": "anagram", "letters": "calor", "limit": 1e400}',
                b'{"op": "anagram", "letters": "calor", "limit": -Infinity}',
                b"",
                b'\xef\xbb\xbf{"op": "check", "word": "calor"}',
            ]
        )
    )
    assert replies[0]["error"] == "line 1: NaN is not a JSON number (JSON has no NaN or Infinity)"
    assert replies[1]["error"] == "line 2: an integer of 5,000 digits is out of range (at most 30)"
    assert replies[2]["error"] == "line 3: the number 1e400 is out of range (over 1.8e308)"
    assert replies[3]["error"].startswith("line 4: -Infinity is not a JSON number")
    # the blank line 5 gets no answer but counts; a BOM after the first line is named
    assert replies[4]["error"].startswith("line 6: a byte order mark (U+FEFF) starts the line")
    assert len(replies) == 5


def test_a_bom_before_the_first_line_is_dropped(tiny):
    (reply,) = run_batch([b'\xef\xbb\xbf{"op": "check", "word": "calor"}'])
    assert "error" not in reply, reply


def test_no_files_refuses_fields_naming_files(tiny, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("calor\n", encoding="utf-8")
    line = json.dumps({"op": "anagram", "letters": "calor", "words": str(words)}).encode()
    (allowed,) = run_batch([line])
    (refused,) = run_batch([line], files=False)
    assert "error" not in allowed, allowed
    assert refused["error"] == "line 1: field 'words' names a file, and files are not read here (--no-files)"
    montage = json.dumps({"op": "montage_match", "slot": ".P..R", "colours": "/etc/passwd"}).encode()
    (refused,) = run_batch([montage], files=False)
    assert "field 'colours' names a file" in refused["error"]


def test_default_limit_and_limit_zero(tiny):
    many = {"op": "pattern", "pattern": "*"}
    (default,) = run_batch([json.dumps(many).encode()])
    (everything,) = run_batch([json.dumps(dict(many, limit=0)).encode()])
    assert default["count"] == everything["count"] > 0
    assert len(everything["results"]) == everything["count"]
    assert len(default["results"]) == min(100, default["count"])


def test_nfd_and_spaces_are_normalised(tiny):
    (reply,) = run_batch([json.dumps({"op": "check", "word": " nin\u0303a "}).encode()])
    assert reply["results"][0]["word"] == "niña" and reply["results"][0]["strict"] is True


def test_strict_exits_non_zero_when_a_line_errored(tiny, cli):
    data = _lines({"op": "anagram", "letters": "calor"}, {"op": "anagram"})
    assert _replies(cli, data)[0].exit_code == 0
    result, replies = _replies(cli, data, "--strict")
    assert result.exit_code == 1
    assert len(replies) == 2 and result.stderr == "wordtools: error: 1 line got an error\n"
    assert _replies(cli, _lines({"op": "anagram", "letters": "calor"}), "--strict")[0].exit_code == 0


def test_lines_are_answered_as_they_come(tiny):
    """A reply is written before the next line is read (a pipe can drive the batch)."""
    child = subprocess.Popen(
        [sys.executable, "-m", "wordtools", "batch", "-"], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    child.stdin.write(b'{"id": 1, "op": "anagram", "letters": "calor", "limit": 1}\n')
    child.stdin.flush()
    assert json.loads(child.stdout.readline())["id"] == 1
    child.stdin.write(b'{"id": 2, "op": "check", "word": "calor"}\n')
    child.stdin.close()
    assert json.loads(child.stdout.readline())["id"] == 2
    assert child.wait(timeout=60) == 0
