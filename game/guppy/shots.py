"""Guppy's prepared situations: the screenshot game (also the benchmark's), the benchmark's pointer
sweeping the cloth, and the How to Play pictures (rendered by `tools/shots.py` through
`quintet --shot guppy:<name>`)."""

from __future__ import annotations

from game.core.session import Session
from game.guppy.content import content_for
from game.guppy.hud import CLOTH_CENTRE
from game.guppy.rules import BLUE, RULES, Dye, Params, PickScissors, patches
from game.guppy.scene import Cell, GuppyScene
from game.ui.game_scene import Shot


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


def bench_actions(scene: GuppyScene, frame: int) -> None:
    """Benchmark load: the pointer crosses the cloth one tile per frame, so the preview is recomputed
    and redrawn every frame: first with the scissors in hand (cut previews over the pulsing patch),
    then, from the second lap, with the blue bucket (dye previews everywhere)."""
    width, height = scene.state.width, scene.state.height
    lap, step = divmod(frame, width * height)
    if lap == 1 and step == 0:
        scene.take(BLUE)
    x, y = step % width, step // width
    if y % 2:
        x = width - 1 - x
    scene.pointer_move(*scene.cell_centre((x, y)))


# -- How to Play pictures (tools/shots.py) ------------------------------------------------------------------------
#: Design-space boxes (left, bottom, width, height): the cloth on its table, and the cloth with the
#: order row above it.
CLOTH_CROP = (CLOTH_CENTRE[0] - 260, CLOTH_CENTRE[1] - 260, 520, 520)
ORDERS_CROP = (CLOTH_CENTRE[0] - 270, 92, 540, 626)
#: The shot game's yellow dye that grows a green patch big enough for the green bonus (and a bead).
BONUS_DYE = SHOT_MOVES[1]


def _before_bonus() -> Session:
    """The shot game before its bonus dye."""
    return shot_session(1)


def _point_dye(scene: GuppyScene) -> None:
    """Take the bonus dye's bucket and point at its tile: the new colours and the bonus tip show."""
    scene.take(BONUS_DYE.colour)
    scene.pointer_move(*scene.cell_centre(BONUS_DYE.cell))


def _pour_dye(scene: GuppyScene) -> None:
    """Pour the bonus dye: the picture catches the patch's flash, "Bonus dye!" and the new bead."""
    scene.take(BONUS_DYE.colour)
    scene.use_at(BONUS_DYE.cell)


def _held_patch_cell(scene: GuppyScene) -> Cell:
    """A tile near the middle of the biggest patch of the scissors in hand."""
    cells = max(patches(scene.state, scene.state.holding), key=lambda p: len(p.cells)).cells
    return sorted(cells, key=lambda c: (c[1], c[0]))[len(cells) // 2]


def _point_scissors(scene: GuppyScene) -> None:
    """Point the scissors in hand at their patch: the cut's outline and points show."""
    scene.pointer_move(*scene.cell_centre(_held_patch_cell(scene)))


def _cut(scene: GuppyScene) -> None:
    """Cut that patch out: the picture catches its tiles flying to the order, and the praise."""
    scene.use_at(_held_patch_cell(scene))


def howto_shots() -> dict[str, Shot]:
    """The How to Play pictures: yellow dye pointed at a tile, its colours and bonus previewed
    ("dye-preview"); that dye poured, the green patch flashing for its bonus and a bead ("bonus");
    the green scissors in hand pointed at their patch, the cut's points previewed ("cut-preview");
    and the patch cut out, flying to its order under its praise ("cut")."""
    return {
        "dye-preview": Shot(_before_bonus, CLOTH_CROP, _point_dye),
        "bonus": Shot(_before_bonus, CLOTH_CROP, _pour_dye, frames=50),
        "cut-preview": Shot(shot_session, CLOTH_CROP, _point_scissors),
        "cut": Shot(shot_session, ORDERS_CROP, _cut, frames=40),
    }

