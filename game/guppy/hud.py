"""Guppy's HUD: the tool cards below the cloth, the order cards above it, and the texts round it (the
score, the level, the tool in hand and how to use it, the keys).

`GuppyHud` is the HUD half of `GuppyScene`, kept in its own file: `_build_hud` makes the cards and
texts once, `_sync_hud` shows the state and the tool in hand (the scene calls it after every turn and
whenever the tool changes)."""

from __future__ import annotations

import arcade

from game.guppy import art
from game.guppy.keys import SCISSOR_ACTIONS, SPONGE, keys_help
from game.guppy.pure.rules import (
    COLOUR_NAMES,
    DYES,
    NO_SCISSORS,
    ORDER_COLOURS,
    GetNewCloth,
    orders,
    spends_when_put_down,
)
from game.ui import theme
from game.ui.labels import Labels
from game.ui.prompts import key_label
from game.ui.sprites import make_sprite
from game.ui.widgets import Button, FocusGroup

TILE = art.TILE
SCALE = 1 / art.RES
#: Centre of the cloth in design space, and the width of the table showing round it: the table
#: spans y 92-610, clear of the order cards above (from 612) and the tool cards below (to 90).
CLOTH_CENTRE = (640, 351)
TABLE_BORDER = 16
ORDER_Y, ORDER_W, ORDER_H, ORDER_GAP = 662, 96, 100, 10
TOOL_Y, TOOL_W, TOOL_H, TOOL_GAP = 48, 118, 84, 14
#: The size of a bucket or sponge picture on its card (clear of the key hint, the count and the name).
TOOL_ICON_SCALE = SCALE * 0.95
CARD = (44, 40, 58, 235)
CARD_EDGE = (92, 84, 118, 255)
FOCUS_EDGE = theme.FOCUS + (255,)
#: What a bead on the cloth does, beside a picture of each kind (see docs/rules/guppy.md).
BEAD_HELP = ((False, "White bead: the patch cut with it\nscores twice the points."),
             (True, "Black (dyed once): four times.\nDyed again, it falls off."))
#: On a level without beads (level 1), where the bead help would stand: how to make a patch of an
#: ordered colour, the lesson a first cloth needs (dye mixes into its side tiles, so most first
#: pours make colours no order wants).
PATCH_LESSON = ("Dye mixes into its four side tiles: red on blue makes purple, which no order wants. "
                "Pour next to tiles of the dye's colour, or sponge them to tan first: tan takes the "
                "dye's colour.")
#: Left edge of the right-hand column.
RIGHT = 936
#: How tall the table of keys may be (design pixels, from its top at 220 down to the window's foot).
KEYS_ROOM = 206


def _sprite(texture: arcade.Texture, x: float = 0, y: float = 0, scale: float = SCALE) -> arcade.Sprite:
    """A sprite of a picture drawn at `art.RES` times its size."""
    return make_sprite(texture, x, y, scale=scale)


class ToolCard:
    """A bucket or the sponges below the cloth: icon, count, key hint."""

    def __init__(self, labels: Labels, tileset: str, tool, left: float, key: str) -> None:
        self.tool = tool
        self.left = left
        texture = art.sponge_texture() if tool == SPONGE else art.bucket_texture(tileset, tool)
        self.panel = _sprite(art.panel_texture(TOOL_W, TOOL_H, CARD, CARD_EDGE), left + TOOL_W / 2, TOOL_Y, 1)
        self.icon = _sprite(texture, left + 37, TOOL_Y + 2, TOOL_ICON_SCALE)
        self.count = labels.add("", left + 84, TOOL_Y - 2, theme.TEXT, 22, bold=True, anchor_x="center",
                                anchor_y="center")
        self.key = labels.add(key, left + 9, TOOL_Y + TOOL_H / 2 - 9, theme.TEXT_DIM, 11, anchor_y="top")
        name = "Sponges" if tool == SPONGE else COLOUR_NAMES[tool].capitalize()
        self.name = labels.add(name, left + 84, TOOL_Y - 30, theme.TEXT_DIM, 11, anchor_x="center")

    def contains(self, x: float, y: float) -> bool:
        """True when a design point is on the card."""
        return self.left <= x <= self.left + TOOL_W and abs(y - TOOL_Y) <= TOOL_H / 2

    def show(self, left: int, selected: bool) -> None:
        """Count and highlight."""
        self.count.text = str(left)
        self.count.color = theme.TEXT if left else theme.TEXT_DIM
        self.icon.alpha = 255 if left else 90
        self.panel.texture = art.panel_texture(TOOL_W, TOOL_H, CARD, FOCUS_EDGE if selected else CARD_EDGE,
                                               3 if selected else 2)
        self.icon.center_y = TOOL_Y + (8 if selected else 2)
        self.icon.angle = -12 if selected else 0


class OrderCard:
    """An order above the cloth: its scissors, colour, progress and key hint."""

    def __init__(self, labels: Labels, tileset: str, colour: int, left: float, key: str) -> None:
        self.colour = colour
        self.left = left
        cx = left + ORDER_W / 2
        bottom = ORDER_Y - ORDER_H / 2
        self.panel = _sprite(art.panel_texture(ORDER_W, ORDER_H, CARD, CARD_EDGE), cx, ORDER_Y, 1)
        self.scissors = _sprite(art.scissors_texture(tileset, colour), cx, ORDER_Y + 16, SCALE * 0.9)
        self.swatch = _sprite(art.tile_texture(tileset, colour), left + 18, bottom + 17, SCALE * 0.42)
        self.bar_back = arcade.SpriteSolidColor(ORDER_W - 16, 6, cx, bottom + 36, (20, 18, 28, 255))
        self.bar = arcade.SpriteSolidColor(ORDER_W - 16, 6, cx, bottom + 36, art.colour_rgb(tileset, colour) + (255,))
        self.progress = labels.add("", left + 60, bottom + 17, theme.TEXT, 13, bold=True, anchor_x="center",
                                   anchor_y="center")
        self.key = labels.add(key, left + 8, ORDER_Y + ORDER_H / 2 - 8, theme.TEXT_DIM, 11, anchor_y="top")
        self.flat = (self.panel, self.bar_back, self.bar)  # drawn at 1:1 (see `GuppyHud`)
        self.icons = (self.swatch, self.scissors)
        self.texts = (self.progress, self.key)

    @property
    def centre(self) -> tuple[float, float]:
        """The middle of the card (where cut tiles fly to)."""
        return self.left + ORDER_W / 2, ORDER_Y

    def contains(self, x: float, y: float) -> bool:
        """True when a design point is on the card."""
        return self.left <= x <= self.left + ORDER_W and abs(y - ORDER_Y) <= ORDER_H / 2

    def show(self, progress: int, size: int, scissors: str) -> None:
        """Progress bar and text, and the scissors ready, held (lifted) or spent (dimmed)."""
        filled = progress >= size
        self.progress.text = "Filled" if filled else f"{progress}/{size}"
        self.progress.color = theme.GOOD if filled else theme.TEXT
        width = (ORDER_W - 16) * min(1.0, progress / size)
        self.bar.width = max(0.01, width)
        self.bar.visible = width > 0
        self.bar.left = self.left + 8
        held, spent = scissors == "held", scissors == "spent"
        edge = FOCUS_EDGE if held else CARD_EDGE
        self.panel.texture = art.panel_texture(ORDER_W, ORDER_H, CARD, edge, 3 if held else 2)
        self.scissors.angle = -25 if held else 0
        self.scissors.center_y = ORDER_Y + (22 if held else 16)
        self.scissors.color = (110, 104, 120, 150) if spent else (255, 255, 255, 255)


def in_hand_words(tool, scissors: int | None, spends: bool = False) -> tuple[str, str]:
    """The name of the tool in hand (a dye colour, `SPONGE`, the scissors of an order's colour, or
    nothing) and how to use it; `spends`: the scissors in hand are spent when put down."""
    if scissors is not None:
        colour = COLOUR_NAMES[scissors]
        after = ("Put down now, they are spent for\nthe rest of the game." if spends else
                 "Right click puts them back unspent:\na pair is spent by its first cut.")
        return f"{colour.capitalize()} scissors", f"Click a glowing {colour} patch to cut it out.\n{after}"
    if tool == SPONGE:
        return "A sponge", "Click a tile: the 2 x 2 square from it\nto the lower right is wiped."
    if tool is not None:
        colour = COLOUR_NAMES[tool]
        return (f"{colour.capitalize()} dye", f"Click a tile: it turns {colour}, and {colour}\n"
                f"mixes into the four tiles beside it:\ntan and {colour} ones turn {colour}.")
    return "Nothing", "Take a bucket or a sponge below the\ncloth, or an order's scissors above it."


class InHand:
    """The IN HAND texts for every tool the player can hold, each laid out once in a batch of its
    own, of which the one in hand is drawn: taking a tool swaps a batch, where setting the texts
    would lay three wrapped lines out again (a few milliseconds in the middle of a frame)."""

    def __init__(self, tileset: str) -> None:
        tools = [(None, None, False), (SPONGE, None, False)] + [(dye, None, False) for dye in DYES]
        tools += [(None, colour, spends) for colour in ORDER_COLOURS for spends in (False, True)]
        self.labels: dict[tuple, Labels] = {}
        self.icons: dict[tuple, arcade.Texture | None] = {}
        for tool, scissors, spends in tools:
            name, how = in_hand_words(tool, scissors, spends)
            labels = self.labels[tool, scissors, spends] = Labels()
            labels.add(name, RIGHT, 622, theme.TEXT, 17, bold=True)
            labels.add(how, RIGHT, 596, theme.TEXT_DIM, 13, multiline=True, width=320,
                       fit_height=84)  # over the heading under it
            self.icons[tool, scissors, spends] = (
                art.scissors_texture(tileset, scissors) if scissors is not None
                else art.sponge_texture() if tool == SPONGE
                else art.bucket_texture(tileset, tool) if tool is not None else None)
        self.shown = self.labels[None, None, False]

    def show(self, tool, scissors: int | None, spends: bool = False) -> arcade.Texture | None:
        """Show what is in hand (a dye or `SPONGE` as `tool`, or an order's `scissors` colour, and
        whether they are spent when put down); returns its picture, None when empty-handed."""
        self.shown = self.labels[tool, scissors, spends]
        return self.icons[tool, scissors, spends]

    def texts(self) -> list[arcade.Text]:
        """The texts shown now: the tool's name and how to use it."""
        return list(self.shown)

    def draw(self) -> None:
        """Draw the texts of the tool in hand."""
        self.shown.draw()


class GuppyHud:
    """The cards and texts round the cloth (mixed into `GuppyScene`, whose `labels`, `state`, `tool`
    and `tileset` it uses, and its sprite lists `back`, pictures drawn pixel for pixel, and `icons`,
    pictures that are scaled)."""

    def _build_hud(self) -> None:
        """Tool cards, texts, buttons; order cards are made in `_sync_orders`."""
        total = 4 * TOOL_W + 3 * TOOL_GAP
        tools = list(DYES) + [SPONGE]
        left = CLOTH_CENTRE[0] - total / 2
        self.tool_cards = [ToolCard(self.labels, self.tileset, tool, left + i * (TOOL_W + TOOL_GAP),
                                    key_label("guppy", f"tool-{i + 1}")) for i, tool in enumerate(tools)]
        for card in self.tool_cards:
            self.back.append(card.panel)
            self.icons.append(card.icon)
        self.order_cards: list[OrderCard] = []
        add = self.labels.add
        add("Guppy", 40, 652, theme.ACCENT, 30, font_name=theme.HEADING_FONT)
        beads = self.state.level.bead_factor > 0
        for word, x, y in (("SCORE", 42, 566), ("MIXING", 42, 380), ("SPONGE", 42, 186), ("IN HAND", RIGHT, 652),
                           ("BEADS", RIGHT, 508) if beads else ("MAKING A PATCH", RIGHT, 522), ("KEYS", RIGHT, 240)):
            add(word, x, y, theme.TEXT_DIM, 12, bold=True)
        if beads:
            for n, (black, text) in enumerate(BEAD_HELP):
                y = 474 - n * 44
                self.icons.append(_sprite(art.bead_texture(black), RIGHT + 14, y))
                add(text, RIGHT + 36, y, theme.TEXT_DIM, 12, multiline=True, width=280, anchor_y="center")
        else:  # no beads on this level: the lesson of the first cloth stands there instead
            self.lesson = add(PATCH_LESSON, RIGHT, 508, theme.TEXT, 12, multiline=True, width=300, anchor_y="top")
        keys, actions = ("\n".join(pair[n] for pair in keys_help()) for n in (0, 1))
        # the two columns shrink alike to the room left under the heading (a larger text size)
        self.keys_text = add(keys, RIGHT, 220, theme.TEXT, 12, bold=True, multiline=True, width=112,
                             anchor_y="top", fit_height=KEYS_ROOM)
        add(actions, RIGHT + 112, 220, theme.TEXT_DIM, 12, multiline=True, width=200, anchor_y="top",
            fit_height=KEYS_ROOM)
        self.level_text = add("", 42, 620, theme.TEXT_DIM, 14)
        self.score_text = add("0", 40, 515, theme.TEXT, 36, bold=True)
        self.best_text = add("", 42, 486, theme.TEXT_DIM, 14)
        self.rules_text = add("", 42, 452, theme.TEXT, 14, multiline=True, width=300)
        self.in_hand = InHand(self.tileset)
        self.message = theme.Text("", RIGHT, 282, theme.ACCENT, 13, font_name=theme.BODY_FONT, multiline=True,
                                  width=304)
        self.tip = add("", 0, 0, theme.TEXT, 13, bold=True, anchor_x="center", anchor_y="center")
        self.tip_back = arcade.SpriteSolidColor(10, 26, 0, 0, (16, 14, 22, 225))
        self.tip_back.visible = False
        self.overlay.insert(0, self.tip_back)
        self.words = arcade.SpriteList()  # praise and points popping up
        self.buttons = FocusGroup([Button("Get New Cloth (N)", RIGHT, 352, 300, 40, self.new_cloth, font_size=16),
                                   Button("End Game (E)", RIGHT, 304, 300, 40, self.ask_end, font_size=16)])
        for widget in self.buttons.widgets:
            widget.focused = False

    def _count(self, tool) -> int:
        """How many of a tool are left (sponges, or the dye of a colour)."""
        return self.state.sponges if tool == SPONGE else self.state.dye[DYES.index(tool)]

    def _sync_hud(self) -> None:
        """Counts, selection, order cards, score and the info texts from the state."""
        state = self.state
        for card in self.tool_cards:
            card.show(self._count(card.tool), card.tool == self.tool)
        self._sync_orders()
        self.score_text.text = f"{int(self.score_shown):,}"
        level = state.level
        self.level_text.text = f"Level {level.number} · Cloth {state.cloth}"
        self.rules_text.text = f"Orders of {level.order_size} tiles\nCut patches of {level.min_patch} or more"
        best = self.app.profile.best.get("guppy", {}).get(str(level.number))
        self.best_text.text = f"Best on this level: {best:,}" if best is not None else "No best score yet"
        held = self.state.holding if self.state.holding != NO_SCISSORS else None
        texture = self.in_hand.show(None if held is not None else self.tool, held,
                                    held is not None and spends_when_put_down(state))
        self.held_texture = texture
        if texture is not None:
            self.held_sprite.texture = texture
        self.buttons.widgets[0].enabled = self._allowed(GetNewCloth())
        self.buttons.widgets[1].enabled = not state.over

    def _sync_orders(self) -> None:
        """Make the order cards for this cloth's orders if they changed, then show each one."""
        state = self.state
        if [c.colour for c in self.order_cards] != list(state.orders):
            old = self.order_cards
            for card in old:
                for sprite in card.flat + card.icons:
                    sprite.remove_from_sprite_lists()
            total = len(state.orders) * ORDER_W + (len(state.orders) - 1) * ORDER_GAP
            start = CLOTH_CENTRE[0] - total / 2
            self.order_cards = [OrderCard(self.labels, self.tileset, colour, start + i * (ORDER_W + ORDER_GAP),
                                          key_label("guppy", SCISSOR_ACTIONS[i]))
                                for i, colour in enumerate(state.orders)]
            for card in old:  # their texts leave the batch (after the new ones are made, as before)
                self.labels.drop(card.texts)
            for card in self.order_cards:
                self.back.extend(card.flat)
                self.icons.extend(card.icons)
        for card, view in zip(self.order_cards, orders(state)):
            card.show(view.progress, view.size, view.scissors)
