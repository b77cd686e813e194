"""The one writer and the one bounded reader (wordtools.files), and the commands that use them."""

from __future__ import annotations

import os
import stat
import threading

import pytest

from wordtools.errors import DataError
from wordtools.files import (
    MAX_INPUT_BYTES,
    bounded_lines,
    check_target,
    current_umask,
    read_bytes,
    read_text,
    write_text,
)


def test_a_new_file_gets_0666_less_the_umask_and_its_folders(tmp_path):
    path = write_text(tmp_path / "a" / "b" / "log.jsonl", "x\n")
    assert path.read_text() == "x\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~current_umask()
    assert sorted(p.name for p in path.parent.iterdir()) == ["log.jsonl"]  # no temporary file left


def test_a_replaced_file_keeps_its_mode(tmp_path):
    path = tmp_path / "deck.txt"
    path.write_text("old")
    path.chmod(0o640)
    write_text(path, "new")
    assert path.read_text() == "new" and stat.S_IMODE(path.stat().st_mode) == 0o640


def test_a_symlink_is_followed_and_stays_a_link(tmp_path):
    target = tmp_path / "real.txt"
    target.write_text("old")
    link = tmp_path / "link.txt"
    link.symlink_to(target)
    assert write_text(link, "new") == target
    assert link.is_symlink() and target.read_text() == "new"


def test_a_device_is_written_through_never_replaced():
    write_text("/dev/null", "anything\n")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_dev_full_says_no_space_and_stays_a_device():
    if not os.access("/dev/full", os.W_OK):
        pytest.skip("/dev/full not writable here")
    with pytest.raises(DataError, match="cannot write /dev/full: No space left on device"):
        write_text("/dev/full", "x" * 10000)
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_a_fifo_is_written_through_and_one_with_no_reader_refused(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(DataError, match="a FIFO with no reader"):
        write_text(fifo, "x\n")
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()))
    reader.start()
    for _ in range(200):  # the reader opens the FIFO in its own time
        try:
            write_text(fifo, "through\n")
            break
        except DataError:
            threading.Event().wait(0.01)
    reader.join(5)
    assert got == ["through\n"] and stat.S_ISFIFO(os.stat(fifo).st_mode)


@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("{tmp}", "it is a folder"),
        ("/proc/self/status", "proc is the kernel's"),
        ("/sys/kernel/x", "sys is the kernel's"),
        ("{tmp}/" + "n" * 300, "a name in the path is longer than 255 bytes"),
        ("{tmp}/file/inside", "is not a folder"),
        ("", "an empty file name"),
    ],
)
def test_targets_that_cannot_be_written_are_one_line_before_the_work(tmp_path, target, message):
    (tmp_path / "file").write_text("x")
    with pytest.raises(DataError, match=message):
        check_target(target.format(tmp=tmp_path))


def test_the_reader_is_bounded_and_names_bad_bytes(tmp_path):
    with pytest.raises(DataError, match="/dev/zero: larger than 64 MiB"):
        read_bytes("/dev/zero")
    path = tmp_path / "deck.txt"
    path.write_bytes(b"\xef\xbb\xbfA 3\nB \xff4\n")
    with pytest.raises(DataError, match=r"deck.txt:2: not UTF-8 text \(byte 0xff at column 3\)"):
        read_text(path)
    path.write_bytes(b"\xef\xbb\xbfA 3\n")
    assert read_text(path) == "A 3\n"  # the BOM is dropped
    with pytest.raises(DataError, match="none.txt: no such file"):
        read_text(tmp_path / "none.txt")
    with pytest.raises(DataError, match="a folder, not a file"):
        read_text(tmp_path)


def test_bounded_lines_cut_a_long_line_and_stop_on_an_endless_one():
    with open("/dev/zero", "rb") as zero:
        lines = bounded_lines(zero, limit=1000, total=1 << 20)
        assert len(next(lines)) == 1001
        with pytest.raises(DataError, match="a line longer than 1 MiB"):
            next(lines)
    assert MAX_INPUT_BYTES == 64 << 20


# -- the commands ----------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["letterjam", "deck", "evaluate", "/dev/zero"],
        ["pictomania", "check", "/dev/zero"],
        ["validate", "/dev/zero"],
        ["batch", "/dev/zero"],
        ["anagram", "calor", "--words", "/dev/zero"],
        ["montage", "encode", "calor", "--colours", "/dev/zero"],
    ],
)
def test_dev_zero_as_an_input_is_one_line(cli, args):
    result = cli(*args)
    assert result.exit_code != 0
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.output, result.output
    assert "larger than 64 MiB" in result.output or "longer than 64 MiB" in result.output, result.output


def test_a_word_too_long_in_a_word_list_is_refused(cli, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("calor\n" + "a" * 3000 + "\n")
    result = cli("anagram", "calor", "--list", "none", "--words", str(words))
    assert result.exit_code == 3 and "words.txt:2: a line of 3,000 characters (at most 100)" in result.stderr


def test_a_non_utf8_deck_names_its_line_and_column(cli, tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_bytes(b"A 3\nB 2\n\xe9 1\n")
    result = cli("letterjam", "deck", "evaluate", str(deck))
    assert result.exit_code == 3
    assert "deck.txt:3: not UTF-8 text (byte 0xe9 at column 1)" in result.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["macroscope", "deck", "--cards", "2", "--out"],
        ["pictomania", "deck", "--cards", "2", "--out"],
        ["letterjam", "deck", "design", "--steps", "1", "--out"],
    ],
)
@pytest.mark.parametrize("where", ["/proc/deck.json", "/sys/deck.json", "{tmp}/folder.json"])
def test_deck_writers_refuse_proc_sys_and_folders_with_one_line(cli, tmp_path, args, where):
    (tmp_path / "folder.json").mkdir()
    result = cli(*args, where.format(tmp=tmp_path))
    assert result.exit_code == 3, result.output
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("wordtools: error: cannot write")


def test_play_log_to_dev_null_keeps_the_device(nim, cli):
    result = cli("play", "toynim", "--log", "/dev/null")
    assert result.exit_code == 0, result.output
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_word_list_line_with_no_word_characters_is_refused(cli, tmp_path):
    words = tmp_path / "words.txt"
    words.write_bytes(b"calor\n}{ junk\n")
    result = cli("anagram", "calor", "--list", "none", "--words", str(words))
    assert result.exit_code == 3 and "words.txt:2: '}{ junk' is not a word (it has '}')" in result.stderr


def test_a_pictomania_deck_without_a_format_is_refused_before_the_work(cli):
    result = cli("pictomania", "deck", "--cards", "2", "--out", "/dev/null")
    assert result.exit_code == 2
    assert result.stderr == "wordtools: error: /dev/null: unknown deck format '(none)': use .json, .csv or .pdf\n"
