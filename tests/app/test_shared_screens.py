"""The screens every game shares, played with real keys and clicks: after a loss trying again is the
focused choice in every game, the quick start opens How to Play, Settings says whose assist
"Remember the map" is and its Fullscreen switch agrees with F11, and what ends a game asks first."""

from __future__ import annotations

from dataclasses import replace

import arcade
import pytest

from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.howto import quick_start, rules_pages
from game.app.scenes.pause import PauseScene
from game.app.scenes.result import ResultScene
from game.app.scenes.select import SelectScene
from game.app.scenes.settings import SettingsScene
from game.core.profile import load_settings
from game.core.session import Session
from game.ui.end_card import EndCard

K = arcade.key
GAME_IDS = ("floorplan", "olifantenpad", "guppy", "romb", "pharaoh")


def push_game(drive, view):
    """A game's scene over Game Select (for Menu), the fade-in over."""
    drive.app.push(SelectScene(drive.app))
    drive.app.push(view)
    drive.frames(20)
    return view


def end_screen(drive, limit: int = 900):
    """Frames until the end screen is on top; that screen."""
    for _ in range(limit):
        drive.frames(1)
        top = drive.app.scene
        if top is not None and top.__class__.__name__ == "ResultScene":
            return top
    raise AssertionError(f"no end screen, {drive.app.scene!r} on top")


def focused_label(screen) -> str:
    return screen.menu.focused.label


# -- after a loss, trying again is the default ----------------------------------------------------------------
def test_the_shared_end_screen_focuses_retry_after_a_loss_wherever_it_stands(app, drive):
    # given a game over a loss whose actions put "Next room" before "Retry"
    from game.app.shots import build_scene

    build_scene(app, "pharaoh")
    drive.frames(3)
    game = app.scene
    tried = []
    actions = [("Next room", lambda: tried.append("next")), ("Retry", lambda: tried.append("retry")),
               ("Menu", app.to_menu)]
    app.show_result(game, EndCard("Caught!", ["A spirit caught you."], actions, won=False))
    drive.frames(20)
    # then Retry is focused and Enter takes it
    assert focused_label(app.scene) == "Retry"
    drive.key(K.ENTER)
    assert tried == ["retry"]


def test_the_shared_end_screen_focuses_the_first_choice_after_a_win(app, drive):
    from game.app.shots import build_scene

    build_scene(app, "pharaoh")
    drive.frames(3)
    app.show_result(app.scene, EndCard("Room cleared!", [], [("Next room", lambda: None), ("Retry", lambda: None),
                                                             ("Menu", app.to_menu)], won=True))
    drive.frames(5)
    assert focused_label(app.scene) == "Next room"


def test_romb_caught_by_a_spirit_focuses_retry_and_enter_tries_again(app, drive):
    from game.romb.pure.content import room_from_picture
    from game.romb.pure.rules import RULES, start_state
    from game.romb.scene import create_view

    # given a room where the spirit waits two squares east of the raider
    room = room_from_picture("""
        +-+-+-+
        |S . G|
        +-+-+-+
    """, name="test-corridor")
    scene = push_game(drive, create_view(app, Session.from_state(RULES, start_state(room))))
    # when the raider walks east into its reach
    drive.key(K.RIGHT)
    result = end_screen(drive)
    # then the loss focuses Retry, and Enter starts the room again
    assert scene.state.outcome == "lost" and isinstance(result, ResultScene)
    assert focused_label(result) == "Retry"
    drive.key(K.ENTER)
    assert app.scene is scene and scene.state.turns == 0


def test_pharaoh_out_of_moves_focuses_play_again(app, drive):
    from game.pharaoh.pure.content import content_for
    from game.pharaoh.pure.rules import GLYPH, RULES, Params, state_from_picture
    from game.pharaoh.scene import PharaohScene, cell_center, slot_center

    # given a board with no swap left and a free hieroglyph in the pocket
    dead = "\n".join("".join(str((x + y) % 4) for x in range(8)) for y in range(8))
    state = state_from_picture(dead, 2, table=content_for(Params()), glyph=4)
    assert not state.over
    scene = push_game(drive, PharaohScene(app, Session.from_state(RULES, state)))
    # when the player puts it where it makes no line (click the pocket, click a cell)
    drive.click(*slot_center(GLYPH))
    drive.click(*cell_center(6, 6))
    result = end_screen(drive)
    # then the game is lost and Play again is the focused choice
    assert scene.state.over and isinstance(result, ResultScene) and not result.won
    assert focused_label(result) == "Play again"
    drive.key(K.ENTER)
    assert app.scene is scene and not scene.state.over


def test_olifantenpad_lesson_not_reached_focuses_again(app, drive):
    from game.olifantenpad.pure.lessons import LESSONS
    from game.olifantenpad.pure.rules import RULES
    from game.olifantenpad.scene import create_view

    # given the first lesson, when the player sends empty walks until the park closes
    lesson = LESSONS[0]
    scene = push_game(drive, create_view(app, Session(RULES, lesson.params(), 0, lesson.park)))
    for _ in range(12):
        if scene.state.over:
            break
        drive.key(K.ENTER)  # Walk! with no steps: stand still
        drive.frames(3)
        if scene.timeline.busy:
            drive.key(K.SPACE)
        drive.settle()
    result = end_screen(drive)
    # then the lesson is not passed and trying it again is focused
    assert result.heading.text.startswith("Not yet")
    assert focused_label(result) in ("Again", "Try again", "Retry")


def test_guppy_has_no_loss_and_its_end_screen_focuses_play_again(app, drive):
    # Guppy's rules end every game as a finished cloth (status WON): its end screen's first choice
    from game.guppy.pure.content import content_for
    from game.guppy.pure.rules import RULES, Params
    from game.guppy.scene import create_view

    scene = push_game(drive, create_view(app, Session(RULES, Params(), 3, content_for(Params()))))
    # when E asks to end the game and the player says yes
    drive.key(K.E)
    question = app.scene if isinstance(app.scene, ConfirmScene) else None
    if question is not None:  # the shared question: its first button ends the game
        drive.click(question.menu.widgets[0].left + 10, question.menu.widgets[0].bottom + 10)
    else:  # the game's own question: "End game" left of the focused "Keep playing"
        drive.key(K.LEFT)
        drive.key(K.ENTER)
    result = end_screen(drive)
    assert scene.state.over
    assert focused_label(result) == "Play again"


def test_floorplan_has_no_loss_and_its_end_screen_focuses_play_again(app, drive):
    # Floorplan's Visitor always reaches the Foyer in the end (rounds lost cost points, not the game)
    from game.floorplan.pure.board import geometry
    from game.floorplan.pure.content import content_for
    from game.floorplan.pure.model import VISITOR, Params
    from game.floorplan.pure.rules import RULES, legal_shifts, reachable
    from game.floorplan.scene import create_view

    params = Params()
    session = Session(RULES, params, 11, content_for(params))
    g = geometry(session.state.setup.museum)
    foyer = g.squares[g.foyer]
    state = replace(session.state, visited=tuple(g.squares[i] for i in g.galleries), target=foyer, turns=20)
    for shift in legal_shifts(state):  # a push after which some space next to the Foyer is reached
        pushed, _ = RULES.apply(state, shift)
        near = [s for s in reachable(replace(pushed, visitor=foyer), VISITOR) if s != foyer]
        if near:
            break
    state = replace(pushed, visitor=near[0], stauf=g.squares[g.stairs[0]])
    scene = push_game(drive, create_view(app, Session.from_state(RULES, state, params, 11, session.content)))
    drive.click(*scene.layout.center(foyer))
    result = end_screen(drive)
    assert focused_label(result) == "Play again"


# -- How to Play opens with the quick start ---------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_how_to_play_opens_with_a_quick_start_of_at_most_three_short_pages_with_pictures(app, drive, game_id):
    quick = quick_start(game_id)
    assert 1 <= len(quick) <= 3
    for heading, text, picture in quick:
        assert heading and picture is not None and picture.exists(), (game_id, heading)
        assert len(text) <= 320, (game_id, heading, len(text))
    # the screen shows them first, one page each, in the largest quick-start size, then the full pages
    app.push(SelectScene(app))
    app.open_howto(game_id)
    drive.frames(5)
    scene = app.scene
    scene.lay_out_all()
    assert [page.heading.text for page in scene.pages[:len(quick)]] == [heading for heading, _, _ in quick]
    assert all(page.quick for page in scene.pages[:len(quick)])
    assert not any(page.quick for page in scene.pages[len(quick):])
    assert len(scene.pages) - len(quick) >= len(rules_pages(game_id))
    assert scene.title.text.startswith("Quick start") and "Quick start 1 of" in scene.where.text
    for _ in quick:
        drive.key(K.RIGHT)
    assert scene.title.text.startswith("How to play") and scene.pages[scene.page].heading.text == \
        rules_pages(game_id)[0][0]


# -- Settings ------------------------------------------------------------------------------------------------------
def test_settings_name_romb_raider_as_the_owner_of_remember_the_map(app, drive):
    app.push(SettingsScene(app))
    labels = [row.label.text for row in app.scene.menu.widgets[:-2]]  # not Controls and Back
    assert any("Romb Raider" in label and "remember the map" in label.lower() for label in labels)


def test_f11_and_the_fullscreen_switch_agree(app, drive):
    # given Settings with Fullscreen off
    app.push(SettingsScene(app))
    scene = app.scene
    assert scene.fullscreen.value is False and scene.fullscreen.shown.text == "Off"
    # when F11 is pressed on this screen, the switch shows On and the setting is saved
    drive.key(K.F11)
    assert app.settings.fullscreen is True and load_settings()[0].fullscreen is True
    assert scene.fullscreen.value is True and scene.fullscreen.shown.text == "On"
    # when the switch is flipped (Down to it, Enter), it does what F11 does: off, and saved
    while scene.menu.focused is not scene.fullscreen:
        drive.key(K.DOWN)
    drive.key(K.ENTER)
    assert app.settings.fullscreen is False and load_settings()[0].fullscreen is False
    drive.key(K.F11)  # and F11 again turns it on, as the switch shows
    assert scene.fullscreen.shown.text == "On" and load_settings()[0].fullscreen is True


def test_f11_pressed_elsewhere_shows_on_the_switch_when_settings_open(app, drive):
    drive.key(K.F11)
    app.push(SettingsScene(app))
    drive.frames(2)
    assert app.scene.fullscreen.value is True


# -- asking first ------------------------------------------------------------------------------------------------
def test_restart_from_pause_asks_first_no_keeps_the_game_and_yes_restarts(app, drive):
    from game.romb.pure.content import room_from_picture
    from game.romb.pure.rules import RULES, start_state
    from game.romb.scene import create_view

    room = room_from_picture("""
        +-+-+-+-+-+
        |S . . . .|
        + + + + + +
        |. . . . G|
        +-+-+-+-+-+
    """, name="test-hall")
    scene = push_game(drive, create_view(app, Session.from_state(RULES, start_state(room))))
    drive.key(K.SPACE)  # wait a turn
    drive.settle()
    assert scene.state.turns == 1
    # when Esc, Down, Enter choose Restart, a question asks first with "Keep playing" focused
    drive.key(K.ESCAPE)
    drive.key(K.DOWN)
    drive.key(K.ENTER)
    question = app.scene
    assert isinstance(question, ConfirmScene) and focused_label(question) == "Keep playing"
    assert "lost" in question.detail.text
    drive.key(K.ENTER)  # Keep playing: back to the pause menu, the game as it was
    assert isinstance(app.scene, PauseScene) and scene.state.turns == 1
    # when Restart is chosen again and answered Yes (Left, Enter), the game starts again
    drive.key(K.ENTER)
    drive.key(K.LEFT)
    drive.key(K.ENTER)
    assert app.scene is scene and scene.state.turns == 0


def test_app_confirm_closes_the_question_before_its_action_and_esc_says_no(app, drive):
    seen = []
    app.confirm("Throw it away?", "The thing will be gone.", lambda: seen.append(type(app.scene).__name__),
                yes="Throw away", no="Keep it")
    assert [b.label for b in app.scene.menu.widgets] == ["Throw away", "Keep it"]
    drive.key(K.ESCAPE)
    assert seen == [] and not isinstance(app.scene, ConfirmScene)
    app.confirm("Throw it away?", "The thing will be gone.", lambda: seen.append(type(app.scene).__name__))
    yes = app.scene.menu.widgets[0]
    drive.click(yes.left + 5, yes.bottom + 5)
    assert seen == ["TitleScene"]


def test_a_new_game_over_a_save_asks_first(app, drive):
    from game.app.games import new_session
    from game.catalog import game
    from game.core.saves import write_save

    write_save(new_session(game("pharaoh"), seed=3))
    app.push(SelectScene(app))
    select = app.scene
    card = next(card for card in select.cards if card.entry.id == "pharaoh")
    new = next(w for w in card.buttons.widgets if w.label == "New game")
    drive.click(new.left + 5, new.bottom + 5)
    question = app.scene
    assert isinstance(question, ConfirmScene) and "Pharaoh Tomb" in question.detail.text
    assert focused_label(question) == "Keep it"
    drive.key(K.ENTER)
    assert app.scene is select
