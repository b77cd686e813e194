"""The on-disk index: built once, reused, and never trusted when damaged."""

import os
import subprocess
import sys

import pytest

from wordtools.errors import DataError
from wordtools.lexicon.index.build import FORMAT_VERSION
from wordtools.lexicon.index.container import Container
from wordtools.lexicon.index.store import index_path, open_index


def test_index_is_cached_and_reused(tiny):
    tiny("es", "strict")
    path = index_path("es", "strict")
    assert path.exists()
    stamp = path.stat().st_mtime_ns
    open_index.cache_clear()
    tiny.cache_clear()
    tiny("es", "strict")
    assert path.stat().st_mtime_ns == stamp


@pytest.mark.parametrize("damage", ["truncate", "foreign", "empty"])
def test_damaged_index_is_rebuilt(tiny, damage):
    lexicon = tiny("es", "strict")
    expected = sorted(lexicon.word(i) for i in lexicon.find_anagrams("calor"))
    path = index_path("es", "strict")
    data = path.read_bytes()
    if damage == "truncate":
        path.write_bytes(data[: len(data) // 2])
    elif damage == "foreign":
        path.write_bytes(b"GIF89a" + data[6:])
    else:
        path.write_bytes(b"")
    with pytest.raises(DataError):
        Container(path, FORMAT_VERSION)
    open_index.cache_clear()
    tiny.cache_clear()
    lexicon = tiny("es", "strict")
    assert sorted(lexicon.word(i) for i in lexicon.find_anagrams("calor")) == expected


CHILD = """
from wordtools.lexicon import get_lexicon
lexicon = get_lexicon("es", "strict")
print(" ".join(sorted(lexicon.word(i) for i in lexicon.find_anagrams("calor"))))
"""


def test_two_processes_building_at_once(tiny):
    children = [
        subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, text=True, env=dict(os.environ))
        for _ in range(2)
    ]
    results = [child.communicate(timeout=120)[0].strip() for child in children]
    assert results == ["calor colar coral"] * 2
    leftovers = [p for p in index_path("es", "strict").parent.iterdir() if p.suffix == ".tmp"]
    assert leftovers == []
    Container(index_path("es", "strict"), FORMAT_VERSION)  # the file in place is whole


def test_missing_dictionary_is_a_data_error(tiny, monkeypatch, tmp_path):
    monkeypatch.setenv("WORDTOOLS_DICTIONARIES", str(tmp_path))
    with pytest.raises(DataError, match="missing"):
        tiny("es", "strict")


def test_loading_creates_no_object_per_word(real):
    """Opening a mapped index allocates a handful of objects, not one per word."""
    import gc
    import tracemalloc

    real("es", "strict")  # make sure the file exists
    from wordtools.lexicon.index.word_index import WordIndex

    path = index_path("es", "strict")
    gc.collect()
    before = len(gc.get_objects())
    tracemalloc.start()
    index = WordIndex(path)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert index.count > 600_000
    assert len(gc.get_objects()) - before < 200
    assert peak < 1_000_000  # bytes: the words stay in the map


def test_new_frequencies_make_a_new_index(tiny, tiny_dir, tmp_path, monkeypatch):
    import gzip
    import shutil

    before = tiny("es", "strict")
    calor = before.lookup("calor")[0]
    assert before.zipf(calor) == 4.9
    copy = tmp_path / "dicts"
    shutil.copytree(tiny_dir, copy)
    table = copy / "es" / "strict.tsv.gz"
    text = gzip.decompress(table.read_bytes()).decode("utf-8").replace("calor\t4.90", "calor\t1.50")
    table.write_bytes(gzip.compress(text.encode("utf-8")))
    monkeypatch.setenv("WORDTOOLS_DICTIONARIES", str(copy))
    open_index.cache_clear()
    tiny.cache_clear()
    after = tiny("es", "strict")
    assert after.zipf(after.lookup("calor")[0]) == 1.5
