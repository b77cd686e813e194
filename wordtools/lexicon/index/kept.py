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
from collections.abc import Callable, Mapping

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
