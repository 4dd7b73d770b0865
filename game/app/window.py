"""The Quintet window: a letterboxed 1280x720 design space, the scene stack, settings and profile.

Scenes are pushed and popped on a stack (title -> game select -> game -> pause); each change fades
in from black. F11 toggles fullscreen anywhere. Closing the window saves a game in progress.
Gamepads plugged in now or later play the keyboard's actions (`game.ui.gamepad`); the device used
last (`game.ui.devices`) is noted here for the prompts.
"""

from __future__ import annotations

import sys

import arcade
from pyglet import gl

from game.app.audio import Audio
from game.app.scene_memory import (
    build_with_own_atlas,
    collect_closed_scene,
    forget_closed_games,
    give_back_free_pages,
    open_games,
    use_top_atlas,
)
from game.core.profile import Profile, load_profile, load_settings, save_profile, save_settings
from game.core.storage import remove_stale_temp_files
from game.desktop import set_window_icon
from game.ui import bindings, prompts, theme
from game.ui.devices import note_device
from game.ui.gamepad import Gamepad, button_label
from game.ui.gl_memory import RendererMemory
from game.ui.pacing import install as install_pacing
from game.ui.tween import ease_in_out

FADE_SECONDS = 0.28
#: The events by which the player uses the keyboard or the mouse (the pad's own keys excepted).
KEYBOARD_EVENTS = ("on_key_press", "on_mouse_press")
#: Every how many frames the C heap's free pages are given back (`give_back_free_pages`, under
#: half a millisecond, once in two seconds).
TRIM_EVERY = 120


def tune_malloc(arenas: int = 2, mmap_threshold: int = 256 * 1024) -> bool:
    """On Linux with glibc, let the C allocator keep at most `arenas` arenas (`M_ARENA_MAX`), and
    give blocks of `mmap_threshold` bytes or more their own mapping (`M_MMAP_THRESHOLD`).

    The game starts many short-lived threads (bots and hints think off the frame) and the text and
    picture code allocates a lot in C; with glibc's default of eight arenas per core, memory freed
    in one thread's arena was not reused by the others: a 10-minute soak (tools/soak.py) grew 67%
    after its warm-up with no Python object left behind; with two arenas, 3%. In software rendering
    textures and framebuffers are such C blocks; glibc's default threshold rises after the first
    big block is freed, so later ones came from the heap and stayed there when a game was closed:
    with a fixed threshold, the memory left after playing every game (tools/session_memory.py)
    went from 429 to 334 MB. Best effort: False where there is no glibc."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6")
        m_arena_max, m_mmap_threshold = -8, -3
        return bool(libc.mallopt(m_arena_max, arenas)) and bool(libc.mallopt(m_mmap_threshold, mmap_threshold))
    except (OSError, AttributeError):
        return False


def small_glyph_sheets(side: int = 256, glyphs: int = 24) -> None:
    """Let pyglet start each font's glyph sheet at `side` x `side` pixels (room for `glyphs` of its
    first glyph's size at least; another sheet is added when one is full) instead of 512 x 512 for
    100 glyphs. Every face, size and weight of text has sheets of its own: 32 sizes of one face held
    67 MB with pyglet's defaults and 19 MB with these (in software rendering a texture is the
    process's memory); the menus and games use a few dozen."""
    import pyglet.font.base

    pyglet.font.base.Font.texture_width = pyglet.font.base.Font.texture_height = side
    pyglet.font.base.Font.glyph_fit = glyphs


#: The environment variable that sets the text size for one run (`quintet --text-size` sets it):
#: screenshots and checks at each size without touching the settings file.
TEXT_SIZE_VARIABLE = "QUINTET_TEXT_SIZE"
TEXT_SIZES = (100, 125, 150)


def text_size_from_environment(settings) -> str | None:
    """Set `settings.text_size` from QUINTET_TEXT_SIZE when it is set (for this run: it is kept in
    the file only if a setting is changed); a sentence saying why when its value is not one of the
    sizes (the settings' size is kept)."""
    import os

    value = os.environ.get(TEXT_SIZE_VARIABLE, "").strip().rstrip("%").strip()
    if not value:
        return None
    if value.isdigit() and int(value) in TEXT_SIZES:
        settings.text_size = int(value)
        return None
    return (f"{TEXT_SIZE_VARIABLE} is {os.environ[TEXT_SIZE_VARIABLE]!r}: a text size is 100, 125 or 150; "
            f"text is shown at {settings.text_size} %.")


def progress_types() -> dict[str, type]:
    """Each game's declared type of its progress table in the profile (`GameSpec.progress`)."""
    from game.catalog import GAMES

    return {entry.id: entry.part("progress") for entry in GAMES if entry.progress}


class QuintetWindow(arcade.Window):
    """The one window of the game; scenes reach it as `scene.app`."""

    #: The controllers (`game.ui.gamepad`), made once the window is; None while it is being made.
    gamepad: Gamepad | None = None

    def __init__(self, *, visible: bool = True) -> None:
        tune_malloc()
        settings, settings_problem = load_settings(bindings.check)
        # No MSAA: in software rendering 4x multisampling doubled the frame time (measured), and
        # our shapes are axis-aligned boxes and sprites that do not need it.
        super().__init__(theme.WIDTH, theme.HEIGHT, "Quintet", resizable=True, visible=visible,
                         antialiasing=False, fullscreen=settings.fullscreen and not arcade.headless)
        self.set_minimum_size(640, 360)
        set_window_icon(self)
        small_glyph_sheets()
        theme.load_fonts()
        self.camera = arcade.Camera2D(position=(theme.WIDTH / 2, theme.HEIGHT / 2))
        self._fit_camera()
        self.stack: list[arcade.View] = []
        self.shared_atlas = self.ctx.default_atlas  # the title's and menus'; games have their own
        self._open_games: set[str] = set()  # games with a scene on the stack (their caches are kept)
        self._collect_soon = False  # a game closed: collect its garbage before the next frame draws
        self.renderer_memory = RendererMemory(self.ctx)
        self.pacer = install_pacing(self.ctx)  # software rendering: each frame shaded in parts
        self._fade = 0.0
        self._frames = 0
        self.gamepad = Gamepad(self)
        prompts.gamepad_labeller = button_label  # prompts name the pad's buttons once it is used
        self.gamepad.open()  # the pads plugged in now and later; nothing headless or without one
        self.start(settings, settings_problem)

    def start(self, settings=None, settings_problem: str | None = None) -> None:
        """(Re)start the app: read settings and profile from disk, show the title screen alone.

        Tests call this to "start a new app" in the same window (one window per process)."""
        from game.app.scenes.title import TitleScene

        remove_stale_temp_files()
        if settings is None:
            settings, settings_problem = load_settings(bindings.check)
        profile, profile_problem = load_profile(progress_types())
        self.settings = settings
        note_device("keyboard")  # a new start prompts for the keyboard until a pad is pressed
        size_problem = text_size_from_environment(settings)
        theme.set_text_size(settings.text_size)
        bindings.apply(settings.bindings)
        self.profile: Profile = profile
        self.problems = [p for p in (settings_problem, profile_problem, size_problem) if p]
        old_audio = getattr(self, "audio", None)
        if old_audio is not None:
            old_audio.close()
        self.audio = Audio(settings)
        self._content_problems: dict[str, str | None] = {}
        self.stack = []
        use_top_atlas(self, self.shared_atlas)  # the title is built with the shared atlas, not a closed game's
        self.push(TitleScene(self))

    # -- scaling ---------------------------------------------------------------------------------
    def _fit_camera(self) -> None:
        self.camera.match_window(viewport=True, projection=False, aspect=theme.WIDTH / theme.HEIGHT)
        self.camera.projection = arcade.LRBT(-theme.WIDTH / 2, theme.WIDTH / 2, -theme.HEIGHT / 2, theme.HEIGHT / 2)
        self.camera.position = (theme.WIDTH / 2, theme.HEIGHT / 2)

    def clear(self, color=None, color_normalized=None, viewport=None) -> None:
        """Clear the window's colour (all of it, or the `viewport` box of framebuffer pixels), and
        only its colour: arcade's clear empties the depth buffer too, which nothing here draws with,
        and in software rendering that was 0.6 ms of a 1.2 ms clear at 1280x720 (measured)."""
        if color_normalized is None:
            color_normalized = theme.normalized(tuple(color if color is not None else self.background_color))
        elif len(color_normalized) == 3:
            color_normalized = (*color_normalized, 1.0)
        screen = self.ctx.screen
        with screen.activate():
            kept = screen.scissor
            screen.scissor = viewport
            gl.glClearColor(*color_normalized)
            gl.glClear(gl.GL_COLOR_BUFFER_BIT)
            screen.scissor = kept

    def on_resize(self, width: int, height: int) -> None:
        """Keep the design space letterboxed in the new size."""
        super().on_resize(width, height)
        self._fit_camera()
        settings = getattr(self, "settings", None)  # None while the window is being made
        if settings is not None and not arcade.headless and self.fullscreen != settings.fullscreen:
            settings.fullscreen = self.fullscreen  # left by the system's own key: keep what it is
            self.save_settings()

    def to_design(self, x: float, y: float) -> tuple[float, float]:
        """A window pixel position in design coordinates."""
        point = self.camera.unproject((x, y))
        return point[0], point[1]

    def dispatch_event(self, event_type: str, *args: object) -> None:
        """Every event of the window; a key or click from the keyboard or mouse (not one a gamepad
        button plays) notes that device as the one last used, for the prompts."""
        if event_type in KEYBOARD_EVENTS and not (self.gamepad is not None and self.gamepad.delivering):
            note_device("keyboard")
        super().dispatch_event(event_type, *args)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        """Keys no scene used: F11 toggles fullscreen."""
        if symbol == arcade.key.F11:
            self.apply_fullscreen(not self.settings.fullscreen)

    def apply_fullscreen(self, on: bool) -> None:
        """Switch fullscreen and remember it: F11 and the Settings switch both come here (the
        switch shows the setting)."""
        self.settings.fullscreen = on
        if not arcade.headless:
            self.set_fullscreen(on)
        self.save_settings()

    # -- scene stack -----------------------------------------------------------------------------
    @property
    def scene(self) -> arcade.View | None:
        """The scene on top of the stack."""
        return self.stack[-1] if self.stack else None

    def _show(self, view: arcade.View) -> None:
        self._collect_soon |= forget_closed_games(self, self._open_games)
        self._open_games = open_games(self)
        self._collect_soon |= use_top_atlas(self, self.shared_atlas)
        self._fade = 1.0
        self.show_view(view)

    def push(self, view: arcade.View) -> None:
        """Show a scene on top of the current one."""
        self.stack.append(view)
        self._show(view)

    def pop(self) -> None:
        """Go back to the scene underneath (closing the game at the bottom of the stack)."""
        if len(self.stack) <= 1:
            self.ask_quit()
            return
        self.stack.pop()
        self._show(self.stack[-1])

    def replace(self, view: arcade.View) -> None:
        """Swap the top scene for another."""
        if self.stack:
            self.stack.pop()
        self.push(view)

    def pop_to(self, kind: type | tuple[type, ...]) -> None:
        """Pop scenes until one of this kind is on top (or only the title remains)."""
        while len(self.stack) > 1 and not isinstance(self.stack[-1], kind):
            self.stack.pop()
        self._show(self.stack[-1])

    def flip(self) -> None:
        """Show the frame. Headless (tests, shots, benchmarks, the soak) the window has no surface to
        swap, so nothing waits for the software renderer to finish the frame as a displayed swap
        does, and Mesa kept every queued frame's memory: 1,000 title frames grew 106 MB, and a
        Floorplan game 50 MB more in its first 90 frames even with a flush. Finishing the frame
        first, as a real swap does, keeps it flat (measured with tools/session_memory.py). When
        textures were deleted in the frame (a closed game's atlas, an atlas that grew) the software
        renderer is made to let go of them (`game.ui.gl_memory`)."""
        if arcade.headless:
            self.ctx.finish()
        self._collect_if_due()  # a frame with no scene update (`tick` does it first otherwise)
        self._frames += 1
        if self._frames % TRIM_EVERY == 0:
            give_back_free_pages()
        if self.renderer_memory.textures_freed():  # a closed game's atlas, an atlas that grew
            self.renderer_memory.let_go()
        super().flip()

    def tick(self, dt: float) -> None:
        """Advance the fade between scenes (called by the top scene every frame, first thing in its
        update); before that, let go of a game closed since the last frame. A direction held on a
        gamepad repeats from here."""
        self._collect_if_due()
        if self.gamepad is not None:
            self.gamepad.update(dt)  # a direction held on the pad repeats
        self._fade = max(0.0, self._fade - dt / FADE_SECONDS)

    def _collect_if_due(self) -> None:
        """Collect a closed game's garbage (`collect_closed_scene`) once it closed: at the start of
        the next frame, when the input handler that closed it has returned (so nothing holds it)
        and before the next scene paints its layers (collected at the frame's end, the closed game
        and the menu's first frame were in memory together: the session's peak, 250 MB)."""
        if self._collect_soon:
            self._collect_soon = False
            collect_closed_scene()

    def draw_transition(self) -> None:
        """Draw the fade-in overlay over the design space."""
        if self._fade > 0:
            alpha = 255 * ease_in_out(self._fade)
            arcade.draw_lbwh_rectangle_filled(0, 0, theme.WIDTH, theme.HEIGHT, theme.with_alpha(theme.SHADE, alpha))

    # -- app services used by scenes ----------------------------------------------------------
    def save_settings(self) -> None:
        """Write the settings and apply volumes (a disk that refuses the write is reported on the
        title screen, never a crash: the settings still apply until the game closes)."""
        self._write(save_settings, self.settings)
        self.audio.settings_changed()

    def _write(self, write, record) -> None:
        try:
            write(record)
        except (OSError, ValueError) as exc:
            problem = f"Could not write {type(record).__name__.lower()}: {getattr(exc, 'strerror', None) or exc}"
            if problem not in self.problems:
                self.problems.append(problem)

    def record_result(self, game_id: str, key: str, score: int) -> bool:
        """Keep a score in the profile; True when it is a new best."""
        new_best = self.profile.record_score(game_id, key, score)
        self._write(save_profile, self.profile)
        return new_best

    def save_profile(self) -> None:
        """Write the profile (after progress changes)."""
        self._write(save_profile, self.profile)

    def content_problem(self, game_id: str) -> str | None:
        """The first problem with a game's content files, or None when they all load."""
        if game_id not in self._content_problems:
            from game.app.games import content_problem

            self._content_problems[game_id] = content_problem(game_id)
        return self._content_problems[game_id]

    def open_pause(self, game_scene) -> None:
        """Show the pause overlay over a game scene."""
        from game.app.scenes.pause import PauseScene

        self.push(PauseScene(self, game_scene))

    def show_result(self, game_scene, card) -> None:
        """Show an end-of-game (or level-passed) overlay over a game scene: a
        `game.ui.end_card.EndCard`, whose actions are (label, callable) pairs, e.g. Next / Retry / Menu."""
        from game.app.scenes.result import ResultScene

        self.push(ResultScene(self, game_scene, card))

    def to_menu(self) -> None:
        """Back to Game Select (from a game, its pause or its result screen), to the level editor
        when the game is the editor's test play, or to Statistics from a finished game watched there."""
        from game.app.scenes.select import SelectScene
        from game.app.scenes.statistics import StatisticsScene
        from game.ui.editor import EditorScene

        self.pop_to((SelectScene, EditorScene, StatisticsScene))

    def open_howto(self, game_id: str) -> None:
        """Show a game's How to Play pages."""
        from game.app.scenes.howto import HowToScene

        self.push(build_with_own_atlas(self, lambda: HowToScene(self, game_id)))

    def open_statistics(self) -> None:
        """Show the Statistics screen (from Game Select)."""
        from game.app.scenes.statistics import StatisticsScene

        self.push(StatisticsScene(self))

    def confirm(self, question: str, detail: str, on_yes, *, yes: str = "Yes", no: str = "No") -> None:
        """Ask before something that ends a game or throws something away (the one shared question,
        `ConfirmScene`): `yes` closes the question, then runs `on_yes()`; `no` (focused first) or
        Esc only close it. `detail` names what would be lost."""
        from game.app.scenes.confirm import ConfirmScene

        def answer_yes() -> None:
            if self.scene is question_scene:
                self.pop()
            on_yes()

        question_scene = ConfirmScene(self, question, detail, answer_yes, yes=yes, no=no)
        self.push(question_scene)

    def ask_quit(self) -> None:
        """Ask before closing the game."""
        self.confirm("Quit Quintet?", "Your games in progress are saved.", self.quit, yes="Quit", no="Stay")

    def quit(self) -> None:
        """Save what is running and close."""
        self.close()

    def on_close(self) -> None:
        """Closing the window saves every game scene on the stack first."""
        for view in self.stack:
            save = getattr(view, "save_game", None)
            if save:
                save()
        super().on_close()
