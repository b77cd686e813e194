"""A single-file container of named binary sections, mapped where it lies.

Layout: 8-byte magic, uint32 format version, uint32 header length, uint32
CRC-32 of the header, 4 bytes of padding, a JSON header (metadata plus
``sections``: name -> [offset, length, typecode], and ``section_crc32``: name
-> checksum), the sections (8-byte aligned), then an 8-byte trailer magic. The
header records the file's total size, so a truncated file is refused, and a
file that is not ours is refused by its magic; neither is ever trusted. The
header's CRC is checked on every open; the sections' by :meth:`Container.verify`,
which :mod:`.store` runs once per file and records by the file's identity (a
later process pays one ``stat``).

**Open without copying.** A file is mapped, not read: every process and pool
worker on the machine shares the page cache's one copy, and opening costs no
more than the header. Our own code never writes a cache file in place (a build
renames a checked file over the old one; ``index clear`` unlinks), so a mapping
stays whole for as long as it is used. Someone else may still truncate or
rewrite a cache file in place, and a plain mapping would then fault (SIGBUS: a
crash) or read other bytes. Against that, each process holds a read lease on
every file it maps (``F_SETLEASE``): the kernel makes a writer or truncater wait
and signals the holder, whose handler copies the still-whole file into private
memory (a memfd) *under the same addresses* (``MAP_FIXED``) and only then lets
the lease go. Readers never notice; the writer waits for the copy (tens of ms).
A forked worker takes a lease of its own (a lease belongs to one process).

Where no lease can be had (not Linux, a file system without leases, the
signal handler cannot be installed because no thread ever opened an index from
the main thread, another process holding the file open for writing), the file
is copied into private memory on open instead, as before: slower, never unsafe.
Left to the kernel: a process that stays inside one C call for longer than
``/proc/sys/fs/lease-break-time`` (45 s) loses its lease and could fault.
"""

from __future__ import annotations

import json
import mmap
import os
import struct
import sys
import threading
import weakref
import zlib
from array import array
from pathlib import Path

from ...errors import DataError

MAGIC = b"WTINDEX\x00"
TRAILER = b"WTEND\x00\x00\x00"
_PREFIX = struct.Struct("<8sIII4x")
TEMP_SUFFIX = ".tmp"
# Layout of the container itself (3: CRC-32 of the header and of every section; mapped in
# place); part of the cache file name.
CONTAINER_VERSION = 3


def crc32(data) -> int:
    """CRC-32 of *data* (bytes or a buffer)."""
    return zlib.crc32(data) & 0xFFFFFFFF


def encode_container(version: int, meta: dict, sections: dict[str, bytes | array]) -> bytes:
    """The whole container as bytes (what :func:`write_container` writes)."""
    names = list(sections)
    blobs: list[bytes] = []
    codes: list[str] = []
    for n in names:
        section = sections[n]
        blobs.append(section.tobytes() if isinstance(section, array) else bytes(section))
        codes.append(section.typecode if isinstance(section, array) else "B")
    checksums = {name: crc32(blob) for name, blob in zip(names, blobs)}
    # The header holds offsets that depend on its own length: iterate until stable.
    header_len = 0
    while True:
        offset = _align(_PREFIX.size + header_len)
        table: dict[str, tuple[int, int, str]] = {}
        for name, blob, code in zip(names, blobs, codes):
            table[name] = (offset, len(blob), code)
            offset = _align(offset + len(blob))
        total = offset + len(TRAILER)
        header = dict(meta, sections=table, section_crc32=checksums, total_size=total, byteorder=sys.byteorder)
        encoded = json.dumps(header, sort_keys=True).encode("utf-8")
        if len(encoded) <= header_len:
            encoded = encoded.ljust(header_len)
            break
        header_len = len(encoded) + 64
    out = bytearray(total)
    out[: _PREFIX.size] = _PREFIX.pack(MAGIC, version, len(encoded), crc32(encoded))
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
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        with open(tmp, "rb") as back:
            written = Container(back.read(), version, where=Path(tmp))
        bad = written.verify()
        if bad:
            raise DataError(f"index {path} failed its checksum after writing (sections {', '.join(bad)})")
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_atomically(path: Path, data: bytes) -> None:
    """Write a small side file (a check record, kept set-up) beside the index: whole or not at all."""
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class Container:
    """An opened container: ``meta`` (the header) and typed section views.

    *source* is a file (mapped in place, see the module docstring) or the
    encoded bytes themselves (an index built in memory).
    """

    def __init__(self, source: Path | str | bytes, version: int, where: Path | None = None):
        self.identity: tuple[int, int, int, int, int] | None = None
        self._mapping: _Mapping | None = None
        if isinstance(source, (bytes, bytearray)):
            self.path = where or Path("<memory>")
            self._map: bytes | mmap.mmap = source
        else:
            self.path = Path(source)
            self._mapping = _Mapping.open(self.path)
            self._map = self._mapping.map
            self.identity = self._mapping.identity
        try:
            self.meta = self._read_header(version)
        except DataError:
            self.close()
            raise
        self._view = memoryview(self._map).toreadonly()

    @property
    def how(self) -> str:
        """How the bytes are held: ``mapped`` (shared, leased), ``copied`` or ``memory``."""
        if self._mapping is None:
            return "memory"
        return "mapped" if self._mapping.leased else "copied"

    def _read_header(self, version: int) -> dict:
        size = len(self._map)
        if size < _PREFIX.size + len(TRAILER):
            raise DataError(f"index {self.path} is truncated")
        magic, file_version, header_len, header_crc = _PREFIX.unpack_from(self._map, 0)
        if magic != MAGIC:
            raise DataError(f"{self.path} is not a wordtools index")
        if file_version != version:
            raise DataError(f"index {self.path} has format {file_version}, expected {version}")
        raw = bytes(self._map[_PREFIX.size : _PREFIX.size + header_len])
        if len(raw) != header_len or crc32(raw) != header_crc:
            raise DataError(f"index {self.path} has a damaged header")
        try:
            meta = json.loads(raw)
        except ValueError:
            raise DataError(f"index {self.path} has a damaged header") from None
        if not isinstance(meta, dict) or meta.get("total_size") != size or self._map[size - len(TRAILER) :] != TRAILER:
            raise DataError(f"index {self.path} is truncated or damaged")
        if meta.get("byteorder") != sys.byteorder:
            raise DataError(f"index {self.path} was built on a machine of another byte order")
        if not isinstance(meta.get("sections"), dict) or not isinstance(meta.get("section_crc32"), dict):
            raise DataError(f"index {self.path} has no section checksums (an older build)")
        for name, (offset, length, _code) in meta["sections"].items():
            if offset < _PREFIX.size + header_len or offset + length > size - len(TRAILER):
                raise DataError(f"index {self.path} has a damaged header (section {name} out of the file)")
        return meta

    @property
    def raw(self) -> bytes | mmap.mmap:
        """The whole file: the map (slices of it are bytes objects) or the bytes themselves."""
        return self._map

    def has(self, name: str) -> bool:
        return name in self.meta["sections"]

    def section(self, name: str) -> memoryview:
        """The section *name* as a read-only memoryview of its typecode (zero-copy)."""
        offset, length, code = self.meta["sections"][name]
        view = self._view[offset : offset + length]
        return view if code == "B" else view.cast(code)

    def verify(self) -> list[str]:
        """The names of the sections whose CRC-32 differs from the header's (empty: all good)."""
        expected = self.meta["section_crc32"]
        view = memoryview(self._map)
        bad = []
        for name, (offset, length, _code) in sorted(self.meta["sections"].items()):
            if crc32(view[offset : offset + length]) != expected.get(name):
                bad.append(name)
        view.release()
        return bad

    def close(self) -> None:
        """Release the memory (only when no section view is still in use)."""
        if hasattr(self, "_view"):
            self._view.release()
        if self._mapping is not None:
            self._mapping.close()


# -- mapping under a read lease -------------------------------------------------------------

_LEASE_SIGNAL = getattr(__import__("signal"), "SIGIO", None)
_F_SETLEASE, _F_GETLEASE, _F_SETSIG = 1024, 1025, 10
_F_RDLCK, _F_UNLCK = 0, 2
_handler_lock = threading.Lock()
_handler_state: dict[str, object] = {"installed": False, "previous": None}
_LEASED: weakref.WeakSet[_Mapping] = weakref.WeakSet()


class _Mapping:
    """One index file mapped in place under a read lease, or copied when no lease can be had."""

    def __init__(self, path: Path, map_: mmap.mmap, fd: int | None, identity: tuple[int, int, int, int, int]):
        self.path = path
        self.map = map_
        self.fd = fd  # held while leased
        self.identity = identity
        if fd is not None:
            _LEASED.add(self)

    @property
    def leased(self) -> bool:
        return self.fd is not None

    @classmethod
    def open(cls, path: Path) -> _Mapping:
        try:
            fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
        except (OSError, ValueError) as exc:
            raise DataError(f"cannot open index {path}: {_strerror(exc)}") from None
        try:
            info = os.fstat(fd)
            identity = (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)
            size = info.st_size
            if size and _take_lease(fd):
                try:
                    mapped = mmap.mmap(fd, size, flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ | mmap.PROT_WRITE)
                except (OSError, ValueError):
                    _drop_lease(fd)
                else:
                    if os.fstat(fd).st_size == size:
                        return cls(path, mapped, fd, identity)
                    mapped.close()  # changed between the lease and the map: copy what is there
                    _drop_lease(fd)
            copy = _private_copy(fd, path)
            os.close(fd)
            return cls(path, copy, None, identity)  # type: ignore[arg-type]
        except BaseException:
            try:
                os.close(fd)
            except OSError:
                pass
            raise

    def detach(self) -> None:
        """Put a private copy of the (still whole) file under the mapping's addresses, then let the
        lease go: called when a writer or truncater is waiting on the lease."""
        if self.fd is None:
            return
        try:
            memory = os.memfd_create("wordtools-index", os.MFD_CLOEXEC)
            try:
                size = len(self.map)
                _copy_into(memory, self.fd, size)
                _remap_fixed(self.map, size, memory)
            finally:
                os.close(memory)
        except OSError as exc:
            # No memory left for the copy: stop with one line rather than read a changing file.
            os.write(2, f"wordtools: error: index {self.path} changed in place and cannot be copied: {exc}\n".encode())
            os._exit(3)
        self.release()

    def release(self) -> None:
        fd, self.fd = self.fd, None
        _LEASED.discard(self)
        if fd is not None:
            _drop_lease(fd)

    def close(self) -> None:
        try:
            self.map.close()
        except (BufferError, AttributeError):
            return  # a section view is still in use (the lease stays), or bytes: freed with them
        self.release()

    def __del__(self) -> None:
        # Dropped (a reopened index, a cleared cache): let the lease and its descriptor go, or a
        # later writer would wait out the lease-break time for a mapping nobody holds any more.
        # Views of it may outlive it: they then get a private copy first.
        if self.fd is None or sys.is_finalizing():
            return  # the process is ending: the kernel lets the lease go
        try:
            self.map.close()
        except BufferError:
            try:
                self.detach()
            except Exception:
                pass
            return
        except Exception:
            pass
        self.release()

    def after_fork(self) -> None:
        """In a forked child: take a lease of this process's own on the same file (the parent's
        lease signals the parent only); copy now when none can be had."""
        if self.fd is None:
            return
        inherited = self.fd
        try:
            own = os.open(f"/proc/self/fd/{inherited}", os.O_RDONLY | os.O_CLOEXEC)
        except OSError:
            own = None
        if own is not None and _take_lease(own):
            self.fd = own
            os.close(inherited)
            return
        if own is not None:
            os.close(own)
        self.detach_unleased(inherited)

    def detach_unleased(self, fd: int) -> None:
        memory = os.memfd_create("wordtools-index", os.MFD_CLOEXEC)
        try:
            _copy_into(memory, fd, len(self.map))
            _remap_fixed(self.map, len(self.map), memory)
        finally:
            os.close(memory)
        self.fd = None
        _LEASED.discard(self)
        os.close(fd)  # the parent's lease stays the parent's


def _take_lease(fd: int) -> bool:
    """A read lease on *fd* whose breaks this process handles (False: none to be had here)."""
    if _LEASE_SIGNAL is None or not sys.platform.startswith("linux") or not _install_handler():
        return False
    import fcntl

    try:
        fcntl.fcntl(fd, _F_SETSIG, 0)  # the default signal, SIGIO
        fcntl.fcntl(fd, fcntl.F_SETOWN, os.getpid())
        fcntl.fcntl(fd, _F_SETLEASE, _F_RDLCK)
    except OSError:
        return False
    return True


def _drop_lease(fd: int) -> None:
    import fcntl

    try:
        fcntl.fcntl(fd, _F_SETLEASE, _F_UNLCK)
    except OSError:
        pass
    try:
        os.close(fd)
    except OSError:
        pass


def _install_handler() -> bool:
    """Install the lease-break handler once (only the main thread can; later opens from any
    thread may then take leases, since the handler always runs in the main thread)."""
    with _handler_lock:
        if _handler_state["installed"]:
            return True
        if threading.current_thread() is not threading.main_thread():
            return False
        import signal

        try:
            _handler_state["previous"] = signal.signal(_LEASE_SIGNAL, _on_lease_break)  # type: ignore[arg-type]
        except (ValueError, OSError):
            return False
        os.register_at_fork(after_in_child=_after_fork_in_child)
        _handler_state["installed"] = True
        return True


def _on_lease_break(signum, frame) -> None:
    import fcntl

    for mapping in list(_LEASED):
        fd = mapping.fd
        if fd is None:
            continue
        try:
            breaking = fcntl.fcntl(fd, _F_GETLEASE) != _F_RDLCK
        except OSError:
            breaking = True
        if breaking:
            mapping.detach()
    previous = _handler_state["previous"]
    if callable(previous):
        previous(signum, frame)


def _after_fork_in_child() -> None:
    for mapping in list(_LEASED):
        mapping.after_fork()


def _copy_into(memory: int, fd: int, size: int) -> None:
    copied = 0
    while copied < size:  # a kernel copy: no trip through Python objects
        sent = os.sendfile(memory, fd, copied, size - copied)
        if sent == 0:
            raise OSError(f"the file is shorter than its {size} bytes")
        copied += sent


def _remap_fixed(mapped: mmap.mmap, size: int, memory: int) -> None:
    """Map *memory* (a memfd holding the same bytes) over *mapped*'s addresses, in one call."""
    import ctypes  # only here: it costs start-up time

    anchor = ctypes.c_char.from_buffer(mapped)
    address = ctypes.addressof(anchor)
    del anchor

    libc = ctypes.CDLL(None, use_errno=True)
    libc.mmap.restype = ctypes.c_void_p
    libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
    map_fixed = 0x10
    got = libc.mmap(address, size, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_PRIVATE | map_fixed, memory, 0)
    if got != address:
        raise OSError(ctypes.get_errno(), "mmap over the index failed")


def _private_copy(fd: int, path: Path) -> mmap.mmap | bytes:
    """The file's bytes in memory of this process alone (where no lease can be had)."""
    try:
        size = os.fstat(fd).st_size
        if size == 0 or not hasattr(os, "memfd_create"):
            return os.pread(fd, size, 0) if size else b""
        memory = os.memfd_create("wordtools-index", os.MFD_CLOEXEC)
        try:
            copied = 0
            while copied < size:
                sent = os.sendfile(memory, fd, copied, size - copied)
                if sent == 0:
                    break  # the file shrank while we copied: the header check refuses it
                copied += sent
            if copied == 0:
                return b""
            os.ftruncate(memory, copied)
            return mmap.mmap(memory, copied, flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ | mmap.PROT_WRITE)
        finally:
            os.close(memory)
    except (OSError, ValueError) as exc:
        raise DataError(f"cannot open index {path}: {_strerror(exc)}") from None


def _strerror(exc: BaseException) -> str:
    return exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)


def _align(n: int) -> int:
    return (n + 7) & ~7
