# Quintet: `make play` to play, `make test` to run every test headless.
# Both create .venv on first use and install the project (editable) into it.
# `make check`: lint (ruff), types (mypy, strict on game/core) and every shipped content file.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test bench shots schemas check dist dist-test clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test]"
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m game

test: $(STAMP)
	ARCADE_HEADLESS=1 ARCADE_SOUND_BACKENDS=silent $(PY) -m pytest

check: $(STAMP)
	$(PY) -m ruff check game tests tools
	$(PY) -m mypy
	$(PY) -m game check

bench: $(STAMP)
	ARCADE_HEADLESS=1 ARCADE_SOUND_BACKENDS=silent $(PY) tools/bench.py

shots: $(STAMP)
	ARCADE_HEADLESS=1 ARCADE_SOUND_BACKENDS=silent $(PY) tools/shots.py

schemas: $(STAMP)
	$(PY) tools/schemas.py

$(VENV)/.dist-installed: $(STAMP)
	$(PY) -m pip install --quiet -e ".[test,dist]"
	touch $@

dist: $(VENV)/.dist-installed
	$(PY) tools/build_exe.py

dist-test: $(VENV)/.dist-installed
	ARCADE_HEADLESS=1 ARCADE_SOUND_BACKENDS=silent $(PY) -m pytest -m dist -p no:cacheprovider tests/dist

clean:
	rm -rf build dist .pytest_cache
