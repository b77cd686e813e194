#!/usr/bin/env bash
# Letter Jam part of `make demo` ($W = the wordtools executable).
set -euo pipefail
W=${W:-.venv/bin/wordtools}
show() { echo; echo "\$ wordtools $*"; "$W" "$@"; }

show letterjam clues --player ana=f --player bea=i --player carlos=n --player dani=a --npc o --limit 3
show letterjam clues --player F --player I --player N --player A --npc O --no-wildcard --limit 3 --json
show letterjam deduce 'afin?n*o'
show letterjam deduce '?ina' '?inan'
show letterjam deduce 'fin?' --limit 4
show letterjam deal --players 4 --seed 7
show letterjam score --original calor --written collar --green 2
show letterjam clues --lang en --player P1=t --player P2=r --player P3=e --npc a --npc s --limit 2
