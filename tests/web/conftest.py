"""A real uvicorn server on 127.0.0.1 in a thread, and Debian's headless chromium driven by Playwright."""

from __future__ import annotations

import json
import socket
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from wordtools.cli.main import main
from wordtools.web.browser import ARGS, CHROMIUM, PHONE


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Running:
    """uvicorn serving *config* in a thread until stopped."""

    def __init__(self, config):
        import uvicorn

        from wordtools.web.app import create_app

        self.config = config
        self.app = create_app(config)
        self.server = uvicorn.Server(uvicorn.Config(self.app, host="127.0.0.1", port=config.port, log_level="warning"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.url = f"http://127.0.0.1:{config.port}"

    def __enter__(self):
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the server did not start")
            time.sleep(0.05)
        return self

    def __exit__(self, *exc):
        self.app.server.sessions.close_all()
        self.server.should_exit = True
        self.thread.join(10)


def make_config(**changes):
    from wordtools.web.app import Config

    return Config(**{"port": free_port(), "lang": "es", "timeout": 60.0, **changes})


@pytest.fixture(scope="session")
def served():
    with Running(make_config()) as running:
        yield running


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip("no /usr/bin/chromium (make browser installs it as root)")
    playwright_api = pytest.importorskip("playwright.sync_api")
    with playwright_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=list(ARGS), headless=True)
        yield launched
        launched.close()


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport=PHONE, locale="es-ES", accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()


def _cli_json(*args: str) -> list[dict]:
    """The command's ``--json`` lines, run in-process: the answer a page must match."""
    result = CliRunner().invoke(main, [*args, "--json"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def _cli_error(*args: str) -> str:
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    assert result.exit_code != 0
    return result.stderr.strip().removeprefix("wordtools: error: ")


@pytest.fixture
def cli_json():
    return _cli_json


@pytest.fixture
def cli_error():
    return _cli_error


@pytest.fixture(autouse=True)
def _lang_env(monkeypatch):
    monkeypatch.delenv("WORDTOOLS_LANG", raising=False)


@pytest.fixture
def serve_with():
    """``with serve_with(token=..., timeout=...) as running:`` another server, for one test."""
    return lambda **changes: Running(make_config(**changes))
