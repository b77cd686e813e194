"""Write Letter Jam's shared forms, ``wordtools/data/letterjam/shared_<lang>.txt``, from wordfreq.

A deal leaves out the forms the other language's text uses about as much as ours (names and
acronyms: *tony*, *peter*, *fifa*, *lola*; the rule is :mod:`wordtools.games.letterjam.shared_forms`).
Which forms those are takes wordfreq's zipf of every key in the other language, so it is worked
out here, once, and committed: a deal reads the file, never wordfreq, and a seeded deal is the
same on every machine. The keys are those of every length (a deal may ask for 2 letters up to
what the deck leaves two players, 15), of every ``word`` entry of the language's strict list
that its text uses (zipf > 0, a key's best zipf over its spellings), whose zipf in the other
language's text (wordfreq ``large``, as the lists' own zipf) is above 0 and at least ours minus
``shared_gap``, and that the other language's strict list lacks.

The header names the wordfreq version, the rule and its cut, and the SHA-256 of each list read
(``# source NAME SHA256``): ``tests/letterjam/test_shared_forms.py`` fails when a shipped list no
longer matches, so a rebuilt list calls for a rerun of this script.

Usage::

    python scripts/letterjam_shared_forms.py [--lang es|en|all]           # rewrite the files
    python scripts/letterjam_shared_forms.py --check [--lang es|en|all]   # exit 1 when one is stale
"""

from __future__ import annotations

import argparse
import re
import sys
from importlib.metadata import version
from pathlib import Path

from wordtools.errors import WordtoolsError
from wordtools.games.letterjam.shared_forms import OTHER_LANG, shared_gap, shared_path
from wordtools.lexicon import get_lexicon
from wordtools.lexicon.sources import file_checksum, list_path, zipf_path

SOURCE_LINE = re.compile(r"^# source (\S+) ([0-9a-f]{64})$")
GAP_LINE = re.compile(r"^# gap (\S+)$")


def sources(lang: str) -> dict[str, Path]:
    """The lists the file of *lang* is made from, by the name its header gives them."""
    other = OTHER_LANG[lang]
    return {
        f"{lang}/strict.tsv.gz": list_path(lang, "strict"),
        f"{lang}/zipf.tsv.gz": zipf_path(lang),
        f"{other}/strict.tsv.gz": list_path(other, "strict"),
    }


def shared_forms(lang: str) -> list[str]:
    """The keys of *lang* the other language's text uses about as much (module docstring), sorted."""
    from wordfreq import zipf_frequency  # build-only: the game never imports it

    lexicon = get_lexicon(lang, "strict")
    other_lang = OTHER_LANG[lang]
    other = get_lexicon(other_lang, "strict")
    best: dict[str, float] = {}
    for i in (lexicon.of_kinds("word") & lexicon.zipf_set(0.01)).ids():
        key = lexicon.key(i)
        best[key] = max(best.get(key, 0.0), lexicon.zipf(i))
    gap = shared_gap(lang)
    keys = []
    for key, zipf in sorted(best.items()):
        theirs = zipf_frequency(key, other_lang, wordlist="large")
        if theirs > 0 and theirs >= zipf - gap and not other.of_key(key):
            keys.append(key)
    return keys


def render(lang: str, keys: list[str]) -> str:
    """The file's text: the header saying how it was made, then one key a line."""
    other = OTHER_LANG[lang]
    header = [
        f"# Letter Jam: the forms of {lang}/strict that {other} text uses about as much (names, acronyms).",
        "# A deal leaves them out of the secret words (wordtools/games/letterjam/shared_forms.py).",
        "# Made by scripts/letterjam_shared_forms.py; rerun it when a list below changes.",
        f"# wordfreq {version('wordfreq')}: zipf_frequency(key, {other!r}, wordlist='large')",
        f"# rule: every key of a 'word' entry of {lang}/strict with zipf > 0 (its best spelling), any length,",
        f"#   whose {other} zipf is > 0 and >= its own minus the gap, and that {other}/strict lacks",
        f"# gap {shared_gap(lang)!r}",
        *(f"# source {name} {file_checksum(path)}" for name, path in sources(lang).items()),
        f"# {len(keys)} keys",
    ]
    return "\n".join(header + keys) + "\n"


def recorded_sources(text: str) -> dict[str, str]:
    """The SHA-256 of each list a file's header says it was made from, by name."""
    return {m[1]: m[2] for m in map(SOURCE_LINE.match, text.splitlines()) if m}


def recorded_gap(text: str) -> float | None:
    """The gap a file's header says it was made with."""
    found = [float(m[1]) for m in map(GAP_LINE.match, text.splitlines()) if m]
    return found[0] if len(found) == 1 else None


def staleness(lang: str, written: str, current: str) -> str:
    """Why *written* differs from what the script makes today (*current*)."""
    reasons = []
    old, new = recorded_sources(written), recorded_sources(current)
    reasons += [f"{name} changed" for name in new if old.get(name) != new[name]]
    wordfreq = [line for line in current.splitlines() if line.startswith("# wordfreq ")]
    if wordfreq and wordfreq[0] not in written.splitlines():
        reasons.append(f"made with another wordfreq (now {wordfreq[0][2:].split(':')[0]})")
    keys_old = {line for line in written.splitlines() if line and not line.startswith("#")}
    keys_new = {line for line in current.splitlines() if line and not line.startswith("#")}
    if keys_old != keys_new:
        reasons.append(f"keys: {len(keys_new - keys_old)} to add, {len(keys_old - keys_new)} to remove")
    return "; ".join(reasons) or "its header differs"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", choices=[*OTHER_LANG, "all"], default="all")
    parser.add_argument("--check", action="store_true", help="say whether the files are current; write nothing")
    args = parser.parse_args(argv)
    stale = 0
    for lang in OTHER_LANG if args.lang == "all" else [args.lang]:
        path = shared_path(lang)
        current = render(lang, shared_forms(lang))
        written = path.read_text(encoding="utf-8") if path.exists() else ""
        if not args.check:
            path.write_text(current, encoding="utf-8")
            print(f"{path}: {len(current.splitlines())} lines")
        elif written == current:
            print(f"{path}: current")
        else:
            stale += 1
            print(f"{path}: stale: {staleness(lang, written, current) if written else 'missing'}")
    return 1 if stale else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except WordtoolsError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(2)
