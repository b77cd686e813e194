# The commands a newcomer runs: `make demo`, `make test` and `make serve`. Each sets up .venv first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: install demo test lint bench dictionaries index clean serve browser

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

# Lint and format (ruff) and types (mypy on the whole package): part of make test.
lint: $(STAMP)
	$(BIN)/ruff check wordtools tests scripts
	$(BIN)/ruff format --check wordtools tests scripts
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python scripts/bench.py

# Rebuild the committed word lists from their sources (Debian packages + wordfreq).
dictionaries: $(STAMP)
	$(BIN)/pip install --quiet -e '.[build]'
	$(BIN)/python scripts/build_dictionaries.py

index: $(STAMP)
	$(BIN)/wordtools index build --all

clean:
	rm -rf $(VENV) build *.egg-info
