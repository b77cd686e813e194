"""The page's words in Spanish and English: every label is here, in both languages.

The interface language is the page's choice (``?ui=en``, kept in a cookie), else the
browser's Accept-Language, else Spanish. (It is not the lexicon's language: an English
speaker may look up Spanish words.)

>>> pick_ui(None, None, "en-GB,en;q=0.9,es;q=0.5")
'en'
>>> pick_ui(None, None, "fr, de")
'es'
>>> LABELS["anagram"]["en"]
'Anagram'
"""

from __future__ import annotations

UI_LANGS = ("es", "en")

# key: (Spanish, English)
_PAIRS: dict[str, tuple[str, str]] = {
    "nav_lookups": ("Buscar", "Look up"),
    "nav_decks": ("Mazos", "Decks"),
    "nav_play": ("Jugar", "Play"),
    "more_options": ("Más opciones", "More options"),
    "at_letter": ("letra", "letter"),
    "phase_clue": ("pistas: ofrece una pista o termina", "clues: offer a clue or end"),
    "phase_decide": ("decidir: avanza o quédate con tu carta", "decide: move on or keep your card"),
    "phase_final": ("final: escribe tu palabra", "final: write your word"),
    "extra_card": ("carta extra", "extra card"),
    "move_end": ("no dar más pistas (end)", "no more clues (end)"),
    "move_pass": ("pasar (que ofrezcan otros)", "pass (let others offer)"),
    "move_stay": ("quedarme con esta carta (stay)", "keep this card (stay)"),
    "move_advance": ("anoto {x} y avanzo", "note {x} and move on"),
    "move_guess": ("adivino {x}", "guess {x}"),
    "move_write": ("escribir {w}", "write {w}"),
    "move_swapall": ("cambiar todas (2 monedas)", "swap all (2 coins)"),
    "move_swap": ("cambiar {x} (1 moneda)", "swap {x} (1 coin)"),
    "move_drop": ("soltar 2 fichas y pasar", "drop 2 tiles and end the turn"),
    "last_moves": ("Últimas jugadas", "Last moves"),
    "level_green": ("verde", "green"),
    "level_orange": ("naranja", "orange"),
    "level_blue": ("azul", "blue"),
    "level_purple": ("morado", "purple"),
    "legend_extra": ("de la zona extra", "from the extra zone"),
    "legend_blank": ("comodín", "blank"),
    "secret_length": ("Letras por palabra secreta", "Letters per secret word"),
    "rate": ("Macroscope: valorar palabras", "Macroscope: rate words"),
    "against": ("Rivales", "Rivals"),
    "samples": ("Órdenes de dados por palabra", "Dice orders per word"),
    "windows_note": (
        "ventanas abiertas (de 12) hasta que la palabra es la única candidata: media, p10, p90",
        "windows opened (of 12) until the word is the only candidate: mean, p10, p90",
    ),
    "mean": ("media", "mean"),
    "title": ("wordtools en la mesa", "wordtools at the table"),
    "home": ("Inicio", "Home"),
    "lookups": ("Buscar palabras", "Look up words"),
    "anagram": ("Anagrama", "Anagram"),
    "pattern": ("Patrón", "Pattern"),
    "check": ("Comprobar palabra", "Check a word"),
    "letterjam": ("Letter Jam", "Letter Jam"),
    "wordon": ("WordOn", "WordOn"),
    "montage": ("Montage", "Montage"),
    "decks": ("Mazos: Pictomania y Macroscope", "Decks: Pictomania and Macroscope"),
    "play": ("Jugar contra el ordenador", "Play against the computer"),
    "go": ("Buscar", "Search"),
    "letters": ("Letras", "Letters"),
    "sub": ("También palabras más cortas", "Shorter words too"),
    "reuse": ("Repetir letras", "Letters may repeat"),
    "wildcards": ("Comodines fuera del conjunto", "Wildcards outside the set"),
    "min": ("Longitud mínima", "Shortest length"),
    "sort": ("Orden", "Order"),
    "limit": ("Cuántos (0 = todos)", "How many (0 = all)"),
    "lang": ("Idioma del léxico", "Lexicon language"),
    "word": ("Palabra", "Word"),
    "words": ("Palabras", "Words"),
    "kind": ("Clase", "Kind"),
    "lists": ("Listas", "Lists"),
    "familiarity": ("Familiaridad", "Familiarity"),
    "found": ("encontradas", "found"),
    "shown": ("mostradas", "shown"),
    "none_found": ("No se encontró nada.", "Nothing found."),
    "clues": ("Pistas", "Clues"),
    "players_seen": ("Letras que ves (jugador y letra)", "Letters you see (player and letter)"),
    "player": ("Jugador", "Player"),
    "letter": ("Letra", "Letter"),
    "npc": ("Atriles sin jugador (letras)", "Non-player stands (letters)"),
    "bonus": ("Letras de bonificación", "Bonus letters"),
    "no_wildcard": ("Sin comodín", "No wildcard"),
    "length": ("Longitud (p. ej. 3..8)", "Length (e.g. 3..8)"),
    "need": ("Quién lo necesita más (nombres)", "Who needs it most (names)"),
    "may_say": ("Lo que puedes decir", "What you may say"),
    "why_top": ("Por qué la primera es la mejor", "Why the top one is best"),
    "helps": ("ayuda a", "helps"),
    "writes": ("escribe", "writes"),
    "deduce": ("Deducir mi letra", "Deduce my letter"),
    "clue_sheet": (
        "Pistas de tu hoja (? = tu letra, * = comodín)",
        "Clues on your sheet (? = your letter, * = wildcard)",
    ),
    "seen": ("Cartas que ves ahora", "Cards you see now"),
    "add_clue": ("Añadir pista", "Add clue"),
    "clear": ("Borrar", "Clear"),
    "chance": ("probabilidad", "chance"),
    "deal": ("Repartir palabras secretas", "Deal secret words"),
    "players": ("Jugadores", "Players"),
    "seed": ("Semilla", "Seed"),
    "cards_in_order": ("cartas en orden", "cards in order"),
    "npc_stacks": ("Montones sin jugador", "Non-player stacks"),
    "best": ("Mejores jugadas", "Best moves"),
    "rack": ("Atril ([ch] [ll] [rr], ? = comodín)", "Rack ([ch] [ll] [rr], ? = blank)"),
    "extra": ("Fichas extra", "Extra tiles"),
    "row": ("Fila del marcador", "Marker's row"),
    "points": ("puntos", "points"),
    "to_next": ("al siguiente", "to the next player"),
    "leave": ("te quedan", "left on your rack"),
    "score_word": ("Puntuar una palabra", "Score a word"),
    "slot": (
        "Hueco: . cualquiera, inicial de color en mayúscula, letra conocida en minúscula",
        "Slot: . any, a colour's initial in capitals, a known letter in lower case",
    ),
    "reversible": ("También al revés", "Also backwards"),
    "encode": ("Codificar en colores", "Encode as colours"),
    "match": ("Palabras para un hueco", "Words for a slot"),
    "pictomania": ("Pictomania", "Pictomania"),
    "macroscope": ("Macroscope", "Macroscope"),
    "make_deck": ("Hacer un mazo", "Make a deck"),
    "cards": ("Cartas", "Cards"),
    "level_mix": ("Mezcla de niveles (verde,naranja,azul,morado)", "Level mix (green,orange,blue,purple)"),
    "download": ("Descargar", "Download"),
    "check_deck": ("Comprobar un mazo (CSV o JSON)", "Check a deck (CSV or JSON)"),
    "file": ("Archivo", "File"),
    "upload": ("Comprobar", "Check"),
    "deck_ok": ("El mazo se puede imprimir.", "The deck is fit to print."),
    "deck_not_ok": ("El mazo no se puede imprimir así.", "The deck is not fit to print."),
    "side": ("Cara", "Side"),
    "level": ("Nivel", "Level"),
    "theme": ("Tema", "Theme"),
    "preview": ("Vista previa", "Preview"),
    "new_game": ("Nueva partida", "New game"),
    "your_seat": ("Tu asiento", "Your seat"),
    "your_move": ("Te toca", "Your move"),
    "moves_offered": ("Jugadas posibles", "Moves you may make"),
    "suggested": ("sugerida", "suggested"),
    "type_move": ("O escribe una jugada", "Or type a move"),
    "send": ("Jugar", "Play"),
    "refused": ("Jugada rechazada", "Move refused"),
    "log": ("Registro de la partida (JSON lines)", "Game log (JSON lines)"),
    "game_over": ("Fin de la partida", "Game over"),
    "winner": ("gana", "wins"),
    "what_happened": ("Lo que ha pasado", "What happened"),
    "score": ("Puntos", "Score"),
    "coins": ("Monedas", "Coins"),
    "bag": ("Bolsa", "Bag"),
    "board": ("Tablero", "Board"),
    "tiles_of": ("fichas", "tiles"),
    "you": ("tú", "you"),
    "computer": ("ordenador", "computer"),
    "seat": ("asiento", "seat"),
    "stands": ("Atriles", "Stands"),
    "your_card": ("Tu carta", "Your card"),
    "sheet": ("Tu hoja", "Your sheet"),
    "tokens": ("Fichas de pista", "Clue tokens"),
    "phase": ("Fase", "Phase"),
    "deck_left": ("Mazo", "Deck"),
    "said": ("Dicho en voz alta", "Said aloud"),
    "history": ("Pistas dadas", "Clues given"),
    "guesses": ("Lo que has anotado", "What you noted"),
    "no_move": ("Esperando…", "Waiting…"),
    "error": ("Error", "Error"),
    "busy": ("La consulta tardó demasiado y se cortó", "The query took too long and was cut off"),
    "results": ("Resultados", "Results"),
    "language": ("English", "Español"),
    "total": ("Total", "Total"),
    "freq": ("frecuencia", "frequency"),
    "alpha": ("alfabético", "alphabetical"),
    "length_sort": ("longitud", "length"),
    "default": ("(predeterminado)", "(default)"),
    "default_is": ("(predeterminado: {x})", "(default: {x})"),
    "reads": ("se lee", "reads"),
    "forward": ("hacia delante", "forwards"),
    "backward": ("al revés", "backwards"),
    "opponents": ("Rivales", "Opponents"),
    "start": ("Empezar", "Start"),
    "cell_plain": ("casilla normal", "plain cell"),
    "letters_sum": ("letras", "letters"),
    "doubled": ("×2 (zona extra vacía)", "×2 (extra zone empty)"),
    "seven_bonus": ("por 7 fichas", "for 7 tiles"),
    "unused_extra": ("extra sin usar", "unused extra"),
    "from_extra": ("de la zona extra", "from the extra zone"),
    "not_found": ("No existe esa página.", "No such page."),
    "forbidden": ("Falta el token de acceso.", "The access token is missing."),
    "too_big": ("Demasiado grande.", "Too large."),
}

LABELS: dict[str, dict[str, str]] = {key: {"es": es, "en": en} for key, (es, en) in _PAIRS.items()}


def pick_ui(asked: str | None, cookie: str | None, accept_language: str | None) -> str:
    """The interface language: the page's choice, its cookie, the browser's first known language, else es."""
    for choice in (asked, cookie):
        if choice in UI_LANGS:
            return choice
    for part in (accept_language or "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in UI_LANGS:
            return code
    return "es"


class Words:
    """The labels in one language, for templates: ``t.anagram``; an unknown key is a test failure, not a page."""

    def __init__(self, ui: str):
        self.ui = ui

    def __getattr__(self, key: str) -> str:
        try:
            return LABELS[key][self.ui]
        except KeyError:
            raise AttributeError(key) from None

    def __call__(self, key: str) -> str:
        return LABELS[key][self.ui]
