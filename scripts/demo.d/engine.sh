#!/usr/bin/env bash
# Engine demo: play one game, simulate a few on 2 processes, write logs, validate them,
# and show that a tampered log is caught. Uses every game that is registered.
set -euo pipefail
W=${W:-.venv/bin/wordtools}
show() { echo; echo "\$ wordtools $*"; "$W" "$@"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

PY="$(dirname "$W")/python"
games=$("$PY" -c 'from wordtools.engine import game_names; print(" ".join(game_names()))')
if [ -z "$games" ]; then
  echo; echo "(engine demo: no game registered yet)"; exit 0
fi
for game in $games; do
  show play "$game" --seed 1 --log "$tmp/$game.jsonl" | head -n 30
  show validate "$tmp/$game.jsonl"
  show simulate "$game" --games 6 --jobs 2 --seed 7 --logs "$tmp/$game-logs"
  show validate "$tmp/$game-logs"/*.jsonl
done
# Tamper with one logged score change (+1) and validate again: the line is reported.
game=${games%% *}
"$PY" - "$tmp/$game.jsonl" "$tmp/tampered.jsonl" <<'END_PY'
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
show validate "$tmp/tampered.jsonl" || echo "(exit status $?)"
