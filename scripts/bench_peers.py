#!/usr/bin/env python3
"""Lexicon queries against the peers a Python programmer would write, timed in one run.

Usage: python scripts/bench_peers.py [LANG/LIST ...]   (default: en/strict es/strict es/enclitic)

For each list, every peer is built in this process from the same folded keys the index holds,
and each query kind is timed over the same 40 seeded queries (bench_lexicon's, plus ``*``
patterns): the median of one call per query. The ratio is the best peer's median over ours
(above 1: we are faster). Each peer was just built, so its memory is resident; ours is timed
after every page of the index file has been touched once in this process (the bitsets it
converts are not kept from that pass), and once more before that (``ours, first touch``: what a
process pays that has not read those pages yet). The peers:

- dict sorted-letters → words (exact anagrams), and its sub-multisets (sub-anagrams);
- dict distinct-letters → words (letters from a set: every subset looked up);
- per-position letter sets: Python sets of word numbers per (length, position, letter), and
  per (position from the start / from the end, letter) for ``*`` patterns;
- a DAWG (dawg2, the ``bench`` extra): prefix-pruned walk (sub-anagrams), prefix completion
  plus a regex filter (patterns);
- ``re`` over all keys (one newline-separated string), and ``grep -E -c`` over a keys file
  (a whole process each: it includes grep's start).

Memory: what building each peer allocated in this process (tracemalloc; every process that
uses a peer pays it), against ours: the index file, mapped and shared by every process
(``mapped``), plus what opening it allocated privately and the bitsets it converted and kept
while answering the queries (a process keeps at most ``BITS_KEPT_BYTES`` of them).
"""

from __future__ import annotations

import mmap
import random
import re
import sys
import tracemalloc
from collections import defaultdict
from itertools import combinations

from bench_lexicon import _queries
from benchlib import fmt, folded_word_file, grep_seconds, median, mib, over_inputs, table

from wordtools.lexicon import get_lexicon
from wordtools.lexicon.index.store import index_path
from wordtools.lexicon.index.word_index import WordIndex

LISTS = ("en/strict", "es/strict", "es/enclitic")
N = 40


def _rss() -> int:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * 4096


def _built(make):
    """(peer, bytes its construction allocated): Python objects as tracemalloc counts them, or the
    growth of resident memory where more (a C extension's own allocations: the DAWG)."""
    before = _rss()
    tracemalloc.start()
    peer = make()
    size = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return peer, max(size, _rss() - before)


def _star_queries(keys: list[str], rng: random.Random) -> list[str]:
    """Patterns with '*': first letter(s) * last letter(s), as `c*s` and `*cion` are."""
    out = []
    for key in rng.sample([k for k in keys if len(k) >= 5], N):
        head, tail = rng.randint(0, 2), rng.randint(1, 3)
        out.append(key[:head] + "*" + key[len(key) - tail :] if head else "*" + key[len(key) - tail :])
    return out


class Peers:
    """The peers over one list's keys (word i = key i)."""

    def __init__(self, keys: list[str], alphabet: str):
        self.keys = keys
        self.alphabet = alphabet
        self.memory: dict[str, int] = {}

        def signatures():
            table = defaultdict(list)
            for i, k in enumerate(keys):
                table["".join(sorted(k))].append(i)
            return dict(table)

        def letter_sets():
            table = defaultdict(list)
            for i, k in enumerate(keys):
                table["".join(sorted(set(k)))].append(i)
            return dict(table)

        def positions():
            fixed = defaultdict(set)  # (length, position, letter)
            ends = defaultdict(set)  # (position from the start >= 0, or from the end < 0, letter)
            lengths = defaultdict(set)
            for i, k in enumerate(keys):
                n = len(k)
                lengths[n].add(i)
                for p, c in enumerate(k):
                    fixed[(n, p, c)].add(i)
                    if p < 3:
                        ends[(p, c)].add(i)
                    if n - p <= 4:
                        ends[(p - n, c)].add(i)
            return dict(fixed), dict(ends), dict(lengths)

        def a_dawg():
            import dawg

            return dawg.CompletionDAWG(keys), dawg.CompletionDAWG(k[::-1] for k in keys)

        self.signatures, self.memory["dict sorted-letters"] = _built(signatures)
        self.letter_sets, self.memory["dict distinct-letters"] = _built(letter_sets)
        (self.fixed, self.ends, self.lengths), self.memory["position sets"] = _built(positions)
        try:
            (self.dawg, self.rdawg), self.memory["DAWG"] = _built(a_dawg)
        except ImportError:
            self.dawg = None  # pip install -e '.[bench]'
        self.text, self.memory["re over keys"] = _built(lambda: "".join(k + "\n" for k in keys))

    # exact anagram
    def dict_anagram(self, q: str):
        return self.signatures.get("".join(sorted(q)), [])

    # sub-anagrams: every sub-multiset of the rack, blanks as any letter
    def dict_sub(self, q: str):
        letters, blanks = q.replace("?", ""), q.count("?")
        out = []
        seen = set()
        for r in range(len(letters) + 1):
            for combo in combinations(sorted(letters), r):
                base = "".join(combo)
                for extra in self._blank_fills(blanks):
                    sig = "".join(sorted(base + extra))
                    if len(sig) >= 2 and sig not in seen:
                        seen.add(sig)
                        out.extend(self.signatures.get(sig, ()))
        return out

    def _blank_fills(self, blanks: int):
        if blanks == 0:
            return [""]
        return ["".join(c) for n in range(blanks + 1) for c in combinations_with_replacement(self.alphabet, n)]

    def dawg_sub(self, q: str):
        if self.dawg is None:
            return None
        counts = defaultdict(int)
        for c in q.replace("?", ""):
            counts[c] += 1
        out: list[str] = []
        d = self.dawg

        def walk(prefix: str, blanks: int) -> None:
            if len(prefix) >= 2 and prefix in d:
                out.append(prefix)
            for c in self.alphabet:
                if counts[c]:
                    counts[c] -= 1
                    if d.has_keys_with_prefix(prefix + c):
                        walk(prefix + c, blanks)
                    counts[c] += 1
                elif blanks and d.has_keys_with_prefix(prefix + c):
                    walk(prefix + c, blanks - 1)

        walk("", q.count("?"))
        return out

    # letters from a set
    def dict_from_set(self, q: str):
        letters = sorted(set(q))
        out = []
        for r in range(1, len(letters) + 1):
            for combo in combinations(letters, r):
                for i in self.letter_sets.get("".join(combo), ()):
                    if len(self.keys[i]) >= 2:
                        out.append(i)
        return out

    # fixed-length patterns (bench_lexicon's: letters and '?')
    def sets_fixed(self, q: str):
        n = len(q)
        sets = [self.fixed.get((n, p, c), set()) for p, c in enumerate(q) if c != "?"]
        if not sets:
            return self.lengths.get(n, set())
        sets.sort(key=len)
        return set.intersection(*sets)

    def dawg_pattern(self, q: str):
        if self.dawg is None:
            return None
        regex = re.compile("^" + q.replace("?", ".").replace("*", ".*") + "$")
        head = re.match(r"[^?*]*", q).group(0)
        tail = re.search(r"[^?*]*$", q).group(0)
        if len(tail) > len(head):
            return [k for k in (w[::-1] for w in self.rdawg.keys(tail[::-1])) if regex.match(k)]
        return [k for k in self.dawg.keys(head) if regex.match(k)]

    def re_pattern(self, q: str):
        regex = re.compile("^" + q.replace("?", ".").replace("*", ".*") + "$", re.M)
        return regex.findall(self.text)

    # '*' patterns: head * tail, anchored letters from the position-from-an-end sets
    def sets_star(self, q: str):
        head, tail = q.split("*")
        sets = [self.ends.get((p, c), set()) for p, c in enumerate(head)]
        sets += [self.ends.get((p - len(tail), c), set()) for p, c in enumerate(tail)]
        sets.sort(key=len)
        found = set.intersection(*sets)
        need = len(head) + len(tail)
        return [i for i in found if len(self.keys[i]) >= need]


def combinations_with_replacement(alphabet, n):
    from itertools import combinations_with_replacement as cwr

    return cwr(alphabet, n)


def run(lists: tuple[str, ...] = LISTS) -> None:
    for name in lists:
        _bench_list(name)


def _bench_list(name: str) -> None:
    lang, list_name = name.split("/")
    lexicon = get_lexicon(lang, list_name)
    tracemalloc.start()
    opened = WordIndex(index_path(lang, list_name))  # the file (a first build answers from memory)
    ours_private = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    how = opened.container.how
    index = lexicon.index
    keys = [k for length in range(1, index.max_len + 1) for k in index.keys_of_length(length)]
    peers = Peers(keys, lexicon.alphabet.letters)
    rng = random.Random(f"peers-{name}")
    queries = _queries(keys, rng)
    queries["`*` pattern (head*tail)"] = _star_queries(keys, rng)
    kinds = {
        "exact anagram": (
            lambda q: lexicon.find_anagrams(q),
            {"dict sorted-letters": peers.dict_anagram},
        ),
        "sub-anagram, 2 blanks": (
            lambda q: lexicon.find_anagrams(q, sub=True, min_len=2),
            {"dict sorted-letters": peers.dict_sub, "DAWG": peers.dawg_sub},
        ),
        "letters from a set (reuse)": (
            lambda q: lexicon.find_from_set(q, 0, 2),
            {"dict distinct-letters": peers.dict_from_set},
        ),
        "fixed-length pattern": (
            lambda q: lexicon.match_pattern(q),
            {"position sets": peers.sets_fixed, "DAWG": peers.dawg_pattern, "re over keys": peers.re_pattern},
        ),
        "`*` pattern (head*tail)": (
            lambda q: lexicon.match_pattern(q),
            {"position sets": peers.sets_star, "DAWG": peers.dawg_pattern, "re over keys": peers.re_pattern},
        ),
    }
    rows = []
    cold = {kind: median(over_inputs(ours, queries[kind][:N])) for kind, (ours, _) in kinds.items()}
    kept_by_all = index.bits_kept_bytes  # after every kind's queries, once each
    whole = index.container.raw
    _ = sum(whole[at] for at in range(0, len(whole), mmap.PAGESIZE))  # every page of the file, once
    kept = 0  # the most converted bitsets one kind's queries left kept
    for kind, (ours, theirs) in kinds.items():
        inputs = queries[kind][:N]
        index.forget_bits()  # converted during the first pass: converted again here
        ours_median = median(over_inputs(ours, inputs))
        kept = max(kept, index.bits_kept_bytes)
        cells = {}
        for peer, func in theirs.items():
            if peer == "DAWG" and peers.dawg is None:
                continue
            cells[peer] = median(over_inputs(func, inputs))
        if kind.endswith("pattern") or kind.startswith("`*`"):
            path = folded_word_file(lang, list_name)
            grep_q = inputs[0].replace("?", ".").replace("*", ".*")
            cells["grep -E (process)"] = median(grep_seconds(f"^{grep_q}$", path, repeat=3))
        best = min(cells, key=cells.__getitem__)
        rows.append(
            [
                kind,
                fmt(ours_median),
                fmt(cold[kind]),
                f"{best} {fmt(cells[best])}",
                f"{cells[best] / ours_median:.2f}×",
                mib(peers.memory.get(best, 0)) if best in peers.memory else "-",
                "  ".join(f"{p} {fmt(s)}" for p, s in cells.items()),
            ]
        )
    size = opened.container.path.stat().st_size
    print(f"\n### {name}: {len(keys):,} words; ours: the index file {mib(size)} {how} (shared), ", end="")
    print(f"{ours_private / 1024:.0f} KiB private on open, ", end="")
    print(f"converted bitsets kept: {mib(kept_by_all, 1)} after all the queries, up to {mib(kept, 1)} by one kind's")
    print(
        "memory each peer allocates per process: " + ", ".join(f"{p} {mib(m)}" for p, m in peers.memory.items()) + "\n"
    )
    header = [
        "query (median of 40)",
        "ours",
        "ours, first touch",
        "best peer",
        "peer/ours",
        "peer memory",
        "every peer",
    ]
    print(table(rows, header), flush=True)
    del peers


def main(argv: list[str]) -> int:
    if any(a in ("-h", "--help") for a in argv):
        print(__doc__)
        return 0
    lists = tuple(argv) or LISTS
    for name in lists:
        if name.count("/") != 1:
            print(f"bench_peers: {name!r} is not LANG/LIST (e.g. es/strict)", file=sys.stderr)
            return 2
    run(lists)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
