"""A game against a bot in a real headless window: the bot thinks off the frame while frames keep
coming, pause cancels its search, its moves land in the save with its player, the scene animates
only what its player may see, and a replay never asks the bot again."""

import arcade
import pytest
from arcade import key as keys
from gated_bot import GatedBot

import game.sample.pure.ai as sample_ai
from game.core.bots import Budget
from game.core.saves import load_save, save_path
from game.core.session import Session
from game.sample.pure.rules import DUEL, RULES, Bid, BidPlaced, EndTurn, Params, Take
from game.sample.scene import TakeScene

K = keys


@pytest.fixture
def gated(monkeypatch):
    bot = GatedBot(lambda rules, view, player, rng: sample_ai.TakeBot().decide(rules, view, player, rng,
                                                                             Budget(1000)), EndTurn())
    monkeypatch.setattr(sample_ai, "bot_for", lambda params, player: bot)
    return bot


def _end_my_turn(drive, take=2):
    drive.key(K.KEY_0 + take)
    drive.settle()
    drive.key(K.ENTER)
    drive.settle()


def test_the_bot_plays_its_turn_and_the_move_is_saved_with_its_player(app, drive):
    game = TakeScene(app, Session(RULES, Params(), 11))
    app.push(game)
    _end_my_turn(drive)
    for _ in range(120):
        drive.frames(1)
        if game.session.to_move() != (1,):
            break
    drive.settle()
    by = [entry.player for entry in game.session.history]
    assert by[:2] == [0, 0] and by[2:4] == [1, 1]
    assert load_save(RULES).history == game.session.history
    assert [m["by"] for m in __import__("json").loads(save_path("sample").read_text())["moves"]] == by


def test_frames_keep_coming_while_the_bot_thinks_and_the_screen_says_so(app, drive, gated):
    game = TakeScene(app, Session(RULES, Params(), 11))
    app.push(game)
    _end_my_turn(drive)
    age = game.age
    drive.frames(30)
    assert game.thinking and gated.asked == 1
    assert game.age - age == pytest.approx(30 / 60)  # 30 frames were updated while it thought
    assert game.thinking_label.text == "Your opponent is thinking..."
    assert _label_drawn(drive, game)
    gated.gate.set()
    for _ in range(120):
        drive.frames(1)
        if not game.thinking and game.session.to_move() != (1,):
            break
    assert not game.thinking and game.session.history[2].player == 1


def test_pause_cancels_the_search_and_the_bot_is_asked_again_on_resume(app, drive, gated):
    game = TakeScene(app, Session(RULES, Params(), 11))
    app.push(game)
    _end_my_turn(drive)
    drive.frames(5)
    assert game.thinking
    drive.key(K.ESCAPE)
    for _ in range(50):
        if gated.cancelled:
            break
        drive.frames(1)
    assert gated.cancelled == 1 and not game.thinking
    moves = len(game.session.history)
    drive.key(K.ENTER)  # Resume
    drive.frames(5)
    assert len(game.session.history) == moves  # the cancelled answer was dropped
    assert gated.asked == 2 and game.thinking
    gated.gate.set()


def test_a_duel_shows_that_the_bot_bid_never_how_much(app, drive, monkeypatch):
    seen = []
    game = TakeScene(app, Session(RULES, Params(), 11))
    original = game.animate
    monkeypatch.setattr(game, "animate", lambda events: (seen.extend(events), original(events)))
    app.push(game)
    _end_my_turn(drive, 1)
    for _ in range(200):
        drive.frames(1)
        if game.state.phase == DUEL and game.session.to_move() == (0, 1) and not game.thinking:
            break
    # the bot may bid first or second; either way its amount never reaches the scene before the reveal
    for _ in range(200):
        drive.frames(1)
        if game.session.to_move() == (0,):
            break
    game.play_move(Bid(2))
    drive.settle()
    bot_bids = [e for e in seen if isinstance(e, BidPlaced) and e.player == 1]
    assert bot_bids and all(e.count is None for e in bot_bids)
    assert any(type(e).__name__ == "BidsRevealed" for e in seen)


def test_a_replay_never_asks_the_bot(app, drive, monkeypatch):
    session = Session(RULES, Params(), 3)
    session.play(Take(1))
    session.play(EndTurn())
    session.play(Take(3), 1)
    session.play(EndTurn(), 1)

    def no_bot(params, player):
        raise AssertionError("a replay asked the bot")

    monkeypatch.setattr(sample_ai, "bot_for", no_bot)
    start, played = Session.for_replay(RULES, session.to_save())
    replay = TakeScene(app, start, replay_moves=played)
    app.push(replay)
    for _ in range(400):
        drive.frames(1)
        if not replay.replay_moves and not replay.timeline.busy:
            break
    assert replay.session.state == session.state


def _label_drawn(drive, game) -> bool:
    """True when the thinking label's pixels differ from the background at its place."""
    image = drive.image().convert("RGB")
    x, y = drive.window_point(game.thinking_label.x, game.thinking_label.y)
    height = image.size[1]
    box = image.crop((int(x) - 150, int(height - y) - 12, int(x) + 150, int(height - y) + 12))
    background = tuple(arcade.types.Color.from_iterable(game.background)[:3])
    return any(pixel != background for pixel in box.getdata())


def test_play_again_after_a_game_built_from_a_position_takes_the_params_content(app, drive, monkeypatch):
    from game.catalog import game
    from game.pharaoh.shots import shot_session

    session = shot_session()  # built from a position: no content of its own
    assert session.content is None
    scene = game("pharaoh").part("scene")(app, session)
    app.push(scene)
    drive.frames(2)
    monkeypatch.setattr(app, "pop", lambda: None)  # no result overlay to close here
    scene.play_again()
    assert scene.session.content is not None and scene.session.state.level == 4
