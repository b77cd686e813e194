"""Where the build's inputs are, which versions it reads, and the check that the machine has them.

The Debian packages and the npm list are pinned in ``dictionaries/inputs.lock``, the Python
packages in ``pyproject.toml``'s ``build`` extra (exact versions): :func:`check_versions` reads
both and stops the build with one line when an installed version differs, since another
version of a source gives other lists.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from .common import BuildError, log

REPO = Path(__file__).resolve().parent.parent
LOCK = REPO / "dictionaries" / "inputs.lock"


@dataclass(frozen=True)
class Pin:
    source: str  # debian, npm, python
    package: str
    version: str
    sha256: str = ""


def read_lock(path: Path = LOCK) -> dict[str, Pin]:
    """package -> its pin, from the lock file (``source package version [sha256]`` a line)."""
    pins: dict[str, Pin] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        fields = line.split("#", 1)[0].split()
        if not fields:
            continue
        if len(fields) not in (3, 4):
            raise BuildError(f"{path}:{number}: want 'source package version [sha256]', got {line.strip()!r}")
        pins[fields[1]] = Pin(*fields)
    return pins


_REQUIREMENT = re.compile(r'^([A-Za-z0-9_.-]+)==([^;\s]+)\s*;\s*extra\s*==\s*"build"')


def python_pins() -> dict[str, Pin]:
    """The ``build`` extra's exact pins, as the installed project declares them."""
    pins = {}
    for requirement in metadata.requires("wordtools") or ():
        found = _REQUIREMENT.match(requirement)
        if found:
            pins[found[1]] = Pin("python", found[1], found[2])
    return pins


PINS = read_lock()
DEBIAN_PACKAGES = [p.package for p in PINS.values() if p.source == "debian"]
HUNSPELL_ES = Path("/usr/share/hunspell/es_ES")
WSPANISH = Path("/usr/share/dict/spanish")
SCOWL_DIR = Path("/usr/share/dict/scowl")
SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80)
SCOWL_VARIANTS = ("english", "american")
# Regional and variant spellings: en/strict holds them as kind "variant" (colour, stye, yoghurt).
SCOWL_ALL_VARIETIES = SCOWL_VARIANTS + (
    "british",
    "british_z",
    "canadian",
    "australian",
    "variant_1",
    "variant_2",
)
ENABLE = REPO / "dictionaries" / "sources" / "enable1.txt.gz"
# The two-letter words TWL06 added to ENABLE's 96; every English word game takes them.
TWO_LETTER_EXTRA = frozenset({"fe", "ki", "oi", "qi", "za"})
# hunspell-es lists its abbreviations as bare stems of at most five letters (avda, dpto, geogr).
ABBREVIATION_MAX = 5
FISE_PACKAGE = f"an-array-of-spanish-words@{PINS['an-array-of-spanish-words'].version}"
FISE_SHA256 = PINS["an-array-of-spanish-words"].sha256
SOURCE_CACHE = REPO / "build" / "sources"
DOC_DIR = Path("/usr/share/doc")


def debian_version(package: str) -> str:
    try:
        result = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", package],
            capture_output=True,
            text=True,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return result.stdout.strip() or "unknown"


def python_version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "unknown"


def required_paths(lang: str) -> list[Path]:
    if lang == "es":
        return [HUNSPELL_ES.with_suffix(".aff"), HUNSPELL_ES.with_suffix(".dic"), WSPANISH]
    return [SCOWL_DIR / "english-words.10"]


def check_versions() -> None:
    """Stop with one line unless every pinned package is installed at its pinned version."""
    python = python_pins()
    if not python:
        raise BuildError("the installed wordtools declares no pinned build extra; run: pip install -e '.[build]'")
    for pin in python.values():
        installed = python_version(pin.package)
        if installed != pin.version:
            have = "is not installed" if installed == "unknown" else f"{installed} is installed"
            raise BuildError(
                f"{pin.package} {have}, the build extra pins {pin.version}; run: pip install -e '.[build]'"
            )
    for package in DEBIAN_PACKAGES:
        installed, pinned = debian_version(package), PINS[package].version
        if installed != pinned:
            raise BuildError(
                f"Debian {package} {installed} is installed, {LOCK.name} pins {pinned}: the lists would differ; "
                f"run: apt-get install {package}={pinned}"
            )


def ensure_debian_sources(langs: list[str]) -> None:
    """Install the Debian sources when missing (as root), or say exactly what to run."""
    missing = [p for lang in langs for p in required_paths(lang) if not p.exists()]
    if "es" in langs and shutil.which("hunspell") is None:
        missing.append(Path("hunspell"))
    if not missing:
        return
    command = ["apt-get", "install", "-y", *(f"{p}={PINS[p].version}" for p in DEBIAN_PACKAGES)]
    if os.geteuid() != 0:
        raise BuildError(f"missing {', '.join(map(str, missing))}; run: sudo {' '.join(command)}")
    log(f"missing {', '.join(map(str, missing))}; installing {' '.join(command[3:])}")
    subprocess.run(["apt-get", "update"], check=True)
    subprocess.run(command, check=True, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
