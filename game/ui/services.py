"""What a scene may ask of the app: the typed service every scene receives as `self.app`.

The app is the window (`game.app.window.QuintetWindow`), but a scene never imports it (that would
tie `game.ui` and every game to `game.app`); it sees the app through `App`, this Protocol: the
player's settings and profile, the sounds, the scene stack, the design camera, and the app's
shared screens (pause, end of game, a question, How to Play). `tests/app/test_services.py` holds
the window to it, member by member, so a scene that needs something new adds it here first.

A game's progress is kept through one typed call, `app.profile.keep_progress(game_id, ...)`
(`game.core.profile.Profile`), never by writing into the profile's tables.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol, runtime_checkable

import arcade

from game.core.profile import Profile, Settings
from game.ui.end_card import EndCard


@runtime_checkable
class Sounds(Protocol):
    """The app's sounds: a named effect (from the frame's end while a frame updates), the title's
    music, and a change of the volume settings."""

    def play(self, name: str, pitch: float = 1.0) -> None:
        """Play a named sound effect ("click", "select", "back", "refuse", ...): at once, or from the
        frame's end when played while the frame updates."""

    def hold(self) -> None:
        """A frame's update begins: effects played until `start_queued` start then."""

    def start_queued(self) -> None:
        """The frame is drawn: start the effects held since `hold`."""

    def start_music(self) -> None:
        """Start the music, once (the title calls it)."""

    def settings_changed(self) -> None:
        """The volume settings changed: follow them."""


@runtime_checkable
class App(Protocol):
    """The app as a scene sees it (see the module doc)."""

    settings: Settings
    profile: Profile
    audio: Sounds
    camera: arcade.Camera2D
    stack: list[arcade.View]
    problems: list[str]

    # -- the scene stack -----------------------------------------------------------------------------
    @property
    def scene(self) -> arcade.View | None:
        """The scene on top of the stack."""

    def push(self, view: arcade.View) -> None:
        """Show a scene over the current one."""

    def pop(self) -> None:
        """Close the top scene and show the one under it."""

    def replace(self, view: arcade.View) -> None:
        """Show a scene in place of the top one."""

    def pop_to(self, kind: type | tuple[type, ...]) -> None:
        """Close scenes down to the first of a kind."""

    def to_menu(self) -> None:
        """Back to Game Select (the game's scene closed)."""

    # -- the frame -----------------------------------------------------------------------------------
    def to_design(self, x: float, y: float) -> tuple[float, float]:
        """A window point in the 1280x720 design space."""

    def tick(self, dt: float) -> None:
        """The app's own work of a frame (the gamepad, the fade between scenes)."""

    def draw_transition(self) -> None:
        """The fade between scenes, over the frame."""

    # -- keeping -------------------------------------------------------------------------------------
    def save_settings(self) -> None:
        """Write the settings file (after a change)."""

    def save_profile(self) -> None:
        """Write the profile (best scores, statistics, progress)."""

    def record_result(self, game_id: str, key: str, score: int) -> bool:
        """Keep a score as a best if it is one; True when it was."""

    def content_problem(self, game_id: str) -> str | None:
        """What is wrong with a game's shipped content, in a sentence, or None."""

    # -- the shared screens --------------------------------------------------------------------------
    def open_pause(self, game_scene: Any) -> None:
        """The pause overlay over a game."""

    def show_result(self, game_scene: Any, card: EndCard) -> None:
        """The end-of-game card over a game (after a loss the action that tries again focused)."""

    def confirm(self, question: str, detail: str, on_yes: Callable[[], None], *, yes: str = "Yes",
                no: str = "No") -> None:
        """Ask before something that ends a game or throws something away; No is focused."""

    def open_howto(self, game_id: str) -> None:
        """A game's How to Play pages."""

    def open_statistics(self) -> None:
        """The Statistics screen."""

    def ask_quit(self) -> None:
        """Ask before quitting Quintet."""
