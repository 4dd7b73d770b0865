"""Guppy's scene forgives and explains (issue 20), driven by real mouse and key events.

Right click puts scissors back uncut; every move that ends the game or loses something asks first
through the shared confirmation, naming what it loses; the tip measures a patch against its order;
the end screen sums the game up.
"""

from dataclasses import replace

import arcade

from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.result import ResultScene
from game.core.session import Session
from game.guppy.input_preview import losses
from game.guppy.pure import rules as guppy_rules
from game.guppy.pure.content import content_for
from game.guppy.pure.rules import (
    BLUE,
    GREEN,
    NO_SCISSORS,
    ORANGE,
    PURPLE,
    RED,
    RULES,
    YELLOW,
    Cut,
    EndGame,
    GetNewCloth,
    Params,
    PickScissors,
    PutDownScissors,
)
from game.guppy.scene import GuppyScene
from game.ui import theme

K = arcade.key
TABLE = content_for(None)

#: Level 1 (orders of 16, patches of 8 or more): one 8-tile patch of each colour on tan.
THREE = """
    rrrrrrrrt
    ttttttttt
    bbbbbbbbt
    ttttttttt
    yyyyyyyyt
    ttttttttt
    ttttttttt
    ttttttttt
    ttttttttt
"""
#: Two red patches of 8: cutting one leaves the other.
TWO_RED = THREE.replace("    yyyyyyyyt", "    rrrrrrrrt")


def start(app, drive, picture: str) -> GuppyScene:
    """A level-1 game on a cloth picture, shown in the standard tile set."""
    state = guppy_rules.cloth_state(1, picture, table=TABLE)
    scene = GuppyScene(app, Session.from_state(RULES, state, Params(1)), tileset="standard")
    app.push(scene)
    drive.frames(30)
    return scene


def click_order(drive, scene, colour: int) -> None:
    """Click an order's card (its scissors)."""
    drive.click(*next(c for c in scene.hud.order_cards if c.colour == colour).centre)


def click_cell(drive, scene, cell, button: int = arcade.MOUSE_BUTTON_LEFT) -> None:
    """Click a tile of the cloth and let the animation finish."""
    drive.click(*scene.board_view.cell_centre(cell), button=button)
    drive.settle()


def point(drive, scene, cell) -> None:
    """Move the mouse over a tile."""
    drive.app.dispatch_event("on_mouse_motion", *drive.window_point(*scene.board_view.cell_centre(cell)), 0, 0)
    drive.frames(2)


def answer(drive, yes: bool) -> None:
    """Answer the question on screen by keys: No is focused; Left reaches Yes."""
    if yes:
        drive.key(K.LEFT)
    drive.key(K.ENTER)
    drive.settle()


def test_right_click_puts_scissors_back_uncut(app, drive):
    # given the red scissors picked up by a click on their order
    scene = start(app, drive, THREE)
    click_order(drive, scene, RED)
    assert scene.state.holding == RED
    assert scene.hud.in_hand.texts[0].text == "Red scissors"
    assert "back unspent" in scene.hud.in_hand.texts[1].text
    # when the cloth is right-clicked
    click_cell(drive, scene, (4, 6), arcade.MOUSE_BUTTON_RIGHT)
    # then nothing was asked, the scissors are down and unspent, and the screen says so
    assert app.scene is scene
    assert scene.state.holding == NO_SCISSORS and scene.state.spent == ()
    assert scene.message.text == "Red scissors put back unspent."
    card = next(c for c in scene.hud.order_cards if c.colour == RED)
    assert card.scissors.color[:3] == (255, 255, 255)  # not dimmed as spent
    # and they cut when picked up again
    click_order(drive, scene, RED)
    click_cell(drive, scene, (0, 0))
    assert scene.state.progress[RED // 2] == 8


def test_taking_a_bucket_puts_uncut_scissors_back_and_takes_it(app, drive):
    scene = start(app, drive, THREE)
    click_order(drive, scene, BLUE)
    drive.key(K.KEY_1)
    drive.settle()
    assert app.scene is scene and scene.input.tool == RED
    assert scene.state.holding == NO_SCISSORS and scene.state.spent == ()


def test_putting_down_the_last_scissors_asks_before_the_game_ends(app, drive):
    # given red and blue cut and put down, and yellow cut and in hand: the last pair
    scene = start(app, drive, THREE)
    for colour, cell in ((RED, (0, 0)), (BLUE, (0, 2)), (YELLOW, (0, 4))):
        click_order(drive, scene, colour)
        click_cell(drive, scene, cell)
    assert app.scene is scene and scene.state.spent == (RED, BLUE)
    # when the cloth is right-clicked
    click_cell(drive, scene, (4, 7), arcade.MOUSE_BUTTON_RIGHT)
    # then the shared question asks first, naming the tools left
    question = app.scene
    assert isinstance(question, ConfirmScene)
    assert question.question.text == "Put down the last scissors?"
    assert question.detail.content_width <= 560  # inside the question's panel
    assert question.detail.text == "It ends the game with 9 buckets, 6 sponges left."
    # when No answers, the game goes on with the scissors in hand
    answer(drive, yes=False)
    assert app.scene is scene and scene.state.holding == YELLOW and not scene.state.over
    # when the order is clicked again and Yes answers
    click_order(drive, scene, YELLOW)
    assert isinstance(app.scene, ConfirmScene)
    answer(drive, yes=True)
    # then the game is over and the end screen sums it up
    assert scene.state.over
    result = app.scene
    assert isinstance(result, ResultScene)
    assert result.heading.text == "Game over"
    lines = [line.text for line in result.lines]
    assert lines[:3] == ["You put down the last scissors.", "Orders filled: 0 of 3",
                         "Patches cut: 3 · Beads cut: 0"]
    assert lines[3] == f"Score: {scene.state.score:,}" and lines[4] == "A new best!"
    assert result.menu.widgets[result.menu.index].label == "Play again"


def test_the_end_screen_counts_a_filled_order_and_the_best(app, drive):
    # given a 16-tile red patch, cut (the order is filled), and a best score of 999,999 on level 1
    app.profile.best["guppy"] = {"1": 999_999}
    scene = start(app, drive, "rrrrrrrrr\nrrrrrrrtt\n" + "ttttttttt\n" * 7)
    click_order(drive, scene, RED)
    click_cell(drive, scene, (0, 0))
    # when E ends the game and Yes answers
    drive.key(K.E)
    assert app.scene.question.text == "End the game?"
    answer(drive, yes=True)
    lines = [line.text for line in app.scene.lines]
    assert lines == ["You ended the game.", "Orders filled: 1 of 3", "Patches cut: 1 · Beads cut: 0",
                     f"Score: {scene.state.score:,}", "Best: 999,999"]


def test_get_new_cloth_warns_naming_the_part_filled_order_and_uncut_patches(app, drive):
    # given one of two red patches cut, the red scissors still in hand (the order at 8 of 16)
    scene = start(app, drive, TWO_RED)
    board = scene.state.board
    click_order(drive, scene, RED)
    click_cell(drive, scene, (0, 0))
    # when Get New Cloth is clicked
    button = scene.hud.buttons.widgets[0]
    drive.click(button.left + button.width / 2, button.bottom + button.height / 2)
    # then the question names what is lost
    question = app.scene
    assert isinstance(question, ConfirmScene) and question.question.text == "Get a new cloth?"
    assert question.detail.text == "Lost: the red order at 8/16, 2 uncut patches."
    assert question.detail.content_width <= 560  # inside the question's panel
    # when No answers, the cloth stays
    answer(drive, yes=False)
    assert scene.state.cloth == 1 and scene.state.holding == RED
    # when N asks again and Yes answers, a new cloth comes without the red order
    drive.key(K.N)
    answer(drive, yes=True)
    assert scene.state.cloth == 2 and scene.state.board != board and RED not in scene.state.orders


def test_get_new_cloth_that_loses_nothing_asks_nothing(app, drive):
    # given the red patch cut and its scissors put down: no other patch can be cut on this cloth
    scene = start(app, drive, "rrrrrrrrt\nyyyyytttt\n" + "ttttttttt\n" * 7)
    click_order(drive, scene, RED)
    click_cell(drive, scene, (0, 0))
    click_cell(drive, scene, (4, 7), arcade.MOUSE_BUTTON_RIGHT)
    assert app.scene is scene and scene.state.spent == (RED,)
    # when N is pressed, the new cloth comes at once
    drive.key(K.N)
    drive.settle()
    assert app.scene is scene and scene.state.cloth == 2 and scene.state.orders == (BLUE, YELLOW)


def test_a_cloth_with_an_uncut_patch_names_it_before_a_new_cloth(app, drive):
    scene = start(app, drive, THREE)
    click_order(drive, scene, RED)
    click_cell(drive, scene, (0, 0))
    click_cell(drive, scene, (4, 7), arcade.MOUSE_BUTTON_RIGHT)
    drive.key(K.N)
    assert app.scene.detail.text == "Lost: 2 patches you could cut."
    answer(drive, yes=False)
    assert scene.state.cloth == 1


def test_the_longest_questions_fit_their_panel(app, drive):
    # level 4 (orders of 10, patches of 5): purple, the longest colour name, with two-digit counts
    picture = "\n".join(["ppppptttt", "ttttttttt"] * 4 + ["ppppptttt"])  # five patches of 5
    state = guppy_rules.cloth_state(4, picture, table=TABLE, dye=(14, 15, 16), sponges=16)
    held, _ = RULES.apply_all(state, [PickScissors(PURPLE), Cut((0, 0))])
    last = replace(held, spent=(RED, BLUE, YELLOW, GREEN, ORANGE))
    details = [losses(held, GetNewCloth())[1], losses(held, PutDownScissors())[1],
               losses(last, PutDownScissors())[1], losses(state, EndGame())[1]]
    assert details[0] == "Lost: the purple order at 5/10, 4 uncut patches."
    assert details[2] == "It ends the game with 45 buckets, 16 sponges left."
    for detail in details:
        shown = arcade.Text(detail, 0, 0, theme.TEXT_DIM, 16, font_name=theme.BODY_FONT)
        assert shown.content_width <= 560, detail


def test_putting_down_scissors_that_cut_asks_while_their_patches_remain(app, drive):
    scene = start(app, drive, TWO_RED)
    click_order(drive, scene, RED)
    click_cell(drive, scene, (0, 0))
    assert "Put down now, they are spent" in scene.hud.in_hand.texts[1].text
    drive.key(K.KEY_0)
    assert app.scene.question.text == "Put the red scissors down?"
    assert app.scene.detail.text == "They have cut: a red patch of 8 stays uncut."
    answer(drive, yes=True)
    assert scene.state.spent == (RED,) and scene.message.text == "Red scissors spent (they have cut)."


def test_the_tip_measures_the_patch_under_the_pointer_against_its_order(app, drive):
    scene = start(app, drive, THREE)
    # nothing in hand: the red patch's size against its order of 16
    point(drive, scene, (3, 0))
    assert scene.hud.tip.text == "Red patch 8 / 16" and scene.hud.tip.visible
    assert scene.board_view.outlines.visible
    point(drive, scene, (3, 1))  # tan: no order
    assert scene.hud.tip.text == ""
    # red dye under the red patch: the tan tiles turn red and join it, the blue one below turns
    # purple, which no order wants
    drive.key(K.KEY_1)
    point(drive, scene, (3, 1))
    assert scene.hud.tip.text == "Red patch 11 / 16, 1 purple: not ordered"
    # between the blue and yellow patches: purple and orange, both wasted
    point(drive, scene, (3, 3))
    assert scene.hud.tip.text == "Red patch 3 / 16, 1 purple and 1 orange: not ordered"
    # scissors in hand: the patch against the order, and its points
    drive.key(K.KEY_5)
    point(drive, scene, (3, 0))
    assert scene.hud.tip.text == "Red patch 8 / 16, +64 points"


def test_the_first_level_teaches_how_to_make_a_patch(app, drive):
    scene = start(app, drive, THREE)
    assert "sponge them to tan first" in scene.hud.lesson.text
    y, right = scene.hud.lesson.y, scene.hud.lesson.x + scene.hud.lesson.content_width
    assert right <= 1280 - 16 and y - scene.hud.lesson.content_height >= scene.hud.buttons.widgets[0].bottom + 40
