"""Measured tables for the smart player: what a kept tile and a handed tile are worth.

Start with :func:`strategy_table` (the table of one language, read from
``wordtools/data/wordon/strategy_<lang>.txt``). The numbers come from
:func:`measure`, which plays greedy 3-player games and fits two linear
models by least squares:

- **keep**: a player's score on their next turn, against the tiles they kept
  on the rack (counts per tile, plus rack-shape terms: doubles, too many
  vowels or consonants, none of one kind). The rack is always drawn back to
  7, so a tile's figure is what keeping it is worth against a fresh draw.
- **give**: a player's turn score, against the tiles in their extra-tile
  zone when the turn starts (those handed over on W cells, or dropped). The
  intercept is the turn with an empty zone, so a tile's figure is what it
  gives the player who finds it there.

Only turns with more than :data:`MEASURE_BAG` tiles in the bag count (the
end game is valued apart, by the tiles' points). Rebuild a table with
``python scripts/measure_wordon_tables.py LANG [GAMES]``.
"""

from __future__ import annotations

from functools import cache

from ...datafiles import data_path
from ...errors import DataError
from ...records import SlotRecord

DATA = data_path("wordon")
MEASURE_BAG = 14  # turns with fewer tiles in the bag are end game: not measured
MEASURE_SEED = 100_000  # first seed of the measuring games (apart from tests, bench and tuning)
SHAPES = ("doubles", "vowels_over_2", "consonants_over_3", "no_vowel", "no_consonant")


class StrategyTable(SlotRecord):
    """Per tile, the points a kept tile adds to the next turn and a handed tile gives the next player."""

    # a slot record: ``wordon best`` imports this module, and a dataclass costs a millisecond to create
    __slots__ = ("lang", "keep", "give", "shape")

    def __init__(self, lang: str, keep: dict[str, float], give: dict[str, float], shape: dict[str, float]):
        self.lang, self.keep, self.give, self.shape = lang, keep, give, shape

    def keep_value(self, leave: tuple[str, ...], vowels: str) -> float:
        """Points the tiles kept on the rack are expected to add to the next turn (vs fresh tiles)."""
        return sum(self.keep.get(t, 0.0) for t in leave) + sum(
            self.shape[name] * x for name, x in zip(SHAPES, rack_shape(leave, vowels))
        )

    def give_value(self, handed: tuple[str, ...]) -> float:
        """Points the tiles handed on W cells are expected to give the next player."""
        return sum(self.give.get(t, 0.0) for t in handed)


def rack_shape(leave: tuple[str, ...], vowels: str) -> tuple[float, ...]:
    """The rack-shape terms of :data:`SHAPES` for *leave* (blanks are neither vowel nor consonant)."""
    seen: dict[str, int] = {}
    for t in leave:
        seen[t] = seen.get(t, 0) + 1
    doubles = sum(c - 1 for c in seen.values())
    v = sum(1 for t in leave if t in vowels)
    k = sum(1 for t in leave if t != "?" and t not in vowels)
    big = len(leave) >= 2
    return (float(doubles), float(max(v - 2, 0)), float(max(k - 3, 0)), float(big and v == 0), float(big and k == 0))


@cache
def strategy_table(lang: str) -> StrategyTable:
    """The measured table of *lang*, read from ``wordtools/data/wordon/strategy_<lang>.txt``."""
    name = f"strategy_{lang}.txt"
    try:
        text = (DATA / name).read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(f"WordOn strategy table {name} is missing: {exc}") from None
    return parse_table(text, lang, name)


def parse_table(text: str, lang: str, source: str = "table") -> StrategyTable:
    """Read a table's text: lines ``keep TILE x``, ``give TILE x``, ``shape NAME x``; ``#`` comments."""
    parts: dict[str, dict[str, float]] = {"keep": {}, "give": {}, "shape": {}}
    for number, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        fields = line.split()
        try:
            kind, key, value = fields
            parts[kind][key] = float(value)
        except (ValueError, KeyError):
            raise DataError(f"{source} line {number}: expected 'keep|give|shape NAME NUMBER', got {line!r}") from None
    if set(parts["shape"]) != set(SHAPES):
        raise DataError(f"{source}: shape terms must be {', '.join(SHAPES)}")
    return StrategyTable(lang, parts["keep"], parts["give"], parts["shape"])


# -- measuring ----------------------------------------------------------------


def _turns(lang: str, games: int, first_seed: int):
    """Greedy 3-player games, turn by turn: (seat, bag, zone, score, leave) per finished turn."""
    from ...engine import find_game
    from ...seeding import chance

    game = find_game("wordon")
    greedy = game.strategies["greedy"]
    for seed in range(first_seed, first_seed + games):
        players = [greedy(game, i, chance(seed, "strategy", i)) for i in range(3)]
        state = game.setup({"players": 3, "lang": lang, "board": None}, seed)
        turns = []
        start = None
        while game.outcome(state) is None:
            seat = state.seat
            if start is None:
                start = state
            move = players[seat].choose(game.view(state, seat))
            checked = game.check(state, seat, move)
            leave = checked.facts.leave if checked.facts is not None else None
            after = game.apply(state, checked).state
            if after.seat != seat:  # the turn is over (no-word swaps go on)
                turns.append((seat, len(start.bag), start.extra, after.scores[seat] - start.scores[seat], leave))
                start = None
            state = after
        yield turns


def _least_squares(rows: list[tuple[dict[int, float], float]], width: int) -> list[float]:
    """Coefficients minimising the squared error (normal equations; rows are sparse)."""
    xtx = [[0.0] * width for _ in range(width)]
    xty = [0.0] * width
    for features, y in rows:
        items = list(features.items())
        for i, a in items:
            xty[i] += a * y
            line = xtx[i]
            for j, b in items:
                line[j] += a * b
    for i in range(width):
        xtx[i][i] += 1e-6  # tiles never seen stay at 0 instead of making the system singular
    # Gauss-Jordan with partial pivoting
    m = [row[:] + [xty[i]] for i, row in enumerate(xtx)]
    for col in range(width):
        pivot = max(range(col, width), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        p = m[col][col]
        m[col] = [x / p for x in m[col]]
        for r in range(width):
            if r != col and m[r][col]:
                f = m[r][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][width] for i in range(width)]


def measure(lang: str, games: int = 3000, first_seed: int = MEASURE_SEED) -> tuple[StrategyTable, int, int]:
    """Fit the keep and give tables from *games* greedy games; also returns the two sample sizes."""
    from ...lexicon.alphabet import alphabet_for
    from .tiles import tile_set

    vowels = alphabet_for(lang).vowels
    tiles = list(tile_set(lang).tiles)
    code = {t: i for i, t in enumerate(tiles)}
    n = len(tiles)
    keep_rows, give_rows = [], []
    for turns in _turns(lang, games, first_seed):
        for i, (seat, bag, zone, score, leave) in enumerate(turns):
            if bag <= MEASURE_BAG:
                continue
            features: dict[int, float] = {n: 1.0}
            for t in zone:
                features[code[t]] = features.get(code[t], 0.0) + 1
            give_rows.append((features, score))
            if leave is None:
                continue
            following = next((t for t in turns[i + 1 :] if t[0] == seat), None)
            if following is None:
                continue
            features = {n + len(SHAPES): 1.0}
            for t in leave:
                features[code[t]] = features.get(code[t], 0.0) + 1
            for k, x in enumerate(rack_shape(tuple(leave), vowels)):
                if x:
                    features[n + k] = x
            keep_rows.append((features, following[3]))
    give = _least_squares(give_rows, n + 1)
    keep = _least_squares(keep_rows, n + len(SHAPES) + 1)
    table = StrategyTable(
        lang, dict(zip(tiles, keep[:n])), dict(zip(tiles, give[:n])), dict(zip(SHAPES, keep[n : n + len(SHAPES)]))
    )
    return table, len(keep_rows), len(give_rows)


def table_text(table: StrategyTable, games: int, first_seed: int, keep_rows: int, give_rows: int) -> str:
    """The data file for *table*, saying how it was measured."""
    lines = [
        f"# WordOn smart-player table, {table.lang}: measured by `python scripts/measure_wordon_tables.py "
        f"{table.lang} {games}`",
        f"# from {games} greedy 3-player games (seeds {first_seed}-{first_seed + games - 1}), turns with more than "
        f"{MEASURE_BAG} tiles in the bag.",
        f"# keep TILE x: points the next turn gains per tile kept on the rack, against a fresh draw ({keep_rows} turns)",
        f"# give TILE x: points a player gains per tile found in their extra-tile zone ({give_rows} turns)",
        "# shape NAME x: rack-shape terms of the keep model",
    ]
    for t in table.keep:
        lines.append(f"keep {t:<2} {table.keep[t]:+.2f}")
    for t in table.give:
        lines.append(f"give {t:<2} {table.give[t]:+.2f}")
    for name in SHAPES:
        lines.append(f"shape {name} {table.shape[name]:+.2f}")
    return "\n".join(lines) + "\n"
