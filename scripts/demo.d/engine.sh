#!/usr/bin/env bash
# Engine demo: play one game, simulate a few on 2 processes, write logs, validate them,
# and show that a tampered log is caught. Uses every game that is registered.
set -euo pipefail
W=$(realpath "${W:-.venv/bin/wordtools}")
show() { echo; echo "\$ wordtools $*"; "$W" "$@"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"  # short file names in the output

PY="$(dirname "$W")/python"
games=$("$PY" -c 'from wordtools.engine import game_names; print(" ".join(game_names()))')
if [ -z "$games" ]; then
  echo; echo "(engine demo: no game registered yet)"; exit 0
fi
for game in $games; do
  show play "$game" --seed 1 --log "$game.jsonl" | head -n 30
  show validate "$game.jsonl"
  show simulate "$game" --games 6 --jobs 2 --seed 7 --logs "$game-logs"
  show validate "$game-logs"/*.jsonl
done
# Tamper with one logged score change (+1) and validate again: the line is reported.
game=${games%% *}
"$PY" - "$game.jsonl" tampered.jsonl <<'END_PY'
import json, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
for i, line in enumerate(lines):
    obj = json.loads(line)
    if obj["type"] == "move" and isinstance(obj.get("score"), int):
        obj["score"] += 1
        lines[i] = json.dumps(obj, ensure_ascii=False)
        break
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(lines) + "\n")
END_PY
echo; echo "# tampered.jsonl: $game.jsonl with its first logged score change raised by 1"
show validate tampered.jsonl || echo "(exit status $?)"
