"""The FISE-style full-form list (npm ``an-array-of-spanish-words``), fetched once and checked
against its sha256: which Spanish forms exist (lowercase, no accents)."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tarfile
from functools import cache
from pathlib import Path

from ..common import BuildError
from ..inputs import FISE_PACKAGE, FISE_SHA256, SOURCE_CACHE


def fise_package() -> Path:
    """The unpacked npm package of the FISE-style list, fetched once with ``npm pack``."""
    folder = SOURCE_CACHE / "an-array-of-spanish-words"
    tarball = SOURCE_CACHE / "an-array-of-spanish-words-2.0.0.tgz"
    if not tarball.exists():
        if shutil.which("npm") is None:
            raise BuildError(f"npm is needed to fetch {FISE_PACKAGE}: apt-get install npm")
        SOURCE_CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["npm", "pack", "--silent", FISE_PACKAGE], cwd=SOURCE_CACHE, check=True, stdout=subprocess.DEVNULL
        )
    digest = hashlib.sha256(tarball.read_bytes()).hexdigest()
    if digest != FISE_SHA256:
        raise BuildError(f"{tarball} has sha256 {digest}, expected {FISE_SHA256}")
    if not (folder / "index.json").exists():
        with tarfile.open(tarball) as tar:
            for member in tar.getmembers():
                if member.isfile() and member.name.startswith("package/"):
                    target = folder / member.name.removeprefix("package/")
                    target.parent.mkdir(parents=True, exist_ok=True)
                    data = tar.extractfile(member)
                    if data is not None:
                        target.write_bytes(data.read())
    return folder


@cache
def fise_forms() -> frozenset[str]:
    """The FISE-style full-form list (lowercase, no accents, ñ kept), MIT licence."""
    return frozenset(json.loads((fise_package() / "index.json").read_text(encoding="utf-8")))
