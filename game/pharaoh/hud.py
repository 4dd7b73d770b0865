"""Pharaoh Tomb's side panel: level, score, the level's progress bar with its marks, how many moves
the board still offers, the pocket's three slots and the kinds in play. Its boxes and fixed words
are part of the backdrop (`layout`); this draws what changes, as sprites and texts in the scene's
batch. Everything it says about levels (targets, kinds, marks, which pieces come when) comes from
the level table of the view shown, so a tuned table shows its own numbers and marks."""

from __future__ import annotations

import math

import arcade

from game.pharaoh import art
from game.pharaoh.layout import (
    BAR,
    KINDS_BOX,
    LEVEL_BOX,
    SAND_TEXT,
    SCORE_BOX,
    SLOT_W,
    SLOTS,
    glyph_textures,
    icon,
    slot_center,
)
from game.pharaoh.pure.rules import CROOKER, GLYPH, KEY, KEY_PIECE, SEED_TABLE, State, Table, moves_left
from game.ui import theme
from game.ui.labels import Labels, show
from game.ui.sprites import make_sprite

#: Size of a mark's piece under the bar (its picture's square; the pieces fill most of its height),
#: the gap between two pieces at one mark, and their row.
MARK_ICON = 34
#: Sizes of the pocket slots' pictures and of the kinds in play.
SLOT_ICON, KIND_ICON = 96, 40
MARK_GAP = 2
MARK_Y = 417
#: Where the moves-left note sits: right-aligned on the POCKET heading's row.
MOVES_AT = (1216, 364)
#: At most this many swaps left is "few" (the note turns amber); at most URGENT it pulses red.
FEW, URGENT = 5, 2
#: The pieces' short names (the slots say "Free glyph", "Key", "Crooker").
SHORT_NAMES = {GLYPH: "glyph", KEY_PIECE: "key", CROOKER: "crooker"}
#: Colours of the moves-left note: plenty, few, urgent.
PLENTY_COLOR, FEW_COLOR, URGENT_COLOR = theme.TEXT_DIM, (240, 180, 80), (255, 120, 96)


def mark_slots(marks: tuple[tuple[int, int, str], ...]) -> list[tuple[int, int, str, float]]:
    """Each mark of a table with the x of its piece's icon: centred under the mark's point on the
    bar, several pieces at one mark side by side around that point, and marks too close to fit
    pushed apart just enough (in order) that no two icons overlap, kept inside the bar."""
    width = BAR[2] - BAR[0]
    groups: dict[tuple[int, int], list[str]] = {}
    for num, den, piece in marks:
        groups.setdefault((num, den), []).append(piece)
    ordered = sorted(groups.items(), key=lambda g: g[0][0] / g[0][1])
    step = MARK_ICON + MARK_GAP
    spans = [[BAR[0] + width * num / den - (len(pieces) * step - MARK_GAP) / 2, len(pieces)]
             for (num, den), pieces in ordered]
    for before, span in zip(spans, spans[1:]):  # push right what would overlap its left neighbour
        span[0] = max(span[0], before[0] + before[1] * step)
    overflow = spans[-1][0] + spans[-1][1] * step - MARK_GAP - BAR[2] - MARK_ICON / 2 if spans else 0
    if overflow > 0:  # then back left from the bar's end
        spans[-1][0] -= overflow
        for after, span in zip(reversed(spans), list(reversed(spans))[1:]):
            span[0] = min(span[0], after[0] - span[1] * step)
    out = []
    for ((num, den), pieces), (left, _) in zip(ordered, spans):
        out.extend((num, den, piece, left + MARK_ICON / 2 + n * step) for n, piece in enumerate(pieces))
    return out


def moves_note(swaps: int, pocket: bool) -> tuple[str, tuple, bool]:
    """What the panel says about the moves left: (text, colour, urgent)."""
    extra = " + pocket" if pocket else ""
    if swaps == 0:
        return ("No swaps left: use your pocket" if pocket else "No moves left", URGENT_COLOR, True)
    plural = "s" if swaps != 1 else ""
    if swaps <= URGENT:
        return f"Only {swaps} swap{plural} left!{extra}", URGENT_COLOR, True
    if swaps <= FEW:
        return f"Few moves: {swaps} swaps{extra}", FEW_COLOR, False
    return f"{swaps} swaps possible{extra}", PLENTY_COLOR, False


def _tint(label: arcade.Text, color: tuple) -> None:
    """Set a text's colour only when it changes (that too lays the text out again)."""
    if tuple(label.color)[:3] != tuple(color)[:3]:
        label.color = color


class Hud:
    """Level, score, the level's progress bar with its marks, the moves left, the pocket slots and
    the kinds in play.

    The story shows intermediate values while a turn animates (`show_*`), then the final view."""

    def __init__(self, labels: Labels, colorblind: bool, sprites: arcade.SpriteList, dense: bool = False, *,
                 live: Labels | None = None, live_sprites: arcade.SpriteList | None = None) -> None:
        """Texts go in `labels`, sprites at the end of `sprites` (the scene's still layer paints
        them, again where they change). What changes at every clearing or every frame goes in
        `live` and `live_sprites`, drawn every frame (by default `labels` and `sprites` too): the score,
        the progress line and bar, its ticks, the next award, the moves left and the glow that
        breathes behind them while they are urgent. (In the still layer, a clearing's new score
        painted a box of the panel again: about 1 ms in software rendering, more than drawing these
        few each frame.) Icons use textures of their size on screen (one texel per pixel in a
        design-size window), or of twice the glyphs' cell when the window is `dense` (larger)."""
        self.colorblind, self.dense = colorblind, dense
        self.sprites = sprites
        live = labels if live is None else live
        live_sprites = sprites if live_sprites is None else live_sprites
        self.level = labels.value((LEVEL_BOX[0] + LEVEL_BOX[2]) / 2, 548, theme.TEXT, 34, bold=True)
        self.score = live.value((SCORE_BOX[0] + SCORE_BOX[2]) / 2, 548, theme.ACCENT, 34, bold=True)
        # the two share the line over the bar: each keeps to its part of it at a larger text size
        self.removed = live.value(BAR[0], 478, theme.TEXT, 15, anchor_x="left", bold=True,
                                  fit_width=(BAR[2] - BAR[0]) * 0.42)
        self.next_award = live.value(BAR[2], 478, theme.TEXT_DIM, 13, anchor_x="right",
                                     fit_width=(BAR[2] - BAR[0]) * 0.56)
        self.moves_glow = make_sprite(icon("glow"), *MOVES_AT, alpha=0)
        self.moves_glow.color = (*URGENT_COLOR, 0)
        live_sprites.append(self.moves_glow)
        self.moves = live.value(*MOVES_AT, PLENTY_COLOR, 13, anchor_x="right", bold=True)
        self.urgent = False
        self.slot_states, self.slot_icons = {}, {}
        for piece, left in SLOTS.items():
            self.slot_states[piece] = labels.value(left + SLOT_W / 2, 198, SAND_TEXT, 12)
            self.slot_icons[piece] = make_sprite(self._piece_icon(piece, SLOT_ICON), *slot_center(piece),
                                                 scale=self.scale(SLOT_ICON))
        self.sprites.append(arcade.SpriteSolidColor(BAR[2] - BAR[0], BAR[3] - BAR[1], (BAR[0] + BAR[2]) / 2,
                                                    (BAR[1] + BAR[3]) / 2, color=(58, 44, 32)))  # the track
        self.fill = arcade.SpriteSolidColor(BAR[2] - BAR[0], BAR[3] - BAR[1], color=(226, 172, 66))
        self.fill.center_y = (BAR[1] + BAR[3]) / 2
        self.live_sprites = live_sprites
        live_sprites.append(self.fill)
        self.ticks: list[tuple[int, int, arcade.Sprite]] = []
        self.mark_icons: list[tuple[int, int, str, arcade.Sprite]] = []
        kinds = self.glyphs(KIND_ICON)
        self.kind_icons = [make_sprite(kinds[k], KINDS_BOX[0] + 30 + 46 * k, (KINDS_BOX[1] + KINDS_BOX[3]) / 2,
                                       scale=self.scale(KIND_ICON)) for k in range(10)]
        self.sprites.extend(self.slot_icons.values())
        self.sprites.extend(self.kind_icons)
        self.pocket: tuple = (None, False, False, 0)
        self.shown_level = self.shown_score = self.shown_removed = 0
        self.table: Table = SEED_TABLE  # the level table of the view shown (show_view)
        self._build_marks()

    def scale(self, size: int) -> float:
        """The scale of an icon `size` pixels wide on screen."""
        return size / art.TEXTURE if self.dense else 1.0

    def glyphs(self, size: int) -> tuple[arcade.Texture, ...]:
        """The hieroglyphs and the key without tiles, for icons `size` pixels wide."""
        return glyph_textures(self.colorblind, False, art.TEXTURE if self.dense else size)

    def _build_marks(self) -> None:
        """Ticks across the bar and piece icons under it, for the marks of the table shown."""
        for *_, sprite in (*self.ticks, *self.mark_icons):
            sprite.remove_from_sprite_lists()
        width = BAR[2] - BAR[0]
        fractions = sorted({(n, d) for n, d, _ in self.table.marks}, key=lambda m: m[0] / m[1])
        self.ticks = [(n, d, arcade.SpriteSolidColor(3, 32, BAR[0] + width * n / d, (BAR[1] + BAR[3]) / 2))
                      for n, d in fractions]
        self.mark_icons = [(n, d, piece, make_sprite(self._piece_icon(piece, MARK_ICON), x, MARK_Y,
                                                     scale=self.scale(MARK_ICON)))
                           for n, d, piece, x in mark_slots(self.table.marks)]
        self.live_sprites.extend(t for *_, t in self.ticks)  # over the bar's fill
        self.sprites.extend(s for *_, s in self.mark_icons)

    def _piece_icon(self, piece: str, size: int) -> arcade.Texture:
        """A pocket piece's picture at an icon size: a blank tablet for the free hieroglyph."""
        if piece == KEY_PIECE:
            return self.glyphs(size)[KEY]
        return icon("tablet" if piece == GLYPH else "crooker", art.TEXTURE if self.dense else size)

    def pop_slot(self, piece: str, p: float) -> None:
        """A slot's picture swelling back to its size as `p` goes 0 to 1 (a piece just earned)."""
        self.slot_icons[piece].scale = self.scale(SLOT_ICON) * (1 + 0.4 * (1 - p))

    def pulse(self, amount: float) -> None:
        """Animate the moves-left warning (0..1 from the scene's clock): a red glow behind it
        breathes while only a couple of swaps are left."""
        self.moves_glow.alpha = int(40 + 110 * amount) if self.urgent else 0

    def show_level(self, level: int) -> None:
        """The level number and the kinds in play."""
        self.shown_level = level
        show(self.level, str(level))
        for k, sprite in enumerate(self.kind_icons):
            sprite.alpha = 255 if k < self.table.level(level).kinds else 0

    def show_score(self, score: int) -> None:
        """The score."""
        self.shown_score = score
        show(self.score, f"{score:,}")

    def show_progress(self, level: int, removed: int) -> None:
        """Removed / target, the bar, the next award, and which marks are passed (their pieces dim
        once earned; pieces the level does not award are not shown, nor a tick where nothing is)."""
        self.shown_removed = removed
        row = self.table.level(level)
        goal = row.target
        removed = min(removed, goal)
        show(self.removed, f"{removed} / {goal} removed")
        upcoming = [(math.ceil(n * goal / d), piece) for n, d, piece in self.table.marks
                    if piece in row.pieces and removed * d < n * goal]
        if removed >= goal:
            show(self.next_award, "Passage open!")
        elif upcoming:
            at = min(at for at, _ in upcoming)
            pieces = " + ".join(SHORT_NAMES[piece] for when, piece in upcoming if when == at)
            show(self.next_award, f"next: {pieces} at {at}")
        elif not row.pieces:  # nothing to earn here: say when the pocket opens
            later = [n for n in (self.table.first_level(p) for p in (GLYPH, KEY_PIECE, CROOKER)) if n and n > level]
            show(self.next_award, f"pieces from level {min(later)}" if later else "")
        else:
            show(self.next_award, "")
        width = max(1.0, (BAR[2] - BAR[0]) * removed / goal)
        self.fill.width = width
        self.fill.center_x = BAR[0] + width / 2
        awarding = {(num, den) for num, den, _ in self.table.awarding_marks(level)}
        for num, den, tick in self.ticks:  # a tick only where the level awards something
            tick.visible = (num, den) in awarding
            tick.color = (255, 236, 180) if removed * den >= num * goal else (120, 96, 60)
        for num, den, piece, sprite in self.mark_icons:
            sprite.alpha = 0 if piece not in row.pieces else 80 if removed * den >= num * goal else 255

    def show_moves(self, view: State) -> None:
        """How many swaps the board offers and whether the pocket helps (counted once per position)."""
        text, color, self.urgent = moves_note(*moves_left(view))
        show(self.moves, text)
        _tint(self.moves, color)
        self.moves_glow.width = self.moves.content_width + 56
        self.moves_glow.height = 40
        self.moves_glow.center_x = MOVES_AT[0] - self.moves.content_width / 2
        self.pulse(0.5)

    def show_pocket(self, level: int, glyph: int | None, key: bool, crooker: bool, charges: int) -> None:
        """The three slots: a held piece bright, an empty slot faint, a locked one says from when."""
        self.pocket = (glyph, key, crooker, charges)
        held = {GLYPH: glyph is not None, KEY_PIECE: key, CROOKER: crooker}
        for piece, sprite in self.slot_icons.items():
            if piece == GLYPH:
                sprite.texture = self.glyphs(SLOT_ICON)[glyph] if glyph is not None else self._piece_icon(GLYPH,
                                                                                                         SLOT_ICON)
            sprite.alpha = 255 if held[piece] else 40
            first = self.table.first_level(piece)
            if piece == CROOKER and charges:
                text, color = f"{charges} diagonal swap{'s' if charges != 1 else ''}", (130, 180, 255)
            elif held[piece]:
                text, color = "ready", theme.GOOD
            elif first is None:
                text, color = "not awarded", theme.TEXT_DIM
            elif level < first:
                text, color = f"from level {first}", theme.TEXT_DIM
            else:
                text, color = "empty", theme.TEXT_DIM
            state = self.slot_states[piece]
            show(state, text)
            _tint(state, color)

    def show_view(self, view: State, moves: bool = True) -> None:
        """Everything from the player's view (the marks again when its table differs); without
        `moves`, all but the moves left (the caller shows them later)."""
        if view.table != self.table:
            self.table = view.table
            self._build_marks()
        self.show_level(view.level)
        self.show_score(view.score)
        self.show_progress(view.level, view.removed)
        self.show_pocket(view.level, view.glyph, view.key, view.crooker, view.charges)
        if moves:
            self.show_moves(view)
