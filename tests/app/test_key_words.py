"""Texts that name a key say the key as bound now: the menus' key lines (title, Settings, Game
Select, Statistics, Your levels) and the How to Play pages, whose rules documents mark each key
they name (`[Space](key:wait)`)."""

from __future__ import annotations

import re

import arcade
import pytest

from game.app.scenes.howto import rules_pages
from game.app.scenes.select import SelectScene
from game.app.scenes.settings import SettingsScene
from game.app.scenes.statistics import StatisticsScene
from game.app.scenes.title import TitleScene
from game.catalog import GAMES
from game.core.paths import resource
from game.ui import bindings
from game.ui.prompts import KEY_MARK, bound_words, key_line

K = arcade.key


@pytest.fixture
def rebound():
    """Bind keys for one test (settings-file names, as the Controls screen keeps them); the
    defaults come back after it."""
    def bind(choices: dict[str, dict[str, list[str]]]) -> None:
        bindings.apply(choices)
    yield bind
    bindings.apply({})


def test_the_menus_key_lines_follow_a_new_binding(app, drive, rebound):
    title = app.scene
    assert isinstance(title, TitleScene)
    assert title.hint.text.startswith("Arrows + Enter")
    rebound({"menus": {"down": ["J"], "pick": ["G"]}})
    title.entered()  # back on the title, as after leaving the Controls screen
    assert title.hint.text.startswith("Up/J/Left/Right + G")
    assert "Up/J: choose" in SettingsScene.key_hint()
    assert "G: go" in SelectScene.key_hint() and "Enter" not in SelectScene.key_hint()
    assert "G: watch" in StatisticsScene.key_hint()


def test_settings_shows_the_new_key_when_the_player_comes_back_to_it(app, drive, rebound):
    settings = SettingsScene(app)
    app.push(settings)
    drive.frames(2)
    assert "Up/Down: choose" in settings.hint.text
    rebound({"menus": {"up": ["I"]}})
    settings.entered()
    assert "I/Down: choose" in settings.hint.text


def test_a_misspelt_action_in_a_key_line_is_an_error_not_a_word():
    with pytest.raises(KeyError):
        key_line("menus", ("pik", "go"))
    assert key_line("menus", ("Esc", "back"), ("pick", "go")) == "Esc: back   Enter: go"


def test_how_to_play_shows_the_documents_words_for_the_default_keys(app):
    romb = " ".join(text for _, text, _ in rules_pages("romb"))
    assert "Space or . (period): wait a turn" in romb
    for entry in GAMES:
        for heading, text, _ in rules_pages(entry.id):
            assert "](key:" not in text, f"{entry.id} {heading}: a key mark left in the page"


def test_how_to_play_names_a_rebound_key(app, rebound):
    rebound({"romb": {"wait": ["T"]}, "floorplan": {"end_turn": ["Q"]}})
    romb = " ".join(text for _, text, _ in rules_pages("romb"))
    assert "T: wait a turn" in romb and "Space or . (period)" not in romb
    floorplan = " ".join(text for _, text, _ in rules_pages("floorplan"))
    assert "Q: end the turn" in floorplan


@pytest.mark.parametrize("entry", [e for e in GAMES if e.keys], ids=lambda e: e.id)
def test_every_key_mark_in_a_rules_document_names_actions_of_its_game(entry):
    entry.part("keys")
    actions = set(bindings.place(entry.id).defaults)
    text = resource("docs", "rules", f"{entry.id}.md").read_text(encoding="utf-8")
    marks = KEY_MARK.findall(text)
    assert marks, f"{entry.id}.md marks none of its keys"
    for words, named in marks:
        unknown = set(named.split(",")) - actions
        assert not unknown, f"{entry.id}.md: [{words}] names {sorted(unknown)}, not actions of the game"
    # a key mark's syntax slip (a space after the comma, a missing bracket) would show as markdown
    assert not re.search(r"\]\(key:[^)]*[ ;][^)]*\)", text)


def test_bound_words_keep_the_words_while_the_keys_are_the_defaults(rebound):
    GAMES[0].part("keys")
    text = "press [E](key:end_turn) to end"
    assert bound_words(text, "floorplan") == "press E to end"
    rebound({"floorplan": {"end_turn": ["Q", "BACKSPACE"]}})
    assert bound_words(text, "floorplan") == "press Q or Backspace to end"
