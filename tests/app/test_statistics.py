"""Statistics in a real headless window: a game that ends in play is counted once (a replay or a
game shown already over is not), Game Select opens the Statistics screen (S, or a click), the
screen keeps its texts in their boxes, the history scrolls, and Watch plays a finished game back
in its replay scene (Enter or a click), or says why it cannot."""

from __future__ import annotations

import datetime
import json

from arcade import key as keys

from game.app.scenes.select import SelectScene
from game.app.scenes.statistics import ROWS, StatisticsScene
from game.app.scripted_stats import play_one
from game.catalog import game
from game.core.profile import profile_path
from game.core.session import Session
from game.core.stats import ReplayShelf, record_finished
from game.sample.pure.rules import RULES, Params
from game.sample.scene import TakeScene
from game.ui.game_scene import GameScene
from game.ui.text_boxes import problems, record_window

K = keys

DAY = datetime.datetime(2026, 11, 30, 20, 0)


def _take_all(drive, app, stones=3):
    """Given a hot-seat game of Take with a small pile, when player 1 takes it all (a real key),
    the game is over, won by player 1."""
    scene = TakeScene(app, Session(RULES, Params(stones=stones, bot=False), 5))
    app.push(scene)
    drive.frames(2)
    drive.key(K.KEY_0 + stones)
    drive.settle()
    return scene


def test_a_game_that_ends_in_play_is_counted_once_with_its_save(app, drive):
    scene = _take_all(drive, app)
    assert scene.ended
    stats = app.profile.stats["sample"]
    assert (stats.total.played, stats.total.won) == (1, 1)
    entry = stats.history[-1]
    assert entry.result == "won" and entry.score == 3 and entry.key == "total" and not entry.assisted
    assert entry.seconds > 0
    on_disk = json.loads(profile_path().read_text())
    assert on_disk["version"] == 2 and on_disk["stats"]["sample"]["total"]["played"] == 1
    saved = ReplayShelf().get("sample", entry.replay)
    assert Session.from_save(RULES, saved).state == scene.session.state
    drive.frames(30)  # the end screen stays up: nothing is counted twice
    assert app.profile.stats["sample"].total.played == 1


def test_a_replay_and_a_game_shown_already_over_are_not_counted(app, drive):
    finished = _take_all(drive, app).session
    app.stack.clear()
    before = app.profile.stats["sample"].total.played
    start, moves = Session.for_replay(RULES, finished.to_save())
    replay = TakeScene(app, start, replay_moves=moves)
    app.push(replay)
    for _ in range(400):
        drive.frames(1)
        if replay.ended:
            break
    assert replay.ended
    over = TakeScene(app, Session.from_save(RULES, finished.to_save()))
    app.push(over)
    drive.settle()
    assert over.ended and app.profile.stats["sample"].total.played == before


def _to_statistics(app, drive, *, click=False):
    app.push(SelectScene(app))
    drive.frames(3)
    if click:
        button = app.current_view.stats_button
        drive.click(button.left + button.width / 2, button.bottom + button.height / 2)
    else:
        drive.key(K.S)
    scene = app.current_view
    assert isinstance(scene, StatisticsScene)
    return scene


def test_game_select_opens_the_statistics_with_s_or_a_click(app, drive):
    _to_statistics(app, drive)
    drive.key(K.ESCAPE)
    assert isinstance(app.current_view, SelectScene)
    _to_statistics(app, drive, click=True)


def _romb_games(app, count):
    """`count` real finished games of Romb Raider (the scripted player), recorded as at their end."""
    spec = game("romb")
    sessions = []
    for seed in range(1, count + 1):
        session, hints = play_one(spec, seed)
        record_finished(app.profile, "romb", session.params.room, session.status().value,
                        session.rules.score(session.state), 30.0, hints, False, session.to_save(),
                        when=DAY + datetime.timedelta(hours=seed))
        sessions.append(session)
    return sessions


def _page_of(scene, game_id, drive):
    while scene.spec.id != game_id:
        drive.key(K.RIGHT)
    return scene


def test_watch_plays_the_finished_game_back_in_its_replay_scene(app, drive):
    sessions = _romb_games(app, 2)
    scene = _page_of(_to_statistics(app, drive), "romb", drive)
    assert [b.label for b in scene.menu.widgets] == ["Watch", "Watch", "Back"]
    drive.key(K.ENTER)  # the first row: the newest game
    replay = app.current_view
    assert isinstance(replay, GameScene) and replay.replaying
    assert replay.session.state == sessions[-1].start_state
    for _ in range(60 * 60):
        drive.frames(1)
        if replay.ended:
            break
    assert replay.ended and replay.session.state == sessions[-1].state
    assert app.profile.stats["romb"].total.played == 2  # watching counts nothing
    drive.settle()
    drive.key(K.ESCAPE)  # the end screen's Menu: back to the Statistics
    assert app.current_view is scene


def test_watch_by_a_click_on_an_older_game(app, drive):
    sessions = _romb_games(app, 3)
    scene = _page_of(_to_statistics(app, drive), "romb", drive)
    oldest = scene.menu.widgets[2]
    drive.click(oldest.left + oldest.width / 2, oldest.bottom + oldest.height / 2)
    replay = app.current_view
    assert isinstance(replay, GameScene) and replay.replaying
    assert [p.move for p in replay.replay_moves] == sessions[0].moves


def test_a_recording_that_is_gone_is_said_and_the_screen_stays(app, drive):
    _romb_games(app, 1)
    entry = app.profile.stats["romb"].history[-1]
    (ReplayShelf().folder / "romb" / entry.replay).unlink()
    scene = _page_of(_to_statistics(app, drive), "romb", drive)
    drive.key(K.ENTER)
    assert app.current_view is scene
    assert "cannot be watched" in scene.note.text and "no longer there" in scene.note.text


def test_the_history_scrolls_past_its_first_rows(app, drive):
    spec = game("romb")
    session, _ = play_one(spec, 1)
    for i in range(ROWS + 4):
        record_finished(app.profile, "romb", "first-steps", "lost", i, 10.0, 0, False, None,
                        when=DAY + datetime.timedelta(minutes=i))
    scene = _page_of(_to_statistics(app, drive), "romb", drive)
    assert [b.label for b in scene.menu.widgets[:-1]] == ["No save"] * ROWS
    assert not any(b.enabled for b in scene.menu.widgets[:-1])  # nothing to watch: Back is focused
    for _ in range(3):
        scene.on_mouse_scroll(600, 200, 0, -1)
    assert scene.top == 3
    scene.on_mouse_scroll(600, 200, 0, 1)
    assert scene.top == 2


def test_the_statistics_screen_keeps_its_texts_in_their_boxes(app, drive):
    _romb_games(app, 3)
    record_finished(app.profile, "romb", "a-room-with-a-rather-long-name-indeed", "won", 123456789, 7200.0, 4,
                    True, None, when=DAY)
    scene = _page_of(_to_statistics(app, drive), "romb", drive)
    drive.frames(20)
    scene.refresh()
    frame = record_window(app)
    assert frame.texts
    found = problems(frame)
    assert not found, "\n".join(found)
    texts = [t.text for t in frame.texts]
    assert "A room with a rather long name indeed (assisted)"[:20] in " ".join(texts)
