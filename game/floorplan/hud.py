"""Floorplan's panel beside the board: the museum, the round and its target (the Blue Angel), the
twelve Galleries charted as they are visited, the record (turns, rounds lost), the talismans in hand
and the End turn button; and the texts over the board (whose turn and what to do, the spare's
caption, the key help line).

The panel (backdrop, pictures and its `arcade.Text`s, set only when their value changes) is drawn
into one picture when something in it changes and drawn as that one sprite (`game/ui/baked.py`). Drawn
every frame: one list of opaque pictures (the End turn button with its words in its picture, the
prompt and the key help as pictures of their known lines, the fixed words beside the board, the
Visitor's view) and one text batch, the captions that can say anything. `show(view)` fills
everything from a rules view; the scene calls the `show_*` pieces while a turn animates, so
counters change when the story reaches them.
"""

from __future__ import annotations

import arcade

from game.floorplan import textures as tx
from game.floorplan.art_brush import TALISMAN_KINDS, TALISMAN_NAMES
from game.floorplan.input import HELP_MODES, PROMPTS, SPARE_WORDS, TALISMAN_ACTIONS, help_line, push_words
from game.floorplan.layout import HUD_BOX, Layout
from game.floorplan.pure.board import Geometry
from game.ui import theme
from game.ui.baked import Baked
from game.ui.labels import Labels, show, warm_up
from game.ui.prompts import key_label
from game.ui.sprites import hide, make_sprite, set_listed

PARCHMENT = (244, 228, 196)
DIM = (176, 156, 140)
GOLD = (232, 190, 96)
SERIF = "Liberation Serif"
#: Thumbnails of the Galleries in the progress chart.
THUMB_W, THUMB_H = 44, 33


class Button:
    """A button whose words are part of its picture (one per look: on, lit when hovered or
    focused, grey when off), in a list of opaque pictures drawn each frame."""

    LOOKS = {"on": ((255, 255, 255), PARCHMENT), "lit": ((255, 226, 150), PARCHMENT),
             "off": ((150, 140, 140), (110, 96, 90))}

    def __init__(self, sprites: arcade.SpriteList, text: str, box: tuple[float, float, float, float]):
        self.box = box
        left, bottom, right, top = box
        self.sprite = make_sprite(None, (left + right) / 2, (bottom + top) / 2)
        sprites.append(self.sprite)
        self.enabled = True
        self.lit = False
        self.relabel(text)

    def relabel(self, text: str) -> None:
        """Draw the button's pictures with these words (a key named for the device used last)."""
        left, bottom, right, top = self.box
        width, height = int(right - left), int(top - bottom)
        self.text = text  # its words, drawn into its pictures
        self.looks = {look: tx.button(width, height, text, tint, color) for look, (tint, color) in self.LOOKS.items()}
        self.sprite.texture = self.looks["lit" if self.lit and self.enabled else "on" if self.enabled else "off"]

    def contains(self, x: float, y: float) -> bool:
        """True when a design point is on the button."""
        left, bottom, right, top = self.box
        return left <= x <= right and bottom <= y <= top

    def set(self, enabled: bool, lit: bool) -> None:
        """Enabled (parchment words) or not (dim), lit (gold tint) or not."""
        if (enabled, lit) == (self.enabled, self.lit):
            return
        self.enabled, self.lit = enabled, lit
        self.sprite.texture = self.looks["lit" if lit and enabled else "on" if enabled else "off"]


def _talisman_key(index: int) -> str:
    """The key (or pad button) of the talisman row `index` (extra turn, move Stauf, lock a Gallery)."""
    return key_label("floorplan", TALISMAN_ACTIONS[index])


def end_turn_words() -> str:
    """The End turn button's words, with its key as bound now."""
    return f"End turn  ({key_label('floorplan', 'end_turn')})"


class TextSwitch:
    """Texts at one place of which one shows at a time: the known ones made once and shown or hidden
    (a text laid out again costs about a millisecond), any other put in a spare text. `show(text)`;
    `text` is what shows ("" when none)."""

    def __init__(self, add, texts, x: float, y: float, *args, **kwargs) -> None:
        self.known = {text: add(text, x, y, *args, **kwargs) for text in texts}
        self.free = add("", x, y, *args, **kwargs)
        self.x, self.y = self.free.x, self.free.y
        self.text = ""
        for label in (*self.known.values(), self.free):
            label.visible = False

    def show(self, text: str) -> None:
        """Show `text` (and nothing else); "" hides them all."""
        if text == self.text:
            return
        shown = self.known.get(self.text, self.free if self.text else None)
        if shown is not None:
            shown.visible = False
        self.text = text
        if text in self.known:
            self.known[text].visible = True
        elif text:
            self.free.text = text
            self.free.visible = True


class PlateSwitch:
    """Known lines at one place (the prompt over the board, the key help under it) of which one
    shows at a time, each made once as words on the table's colour (`textures.plate`) and shown by
    one opaque sprite in the HUD's pictures: no text group to draw each frame (a line not known yet
    is made when first shown). `show(text)`; "" hides it; `text` is what shows."""

    def __init__(self, pictures: arcade.SpriteList, texts, x: float, y: float, points: float, color: tuple,
                 face: str) -> None:
        self.looks = (points, color, face)
        self.plates = {text: tx.plate(text, points, color, face) for text in texts}
        pictures.preload_textures(self.plates.values())  # into the atlas now, not at a first show in play
        self.x, self.y = round(x), round(y)
        self.sprite = make_sprite(None)
        hide(self.sprite)
        pictures.append(self.sprite)
        self.text = ""

    def show(self, text: str) -> None:
        """Show one of the known lines, or nothing for ""."""
        if text == self.text:
            return
        self.text = text
        if not text:
            hide(self.sprite)
            return
        if text not in self.plates:  # a line made since (a key named for the pad, after it was used)
            self.plates[text] = tx.plate(text, *self.looks)
        self.sprite.texture = self.plates[text]
        self.sprite.position = (self.x, self.y)
        self.sprite.alpha = 255


class Hud:
    """The panel and the texts over the board, for one museum."""

    def __init__(self, layout: Layout, g: Geometry, title: str, difficulty: str) -> None:
        self.layout, self.g = layout, g
        self.labels = Labels()  # the texts over the board (and the Visitor's view's), drawn each frame
        self.panel_labels = Labels()  # the panel's texts, baked with it
        self.back = arcade.SpriteList()
        self.sprites = arcade.SpriteList()
        self.panel = Baked(HUD_BOX, self._paint_panel, "floorplan-panel")
        left, bottom, right, top = HUD_BOX
        self.left, self.right = left, right
        mid = (left + right) / 2
        width = right - left
        self._words: list[tuple] = []  # fixed words, baked into the panel's picture
        self._rules: list[float] = []
        fixed = self._fixed

        def add(text: str, x: float, y: float, *args, **kwargs) -> arcade.Text:
            # whole pixels: a text at half a pixel loses rows of its glyphs (measured)
            return self.panel_labels.add(text, round(x), round(y), *args, **kwargs)

        def add_over(text: str, x: float, y: float, *args, **kwargs) -> arcade.Text:
            return self.labels.add(text, round(x), round(y), *args, **kwargs)

        fixed(title, mid, top - 26, 19, PARCHMENT, "Liberation_Serif_Bold", "mm")
        fixed(f"Stauf plays {difficulty}", mid, top - 50, 13, DIM, "Liberation_Sans_Regular", "mm")
        self._rule(top - 66)
        # the round and its target
        y = top - 82
        self.round = add("", left + 14, y, GOLD, 14, bold=True, anchor_y="center")
        self.angel = make_sprite(tx.piece("angel", 54), left + 38, y - 44, scale=0.5)
        self.sprites.append(self.angel)
        # at a larger text size a name of two lines, and the floor under it, shrink back to the room
        # above the rule (never below their designed size)
        self.target = add("", left + 70, y - 16, PARCHMENT, 17, bold=True, anchor_y="top", font_name=SERIF,
                          multiline=True, width=width - 78, fit_height=48)
        self.where = add("", left + 70, y - 78, DIM, 12, anchor_y="center", fit_width=width - 78)
        self._rule(y - 96)
        # the twelve Galleries
        y -= 112
        fixed("GALLERIES", left + 14, y, 14, GOLD, "Liberation_Sans_Bold", "lm")
        self.count = add("", right - 14, y, PARCHMENT, 14, bold=True, anchor_x="right", anchor_y="center")
        self.thumbs: list[arcade.Sprite] = []
        for k in range(len(g.galleries)):
            col, row = k % 4, k // 4
            x = left + 14 + THUMB_W / 2 + col * (THUMB_W + 6)
            sprite = make_sprite(tx.painting(THUMB_W, THUMB_H, k), x, y - 32 - row * (THUMB_H + 6))
            self.thumbs.append(sprite)
            self.sprites.append(sprite)
        rows = (len(g.galleries) + 3) // 4
        y = y - 32 - (rows - 1) * (THUMB_H + 6) - THUMB_H / 2 - 18
        # the record changes every turn: drawn live over the panel's picture (in the captions' font,
        # so in their text group), not baked, so that ending a turn does not paint the panel again
        half = (right - left) / 2 - 20  # each of the two shares half the line
        self.turns = add_over("", left + 14, y, PARCHMENT, 13, anchor_y="center", fit_width=half)
        self.lost = add_over("", right - 14, y, PARCHMENT, 13, anchor_x="right", anchor_y="center", fit_width=half)
        self._rule(y - 17)
        # talismans in hand
        y -= 34
        fixed("TALISMANS", left + 14, y, 14, GOLD, "Liberation_Sans_Bold", "lm")
        self.talisman_rows: dict[str, tuple] = {}
        self.talisman_keys: list[arcade.Text] = []
        for k, kind in enumerate(TALISMAN_KINDS):
            ry = y - 32 - k * 38
            icon = make_sprite(tx.piece(kind, 32), left + 30, ry, scale=0.5)
            self.sprites.append(icon)
            name = add(TALISMAN_NAMES[kind], left + 52, ry, PARCHMENT, 14, anchor_y="center", font_name=SERIF,
                       fit_width=width - 100)  # clear of the count and its key
            count = add("", right - 26, ry, PARCHMENT, 14, bold=True, anchor_x="right", anchor_y="center")
            # its key, as bound now (a text of the panel's picture: `relabel` names it again)
            self.talisman_keys.append(add(_talisman_key(k), right - 13, ry, DIM, 11, anchor_x="center",
                                          anchor_y="center", fit_width=24))
            box = (left + 6, ry - 18, right - 6, ry + 18)
            self.talisman_rows[kind] = (icon, name, count, box)
        y = y - 32 - 2 * 38 - 24
        self._rule(y)
        # who is who
        for k, (piece, words) in enumerate((("visitor", "You, the Visitor"), ("stauf", "Doktor Stauf"))):
            self.sprites.append(make_sprite(tx.piece(piece, 26), left + 30, y - 18 - k * 28, scale=0.5))
            fixed(words, left + 54, y - 18 - k * 28, 13, DIM, "Liberation_Sans_Regular", "lm")
        self.chosen = arcade.SpriteSolidColor(width - 12, 36, mid, 0, color=(255, 200, 110, 70))
        self.marks = arcade.SpriteList()  # the chosen talisman's row, lit
        # opaque pictures drawn each frame, 1:1 and unblended: the End turn button (lit and dimmed
        # several times a turn, so not baked into the panel) and the Visitor's view (corridor.py)
        self.pictures = arcade.SpriteList()
        self.pictures.blend = False
        self.end_button = Button(self.pictures, end_turn_words(),
                                 (left + 20, bottom + 14, right - 20, bottom + 60))
        self.back.append(make_sprite(tx.hud_backdrop(width, top - bottom, tuple(self._words), tuple(self._rules)),
                                     mid, (top + bottom) / 2))
        self.back.blend = False  # opaque: no blending, which costs a read of every pixel
        # texts over the board
        board_mid = (layout.frame_box(0)[0] + layout.frame_box(len(layout.floors) - 1)[2]) / 2
        self.prompt = PlateSwitch(self.pictures, PROMPTS.values(), board_mid, 698, 19, PARCHMENT,
                                  "Liberation_Serif_Bold")
        helps = (*(help_line(m) for m in HELP_MODES), help_line("shift", False))
        self.help = PlateSwitch(self.pictures, helps, board_mid, 14, 12, (150, 132, 120),
                                "Liberation_Sans_Regular")
        sx, sy = layout.slot
        side = layout.cell * 1.3
        text_x = sx + side / 2 + 14
        title = tx.plate("SPARE TILE", 14, GOLD)
        self.pictures.append(make_sprite(title, round(text_x) - 2 + title.width / 2, round(sy + 30)))
        # lines broken by hand, the width wide enough never to wrap them: wrapping cost ~2 ms a change
        # every push's caption made once: pointing from arrow to arrow lays nothing out again
        captions = (*SPARE_WORDS.values(), *(push_words(line.key) for line in g.lines))
        self.spare_text = TextSwitch(add_over, captions, text_x, sy + 12, PARCHMENT, 13, anchor_y="top",
                                     multiline=True, width=max(120, min(300, int(theme.WIDTH - 12 - text_x))))
        warm_up(self.target)
        warm_up(self.spare_text.free)
        self.shown_kinds: tuple = ()
        self._chosen_at: tuple[float, float] | None = None

    def relabel(self) -> None:
        """End turn's words and the talismans' keys, naming them for the device used last."""
        self.end_button.relabel(end_turn_words())
        for k, text in enumerate(self.talisman_keys):
            text.text = _talisman_key(k)
        self._changed()

    def _rule(self, y: float) -> None:
        """A thin gold line across the panel between two sections (baked into the panel)."""
        self._rules.append(round(HUD_BOX[3] - y))

    def _fixed(self, text: str, x: float, y: float, points: float, color: tuple, face: str, anchor: str) -> None:
        """A word that never changes, baked into the panel (points as `arcade.Text` counts them)."""
        self._words.append((text, round(x - HUD_BOX[0]), round(HUD_BOX[3] - y), round(points * 4 / 3), color,
                            face, anchor))

    # -- filling in ---------------------------------------------------------------------------------
    def show(self, view) -> None:
        """Everything from a rules view."""
        self.show_round(view.round, view.target)
        self.show_visited(view.visited, view.target)
        self.show_record(view.turns, view.rounds_lost)
        self.show_inventory(view.inventory)

    def show_round(self, number: int, target) -> None:
        """The round number and its target's name and floor."""
        g = self.g
        index = g.index(target)
        final = index == g.foyer
        changed = show(self.round, "FINAL ROUND" if final else f"ROUND {number}")
        name = "The Foyer" if final else g.gallery_names.get(index, g.describe(index))
        if show(self.target, name):
            changed = True
            self.where.y = round(self.target.y - self.target.content_height - 10)
        floor = "first" if target[0] == 0 else "second"
        if show(self.where, "the 13th Gallery!" if final else f"on the {floor} floor") or changed:
            self._changed()

    def show_visited(self, visited, target) -> None:
        """The chart: visited Galleries in colour, the rest dark, the target ringed blue."""
        g = self.g
        done = {g.index(s) for s in visited}
        goal = g.index(target)
        for k, square in enumerate(g.galleries):
            sprite = self.thumbs[k]
            color = (255, 255, 255) if square in done else (80, 110, 200) if square == goal else (60, 52, 60)
            if tuple(sprite.color[:3]) != color:
                sprite.color = color
                self._changed()
        if show(self.count, f"{len(done & set(g.galleries))} / {len(g.galleries)}"):
            self._changed()

    def show_record(self, turns: int, rounds_lost: int) -> None:
        """Turns taken and rounds lost."""
        show(self.turns, f"Turns {turns}")
        show(self.lost, f"Rounds lost {rounds_lost}")
        size = min(self.turns.font_size, self.lost.font_size)  # one line: one size (a larger text size
        for text in (self.turns, self.lost):                     # shrinks the longer one back)
            if text.font_size != size:
                text.font_size = size

    def show_inventory(self, inventory) -> None:
        """How many of each talisman the Visitor holds (a kind not held is dimmed)."""
        for kind, (icon, name, count, _box) in self.talisman_rows.items():
            n = list(inventory).count(kind)
            alpha, color = (255, PARCHMENT) if n else (70, (120, 106, 100))
            if show(count, f"x{n}" if n else "-") or icon.alpha != alpha or tuple(name.color[:3]) != color:
                icon.alpha, name.color = alpha, color
                self._changed()

    def show_chosen(self, kind: str | None) -> None:
        """Frame the talisman row being played (None: none)."""
        position = None
        if kind is not None:
            box = self.talisman_rows[kind][3]
            position = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        if position == self._chosen_at:
            return
        self._chosen_at = position
        set_listed(self.chosen, self.marks, position is not None)
        if position is not None:
            self.chosen.position = position
        self._changed()

    def _changed(self) -> None:
        """Something in the panel changed: draw its picture again."""
        self.panel.dirty = True


    def talisman_at(self, x: float, y: float) -> str | None:
        """The talisman row under a design point."""
        for kind, row in self.talisman_rows.items():
            left, bottom, right, top = row[3]
            if left <= x <= right and bottom <= y <= top:
                return kind
        return None

    def talisman_place(self, kind: str) -> tuple[float, float]:
        """Where a talisman's icon sits in the panel (collected talismans fly there)."""
        return self.talisman_rows[kind][0].position

    # -- frame ---------------------------------------------------------------------------------------
    def draw_still(self, pixelated: bool = False) -> None:
        """The panel's picture: in the scene's still layer (which paints the panel's box again when
        it changes)."""
        self.panel.draw(pixelated)

    def draw(self, pixelated: bool = False) -> None:
        """Each frame, over the still layer: the button, the Visitor's view, the plates over the
        board and the texts. They change at nearly every move, and in the still layer each change
        painted its box again, every layer clipped to it: 0.7-1.3 ms a box, four boxes at a push
        (the prompt, the help line, the spare's words, the button). Drawn each frame, they cost
        about 0.3 ms."""
        self.pictures.draw(pixelated=pixelated)
        self.labels.draw()

    def _paint_panel(self) -> None:
        """The panel (with the chosen talisman's frame), its pictures, then its texts."""
        self.back.draw(pixelated=True)
        if len(self.marks):
            self.marks.draw()
        self.sprites.draw(pixelated=True)
        self.panel_labels.draw()
