# Quintet: `make play` to play, `make test` to run every test headless.
# Both create .venv on first use and install the project (editable) into it.
# `make check`: lint (ruff; import order, naming and a complexity cap on the games), types (mypy over
# game/core and every game's pure/ folder, strict on the core and those rules), dead code (vulture), every shipped
# content file, and the release workflow (check-jsonschema: the GitHub workflow schema; zizmor: the workflow linter).
# `make wheel`: an sdist and a wheel in dist/ (`python -m build`); `make wheel-test` installs the wheel
# into a fresh venv outside the tree and plays from there; `make dist-test`: the PyInstaller build.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test bench shots schemas check wheel wheel-test dist dist-test icon clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test]"
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m game

# the packaging tests (marker `dist`) build things; they have targets of their own below
test: $(STAMP)
	ARCADE_HEADLESS=1 ARCADE_SOUND_BACKENDS=silent $(PY) -m pytest -m "not dist"

check: $(STAMP)
	$(PY) -m ruff check game tests tools packaging
	$(PY) -m mypy
	$(PY) -m vulture
	$(PY) -m game check
	$(PY) -m check_jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
	$(VENV)/bin/zizmor --offline --quiet .github/workflows

bench: $(STAMP)
	ARCADE_HEADLESS=1 ARCADE_SOUND_BACKENDS=silent $(PY) tools/bench.py

shots: $(STAMP)
	ARCADE_HEADLESS=1 ARCADE_SOUND_BACKENDS=silent $(PY) tools/shots.py

schemas: $(STAMP)
	$(PY) tools/schemas.py

$(VENV)/.dist-installed: $(STAMP)
	$(PY) -m pip install --quiet -e ".[test,dist]"
	touch $@

wheel: $(VENV)/.dist-installed
	$(PY) -m build --outdir dist .

wheel-test: $(VENV)/.dist-installed
	ARCADE_HEADLESS=1 ARCADE_SOUND_BACKENDS=silent $(PY) -m pytest -m dist -p no:cacheprovider tests/dist/test_wheel.py

dist: $(VENV)/.dist-installed
	$(PY) tools/build_exe.py

dist-test: $(VENV)/.dist-installed
	ARCADE_HEADLESS=1 ARCADE_SOUND_BACKENDS=silent $(PY) -m pytest -m dist -p no:cacheprovider tests/dist/test_executable.py

icon: $(STAMP)
	$(PY) packaging/make_icon.py

clean:
	rm -rf build dist .pytest_cache
