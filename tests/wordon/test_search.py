"""Best-move search and scoring: hand-checked scores on the tiny lexicon, and the
top score against a brute-force scan of the whole strict list on the real ones."""

from __future__ import annotations

import random

import pytest

from wordtools.errors import BadInput, IllegalMove
from wordtools.games.wordon.board import default_board
from wordtools.games.wordon.search import Hand, RowCells, Searcher, best_way, searcher
from wordtools.games.wordon.tiles import parse_tiles, tile_set


def _search(get_lexicon, lang="es"):
    return Searcher(get_lexicon(lang, "strict"), default_board())


def test_score_follows_the_rulebook_order(tiny):
    s = _search(tiny)
    # row 1: W 2L W . . . . -> C3 + A1x2 + L1 + O1 + R1 = 8; extra zone empty -> x2
    play = s.score_play("calor", parse_tiles("calorxx", "es"), (), 1)
    assert (play.way.letters, play.way.doubled, play.score) == (8, True, 16)
    assert play.to_next_player == ("c", "l") and sorted(play.leave) == ["x", "x"]
    # an unused extra Z: no x2, minus 10
    play = s.score_play("calor", parse_tiles("calor", "es"), ("z",), 1)
    assert (play.way.doubled, play.way.penalty, play.score) == (False, 10, -2)
    # the extra tile used: x2 again, and the rack keeps its own A
    play = s.score_play("calor", parse_tiles("clor", "es") + ("a",), ("a",), 1)
    assert play.score == 16 and play.way.extra_positions == (1,)


def test_digraph_tiles_and_blanks(tiny):
    s = _search(tiny)
    # row 2: . W . W 3L . . -> CH5 + O1 + RR8 + O1 = 15, x2
    assert s.score_play("chorro", parse_tiles("[ch]o[rr]o", "es"), (), 2).score == 30
    # a blank as CH is worth 0
    play = s.score_play("chorro", parse_tiles("?o[rr]o", "es"), (), 2)
    assert play.score == 20 and play.way.blanks == (0,)
    # two single tiles never make RR
    with pytest.raises(IllegalMove, match="R \\+ R never make RR"):
        s.score_play("chorro", parse_tiles("[ch]orro", "es"), (), 2)


def test_blank_takes_the_cheapest_cell(tiny):
    s = _search(tiny)
    # PERRUNO = P E RR U N O: 6 tiles, no bonus; the blank takes the cheapest cell
    play = s.score_play("perruno", parse_tiles("pe?uno", "es"), (), 4)
    assert len(play.tiles) == 6 and play.way.bonus == 0
    assert play.way.blanks == (2,) and play.score == 2 * (3 * 3 + 1 + 0 + 1 + 1 + 1)


def test_extra_blank_used_when_the_x2_pays(tiny):
    s = _search(tiny)
    play = s.score_play("rosa", parse_tiles("rosa", "es"), ("?",), 3)
    # row 3: . . W 2L: using the extra blank for the cheapest letter empties the zone
    assert play.way.extra_blanks_used == 1 and play.way.doubled
    assert play.score == 2 * (1 + 1 + 1 + 1 * 2 - 1)
    assert play.leave == ("r",) and play.extra_unused == ()  # the blank took the R's place: the rack keeps its R


def test_why_not_playable(tiny):
    s = _search(tiny)
    with pytest.raises(IllegalMove, match="not a word"):
        s.score_play("xyz", ("x", "y", "z"), (), 1)
    with pytest.raises(IllegalMove, match=r"missing \[LL\]$"):
        s.score_play("collar", parse_tiles("coar", "es"), (), 1)
    with pytest.raises(IllegalMove, match="takes 8 tiles"):
        s.score_play("afinando", parse_tiles("afinand", "es"), ("o",), 1)
    with pytest.raises(BadInput, match="at most 7"):
        s.score_play("calor", parse_tiles("calorabc", "es"), (), 1)
    with pytest.raises(BadInput, match="at most 2"):
        s.score_play("calor", parse_tiles("calor", "es"), ("a", "b", "c"), 1)
    with pytest.raises(BadInput, match="row 7"):
        s.score_play("calor", parse_tiles("calor", "es"), (), 7)


def test_ranking_is_by_score_then_alphabetical(tiny):
    s = _search(tiny)
    rack, extra = parse_tiles("calor?", "es"), ("r",)
    everything = s.plays(rack, extra, 1)
    keys = [(-p.score, p.key) for p in everything]
    assert keys == sorted(keys) and len(everything) >= 4
    assert [p.key for p in s.plays(rack, extra, 1, top=3)] == [p.key for p in everything[:3]]


# -- brute force over the whole strict list ------------------------------------


def _all_assignments_best(tiles, rack, extra, mult, values):
    """Independent reference: try every way to take each cell's tile from the rack or the extra zone."""
    sources = [("r", t) for t in rack] + [("e", t) for t in extra]
    best = None
    used = [False] * len(sources)

    def walk(p, placed):
        nonlocal best
        if p == len(tiles):
            left = [t for (zone, t), u in zip(sources, used) if zone == "e" and not u]
            score = placed * (2 if not left else 1) + (10 if len(tiles) == 7 else 0) - sum(values[t] for t in left)
            best = score if best is None else max(best, score)
            return
        tried = set()
        for i, (zone, t) in enumerate(sources):
            if used[i] or (zone, t) in tried or (t != tiles[p] and t != "?"):
                continue
            tried.add((zone, t))
            used[i] = True
            walk(p + 1, placed + (0 if t == "?" else values[t] * mult[p]))
            used[i] = False

    walk(0, 0)
    return best


@pytest.fixture(scope="module")
def word_tables():
    from wordtools.lexicon import get_lexicon

    tables = {}
    for lang in ("es", "en"):
        lexicon = get_lexicon(lang, "strict")
        s = searcher(lexicon)
        kinds = {t: 1 << i for i, t in enumerate(sorted(set(s.values)))}
        entries = {}
        for i in range(len(lexicon)):
            key = lexicon.key(i)
            tiles = tuple(s.alphabet.tiles(key))  # once per word, with the library's own tokenizer
            if 2 <= len(tiles) <= 7:
                mask = 0
                for t in tiles:
                    mask |= kinds[t]
                entries[key] = (tiles, mask)
        tables[lang] = (lexicon, kinds, list(entries.values()))
    return tables


def _random_racks(lang, count, seed):
    rng = random.Random(f"wordon-brute:{lang}:{seed}")
    real = [t for t in tile_set(lang).bag() if t != "?"]
    for n in range(count):
        blanks = n % 3
        tiles = rng.sample(real, 9 - blanks) + ["?"] * blanks
        rng.shuffle(tiles)
        extra_size = rng.choice((0, 1, 2, 2))
        yield tuple(tiles[: 9 - extra_size][:7]), tuple(tiles[9 - extra_size :]), rng.randint(1, 6)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_top_score_equals_brute_force(real, word_tables, lang):
    lexicon, kinds, entries = word_tables[lang]
    s = searcher(lexicon)
    values = s.values
    checked = 0
    for rack, extra, row in _random_racks(lang, 150, 1):
        mult = default_board().multipliers(row)
        have = 0
        for t in (*rack, *extra):
            if t != "?":
                have |= kinds[t]
        blanks = (*rack, *extra).count("?")
        missing_ok = [tiles for tiles, mask in entries if (mask & ~have).bit_count() <= blanks]
        # exhaustive scoring, best bound first; stop once no bound can beat the best found
        bounded = sorted(
            (
                (2 * sum(values[t] * m for t, m in zip(tiles, mult)) + (10 if len(tiles) == 7 else 0), tiles)
                for tiles in missing_ok
            ),
            reverse=True,
        )
        best = None
        for bound, tiles in bounded:
            if best is not None and bound < best:
                break
            score = _all_assignments_best(tiles, rack, extra, mult, values)
            if score is not None and (best is None or score > best):
                best = score
        found = s.plays(rack, extra, row, top=1)
        assert (found[0].score if found else None) == best, (rack, extra, row)
        checked += 1
    assert checked == 150


def test_best_way_matches_exhaustive_on_small_cases():
    values = {**{c: 0 for c in "abcdefghijklmnñopqrstuvwxyz"}, **tile_set("es").value_table()}
    rng = random.Random("wordon-best-way")
    board = default_board()
    pool = [t for t in tile_set("es").bag()]
    for _ in range(400):
        tiles = tuple(rng.choice(pool[:-2]) for _ in range(rng.randint(2, 7)))
        have = list(tiles) + rng.sample(pool, 3)
        rng.shuffle(have)
        cut = rng.randint(0, 2)
        extra, rack = tuple(have[:cut]), tuple(have[cut : cut + 7])
        row = rng.randint(1, 6)
        mult, w = board.multipliers(row), board.w_cells(row)
        way = best_way(tiles, Hand.of(rack, extra), RowCells(mult, w, values))
        expected = _all_assignments_best(tiles, rack, extra, mult, values)
        assert (way.score if way else None) == expected, (tiles, rack, extra, row)


def test_digraph_word_planes_follow_the_tokenizer(real):
    """Tile counts and letter scores from the bitset roles equal those of the tokenizer, word by word."""
    lexicon = real("es", "strict")
    s = searcher(lexicon)
    scores, index = s.letter_scores, lexicon.index
    mult = default_board().multipliers(4)
    checked = 0
    for length in range(2, 11):
        start, _ = index.id_range(length)
        _, _, by_tiles = scores.roles(length)
        planes = scores.special_planes(mult, length)
        for i in index.ids_from_bits(scores.special(length), start)[::7]:
            tiles = tuple(s.alphabet.tiles(index.key(i)))
            bit = 1 << (i - start)
            counted = [n for n, bits in by_tiles.items() if bits & bit]
            assert counted == ([len(tiles)] if len(tiles) <= 7 else []), (index.key(i), counted)
            if len(tiles) <= 7:
                value = sum(1 << b for b, plane in enumerate(planes) if plane & bit)
                assert value == sum(s.values[t] * m for t, m in zip(tiles, mult)), index.key(i)
            checked += 1
    assert checked > 5000


@pytest.mark.parametrize("lang", ["es", "en"])
def test_top_k_equals_the_full_ranking(real, lang):
    """The bounded search returns the same top K as scoring every candidate (blanks, digraphs, extras)."""
    s = searcher(real(lang, "strict"))
    rng = random.Random(f"wordon-top-k:{lang}")
    real_tiles = [t for t in tile_set(lang).bag() if t != "?"]
    for n in range(48):
        blanks = n % 4  # up to 3: more than the bag holds, still exact
        tiles = rng.sample(real_tiles, 9 - min(blanks, 2)) + ["?"] * blanks
        rng.shuffle(tiles)
        cut = rng.choice((0, 1, 2))
        rack, extra = tuple(tiles[cut : cut + 7]), tuple(tiles[:cut])
        row = rng.randint(1, 6)
        everything = [(p.score, p.key) for p in s.plays(rack, extra, row)]
        for k in (1, 6):
            assert [(p.score, p.key) for p in s.plays(rack, extra, row, top=k)] == everything[:k], (rack, extra, row)
