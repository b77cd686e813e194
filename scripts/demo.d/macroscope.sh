#!/usr/bin/env bash
# Macroscope: how soon the windows give a word away, a deck of subjects, a seeded game.
set -euo pipefail
W=${W:-.venv/bin/wordtools}
show() { echo; echo "\$ wordtools $*"; "$W" "$@"; }
out=$(mktemp -d)

show macroscope rate hipopótamo cebra sol
show macroscope rate elephant zebra sun --lang en
show macroscope deck --cards 200 --seed 1 --out "$out/deck.csv"
show macroscope check "$out/deck.csv"
echo; echo "\$ wordtools play macroscope --seed 7   # the end of the game"
"$W" play macroscope --seed 7 | tail -6
rm -rf "$out"
