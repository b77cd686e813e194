"""`pip install .` (not editable) must carry the word lists and the component data."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_wheel_ships_dictionaries_and_data(tmp_path):
    # Built from a copy, so no build/ folder is left in (or reused from) the checkout.
    source = tmp_path / "src"
    shutil.copytree(
        ROOT,
        source,
        ignore=shutil.ignore_patterns(
            ".git", ".venv", "build", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis"
        ),
    )
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(tmp_path), str(source)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (wheel,) = tmp_path.glob("wordtools-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for lang in ("es", "en"):
        for name in ("strict.tsv.gz", "broad.tsv.gz", "zipf.tsv.gz"):
            assert f"wordtools/dictionaries/{lang}/{name}" in names
    assert "wordtools/dictionaries/SOURCES.md" in names
    assert "wordtools/dictionaries/lists.json" in names
    assert any(n.startswith("wordtools/dictionaries/licenses/") for n in names)
    assert "wordtools/data/groups.txt" in names
    for folder in ("letterjam", "wordon", "montage"):
        assert any(n.startswith(f"wordtools/data/{folder}/") for n in names), folder


def test_the_posix_only_lock_is_declared():
    """The index cache's build lock is flock (fcntl, no Windows): the package says it runs on POSIX."""
    import tomllib

    users = [p for p in (ROOT / "wordtools").rglob("*.py") if "import fcntl" in p.read_text(encoding="utf-8")]
    classifiers = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["classifiers"]
    assert users, "no module locks with fcntl any more: the POSIX classifier may go"
    assert "Operating System :: POSIX" in classifiers
    assert "flock" in (ROOT / "README.md").read_text(encoding="utf-8")
