"""The app is the typed service every scene receives (`game.ui.services.App`): the window has
every member the Protocol names, with the same parameters, so a scene typed against it runs."""

from __future__ import annotations

import inspect

from game.app.window import QuintetWindow
from game.ui.scene import Scene
from game.ui.services import App, Sounds


def _members(protocol: type) -> dict[str, object]:
    names = {name for name in vars(protocol) if not name.startswith("_")}
    names |= set(getattr(protocol, "__annotations__", {}))
    return {name: vars(protocol).get(name) for name in names}


def test_the_window_is_the_app_every_scene_receives(app):
    assert isinstance(app, QuintetWindow) and isinstance(app, App)
    assert isinstance(app.audio, Sounds)
    for name, member in _members(App).items():
        assert hasattr(app, name), f"the window has no {name}"
        if inspect.isfunction(member):
            wanted = list(inspect.signature(member).parameters)[1:]
            has = list(inspect.signature(getattr(QuintetWindow, name)).parameters)[1:]
            assert has == wanted, f"{name}{tuple(has)} is not the Protocol's {name}{tuple(wanted)}"


def test_a_scene_holds_the_app_it_was_given(app):
    scene = Scene(app)
    assert scene.app is app and scene.window is app


def test_the_protocol_check_sees_a_missing_member():
    class NotAnApp:
        settings = profile = audio = camera = stack = problems = None

    assert not isinstance(NotAnApp(), App)
