"""Romb Raider's HUD and the end of a room: the room's title and intro, the turn counter, the loot
line and the keys; then the result overlay (won: the score and campaign progress, the next room;
caught: how, and Retry).

`RombHud` is that half of `RombScene`, kept in its own file."""

from __future__ import annotations

import arcade

from game.core.rules import Status
from game.romb.pure.campaign import ASSISTED_SUFFIX, GAME_ID, best_turns, is_open, record_win, room_session
from game.romb.looks import HUD_TOP, KEYS_Y, TEXT_WARM, keys_texture, sprite_at, texture, turn_texture
from game.romb.pure.rules import RULES
from game.ui import theme
from game.ui.labels import Labels, show


#: How far the result panel's centre stays from the room's edge when it moves clear of the catch:
#: half the Caught panel's height and a margin.
RESULT_CLEARANCE = 140


class RombHud:
    """The texts round the room and the result overlay (mixed into `RombScene`, whose `records`,
    `index` and `lost` it reads)."""

    def _build_hud(self, heading: str, intro: str) -> None:
        """The room's title and intro (top left), the turn counter and the loot (top right), the keys
        line (bottom left, key caps in one picture) and the message line (bottom right)."""
        self.labels = labels = Labels()
        self.batch = labels.batch
        self.title = labels.add(heading, 40, HUD_TOP, theme.TEXT, 22, font_name=theme.HEADING_FONT, anchor_y="top")
        self.intro = labels.add(intro, 42, HUD_TOP - 40, theme.TEXT_DIM, 13, anchor_y="top", multiline=True,
                                width=880)
        self.loot_line = labels.add("", theme.WIDTH - 40, HUD_TOP - 46, TEXT_WARM, 14, anchor_x="right",
                                    anchor_y="center")
        # pictures: the turn counter (a word picture per count, 2x: a new count swaps a texture where a
        # text would be laid out again), the loot icon (2x) and the keys line (1:1, on whole pixels)
        self.hud_sprites = arcade.SpriteList()
        self.turns_text = ""
        self.turns = sprite_at(turn_texture("Turn 0"), (0, 0))
        self.loot_sprite = sprite_at(texture("gem", 32), (0, HUD_TOP - 46), scale=0.5)
        keys = keys_texture()
        self.controls = sprite_at(keys, (24 + keys.width / 2, KEYS_Y), scale=1)
        self.hud_sprites.extend((self.turns, self.loot_sprite, self.controls))
        # messages go bottom right, clear of the keys line
        self.message.anchor_x, self.message.anchor_y = "right", "center"
        self.message.position = (theme.WIDTH - 24, KEYS_Y)
        self.message.font_size, self.message.color = 15, TEXT_WARM

    def _show_hud(self, turns: int, has_loot: bool) -> None:
        """The turn counter and the loot line (texts change only when their value does)."""
        if self.turns_text != f"Turn {turns}":
            self.turns_text = f"Turn {turns}"
            self.turns.texture = turn_texture(self.turns_text)
            self.turns.scale = 0.5
            self.turns.right, self.turns.top = theme.WIDTH - 43, HUD_TOP - 2
        if show(self.loot_line, "Gem in hand: back to the steps!" if has_loot else "The gem: on its pedestal"):
            self.loot_sprite.center_x = theme.WIDTH - 40 - self.loot_line.content_width - 20
            self.loot_sprite.alpha = 255 if has_loot else 110

    def score_key(self) -> str:
        """Best scores are kept per room; a room won with the "remember the map" assist on at some
        point is kept apart, under the room's name with ASSISTED_SUFFIX."""
        name = self.state.room.name
        return name + ASSISTED_SUFFIX if getattr(self, "assisted", False) else name

    def _next_record(self):
        if 0 <= self.index < len(self.records) - 1:
            return self.records[self.index + 1]
        return None

    def game_over(self, status: Status) -> None:
        """Won: record the score and the campaign progress, offer the next room. Lost: say how."""
        turns = self.state.turns
        following = self._next_record()
        if self.replaying:
            title = "Replay over"
            lines = [f"{'Won' if status == Status.WON else 'Lost'} in {turns} turns."]
            self.app.show_result(self, title, lines, [("Menu", self.app.to_menu)], won=status == Status.WON)
            return
        if status == Status.WON:
            title = "Room cleared!" if following or self.index < 0 else "Campaign complete!"
            lines = [f"Out with the gem in {turns} turns."]
            if self.index >= 0:  # a campaign room (not one built by a test or a tool)
                name = self.score_key()
                new_best = self.app.record_result(GAME_ID, name, RULES.score(self.state))
                record_win(self.app, self.state.room.name)
                lines.append("A new best!" if new_best else f"Best: {best_turns(self.app.profile, name)} turns.")
            if following:
                lines.append(f"Next: {following.title}")
        else:
            title = "Caught!"
            how = ("You walked into a spirit" if self.lost and self.lost.cause == "walked_into"
                   else "A spirit caught you")
            lines = [f"{how} on turn {turns}.", "The spirits always move the same way, where their arrows",
                     "point: try another path."]
            self._clear_of_the_catch()
        actions = [("Retry", self.retry)]
        if following and is_open(self.app.profile, self.records, self.index + 1):
            # after a win the next room comes first (focused); after a loss, trying again does
            actions.insert(len(actions) if status != Status.WON else 0,
                           ("Next room", lambda: self.next_room(following.name)))
        actions.append(("Menu", self.app.to_menu))
        self.app.show_result(self, title, lines, actions, won=status == Status.WON)

    def _clear_of_the_catch(self) -> None:
        """Put the result panel in the half of the room away from where the raider was caught, so
        the spirit and the raider stay in sight behind it (the panel is over the room's middle
        otherwise)."""
        if self.lost is None:
            return
        board = self.board
        caught_high = board.center(self.lost.at)[1] > board.middle[1]
        y = board.bottom + RESULT_CLEARANCE if caught_high else board.top - RESULT_CLEARANCE
        self.result_centre = (board.middle[0], y)

    def retry(self) -> None:
        """The same room again from the steps."""
        self.app.pop()  # the result overlay
        self.restart()

    def next_room(self, name: str) -> None:
        """The next room of the campaign, in a new scene."""
        self.app.pop()  # the result overlay
        self.app.replace(self.spec.part("scene")(self.app, room_session(name)))
