"""``python -m wordtools_build``: rebuild the word lists (``make dictionaries``), or with
``--check`` rebuild them into a temporary folder and compare (``make dictionaries-check``)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from .build import LANGS, build, print_summary
from .common import BuildError
from .compare import check_against
from .inputs import REPO


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m wordtools_build", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=REPO / "dictionaries",
        help="output folder (default: dictionaries/ in the repository)",
    )
    parser.add_argument("--lang", choices=[*LANGS, "all"], default="all", help="which language (default: all)")
    parser.add_argument(
        "--check",
        action="store_true",
        help="build into a temporary folder and compare each list with --out's, writing nothing there",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    langs = list(LANGS) if args.lang == "all" else [args.lang]
    started = time.perf_counter()
    try:
        if args.check:
            return check_against(args.out, langs, started)
        build(args.out, langs)
    except BuildError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print_summary(args.out, langs, started)
    return 0


if __name__ == "__main__":
    sys.exit(main())
