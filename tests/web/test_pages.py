"""Each page filled in on a 390×844 screen in headless chromium, its answer read back and
compared with the command's ``--json`` answer for the same input."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("served")


def open_form(phone, served, path: str):
    phone.goto(f"{served.url}{path}")
    assert phone.viewport_size == {"width": 390, "height": 844}
    if phone.locator("details.more").count():
        phone.click("details.more summary")  # the folded options: limit, order, language


def submit(phone):
    phone.click("button.go")
    phone.wait_for_selector("#answer, .error[role=alert]")


def texts(phone, selector: str) -> list[str]:
    return [t.strip() for t in phone.locator(selector).all_inner_texts()]


def test_anagram(phone, served, cli_json, cli_error):
    open_form(phone, served, "/lookups/anagram")
    phone.fill("#f-letters", "calor")
    phone.fill("#f-limit", "5")
    submit(phone)
    assert texts(phone, "ol.words .w") == [r["word"] for r in cli_json("anagram", "calor", "--limit", "5")]


def test_pattern_english(phone, served, cli_json, cli_error):
    open_form(phone, served, "/lookups/pattern")
    phone.fill("#f-pattern", "c?t")
    phone.select_option("#f-lang", "en")
    submit(phone)
    assert texts(phone, "ol.words .w") == [r["word"] for r in cli_json("pattern", "c?t", "--lang", "en")]


def test_check(phone, served, cli_json, cli_error):
    open_form(phone, served, "/lookups/check")
    phone.fill("#f-word", "rómpelo")
    submit(phone)
    (row,) = cli_json("lexicon", "check", "rómpelo")
    shown = texts(phone, "dl.facts .tag.yes")
    assert shown == [name for name in ("strict", "broad", "enclitic") if row[name]]


def test_letterjam_clues(phone, served, cli_json, cli_error):
    open_form(phone, served, "/letterjam/clues")
    names, letters = phone.locator("input[name=players_name]"), phone.locator("input[name=players_letter]")
    for i, (name, letter) in enumerate((("ana", "f"), ("bea", "o"))):
        names.nth(i).fill(name)
        letters.nth(i).fill(letter)
    phone.fill("#f-npc", "e r")
    phone.fill("#f-limit", "4")
    submit(phone)
    expected = cli_json(
        "letterjam", "clues", "--player", "ana=f", "--player", "bea=o", "--npc", "e", "--npc", "r", "--limit", "4"
    )
    assert texts(phone, "ol.clues .clue .w") == [c["word"].upper() for c in expected]
    assert "2 jugadores" in phone.inner_text("li.top .say")
    assert expected[0]["word"].upper() in phone.inner_text("li.top .why")


def test_letterjam_deduce_by_keypad(phone, served, cli_json, cli_error):
    open_form(phone, served, "/letterjam/deduce")
    for key in "?uego":
        phone.click(f".keypad button[data-key='{key}']")
    assert phone.input_value("#f-clues") == "?uego"
    submit(phone)
    expected = cli_json("letterjam", "deduce", "?uego")
    assert texts(phone, "ol.deduced .big") == [d["letter"].upper() for d in expected]
    assert texts(phone, "ol.deduced .pct") == [f"{d['probability'] * 100:.1f}%" for d in expected]


def test_letterjam_deal(phone, served, cli_json, cli_error):
    open_form(phone, served, "/letterjam/deal")
    phone.fill("#f-players", "3")
    phone.fill("#f-seed", "2")
    submit(phone)
    (dealt,) = cli_json("letterjam", "deal", "--players", "3", "--seed", "2")
    assert texts(phone, "ol.deal .w") == [f"P{i}: {w.upper()}" for i, w in enumerate(dealt["words"], 1)]


def test_wordon_best(phone, served, cli_json, cli_error):
    open_form(phone, served, "/wordon/best")
    phone.fill("#f-rack", "perr?no")
    phone.fill("#f-extra", "ca")
    phone.select_option("#f-row", "2")
    submit(phone)
    expected = cli_json("wordon", "best", "--rack", "perr?no", "--extra", "ca", "--row", "2")
    assert texts(phone, "ol.plays .clue .w") == [p["word"].upper() for p in expected]
    assert texts(phone, "ol.plays .clue strong") == [str(p["score"]) for p in expected]
    first = phone.locator("ol.plays li").first
    assert first.locator(".cell").count() == len(expected[0]["breakdown"]["cells"])


def test_wordon_score(phone, served, cli_json, cli_error):
    open_form(phone, served, "/wordon/score")
    phone.fill("#f-word", "chorro")
    phone.fill("#f-rack", "o[rr]o?ab")
    submit(phone)
    (play,) = cli_json("wordon", "score", "chorro", "--rack", "o[rr]o?ab", "--row", "1")
    assert phone.inner_text("ol.plays .clue strong") == str(play["score"])
    assert phone.inner_text("ol.plays .sum").endswith(f"({play['score']} puntos)")


def test_montage_match_by_chips(phone, served, cli_json, cli_error):
    open_form(phone, served, "/montage/match")
    phone.click(".chips button[data-key='.']")
    phone.click(".chips button[data-key='P']")
    phone.fill("#f-slot", phone.input_value("#f-slot") + "..R")
    submit(phone)
    expected = cli_json("montage", "match", ".P..R")
    assert texts(phone, "ol.words .w") == [w["word"] for w in expected]


def test_montage_encode(phone, served, cli_json, cli_error):
    open_form(phone, served, "/montage/encode")
    phone.fill("#f-text", "perro gato")
    submit(phone)
    expected = cli_json("montage", "encode", "perro", "gato")
    shown = [chip.get_attribute("title") for chip in phone.locator("#answer .chip").all()]
    assert shown == [c for row in expected for c in row["colours"]]


def test_pictomania_deck_preview_and_download(phone, served, tmp_path, cli_json, cli_error):
    open_form(phone, served, "/decks/pictomania")
    phone.fill("#f-cards", "2")
    phone.fill("#f-seed", "7")
    submit(phone)
    (deck,) = cli_json("pictomania", "deck", "--cards", "2", "--seed", "7")
    clues = [c["es"] for card in deck["cards"] for side in card["sides"] for c in side["clues"]]
    assert texts(phone, ".card .side li") == clues
    with phone.expect_download() as info:
        phone.click(".downloads a:text('CSV')")
    got = tmp_path / "page.csv"
    info.value.save_as(got)
    cli_json("pictomania", "deck", "--cards", "2", "--seed", "7", "--out", str(tmp_path / "cli.csv"))
    assert got.read_bytes() == (tmp_path / "cli.csv").read_bytes()


def test_pictomania_check_upload(phone, served, tmp_path, cli_json, cli_error):
    deck = tmp_path / "deck.csv"
    cli_json("pictomania", "deck", "--cards", "2", "--seed", "7", "--out", str(deck))
    lines = deck.read_text(encoding="utf-8").splitlines()
    columns = lines[0].split(",")
    cells = lines[2].split(",")
    cells[columns.index("es")], cells[columns.index("concept")] = "zzzz", ""  # a clue no inventory knows
    lines[2] = ",".join(cells)
    deck.write_text("\n".join(lines) + "\n", encoding="utf-8")
    phone.goto(f"{served.url}/decks/check")
    phone.set_input_files("#f-deck", str(deck))
    submit(phone)
    from click.testing import CliRunner

    from wordtools.cli.main import main

    said = CliRunner().invoke(main, ["pictomania", "check", str(deck)])
    assert said.exit_code == 1
    *problems, summary = said.stdout.splitlines()
    assert texts(phone, "ul.messages li") == problems and problems
    assert phone.inner_text("p.summary") == summary
    assert phone.inner_text(".verdict") == "El mazo no se puede imprimir así."


def test_macroscope_deck(phone, served, cli_json, cli_error):
    open_form(phone, served, "/decks/macroscope")
    phone.fill("#f-cards", "3")
    submit(phone)
    expected = cli_json("macroscope", "deck", "--cards", "3")
    assert texts(phone, ".card .side .w") == [s["word"].upper() for s in expected]


def test_error_beside_its_field_is_the_commands_line(phone, served, cli_json, cli_error):
    open_form(phone, served, "/montage/match")
    phone.fill("#f-slot", ".Z..R")
    with phone.expect_response(lambda r: "/montage/match?" in r.url) as response:
        phone.click("button.go")
    assert response.value.status == 422
    assert phone.inner_text("#error-slot") == cli_error("montage", "match", ".Z..R")


def test_english_labels_from_the_browser(browser, served):
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB")
    page = context.new_page()
    page.goto(f"{served.url}/wordon/best")
    assert page.inner_text("label[for=f-row]") == "Marker's row"
    page.click("header a.ui")
    assert page.inner_text("label[for=f-row]") == "Fila del marcador"
    context.close()


def test_macroscope_rate(phone, served, cli_json):
    open_form(phone, served, "/decks/rate")
    phone.fill("#f-text", "gato jirafa")
    phone.fill("#f-samples", "20")
    submit(phone)
    expected = cli_json("macroscope", "rate", "gato", "jirafa", "--samples", "20")
    assert texts(phone, "table.rates td.w") == [r["word"].upper() for r in expected]
    assert texts(phone, "table.rates td.mean") == [f"{r['mean']:.1f}" for r in expected]
