# The commands a newcomer runs: `make demo`, `make test` and `make serve`. Each sets up .venv first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: install demo test lint bench dictionaries dictionaries-check index clean serve browser

install: $(STAMP)

# pip's output goes to $(VENV)/install.log, shown only when the install fails.
$(STAMP): pyproject.toml setup.py
	@echo "setting up $(VENV) (pip's output: $(VENV)/install.log)"
	@$(PYTHON) -m venv $(VENV)
	@{ $(BIN)/pip install --upgrade pip && $(BIN)/pip install -e '.[test]'; } > $(VENV)/install.log 2>&1 \
		|| { cat $(VENV)/install.log; echo "make: installing into $(VENV) failed (above: $(VENV)/install.log)"; exit 1; }
	@# bytecode up front: a one-off command would otherwise compile its modules on every run
	@# wherever bytecode is not written (PYTHONDONTWRITEBYTECODE, a read-only checkout)
	@$(BIN)/python -m compileall -q wordtools
	@touch $(STAMP)

demo: $(STAMP)
	@bash scripts/demo.sh

test: $(STAMP) lint browser
	$(BIN)/python -m pytest

# The pages for the phones at the table: http://127.0.0.1:8765/ (ARGS='--host 0.0.0.0' shares them).
serve: $(STAMP)
	$(BIN)/wordtools serve $(ARGS)

# The browser tests drive Debian's chromium (never a downloaded one); as root, install it when missing.
browser:
	@test -x /usr/bin/chromium || { test "$$(id -u)" = 0 && apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium; } || echo "make browser: /usr/bin/chromium is missing (apt-get install chromium as root); the browser tests will be skipped" >&2

# Lint and format (ruff) and types (mypy on the library and the build): part of make test.
lint: $(STAMP)
	$(BIN)/ruff check wordtools wordtools_build tests scripts
	$(BIN)/ruff format --check wordtools wordtools_build tests scripts
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python scripts/bench.py

# Rebuild the committed word lists from their sources (Debian packages + wordfreq), at the
# versions dictionaries/inputs.lock and the build extra pin (python -m wordtools_build --help).
dictionaries: $(STAMP)
	@$(BIN)/pip install --quiet -e '.[build]' > $(VENV)/install-build.log 2>&1 || { cat $(VENV)/install-build.log; exit 1; }
	$(BIN)/python -m wordtools_build

# Rebuild into a temporary folder and compare each file with the committed one (same / differs,
# with rows added, removed, changed); writes nothing in dictionaries/. Not part of `make test`:
# a whole rebuild took 36 min on a busy 2-core machine (18 of them the Spanish familiarity pass)
# and 3.5 GB of memory; tests/dictbuild checks the rules and writers on a tiny input instead.
dictionaries-check: $(STAMP)
	@$(BIN)/pip install --quiet -e '.[build]' > $(VENV)/install-build.log 2>&1 || { cat $(VENV)/install-build.log; exit 1; }
	$(BIN)/python -m wordtools_build --check

index: $(STAMP)
	$(BIN)/wordtools index build --all

clean:
	rm -rf $(VENV) build *.egg-info
