"""`quintet --headless --shot SCENE --out FILE.png`: render any screen to a PNG.

Used for the README screenshots, the card pictures, the How to Play pictures, and by tests and the
benchmark to reach a scene. A game's How to Play pictures are scenes named `<id>:<shot>`, one for
each `Shot` of its record's `shots` (`GameSpec.shots`). The platform's test game is not among them.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from game.catalog import GAMES, game


def _playable() -> list[str]:
    return [g.id for g in GAMES if g.playable]


def scene_names() -> list[str]:
    """Every scene --shot can render."""
    names = ["title", "select", "settings", "controls", "quit", "pause", "result", "statistics", "play-code", "daily"]
    names += [g for g in _playable()] + [f"howto-{g}" for g in _playable()] + howto_shot_names()
    return names


def howto_shots(game_id: str) -> dict:
    """A game's How to Play situations by name (its record's `shots`, else none)."""
    maker = game(game_id).part("shots")
    return maker() if maker else {}


def howto_shot_names() -> list[str]:
    """The scene names of every game's How to Play pictures: `<id>:<shot>`."""
    return [f"{g}:{name}" for g in _playable() for name in howto_shots(g)]


def howto_shot(name: str):
    """The `Shot` behind a scene name `<id>:<shot>` (KeyError when there is none)."""
    game_id, _, shot = name.partition(":")
    if game_id not in _playable():
        raise KeyError(name)
    return howto_shots(game_id)[shot]


def game_session(game_id: str, seed: int = 7):
    """A session for screenshots: the record's `shot_session()` if it has one (a game a few moves
    in), else a new game with a fixed seed."""
    from game.app.games import new_session

    entry = game(game_id)
    maker = entry.part("shot_session")
    return maker() if maker else new_session(entry, seed=seed)


def build_scene(app, name: str) -> None:
    """Push the scenes that lead to `name` onto a fresh app (title already shown)."""
    from game.app.games import create_game_view
    from game.app.scenes.select import SelectScene
    from game.app.scenes.settings import SettingsScene

    builders: dict[str, Callable[[], None]] = {
        "title": lambda: None,
        "select": lambda: app.push(SelectScene(app)),
        "settings": lambda: app.push(SettingsScene(app)),
        "controls": lambda: controls_shot(app),
        "quit": app.ask_quit,
    }
    if name in builders:
        builders[name]()
    elif name == "play-code":  # a code typed with one character wrong, refused as mistyped
        from game.app.scenes.play_code import PlayCodeScene

        app.push(SelectScene(app))
        app.push(PlayCodeScene(app, "3BWG-FZZZ-ZZYV"))
        app.scene.play()
    elif name == "daily":  # a fixed day, so the picture stays the same
        import datetime

        from game.app.scenes.daily import DailyScene

        app.push(SelectScene(app))
        app.push(DailyScene(app, datetime.date(2026, 12, 2)))
    elif name.startswith("howto-"):
        app.push(SelectScene(app))
        app.open_howto(name[len("howto-"):])
    elif ":" in name:
        shot = howto_shot(name)
        game_id = name.partition(":")[0]
        app.push(SelectScene(app))
        view = create_game_view(app, game(game_id), shot.session())
        app.push(view)
        if shot.setup is not None:
            shot.setup(view)
    elif name == "statistics":
        statistics_shot(app)
    elif name == "result":  # the end of a game over its final board (Pharaoh Tomb a few moves in)
        from game.app.main import step
        from game.core.session import Status

        game_id = "pharaoh" if "pharaoh" in _playable() else _playable()[0]
        app.push(SelectScene(app))
        view = create_game_view(app, game(game_id), game_session(game_id))
        app.push(view)
        step(app, 3)
        view.ended = True
        view.game_over(Status.LOST)
    elif name == "pause" or name in _playable():
        game_id = name if name != "pause" else _playable()[0]
        app.push(SelectScene(app))
        app.push(create_game_view(app, game(game_id), game_session(game_id)))
        if name == "pause":
            from game.app.main import step

            step(app, 3)  # the game settles first (its pointer and cursor sprites placed), as in play
            app.open_pause(app.scene)
    else:
        raise KeyError(name)


def controls_shot(app) -> None:
    """The Controls screen over Settings, on Floorplan's keys, its first action waiting for a key."""
    from game.app.scenes.controls import ControlsScene
    from game.app.scenes.settings import SettingsScene

    app.push(SettingsScene(app))
    scene = ControlsScene(app, "floorplan")
    app.push(scene)
    scene.grid.set_focus(2, 0)
    scene.grid.focused.activate()


def statistics_shot(app) -> None:
    """The Statistics screen over Game Select, showing scripted games (`game.app.scripted_stats`)
    whose saves are kept in a temporary folder, removed when the program ends."""
    import atexit
    import shutil
    import tempfile

    from game.app.scenes.select import SelectScene
    from game.app.scenes.statistics import StatisticsScene
    from game.app.scripted_stats import scripted_profile
    from game.core.stats import ReplayShelf

    folder = Path(tempfile.mkdtemp(prefix="quintet-statistics-"))
    atexit.register(shutil.rmtree, folder, True)
    shelf = ReplayShelf(folder)
    app.push(SelectScene(app))
    scene = StatisticsScene(app, scripted_profile(app, shelf), shelf)
    scene.show_page(scene.most_varied_page())
    app.push(scene)


def render_shot(name: str, out: Path, frames: int | None = None) -> int:
    """Render a scene after `frames` frames (default: 45, fades settled; a How to Play shot's own
    count) to a PNG; exit status."""
    if name not in scene_names():
        print(f"quintet: unknown scene {name!r}; choose from: {', '.join(scene_names())}", file=sys.stderr)
        return 2
    from game.app.main import open_app, save_frame, step

    if frames is None:
        frames = howto_shot(name).frames if ":" in name else 45
    app = open_app(visible=False)
    build_scene(app, name)
    step(app, frames)
    save_frame(app, out)
    print(f"wrote {out}")
    return 0
