#!/usr/bin/env bash
# `make demo`: a short tour of real queries in both languages, then each game's demo
# (scripts/demo.d/*.sh). The first run builds the indexes (a progress bar shows it).
set -euo pipefail
cd "$(dirname "$0")/.."
W=.venv/bin/wordtools
show() { echo; echo "\$ wordtools $*"; "$W" "$@"; }

show anagram calor --limit 5
show anagram 'ca?or' --limit 5
show anagram perruno --sub --min 5 --limit 5
show pattern '?a??o' --limit 5
show pattern '{purple}@{orange}{orange}@' --list broad --limit 5
show anagram dog --lang en
show pattern 'k?i*' --lang en --limit 5
show lexicon check ninfa afinando Madrid
for part in scripts/demo.d/*.sh; do
  [ -e "$part" ] && W="$W" bash "$part"
done
