"""Pharaoh Tomb's side panel: level, score, the level's progress bar with its marks, the pocket's
three slots and the kinds in play. Its boxes and fixed words are part of the backdrop (`layout`);
this draws what changes, as sprites and texts in the scene's batch."""

from __future__ import annotations

import arcade

from game.pharaoh import art
from game.pharaoh.layout import BAR, KINDS_BOX, LEVEL_BOX, SAND_TEXT, SCORE_BOX, SLOT_W, SLOTS, icon, slot_center
from game.pharaoh.rules import CROOKER, GLYPH, KEY, KEY_PIECE, MARKS, PIECE_FROM_LEVEL, kinds, target
from game.ui import theme
from game.ui.labels import Labels
from game.ui.sprites import make_sprite


class Hud:
    """Level, score, the level's progress bar with its marks, the pocket slots and the kinds in play.

    The scene shows intermediate values while a turn animates (`show_*`), then the final state."""

    def __init__(self, labels: Labels, textures: tuple[arcade.Texture, ...]) -> None:
        self.textures = textures
        self.sprites = arcade.SpriteList()
        self.level = labels.value((LEVEL_BOX[0] + LEVEL_BOX[2]) / 2, 548, theme.TEXT, 34, bold=True)
        self.score = labels.value((SCORE_BOX[0] + SCORE_BOX[2]) / 2, 548, theme.ACCENT, 34, bold=True)
        self.removed = labels.value(BAR[0], 478, theme.TEXT, 15, anchor_x="left", bold=True)
        self.to_go = labels.value(BAR[2], 478, theme.TEXT_DIM, 15, anchor_x="right")
        self.slot_states, self.slot_icons = {}, {}
        for piece, left in SLOTS.items():
            self.slot_states[piece] = labels.value(left + SLOT_W / 2, 198, SAND_TEXT, 12)
            self.slot_icons[piece] = make_sprite(icon("crooker") if piece == CROOKER else textures[KEY],
                                                 *slot_center(piece), scale=96 / art.TEXTURE)
        bar_w = BAR[2] - BAR[0]
        self.fill = arcade.SpriteSolidColor(bar_w, BAR[3] - BAR[1], color=(226, 172, 66))
        self.fill.center_y = (BAR[1] + BAR[3]) / 2
        self.sprites.append(self.fill)
        self.ticks, self.mark_icons = [], []
        for num, den in sorted({(n, d) for n, d, _ in MARKS}, key=lambda m: m[0] / m[1]):
            tick = arcade.SpriteSolidColor(3, 32, BAR[0] + bar_w * num / den, (BAR[1] + BAR[3]) / 2)
            self.ticks.append((num, den, tick))
        half_twins = {}
        for num, den, piece in MARKS:
            x = BAR[0] + bar_w * num / den
            if (num, den) in half_twins:  # two pieces at the half: side by side
                half_twins[(num, den)].center_x -= 11
                x += 11
            sprite = make_sprite(self._piece_icon(piece), x, 418, scale=24 / art.TEXTURE)
            half_twins[(num, den)] = sprite
            self.mark_icons.append((num, den, piece, sprite))
        self.kind_icons = [make_sprite(textures[k], KINDS_BOX[0] + 30 + 46 * k, (KINDS_BOX[1] + KINDS_BOX[3]) / 2,
                                       scale=40 / art.TEXTURE) for k in range(10)]
        self.sprites.extend(t for _, _, t in self.ticks)
        self.sprites.extend(s for *_, s in self.mark_icons)
        self.sprites.extend(self.slot_icons.values())
        self.sprites.extend(self.kind_icons)
        self.pocket: tuple = (None, False, False, 0)
        self.shown_level = self.shown_score = self.shown_removed = 0
        self.table = None  # the level table of the state shown (show_state); None: the shipped one

    def _piece_icon(self, piece: str) -> arcade.Texture:
        return {GLYPH: icon("tablet"), KEY_PIECE: self.textures[KEY], CROOKER: icon("crooker")}[piece]

    def show_level(self, level: int) -> None:
        """The level number and the kinds in play."""
        self.shown_level = level
        self.level.text = str(level)
        for k, sprite in enumerate(self.kind_icons):
            sprite.alpha = 255 if k < kinds(level, self.table) else 0

    def show_score(self, score: int) -> None:
        """The score."""
        self.shown_score = score
        self.score.text = f"{score:,}"

    def show_progress(self, level: int, removed: int) -> None:
        """Removed / target, the bar, and which marks are passed (their pieces dim once earned)."""
        self.shown_removed = removed
        goal = target(level, self.table)
        removed = min(removed, goal)
        self.removed.text = f"Removed {removed} / {goal}"
        self.to_go.text = f"{goal - removed} to go" if removed < goal else "Passage open!"
        width = max(1.0, (BAR[2] - BAR[0]) * removed / goal)
        self.fill.width = width
        self.fill.center_x = BAR[0] + width / 2
        for num, den, tick in self.ticks:
            tick.color = (255, 236, 180) if removed * den >= num * goal else (120, 96, 60)
        for num, den, piece, sprite in self.mark_icons:
            available = level >= PIECE_FROM_LEVEL[piece]
            sprite.alpha = 0 if not available else 90 if removed * den >= num * goal else 255

    def show_pocket(self, level: int, glyph: int | None, key: bool, crooker: bool, charges: int) -> None:
        """The three slots: a held piece bright, an empty slot faint, a locked one says from when."""
        self.pocket = (glyph, key, crooker, charges)
        held = {GLYPH: glyph is not None, KEY_PIECE: key, CROOKER: crooker}
        for piece, sprite in self.slot_icons.items():
            if piece == GLYPH:
                sprite.texture = self.textures[glyph] if glyph is not None else icon("tablet")
            sprite.alpha = 255 if held[piece] else 40
            state = self.slot_states[piece]
            if held[piece]:
                state.text, state.color = "ready", theme.GOOD
            elif level < PIECE_FROM_LEVEL[piece] and not (piece == CROOKER and charges):
                state.text, state.color = f"from level {PIECE_FROM_LEVEL[piece]}", theme.TEXT_DIM
            else:
                state.text, state.color = "empty", theme.TEXT_DIM
            if piece == CROOKER and charges:
                state.text = f"{charges} diagonal swap{'s' if charges != 1 else ''}"
                state.color = (130, 180, 255)

    def show_state(self, state) -> None:
        """Everything from a rules state."""
        self.table = state.table
        self.show_level(state.level)
        self.show_score(state.score)
        self.show_progress(state.level, state.removed)
        self.show_pocket(state.level, state.glyph, state.key, state.crooker, state.charges)
