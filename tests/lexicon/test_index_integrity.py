"""Never a wrong answer from a damaged index, never a crash when a mapped file changes.

A damaged file (a flipped bit in the words, a zipf section of 0xff, a damaged bit directory, a
damaged header) is rebuilt with one warning, whether or not an earlier process had recorded
its check; an unusable cache path falls back to memory; ``index clear`` leaves a running build
alone; a forked worker keeps reading when the file is truncated under it.
"""

import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from wordtools.lexicon.index.build import FORMAT_VERSION
from wordtools.lexicon.index.cache import clear_cache
from wordtools.lexicon.index.container import Container
from wordtools.lexicon.index.store import CacheWarning, build_lock, checked_record_path, index_path, open_index


def _reopen(tiny):
    open_index.cache_clear()
    tiny.cache_clear()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        lexicon = tiny("es", "strict")
    return lexicon, [str(w.message) for w in caught if issubclass(w.category, CacheWarning)]


def _answers(lexicon):
    calor = lexicon.lookup("calor")
    return (
        sorted(lexicon.word(i) for i in lexicon.find_anagrams("calor")),
        [lexicon.zipf(i) for i in calor],
        sorted(lexicon.word(i) for i in lexicon.match_pattern("c?l?r")),
        sorted(lexicon.word(i) for i in lexicon.find_from_set("calor")),
    )


def _damage(path: Path, where: str) -> None:
    """Change the file in place (same size), as a disk fault or a stray writer would."""
    container = Container(path, FORMAT_VERSION)
    sections = container.meta["sections"]
    container.close()
    with open(path, "r+b") as handle:
        if where == "header":
            handle.seek(40)
            byte = handle.read(1)
            handle.seek(40)
            handle.write(bytes([byte[0] ^ 0x04]))
        elif where == "zipf":
            offset, length, _ = sections["zipf"]
            handle.seek(offset)
            handle.write(b"\xff" * length)
        else:
            offset, length, _ = sections["words" if where == "words" else "bits_dir"]
            handle.seek(offset + length // 2)
            byte = handle.read(1)
            handle.seek(offset + length // 2)
            handle.write(bytes([byte[0] ^ 0x01]))


@pytest.mark.parametrize("recorded", [True, False], ids=["after a recorded check", "before any check"])
@pytest.mark.parametrize("where", ["words", "zipf", "bits_dir", "header"])
def test_a_damaged_index_is_rebuilt_with_one_warning(tiny, where, recorded):
    expected = _answers(tiny("es", "strict"))
    path = index_path("es", "strict")
    record = checked_record_path(path)
    assert record.exists()  # the build recorded its own check
    if not recorded:
        record.unlink()
    _damage(path, where)
    lexicon, said = _reopen(tiny)
    assert _answers(lexicon) == expected
    assert len(said) == 1, said
    if where == "header":
        assert said[0] == f"index {path.name} has a damaged header; rebuilding"
    else:
        assert said[0] == f"index {path.name} not trusted: damaged: checksum differs in section {where}; rebuilding"
    assert Container(path, FORMAT_VERSION).verify() == []  # the file in place was rebuilt
    lexicon, said = _reopen(tiny)
    assert said == [] and _answers(lexicon) == expected


def test_a_recorded_check_is_one_stat_and_names_the_file(tiny):
    tiny("es", "strict")
    path = index_path("es", "strict")
    info = path.stat()
    assert checked_record_path(path).read_text() == (
        f"[{info.st_dev}, {info.st_ino}, {info.st_size}, {info.st_mtime_ns}, {info.st_ctime_ns}]"
    )
    lexicon, said = _reopen(tiny)
    assert said == [] and lexicon.index.container.how in ("mapped", "copied")


def test_an_unreadable_cache_folder_falls_back_to_memory(tiny, tmp_path, monkeypatch):
    tiny("es", "strict")
    folder = index_path("es", "strict").parent
    real_stat = Path.stat

    def denied(self, *args, **kwargs):  # what stat says in a folder without search permission
        if str(self).startswith(str(folder) + os.sep):
            raise PermissionError(13, "Permission denied", str(self))
        return real_stat(self, *args, **kwargs)

    monkeypatch.setattr(Path, "stat", denied)
    lexicon, said = _reopen(tiny)
    assert _answers(lexicon)[0] == ["calor", "colar", "coral"]
    assert said == [
        f"cannot use the index cache ({index_path('es', 'strict')}: Permission denied); using an in-memory index"
    ]


def test_a_folder_name_too_long_falls_back_to_memory(tiny, tmp_path, monkeypatch):
    monkeypatch.setenv("WORDTOOLS_CACHE", str(tmp_path / ("x" * 300)))
    lexicon, said = _reopen(tiny)
    assert _answers(lexicon)[0] == ["calor", "colar", "coral"]
    assert len(said) == 1 and "File name too long" in said[0] and said[0].endswith("; using an in-memory index")


def test_clear_leaves_a_build_in_progress_alone(tiny):
    tiny("es", "strict")
    path = index_path("es", "strict")
    lock = Path(str(path) + ".lock")
    temp = path.parent / f"{path.name}.building.tmp"
    with build_lock(path):  # a build is running
        temp.write_bytes(b"half an index")
        removed = clear_cache()
        assert lock.exists() and temp.exists()
    assert path in removed and checked_record_path(path) in removed and not path.exists()
    assert lock not in removed and temp not in removed
    removed = clear_cache()  # no build now: its lock and temp file go too
    assert lock in removed and temp in removed


FORKED_READER = """
import os, sys, time
from wordtools.lexicon import get_lexicon
lexicon = get_lexicon("es", "strict")
assert lexicon.index.container.how == "mapped", lexicon.index.container.how
flag = sys.argv[1]
child = os.fork()
if child == 0:
    print("ready", flush=True)
    while not os.path.exists(flag):
        time.sleep(0.02)
    words = sorted(lexicon.word(i) for i in range(len(lexicon)))
    print(len(words), words[0], len(lexicon.index.keys_of_length(5)), flush=True)
    os._exit(0)
_, status = os.waitpid(child, 0)
print("child", os.waitstatus_to_exitcode(status), flush=True)
"""


def test_a_forked_worker_survives_truncation_under_it(tiny, tmp_path):
    """The forked child takes a lease of its own: without it, the parent's lease would copy the
    parent's memory alone, and the child would fault (SIGBUS) on the truncated file."""
    count = len(tiny("es", "strict"))
    path = index_path("es", "strict")
    flag = tmp_path / "go"
    child = subprocess.Popen(
        [sys.executable, "-c", FORKED_READER, str(flag)], stdout=subprocess.PIPE, text=True, env=dict(os.environ)
    )
    assert child.stdout.readline() == "ready\n"
    os.truncate(path, 0)  # waits for both leases to be let go
    flag.write_text("go")
    out, _ = child.communicate(timeout=60)
    lines = out.splitlines()
    assert lines[-1] == "child 0", out
    assert int(lines[0].split()[0]) == count and lines[0].split()[-1] != "0"


def test_a_dropped_index_lets_its_lease_go(tiny):
    import gc

    tiny("es", "strict")
    path = index_path("es", "strict")
    opened = open_index("es", "strict")
    assert opened.container.how == "mapped"
    fd = opened.container._mapping.fd
    assert os.readlink(f"/proc/self/fd/{fd}") == str(path)
    words = opened.container.section("words")  # a view that outlives the index
    first = bytes(words[:20])
    open_index.cache_clear()
    tiny.cache_clear()
    del opened
    gc.collect()
    assert not os.path.exists(f"/proc/self/fd/{fd}") or os.readlink(f"/proc/self/fd/{fd}") != str(path)
    os.truncate(path, 0)  # no lease left to wait for; the view reads its private copy
    assert bytes(words[:20]) == first
