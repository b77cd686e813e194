"""The deck checks on a designer's CSV: each problem named by card, side and clue."""

from __future__ import annotations

from wordtools.games.pictomania.check import check_deck
from wordtools.games.pictomania.deckfile import read_deck

FAMILY = ["girl", "granddaughter", "woman", "mother", "grandmother", "daughter", "sister"]
BIG = ["hippopotamus", "dragon", "rhinoceros", "pegasus", "zebra", "unicorn", "crocodile"]


def _csv(tmp_path, sides: list[tuple[int, str, str, list[str]]]):
    lines = ["card,side,level,number,en"]
    for card, side, level, names in sides:
        lines += [f"{card},{side},{level},{n},{name}" for n, name in enumerate(names, 1)]
    path = tmp_path / "designer.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return read_deck(path)


def _kinds(report):
    return {(p.card, p.side, p.clue, p.kind, p.severity) for p in report.problems}


def test_a_clean_designer_deck_passes(tmp_path, inventory):
    deck = _csv(tmp_path, [(1, "A", "green", FAMILY), (1, "B", "green", BIG)])
    report = check_deck(deck, inventory)
    assert not report.errors, [str(p) for p in report.problems]


def test_each_problem_is_found_where_it_is(tmp_path, inventory):
    deck = _csv(
        tmp_path,
        [
            # clue 3 misspelt, clue 7 from another group
            (1, "A", "green", ["hippopotamus", "dragon", "rhinocerus", "pegasus", "zebra", "unicorn", "sister"]),
            # mum is mother in another spelling; white tiger is a kind of tiger (isa)
            (1, "B", "green", ["girl", "mother", "mum", "woman", "grandmother", "daughter", "granddaughter"]),
            (2, "A", "purple", ["tiger", "white tiger", "lion", "leopard", "cheetah", "jaguar", "puma"]),
            # zebra is already on 1A; bitch is blocked; cock is flagged for review
            (2, "B", "purple", ["zebra", "bitch", "cock", "chicken", "turkey", "duck", "goose"]),
        ],
    )
    report = check_deck(deck, inventory)
    found = _kinds(report)
    assert (1, "A", 3, "unknown", "error") in found
    assert (1, "A", 7, "not-alike", "warning") in found
    assert (1, "B", 3, "too-alike", "error") in found
    assert (2, "A", 2, "alike", "warning") in found  # a kind of tiger: hard, not broken
    assert (2, "B", 1, "reused", "error") in found
    assert (2, "B", 2, "denylist", "error") in found
    assert (2, "B", 3, "denylist", "warning") in found
    # Card 2B's farm birds are familiar and unlike on a purple card: far out of its band; card 2A's
    # big cats with a kind of tiger among them are hard to tell apart: purple is their level.
    assert (2, "B", None, "level", "warning") in found
    assert (2, "A", None, "level", "warning") not in found
    assert not report.ok
    message = next(str(p) for p in report.problems if p.kind == "unknown")
    assert message.startswith("card 1 side A clue 3: error: unknown: 'rhinocerus' is not in the concept inventory")
    assert "not in the lexicon either: 'rhinocerus' (en)" in message


def test_a_card_with_one_side_and_two_sides_of_one_group_at_a_level(tmp_path, inventory):
    family2 = ["aunt", "niece", "wife", "bride", "queen", "princess", "nun"]
    deck = _csv(tmp_path, [(1, "A", "green", FAMILY), (2, "A", "green", family2)])
    found = {(p.card, p.kind) for p in check_deck(deck, inventory).problems}
    assert (1, "card") in found and (2, "card") in found
