# The two commands a newcomer runs: `make demo` and `make test`. Both set up .venv first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: install demo test lint bench dictionaries index clean

install: $(STAMP)

# pip's output goes to $(VENV)/install.log, shown only when the install fails.
$(STAMP): pyproject.toml setup.py
	@echo "setting up $(VENV) (pip's output: $(VENV)/install.log)"
	@$(PYTHON) -m venv $(VENV)
	@{ $(BIN)/pip install --upgrade pip && $(BIN)/pip install -e '.[test]'; } > $(VENV)/install.log 2>&1 \
		|| { cat $(VENV)/install.log; echo "make: installing into $(VENV) failed (above: $(VENV)/install.log)"; exit 1; }
	@touch $(STAMP)

demo: $(STAMP)
	@bash scripts/demo.sh

test: $(STAMP) lint
	$(BIN)/python -m pytest

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
