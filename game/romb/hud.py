"""Romb Raider's HUD: the room's title and intro, the turn counter, the loot line and the keys line,
and where the message line sits (bottom right, clear of the keys)."""

from __future__ import annotations

import arcade

from game.romb.input import keys_line
from game.romb.textures import HUD_TOP, KEYS_Y, TEXT_WARM, keys_texture, sprite_at, texture, turn_texture
from game.ui import theme
from game.ui.labels import Labels, show


class Hud:
    """The texts and pictures round the room."""

    def __init__(self, heading: str, intro: str) -> None:
        """The room's title and intro (top left), the turn counter and the loot (top right), the keys
        line (bottom left, key caps in one picture); the scene's message line goes bottom right,
        between the keys and the Undo and Redo buttons."""
        self.labels = labels = Labels()
        self.batch = labels.batch
        self.title = labels.add(heading, 40, HUD_TOP, theme.TEXT, 22, font_name=theme.HEADING_FONT, anchor_y="top")
        # the intro starts under the title as drawn (a larger text size: a taller title)
        self.intro = labels.add(intro, 42, HUD_TOP - max(40, self.title.content_height + 4), theme.TEXT_DIM, 13,
                                anchor_y="top", multiline=True, width=880)
        self.loot_line = labels.add("", theme.WIDTH - 40, HUD_TOP - 46, TEXT_WARM, 14, anchor_x="right",
                                    anchor_y="center")
        # pictures: the turn counter (a word picture per count, 2x: a new count swaps a texture where a
        # text would be laid out again), the loot icon (2x) and the keys line (1:1, on whole pixels);
        # the counter is drawn each frame over the scene's still layer, which holds the rest: a count
        # changes at every step, and painting the still layer's box again in that frame cost 0.7-0.8 ms
        # (measured), where drawing it costs a twentieth of that
        self.sprites = arcade.SpriteList()
        self.counter = arcade.SpriteList()
        self.turns_text = ""
        self.turns = sprite_at(turn_texture("Turn 0"), (0, 0))
        self.loot_sprite = sprite_at(texture("gem", 32), (0, HUD_TOP - 46), scale=0.5)
        self.controls = sprite_at(keys_texture(keys_line()), (0, KEYS_Y), scale=1)
        self.keys_words = ""  # what the keys line says (`show_keys`)
        self.show_keys()
        self.sprites.extend((self.loot_sprite, self.controls))
        self.counter.append(self.turns)

    def show_keys(self) -> None:
        """The keys line as bound now, for the device used last (one picture: key caps and words)."""
        line = keys_line()
        keys = keys_texture(line)
        self.controls.texture = keys
        self.controls.position = (24 + keys.width / 2, KEYS_Y)
        self.keys_words = " ".join(words for _, words in line)

    @property
    def bottom(self) -> float:
        """The lowest point of the title and intro (design pixels): the room is drawn below it."""
        return self.intro.y - (self.intro.content_height if self.intro.text else 0)

    def show(self, turns: int, has_loot: bool) -> None:
        """The turn counter and the loot line (texts change only when their value does)."""
        if self.turns_text != f"Turn {turns}":
            self.turns_text = f"Turn {turns}"
            self.turns.texture = turn_texture(self.turns_text)
            self.turns.scale = 0.5
            self.turns.right, self.turns.top = theme.WIDTH - 43, HUD_TOP - 2
        if show(self.loot_line, "Gem in hand: back to the steps!" if has_loot else "The gem: on its pedestal"):
            self.loot_sprite.center_x = theme.WIDTH - 40 - self.loot_line.content_width - 20
            self.loot_sprite.alpha = 255 if has_loot else 110

    def draw(self) -> None:
        """The pictures but the turn counter, then the texts (the scene's still layer)."""
        self.sprites.draw()
        self.batch.draw()

    def draw_counter(self) -> None:
        """The turn counter (each frame, over the still layer)."""
        self.counter.draw()
