"""A bounded load test of ``wordtools serve`` on loopback: N clients asking page queries for S seconds.

The server runs in its own process on 127.0.0.1 (a free port) and is stopped
at the end. Each client keeps one connection and asks the pages of
:data:`QUERIES` in turn, as fast as answers come. Printed: requests, rate,
p50/p95/p99/max latency, errors by kind (status or exception), and whether
the server still answered afterwards.

    python scripts/load_serve.py --clients 50 --seconds 30
"""

from __future__ import annotations

import argparse
import http.client
import os
import statistics
import subprocess
import sys
import threading
import time
import urllib.request
from collections import Counter
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).parent))
from measure_serve import free_port  # noqa: E402

QUERIES = [
    "/lookups/anagram?letters=calor",
    "/lookups/pattern?pattern=" + quote("ca?o"),
    "/lookups/check?word=sol",
    "/letterjam/deduce?clues=" + quote("?uego"),
    "/letterjam/clues?players_name=ana&players_letter=f&players_name=bea&players_letter=o&npc=e+r&limit=5",
    "/wordon/best?rack=" + quote("perr?no") + "&extra=ca&row=2",
    "/montage/match?slot=.P..R",
    "/montage/encode?text=perro",
    "/lookups/anagram?letters=calor&limit=x",  # a 422: refused input is part of the load
]


def client(port: int, until: float, offset: int, latencies: list, errors: Counter, lock) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    n = offset
    while time.monotonic() < until:
        path = QUERIES[n % len(QUERIES)]
        n += 1
        start = time.perf_counter()
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            status = response.status
        except (OSError, http.client.HTTPException) as exc:
            with lock:
                errors[type(exc).__name__] += 1
            connection.close()
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            continue
        took = time.perf_counter() - start
        expected = 422 if path.endswith("limit=x") else 200
        with lock:
            latencies.append(took)
            if status != expected:
                errors[f"status {status}"] += 1
    connection.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=30.0)
    options = parser.parse_args()
    port = free_port()
    wordtools = Path(sys.executable).parent / "wordtools"
    server = subprocess.Popen([str(wordtools), "serve", "--port", str(port)], stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                for path in QUERIES[:-1]:  # warm: each page's tables loaded once
                    urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=60).read()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise SystemExit("load_serve: the server did not start") from None
                time.sleep(0.2)
        latencies: list[float] = []
        errors: Counter = Counter()
        lock = threading.Lock()
        start = time.monotonic()
        until = start + options.seconds
        threads = [
            threading.Thread(target=client, args=(port, until, i, latencies, errors, lock), daemon=True)
            for i in range(options.clients)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(options.seconds + 40)
        elapsed = time.monotonic() - start
        alive = urllib.request.urlopen(f"http://127.0.0.1:{port}/lookups/check?word=sol", timeout=30).status == 200
    finally:
        server.terminate()
        server.wait(10)
    latencies.sort()
    q = statistics.quantiles(latencies, n=100) if len(latencies) > 1 else [0.0] * 99
    print(f"load average before the end {os.getloadavg()[0]:.1f}; {options.clients} clients, {elapsed:.1f} s")
    print(f"requests {len(latencies):,} ({len(latencies) / elapsed:.0f}/s)")
    print(
        f"latency p50 {q[49] * 1000:.0f} ms, p95 {q[94] * 1000:.0f} ms, p99 {q[98] * 1000:.0f} ms, "
        f"max {latencies[-1] * 1000:.0f} ms"
    )
    print(f"errors {sum(errors.values())}" + (f" ({dict(errors)})" if errors else ""))
    print(f"answering afterwards: {'yes' if alive else 'no'}")


if __name__ == "__main__":
    main()
