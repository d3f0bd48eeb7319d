# Two commands set everything up: `make run` and `make test`.
# The double-clickable game: `make exe` (into dist/), then `make check-exe`;
# on a Linux desktop `make install-desktop` adds it to the applications menu.
PYTHON ?= python3
VENV := .venv
# Windows (make from Git Bash / MSYS): the venv keeps its programs in Scripts/.
ifeq ($(OS),Windows_NT)
BIN := $(VENV)/Scripts
else
BIN := $(VENV)/bin
endif
PY := $(BIN)/python
STAMP := $(VENV)/.installed
# The computer opponent's search compiled by mypyc (where a C compiler exists: without
# one the build prints why and the same source runs as plain Python). Rebuilt when a
# compiled source changes; quarto_app/games/quarto/ai/native.py says which modules.
AI := quarto_app/games/quarto/ai
NATIVE := $(AI)/_native.json
NATIVE_SOURCES := $(addprefix $(AI)/,board.py tables.py symmetry.py search.py solver.py native.py)

# Where install-desktop puts the menu entry and the icon (per user, no root needed).
APPS_DIR ?= $(HOME)/.local/share/applications
ICON_DIR ?= $(HOME)/.local/share/icons/hicolor/256x256/apps

.PHONY: run test lint bench smoke exe check-exe install-desktop uninstall-desktop clean native

# The message catalog, compiled for a fast start (the game reads the .po sources
# instead when this is missing or older than them).
CATALOG_SOURCES := $(wildcard assets/locale/*/*.po)
CATALOGS := $(sort $(patsubst %/,%/messages.mo,$(dir $(CATALOG_SOURCES))))

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# Mode 0644: every user of the checkout reads the texts, not their keys.
$(CATALOGS): $(CATALOG_SOURCES) | $(STAMP)
	$(PY) tools/compile_catalogs.py
	chmod 0644 $(CATALOGS)

$(NATIVE): $(STAMP) $(NATIVE_SOURCES)
	$(PY) -m quarto_app.games.quarto.ai build

native: $(NATIVE)

run: $(STAMP) $(NATIVE) $(CATALOGS)
	$(PY) main.py

test: $(STAMP) $(NATIVE) $(CATALOGS)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(PY) -m pytest

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

# Every bench prints its figures (never a timed test). The AI level and strength
# tables play hundreds of games: expect the whole run to take an hour or more.
bench: $(STAMP) $(NATIVE)
	$(PY) bench/rules_games.py
	$(PY) bench/art_cache.py
	$(PY) bench/gui_frames.py
	$(PY) bench/ai_primitives.py
	$(PY) bench/ai_solver.py --compare 89be199
	$(PY) bench/ai_analyze.py
	$(PY) bench/review.py
	$(PY) bench/ai_exact.py
	$(PY) bench/ai_levels.py --games 100
	$(PY) bench/ai_strength.py
	$(PY) bench/ai_accuracy.py

# The quick computer-vs-computer game from source, headless, with its last frame.
smoke: $(STAMP) $(NATIVE) $(CATALOGS)
	mkdir -p artifacts
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) main.py --smoke --screenshot artifacts/smoke.png

# One self-contained executable: dist/Quarto (Linux), dist/Quarto.exe (Windows),
# dist/Quarto.app (macOS). See build.spec.
exe: $(STAMP) $(NATIVE)
	$(BIN)/pyinstaller build.spec --noconfirm --distpath dist --workpath build

# Size, bundled files and headless runs of the build, with the figures.
check-exe: $(STAMP) $(NATIVE)
	mkdir -p artifacts
	$(PY) tools/check_build.py --keep-screenshot artifacts/exe-smoke.png

# Linux: a menu entry with the icon. It starts the built dist/Quarto if there is
# one, otherwise the source game through the venv (then it needs this checkout).
ifeq ($(wildcard dist/Quarto),)
install-desktop: $(STAMP)
else
install-desktop:
endif
	@test "$$(uname -s)" = Linux || { echo "install-desktop is for Linux desktops"; exit 1; }
	@test -f assets/icon.png || { echo "assets/icon.png is missing (python tools/make_assets.py)"; exit 1; }
	@if [ -x dist/Quarto ]; then \
	    cmd='"$(CURDIR)/dist/Quarto"'; what="the built game, $(CURDIR)/dist/Quarto"; \
	else \
	    cmd='"$(CURDIR)/$(PY)" "$(CURDIR)/main.py"'; \
	    what="the source game through $(CURDIR)/$(VENV) (no build in dist/: make exe first for the executable)"; \
	fi; \
	mkdir -p "$(APPS_DIR)" "$(ICON_DIR)"; \
	cp assets/icon.png "$(ICON_DIR)/quarto.png"; \
	sed "s|^Exec=.*|Exec=$$cmd|" assets/quarto.desktop > "$(APPS_DIR)/quarto.desktop"; \
	chmod 644 "$(APPS_DIR)/quarto.desktop" "$(ICON_DIR)/quarto.png"; \
	if command -v update-desktop-database >/dev/null; then update-desktop-database -q "$(APPS_DIR)" || true; fi; \
	if command -v gtk-update-icon-cache >/dev/null; then \
	    gtk-update-icon-cache -q -t "$(dir $(patsubst %/,%,$(dir $(ICON_DIR))))" 2>/dev/null || true; fi; \
	echo "Installed $(APPS_DIR)/quarto.desktop and $(ICON_DIR)/quarto.png"; \
	echo "The menu entry starts $$what."

uninstall-desktop:
	rm -f "$(APPS_DIR)/quarto.desktop" "$(ICON_DIR)/quarto.png"

clean:
	rm -rf $(VENV) build dist .pytest_cache $(CATALOGS)
	rm -f $(NATIVE) $(AI)/*.so $(AI)/*.pyd
