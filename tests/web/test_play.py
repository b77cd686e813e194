"""A WordOn and a Letter Jam game played to the end in the browser by tapping the offered moves;
the downloaded log passes ``wordtools validate``. A refused move shows the rule's reason."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from wordtools.cli.main import main

pytestmark = pytest.mark.usefixtures("served")
MAX_TAPS = 400


def play_to_the_end(phone, served, game: str, seed: str, tmp_path):
    phone.goto(f"{served.url}/play")
    phone.fill(f"#seed-{game}", seed)
    phone.click(f"#new-{game}")
    phone.wait_for_selector("#moves, #over")
    taps = 0
    while phone.locator("#over").count() == 0:
        assert taps < MAX_TAPS, "the game did not end"
        phone.locator("button.move").first.click()  # the suggested move, else the first offered
        phone.wait_for_load_state()
        phone.wait_for_selector("#moves, #over")
        taps += 1
    with phone.expect_download() as info:
        phone.click("#log")
    log = tmp_path / f"{game}.jsonl"
    info.value.save_as(log)
    return taps, log


def validated(log) -> bool:
    """``wordtools validate LOG`` (the rules replayed on every move) says the log is sound."""
    result = CliRunner().invoke(main, ["validate", str(log)])
    return result.exit_code == 0 and "ok" in result.output.lower()


def test_wordon_in_the_browser(phone, served, tmp_path, cli_json):
    phone.goto(f"{served.url}/play")
    phone.fill("#seed-wordon", "3")
    phone.click("#new-wordon")
    phone.fill("#typed", "play zzzz")
    phone.click(".typed button")
    assert phone.inner_text("#refused") == (
        "Jugada rechazada: illegal: 'zzzz' is not a word of the Spanish enclitic list"
    )
    assert phone.locator(".rack .cell").count() == 7  # the seat's own rack, drawn
    taps, log = play_to_the_end(phone, served, "wordon", "3", tmp_path)
    assert taps > 5
    assert validated(log)
    lines = log.read_text(encoding="utf-8").splitlines()
    assert '"person"' in lines[0]


def test_letter_jam_in_the_browser(phone, served, tmp_path):
    taps, log = play_to_the_end(phone, served, "letterjam", "1", tmp_path)
    assert taps > 5
    assert validated(log)
