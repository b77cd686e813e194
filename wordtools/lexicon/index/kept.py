"""Per-process set-up kept beside the index, checked like it.

Some games build tables from a list before their first answer (Letter Jam's table vocabulary:
every key a table knows, with its zipf). A one-off command would rebuild them on every run; kept
here, the first process builds them and the others map them. A kept file is a container of its
own (:mod:`.container`: CRC-32 per section, mapped under a read lease, checked once per file and
recorded by identity), named after its index (``<index>.setup-<name>-<digest of the
parameters>``) and trusted only when its header names the same word list, frequency table,
index format and parameters; otherwise it is built again. Where the cache cannot be written
the set-up is built in memory, as it always was.
"""

from __future__ import annotations

import zlib
from array import array
from collections.abc import Callable, Mapping, Sequence
from typing import overload

from ...errors import DataError
from .container import Container, encode_container, write_container
from .store import SETUP_SUFFIX, checked_problem, record_checked
from .word_index import FORMAT_VERSION, WordIndex

# Layout of kept files (bump when a caller changes what it keeps under the same name).
KEPT_VERSION = 1


def kept_sections(
    index: WordIndex, name: str, parameters: str, build: Callable[[], Mapping[str, bytes | array]]
) -> Container:
    """The sections *build* returns for *index* and *parameters*, from the file kept beside the index
    when there is a trusted one, else built now (and kept for the next process)."""
    meta = {
        "setup": name,
        "parameters": parameters,
        "source_checksum": index.meta.get("source_checksum"),
        "zipf_checksum": index.meta.get("zipf_checksum"),
        "index_format": FORMAT_VERSION,
    }
    source = index.container
    if source.identity is None:  # an index in memory: nothing to keep beside
        return Container(encode_container(KEPT_VERSION, meta, dict(build())), KEPT_VERSION)
    digest = f"{zlib.crc32(parameters.encode('utf-8')):08x}"
    path = source.path.with_name(f"{source.path.name}{SETUP_SUFFIX}-{name}-{digest}")
    try:
        found = Container(path, KEPT_VERSION)
    except (DataError, OSError):
        found = None
    if found is not None:
        if all(found.meta.get(k) == v for k, v in meta.items()) and checked_problem(found) is None:
            return found
        found.close()
    data = encode_container(KEPT_VERSION, meta, dict(build()))
    try:
        write_container(path, KEPT_VERSION, data)
        record_checked(path)
    except (OSError, DataError):
        pass  # a read-only cache: built again by the next process
    return Container(data, KEPT_VERSION)


class KeptTables(Sequence[dict[str, float]]):
    """Kept per-length tables (key -> value), each made a dict when first read.

    *keys* holds every length's keys in turn (latin-1, one byte a letter, each key followed by a
    newline but the last), *values* one float per key in the same order, *counts* how many keys
    each length has. A one-off command reads the few lengths it asks about instead of turning
    every key of a list into a dict entry (Letter Jam: 240,000 keys, most of its start-up)."""

    def __init__(self, kept: Container, keys: str, values: str, counts: str):
        self._kept = kept  # the mapping lives as long as the views of it
        self._keys = kept.section(keys)
        self._values = kept.section(values)
        self._spans: list[tuple[int, int, int]] = []  # per length: first key, keys, first byte
        first = byte = 0
        for length, count in enumerate(kept.section(counts).tolist()):
            self._spans.append((first, count, byte))
            first += count
            byte += count * (length + 1)
        self._tables: list[dict[str, float] | None] = [None] * len(self._spans)

    def __len__(self) -> int:
        return len(self._spans)

    @overload
    def __getitem__(self, length: int) -> dict[str, float]: ...

    @overload
    def __getitem__(self, length: slice) -> list[dict[str, float]]: ...

    def __getitem__(self, length: int | slice) -> dict[str, float] | list[dict[str, float]]:
        if isinstance(length, slice):
            return [self[n] for n in range(len(self))[length]]
        table = self._tables[length]
        if table is None:
            first, count, byte = self._spans[length]
            n = length % len(self._spans)
            text = self._keys[byte : byte + count * (n + 1)].tobytes().decode("latin-1")
            table = dict(zip(text.split("\n")[:count], self._values[first : first + count].tolist())) if count else {}
            self._tables[length] = table
        return table
