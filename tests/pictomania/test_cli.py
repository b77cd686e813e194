"""``wordtools pictomania deck`` and ``check`` as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def test_deck_prints_cards(cli):
    result = cli("pictomania", "deck", "--cards", "2", "--seed", "7")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].startswith("card 1A · green · ")
    assert len(lines) == 4 * 8
    assert [line.split(".")[0].strip() for line in lines[1:8]] == [str(n) for n in range(1, 8)]
    assert result.stdout == cli("pictomania", "deck", "--cards", "2", "--seed", "7").stdout


def test_deck_json_and_bilingual(cli):
    result = cli("pictomania", "deck", "--cards", "1", "--lang", "es,en", "--json")
    deck = json.loads(result.stdout)
    clue = deck["cards"][0]["sides"][0]["clues"][0]
    assert deck["langs"] == ["es", "en"] and clue["es"] and clue["en"] and clue["concept"]
    # What the denylist flags is left out and said, in one line (each reason is in the JSON notes).
    note = result.stderr.splitlines()[0]
    assert note.startswith("note: left out ") and "beaver" in note and "pico" in note
    assert any("beaver" in n and "review" in n for n in deck["notes"])


def test_deck_out_then_check(cli, tmp_path):
    for name in ("deck.csv", "deck.json"):
        path = tmp_path / name
        result = cli("pictomania", "deck", "--cards", "8", "--seed", "2", "--out", str(path))
        assert result.exit_code == 0 and result.stdout == ""
        assert f"wrote {path}: 8 cards (2 green, 2 orange, 2 blue, 2 purple)" in result.stderr
        checked = cli("pictomania", "check", str(path))
        assert checked.exit_code == 0, checked.stdout
        assert checked.stdout.startswith("ok: 16 sides, 0 error(s)")


def test_deck_pdf(cli, tmp_path):
    path = tmp_path / "deck.pdf"
    result = cli("pictomania", "deck", "--cards", "9", "--out", str(path))
    assert result.exit_code == 0 and path.read_bytes().startswith(b"%PDF")


def mine_csv(folder: Path) -> Path:
    """The README's hand-made deck: one side, six women and girls of the family and a zebra."""
    path = folder / "mine.csv"
    rows = ["card,side,level,number,en"]
    rows += [
        f"1,A,green,{n},{w}"
        for n, w in enumerate(["girl", "granddaughter", "woman", "mother", "mum", "daughter", "zebra"], 1)
    ]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def test_check_reports_problems_and_exits_1(cli, tmp_path):
    path = mine_csv(tmp_path)
    result = cli("pictomania", "check", str(path))
    assert result.exit_code == 1
    assert "card 1 side A clue 5: error: too-alike:" in result.stdout
    assert "card 1 side A clue 7: error: not-alike:" in result.stdout
    assert result.stdout.splitlines()[-1].startswith("NOT OK: 1 sides,")
    as_json = [json.loads(line) for line in cli("pictomania", "check", str(path), "--json").stdout.splitlines()]
    assert as_json[-1]["summary"]["ok"] is False and as_json[0]["card"] == 1


def test_the_readme_check_example_is_what_check_prints(cli, tmp_path, monkeypatch):
    # The README's block is left out of the docs examples (the file is made by hand): checked here.
    lines = README.read_text(encoding="utf-8").splitlines()
    start = lines.index("$ wordtools pictomania check mine.csv") + 1
    shown = lines[start : lines.index("```", start)]
    mine_csv(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert cli("pictomania", "check", "mine.csv").stdout.splitlines() == shown


def test_bad_input_is_one_line_and_nothing_half_written(cli, tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("card,side,level,number,en\n1,A,green,1,zebra\n", encoding="utf-8")
    result = cli("pictomania", "check", str(path))
    assert result.exit_code == 3
    assert result.stderr.count("\n") == 1 and result.stderr.startswith(f"wordtools: error: {path}:2: number:")
    out = tmp_path / "deck.json"
    result = cli("pictomania", "deck", "--cards", "150", "--level-mix", "green=1", "--out", str(out))
    assert result.exit_code == 2 and not out.exists()
    assert result.stderr.splitlines()[-1].startswith(
        "wordtools: error: the inventory has enough alike concepts for only"
    )
    result = cli("pictomania", "deck", "--level-mix", "1,2")
    assert result.exit_code == 2 and result.stderr.startswith("wordtools: error: --level-mix:")
    missing = cli("pictomania", "check", str(tmp_path / "none.csv"))
    assert missing.exit_code == 3 and "no such file" in missing.stderr
