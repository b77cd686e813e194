#!/usr/bin/env bash
# Pictomania: a seeded bilingual deck, its checks, a printable PDF, a seeded game.
set -euo pipefail
W=${W:-.venv/bin/wordtools}
show() { echo; echo "\$ wordtools $*"; "$W" "$@"; }
out=$(mktemp -d)

echo; echo "\$ wordtools pictomania deck --cards 2 --seed 7 --lang es,en"
"$W" pictomania deck --cards 2 --seed 7 --lang es,en 2>/dev/null
show pictomania deck --cards 99 --seed 7 --out "$out/deck.csv"
show pictomania check "$out/deck.csv"
show pictomania deck --cards 99 --seed 7 --lang es,en --out "$out/deck.pdf"
echo; echo "\$ wordtools play pictomania --seed 7   # the end of the game"
"$W" play pictomania --seed 7 | tail -6
rm -rf "$out"
