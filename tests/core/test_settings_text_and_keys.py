"""The two settings #25 adds, text size and key bindings, are read like every other setting: a value
that cannot be used falls back to its default with a sentence that names the default."""

from __future__ import annotations

from game.core.profile import _settings_from


def test_a_text_size_not_offered_falls_back_to_100_with_a_sentence():
    notes: list[str] = []
    settings = _settings_from({"text_size": 130}, notes, 1)
    assert settings.text_size == 100
    assert notes == ["text_size 130 is not usable (invalid enum value 130), using 100"]


def test_bindings_of_the_wrong_shape_fall_back_to_none_changed_naming_the_default():
    notes: list[str] = []
    settings = _settings_from({"bindings": {"romb": "x"}, "text_size": 150}, notes, 1)
    assert settings.bindings == {} and settings.text_size == 150
    assert len(notes) == 1 and notes[0].endswith("using {}")


def test_bindings_of_the_right_shape_are_kept():
    notes: list[str] = []
    settings = _settings_from({"bindings": {"romb": {"wait": ["K"]}}}, notes, 1)
    assert settings.bindings == {"romb": {"wait": ["K"]}} and notes == []
