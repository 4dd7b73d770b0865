"""Undo, an assist, in every game in a real headless window: Ctrl+Z takes back the player's last
decision with the bots' answers to it, down to the start of the game, Ctrl+Y plays it again, the
view is rebuilt from what the player may see; Settings can turn it off; a game where it was used is
assisted: its end screen says so and the statistics count it apart."""

from __future__ import annotations

import pytest
from arcade import key as keys

from game.app.games import create_game_view, new_session
from game.app.scenes.result import ASSISTED_LINE, ResultScene
from game.catalog import GAMES, game
from game.core.rules import Status
from game.core.session import Session
from game.sample.pure.rules import RULES, Params
from game.sample.scene import TakeScene
from game.ui import theme
from game.ui.widgets import Toggle

K = keys

GAME_IDS = [entry.id for entry in GAMES if entry.playable]


def open_game(app, game_id, seed=3):
    scene = create_game_view(app, game(game_id), new_session(game(game_id), seed=seed))
    app.push(scene)
    return scene


def settle_turn(drive, scene, limit=1200):
    """Frames until the turn's animation is over and no bot is to move or thinking."""
    for _ in range(limit):
        drive.frames(1)
        if not scene.timeline.busy and not scene.thinking and scene.session.bot_to_move() is None:
            break
    drive.frames(2)


def play_human_move(drive, scene):
    """The player's first legal move that does not end the game, played as its input would."""
    rules, state, player = scene.rules, scene.state, scene.human_to_move()
    for move in rules.legal_moves(state, player):
        after, _ = rules.apply(state, move, player)
        if rules.status(after) == Status.PLAYING:
            assert scene.play_move(move)
            settle_turn(drive, scene)
            return
    raise AssertionError("no move keeps the game going")


def ctrl(drive, symbol, shift=False):
    drive.key(symbol, K.MOD_CTRL | (K.MOD_SHIFT if shift else 0), frames=3)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_ctrl_z_takes_back_the_last_decision_with_the_bots_answers_and_ctrl_y_replays_it(app, drive, game_id):
    scene = open_game(app, game_id)
    settle_turn(drive, scene)
    start = scene.state
    history_before = len(scene.session.history)
    for _ in range(12):  # until a bot has answered (games with opponents), or a few decisions
        before = scene.state
        play_human_move(drive, scene)
        bots_answered = any(p.player not in scene.session.humans for p in scene.session.history[history_before:])
        if bots_answered or (not scene.session.rules.bots(scene.session.params) and len(scene.session.history) >= 2):
            break
        history_before = len(scene.session.history)
    after = scene.state
    assert after != before
    ctrl(drive, K.Z)
    assert scene.state == before and scene.used_assist()
    viewer = scene.viewer
    assert scene.rules.observe(scene.state, viewer) == scene.rules.observe(before, viewer)
    assert "assisted" in scene.message.text
    ctrl(drive, K.Y)
    assert scene.state == after
    ctrl(drive, K.Z, shift=True)  # Ctrl+Shift+Z redoes too: nothing undone now
    assert scene.state == after and scene.message.text == "Nothing to redo."
    for _ in range(40):  # back to the start of the game
        ctrl(drive, K.Z)
        if scene.message.text.startswith("Nothing to undo"):
            break
    assert scene.state == start
    drive.frames(5)  # the view rebuilt from the start draws
    assert not scene.ended


def test_undo_can_be_turned_off_in_settings(app, drive):
    scene = open_game(app, "romb")
    play_human_move(drive, scene)
    played = scene.state
    app.settings.undo = False
    ctrl(drive, K.Z)
    assert scene.state == played and not scene.used_assist() and scene.message.text == "Undo is off (Settings)."
    app.settings.undo = True
    ctrl(drive, K.Z)
    assert scene.state != played and scene.used_assist()


def test_the_settings_screen_switches_undo(app, drive):
    from game.app.scenes.settings import SettingsScene

    settings = SettingsScene(app)
    app.push(settings)
    drive.frames(3)
    row = next(w for w in settings.menu.widgets if isinstance(w, Toggle) and w.label.text.startswith("Undo"))
    drive.click(row.left + row.width - 60, row.bottom + row.height / 2)
    assert app.settings.undo is False
    from game.core.profile import load_settings

    assert load_settings()[0].undo is False


def test_no_undo_between_people_at_one_screen(app, drive):
    scene = TakeScene(app, Session(RULES, Params(stones=9, bot=False), 2))
    app.push(scene)
    drive.key(K.KEY_1)
    drive.settle()
    taken = scene.state
    ctrl(drive, K.Z)
    assert scene.state == taken and not scene.used_assist() and "people at one screen" in scene.message.text


def test_a_game_won_after_an_undo_is_assisted_on_its_end_screen_and_counted_apart(app, drive):
    scene = TakeScene(app, Session(RULES, Params(stones=3, bot=True), 4))
    app.push(scene)
    drive.key(K.KEY_1)
    drive.settle()
    ctrl(drive, K.Z)
    assert scene.state.stones == 3 and scene.used_assist()
    drive.key(K.KEY_3)  # all of them: won
    drive.settle()
    assert scene.ended and isinstance(app.current_view, ResultScene)
    assert ASSISTED_LINE in [line.text for line in app.current_view.lines]
    stats = app.profile.stats["sample"]
    assert stats.total.played == 1 and stats.total.assisted == 1 and stats.total.best_score is None
    assert stats.assisted["total"].won == 1 and "total" not in stats.keys
    assert stats.history[-1].assisted


def test_a_game_without_undo_has_no_assisted_line(app, drive):
    scene = TakeScene(app, Session(RULES, Params(stones=3, bot=True), 4))
    app.push(scene)
    drive.key(K.KEY_3)
    drive.settle()
    assert isinstance(app.current_view, ResultScene)
    assert ASSISTED_LINE not in [line.text for line in app.current_view.lines]
    assert app.profile.stats["sample"].keys["total"].won == 1


def test_an_undo_before_a_save_still_marks_the_continued_game_assisted(app, drive):
    from game.core.saves import load_save

    scene = TakeScene(app, Session(RULES, Params(stones=3, bot=True), 4))
    app.push(scene)
    drive.key(K.KEY_1)
    drive.settle()
    ctrl(drive, K.Z)
    drive.key(K.KEY_1)  # the game goes on: it is saved with its record
    drive.settle()
    scene.save_game()
    app.stack.clear()
    continued = TakeScene(app, load_save(RULES))
    app.push(continued)
    assert continued.used_assist() and continued.session.record.seconds > 0
    drive.key(K.ENTER)  # the bot takes the last two
    for _ in range(600):
        drive.frames(1)
        if continued.ended:
            break
    assert continued.ended
    assert app.profile.stats["sample"].total.assisted == 1 and app.profile.stats["sample"].keys == {}


def centre(button):
    return button.left + button.width / 2, button.bottom + button.height / 2


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_click_on_the_undo_button_takes_a_move_back_and_redo_plays_it_again(app, drive, game_id):
    # given a game at its start: the buttons show, with nothing to undo or redo (dim words)
    scene = open_game(app, game_id)
    settle_turn(drive, scene)
    buttons = scene.undo_buttons
    assert buttons.shown and not buttons.undo.enabled and not buttons.redo.enabled
    assert tuple(buttons.undo.text.color)[:3] == theme.TEXT_DIM[:3]
    # when the player makes a move and clicks Undo
    before = scene.state
    play_human_move(drive, scene)
    after = scene.state
    drive.frames(1)
    assert buttons.undo.enabled and tuple(buttons.undo.text.color)[:3] == theme.TEXT[:3]
    drive.click(*centre(buttons.undo), frames=3)
    # then the move is taken back (the click went to no board under it), and Redo plays it again
    assert scene.state == before and scene.used_assist()
    assert buttons.redo.enabled and not buttons.undo.enabled
    drive.click(*centre(buttons.redo), frames=3)
    assert scene.state == after


def test_the_undo_buttons_are_hidden_when_undo_is_off(app, drive):
    scene = open_game(app, "romb")
    play_human_move(drive, scene)
    played = scene.state
    app.settings.undo = False
    drive.frames(2)
    assert not scene.undo_buttons.shown
    drive.click(*centre(scene.undo_buttons.undo), frames=3)
    assert scene.state == played and not scene.used_assist()
    app.settings.undo = True
    drive.frames(2)
    assert scene.undo_buttons.shown and scene.undo_buttons.undo.enabled


def test_the_undo_buttons_cover_nothing_the_games_draw(app, drive):
    # given each game on screen, with undo switched off (no buttons) and then on
    for game_id in GAME_IDS:
        scene = open_game(app, game_id)
        settle_turn(drive, scene)
        box = [scene.undo_buttons.undo, scene.undo_buttons.redo]
        left = min(b.left for b in box) - 3
        right = max(b.left + b.width for b in box) + 3
        bottom = min(b.bottom for b in box) - 3
        top = max(b.bottom + b.height for b in box) + 3
        app.settings.undo = False
        drive.frames(2)
        image = drive.image().convert("RGB")
        app.settings.undo = True
        # then where the buttons go, the game alone draws a plain background (a few colours at most)
        (x0, y0), (x1, y1) = drive.window_point(left, top), drive.window_point(right, bottom)
        height = image.height
        colours = image.crop((int(x0), height - int(y0), int(x1), height - int(y1))).getcolors(4096)
        assert colours is not None and len(colours) <= 4, f"{game_id}: the buttons' place is not empty"
        app.pop()
