# The two commands a newcomer runs: `make demo` and `make test`. Both set up .venv first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: install demo test lint bench dictionaries index clean

install: $(STAMP)

$(STAMP): pyproject.toml setup.py
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	@# bytecode up front: a one-off command would otherwise compile its modules on every run
	@# wherever bytecode is not written (PYTHONDONTWRITEBYTECODE, a read-only checkout)
	$(BIN)/python -m compileall -q wordtools
	touch $(STAMP)

demo: $(STAMP)
	@bash scripts/demo.sh

test: $(STAMP) lint
	$(BIN)/python -m pytest

# Lint and format (ruff) and types (mypy on the engine and the lexicon layer): part of make test.
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
