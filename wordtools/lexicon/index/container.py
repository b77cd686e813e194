"""A single-file container of named binary sections, read through mmap.

Layout: 8-byte magic, uint32 format version, uint32 header length, a JSON
header (metadata plus ``sections``: name -> [offset, length, typecode]), the
sections (8-byte aligned), then an 8-byte trailer magic. The header records
the file's total size, so a truncated file is refused, and a file that is not
ours is refused by its magic; neither is ever trusted.

Loading maps the file and casts memoryviews over it: no Python object per word.
"""

from __future__ import annotations

import json
import mmap
import os
import struct
import sys
import tempfile
from array import array
from pathlib import Path

from ...errors import DataError

MAGIC = b"WTINDEX\x00"
TRAILER = b"WTEND\x00\x00\x00"
_PREFIX = struct.Struct("<8sII")


def write_container(path: Path, version: int, meta: dict, sections: dict[str, bytes | array]) -> None:
    """Write *sections* atomically to *path* (temp file in the same folder + rename)."""
    names = list(sections)
    blobs = [sections[n].tobytes() if isinstance(sections[n], array) else bytes(sections[n]) for n in names]
    codes = [sections[n].typecode if isinstance(sections[n], array) else "B" for n in names]
    # The header holds offsets that depend on its own length: iterate until stable.
    header_len = 0
    while True:
        offset = _align(_PREFIX.size + header_len)
        table = {}
        for name, blob, code in zip(names, blobs, codes):
            table[name] = [offset, len(blob), code]
            offset = _align(offset + len(blob))
        total = offset + len(TRAILER)
        header = dict(meta, sections=table, total_size=total, byteorder=sys.byteorder)
        encoded = json.dumps(header, sort_keys=True).encode("utf-8")
        if len(encoded) <= header_len:
            encoded = encoded.ljust(header_len)
            break
        header_len = len(encoded) + 64
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(_PREFIX.pack(MAGIC, version, len(encoded)))
            out.write(encoded)
            for name, blob in zip(names, blobs):
                _pad_to(out, table[name][0])
                out.write(blob)
            _pad_to(out, total - len(TRAILER))
            out.write(TRAILER)
        os.replace(tmp, path)  # atomic: readers see the old file or the whole new one
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class Container:
    """An opened container: ``meta`` (the header) and typed section views."""

    def __init__(self, path: Path, version: int):
        self.path = path
        try:
            with open(path, "rb") as handle:
                self._map = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
        except (OSError, ValueError) as exc:
            raise DataError(f"cannot open index {path}: {exc}") from None
        self.meta = self._read_header(version)
        self._view = memoryview(self._map)

    def _read_header(self, version: int) -> dict:
        size = len(self._map)
        if size < _PREFIX.size + len(TRAILER):
            raise DataError(f"index {self.path} is truncated")
        magic, file_version, header_len = _PREFIX.unpack_from(self._map, 0)
        if magic != MAGIC:
            raise DataError(f"{self.path} is not a wordtools index")
        if file_version != version:
            raise DataError(f"index {self.path} has format {file_version}, expected {version}")
        try:
            meta = json.loads(self._map[_PREFIX.size : _PREFIX.size + header_len])
        except ValueError:
            raise DataError(f"index {self.path} has a damaged header") from None
        if meta.get("total_size") != size or self._map[size - len(TRAILER) :] != TRAILER:
            raise DataError(f"index {self.path} is truncated or damaged")
        if meta.get("byteorder") != sys.byteorder:
            raise DataError(f"index {self.path} was built on a machine of another byte order")
        return meta

    def section(self, name: str) -> memoryview:
        """The section *name* as a memoryview of its typecode (zero-copy)."""
        offset, length, code = self.meta["sections"][name]
        view = self._view[offset : offset + length]
        return view if code == "B" else view.cast(code)


def _align(n: int) -> int:
    return (n + 7) & ~7


def _pad_to(out, position: int) -> None:
    gap = position - out.tell()
    if gap:
        out.write(b"\x00" * gap)
