"""Lexicon commands: anagram, pattern, lexicon info/check, index build, batch."""

from __future__ import annotations

import sys

import click

from ..lexicon import get_lexicon
from ..operations import ANAGRAM
from . import declared
from .options import (
    Word,
    emit_entries,
    emit_json,
    json_option,
    lang_option,
    limit_option,
    list_option,
    min_familiarity_option,
    refuse_idle_flags,
    sort_option,
)


@click.command()
@click.argument("letters", type=Word())
@declared.option(ANAGRAM["sub"])
@click.option("--blanks", type=click.IntRange(0, 7), default=0, help="Add N blanks (the same as N '?').")
@declared.options(ANAGRAM, "min", "reuse", "wildcards")
@lang_option
@list_option()
@min_familiarity_option
@sort_option()
@limit_option()
@json_option
def anagram(letters, sub, blanks, min_len, reuse, wildcards, lang, list_name, min_familiarity, sort, limit, as_json):
    """Words made of LETTERS; '?' is a blank that stands for any letter.

    \b
    wordtools anagram calor          -> calor, coral, colar, ...
    wordtools anagram 'ca?or' --sub  -> also shorter words
    wordtools anagram fina --reuse --wildcards 1
    """
    idle = {}
    if not reuse:
        idle["wildcards"] = "--wildcards does nothing without --reuse"
    if not (sub or reuse):
        idle["min_len"] = "--min does nothing without --sub or --reuse"
    if reuse:
        idle["sub"] = "--sub does nothing with --reuse (--reuse finds words of any length)"
        idle["blanks"] = "--blanks does nothing with --reuse (use --wildcards)"
    refuse_idle_flags(click.get_current_context(), idle)
    lexicon = get_lexicon(lang, list_name, min_familiarity=min_familiarity)
    letters += "?" * blanks
    if reuse:
        ids = lexicon.find_from_set(letters, wildcards, min_len)
    else:
        ids = lexicon.find_anagrams(letters, sub, min_len)
    emit_entries(lexicon.rank(ids, sort, limit), as_json, total=len(ids))


@click.command()
@click.argument("pattern", type=Word("pattern"))
@click.option("--group", "groups", multiple=True, metavar="NAME=LETTERS", help="Define a letter group for {NAME}.")
@lang_option
@list_option()
@min_familiarity_option
@sort_option()
@limit_option()
@json_option
def pattern(pattern, groups, lang, list_name, min_familiarity, sort, limit, as_json):
    """Words matching PATTERN.

    \b
    ?  .     one letter           *        any run of letters
    [abc]    one of               [^abc]   none of
    @        a vowel              #        a consonant
    {name}   a letter group: orange red purple blue green (Montage colours) or --group
    """
    from ..lexicon.groups import parse_group_option  # groups only: the file reader's imports wait

    extra = dict(parse_group_option(g) for g in groups)
    lexicon = get_lexicon(lang, list_name, min_familiarity=min_familiarity)
    ids = lexicon.match_pattern(pattern, extra)
    emit_entries(lexicon.rank(ids, sort, limit), as_json, total=len(ids))


@click.command()
@click.argument("fragments", nargs=-1, required=True)
@click.option("--all", "require_all", is_flag=True, help="Words containing every fragment (default: any).")
@lang_option
@list_option()
@min_familiarity_option
@sort_option()
@limit_option()
@json_option
def contains(fragments, require_all, lang, list_name, min_familiarity, sort, limit, as_json):
    """Words containing any (or --all) of FRAGMENTS, found in one Aho-Corasick pass.

    \b
    wordtools contains ción güe --limit 5
    wordtools contains rr ll --all
    """
    lexicon = get_lexicon(lang, list_name, min_familiarity=min_familiarity)
    emit_entries(lexicon.rank(lexicon.find_containing(fragments, require_all), sort, limit), as_json)


@click.group()
def lexicon():
    """What the word lists hold."""


@lexicon.command()
@lang_option
@json_option
def info(lang, as_json):
    """Counts, sources and licences of each word list."""
    from ..lexicon.info import list_info

    rows = list_info(lang)
    if as_json:
        emit_json(rows)
        return
    for row in rows:
        click.echo(f"{row['lang']}/{row['list']}: {row['words']:,} words (longest {row['longest']} letters)")
        click.echo(f"  sources: {row['sources']}")
        click.echo(f"  licence: {row['licence']}")
        click.echo(f"  file:    {row['file']} (sha256 {row['checksum']}…)")


@lexicon.command()
@click.argument("words", nargs=-1, required=True, type=Word())
@lang_option
@json_option
def check(words, lang, as_json):
    """Is each WORD in each word list (strict, broad; Spanish: enclitic)? Its real spelling, zipf and
    familiarity (the share of adults who know it, 0-1)."""
    from ..lexicon.info import check_word
    from ..lexicon.sources import lists_for

    rows = [check_word(w, lang) for w in words]
    if as_json:
        emit_json(rows)
        return
    yes = {True: "yes", False: "no"}
    for row in rows:
        shown = ", ".join(f"{k['spelling']} ({k['kind']}, {k['source']})" for k in row["kinds"]) or "-"
        lists = ", ".join(f"{name} {yes[row[name]]}" for name in lists_for(lang))
        familiar = f"familiarity {row['familiarity']:.2f}"
        click.echo(f"{row['word']}: {lists}, zipf {row['zipf']:.2f}, {familiar}, spelt {shown}")


@click.group()
def index():
    """The per-user index cache."""


@index.command()
@lang_option
@list_option()
@click.option("--all", "build_all", is_flag=True, help="Every language and list.")
@json_option
def build(lang, list_name, build_all, as_json):
    """(Re)build the index of a word list, with a progress bar on a terminal."""
    from ..lexicon.alphabet import LANGUAGES
    from ..lexicon.index.store import build_index, progress_bar
    from ..lexicon.sources import lists_for

    words_file = getattr(list_name, "words", None)
    targets = [(l, n) for l in LANGUAGES for n in lists_for(l)] if build_all else [(lang, str(list_name))]
    for l, n in targets:
        path = build_index(l, n, progress_bar(l, n), words_file)
        if as_json:
            emit_json([{"lang": l, "list": n, "file": str(path), "bytes": path.stat().st_size}])
        else:
            click.echo(f"{l}/{n}: {path}")


def _render_cache(rows, as_json: bool) -> None:
    from ..lexicon.index.store import cache_dir

    if as_json:
        emit_json(row.to_json() for row in rows)
        return
    if not rows:
        click.echo(f"no index in {cache_dir()}", err=True)
        return
    for row in rows:
        what = f"{row.lang}/{row.list_name}" if row.lang else "?"
        words = f"{row.words:,} words" if row.words is not None else "unreadable"
        state = "current" if row.current else "stale (another list version)"
        verdict = "ok" if row.ok else row.problem
        click.echo(f"{row.path.name}  {what}  {words}  {row.size / 1e6:.1f} MB  {state}  {verdict}")


@index.command("list")
@json_option
def list_(as_json):
    """The index files in the cache: language, list, size, current or stale."""
    from ..lexicon.index.cache import list_cache

    _render_cache(list_cache(), as_json)


@index.command()
@json_option
def verify(as_json):
    """Check every cached index: its header against today's word lists, and every section checksum.

    Exit status 1 when a file is damaged or not what its name says.
    """
    from ..lexicon.index.cache import list_cache

    rows = list_cache(verify=True)
    _render_cache(rows, as_json)
    bad = [row for row in rows if not row.ok]
    if bad:
        click.echo(
            f"wordtools: error: {len(bad)} of {len(rows)} index files do not verify (rebuild: wordtools index clear)",
            err=True,
        )
        click.get_current_context().exit(1)


@index.command()
@json_option
def clear(as_json):
    """Remove every cached index (they are rebuilt on first use)."""
    from ..lexicon.index.cache import clear_cache
    from ..lexicon.index.store import cache_dir

    removed = clear_cache()
    if as_json:
        emit_json({"removed": str(path)} for path in removed)
        return
    click.echo(f"removed {len(removed)} file{'s' if len(removed) != 1 else ''} from {cache_dir()}")


@click.command()
@click.argument("source", type=click.File("rb"), default="-")
@click.option("--strict", is_flag=True, help="Exit with status 1 when any line got an error.")
@click.option(
    "--no-files", "no_files", is_flag=True, help="Refuse fields that name files (words, colours, a deck file)."
)
def batch(source, strict, no_files):
    """Answer JSON-lines queries from SOURCE (a file or '-'), one JSON line each, in order.

    Every line gets its answer or its error ({"line": N, "error": ...}); fields
    are checked (type and range, the field named). Each field defaults as the
    command's flag does: "limit" is 100 for the lookups, 20 for montage_match,
    10 for letterjam_clues, 5 for wordon_best ("limit": 0 = all).
    A blank line gets no answer but counts in the line numbers.

    \b
    {"op": "anagram", "letters": "calor", "lang": "es", "limit": 5}
    {"op": "anagram", "letters": "fina", "reuse": true, "wildcards": 1}
    {"op": "pattern", "pattern": "?a??o", "list": "broad"}
    {"op": "check", "word": "ninfa"}
    {"op": "wordon_best", "rack": "perr?no", "extra": "ca", "row": 2, "limit": 5}
    {"op": "montage_match", "slot": ".P..R", "lang": "en"}
    {"op": "letterjam_clues", "players": {"ana": "f", "bea": "i"}, "npc": ["o"]}
    """
    import json

    from ..files import bounded_lines
    from .batch import run_batch

    out = sys.stdout
    errors = 0
    for reply in run_batch(bounded_lines(source), files=not no_files):
        errors += "error" in reply
        out.write(json.dumps(reply, ensure_ascii=False) + "\n")
        out.flush()  # each reply before the next line is read: a pipe drives the batch (stdout is block-buffered there)
    if errors and strict:
        click.echo(f"wordtools: error: {errors} line{'s' if errors > 1 else ''} got an error", err=True)
        click.get_current_context().exit(1)
