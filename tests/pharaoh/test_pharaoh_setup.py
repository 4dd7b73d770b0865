"""Pharaoh Tomb's modes on screen, in the real headless window: the setup screen picks a mode and
starts it (keys and mouse), each mode keeps its own best and statistics, a tick on the progress bar
only where something is awarded, Retry focused after a loss, Endless reshuffling a dead board, and
the status messages on their plaque at the panel's bottom line."""

from __future__ import annotations

import arcade

from game.app.scenes.result import ResultScene
from game.app.scenes.select import SelectScene
from game.core.session import Session
from game.pharaoh.hud_status import PLAQUE
from game.pharaoh.layout import slot_center
from game.pharaoh.pure import content, records
from game.pharaoh.pure.rules import RULES, Params, Place, Reshuffled, Swap, state_from_picture
from game.pharaoh.scene import PharaohScene, cell_center
from game.pharaoh.setup import PharaohSetup

K = arcade.key
#: A board without a move: (x + y) % 4 (the rules tests' dead background).
DEAD = "\n".join("".join(str((x + y) % 4) for x in range(8)) for y in range(8))


def open_setup(app, drive) -> PharaohSetup:
    """Game Select, then a click on Pharaoh Tomb's New game button."""
    app.push(SelectScene(app))
    drive.frames(2)
    card = next(c for c in app.scene.cards if c.entry.id == "pharaoh")
    button = next(w for w in card.buttons.widgets if w.label == "New game")
    drive.click(button.left + button.width / 2, button.bottom + button.height / 2)
    assert isinstance(app.scene, PharaohSetup)
    return app.scene


def dead_game(app, mode: str, score: int = 30) -> PharaohScene:
    """A game of `mode` on a board without moves (it ends on its first frame)."""
    app.settings.animation_speed = 2.0
    params = Params(mode=mode)
    state = state_from_picture(DEAD, table=content.content_for(params), score=score)
    scene = PharaohScene(app, Session.from_state(RULES, state, params, 3))
    app.push(scene)
    return scene


def test_new_game_opens_the_setup_and_the_keys_pick_and_start_a_mode(app, drive):
    # given a first visit: the setup screen offers Short first
    setup = open_setup(app, drive)
    assert [name for name, _ in setup.modes] == ["short", "classic", "endless"]
    assert setup.grid.focus == (0, 0) and setup.cards[0].chosen
    # when the player moves right to Classic and presses Enter
    drive.key(K.RIGHT)
    assert setup.grid.focus == (0, 1)
    drive.key(K.ENTER)
    # then a Classic game begins: 500 hieroglyphs on level 1, and the setup screen is gone
    scene = app.scene
    assert isinstance(scene, PharaohScene) and scene.session.params.mode == "classic"
    assert scene.state.target == 500 and not scene.state.table.reshuffle
    assert scene.hud.removed.text == "0 / 500 removed"
    assert not any(isinstance(view, PharaohSetup) for view in app.stack)
    # and the mode is remembered and counted
    assert app.profile.progress["pharaoh"]["mode"] == "classic"
    assert records.stats(app.profile, "classic")["games"] == 1
    # and the next visit to the setup focuses Classic
    app.to_menu()
    assert open_setup(app, drive).grid.focus == (0, 1)


def test_a_click_on_a_mode_card_starts_that_mode(app, drive):
    setup = open_setup(app, drive)
    endless = setup.cards[2]
    drive.click(endless.left + endless.width / 2, endless.bottom + endless.height / 2)
    scene = app.scene
    assert isinstance(scene, PharaohScene) and scene.session.params.mode == "endless"
    assert scene.state.table.reshuffle and scene.state.target == 500
    # Short's card starts a game whose level 1 asks 200 and awards pieces
    app.to_menu()
    setup = open_setup(app, drive)
    short = setup.cards[0]
    drive.click(short.left + short.width / 2, short.bottom + short.height / 2)
    assert app.scene.state.target == 200 and "glyph" in app.scene.state.table.level(1).pieces


def test_each_mode_keeps_its_own_best_and_the_setup_shows_it(app, drive):
    # given a lost Short game scoring 30 and a lost Classic game scoring 70
    dead_game(app, "short", 30)
    drive.frames(3)
    assert isinstance(app.scene, ResultScene)
    assert [line.text for line in app.scene.lines] == ["Score: 30", "A new best!"]
    app.to_menu()
    dead_game(app, "classic", 70)
    drive.frames(3)
    app.to_menu()
    # then each mode has its own best (Classic under "total", the key of games before modes)
    assert app.profile.best["pharaoh"] == {"short": 30, "total": 70}
    # and a lower Short score is not a new best, though it beats nothing of Classic's
    dead_game(app, "short", 20)
    drive.frames(3)
    assert [line.text for line in app.scene.lines] == ["Score: 20", "Best: 30"]
    app.to_menu()
    # and the setup's cards say so
    setup = open_setup(app, drive)
    texts = [label.text for label in setup.labels]
    assert "Best 30" in texts and "Best 70" in texts and "Not played yet" in texts


def test_after_a_loss_retry_is_focused_and_enter_plays_the_same_mode_again(app, drive):
    scene = dead_game(app, "short")
    drive.frames(3)
    result = app.scene
    assert isinstance(result, ResultScene) and result.heading.text == "Game over"
    labels = [w.label for w in result.menu.widgets]
    focused = result.menu.widgets[result.menu.index]
    assert focused is result.menu.widgets[0] and focused.focused and focused.label != "Menu" and "Menu" in labels
    # when the player presses Enter
    drive.key(K.ENTER)
    # then a new Short game is on the board, and it is counted
    assert app.scene is scene and not scene.state.over and scene.session.params.mode == "short"
    assert scene.state.target == 200 and scene.state.score == 0
    assert records.stats(app.profile, "short")["games"] == 1


def test_a_tick_is_drawn_only_where_the_level_awards_something(app, drive):
    def ticks(mode: str, level: int) -> list[tuple[int, int]]:
        params = Params(start_level=level, mode=mode)
        scene = PharaohScene(app, Session(RULES, params, 4, content.content_for(params)))
        app.push(scene)
        drive.frames(1)
        shown = [(n, d) for n, d, tick in scene.hud.ticks if tick.visible]
        app.pop()
        return shown

    # Classic's level 1 awards nothing: no tick; the panel says when pieces come
    assert ticks("classic", 1) == []
    # Short's level 1 awards the free hieroglyph at each quarter: three ticks, none at the thirds
    assert ticks("short", 1) == [(1, 4), (1, 2), (3, 4)]
    # from the level where every piece comes, every mark has its tick
    assert ticks("classic", 4) == [(1, 4), (1, 3), (1, 2), (2, 3), (3, 4)]


def test_a_message_reads_on_its_plaque_at_the_panels_bottom_line(app, drive):
    app.settings.animation_speed = 2.0
    # the dead board, with one swap that works in its top row: (2,0)-(2,1) makes 4 4 4
    rows = [list(row) for row in DEAD.split("\n")]
    rows[0][0] = rows[0][1] = rows[1][2] = "4"
    state = state_from_picture("\n".join("".join(row) for row in rows), table=content.content_for(Params()))
    scene = PharaohScene(app, Session.from_state(RULES, state))
    app.push(scene)
    drive.frames(40)  # faded in
    # while nothing is said, the line shows the keys, with no plaque
    assert scene.status.keys.visible and scene.status.inner not in scene.board_view.top
    # when a swap is refused
    drive.click(*cell_center(5, 5))
    drive.click(*cell_center(5, 6))
    drive.frames(30)
    # then its reason is on the plaque, inside it, above the frieze (which ends at y 40)
    message = scene.message
    assert message.text == "That swap makes no line of three, so it bounces back."
    assert scene.status.inner in scene.board_view.top and not scene.status.keys.visible
    left, bottom, right, top = PLAQUE
    half = message.content_width / 2
    assert bottom > 40 and left <= message.x - half and message.x + half <= right
    assert bottom <= message.y - message.content_height / 2 and message.y + message.content_height / 2 <= top + 4
    # and it reads: light text on the dark plaque
    image = drive.image().convert("L")
    height = app.get_framebuffer_size()[1]
    (x0, y0), (x1, y1) = (drive.window_point(message.x - half, message.y - 6),
                          drive.window_point(message.x + half, message.y + 6))
    box = image.crop((int(x0), int(height - y1), int(x1), int(height - y0)))
    darkest, lightest = box.getextrema()
    assert lightest > 200 and darkest < 40
    # and once it has been read, the keys come back
    drive.frames(200)
    assert scene.status.keys.visible and scene.status.inner not in scene.board_view.top


def test_endless_reshuffles_a_dead_board_on_screen_and_plays_on(app, drive):
    # given an Endless game one move before the board would have no move left
    params = Params(start_level=5, mode="endless")
    state = RULES.new_game(params, content.content_for(params), 2)
    while True:
        move = RULES.legal_moves(state)[0]
        after, events = RULES.apply(state, move)
        if any(isinstance(e, Reshuffled) for e in events):
            break
        state = after
    app.settings.animation_speed = 2.0
    scene = PharaohScene(app, Session.from_state(RULES, state, params, 2))
    app.push(scene)
    drive.frames(2)
    # when the player makes that move with the mouse
    if isinstance(move, Swap):
        drive.click(*cell_center(*move.a))
        drive.click(*cell_center(*move.b))
    else:
        assert isinstance(move, Place)
        drive.click(*slot_center(move.piece))
        drive.click(*cell_center(*move.cell))
    drive.settle()
    # then the board shows the reshuffled hieroglyphs, the game goes on, and it is counted
    assert scene.state == after and not scene.state.over
    assert [scene.board_view.textures.index(s.texture) for s in scene.board_view.cells] == list(after.board)
    assert all(abs(s.width - 72) < 1e-3 for s in scene.board_view.cells)  # every glyph back to its cell's size
    assert scene.message.text == "No move left: the board is reshuffled."
    assert not isinstance(app.scene, ResultScene) and not scene.ended
    assert records.stats(app.profile, "endless")["reshuffles"] == 1


def test_a_broken_mode_file_shows_its_problem_on_its_card_and_does_not_play(app, drive, monkeypatch):
    from game.core.content import ContentError
    from game.core.paths import resource

    shipped = content.load

    def load(mode: str = "classic"):
        if mode == "endless":
            raise ContentError(resource("data", "pharaoh-endless.toml"), "kinds 12 is more than the 10 hieroglyph "
                               "images the game draws", "levels[0].kinds", line=17)
        return shipped(mode)

    monkeypatch.setattr(content, "load", load)
    setup = open_setup(app, drive)
    texts = [label.text for label in setup.labels]
    assert any(t.startswith("This mode cannot be played: pharaoh-endless.toml, line 17: kinds 12") for t in texts)
    # the other modes still play; Enter on the broken one leaves the screen as it is
    drive.key(K.RIGHT)
    drive.key(K.RIGHT)
    assert setup.modes[setup.grid.focus[1]] == ("endless", None)
    drive.key(K.ENTER)
    assert app.scene is setup
    drive.key(K.LEFT)
    drive.key(K.ENTER)
    assert isinstance(app.scene, PharaohScene) and app.scene.session.params.mode == "classic"
