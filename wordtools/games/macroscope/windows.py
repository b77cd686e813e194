"""The macroscope's windows: a word under a 3 × 4 grid of windows, covered by numbered tokens.

In the box a picture hides under 12 round windows. In the toolkit's word take
the card is a word: a word of *n* ≤ 12 letters fills windows 1..n in reading
order (left to right, top to bottom), one folded letter per window, and the
windows after it are empty. With ``show_length`` (the default) the empty
windows show as empty from the start, so everyone knows the length; without
it an empty window is only seen when its token comes off.

Each window is covered by a token numbered 1–6, each number twice. A die
removes a token with its number, or any token when no covered one has it.

>>> from wordtools.lexicon.alphabet import SPANISH
>>> cells = letter_cells("León", SPANISH)
>>> cells[:5]
('l', 'e', 'o', 'n', None)
>>> print(picture(letter_cells("hipopótamo", SPANISH), opened={0, 2, 7}))
H · P ·
· · · A
· · . .
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from ...errors import BadInput
from ...lexicon.alphabet import Alphabet

ROWS, COLUMNS = 3, 4
WINDOWS = ROWS * COLUMNS
TOKENS = tuple(sorted(list(range(1, 7)) * 2))  # 1..6, each twice (FACTS.md)
DIE_FACES = 6
MIN_LETTERS = 1

Cells = tuple  # WINDOWS entries: a folded letter, or None for an empty window


def letter_cells(word: str, alphabet: Alphabet) -> Cells:
    """The 12 windows of *word*: its folded letters in reading order, then empty windows.

    Refuses (:class:`BadInput`) an empty word, a word of more than 12 letters
    and letters outside the language (:class:`~wordtools.errors.UnknownLetter`).
    """
    key = alphabet.fold(word.strip())
    if len(key) < MIN_LETTERS:
        raise BadInput("an empty word cannot go under the windows")
    if len(key) > WINDOWS:
        raise BadInput(f"{word!r} has {len(key)} letters; the macroscope has {WINDOWS} windows")
    return tuple(key) + (None,) * (WINDOWS - len(key))


def word_length(cells: Cells) -> int:
    """How many windows hold a letter."""
    return sum(1 for c in cells if c is not None)


def narrow_keys(keys: list[str], window: int, letter: str | None) -> list[str]:
    """The words of *keys* (folded) that fit *window* showing *letter* (None: an empty window)."""
    if letter is None:  # the word ends before the window
        return [k for k in keys if len(k) <= window]
    return [k for k in keys if len(k) > window and k[window] == letter]


def deal_tokens(rng: random.Random) -> tuple[int, ...]:
    """A token on each window, at random (the number on window *i* is entry *i*)."""
    tokens = list(TOKENS)
    rng.shuffle(tokens)
    return tuple(tokens)


def roll_dice(rng: random.Random, dice: int = 2) -> tuple[int, ...]:
    """Two six-sided dice."""
    return tuple(rng.randint(1, DIE_FACES) for _ in range(dice))


def removable(tokens: Sequence[int], covered: Iterable[int], die: int) -> list[int]:
    """The covered windows a die of *die* may open: those with its number, or any when none has it."""
    covered = sorted(covered)
    matching = [w for w in covered if tokens[w] == die]
    return matching or covered


def die_for(tokens: Sequence[int], covered: Iterable[int], dice: Sequence[int], window: int) -> int | None:
    """The die that opens *window*: one showing its token's number first, else one no covered token
    matches (that die may open any window); None when no die may open it.

    With no 3 left under the windows, dice (3, 5) and (5, 3) open a 5-window with the 5 and keep the
    3, which may still open any window:

    >>> tokens = (5, 1, 1, 2, 2, 4, 4, 5, 6, 6, 3, 3)
    >>> covered = set(range(10))
    >>> die_for(tokens, covered, (3, 5), 0), die_for(tokens, covered, (5, 3), 0)
    (5, 5)
    >>> die_for(tokens, covered, (3, 5), 1), die_for(tokens, covered, (2, 5), 1)
    (3, None)
    """
    covered = set(covered)
    if window not in covered:
        return None
    usable = [d for d in dice if window in removable(tokens, covered, d)]
    matching = [d for d in usable if tokens[window] == d]
    chosen = matching or usable
    return chosen[0] if chosen else None


def opening_order(rng: random.Random) -> list[int]:
    """The order the 12 windows open in, token by token, with random tokens and dice.

    Tokens are laid at random, each die opens a window with its number (a
    random one of them), or any random covered window when none matches. Since
    the numbers say nothing about what lies under them, every order of the
    windows is equally likely; this draws one the way the table does.
    """
    tokens = deal_tokens(rng)
    covered = set(range(WINDOWS))
    order: list[int] = []
    while covered:
        for die in roll_dice(rng):
            if not covered:
                break
            window = rng.choice(removable(tokens, covered, die))
            covered.discard(window)
            order.append(window)
    return order


def shown_cell(cells: Cells, window: int, opened: Iterable[int] | set[int], show_length: bool) -> str:
    """What a person sees at *window*: its letter, ``.`` an empty window, ``·`` a token."""
    if window in opened or (show_length and cells[window] is None):
        letter = cells[window]
        return letter.upper() if letter is not None else "."
    return "·"


def picture(cells: Cells, opened: Iterable[int], show_length: bool = True) -> str:
    """The grid as a person at the table sees it, one row of windows per line."""
    opened = set(opened)
    rows = []
    for r in range(ROWS):
        rows.append(" ".join(shown_cell(cells, r * COLUMNS + c, opened, show_length) for c in range(COLUMNS)))
    return "\n".join(rows)
