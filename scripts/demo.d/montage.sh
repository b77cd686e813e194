#!/usr/bin/env bash
# Montage: words as colour chips, the Quizzer's slot match, pip patterns, a seeded game.
set -euo pipefail
W=${W:-.venv/bin/wordtools}
show() { echo; echo "\$ wordtools $*"; "$W" "$@"; }

show montage encode dog wafer match --lang en
show montage encode niño camión
show montage match .P..R --lang en --limit 5
show montage match .P..R --lang en --reversible --limit 5
show montage match 'OB.Pa' --limit 5
show montage patterns
echo; echo "\$ wordtools play montage --seed 3 --lang en   # clues 1-4 and the end"
"$W" play montage --seed 3 --lang en | sed -n '/^  1\. /,/^  4\. /p;/^zones won/p;/^game over/,$p'
