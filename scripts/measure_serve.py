"""Latency of each page's query, served and one-off, and phone-size screenshots of every page.

For each page: the server's own time for the operation (its ``Server-Timing``
header), the browser's Navigation Timing for the whole page (request start to
load end, headless chromium at 390x844), and the same query run one-off as a
command (``wordtools ... --json``, a new process each time, wall clock).
Medians of ``--runs`` runs. ``--shots DIR`` also saves a screenshot of each
page (and of a game in play) there. The server runs in its own process on
127.0.0.1 and is stopped at the end.

    python scripts/measure_serve.py --runs 5 --shots /tmp/shots
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import quote

from wordtools.web.browser import ARGS, CHROMIUM, PHONE

BIN = Path(sys.executable).parent

# page name, address, the same query as a command
PAGES = [
    ("anagram", "/lookups/anagram?letters=calor", ["anagram", "calor"]),
    ("pattern", "/lookups/pattern?pattern=" + quote("c?s*"), ["pattern", "c?s*"]),
    ("check", "/lookups/check?word=" + quote("rómpelo"), ["lexicon", "check", "rómpelo"]),
    (
        "letterjam clues",
        "/letterjam/clues?players_name=ana&players_letter=f&players_name=bea&players_letter=o&npc=e+r&limit=5",
        ["letterjam", "clues", "--player", "ana=f", "--player", "bea=o", "--npc", "e", "--npc", "r", "--limit", "5"],
    ),
    ("letterjam deduce", "/letterjam/deduce?clues=" + quote("?uego"), ["letterjam", "deduce", "?uego"]),
    ("letterjam deal", "/letterjam/deal?players=4&seed=1", ["letterjam", "deal", "--players", "4", "--seed", "1"]),
    (
        "wordon best",
        "/wordon/best?rack=" + quote("perr?no") + "&extra=ca&row=2",
        ["wordon", "best", "--rack", "perr?no", "--extra", "ca", "--row", "2"],
    ),
    (
        "wordon score",
        "/wordon/score?word=chorro&rack=" + quote("o[rr]o?ab") + "&row=1",
        ["wordon", "score", "chorro", "--rack", "o[rr]o?ab", "--row", "1"],
    ),
    ("montage match", "/montage/match?slot=.P..R", ["montage", "match", ".P..R"]),
    ("montage encode", "/montage/encode?text=perro+gato", ["montage", "encode", "perro", "gato"]),
    ("pictomania deck", "/decks/pictomania?cards=4&seed=7", ["pictomania", "deck", "--cards", "4", "--seed", "7"]),
    ("macroscope deck", "/decks/macroscope?cards=6", ["macroscope", "deck", "--cards", "6"]),
    (
        "macroscope rate",
        "/decks/rate?text=gato+jirafa&samples=20",
        ["macroscope", "rate", "gato", "jirafa", "--samples", "20"],
    ),
]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(port: int) -> subprocess.Popen:
    server = subprocess.Popen(
        [str(BIN / "wordtools"), "serve", "--port", str(port), "--timeout", "60"],
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).read()
            return server
        except OSError:
            time.sleep(0.2)
    server.kill()
    raise SystemExit("measure_serve: the server did not start")


def one_off(args: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run([str(BIN / "wordtools"), *args, "--json"], check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--shots", type=Path, default=None, help="save a 390x844 screenshot of each page here")
    options = parser.parse_args()
    from playwright.sync_api import sync_playwright

    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(port)
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=list(ARGS), headless=True)
            page = browser.new_page(viewport=PHONE, locale="es-ES")
            for name, path, args in PAGES:
                page.goto(base + path)  # warm: the first query of a kind loads its tables
                served, browsed = [], []
                for _ in range(options.runs):
                    response = page.goto(base + path)
                    timing = response.headers.get("server-timing", "op;dur=0")
                    served.append(float(timing.split("dur=")[1]) / 1000)
                    browsed.append(
                        page.evaluate(
                            "() => { const n = performance.getEntriesByType('navigation')[0];"
                            " return (n.loadEventEnd - n.requestStart) / 1000; }"
                        )
                    )
                if options.shots:
                    options.shots.mkdir(parents=True, exist_ok=True)
                    page.screenshot(path=str(options.shots / f"{name.replace(' ', '-')}.png"))
                shell = [one_off(args) for _ in range(options.runs)]
                rows.append((name, *(statistics.median(x) * 1000 for x in (served, browsed, shell))))
            if options.shots:
                shoot_the_rest(page, base, options.shots)
            browser.close()
    finally:
        server.terminate()
        server.wait(10)
    print(f"load {os.getloadavg()[0]:.1f}; medians of {options.runs} runs, ms")
    print("| page | server (op) | browser (navigation) | command one-off |")
    print("|---|---|---|---|")
    for name, served_ms, browser_ms, shell_ms in rows:
        print(f"| {name} | {served_ms:.1f} | {browser_ms:.0f} | {shell_ms:.0f} |")


def shoot_the_rest(page, base: str, shots: Path) -> None:
    """The pages without a query: home, the deck check, the games (a move in, and the end)."""
    page.goto(base + "/")
    page.screenshot(path=str(shots / "home.png"))
    page.goto(base + "/decks/check")
    page.screenshot(path=str(shots / "deck-check.png"))
    page.goto(base + "/lookups/anagram?letters=calor&limit=x")
    page.screenshot(path=str(shots / "error.png"))
    for game, seed in (("wordon", "3"), ("letterjam", "1")):
        page.goto(base + "/play")
        page.fill(f"#seed-{game}", seed)
        page.click(f"#new-{game}")
        page.wait_for_selector("#moves, #over")
        page.screenshot(path=str(shots / f"play-{game}.png"))
        page.screenshot(path=str(shots / f"play-{game}-full.png"), full_page=True)
        for _ in range(3):
            page.locator("button.move").first.click()
            page.wait_for_selector("#moves, #over")
        page.screenshot(path=str(shots / f"play-{game}-later.png"))
        while page.locator("#over").count() == 0:
            page.locator("button.move").first.click()
            page.wait_for_selector("#moves, #over")
        page.screenshot(path=str(shots / f"play-{game}-over.png"))


if __name__ == "__main__":
    main()
