"""Answers put in words for the page, in its language (what the rules let you say, why a clue is best, a score's sum).

>>> clue = {"word": "ofrece", "length": 6, "wildcard": "c", "players": ["ana", "bea"], "npc_used": 2,
...         "bonus_used": 0, "zipf": 4.81, "score": 2.3905, "ambiguity": []}
>>> say(clue, "en")
'6 letters, helps 2 players, 2 non-player stands, 0 bonus letters, uses the wildcard'
>>> say(clue, "es")
'6 letras, ayuda a 2 jugadores, 2 atriles sin jugador, 0 letras de bonificación, usa el comodín'
"""

from __future__ import annotations


def _n(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def say(clue: dict, ui: str) -> str:
    """What the giver may say aloud (the rulebook's announcement), as ``letterjam clues`` prints it."""
    players, npc, bonus = len(clue["players"]), clue["npc_used"], clue["bonus_used"]
    if ui == "es":
        parts = [
            _n(clue["length"], "letra", "letras"),
            "ayuda a " + _n(players, "jugador", "jugadores"),
            _n(npc, "atril sin jugador", "atriles sin jugador"),
            _n(bonus, "letra de bonificación", "letras de bonificación"),
            "usa el comodín" if clue["wildcard"] else "sin comodín",
        ]
    else:
        parts = [
            _n(clue["length"], "letter", "letters"),
            "helps " + _n(players, "player", "players"),
            _n(npc, "non-player stand", "non-player stands"),
            _n(bonus, "bonus letter", "bonus letters"),
            "uses the wildcard" if clue["wildcard"] else "no wildcard",
        ]
    return ", ".join(parts)


def why(clues: list[dict], ui: str) -> str:
    """The top clue's score taken apart into the finder's terms, against the next one's."""
    from ..games.letterjam.clues import FREQ_WEIGHT, NPC_BONUS
    from ..games.letterjam.shortlist import BONUS_COST

    top = clues[0]
    freq = FREQ_WEIGHT * (min(top["zipf"], 6.0) - 3.0)
    npc, bonus = NPC_BONUS * top["npc_used"], BONUS_COST * top["bonus_used"]
    helped = top["score"] - npc + bonus - freq
    chances = ", ".join(f"{h['player']} {h['probability']:.0%}" for h in top["ambiguity"])
    if ui == "es":
        text = (
            f"{top['word'].upper()} suma {top['score']:.2f}: {helped:.2f} por la probabilidad de que cada jugador "
            f"ayudado acierte su letra ({chances}) + {npc:.2f} por los atriles sin jugador que avanzan"
            f" − {bonus:.2f} por letras de bonificación + {freq:.2f} por lo común que es (zipf {top['zipf']:.2f})"
        )
        if len(clues) > 1:
            text += f"; la siguiente, {clues[1]['word'].upper()}, suma {clues[1]['score']:.2f}"
    else:
        text = (
            f"{top['word'].upper()} scores {top['score']:.2f}: {helped:.2f} for the chance that each player it "
            f"helps names their letter ({chances}) + {npc:.2f} for the non-player stands it moves on"
            f" − {bonus:.2f} for bonus letters spent + {freq:.2f} for how common it is (zipf {top['zipf']:.2f})"
        )
        if len(clues) > 1:
            text += f"; the next, {clues[1]['word'].upper()}, scores {clues[1]['score']:.2f}"
    return text + "."


def sum_text(play: dict, ui: str) -> str:
    """A WordOn play's score as the rulebook adds it up, one step after another."""
    b = play["breakdown"]
    terms = []
    for cell in b["cells"]:
        factor = {"2L": "×2", "3L": "×3"}.get(cell["cell"], "")
        shown = cell["as"].upper() if cell["tile"] != "?" else f"?={cell['as'].upper()}"
        terms.append(f"{shown} {cell['value']}{factor}")
    es = ui == "es"
    steps = [f"{' + '.join(terms)} = {b['letters']}"]
    total = b["letters"]
    if b["doubled"]:
        total *= 2
        steps.append(("×2 (zona extra vacía)" if es else "×2 (extra zone empty)") + f" = {total}")
    if b["seven_tile_bonus"]:
        total += b["seven_tile_bonus"]
        steps.append(f"+{b['seven_tile_bonus']} " + ("por 7 fichas" if es else "for 7 tiles") + f" = {total}")
    if b["unused_extra"]:
        total -= b["unused_extra"]
        steps.append(f"−{b['unused_extra']} " + ("extra sin usar" if es else "unused extra") + f" = {total}")
    return " → ".join(steps) + (f" ({play['score']} " + ("puntos" if es else "points") + ")")
