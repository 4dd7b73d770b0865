"""Pharaoh Tomb's scene in the real headless window: mouse, drag and keyboard play, refusals, the
pocket, the end of the game, a passed level, saves and replays, and what the board looks like.

Boards are pictures on the rules tests' dead background, (x + y) % 4, where no move makes a line;
a scenario paints a few 4s so that exactly the intended move works.
"""

from __future__ import annotations

import arcade
import msgspec
import numpy as np
import pytest
from PIL import Image

from game.app.scenes.result import ResultScene
from game.core.grid import Cell
from game.core.saves import load_save
from game.core.session import Played, Session
from game.pharaoh import art
from game.pharaoh.pure.content import content_for
from game.pharaoh.pure.rules import CROOKER, GLYPH, RULES, Params, Place, Swap, state_from_picture
from game.pharaoh.scene import BOARD_BOTTOM, BOARD_LEFT, BOARD_RIGHT, BOARD_TOP, PharaohScene, cell_center, slot_center

K = arcade.key
#: Row 0 reads 4 4 2 ...; the 4 below the 2 makes the swap (2,0)-(2,1) a line of three.
SWAP_LINE = {(0, 0): 4, (1, 0): 4, (2, 1): 4}
#: The same line, but only by the diagonal swap (2,0)-(3,1).
DIAGONAL_LINE = {(0, 0): 4, (1, 0): 4, (3, 1): 4}
#: A free hieroglyph of kind 4 placed on (2,0) makes the line.
PLACE_LINE = {(0, 0): 4, (1, 0): 4}


def picture(changes: dict[Cell, int] | None = None) -> str:
    """The dead background with some cells painted."""
    changes = changes or {}
    return "\n".join("".join(str(changes.get((x, y), (x + y) % 4)) for x in range(8)) for y in range(8))


def start(app, changes=None, **state_args) -> PharaohScene:
    """Push a scene on a session that starts from a painted board; animations run at double speed."""
    app.settings.animation_speed = 2.0
    state = state_from_picture(picture(changes), state_args.pop("level", 1), table=content_for(Params()),
                               **state_args)
    scene = PharaohScene(app, Session.from_state(RULES, state))
    app.push(scene)
    return scene


def index(x: int, y: int) -> int:
    """The board index of a cell."""
    return y * 8 + x


def shown_kinds(scene: PharaohScene) -> list[int]:
    """The kind each cell's sprite shows (by its texture)."""
    return [scene.board_view.textures.index(sprite.texture) for sprite in scene.board_view.cells]


def test_click_click_swap_scores_only_once_the_animation_plays_out(app, drive):
    # given a board where swapping (2,0) with (2,1) makes a line
    scene = start(app, SWAP_LINE)
    # when the player clicks one glyph and then its neighbour
    drive.click(*cell_center(2, 0))
    assert scene.input.selected is not None
    drive.click(*cell_center(2, 1))
    # then the rules have scored, but the panel still shows 0 while the glyphs move
    assert scene.state.score > 0 and scene.timeline.busy
    assert scene.hud.score.text == "0"
    # and once the animation has finished the panel shows the score and the board the state
    drive.settle()
    assert scene.hud.score.text == f"{scene.state.score:,}"
    assert shown_kinds(scene) == list(scene.state.board)
    # and the turn was autosaved: resuming it shows the same game
    resumed = PharaohScene(app, load_save(RULES))
    assert resumed.state == scene.state and shown_kinds(resumed) == list(scene.state.board)
    assert resumed.hud.score.text == scene.hud.score.text


def test_dragging_a_glyph_towards_its_neighbour_swaps_them(app, drive):
    scene = start(app, SWAP_LINE)
    x, y = cell_center(2, 0)
    drive.drag((x, y), (x + 3, y - 50))
    assert scene.state.score > 0
    drive.settle()
    assert scene.hud.score.text == f"{scene.state.score:,}"


def test_keyboard_cursor_enter_and_arrow_swap(app, drive):
    scene = start(app, SWAP_LINE)
    # the cursor starts at (3,4): up four times and left once reaches (2,0)
    for symbol in (K.UP, K.UP, K.UP, K.UP, K.LEFT):
        drive.key(symbol)
    drive.key(K.ENTER)
    assert scene.input.selected == 2
    drive.key(K.DOWN)
    drive.settle()
    assert scene.state.score > 0 and scene.hud.score.text == f"{scene.state.score:,}"


def test_keyboard_second_enter_on_a_diagonal_neighbour_spends_a_charge(app, drive):
    scene = start(app, DIAGONAL_LINE, charges=3)
    for symbol in (K.UP, K.UP, K.UP, K.UP, K.LEFT):
        drive.key(symbol)
    drive.key(K.ENTER)
    # Shift+arrows move the cursor without swapping; Enter on the diagonal neighbour swaps
    drive.key(K.RIGHT, K.MOD_SHIFT)
    drive.key(K.DOWN, K.MOD_SHIFT)
    assert scene.state.charges == 3
    drive.key(K.ENTER)
    assert scene.state.charges == 2 and scene.state.score > 0


def test_a_refused_swap_bounces_back_and_leaves_the_board_as_it_was(app, drive):
    scene = start(app, SWAP_LINE)
    before = scene.state
    drive.click(*cell_center(5, 5))
    drive.click(*cell_center(6, 5))
    assert scene.state == before
    assert app.audio.played[-1] == "refuse"
    assert "no line" in scene.message.text
    drive.frames(3)
    assert scene.board_view.cells[index(5, 5)].center_x != cell_center(5, 5)[0]  # half-way out...
    drive.settle()
    assert scene.board_view.cells[index(5, 5)].position == cell_center(5, 5)    # ...and back
    assert shown_kinds(scene) == list(before.board)


def test_a_board_without_moves_shows_game_over_with_the_best_score(app, drive):
    scene = start(app, score=40)
    assert scene.state.over
    drive.frames(3)
    result = app.scene
    assert isinstance(result, ResultScene) and result.below is scene
    assert result.heading.text == "Game over"
    assert [line.text for line in result.lines] == ["Score: 40", "A new best!"]
    assert app.profile.best["pharaoh"]["total"] == 40


def test_a_pocket_piece_is_placed_by_click_then_click(app, drive):
    scene = start(app, PLACE_LINE, level=2, glyph=4)
    drive.click(*slot_center(GLYPH))
    assert scene.input.placing == GLYPH
    drive.click(*cell_center(2, 0))
    assert scene.state.glyph is None and scene.state.score > 0
    drive.settle()
    assert scene.hud.slot_states[GLYPH].text == "empty"


def test_the_free_hieroglyph_goes_on_a_cell_where_it_makes_no_line(app, drive):
    # any cell, replacing what is there: it shows there, nothing clears, the pocket is empty
    scene = start(app, PLACE_LINE, level=2, glyph=4)
    drive.click(*slot_center(GLYPH))
    drive.click(*cell_center(6, 6))
    assert scene.session.moves == [Place(GLYPH, (6, 6))] and scene.state.score == 0
    drive.settle()
    assert shown_kinds(scene)[index(6, 6)] == 4
    assert scene.hud.slot_states[GLYPH].text == "empty"


def test_a_pocket_piece_is_dragged_from_its_slot_onto_a_cell(app, drive):
    scene = start(app, PLACE_LINE, level=2, glyph=4)
    drive.drag(slot_center(GLYPH), cell_center(2, 0))
    assert scene.state.glyph is None and scene.session.moves == [Place(GLYPH, (2, 0))]


def test_a_pocket_piece_is_placed_with_key_1_and_enter(app, drive):
    scene = start(app, PLACE_LINE, level=2, glyph=4)
    for symbol in (K.UP, K.UP, K.UP, K.UP, K.LEFT, K.KEY_1, K.ENTER):
        drive.key(symbol)
    assert scene.session.moves == [Place(GLYPH, (2, 0))]


def test_key_3_uses_the_space_crooker_and_the_panel_shows_the_charges(app, drive):
    scene = start(app, DIAGONAL_LINE, level=4, crooker=True)
    drive.key(K.KEY_3)
    assert scene.state.charges == 3 and not scene.state.crooker
    drive.settle()
    assert scene.hud.slot_states[CROOKER].text == "3 diagonal swaps"


def test_passing_a_level_shows_the_overlay_and_continue_brings_the_new_board(app, drive):
    scene = start(app, SWAP_LINE, removed=499)
    drive.click(*cell_center(2, 0))
    drive.click(*cell_center(2, 1))
    drive.settle()
    result = app.scene
    assert isinstance(result, ResultScene) and result.heading.text == "Level 1 passed!"
    assert scene.hud.level.text == "1"  # the old level stays under the overlay
    drive.key(K.ENTER)  # Continue
    assert app.scene is scene
    drive.settle()
    assert scene.hud.level.text == "2" and scene.state.level == 2
    assert shown_kinds(scene) == list(scene.state.board)
    assert all(sprite.width == pytest.approx(72) for sprite in scene.board_view.cells)  # back to their cells' size


def test_the_panel_shows_the_target_and_kinds_of_the_table_the_game_is_played_on(app, drive):
    shipped = content_for(Params())
    first, second, *rest = shipped.levels
    tuned = msgspec.structs.replace(shipped, levels=(msgspec.structs.replace(first, target=20), second, *rest))
    app.settings.animation_speed = 2.0
    state = state_from_picture(picture(SWAP_LINE), table=tuned)
    scene = PharaohScene(app, Session.from_state(RULES, state))
    app.push(scene)
    assert scene.hud.removed.text == "0 / 20 removed" and scene.hud.next_award.text == "pieces from level 2"
    assert [sprite.alpha for sprite in scene.hud.kind_icons] == [255] * 6 + [0] * 4
    drive.click(*cell_center(2, 0))
    drive.click(*cell_center(2, 1))
    drive.settle()
    assert scene.hud.removed.text.endswith(" / 20 removed") and scene.state.target == 20


def test_a_replay_plays_its_moves_on_screen(app, drive):
    state = state_from_picture(picture(SWAP_LINE), table=content_for(Params()))
    app.settings.animation_speed = 2.0
    scene = PharaohScene(app, Session.from_state(RULES, state), replay_moves=[Played(0, Swap((2, 0), (2, 1)))])
    app.push(scene)
    drive.frames(30)  # the replay waits a moment, then plays the move
    assert scene.state.score > 0 and scene.timeline.busy
    drive.settle()
    assert scene.hud.score.text == f"{scene.state.score:,}"


def test_the_idle_hint_glows_on_both_cells_of_a_move(app, drive):
    app.settings.hint_delay = 0.2
    scene = start(app, SWAP_LINE)
    drive.frames(20)
    glows = sorted(sprite.position for sprite in scene.board_view.hinted)
    assert glows == sorted([cell_center(2, 0), cell_center(2, 1)])
    assert all(sprite.alpha > 0 for sprite in scene.board_view.hinted)


def test_the_board_shows_the_glyph_colours(app, drive):
    # given a board of kinds 0-3 (gold ankh, blue eye, green scarab, red sun), past the fade-in
    start(app, SWAP_LINE)
    drive.frames(30)
    # then the board area holds plenty of saturated pixels of each kind's hue
    hsv = np.asarray(drive.image().convert("RGB").convert("HSV")).astype(int)
    board = hsv[720 - BOARD_TOP:720 - BOARD_BOTTOM, BOARD_LEFT:BOARD_RIGHT].reshape(-1, 3)
    vivid = board[(board[:, 1] > 90) & (board[:, 2] > 90)]
    for kind in range(4):
        hue = int(np.asarray(Image.new("RGB", (1, 1), art.PALETTE[kind]).convert("HSV"))[0, 0, 0])
        close = np.minimum(np.abs(vivid[:, 0] - hue), 256 - np.abs(vivid[:, 0] - hue)) < 8
        assert close.sum() > 5000, f"kind {kind}'s colour is missing from the board"


def test_bursting_glyphs_are_blended_and_every_glyph_at_rest_is_drawn_opaque(app, drive):
    # given a board where swapping (2,0) with (2,1) makes a line
    scene = start(app, SWAP_LINE)
    drive.frames(3)
    assert all(scene.board_view.glyphs in sprite.sprite_lists for sprite in scene.board_view.cells)
    # when the player swaps them, the cleared glyphs burst blended (they fade)
    drive.click(*cell_center(2, 0))
    drive.click(*cell_center(2, 1))
    loose = 0
    for _ in range(40):
        drive.frames(1)
        loose = max(loose, len(scene.board_view.loose))
    assert loose >= 3
    # and once the board is still every glyph is back among the opaque ones, fully shown
    drive.settle()
    assert len(scene.board_view.loose) == 0
    board = scene.board_view
    assert all(board.glyphs in sprite.sprite_lists and sprite.alpha == 255 for sprite in board.cells)


def _mask_rows(app, scene) -> tuple[int, int, int, int]:
    """The window rows (from the top) and columns the mask's picture covers, ends excluded, as the
    renderer draws it: the mask alone over a cleared window."""
    app.clear(color=(255, 0, 255))
    with app.camera.activate():
        scene.board_view.mask.draw()
    image = np.asarray(arcade.get_image(0, 0, *app.get_framebuffer_size()))[..., :3]
    covered = np.any(image != (255, 0, 255), axis=2)
    rows, columns = np.flatnonzero(covered.any(axis=1)), np.flatnonzero(covered.any(axis=0))
    return int(rows.min()), int(rows.max()) + 1, int(columns.min()), int(columns.max()) + 1


def _mask_area(app, scene, rows: tuple[int, int, int, int]) -> np.ndarray:
    """The window's pixels in the mask's box, drawn with no effects, texts or pointer marks (sparks
    and rising points fly over it)."""
    parts = (scene.story.fx, scene.batch, scene.board_view)
    saved = [part.draw if part is not scene.board_view else part.draw_top for part in parts]
    scene.story.fx.draw = scene.batch.draw = scene.board_view.draw_top = lambda *a, **k: None
    try:
        scene.on_draw()
        image = np.asarray(arcade.get_image(0, 0, *app.get_framebuffer_size()))
    finally:
        scene.story.fx.draw, scene.batch.draw, scene.board_view.draw_top = saved
    return image[rows[0]:rows[1], rows[2]:rows[3], :3]


@pytest.mark.parametrize("viewport", [None, (64, 36, 1152, 648)])
def test_refills_waiting_above_the_board_are_not_drawn_and_the_mask_covers_those_coming_in(app, drive, viewport):
    # given a board where swapping (1,0) with (0,0) clears three down the first column: three
    # refills fall into it, stacked above the board (in the whole window, and letterboxed smaller:
    # the mask's edge between two rows of pixels)
    scene = start(app, {(0, 1): 4, (0, 2): 4, (1, 0): 4})
    if viewport is not None:
        app.camera.viewport = arcade.LBWH(*viewport)
    try:
        _refills_under_the_mask(app, drive, scene)
    finally:
        app.on_resize(*app.get_size())


def _refills_under_the_mask(app, drive, scene) -> None:
    drive.frames(40)  # the fade in from the last screen over
    board = scene.board_view
    rows = _mask_rows(app, scene)
    at_rest = _mask_area(app, scene, rows)
    drive.click(*cell_center(1, 0))
    drive.click(*cell_center(0, 0))
    waiting = coming_in = 0
    for _ in range(90):
        drive.frames(1)
        for sprite in board.cells:
            if sprite.bottom >= BOARD_TOP and board.loose not in sprite.sprite_lists:
                # then a refill wholly above the board is in no list: under the mask, not drawn at all
                assert not sprite.sprite_lists
                waiting += 1
            elif board.moving in sprite.sprite_lists and sprite.top > BOARD_TOP:
                # and of one reaching down into the board nothing shows above it: the mask's box is
                # as it is at rest
                assert np.array_equal(_mask_area(app, scene, rows), at_rest)
                coming_in += 1
        if not scene.timeline.busy:
            break
    assert waiting and coming_in
    # and once the board is still, every glyph is drawn at rest in its cell
    drive.settle()
    assert all(board.glyphs in sprite.sprite_lists for sprite in board.cells)
