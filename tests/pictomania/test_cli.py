"""``wordtools pictomania deck`` and ``check`` as a user runs them."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from wordtools.lexicon.concept_levels import LEVELS

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
        lines = checked.stdout.splitlines()
        assert lines[-1].startswith("ok: 16 sides, 0 error(s)")
        # A fresh deck gets no warning from its own checker but for its size: 8 cards, 2 a level.
        assert lines[:-1] == [
            "deck: warning: cards: 8 card(s): the box has 99",
            *(f"deck: warning: cards: 2 {level} card(s): a round at {level} takes 6" for level in LEVELS),
        ]


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
    assert "card 1 side A clue 7: warning: not-alike:" in result.stdout
    assert result.stdout.splitlines()[-1].startswith("NOT OK: 1 sides,")
    as_json = [json.loads(line) for line in cli("pictomania", "check", str(path), "--json").stdout.splitlines()]
    assert as_json[-1]["summary"]["ok"] is False and as_json[0]["card"] == 0  # the deck-wide warnings first


def test_the_published_sides_pass_with_warnings(cli):
    # Four sides printed in the box (FACTS.md; the box's levels are not known: each side has the level
    # the difficulty rule gives it, so the two cards mix levels): kinds of each other are
    # what make the secret-agent side hard, so they are warnings, not errors.
    result = cli("pictomania", "check", str(Path(__file__).parent / "data" / "published.csv"))
    assert result.exit_code == 0, result.stdout
    lines = result.stdout.splitlines()
    assert (
        "card 2 side B clue 5: warning: alike: clues 2 and 5 are easily confused in a drawing: "
        "'private eye' is a kind of 'detective'" in lines
    )
    assert (
        "card 2 side B clue 7: warning: alike: clues 4 and 7 are easily confused in a drawing: "
        "'bouncer' is a kind of 'security guard'" in lines
    )
    assert lines[-1] == "ok: 4 sides, 0 error(s), 9 warning(s), 4/4 sides in their level's band (100%)"


def test_our_deck_with_only_the_required_columns_gives_no_errors(cli, tmp_path):
    # Names of several concepts (papa, manta; spring) take the meaning that shares most groups with
    # their side, so group and concept are truly optional.
    for lang in ("es", "en"):
        full = tmp_path / f"{lang}.csv"
        cli("pictomania", "deck", "--lang", lang, "--seed", "0", "--out", str(full))
        rows = list(csv.DictReader(full.open(encoding="utf-8")))
        bare = tmp_path / f"bare-{lang}.csv"
        with bare.open("w", encoding="utf-8", newline="") as out:
            writer = csv.writer(out)
            writer.writerow(["card", "side", "level", "number", lang])
            writer.writerows([r["card"], r["side"], r["level"], r["number"], r[lang]] for r in rows)
        result = cli("pictomania", "check", str(bare))
        assert result.exit_code == 0 and result.stdout.splitlines()[-1].startswith(
            "ok: 198 sides, 0 error(s), 0 warning(s)"
        )


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
    assert result.exit_code == 2 and result.stderr.startswith(
        "wordtools: error: Invalid value for '--level-mix': must be 4 weights (green,orange,blue,purple)"
    )
    missing = cli("pictomania", "check", str(tmp_path / "none.csv"))
    assert missing.exit_code == 3 and "no such file" in missing.stderr
