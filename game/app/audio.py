"""Sound effects and music at the volumes of the Settings screen.

Sounds are our own synthesised WAVs in assets/ (see tools/make_sounds.py), loaded on first use.
Without a sound device pyglet falls back to a silent driver; if even that fails, the game plays on
in silence rather than crash.
"""

from __future__ import annotations

import arcade

from game.core.paths import resource


class Audio:
    """Plays effects and the music loop; volumes come from the live settings object."""

    def __init__(self, settings) -> None:
        self.settings = settings
        self._sounds: dict[str, arcade.Sound | None] = {}
        self._music_player = None
        self.played: list[str] = []  # names of effects played, newest last (tests and debugging)

    def _sound(self, path) -> arcade.Sound | None:
        key = str(path)
        if key not in self._sounds:
            try:
                self._sounds[key] = arcade.load_sound(path)
            except Exception:  # no driver, missing file: stay silent, never crash
                self._sounds[key] = None
        return self._sounds[key]

    def play(self, name: str, pitch: float = 1.0) -> None:
        """Play an effect from assets/sounds/<name>.wav at the effects volume."""
        self.played.append(name)
        del self.played[:-50]
        volume = self.settings.master_volume * self.settings.effects_volume
        sound = self._sound(resource("assets", "sounds", f"{name}.wav"))
        if sound is not None and volume > 0:
            try:
                sound.play(volume=volume, speed=pitch)
            except Exception:
                pass

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
