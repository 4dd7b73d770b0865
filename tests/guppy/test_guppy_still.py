"""Guppy's still layer (the cards, the charts, the table and the cloth; `GuppyScene.draw_still`) never shows
a stale picture: after a tool is taken with a real click, the frame copied from the layer (its card's
box painted again) is the same as one painted from scratch, and it differs from the frame before."""

import numpy as np

from game.guppy.pure.rules import BLUE
from game.guppy.scene import GuppyScene
from game.guppy.shots import shot_session


def test_taking_a_tool_repaints_the_still_layer_with_its_cards_new_frame(app, drive):
    scene = GuppyScene(app, shot_session(), tileset="standard")
    app.push(scene)
    drive.frames(30)
    before = drive.image()
    card = next(card for card in scene.hud.tool_cards if card.tool == BLUE)
    drive.click(card.panel.center_x, card.panel.center_y, frames=20)
    assert card.icon.angle == -12  # the card shows its bucket taken
    copied = drive.image()
    scene.release_layers()  # the next frame paints everything again
    painted = drive.image()
    # the card's box was painted again alone, where the software renderer may round a blend one
    # level apart (tests/ui/test_partial_repaint.py): the same picture, to that rounding
    apart = np.abs(np.asarray(copied).astype(int) - np.asarray(painted).astype(int))
    assert apart.max() <= 2
    assert copied.tobytes() != before.tobytes()
