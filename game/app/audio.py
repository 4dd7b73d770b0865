"""Sound effects and music at the volumes of the Settings screen.

Sounds are our own synthesised WAVs in assets/ (see tools/make_sounds.py), all loaded when the
first `Audio` is made (29 files, about 4 ms): loaded at its first play, a sound was a hitch of a
millisecond or more in the frame that played it.
Without a sound device pyglet falls back to a silent driver; if even that fails, the game plays on
in silence rather than crash.
"""

from __future__ import annotations

import time

import arcade

from game.core.paths import resource

#: Effects playing at once at most; the oldest is stopped for a new one past this.
MAX_EFFECTS = 12


#: Sounds loaded so far, shared by every `Audio` (an app restarted in the same window reuses them).
_SOUNDS: dict[str, arcade.Sound | None] = {}
#: The effects by name (finding a name's file through the package's resources each play took 0.15 ms).
_EFFECTS: dict[str, arcade.Sound | None] = {}


class Audio:
    """Plays effects and the music loop; volumes come from the live settings object.

    `close()` stops the music: the app calls it before replacing its Audio (a restart), so no
    looping player is left running unreferenced."""

    def __init__(self, settings) -> None:
        self.settings = settings
        self._music_player = None
        #: effect players still alive, with the time each is over: pyglet frees a finished player
        #: only when its clock runs (it does not in a headless test or soak), so they are freed here
        self._effects: list[tuple[float, object]] = []
        self.played: list[str] = []  # names of effects played, newest last (tests and debugging)
        self._queued: list[tuple[str, float]] = []  # (name, pitch) played and not started yet
        self._holding = False  # between a frame's update and its end: effects wait (`hold`)
        for path in sorted(resource("assets", "sounds").glob("*.wav")):
            _EFFECTS[path.stem] = self._sound(path)

    def _sound(self, path) -> arcade.Sound | None:
        key = str(path)
        if key not in _SOUNDS:
            try:
                _SOUNDS[key] = arcade.load_sound(path)
            except Exception:  # no driver, missing file: stay silent, never crash
                _SOUNDS[key] = None
        return _SOUNDS[key]

    def close(self) -> None:
        """Stop and free the music player and any effect still playing (or not started yet)."""
        self._queued = []
        player, self._music_player = self._music_player, None
        if player is not None:
            _delete(player)
        effects, self._effects = self._effects, []
        for _, effect in effects:
            _delete(effect)

    def play(self, name: str, pitch: float = 1.0) -> None:
        """Play an effect from assets/sounds/<name>.wav at the effects volume: at once, or, while a
        frame updates (`hold`), from that frame's end (`start_queued`). Starting one makes a player,
        0.15-0.2 ms, which the frame's own work waited for; at its end the renderer shades the
        frame meanwhile. A click's sound starts at once (a screen it opens may take a while)."""
        self.played.append(name)
        del self.played[:-50]
        if not self._holding:
            self._start(name, pitch)
            return
        self._queued.append((name, pitch))
        del self._queued[:-MAX_EFFECTS]

    def hold(self) -> None:
        """A frame's update begins: effects played from now on start at its end."""
        self._holding = True

    def start_queued(self) -> None:
        """The frame is drawn and sent (`game.ui.scene.Scene.on_draw`): start the effects held
        since `hold`, and play the next ones at once again."""
        self._holding = False
        queued, self._queued = self._queued, []
        for name, pitch in queued:
            self._start(name, pitch)

    def _start(self, name: str, pitch: float) -> None:
        """Start an effect now (if it has a file, a driver and a volume)."""
        volume = self.settings.master_volume * self.settings.effects_volume
        if name not in _EFFECTS:  # not among the files at start: looked for once
            _EFFECTS[name] = self._sound(resource("assets", "sounds", f"{name}.wav"))
        sound = _EFFECTS[name]
        self._free_finished()
        if sound is not None and volume > 0:
            try:
                player = sound.play(volume=volume, speed=pitch)
                length = sound.get_length() or 1.0
            except Exception:
                return
            self._effects.append((time.monotonic() + length / max(pitch, 0.25) + 0.5, player))
            while len(self._effects) > MAX_EFFECTS:
                _delete(self._effects.pop(0)[1])

    def _free_finished(self) -> None:
        """Delete the effect players whose sound is over."""
        now = time.monotonic()
        over = [player for end, player in self._effects if end <= now]
        if over:
            self._effects = [(end, player) for end, player in self._effects if end > now]
            for player in over:
                _delete(player)

    def start_music(self) -> None:
        """Start the looping theme (once)."""
        if self._music_player is not None:
            return
        sound = self._sound(resource("assets", "music", "theme.wav"))
        if sound is None:
            return
        try:
            self._music_player = sound.play(volume=self.music_volume(), loop=True)
        except Exception:
            self._music_player = None

    def music_volume(self) -> float:
        """The music's volume from the settings."""
        return self.settings.master_volume * self.settings.music_volume

    def settings_changed(self) -> None:
        """Apply new volumes to the music that is playing."""
        if self._music_player is not None:
            self._music_player.volume = self.music_volume()


def _delete(player) -> None:
    """Stop and free a player arcade started: `arcade.stop_sound` also drops it from the table
    where arcade keeps every playing player until its end-of-stream event (one already freed is
    fine)."""
    try:
        arcade.stop_sound(player)
    except Exception:  # a driver that is already gone: nothing left to stop
        pass
