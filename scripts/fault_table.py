"""The fault table: bad inputs fed to the command line, each row run as its own process.

Each row is one command (CLI inputs, tampered logs, cache faults, writer targets,
simulate and Dask faults) with what a clean answer looks like; the table prints
each row's exit code, first stderr line and time, then the totals: tried /
clean / tracebacks / hangs / wrong answers / unclear (one line, but not the
expected message or exit code).

- *traceback*: "Traceback" on stderr;
- *hang*: no exit within the row's time bound (the process is killed);
- *wrong answer*: exit 0 where the input is bad, or a check after the run failed
  (a device replaced by a file, a symlink or FIFO replaced, a mode not kept);
- *clean*: none of these, and the expected exit code and message.

Run from ``scripts/bench_hardening.py faults`` (``--code DIR`` runs another
checkout's code, e.g. the branch start, with this table).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Row:
    name: str
    args: list[str]
    exit: tuple[int, ...] = (2, 3)  # exit codes that are right
    message: str = r"^wordtools: error: "  # regex the first stderr line (or stdout, for validate) must match
    stdin: bytes | None = None
    timeout: float = 30.0
    check: Callable[[], str | None] | None = None  # after the run: None, or what is wrong
    env: dict = field(default_factory=dict)
    where: str = "stderr"  # where the message is: stderr or stdout
    runner: Callable[[Row, dict], tuple[int | None, str, str, float]] | None = None


@dataclass
class Outcome:
    row: Row
    code: int | None
    first: str
    seconds: float
    verdict: str


def _env(code: Path, extra: dict) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("WORDTOOLS_DICTIONARIES", "WORDTOOLS_LANG")}
    env["PYTHONPATH"] = str(code)
    env.update(extra)
    return env


def _run(row: Row, env: dict) -> tuple[int | None, str, str, float]:
    start = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-m", "wordtools", *row.args],
        stdin=subprocess.PIPE if row.stdin is not None else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        start_new_session=True,
    )
    try:
        out, err = process.communicate(row.stdin, timeout=row.timeout)
        code: int | None = process.returncode
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        code = None
    return code, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), time.monotonic() - start


def judge(row: Row, code: int | None, out: str, err: str, seconds: float) -> Outcome:
    lines = [
        line for line in err.splitlines() if line.strip() and not line.startswith("note: ")
    ]  # notes are not errors
    first = lines[0] if lines else ""
    if code is None:
        verdict = "hang"
    elif "Traceback" in err:
        verdict = "traceback"
        first = next((line for line in reversed(lines) if line and not line.startswith(" ")), first)
    else:
        wrong = row.check() if row.check else None
        if wrong:
            verdict, first = "wrong", f"{wrong} | {first}"
        elif code == 0 and 0 not in row.exit:
            verdict = "wrong"
        elif code == 0 and 0 in row.exit and row.where == "stderr":
            verdict = "clean"  # a run that was right to succeed (its check above passed)
        else:
            text = {"stderr": err, "stdout": out}.get(row.where, out + err)
            shown = [line for line in text.splitlines() if line.strip()]
            ok = code in row.exit and (
                re.search(row.message, shown[0] if shown and row.where == "stderr" else text or "")
            )
            one_line = row.where != "stderr" or len(lines) <= 1
            verdict = "clean" if ok and one_line else "unclear"
    return Outcome(row, code, first[:110], seconds, verdict)


# -- the rows -------------------------------------------------------------------------------


def _files(folder: Path) -> dict[str, Path]:
    """Bad input files of every kind (made once in *folder*)."""
    made = {
        "missing": folder / "missing.txt",
        "folder": folder / "afolder",
        "zero": Path("/dev/zero"),
        "latin1": folder / "latin1.txt",
        "empty": folder / "empty.txt",
        "bom-junk": folder / "bom.txt",
        "long-line": folder / "long.txt",
        "nul": folder / "nul.txt",
        "binary": folder / "binary.bin",
        "csv-field": folder / "field.csv",
    }
    made["folder"].mkdir(exist_ok=True)
    made["latin1"].write_bytes("calor\nniño\n".encode("latin-1"))
    made["empty"].write_bytes(b"")
    made["bom-junk"].write_bytes(b"\xef\xbb\xbf}{ junk\n")
    made["long-line"].write_bytes(b"a" * 3_000_000 + b"\n")
    made["nul"].write_bytes(b"calor\x00\x00\nA 3\x00\n")
    made["binary"].write_bytes(bytes(range(256)) * 64)
    made["csv-field"].write_bytes(b"card,side,level,number,es,word\n1,A,green,1," + b"x" * 200_000 + b",x\n")
    return made


# An empty word list or batch input has an answer: no words, no lines.
EMPTY_OK = ("batch", "anagram --words")


def input_rows(files: dict[str, Path]) -> list[Row]:
    """Every command that reads a file, given every kind of bad file."""
    commands: list[tuple[str, Callable[[str], list[str]], dict]] = [
        ("batch", lambda f: ["batch", "--strict", f], {}),
        ("validate", lambda f: ["validate", f], {"exit": (1, 2, 3), "where": "any"}),
        ("anagram --words", lambda f: ["anagram", "calor", "--list", "none", "--words", f], {}),
        ("letterjam deck evaluate", lambda f: ["letterjam", "deck", "evaluate", f, "--games", "1"], {}),
        ("letterjam clues --deck", lambda f: ["letterjam", "clues", "--player", "ana=f", "--deck", f], {}),
        (
            "letterjam score --ratings",
            lambda f: ["letterjam", "score", "--original", "gato", "--written", "gato", "--ratings", f],
            {},
        ),
        ("montage encode --colours", lambda f: ["montage", "encode", "calor", "--colours", f], {}),
        ("wordon best --board", lambda f: ["wordon", "best", "--rack", "calor", "--row", "1", "--board", f], {}),
        ("pictomania check", lambda f: ["pictomania", "check", f], {}),
        ("macroscope rate --deck", lambda f: ["macroscope", "rate", "--deck", f], {}),
        ("play wordon board=", lambda f: ["play", "wordon", "--option", f"board={f}"], {}),
        ("play letterjam deck=", lambda f: ["play", "letterjam", "--option", f"deck={f}"], {}),
    ]
    rows = []
    for name, argv, extra in commands:
        for kind, path in files.items():
            where = extra.get("where", "stderr")
            rows.append(
                Row(
                    f"{name} {kind}",
                    argv(str(path)),
                    exit=(0, *extra.get("exit", (1, 2, 3)))
                    if kind == "empty" and name in EMPTY_OK
                    else extra.get("exit", (1, 2, 3)),
                    message=r"^wordtools: error: |: " if where != "stderr" else r"^wordtools: error: ",
                    where=where,
                )
            )
    for kind in ("zero", "latin1", "long-line", "binary"):
        data = files[kind].read_bytes()[:5_000_000] if kind != "zero" else None
        rows.append(
            Row(
                f"play wordon --human 0 < {kind}",
                ["play", "wordon", "--human", "0"] + ([] if data is not None else []),
                exit=(1, 2, 3),
                stdin=data if data is not None else b"\0" * (70 << 20),
            )
        )
    return rows


def _a_log(code: Path, env: dict, folder: Path) -> list[str]:
    path = folder / "good.jsonl"
    subprocess.run(
        [sys.executable, "-m", "wordtools", "play", "wordon", "--seed", "3", "--log", str(path)],
        env=env,
        check=True,
        capture_output=True,
    )
    return path.read_text(encoding="utf-8").splitlines()


def log_rows(lines: list[str], folder: Path) -> list[Row]:
    """A good WordOn log, tampered in many ways: validate must refuse each at the right line."""
    header, moves, outcome = json.loads(lines[0]), lines[1:-1], json.loads(lines[-1])
    first_move = json.loads(moves[0])
    score = first_move.get("score", 0)
    cases: dict[str, tuple[list[str], int]] = {}

    def with_header(**changes) -> list[str]:
        return [json.dumps({**header, **changes})] + lines[1:]

    def with_move(**changes) -> list[str]:
        return [lines[0], json.dumps({**first_move, **changes})] + lines[2:]

    def with_outcome(**changes) -> list[str]:
        return lines[:-1] + [json.dumps({**outcome, **changes})]

    last = len(lines)
    cases["strategies 3 names"] = (with_header(strategies=["greedy"] * 3), 1)
    cases["strategies []"] = (with_header(strategies=[]), 1)
    cases["strategies 1 name"] = (with_header(strategies=["greedy"]), 1)
    cases["strategies unknown"] = (with_header(strategies=["greedy", "nobody"]), 1)
    cases["strategies not a list"] = (with_header(strategies="greedy"), 1)
    cases["header extra key"] = (with_header(extra=1), 1)
    cases["header no seed"] = ([json.dumps({k: v for k, v in header.items() if k != "seed"})] + lines[1:], 1)
    cases["seed float"] = (with_header(seed=float(header["seed"])), 1)
    cases["seed string"] = (with_header(seed=str(header["seed"])), 1)
    cases["players changed"] = (with_header(options={**header["options"], "players": 3}), 1)
    cases["lang changed"] = (with_header(options={**header["options"], "lang": "en"}), 1)
    cases["unknown option"] = (with_header(options={**header["options"], "colour": "red"}), 1)
    cases["version changed"] = (with_header(version="0"), 1)
    cases["lexicon changed"] = (with_header(lexicon="0" * 16), 1)
    cases["game unknown"] = (with_header(game="chess"), 1)
    cases["score +1"] = (with_move(score=score + 1), 2)
    cases["score float"] = (with_move(score=float(score)), 2)
    cases["score string"] = (with_move(score=str(score)), 2)
    cases["score bool"] = (with_move(score=bool(score)), 2)
    cases["score null"] = (with_move(score=None), 2)
    cases["seat changed"] = (with_move(seat=1), 2)
    cases["seat float"] = (with_move(seat=0.0), 2)
    cases["n changed"] = (with_move(n=5), 2)
    cases["move garbage"] = (with_move(move="zz zz"), 2)
    cases["move missing"] = (
        [lines[0], json.dumps({k: v for k, v in first_move.items() if k != "move"})] + lines[2:],
        2,
    )
    cases["move extra key"] = (with_move(extra=1), 2)
    cases["outcome extra key"] = (with_outcome(note="x"), last)
    cases["outcome scores float"] = (with_outcome(scores=[float(s) for s in outcome["scores"]]), last)
    cases["outcome scores swapped"] = (with_outcome(scores=outcome["scores"][::-1]), last)
    cases["outcome moves +1"] = (with_outcome(moves=outcome["moves"] + 1), last)
    cases["outcome moves bool"] = (
        (with_outcome(moves=True), last)
        if outcome["moves"] == 1
        else (
            with_outcome(moves=str(outcome["moves"])),
            last,
        )
    )
    cases["outcome winners"] = (with_outcome(winners=[]), last)
    cases["outcome reason"] = (with_outcome(reason="x"), last)
    cases["truncated (no outcome)"] = (lines[:-1], last)
    cases["cut mid-line"] = (lines[:2] + [lines[2][:15]], 3)
    cases["two headers"] = ([lines[0]] + lines, 2)
    cases["line after outcome"] = (lines + [lines[1]], last + 1)
    cases["only header"] = (lines[:1], 2)
    cases["empty"] = ([], 1)
    cases["not JSON"] = (lines[:2] + ["hello"] + lines[3:], 3)
    cases["a JSON list"] = (lines[:2] + ["[1, 2]"] + lines[3:], 3)
    cases["duplicate key"] = (lines[:2] + [lines[2][:-1] + ', "n": 2}'] + lines[3:], 3)
    cases["NaN"] = (lines[:2] + [lines[2][:-1] + ', "x": NaN}'] + lines[3:], 3)
    cases["huge int"] = (lines[:2] + [lines[2][:-1] + ', "x": ' + "9" * 5000 + "}"] + lines[3:], 3)
    cases["deep nesting"] = (lines[:2] + ['{"type": "move", "x": ' + "[" * 5000 + "]" * 5000 + "}"] + lines[3:], 3)
    cases["unknown type"] = (lines[:2] + ['{"type": "comment"}'] + lines[3:], 3)
    rows = []
    for name, (tampered, line) in cases.items():
        path = folder / f"log-{re.sub(r'[^a-z0-9]+', '-', name)}.jsonl"
        path.write_text("".join(t + "\n" for t in tampered), encoding="utf-8")
        rows.append(Row(f"validate {name}", ["validate", str(path)], exit=(1,), message=rf":{line}: ", where="stdout"))
        if name.startswith(("strategies", "players")):
            rows.append(
                Row(
                    f"validate --replay {name}",
                    ["validate", "--replay", str(path)],
                    exit=(1,),
                    message=rf":{line}: ",
                    where="stdout",
                )
            )
    bad_utf8 = folder / "log-latin1.jsonl"
    bad_utf8.write_bytes(("\n".join(lines[:3]) + "\n").encode() + b'{"type": "move", "x": "\xff"}\n')
    rows.append(
        Row("validate non-UTF-8 line 4", ["validate", str(bad_utf8)], exit=(1,), message=":4: ", where="stdout")
    )
    return rows


def batch_rows(folder: Path) -> list[Row]:
    """Batch lines that must each get a precise error (a blank line gets none)."""
    cases = {
        "1e400": (b'{"op": "check", "word": "calor", "limit": 1e400}', "out of range"),
        "5,000-digit integer": (
            b'{"op": "anagram", "letters": "calor", "limit": ' + b"9" * 5000 + b"}",
            "5,000 digits",
        ),
        "NaN": (b'{"op": "anagram", "letters": "calor", "limit": NaN}', "NaN is not a JSON number"),
        "Infinity": (b'{"op": "anagram", "letters": "calor", "limit": Infinity}', "Infinity is not a JSON number"),
        "-Infinity": (b'{"op": "anagram", "letters": "calor", "limit": -Infinity}', "Infinity is not a JSON number"),
        "BOM on line 2": (b'{"op": "check", "word": "a"}\n\xef\xbb\xbf{"op": "check", "word": "a"}', "byte order mark"),
        "not UTF-8": (b'{"op": "check", "word": "\xff"}', "not UTF-8"),
        "2 MB line": (b'{"op": "check", "word": "' + b"a" * (2 << 20) + b'"}', "longer than"),
        "deep nesting": (b'{"op": "check", "word": ' + b"[" * 100000 + b"]" * 100000 + b"}", "nested too deeply"),
        "a list": (b"[1, 2]", "not a JSON object"),
        "unknown op": (b'{"op": "nope"}', "unknown op"),
        "unknown field": (b'{"op": "check", "word": "a", "limt": 1}', "unknown field"),
        "word a number": (b'{"op": "check", "word": 5}', "must be a string"),
        "limit true": (b'{"op": "anagram", "letters": "calor", "limit": true}', "must be a whole number"),
        "limit -1": (b'{"op": "anagram", "letters": "calor", "limit": -1}', "must be a whole number"),
        "lang xx": (b'{"op": "check", "word": "a", "lang": "xx"}', "lang"),
        "words missing file": (b'{"op": "anagram", "letters": "calor", "words": "/nonexistent"}', "no such file"),
        "words /dev/zero": (b'{"op": "anagram", "letters": "calor", "words": "/dev/zero"}', "64 MiB"),
    }
    rows = []
    for name, (line, expect) in cases.items():
        rows.append(
            Row(
                f"batch {name}",
                ["batch", "--strict", "-"],
                exit=(1,),
                stdin=line + b"\n",
                message=re.escape(expect),
                where="stdout",
                timeout=60,
            )
        )
    rows.append(
        Row(
            "batch blank lines counted",
            ["batch", "-"],
            exit=(0,),
            stdin=b'\n\n{"op": "check", "word": 5}\n',
            message='"line": 3',
            where="stdout",
        )
    )
    for field_name, value in (("words", "/etc/passwd"), ("colours", "/etc/passwd"), ("deck", "/etc/passwd")):
        op = {"words": "anagram", "colours": "montage_match", "deck": "letterjam_clues"}[field_name]
        query = {"op": op, field_name: value}
        query.update({"anagram": {"letters": "calor"}, "montage_match": {"slot": ".P..R"}}.get(op, {}))
        if op == "letterjam_clues":
            query["players"] = {"ana": "f"}
        rows.append(
            Row(
                f"batch --no-files {field_name}",
                ["batch", "--no-files", "--strict", "-"],
                exit=(1,),
                stdin=json.dumps(query).encode() + b"\n",
                message="names a file",
                where="stdout",
            )
        )
    return rows


def _is(path: str, kind: Callable[[int], bool], what: str) -> Callable[[], str | None]:
    def check() -> str | None:
        try:
            mode = os.lstat(path).st_mode
        except OSError:
            return f"{path} is gone"
        return None if kind(mode) else f"{path} is no longer {what}"

    return check


def writer_rows(folder: Path) -> list[Row]:
    """Every writer, given every kind of target."""
    writers: list[tuple[str, Callable[[str], list[str]], str]] = [
        ("play --log", lambda t: ["play", "wordon", "--seed", "1", "--log", t], ".jsonl"),
        ("pictomania deck --out", lambda t: ["pictomania", "deck", "--cards", "2", "--out", t], ".json"),
        ("macroscope deck --out", lambda t: ["macroscope", "deck", "--cards", "2", "--out", t], ".json"),
        ("letterjam deck design --out", lambda t: ["letterjam", "deck", "design", "--steps", "1", "--out", t], ".json"),
    ]
    rows = []
    for name, argv, suffix in writers:
        tag = re.sub(r"[^a-z]+", "-", name)
        base = folder / f"w-{tag}"
        base.mkdir(exist_ok=True)
        (base / "afile").write_text("x")
        real = base / f"real{suffix}"
        real.write_text("old")
        link = base / f"link{suffix}"
        link.symlink_to(real)
        dangling = base / f"dangling{suffix}"
        dangling.symlink_to(base / f"nowhere{suffix}")
        fifo = base / f"fifo{suffix}"
        os.mkfifo(fifo)
        kept = base / f"kept{suffix}"
        kept.write_text("old")
        kept.chmod(0o640)
        folder_target = base / f"folder{suffix}"
        folder_target.mkdir()
        deep = base / "new" / "deeper" / f"deck{suffix}"
        targets = [
            ("/dev/full", "/dev/full", (3,), "No space left", _is("/dev/full", stat.S_ISCHR, "a device")),
            ("/dev/null", "/dev/null", (0,), "", _is("/dev/null", stat.S_ISCHR, "a device")),
            ("FIFO with no reader", str(fifo), (3,), "FIFO", _is(str(fifo), stat.S_ISFIFO, "a FIFO")),
            ("symlink", str(link), (0,), "", _both(_is(str(link), stat.S_ISLNK, "a symlink"), _content(real))),
            ("dangling symlink", str(dangling), (0,), "", _is(str(dangling), stat.S_ISLNK, "a symlink")),
            ("mode 0640 kept", str(kept), (0,), "", _mode(kept, 0o640)),
            ("missing folders", str(deep), (0,), "", _exists(deep)),
            ("a folder", str(folder_target), (3,), "folder", None),
            ("/proc", f"/proc/x{suffix}", (3,), "proc", None),
            ("/sys", f"/sys/x{suffix}", (3,), "sys", None),
            ("300-char name", str(base / ("n" * 300 + suffix)), (3,), "longer than", None),
            ("under a file", str(base / "afile" / f"x{suffix}"), (3,), "not a folder", None),
        ]
        if name.startswith(("pictomania", "macroscope")):  # their format comes from the suffix: a device has none
            targets[:2] = [
                (label, target, (2,), "format|ends in", check) for label, target, _exits, _message, check in targets[:2]
            ]
        for label, target, exits, message, check in targets:
            rows.append(
                Row(
                    f"{name} {label}",
                    argv(target),
                    exit=exits,
                    message=message if message == "format|ends in" else re.escape(message),
                    check=check,
                    timeout=90,
                )
            )
    logs = folder / "logs-afile"
    logs.write_text("x")
    for label, target, exits in (
        ("a file", str(logs), (3,)),
        ("under a file", str(logs / "sub"), (3,)),
        ("/proc", "/proc/logs", (3,)),
        ("300-char name", str(folder / ("n" * 300)), (3,)),
        ("missing folders", str(folder / "new-logs" / "a" / "b"), (0,)),
    ):
        rows.append(
            Row(f"simulate --logs {label}", ["simulate", "wordon", "--games", "2", "--logs", target], exit=exits)
        )
    return rows


def _both(*checks):
    def check():
        return next((c() for c in checks if c()), None)

    return check


def _content(path: Path):
    return lambda: None if path.read_text() != "old" else f"{path.name} was not written through the link"


def _mode(path: Path, mode: int):
    return lambda: None if stat.S_IMODE(path.stat().st_mode) == mode else f"mode {oct(path.stat().st_mode)} not kept"


def _exists(path: Path):
    return lambda: None if path.is_file() else f"{path} not written"


def cache_rows(folder: Path) -> list[Row]:
    """Cache places that cannot work (no index file edited by hand: only where the cache is)."""
    a_file = folder / "cache-file"
    a_file.write_text("x")
    locked = folder / "cache-locked"
    locked.mkdir(exist_ok=True)
    locked.chmod(0)
    places = {
        "a file": str(a_file),
        "under a file": str(a_file / "sub"),
        "unreadable folder": str(locked),
        "300-char component": str(folder / ("c" * 300)),
        "/proc": "/proc/cache",
        "/dev/null": "/dev/null",
        "empty": "",
    }
    rows = []
    for label, place in places.items():
        rows.append(
            Row(
                f"anagram with WORDTOOLS_CACHE {label}",
                ["anagram", "calor", "--limit", "2"],
                exit=(0,),
                message="",
                env={"WORDTOOLS_CACHE": place},
                timeout=120,
                check=None,
            )
        )
    return rows


def simulate_rows() -> list[Row]:
    rows = [
        Row("simulate --games 0", ["simulate", "wordon", "--games", "0"], exit=(2,)),
        Row("simulate --games -1", ["simulate", "wordon", "--games", "-1"], exit=(2,)),
        Row("simulate --jobs 0", ["simulate", "wordon", "--jobs", "0"], exit=(2,)),
        Row("simulate --timeout 0", ["simulate", "wordon", "--timeout", "0"], exit=(2,), message="timeout"),
        Row("simulate --timeout -5", ["simulate", "wordon", "--timeout", "-5"], exit=(2,), message="timeout"),
        Row("simulate executor ray://", ["simulate", "wordon", "--executor", "ray://x"], exit=(2,)),
        Row("simulate executor bad port", ["simulate", "wordon", "--executor", "dask://h:99999"], exit=(2,)),
        Row(
            "simulate executor nobody there",
            ["simulate", "wordon", "--games", "2", "--executor", "dask://127.0.0.1:1"],
            exit=(1,),
            message="cannot reach the Dask scheduler",
            timeout=60,
        ),
        Row("simulate unknown strategy", ["simulate", "wordon", "--strategy", "nobody"], exit=(2,)),
        Row(
            "simulate 3 strategies", ["simulate", "wordon", "--strategy", "greedy"] * 1 + ["--players", "9"], exit=(2,)
        ),
    ]
    rows.append(Row("simulate --games 10**12 runs (stopped)", [], exit=(130, 0), message="", runner=_trillion))
    return rows


def _trillion(row: Row, env: dict) -> tuple[int | None, str, str, float]:
    """Start 10**12 games on 2 workers, sample the main process's memory after 4 s and 12 s, interrupt."""
    start = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-m", "wordtools", "simulate", "wordon", "--games", str(10**12), "--jobs", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        start_new_session=True,
    )
    samples = []
    for wait in (6, 8):
        time.sleep(wait)
        try:
            status = Path(f"/proc/{process.pid}/status").read_text()
            samples.append(int(re.search(r"VmRSS:\s+(\d+)", status).group(1)) // 1024)
        except (OSError, AttributeError):
            samples.append(-1)
    process.send_signal(signal.SIGINT)
    try:
        out, err = process.communicate(timeout=20)
        code: int | None = process.returncode
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        code = None
    row.check = lambda: f"RSS grew {samples[0]} → {samples[1]} MB" if samples[1] > samples[0] + 30 else None
    text = err.decode("utf-8", "replace")
    return code, out.decode(), f"RSS {samples[0]} → {samples[1]} MB; " + text, time.monotonic() - start


# -- Dask -----------------------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _spawn(args: list[str], env: dict) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
        start_new_session=True,
    )


def _dask(fault: str) -> Callable[[Row, dict], tuple[int | None, str, str, float]]:
    def run(row: Row, env: dict) -> tuple[int | None, str, str, float]:
        port = _free_port()
        address = f"127.0.0.1:{port}"
        procs = [
            _spawn(
                ["distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", str(port), "--no-dashboard"], env
            )
        ]
        worker_args = ["distributed.cli.dask_worker", f"tcp://{address}", "--nthreads", "1", "--no-nanny"]
        worker_args += ["--no-dashboard", "--host", "127.0.0.1"]
        procs.append(_spawn(worker_args, env))
        # enough games that the run is still going when the late worker joins, on an idle machine too
        games = "3000" if fault == "late worker" else str(10**6)
        try:
            time.sleep(8)  # scheduler and worker up
            run_args = ["simulate", "wordon", "--games", games, "--executor", f"dask://{address}", "--timeout", "120"]
            process = subprocess.Popen(
                [sys.executable, "-m", "wordtools", *run_args],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=env,
                start_new_session=True,
            )
            time.sleep(10)  # the run is going
            start = time.monotonic()
            if fault == "every worker killed":
                for p in procs[1:]:
                    p.kill()
            elif fault == "scheduler killed":
                procs[0].kill()
            else:
                other = Path(tempfile.mkdtemp(prefix="wt-other-lists-"))
                shutil.copytree(ROOT / "dictionaries", other / "d")
                with open(other / "d" / "es" / "strict.tsv.gz", "ab") as handle:
                    handle.write(b"another list")
                procs.append(_spawn(worker_args, {**env, "WORDTOOLS_DICTIONARIES": str(other / "d")}))
            try:
                out, err = process.communicate(timeout=row.timeout)
                code: int | None = process.returncode
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                out, err = process.communicate()
                code = None
            return code, out.decode(), err.decode(), time.monotonic() - start
        finally:
            for p in procs:
                if p.poll() is None:
                    p.kill()
                p.wait(10)

    return run


def dask_rows() -> list[Row]:
    return [
        Row("dask: every worker killed mid-run", [], exit=(1,), timeout=120, runner=_dask("every worker killed")),
        Row("dask: scheduler killed mid-run", [], exit=(1,), timeout=60, runner=_dask("scheduler killed")),
        Row("dask: late worker with other lists", [], exit=(1, 3), timeout=240, runner=_dask("late worker")),
    ]


# -- the table ------------------------------------------------------------------------------


def run_table(
    code: Path, jobs: int = 2, cluster: bool = False, only: str | None = None, devices: bool = True
) -> list[Outcome]:
    folder = Path(tempfile.mkdtemp(prefix="wt-faults-"))
    env = _env(code, {})
    rows = (
        input_rows(_files(folder))
        + log_rows(_a_log(code, env, folder), folder)
        + batch_rows(folder)
        + writer_rows(folder)
        + cache_rows(folder)
        + simulate_rows()
    )
    if os.geteuid() != 0:
        rows = [r for r in rows if "/dev/full" not in r.name]  # only root can write there
    if not devices:  # code whose writers replace what they point at must not be given /dev/full
        rows = [
            r
            for r in rows
            if not any(a in ("/dev/full", "/dev/null") for a in r.args) and "/dev/null" not in r.env.values()
        ]
    if cluster:
        rows += dask_rows()
    if only:
        rows = [r for r in rows if re.search(only, r.name)]

    def one(row: Row) -> Outcome:
        row_env = _env(code, row.env)
        code_, out, err, seconds = (row.runner or _run)(row, row_env)
        return judge(row, code_, out, err, seconds)

    slow = [r for r in rows if r.runner is not None]
    with ThreadPoolExecutor(jobs) as pool:
        outcomes = list(pool.map(one, [r for r in rows if r.runner is None]))
    outcomes += [one(r) for r in slow]  # alone: they time themselves
    (folder / "cache-locked").chmod(0o700)
    shutil.rmtree(folder, ignore_errors=True)
    return outcomes


def print_table(outcomes: list[Outcome]) -> None:
    for o in outcomes:
        code = "hang" if o.code is None else str(o.code)
        print(f"{o.verdict:9} {code:>4} {o.seconds:6.1f}s  {o.row.name[:48]:48}  {o.first}")
    counts = {v: sum(o.verdict == v for o in outcomes) for v in ("clean", "traceback", "hang", "wrong", "unclear")}
    print(
        f"\n{len(outcomes)} tried · {counts['clean']} clean · {counts['traceback']} tracebacks · "
        f"{counts['hang']} hangs · {counts['wrong']} wrong answers · {counts['unclear']} unclear"
    )
