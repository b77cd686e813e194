"""The index cache: never trust a foreign file, never crash on an odd cache path.

Each test is one item of issue 12: the loader's identity checks, section
checksums (build and ``index verify``), the in-memory fallback for unusable
cache paths, stale temp files, the build lock and truncation under a reader.
"""

import json
import os
import shutil
import subprocess
import sys
import time
import warnings

import pytest

from wordtools.errors import DataError
from wordtools.lexicon.index.build import FORMAT_VERSION
from wordtools.lexicon.index.cache import clear_cache, list_cache
from wordtools.lexicon.index.container import Container, encode_container, write_container
from wordtools.lexicon.index.store import (
    CacheWarning,
    build_lock,
    encode_index,
    index_path,
    open_index,
    source_checksums,
)


def _anagrams(lexicon, letters):
    return sorted(lexicon.word(i) for i in lexicon.find_anagrams(letters))


def _reopen(tiny, lang="es"):
    open_index.cache_clear()
    tiny.cache_clear()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        lexicon = tiny(lang, "strict")
    return lexicon, [str(w.message) for w in caught if issubclass(w.category, CacheWarning)]


def test_foreign_language_index_is_not_trusted(tiny):
    tiny("en", "strict")
    tiny("es", "strict")
    spanish = index_path("es", "strict")
    shutil.copyfile(index_path("en", "strict"), spanish)  # English file under the Spanish name
    lexicon, said = _reopen(tiny)
    assert lexicon.index.lang == "es"
    assert _anagrams(lexicon, "calor") == ["calor", "colar", "coral"]
    assert said == [f"index {spanish.name} not trusted: it was built for en/strict, not es/strict; rebuilding"]


def test_index_of_another_word_list_is_not_trusted(tiny):
    tiny("es", "strict")
    path = index_path("es", "strict")
    container = Container(path, FORMAT_VERSION)
    meta = {
        k: v for k, v in container.meta.items() if k not in ("sections", "section_crc32", "total_size", "byteorder")
    }
    meta["source_checksum"] = "0" * 64  # an older list's index, renamed into place
    sections = {name: bytes(container.section(name).cast("B")) for name in container.meta["sections"]}
    path.write_bytes(encode_container(FORMAT_VERSION, meta, sections))
    lexicon, said = _reopen(tiny)
    assert said and "built from another word list" in said[0]
    assert lexicon.checksum == source_checksums("es", "strict")[0]


def test_write_refuses_a_section_that_does_not_match_its_checksum(tiny, tmp_path):
    data = bytearray(encode_index("es", "strict", source_checksums("es", "strict"), lambda step: None))
    container = Container(bytes(data), FORMAT_VERSION)
    offset = container.meta["sections"]["words"][0]
    data[offset] ^= 0xFF  # the bytes no longer match the header's checksum
    target = tmp_path / "x.idx"
    with pytest.raises(DataError, match="failed its checksum after writing .sections words"):
        write_container(target, FORMAT_VERSION, bytes(data))
    assert list(tmp_path.iterdir()) == []  # no file, no temp file


def test_index_verify_names_the_damaged_section(tiny, cli):
    tiny("es", "strict")
    assert cli("index", "verify").exit_code == 0
    path = index_path("es", "strict")
    data = bytearray(path.read_bytes())
    offset = Container(path, FORMAT_VERSION).meta["sections"]["zipf"][0]
    data[offset] ^= 0x01
    path.write_bytes(bytes(data))
    result = cli("index", "verify")
    assert result.exit_code == 1
    assert f"{path.name}  es/strict" in result.stdout
    assert "damaged: checksum differs in section zipf" in result.stdout
    assert "1 of 1 index files do not verify" in result.stderr


def test_index_list_and_clear(tiny, cli):
    tiny("es", "strict")
    rows = [json.loads(line) for line in cli("index", "list", "--json").stdout.splitlines()]
    assert [(r["lang"], r["list"], r["current"], r["ok"]) for r in rows] == [("es", "strict", True, True)]
    (index_path("es", "strict").parent / "es-strict-old.idx.123.tmp").write_bytes(b"half")
    result = cli("index", "clear")
    # the index, its lock, its check record (kept since index format 5) and a temp file
    assert result.stdout.startswith("removed 4 files from ")
    assert list_cache() == [] and clear_cache() == []


def _odd_cache(kind, tmp_path, monkeypatch):
    """Point WORDTOOLS_CACHE at an unusable place; returns the message's expected part."""
    if kind == "file as cache":
        target = tmp_path / "afile"
        target.write_text("not a folder")
        monkeypatch.setenv("WORDTOOLS_CACHE", str(target))
        return "exists and is not a folder"
    if kind == "file in the path":
        (tmp_path / "afile").write_text("x")
        monkeypatch.setenv("WORDTOOLS_CACHE", str(tmp_path / "afile" / "cache"))
        return "Not a directory"
    if kind == "proc":
        monkeypatch.setenv("WORDTOOLS_CACHE", "/proc/wordtools-cache")
        return "/proc/wordtools-cache"
    if kind == "read-only":
        monkeypatch.setenv("WORDTOOLS_CACHE", str(tmp_path / "ro"))
        (tmp_path / "ro").mkdir()
        real_access = os.access
        # Root passes permission checks: make the folder read-only as the access check sees it.
        monkeypatch.setattr(
            os, "access", lambda p, mode, **kw: False if str(p) == str(tmp_path / "ro") else real_access(p, mode, **kw)
        )
        return "is not writable"
    assert kind == "index is a folder"
    monkeypatch.setenv("WORDTOOLS_CACHE", str(tmp_path / "cache"))
    index_path("es", "strict").mkdir(parents=True)
    return "is a folder"


@pytest.mark.parametrize("kind", ["file as cache", "file in the path", "proc", "read-only", "index is a folder"])
def test_unusable_cache_falls_back_to_memory_with_one_warning(tiny, tmp_path, monkeypatch, kind):
    expected = _odd_cache(kind, tmp_path, monkeypatch)
    lexicon, said = _reopen(tiny)
    assert _anagrams(lexicon, "calor") == ["calor", "colar", "coral"]
    assert len(said) == 1
    assert said[0].startswith("cannot use the index cache (") and expected in said[0]
    assert said[0].endswith("); using an in-memory index")


def test_unusable_cache_in_the_cli_is_one_warning_line(tiny, tmp_path, monkeypatch):
    target = tmp_path / "afile"
    target.write_text("x")
    env = dict(os.environ, WORDTOOLS_CACHE=str(target))
    done = subprocess.run(
        [sys.executable, "-m", "wordtools", "anagram", "calor"], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0
    assert done.stdout.split()[::2] == ["calor", "coral", "colar"]
    assert done.stderr == (
        f"wordtools: warning: cannot use the index cache ({target} exists and is not a folder); using an in-memory index\n"
    )


def test_index_build_into_an_unusable_cache_is_one_error_line(tiny, tmp_path, monkeypatch, cli):
    (tmp_path / "afile").write_text("x")
    monkeypatch.setenv("WORDTOOLS_CACHE", str(tmp_path / "afile"))
    result = cli("index", "build")
    assert result.exit_code == 3
    assert (
        result.stderr
        == f"wordtools: error: cannot write the index cache: {tmp_path / 'afile'} exists and is not a folder\n"
    )


def test_stale_temp_files_of_a_killed_build_are_removed(tiny):
    path = index_path("es", "strict")
    path.parent.mkdir(parents=True)
    mine = path.parent / f"{path.name}.killed.tmp"
    mine.write_bytes(b"x" * 1000)
    old_other = path.parent / "en-strict-older.idx.abc.tmp"
    old_other.write_bytes(b"x")
    os.utime(old_other, (time.time() - 7200, time.time() - 7200))
    young_other = path.parent / "en-strict-building.idx.def.tmp"  # another list's build may be running
    young_other.write_bytes(b"x")
    tiny("es", "strict")
    assert not mine.exists() and not old_other.exists()
    assert young_other.exists()


WAITER = """
import time
start = time.time()
from wordtools.lexicon.index.store import open_index
index = open_index("es", "strict")
print(index.count)
"""


def test_a_second_cold_build_waits_for_the_first(tiny):
    path = index_path("es", "strict")
    path.parent.mkdir(parents=True)
    with build_lock(path):  # this process is "the first build"
        child = subprocess.Popen(
            [sys.executable, "-c", WAITER], stdout=subprocess.PIPE, text=True, env=dict(os.environ)
        )
        time.sleep(1.5)
        assert child.poll() is None  # waiting on the lock, not building
        write_container(
            path, FORMAT_VERSION, encode_index("es", "strict", source_checksums("es", "strict"), lambda s: None)
        )
        stamp = path.stat().st_mtime_ns
    out, _ = child.communicate(timeout=120)
    assert child.returncode == 0 and int(out) > 0
    assert path.stat().st_mtime_ns == stamp  # it read the file instead of building it again


READER = """
import sys
from wordtools.lexicon import get_lexicon
lexicon = get_lexicon("es", "strict")
lexicon.find_anagrams("calor")
print("loaded", flush=True)
sys.stdin.readline()  # the test truncates the cache file now
print(" ".join(sorted(lexicon.word(i) for i in range(len(lexicon)))[:3]), len(lexicon.index.keys_of_length(5)))
"""


def test_cache_file_truncated_under_a_running_process(tiny):
    tiny("es", "strict")
    path = index_path("es", "strict")
    child = subprocess.Popen(
        [sys.executable, "-c", READER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=dict(os.environ)
    )
    assert child.stdout.readline() == "loaded\n"
    os.truncate(path, 0)  # in place: a reader's mapping of the file would fault (SIGBUS)
    out, _ = child.communicate("go\n", timeout=60)
    assert child.returncode == 0, f"reader died with signal {-child.returncode}" if child.returncode < 0 else out
    assert out.split()[-1] != "0"
