"""Guppy's prepared situations: the screenshot game (also the benchmark's), the benchmark's pointer
sweeping the cloth, and the How to Play pictures (rendered by `tools/shots.py` through
`quintet --shot guppy:<name>`)."""

from __future__ import annotations

import arcade

from game.core.grid import Cell
from game.core.session import Session
from game.guppy.board_view import CLOTH_CENTRE, TABLE_BORDER, TILE
from game.guppy.input import SPONGE
from game.guppy.pure.content import content_for
from game.guppy.pure.rules import BLUE, RULES, Cut, Dye, GetNewCloth, Params, PickScissors, patches
from game.guppy.scene import GuppyScene
from game.ui.shot import Shot

#: A level-3 game a few moves in: blue and yellow dye grow a 19-tile green patch (its bonus brought
#: a bead), and the green scissors are in hand.
SHOT_SEED = 10
SHOT_MOVES = (Dye(4, (5, 4)), Dye(8, (4, 4)), Dye(8, (1, 4)), PickScissors(12))


def shot_session(moves: int = len(SHOT_MOVES)) -> Session:
    """A deterministic game for screenshots and the benchmark: level 3, a few tools used, the
    scissors of a cuttable patch in hand (so it glows); or only its first `moves` moves."""
    session = Session(RULES, Params(level=3), SHOT_SEED, content_for(Params(level=3)))
    for move in SHOT_MOVES[:moves]:
        session.play(move)
    return session


def _empty_handed() -> Session:
    """The shot game with its dye poured and nothing in hand yet (the patch glows faintly)."""
    return shot_session(len(SHOT_MOVES) - 1)


def bench_actions(scene: GuppyScene, frame: int) -> None:
    """Benchmark load: the pointer crosses the cloth one tile per frame, so the preview is recomputed
    and redrawn every frame: first with the scissors in hand (cut previews over the pulsing patch),
    then, from the second lap, with the blue bucket (dye previews everywhere)."""
    view = scene.view()
    width, height = view.width, view.height
    lap, step = divmod(frame, width * height)
    if lap == 1 and step == 0:
        scene.input.take(BLUE)
    x, y = step % width, step // width
    if y % 2:
        x = width - 1 - x
    scene.pointer_move(*scene.board_view.cell_centre((x, y)))


# -- How to Play pictures (tools/shots.py) ------------------------------------------------------------------------
#: Design-space boxes (left, bottom, width, height), each round whole things with a thin margin of the
#: backdrop: the cloth on its table; the cloth with the order row above it; the orders, the cloth and
#: the tool cards; the mixing chart with its headings (left column).
_TABLE = 9 * TILE / 2 + TABLE_BORDER
CLOTH_CROP = (CLOTH_CENTRE[0] - _TABLE - 4, CLOTH_CENTRE[1] - _TABLE - 1, 2 * _TABLE + 8, 2 * _TABLE + 2)
ORDERS_CROP = (CLOTH_CROP[0] - 6, CLOTH_CROP[1], CLOTH_CROP[2] + 12, 717 - CLOTH_CROP[1])
TABLE_CROP = (ORDERS_CROP[0], 2, ORDERS_CROP[2], 715)
MIXING_CROP = (30, 56, 250, 344)
#: The shot game's yellow dye that grows a green patch big enough for the green bonus (and a bead).
BONUS_DYE = SHOT_MOVES[1]
#: Where the shot game's bead lies (on the green patch), a one-tile green patch too small to cut,
#: and a tile whose 2 x 2 square holds orange, yellow, blue and green (every sponge rule but one).
BEAD_CELL, SMALL_GREEN, SPONGE_CELL = (2, 3), (2, 0), (3, 1)


def _before_bonus() -> Session:
    """The shot game before its bonus dye."""
    return shot_session(1)


def _new_cloth() -> Session:
    """The shot game after its green patch is cut and a new cloth fetched."""
    session = shot_session()
    session.play(Cut(BEAD_CELL))
    session.play(GetNewCloth())
    return session


def _level_one() -> Session:
    """A new level-1 game: three colours, three orders."""
    return Session(RULES, Params(level=1), 4, content_for(Params(level=1)))


def _point_dye(scene: GuppyScene) -> None:
    """Take the bonus dye's bucket and point at its tile: the new colours and the bonus tip show."""
    scene.input.take(BONUS_DYE.colour)
    scene.pointer_move(*scene.board_view.cell_centre(BONUS_DYE.cell))


def _pour_dye(scene: GuppyScene) -> None:
    """Pour the bonus dye: the picture catches the patch's flash, "Bonus dye!" and the new bead."""
    scene.input.take(BONUS_DYE.colour)
    scene.input.use_at(BONUS_DYE.cell)


def _point_sponge(scene: GuppyScene) -> None:
    """Take a sponge and point at a tile: the 2 x 2 square and the colours it would leave show."""
    scene.input.take(SPONGE)
    scene.pointer_move(*scene.board_view.cell_centre(SPONGE_CELL))


def _point_at(cell: Cell):
    """A setup pointing the tool in hand at a tile (the bead's: the cut's points, doubled; the small
    patch's: the refusal and why)."""
    def point(scene: GuppyScene) -> None:
        scene.pointer_move(*scene.board_view.cell_centre(cell))
    return point


def _held_patch_cell(scene: GuppyScene) -> Cell:
    """A tile near the middle of the biggest patch of the scissors in hand."""
    view = scene.view()
    cells = max(patches(view, view.holding), key=lambda p: len(p.cells)).cells
    return sorted(cells, key=lambda c: (c[1], c[0]))[len(cells) // 2]


def _cut(scene: GuppyScene) -> None:
    """Cut that patch out: the picture catches its tiles flying to the order, and the praise."""
    scene.input.use_at(_held_patch_cell(scene))


def _colour_blind(scene: GuppyScene) -> None:
    """Show the cloth in the colour-blind tile set."""
    scene.board_view.use_tileset("colorblind")
    scene.sync()


def _keyboard(scene: GuppyScene) -> None:
    """Keys only: 2 takes the blue dye, the first arrow shows the cursor, two more move it."""
    for key in (arcade.key.KEY_2, arcade.key.RIGHT, arcade.key.RIGHT, arcade.key.DOWN):
        scene.key_down(key, 0)


def howto_shots() -> dict[str, Shot]:
    """The How to Play pictures, one per rules section: the table with its orders, cloth and tools
    ("table"); the mixing chart ("mixing"); yellow dye pointed at a tile, its colours and bonus
    previewed ("dye-preview"); a sponge's square previewed ("sponge"); the one patch big enough to
    cut glowing ("patches"); the dye poured, the patch flashing for its bonus and a bead
    ("bonus"); the scissors pointed at the bead's patch, points doubled ("bead"); the green scissors
    in hand, their patch pulsing ("scissors"); the patch cut out under its praise ("cut") and its
    order filled ("order"); the new cloth without the green order ("new-cloth"); the colour-blind
    tile set ("colour-blind"); a cut refused, the tip saying why ("refused"); the keyboard cursor
    with blue dye ("keyboard"); a level-1 game ("levels")."""
    return {
        "table": Shot(_empty_handed, TABLE_CROP),
        "mixing": Shot(_empty_handed, MIXING_CROP),
        "dye-preview": Shot(_before_bonus, CLOTH_CROP, _point_dye),
        "sponge": Shot(_empty_handed, CLOTH_CROP, _point_sponge),
        "patches": Shot(_empty_handed, CLOTH_CROP),
        "bonus": Shot(_before_bonus, CLOTH_CROP, _pour_dye, frames=50),
        "bead": Shot(shot_session, CLOTH_CROP, _point_at(BEAD_CELL)),
        "scissors": Shot(shot_session, ORDERS_CROP),
        "cut": Shot(shot_session, ORDERS_CROP, _cut, frames=40),
        "order": Shot(shot_session, ORDERS_CROP, _cut, frames=105),
        "new-cloth": Shot(_new_cloth, ORDERS_CROP),
        "colour-blind": Shot(_empty_handed, CLOTH_CROP, _colour_blind),
        "refused": Shot(shot_session, CLOTH_CROP, _point_at(SMALL_GREEN)),
        "keyboard": Shot(_empty_handed, CLOTH_CROP, _keyboard),
        "levels": Shot(_level_one, ORDERS_CROP),
    }
