"""Guppy's HUD: the tool cards below the cloth, the order cards above it, and the texts round it (the
score, the level, the tool in hand and how to use it, the keys), the preview's tip, the keyboard
cursor and the tool held beside the pointer.

`Hud` makes the cards and texts once; `show(view, tool)` shows a view and the tool in hand (the
scene calls it after every turn and whenever the tool changes)."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from game.core.grid import Cell
from game.guppy import art
from game.guppy.board_view import CLOTH_CENTRE, SCALE, TABLE_BORDER, TILE, BoardView, picture
from game.guppy.input import SCISSOR_ACTIONS, SPONGE, keys_help, tool_count
from game.guppy.input_preview import allowed
from game.guppy.pure.rules import (
    COLOUR_NAMES,
    DYES,
    NO_SCISSORS,
    ORDER_COLOURS,
    GetNewCloth,
    View,
    orders,
    spends_when_put_down,
)
from game.ui import devices, theme
from game.ui.baked import ButtonPicture
from game.ui.cached_layer import drawn_anywhere
from game.ui.column import Column, grow_to_fit
from game.ui.labels import Labels
from game.ui.prompts import key_label
from game.ui.widgets import Button, FocusGroup

ORDER_Y, ORDER_W, ORDER_H, ORDER_GAP = 662, 96, 100, 10
TOOL_Y, TOOL_W, TOOL_H, TOOL_GAP = 48, 118, 84, 14
#: The size of a bucket or sponge picture on its card (clear of the key hint, the count and the name).
TOOL_ICON_SCALE = SCALE * 0.95
CARD = (44, 40, 58, 235)
CARD_EDGE = (92, 84, 118, 255)
FOCUS_EDGE = theme.FOCUS + (255,)
#: What a bead on the cloth does, beside a picture of each kind (see docs/rules/guppy.md).
BEAD_HELP = ((False, "White bead: the patch cut with it scores twice the points."),
             (True, "Black (dyed once): four times. Dyed again, it falls off."))
#: On a level without beads (level 1), where the bead help would stand: how to make a patch of an
#: ordered colour, the lesson a first cloth needs (dye mixes into its side tiles, so most first
#: pours make colours no order wants).
PATCH_LESSON = ("Dye mixes into its four side tiles: red on blue makes purple, which no order wants. "
                "Pour next to tiles of the dye's colour, or sponge them to tan first: tan takes the "
                "dye's colour.")
#: Left edge of the right-hand column.
RIGHT = 936
#: The lowest the table of keys reaches (design pixels).
KEYS_FOOT = 8
#: How far down the tool in hand's name and how to use it reach (the IN HAND texts fit above it).
IN_HAND_FOOT = 512


#: The buttons' words and the action whose key (or pad button) each names.
BUTTON_WORDS = (("Get New Cloth", "new-cloth"), ("End Game", "end"))


def card_hint(action: str) -> str:
    """The key a card's corner names (a tool's or an order's): the key bound now; none after the
    pad was used last (its shoulders step through the cards, as the table of keys says)."""
    return key_label("guppy", action) if devices.last_device() == "keyboard" else ""


class ToolCard:
    """A bucket or the sponges below the cloth: icon, count, key hint."""

    def __init__(self, labels: Labels, tileset: str, tool, left: float, key: str) -> None:
        self.tool = tool
        self.left = left
        texture = art.sponge_texture() if tool == SPONGE else art.bucket_texture(tileset, tool)
        self.panel = picture(art.panel_texture(TOOL_W, TOOL_H, CARD, CARD_EDGE), left + TOOL_W / 2, TOOL_Y, 1)
        self.icon = picture(texture, left + 37, TOOL_Y + 2, TOOL_ICON_SCALE)
        self.count = labels.add("", left + 84, TOOL_Y - 2, theme.TEXT, 22, bold=True, anchor_x="center",
                                anchor_y="center")
        self.key = labels.add(key, left + 9, TOOL_Y + TOOL_H / 2 - 9, theme.TEXT_DIM, 11, anchor_y="top")
        name = "Sponges" if tool == SPONGE else COLOUR_NAMES[tool].capitalize()
        self.name = labels.add(name, left + 84, TOOL_Y - 30, theme.TEXT_DIM, 11, anchor_x="center",
                               fit_width=2 * (TOOL_W - 84 - 4))  # on the card at any text size
        self.count.text = "00"  # a larger text size: the count stands above its name, not over it
        self.count.y = max(self.count.y, self.name.top + 1 + self.count.content_height / 2)

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
        self.panel = picture(art.panel_texture(ORDER_W, ORDER_H, CARD, CARD_EDGE), cx, ORDER_Y, 1)
        self.scissors = picture(art.scissors_texture(tileset, colour), cx, ORDER_Y + 16, SCALE * 0.9)
        self.swatch = picture(art.tile_texture(tileset, colour), left + 18, bottom + 17, SCALE * 0.42)
        self.bar_back = arcade.SpriteSolidColor(ORDER_W - 16, 6, cx, bottom + 36, (20, 18, 28, 255))
        self.bar = arcade.SpriteSolidColor(ORDER_W - 16, 6, cx, bottom + 36, art.colour_rgb(tileset, colour) + (255,))
        self.progress = labels.add("", left + 60, bottom + 17, theme.TEXT, 13, bold=True, anchor_x="center",
                                   anchor_y="center", fit_width=56)  # clear of the swatch (its right edge 30 px in)
        self.key = labels.add(key, left + 8, ORDER_Y + ORDER_H / 2 - 8, theme.TEXT_DIM, 11, anchor_y="top")
        self.flat = (self.panel, self.bar_back, self.bar)  # drawn at 1:1 (see `Hud`)
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
    would lay three wrapped lines out again (a few milliseconds in the middle of a frame). They
    lie in the scene's still layer, which watches `texts` (the ones shown): a swap paints the
    old texts' boxes and the new ones' again."""

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

    @property
    def texts(self) -> list[arcade.Text]:
        """The texts shown now: the tool's name and how to use it."""
        return self.shown.texts

    def draw(self) -> None:
        """Draw the texts of the tool in hand."""
        self.shown.draw()


class Hud:
    """The cards and texts round the cloth: `back` holds the pictures drawn pixel for pixel (the
    mixing charts, the cards' panels), `icons` the scaled ones; `overlay` the tip's backing, the
    keyboard cursor and the tool held beside the pointer."""

    def __init__(self, tileset: str, beads: bool, best: Callable[[int], int | None],
                 new_cloth: Callable[[], None], end: Callable[[], None]) -> None:
        """`beads`: the level has beads (else the lesson of a first cloth stands in their help);
        `best`: the best score of a level, None before one; `new_cloth` and `end`: the buttons."""
        self.tileset = tileset
        self.best = best
        self.labels = Labels()
        # the overlay's pictures go into the texture atlas first, the cards' after them (the atlas's
        # order decides how the scaled pictures sample)
        self.overlay = arcade.SpriteList()
        self.cursor = picture(art.cursor_texture())
        self.held = picture(art.sponge_texture(), scale=SCALE * 0.6)
        self.overlay.extend([self.cursor, self.held])
        self.back = arcade.SpriteList()
        self.icons = arcade.SpriteList()
        self.legends = []  # the mixing and sponge charts, under their headings
        for sponge, top in ((False, 356), (True, 176)):
            legend = picture(art.mixing_legend(tileset, sponge), scale=1)
            legend.left, legend.top = 42, top
            self.back.append(legend)
            self.legends.append(legend)
        total = 4 * TOOL_W + 3 * TOOL_GAP
        left = CLOTH_CENTRE[0] - total / 2
        self.tool_cards = [ToolCard(self.labels, tileset, tool, left + i * (TOOL_W + TOOL_GAP),
                                    card_hint(f"tool-{i + 1}")) for i, tool in enumerate((*DYES, SPONGE))]
        for card in self.tool_cards:
            self.back.append(card.panel)
            self.icons.append(card.icon)
        self.order_cards: list[OrderCard] = []
        self.buttons = FocusGroup([
            Button(f"{words} ({key_label('guppy', action)})", RIGHT, 352, 300, 40, press, font_size=16)
            for (words, action), press in zip(BUTTON_WORDS, (new_cloth, end))])
        for widget in self.buttons.widgets:
            widget.focused = False
        self.button_picture = ButtonPicture(self.buttons.widgets, "guppy-buttons")  # one draw for both
        #: the scene's message line, in the right-hand column under the buttons (not at the foot,
        #: where the tool cards are): see `_right_column`
        self.message: theme.Text
        self._build_left()
        self._build_right(beads)
        # the tip follows the pointer over its backing: drawn each frame, where the HUD's other
        # texts lie in the scene's still layer (which watches them)
        self.tip_labels = Labels()
        self.tip = self.tip_labels.add("", 0, 0, theme.TEXT, 13, bold=True, anchor_x="center", anchor_y="center")
        self.in_hand = InHand(tileset)
        self.held_texture: arcade.Texture | None = None
        self.score_shown = 0.0
        self.tip_back = arcade.SpriteSolidColor(10, 26, 0, 0, (16, 14, 22, 225))
        self.tip_back.visible = False
        self.overlay.insert(0, self.tip_back)

    def _build_left(self) -> None:
        """The left column from the top: the title, the level, the score and best, the level's
        rules, and the mixing and sponge charts under their headings (pushed down as the texts grow:
        `Column`)."""
        add = self.labels.add
        column = Column(theme.HEIGHT - 8)
        column.place(add("Guppy", 40, 652, theme.ACCENT, 30, font_name=theme.HEADING_FONT))
        # each changing text is laid out at its longest while the column is placed
        self.level_text = add("Level 0 · Cloth 00", 42, 620, theme.TEXT_DIM, 14)
        column.place(self.level_text)
        column.place(add("SCORE", 42, 566, theme.TEXT_DIM, 12, bold=True))
        self.score_text = add("0", 40, 515, theme.TEXT, 36, bold=True)
        column.place(self.score_text)
        self.best_text = add("Best on this level: 00,000", 42, 486, theme.TEXT_DIM, 14)
        column.place(self.best_text)
        self.rules_text = add("Orders of 00 tiles\nCut patches of 00 or more", 42, 452, theme.TEXT, 14,
                              multiline=True, width=330)
        column.place(self.rules_text)
        for word, y, legend in (("MIXING", 380, self.legends[0]), ("SPONGE", 186, self.legends[1])):
            column.place(add(word, 42, y, theme.TEXT_DIM, 12, bold=True))
            column.place(legend)

    def _build_right(self, beads: bool) -> None:
        """The right column under the tool in hand: the beads' help (or the lesson), the buttons,
        the message line's room, and the keys, a row each. Its texts grow with the text size as far
        as leaves room for the keys at their designed size, and the keys as far as the room left
        down to `KEYS_FOOT` allows (`grow_to_fit`)."""
        self.labels.add("IN HAND", RIGHT, 652, theme.TEXT_DIM, 12, bold=True)
        self.bead_icons = [picture(art.bead_texture(black), RIGHT + 14, 0) for black, _ in BEAD_HELP] if beads else []
        self.icons.extend(self.bead_icons)
        smallest = self._keys_table(KEYS_FOOT + 1000, 1.0)
        keys_height = KEYS_FOOT + 1000 - min(text.bottom for text in smallest[-2:])
        self.labels.drop(smallest)
        head = grow_to_fit(lambda growth: self._right_column(beads, growth),
                           lambda texts: texts[-1].bottom - 4 - keys_height >= KEYS_FOOT, self.labels.drop)
        grow_to_fit(lambda growth: self._keys_table(head[-1].bottom - 4, growth),
                    lambda texts: min(text.bottom for text in texts[-2:]) >= KEYS_FOOT, self.labels.drop)

    def _right_column(self, beads: bool, growth: float) -> list[arcade.Text]:
        """The right column's texts under the tool in hand down to the KEYS heading (the last), at
        `growth`, placed top to bottom (see `_build_right`)."""
        def add(text: str, x: float, y: float, color: tuple, size: float, **kwargs) -> arcade.Text:
            made = self.labels.add(text, x, y, color, size, grow_at_most=growth, **kwargs)
            texts.append(made)
            return made

        texts: list[arcade.Text] = []
        column = Column(IN_HAND_FOOT)
        column.place(add("BEADS", RIGHT, 508, theme.TEXT_DIM, 12, bold=True) if beads
                     else add("MAKING A PATCH", RIGHT, 522, theme.TEXT_DIM, 12, bold=True))
        for n, icon in enumerate(self.bead_icons):
            icon.center_y = 474 - n * 44
            column.place(add(BEAD_HELP[n][1], RIGHT + 36, icon.center_y, theme.TEXT_DIM, 12, multiline=True,
                             width=296, anchor_y="center"), icon)
        if not beads:  # no beads on this level: the lesson of the first cloth stands there instead
            self.lesson = add(PATCH_LESSON, RIGHT, 508, theme.TEXT, 12, multiline=True, width=300, anchor_y="top")
            column.place(self.lesson)
        for button, bottom in zip(self.buttons.widgets, (352, 304)):
            button.move_to(RIGHT, bottom)
            column.place(button)
        self.message = theme.Text("Two lines\nof a message", RIGHT, 282, theme.ACCENT, 12, font_name=theme.BODY_FONT,
                                  multiline=True, width=304, grow_at_most=growth)
        column.place(self.message)  # its room: two lines at the text size
        self.message.fit(height=self.message.content_height + 2)  # a longer one shrinks (to 12 at most) to fit
        self.message.text = ""
        column.place(add("KEYS", RIGHT, 240, theme.TEXT_DIM, 12, bold=True))
        return texts

    def _keys_table(self, top: float, growth: float) -> list[arcade.Text]:
        """The keys and what they do at `growth`, a row each from `top` (in `key_rows`)."""
        texts: list[arcade.Text] = []
        y = top
        keys_width = round(min(150, 118 * growth))  # the keys' column widens with their text, at most this
        self.key_rows: list[tuple[arcade.Text, arcade.Text]] = []
        for key, action in keys_help():
            row = (self.labels.add(key, RIGHT, y, theme.TEXT, 12, bold=True, multiline=True, width=keys_width,
                                   anchor_y="top", grow_at_most=growth),
                   self.labels.add(action, RIGHT + keys_width, y, theme.TEXT_DIM, 12, multiline=True,
                                   width=330 - keys_width, anchor_y="top", grow_at_most=growth))
            self.key_rows.append(row)
            texts.extend(row)
            y = min(text.bottom for text in row)
        return texts

    def show_keys(self) -> None:
        """Every text of the HUD that names a control, for the device used last: the table of keys
        (its rows stacked again from the top: a button's name may take more room than a key's),
        the cards' hints (keys only: a pad steps through the cards with its shoulders) and the
        buttons."""
        y = self.key_rows[0][0].y
        for (key, action), (key_words, action_words) in zip(self.key_rows, keys_help()):
            key.text, action.text = key_words, action_words
            key.y = action.y = y
            y = min(key.bottom, action.bottom)
        for card, action in zip(self.tool_cards, (f"tool-{i + 1}" for i in range(len(self.tool_cards)))):
            card.key.text = card_hint(action)
        for card, action in zip(self.order_cards, SCISSOR_ACTIONS):
            card.key.text = card_hint(action)
        for button, (words, action) in zip(self.buttons.widgets, BUTTON_WORDS):
            button.text.text = f"{words} ({key_label('guppy', action)})"

    def prompt_texts(self) -> list[str]:
        """What the texts that name a control say (the table of keys, the buttons)."""
        return [f"{key.text} {action.text}" for key, action in self.key_rows] + \
            [button.text.text for button in self.buttons.widgets]

    def textures(self) -> list[arcade.Texture]:
        """Every card texture play can swap in (scissors, panels plain and lit), for the atlas."""
        codes = sorted(art.PALETTES[self.tileset])
        return ([art.scissors_texture(self.tileset, c) for c in codes if c in ORDER_COLOURS]
                + [art.panel_texture(w, h, CARD, edge, border) for w, h in ((TOOL_W, TOOL_H), (ORDER_W, ORDER_H))
                   for edge, border in ((CARD_EDGE, 2), (FOCUS_EDGE, 3))])

    def show(self, view: View, tool) -> None:
        """Counts, selection, order cards, score and the info texts from the view and the tool in
        hand (a dye, `SPONGE` or None)."""
        for card in self.tool_cards:
            card.show(tool_count(view, card.tool), card.tool == tool)
        self.show_orders(view)
        self.score_text.text = f"{int(self.score_shown):,}"
        level = view.level
        self.level_text.text = f"Level {level.number} · Cloth {view.cloth}"
        self.rules_text.text = f"Orders of {level.order_size} tiles\nCut patches of {level.min_patch} or more"
        best = self.best(level.number)
        self.best_text.text = f"Best on this level: {best:,}" if best is not None else "No best score yet"
        held = view.holding if view.holding != NO_SCISSORS else None
        texture = self.in_hand.show(None if held is not None else tool, held,
                                    held is not None and spends_when_put_down(view))
        self.held_texture = texture
        if texture is not None:
            self.held.texture = texture
        self.buttons.widgets[0].enabled = allowed(view, GetNewCloth())
        self.buttons.widgets[1].enabled = not view.over

    def show_orders(self, view: View) -> None:
        """Make the order cards for this cloth's orders if they changed, then show each one."""
        if [c.colour for c in self.order_cards] != list(view.orders):
            old = self.order_cards
            for card in old:
                for sprite in card.flat + card.icons:
                    sprite.remove_from_sprite_lists()
            total = len(view.orders) * ORDER_W + (len(view.orders) - 1) * ORDER_GAP
            start = CLOTH_CENTRE[0] - total / 2
            self.order_cards = [OrderCard(self.labels, self.tileset, colour, start + i * (ORDER_W + ORDER_GAP),
                                          card_hint(SCISSOR_ACTIONS[i]))
                                for i, colour in enumerate(view.orders)]
            for card in old:  # their texts leave the batch (after the new ones are made, as before)
                self.labels.drop(card.texts)
            for card in self.order_cards:
                self.back.extend(card.flat)
                self.icons.extend(card.icons)
        for card, order in zip(self.order_cards, orders(view)):
            card.show(order.progress, order.size, order.scissors)

    def order_card(self, colour: int) -> OrderCard | None:
        """The card of an order's colour on this cloth, if any."""
        return next((c for c in self.order_cards if c.colour == colour), None)

    def show_score(self, score: float) -> None:
        """The score display at `score` (counting up during a turn's story)."""
        self.score_shown = score
        text = f"{int(round(score)):,}"
        if self.score_text.text != text:
            self.score_text.text = text

    def show_tip(self, text: str, refused: bool, board: BoardView, cells: tuple[Cell, ...]) -> None:
        """Say `text` (red when the rules refuse) above the footprint `cells` (below it near the
        top edge), over the table so it never covers the columns beside it; "" hides it."""
        self.tip.text = text  # unchanged text is not laid out again
        if not text:
            return
        self.tip.color = theme.DANGER if refused else theme.FOCUS
        xs = [board.cell_centre(c)[0] for c in cells]
        ys = [board.cell_centre(c)[1] for c in cells]
        width = self.tip.content_width + 20
        geometry = board.geometry
        left, right = geometry.left - TABLE_BORDER, geometry.right + TABLE_BORDER
        x = min(max((min(xs) + max(xs)) / 2, left + width / 2), right - width / 2)
        y = max(ys) + TILE * 0.5 + 18
        if y > geometry.top - 10:
            y = min(ys) - TILE * 0.5 - 18
        self.tip.x, self.tip.y = x, y
        self.tip_back.width = width
        self.tip_back.height = self.tip.content_height + 8  # the words' height at the text size
        self.tip_back.position = (x, y)

    def update(self, dt: float, busy: bool, beat: float, cursor: tuple[float, float], keyboard: bool,
               held_at: tuple[float, float] | None) -> None:
        """Buttons, the keyboard cursor at `cursor` (shown while the keys lead), pulsing with `beat`,
        the tool in hand beside `held_at` (None: hidden) and the tip (all hidden while a turn plays)."""
        self.buttons.update(dt)
        self.cursor.visible = keyboard and not busy
        self.cursor.position = cursor
        self.cursor.alpha = int(170 + 85 * beat)
        self.held.visible = self.held_texture is not None and held_at is not None and not busy
        if self.held.visible and held_at is not None:
            self.held.position = (held_at[0] + 30, held_at[1] - 26)
        self.tip.visible = self.tip_back.visible = bool(self.tip.text) and not busy

    def draw_under(self, exact: bool, reaches: Callable[[object], bool] = drawn_anywhere) -> None:
        """The cards and charts, under the cloth's layers (`exact`: one window pixel per design
        pixel, where nearest sampling is exact for these 1:1 pictures): the scene's still layer
        (`reaches`: whether a list draws in the box being painted again, `CachedLayer.reaches`)."""
        self.back.draw(pixelated=exact)
        if reaches(self.icons):
            self.icons.draw()

    def still_layers(self) -> tuple[arcade.SpriteList, ...]:
        """What `draw_under` draws (the still layer watches them: a card's frame or count changes
        them)."""
        return self.back, self.icons

    def draw_texts(self, reaches: Callable[[object], bool] = drawn_anywhere) -> None:
        """The HUD's texts but the tip, and the tool in hand's, over the cards: in the scene's
        still layer, last (`reaches`: as for `draw_under`)."""
        for group in (self.labels, self.in_hand):
            if reaches(group):
                group.draw()

    def draw(self) -> None:
        """The buttons, the tip's backing, cursor and held tool, then the tip."""
        self.button_picture.draw()
        self.overlay.draw()
        self.tip_labels.draw()
