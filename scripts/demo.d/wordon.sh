#!/usr/bin/env bash
# WordOn: best moves for a rack, one play explained, and a whole seeded game.
set -euo pipefail
W=${W:-.venv/bin/wordtools}
show() { echo; echo "\$ wordtools $*"; "$W" "$@"; }

show wordon best --rack 'perr?no' --extra ca --row 2 --limit 3
show wordon best --rack quizzes --extra 'a?' --row 4 --lang en --limit 2 --strategy smart
show wordon score chorro --rack 'o[rr]o?ab' --row 1
echo; echo "\$ wordtools wordon score chorro --rack orrochb --row 1"
"$W" wordon score chorro --rack orrochb --row 1 || true
echo; echo "\$ wordtools play wordon --players 3 --seed 5 --lang es | tail -8"
"$W" play wordon --players 3 --seed 5 --lang es | tail -8
