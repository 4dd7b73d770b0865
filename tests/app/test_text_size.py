"""The Settings' text size: chosen with real keys in Settings, it is kept and shown at once, and a
game's HUD is drawn at that size; QUINTET_TEXT_SIZE sets it for one run."""

from __future__ import annotations

import arcade

from game.app.scenes.settings import SettingsScene
from game.app.shots import build_scene
from game.core.profile import load_settings
from game.ui import theme


def hud_message_size(app) -> float:
    """The font size of the message line at the foot of a game's HUD (Pharaoh Tomb)."""
    build_scene(app, "pharaoh")
    return app.scene.message.font_size


def test_choosing_150_in_settings_with_the_keys_grows_a_games_hud_text(app, drive):
    # given: the HUD's message line at the designed size
    before = hud_message_size(app)
    app.start()
    # when: Settings is opened from the title and the text size row moved right twice, by keys
    drive.key(arcade.key.DOWN)
    drive.key(arcade.key.ENTER)
    assert isinstance(app.scene, SettingsScene)
    drive.key(arcade.key.UP)  # from the first row up to Back,
    drive.key(arcade.key.UP)  # up to Controls,
    drive.key(arcade.key.UP)  # and up again to the last row: Text size
    assert app.scene.menu.focused.label.text == "Text size"
    drive.key(arcade.key.RIGHT)
    drive.key(arcade.key.RIGHT)
    # then: the setting is kept, this screen was made again at the new size with its row focused
    assert app.settings.text_size == 150 and load_settings()[0].text_size == 150
    assert theme.text_scale() == 1.5
    scene = app.scene
    assert isinstance(scene, SettingsScene) and scene.menu.focused.label.text == "Text size"
    assert scene.menu.focused.shown.text == "150%"
    assert scene.hint.font_size == 13 * 1.5
    drive.key(arcade.key.ESCAPE)
    assert app.scene.hint.font_size == 13 * 1.5  # the title under it was made again too
    # and a game's HUD text is larger
    assert hud_message_size(app) == before * 1.5
    theme.set_text_size(100)


def test_a_label_that_must_fit_shrinks_back_but_never_below_its_designed_size(app):
    theme.set_text_size(150)
    try:
        wide = theme.Text("a label with a lot of words in it", 0, 0, font_size=20, fit_width=600)
        assert 20 < wide.font_size < 30 and wide.content_width <= 600
        wide.text = "short"  # a shorter text grows back to the full size
        assert wide.font_size == 30
        wide.text = "a label far too long to fit even at its designed size, whatever is done"
        assert wide.font_size == 20
        assert theme.Text("QUINTET", 0, 0, font_size=84).font_size == 84  # big headings keep their size
        assert theme.Text("A heading", 0, 0, font_size=30).font_size == theme.LARGEST_GROWN
    finally:
        theme.set_text_size(100)


def test_the_environment_variable_sets_the_size_for_a_run_and_a_bad_one_is_a_sentence(app, monkeypatch):
    monkeypatch.setenv("QUINTET_TEXT_SIZE", "125")
    app.start()
    assert theme.text_scale() == 1.25 and app.settings.text_size == 125
    monkeypatch.setenv("QUINTET_TEXT_SIZE", "170")
    app.start()
    assert theme.text_scale() == 1.0
    assert any("QUINTET_TEXT_SIZE is '170': a text size is 100, 125 or 150" in p for p in app.problems)
    monkeypatch.delenv("QUINTET_TEXT_SIZE")
    app.start()
