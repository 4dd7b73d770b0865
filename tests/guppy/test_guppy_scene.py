"""Guppy's scene in the headless window: tools by mouse and keyboard, previews, cuts, setup, the end.

Cloths are written as pictures (`cloth_state`) so every test knows what lies where; colours are read
back from the rendered pixels at tile centres and matched to the tile set's palette.
"""

import signal
from contextlib import contextmanager

import arcade

from game.app.scenes.confirm import ConfirmScene
from game.core.saves import load_save
from game.core.session import Played, Session
from game.guppy import art
from game.guppy.hud import TOOL_W, TOOL_Y
from game.guppy.pure import rules as guppy_rules
from game.guppy.pure.content import content_for
from game.guppy.pure.rules import (
    BLUE,
    GREEN,
    NO_SCISSORS,
    ORANGE,
    RED,
    RULES,
    YELLOW,
    Dye,
    Params,
    PickScissors,
    PutDownScissors,
    cut_value,
)
from game.guppy.scene import GuppyScene, create_view
from game.guppy.setup import GuppySetup, create_setup

#: The shipped difficulty table (data/guppy.toml).
TABLE = content_for(None)


def cloth_state(level: int, picture: str, beads: str | None = None, **fields):
    """A cloth picture as a game of `level` on the shipped difficulty table."""
    return guppy_rules.cloth_state(level, picture, beads, table=TABLE, **fields)


K = arcade.key

YELLOW_CLOTH = "\n".join(["yyyyyyyyy"] * 9)
#: A 7-tile green patch (level 3 cuts 6 or more; its order needs 12, so no order bonus) with a bead.
GREEN_PATCH = """
    rbyrbyrby
    byggggrbr
    rygggrbyb
    byrbyrbyr
    rbyrbyrby
    byrbyrbyr
    rbyrbyrby
    byrbyrbyr
    rbyrbyrby
"""
GREEN_BEADS = """
    .........
    ...w.....
    .........
    .........
    .........
    .........
    .........
    .........
    .........
"""


def start(app, drive, state) -> GuppyScene:
    """Show a game of `state` in the standard tile set and let the fade settle."""
    return start_at_frame(app, drive, state, 30)


def start_at_frame(app, drive, state, frames: int) -> GuppyScene:
    """Show a game of `state` in the standard tile set and run `frames` frames."""
    scene = GuppyScene(app, Session.from_state(RULES, state, Params(state.level.number)), tileset="standard")
    app.push(scene)
    drive.frames(frames)
    return scene


@contextmanager
def failing_after(seconds: int):
    """Turn a hang into a test failure (where the platform has SIGALRM)."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def hung(signum, frame):
        raise TimeoutError(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _mean(image, box) -> list[float]:
    pixels = list(image.convert("RGB").crop(box).getdata())
    return [sum(channel) / len(pixels) for channel in zip(*pixels)]


def shown_colour(drive, scene: GuppyScene, cell) -> int:
    """The cloth colour whose tile art is nearest to what the window shows in a tile's middle."""
    half = 10  # design pixels around the centre: inside the preview's inset ghost
    wx, wy = drive.window_point(*scene.board_view.cell_centre(cell))
    image = drive.image()
    x, y = int(wx), image.height - int(wy)
    seen = _mean(image, (x - half, y - half, x + half, y + half))
    middle, reach = art.TILE * art.RES // 2, half * art.RES
    box = (middle - reach, middle - reach, middle + reach, middle + reach)
    return min(art.PALETTES["standard"], key=lambda code: sum(
        (a - b) ** 2 for a, b in zip(seen, _mean(art.cloth_image("standard", code), box))))


def point(drive, scene: GuppyScene, cell) -> None:
    """Move the mouse over a tile."""
    drive.app.dispatch_event("on_mouse_motion", *drive.window_point(*scene.board_view.cell_centre(cell)), 0, 0)
    drive.frames(2)


def click_tool(drive, scene: GuppyScene, slot: int) -> None:
    """Click the bucket (0-2) or the sponges (3) below the cloth."""
    drive.click(scene.hud.tool_cards[slot].left + TOOL_W / 2, TOOL_Y)


def test_clicking_a_bucket_then_a_tile_changes_the_rendered_colours(app, drive):
    # given a yellow cloth
    scene = start(app, drive, cloth_state(1, YELLOW_CLOTH))
    assert shown_colour(drive, scene, (4, 4)) == YELLOW and shown_colour(drive, scene, (3, 4)) == YELLOW
    # when the red bucket is clicked, then the middle tile
    click_tool(drive, scene, 0)
    assert scene.input.tool == RED
    drive.click(*scene.board_view.cell_centre((4, 4)))
    drive.settle()
    # then the tile shows red, its left neighbour orange, a corner still yellow, and a bucket is used
    assert shown_colour(drive, scene, (4, 4)) == RED
    assert shown_colour(drive, scene, (3, 4)) == ORANGE
    assert shown_colour(drive, scene, (3, 3)) == YELLOW
    assert scene.state.dye[0] == 2 and scene.hud.tool_cards[0].count.text == "2"


def test_hovering_previews_the_colours_without_changing_anything(app, drive):
    # given a yellow cloth and the blue bucket in hand
    scene = start(app, drive, cloth_state(1, YELLOW_CLOTH))
    before = scene.state
    click_tool(drive, scene, 1)
    # when the pointer rests on a tile
    point(drive, scene, (2, 2))
    # then the footprint shows the colours blue dye would leave: blue centre, green sides
    assert shown_colour(drive, scene, (2, 2)) == BLUE
    assert shown_colour(drive, scene, (2, 1)) == GREEN
    assert shown_colour(drive, scene, (1, 1)) == YELLOW
    # and nothing happened to the game
    assert scene.state is before and scene.state.dye == before.dye
    # and moving away takes the preview with it
    point(drive, scene, (7, 7))
    assert shown_colour(drive, scene, (2, 2)) == YELLOW


def test_cutting_a_patch_adds_the_predicted_points_to_the_score_shown(app, drive):
    # given a level-3 cloth with a 7-tile green patch carrying a white bead
    state = cloth_state(3, GREEN_PATCH, GREEN_BEADS)
    scene = start(app, drive, state)
    held, _ = RULES.apply(state, PickScissors(GREEN))
    predicted = cut_value(held, (3, 1))
    assert predicted == 3 * 2 * 7 * 7 * 2  # level x value x n^2 x one white bead
    # when the green order's scissors are clicked and the pointer rests on the patch
    card = next(c for c in scene.hud.order_cards if c.colour == GREEN)
    drive.click(*card.centre)
    assert scene.state.holding == GREEN
    point(drive, scene, (3, 1))
    # then the tip tells the patch's size against its order, and the points, before the cut
    assert scene.hud.tip.text == f"Green patch 7 / 12, +{predicted:,} points (beads x2)"
    # when the patch is clicked
    drive.click(*scene.board_view.cell_centre((3, 1)))
    drive.settle()
    # then exactly those points were added, the score shows them and the order counts the tiles
    assert scene.state.score == predicted
    assert scene.hud.score_text.text == f"{predicted:,}"
    assert card.progress.text == "7/12"
    assert shown_colour(drive, scene, (3, 1)) not in (GREEN,)


def test_keyboard_play_takes_tools_moves_the_cursor_and_applies(app, drive):
    # given a yellow cloth
    scene = start(app, drive, cloth_state(1, YELLOW_CLOTH))
    # when 2 takes blue, the arrows bring the cursor from the middle to (5, 3) and Enter pours
    drive.key(K.KEY_2)
    for key in (K.RIGHT, K.RIGHT):  # the first arrow shows the cursor where it is
        drive.key(key)
    assert scene.input.cursor == (5, 4)
    drive.key(K.UP)
    assert scene.input.cursor == (5, 3)
    drive.key(K.ENTER)
    drive.settle()
    # then blue dye was used there
    assert scene.state.board[3 * 9 + 5] == BLUE and scene.state.dye[1] == 2
    assert shown_colour(drive, scene, (5, 3)) == BLUE
    # when 5 picks the first order's scissors and 0 puts them down
    drive.key(K.KEY_5)
    assert scene.state.holding == scene.state.orders[0] == RED
    drive.key(K.KEY_0)
    drive.settle()
    # then those scissors, which had not cut, are back unspent
    assert scene.state.holding == NO_SCISSORS and scene.state.spent == ()


def test_the_setup_screen_starts_the_chosen_level_and_tile_set(app, drive):
    # given a best score on level 3
    app.profile.best["guppy"] = {"3": 4321}
    app.push(create_setup(app))
    setup = app.scene
    assert isinstance(setup, GuppySetup)
    assert any(label.text == "Best: 4,321" for label in setup.labels)
    # when Up reaches the tile sets, Right the colour-blind one and Enter picks it
    for key in (K.UP, K.RIGHT, K.ENTER):
        drive.key(key)
    # and Down comes back to the level under it (4), Left moves to level 3 and Enter starts it
    drive.key(K.DOWN)
    assert setup.focused is setup.levels[3]
    drive.key(K.LEFT)
    drive.key(K.ENTER)
    # then a level-3 game in the colour-blind tile set is shown, and both choices are remembered
    scene = app.scene
    assert isinstance(scene, GuppyScene)
    assert scene.state.level.number == 3 and scene.board_view.tileset == "colorblind"
    assert app.profile.progress["guppy"] == {"level": 3, "tileset": "colorblind"}


def test_end_game_asks_first_then_records_the_best_score_of_the_level(app, drive):
    # given a level-3 game with a patch cut
    scene = start(app, drive, cloth_state(3, GREEN_PATCH))
    drive.key(K.KEY_8)  # green is the fourth order of level 3 (red, blue, yellow, green, orange)
    drive.click(*scene.board_view.cell_centre((3, 1)))
    drive.settle()
    score = scene.state.score
    # when E is pressed, the shared question's "No" (focused first) answers, then E and "Yes"
    drive.key(K.E)
    assert isinstance(app.scene, ConfirmScene) and app.scene.question.text == "End the game?"
    drive.key(K.ENTER)
    assert app.scene is scene and not scene.state.over
    drive.key(K.E)
    drive.key(K.LEFT)
    drive.key(K.ENTER)
    drive.settle()
    # then the game is over, the result overlay shows and the level's best is kept
    assert scene.state.over and app.scene is not scene
    assert app.profile.best["guppy"]["3"] == score > 0


def test_a_game_in_progress_is_saved_and_resumes_on_the_same_cloth(app, drive):
    # given a game where red dye was poured by keyboard
    scene = start(app, drive, cloth_state(1, YELLOW_CLOTH))
    for key in (K.KEY_1, K.RIGHT, K.ENTER):  # the first arrow shows the cursor in the middle
        drive.key(key)
    drive.settle()
    # when the save is loaded into a new scene
    loaded = load_save(RULES)
    assert loaded.state == scene.state
    resumed = create_view(app, loaded)
    app.push(resumed)
    drive.frames(30)
    # then it shows the same cloth
    assert shown_colour(drive, resumed, (4, 4)) == RED and shown_colour(drive, resumed, (4, 3)) == ORANGE


def test_a_replay_plays_the_recorded_moves_to_the_same_state(app, drive):
    # given three moves of a seeded level-2 game
    session = Session(RULES, Params(2), 99, content_for(Params(2)))
    dye = next(m for m in RULES.legal_moves(session.state) if isinstance(m, Dye))
    moves = [dye, PickScissors(session.state.orders[0]), PutDownScissors()]
    for move in moves:
        session.play(move)
    # when a replay of them is shown
    replay = create_view(app, Session(RULES, Params(2), 99, content_for(Params(2))),
                         replay_moves=[Played(0, move) for move in moves])
    app.push(replay)
    for _ in range(12):
        drive.frames(30)
        if not replay.replay_moves and not replay.timeline.busy:
            break
    # then it reaches the same state, and a click does not take a tool
    assert replay.state == session.state
    drive.click(*replay.hud.tool_cards[0].icon.position)
    assert replay.input.tool is None


def test_a_move_during_an_animation_finishes_it_and_plays_on(app, drive):
    # given red dye poured 17 frames into a game: finishing that splash by jumping to its end
    # exactly lands a float's hair short of it (the platform timeline's finish looped forever)
    scene = start_at_frame(app, drive, cloth_state(1, YELLOW_CLOTH), 17)
    scene.input.take(RED)
    scene.input.use_at((2, 2))
    drive.frames(1)
    # when another tile is dyed while the splash still runs
    with failing_after(20):
        scene.input.use_at((6, 6))
    drive.settle()
    # then both pours happened
    assert scene.state.board[2 * 9 + 2] == RED and scene.state.board[6 * 9 + 6] == RED
    assert scene.state.dye[0] == 1
