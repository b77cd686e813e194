"""A single-file container of named binary sections.

Layout: 8-byte magic, uint32 format version, uint32 header length, a JSON
header (metadata plus ``sections``: name -> [offset, length, typecode], and
``section_sha256``: name -> checksum), the sections (8-byte aligned), then an
8-byte trailer magic. The header records the file's total size, so a truncated
file is refused, and a file that is not ours is refused by its magic; neither
is ever trusted. The section checksums are checked when a file is written and
by :meth:`Container.verify` (``wordtools index verify``), not on every load:
hashing 70 MB costs more than the load itself.

Loading copies the file into private memory (a memfd on Linux) and maps that:
no Python object per word, and the copy cannot be cut short. A plain mapping
of the cache file would fault (SIGBUS, a crash) the moment someone truncates
the file under a running process, and no size check made at open time
prevents that; the kernel copy costs about 40 ms for es/strict (73 MB) and
0.15 s for es/enclitic (252 MB).
"""

from __future__ import annotations

import hashlib
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
TEMP_SUFFIX = ".tmp"
# Layout of the container itself (2: section checksums in the header); part of the cache file name.
CONTAINER_VERSION = 2


def encode_container(version: int, meta: dict, sections: dict[str, bytes | array]) -> bytes:
    """The whole container as bytes (what :func:`write_container` writes)."""
    names = list(sections)
    blobs: list[bytes] = []
    codes: list[str] = []
    for n in names:
        section = sections[n]
        blobs.append(section.tobytes() if isinstance(section, array) else bytes(section))
        codes.append(section.typecode if isinstance(section, array) else "B")
    checksums = {name: hashlib.sha256(blob).hexdigest() for name, blob in zip(names, blobs)}
    # The header holds offsets that depend on its own length: iterate until stable.
    header_len = 0
    while True:
        offset = _align(_PREFIX.size + header_len)
        table: dict[str, tuple[int, int, str]] = {}
        for name, blob, code in zip(names, blobs, codes):
            table[name] = (offset, len(blob), code)
            offset = _align(offset + len(blob))
        total = offset + len(TRAILER)
        header = dict(meta, sections=table, section_sha256=checksums, total_size=total, byteorder=sys.byteorder)
        encoded = json.dumps(header, sort_keys=True).encode("utf-8")
        if len(encoded) <= header_len:
            encoded = encoded.ljust(header_len)
            break
        header_len = len(encoded) + 64
    out = bytearray(total)
    out[: _PREFIX.size] = _PREFIX.pack(MAGIC, version, len(encoded))
    out[_PREFIX.size : _PREFIX.size + len(encoded)] = encoded
    for name, blob in zip(names, blobs):
        start = table[name][0]
        out[start : start + len(blob)] = blob
    out[total - len(TRAILER) :] = TRAILER
    return bytes(out)


def write_container(path: Path, version: int, data: bytes) -> None:
    """Write encoded container *data* atomically to *path*, checked before it goes in place.

    A temporary file in the same folder is written, read back and verified
    (every section checksum), then renamed over *path*: readers see the old file
    or the whole new one, and a write that went wrong never replaces a good file.
    """
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        written = Container(Path(tmp), version)
        bad = written.verify()
        written.close()
        if bad:
            raise DataError(f"index {path} failed its checksum after writing (sections {', '.join(bad)})")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class Container:
    """An opened container: ``meta`` (the header) and typed section views.

    *source* is a file (copied into private memory, see the module docstring)
    or the encoded bytes themselves (an index built in memory).
    """

    def __init__(self, source: Path | str | bytes, version: int):
        if isinstance(source, (bytes, bytearray)):
            self.path = Path("<memory>")
            self._map: bytes | mmap.mmap = source
        else:
            self.path = Path(source)
            self._map = _private_copy(self.path)
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
            meta = json.loads(bytes(self._map[_PREFIX.size : _PREFIX.size + header_len]))
        except ValueError:
            raise DataError(f"index {self.path} has a damaged header") from None
        if not isinstance(meta, dict) or meta.get("total_size") != size or self._map[size - len(TRAILER) :] != TRAILER:
            raise DataError(f"index {self.path} is truncated or damaged")
        if meta.get("byteorder") != sys.byteorder:
            raise DataError(f"index {self.path} was built on a machine of another byte order")
        if not isinstance(meta.get("sections"), dict) or not isinstance(meta.get("section_sha256"), dict):
            raise DataError(f"index {self.path} has no section checksums (an older build)")
        return meta

    def section(self, name: str) -> memoryview:
        """The section *name* as a memoryview of its typecode (zero-copy)."""
        offset, length, code = self.meta["sections"][name]
        view = self._view[offset : offset + length]
        return view if code == "B" else view.cast(code)

    def verify(self) -> list[str]:
        """The names of the sections whose SHA-256 differs from the header's (empty: all good)."""
        expected = self.meta["section_sha256"]
        bad = []
        for name, (offset, length, _code) in sorted(self.meta["sections"].items()):
            actual = hashlib.sha256(self._view[offset : offset + length]).hexdigest()
            if actual != expected.get(name):
                bad.append(name)
        return bad

    def close(self) -> None:
        """Release the memory (only when no section view is still in use)."""
        self._view.release()
        if isinstance(self._map, mmap.mmap):
            self._map.close()


def _private_copy(path: Path) -> mmap.mmap | bytes:
    """The file's bytes in memory of this process alone (see the module docstring)."""
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size == 0 or not hasattr(os, "memfd_create"):
                return handle.read()
            memory = os.memfd_create("wordtools-index", os.MFD_CLOEXEC)
            try:
                copied = 0
                while copied < size:  # a kernel copy: no trip through Python objects
                    sent = os.sendfile(memory, handle.fileno(), copied, size - copied)
                    if sent == 0:
                        break  # the file shrank while we copied: the header check refuses it
                    copied += sent
                if copied == 0:
                    return b""
                os.ftruncate(memory, copied)
                return mmap.mmap(memory, copied, access=mmap.ACCESS_READ)
            finally:
                os.close(memory)
    except (OSError, ValueError) as exc:
        raise DataError(
            f"cannot open index {path}: {exc.strerror if isinstance(exc, OSError) and exc.strerror else exc}"
        ) from None


def _align(n: int) -> int:
    return (n + 7) & ~7
