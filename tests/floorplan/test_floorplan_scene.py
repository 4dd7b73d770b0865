"""Floorplan's scene in the real headless window: pushing the spare by mouse and by keys (the line's
pixels move one square, half-way first), walking by a click and by the keyboard cursor, Stauf's
turn thought off the frame while frames keep coming, a talisman aimed with the keys, the forbidden
push's reason, the save and Continue, a replay, the results screen with the best per difficulty,
and the setup screen starting the chosen difficulty and museum.

Games are the shipped museum with a fixed seed; lines and spaces are chosen from the rules at run
time (a line no token stands on, a space the Visitor can reach), so the tests do not hang on a deal.
"""

from __future__ import annotations

from dataclasses import replace

import arcade
import numpy as np
import pytest
from gated_bot import GatedBot

import game.floorplan.pure.ai as floorplan_ai
from game.app.scenes.result import ResultScene
from game.app.scenes.select import SelectScene
from game.core.bots import Budget
from game.core.saves import has_save, load_save
from game.core.session import Session
from game.floorplan.input import KEYS
from game.floorplan.layout import nearest_in_direction
from game.floorplan.pure.board import geometry
from game.floorplan.pure.content import content_for
from game.floorplan.pure.model import ACT, SHIFT, STAUF, VISITOR, EndTurn, Params, Shift
from game.floorplan.pure.rules import RULES, legal_shifts, reachable, walk_path
from game.floorplan.results import best_records
from game.floorplan.scene import FloorplanScene, create_view
from game.floorplan.setup import FloorplanSetup, create_setup

K = arcade.key
SEED = 11


def _easy_stauf(rules, view, player, rng):
    level = floorplan_ai.load_table().level("easy")
    return floorplan_ai.decide(view, player, level, rng, Budget(level.nodes, 60))


@pytest.fixture
def gated(monkeypatch):
    bot = GatedBot(_easy_stauf, EndTurn())
    monkeypatch.setattr(floorplan_ai, "bot_for", lambda params, player: bot)
    return bot


def new_session(seed: int = SEED, params: Params | None = None) -> Session:
    params = params or Params()
    return Session(RULES, params, seed, content_for(params))


def play_scene(drive, session: Session) -> FloorplanScene:
    """Push a scene on `session` over Game Select and let the fade-in end."""
    drive.app.push(SelectScene(drive.app))
    scene = create_view(drive.app, session)
    drive.app.push(scene)
    drive.frames(20)
    return scene


def pixels(drive) -> np.ndarray:
    """The window as an RGB array (row 0 at the top)."""
    return np.asarray(drive.image().convert("RGB"), dtype=np.int16)


def patch(image: np.ndarray, scene: FloorplanScene, square, inset: float = 0.25) -> np.ndarray:
    """The middle of a square as drawn (the outer quarter left out: marks and glows live there)."""
    x, y = scene.layout.center(square)
    half = scene.layout.cell * (0.5 - inset)
    top, left = int(720 - y - half), int(x - half)
    return image[top:top + int(2 * half), left:left + int(2 * half)]


def free_line(scene: FloorplanScene):
    """A legal insertion point on the first floor whose line no token stands on."""
    g, state = scene.g, scene.state
    tokens = {state.visitor, state.stauf}
    for key in sorted(scene.legal_keys()):
        line = g.line_at[key]
        if key[0] == 0 and not tokens & {g.squares[i] for i in line.squares}:
            return key, [g.squares[i] for i in line.squares]
    raise AssertionError("no free line")


def after_shift(scene: FloorplanScene) -> None:
    """Play a shift (no animation) so the Visitor may walk."""
    key, _ = free_line(scene)
    scene.play_move(Shift(*key))
    scene.timeline.finish()


def test_clicking_an_arrow_slides_the_line_one_square_and_the_pushed_out_tile_into_the_slot(app, drive):
    # given the start of a game, a first-floor line no token stands on
    scene = play_scene(drive, new_session())
    key, squares = free_line(scene)
    before = pixels(drive)
    tiles_before = [scene.state.tiles[scene.g.index(s)] for s in squares]
    # when its arrow is clicked and a few frames pass
    drive.click(*scene.layout.arrow_center(key), frames=24)
    # then the line is moving: the first tile is between its square and the next one
    assert scene.timeline.busy
    sprite = scene.board.tile_sprites[tiles_before[0]]
    start, end = scene.layout.center(squares[0]), scene.layout.center(squares[1])
    along = [abs(a - b) > 1 for a, b in zip(start, end)].index(True)
    assert min(start[along], end[along]) + 2 < sprite.position[along] < max(start[along], end[along]) - 2
    middle = pixels(drive)
    assert np.abs(patch(middle, scene, squares[1]) - patch(before, scene, squares[1])).mean() > 3
    # when the animation is over
    drive.settle()
    after = pixels(drive)
    # then each square shows what the square before it showed, and the pushed-out tile is the spare
    assert scene.state.last_shift == key and scene.state.phase == ACT
    for k in range(len(squares) - 1):
        assert np.abs(patch(after, scene, squares[k + 1]) - patch(before, scene, squares[k])).mean() < 4
    assert scene.state.spare == tiles_before[-1]
    assert tuple(scene.board.tile_sprites[tiles_before[-1]].position) == pytest.approx(scene.layout.slot)
    assert "shift" in app.audio.played


def test_the_keyboard_chooses_an_arrow_and_enter_pushes(app, drive):
    scene = play_scene(drive, new_session())
    # given the keyboard cursor on an arrow (the first key puts it there)
    drive.key(K.RIGHT)
    assert scene.input.focus_key is not None
    # when the cursor moves and Enter is pressed
    first = scene.input.focus_key
    points = {k: scene.layout.arrow_center(k) for k in scene.board.arrow_at}
    expected = nearest_in_direction(points[first], points, "down") or first
    drive.key(K.DOWN)
    assert scene.input.focus_key == expected
    line_tiles = [scene.state.tiles[i] for i in scene.g.line_at[expected].squares]
    drive.key(K.ENTER, frames=10)
    # then that line was pushed, and it slides on screen
    assert scene.state.last_shift == expected
    assert scene.timeline.busy
    drive.settle()
    squares = scene.g.line_at[expected].squares
    assert [scene.state.tiles[i] for i in squares[1:]] == line_tiles[:-1]
    for i in squares[1:]:
        tile = scene.state.tiles[i]
        assert tuple(scene.board.tile_sprites[tile].position) == pytest.approx(scene.board.center(i))


def test_pointing_at_the_forbidden_arrow_greys_it_and_says_why(app, drive):
    # given Stauf's last push in at the west end of a row
    session = new_session()
    key = next(line.key for line in geometry(session.state.setup.museum).lines if line.side == "W")
    state = replace(session.state, last_shift=key, last_shift_by=STAUF)
    scene = play_scene(drive, Session.from_state(RULES, state, Params(), SEED, session.content))
    undo = scene.g.line_at[key].reverse_key
    assert undo not in scene.legal_keys()
    # when the pointer is on the arrow that would undo it
    drive.app.dispatch_event("on_mouse_motion", *drive.window_point(*scene.layout.arrow_center(undo)), 0, 0)
    drive.frames(2)
    # then that arrow is grey and the caption says why
    assert scene.input.focus_key == undo
    assert scene.hud.spare_text.text == "Not here:\nThat push would undo Stauf's last shift."
    grey = scene.board.arrow_at[undo]
    assert grey.texture is not scene.board.arrow_at[key].texture
    # and clicking it is refused with the reason, the maze unchanged
    tiles = scene.state.tiles
    drive.click(*scene.layout.arrow_center(undo))
    assert scene.state.tiles == tiles and "undo" in scene.message.text


def test_clicking_a_lit_space_walks_there_step_by_step(app, drive):
    scene = play_scene(drive, new_session())
    after_shift(scene)
    drive.frames(2)
    view = scene.view()
    goal = max((s for s in reachable(view, VISITOR) if s != view.visitor and view.target not in path_of(view, s)),
               key=lambda s: len(path_of(view, s)))
    steps = len(path_of(view, goal)) - 1
    # the reachable spaces are lit and pointing at one shows the path
    assert len(scene.board.glows) == len(scene.reach())
    drive.app.dispatch_event("on_mouse_motion", *drive.window_point(*scene.layout.center(goal)), 0, 0)
    drive.frames(2)
    assert len(scene.board.dots) > 0
    drive.click(*scene.layout.center(goal), frames=3)
    # then the token is on its way, and at the end stands on the space
    assert scene.timeline.busy and scene.state.visitor == goal
    drive.settle()
    token = scene.board.token["visitor"]
    assert tuple(token.position) == pytest.approx(scene.board.stand(goal), abs=scene.layout.cell * 0.25)
    assert app.audio.played.count("walk") >= steps


def path_of(view, square):
    """The squares of the Visitor's walk to `square` (empty when none)."""
    return walk_path(view, VISITOR, square) or []


def arrow_keys_to(scene: FloorplanScene, start, goal) -> list[int]:
    """The arrow keys that move the cursor from `start` to `goal` (a search over the cursor's
    moves: the nearest space in each direction)."""
    points = {sq: scene.layout.center(sq) for sq in scene.g.squares}
    symbols = {"left": K.LEFT, "right": K.RIGHT, "up": K.UP, "down": K.DOWN}
    paths = {start: []}
    queue = [start]
    while queue:
        here = queue.pop(0)
        if here == goal:
            return paths[here]
        for direction, symbol in symbols.items():
            there = nearest_in_direction(points[here], points, direction)
            if there is not None and there not in paths:
                paths[there] = paths[here] + [symbol]
                queue.append(there)
    raise AssertionError(f"the cursor cannot reach {goal}")


def test_the_keyboard_cursor_walks_and_e_ends_the_turn(app, drive, gated):
    scene = play_scene(drive, new_session())
    after_shift(scene)
    view = scene.view()
    goal = next(s for s in reachable(view, VISITOR)
                if s != view.visitor and view.target not in path_of(view, s))
    # the first arrow key puts the cursor on the Visitor; the next ones move it space by space
    drive.key(K.UP)
    assert scene.input.focus_square == view.visitor and scene.board.cursor.alpha == 255
    for symbol in arrow_keys_to(scene, view.visitor, goal):
        drive.key(symbol)
    assert scene.input.focus_square == goal
    assert tuple(scene.board.cursor.position) == pytest.approx(scene.layout.center(goal))
    assert len(scene.board.dots) > 0  # the path preview follows the cursor
    drive.key(K.ENTER)
    drive.settle()
    assert scene.state.visitor == goal
    # E resurfaces: Stauf's turn begins
    drive.key(KEYS.key("end_turn"))
    drive.frames(3)
    assert scene.state.player == STAUF
    gated.gate.set()


def test_stauf_thinks_off_the_frame_and_his_moves_are_animated(app, drive, gated):
    scene = play_scene(drive, new_session())
    after_shift(scene)
    scene.play_move(EndTurn())
    drive.settle()
    # while Stauf thinks, frames keep coming and the screen says so
    age = scene.age
    drive.frames(30)
    assert scene.thinking and gated.asked == 1
    assert scene.age - age == pytest.approx(30 / 60)
    assert scene.thinking_label.text == "Stauf is thinking..."
    image = pixels(drive)
    x, y = scene.thinking_label.x, scene.thinking_label.y
    assert image[int(720 - y) - 10:int(720 - y) + 10, int(x) - 100:int(x) + 100].std() > 10
    # when he decides, his shift is animated before his walk is asked
    gated.gate.set()
    for _ in range(60):
        drive.frames(1)
        if scene.timeline.busy:
            break
    assert scene.timeline.busy and scene.session.history[-1].player == STAUF
    for _ in range(600):
        drive.frames(1)
        if scene.state.player == VISITOR and not scene.timeline.busy:
            break
    assert [p.player for p in scene.session.history].count(STAUF) >= 2
    assert scene.state.player == VISITOR and scene.state.phase == SHIFT


def test_a_talisman_is_aimed_with_the_keys(app, drive):
    session = new_session()
    start = replace(session.state, inventory=("move_stauf",))
    scene = play_scene(drive, Session.from_state(RULES, start, Params(), SEED, session.content))
    after_shift(scene)
    stauf = scene.state.stauf
    drive.key(K.KEY_2)
    assert scene.chosen == "move_stauf" and scene.hud.chosen in scene.hud.marks
    targets = scene.moves.targets()
    assert len(scene.board.glows) == len(targets)
    scene.input.focus_square = next(s for s in targets if s != stauf)
    goal = scene.input.focus_square
    drive.key(K.ENTER)
    drive.settle()
    assert scene.state.stauf == goal and "move_stauf" not in scene.state.inventory
    assert tuple(scene.board.token["stauf"].position) == pytest.approx(scene.board.stand(goal), abs=20)


def test_the_game_is_saved_after_each_move_and_continue_resumes_it(app, drive, gated):
    scene = play_scene(drive, new_session())
    after_shift(scene)
    drive.settle()
    assert has_save("floorplan")
    state = scene.state
    # a new start of the app: Game Select offers Continue, which opens the same position
    app.start()
    select = SelectScene(app)
    app.push(select)
    drive.frames(5)
    card = next(c for c in select.cards if c.entry.id == "floorplan")
    assert card.session is not None
    select.continue_game(card)
    drive.frames(5)
    resumed = app.current_view
    assert isinstance(resumed, FloorplanScene) and resumed.state == state
    assert load_save(RULES).state == state


def test_a_replay_plays_the_recorded_moves_back(app, drive):
    session = new_session()
    level = floorplan_ai.load_table().level("easy")
    for _ in range(8):
        player = session.to_move()[0]
        view = RULES.observe(session.state, player)
        session.play(floorplan_ai.decide(view, player, level, floorplan_ai.Rng(3), Budget(64, 60)), player)
    start, moves = Session.for_replay(RULES, session.to_save())
    app.push(SelectScene(app))
    replay = FloorplanScene(app, start, replay_moves=moves)
    app.push(replay)
    for _ in range(1500):
        drive.frames(1)
        if not replay.replay_moves and not replay.timeline.busy:
            break
    assert replay.session.state == session.state
    assert replay.hud.prompt.text == "Replay"


def test_the_last_step_onto_the_foyer_wins_and_keeps_the_best_per_difficulty(app, drive):
    session = new_session()
    g = geometry(session.state.setup.museum)
    foyer = g.squares[g.foyer]
    state = replace(session.state, visited=tuple(g.squares[i] for i in g.galleries), target=foyer, turns=20,
                    rounds_lost=2)
    shifts = legal_shifts(state)
    for shift in shifts:  # a push after which some space reaches the Foyer
        pushed, _ = RULES.apply(state, shift)
        near = [s for s in reachable(replace(pushed, visitor=foyer), VISITOR) if s != foyer]
        if near:
            break
    state = replace(pushed, visitor=near[0], stauf=g.squares[g.stairs[0]])
    scene = play_scene(drive, Session.from_state(RULES, state, Params(), SEED, session.content))
    drive.click(*scene.layout.center(foyer))
    for _ in range(900):
        drive.frames(1)
        if isinstance(app.current_view, ResultScene):
            break
    result = app.current_view
    assert isinstance(result, ResultScene)
    texts = [line.text for line in result.lines]
    assert texts[0] == "Turns taken: 21     Rounds lost to Stauf: 2"
    assert texts[1] == "A new best on Normal!" and "Normal: 21 turns, 2 lost" in texts[2]
    assert best_records(app.profile)["normal"] == {"turns": 21, "rounds_lost": 2}
    assert [b.label for b in result.actions] == ["Play again", "Watch replay", "Menu"]


def test_the_setup_screen_starts_the_chosen_difficulty_and_museum(app, drive):
    app.push(SelectScene(app))
    setup = create_setup(app)
    app.push(setup)
    drive.frames(5)
    assert isinstance(setup, FloorplanSetup)
    hard = next(c for c, lv in zip(setup.level_cards, setup.levels) if lv.name == "hard")
    arcade_card = next(c for c, m in zip(setup.museum_cards, setup.museums) if m.name == "arcade")
    drive.click(hard.left + 20, hard.bottom + 20)
    drive.click(arcade_card.left + 20, arcade_card.bottom + 20)
    assert hard.chosen and arcade_card.chosen
    # the keyboard reaches Start: down twice to the options row, right to the end, Enter
    for symbol in (K.DOWN, K.DOWN, K.RIGHT, K.RIGHT, K.ENTER):
        drive.key(symbol)
    scene = app.current_view
    assert isinstance(scene, FloorplanScene)
    assert scene.session.params == Params(museum="arcade", difficulty="hard")
    assert scene.state.setup.museum.name == "arcade" and scene.state.setup.difficulty == "hard"
    assert app.profile.progress["floorplan"]["difficulty"] == "hard"


def test_every_museum_fits_the_screen(app, drive):
    for name in ("museum", "arcade", "two-wings"):
        scene = play_scene(drive, new_session(params=Params(museum=name)))
        layout = scene.layout
        for floor in range(len(layout.floors)):
            left, bottom, right, top = layout.frame_box(floor)
            assert 232 < left and right <= 1280 and 36 <= bottom and top <= 680
        for key in scene.board.arrow_at:
            x, y = layout.entry_center(key)
            assert 232 + layout.cell / 2 <= x + 1 and x - layout.cell / 2 <= 1280
        app.pop()
        app.pop()


def test_after_a_move_the_visitors_view_shows_its_picture_a_frame_before_its_caption(app, drive):
    scene = play_scene(drive, new_session())
    panel = scene.visitor_view.small
    drive.key(KEYS.key("look"))  # facing east, at once
    picture, caption = panel.sprite.texture, panel.caption.text
    # when the view follows the state again (as at a story's end) facing another way
    panel.turn(1)
    scene.sync()
    # then within a few frames the new picture shows, and its caption a frame later (each 0.7-1 ms)
    for _ in range(4):
        drive.frames(1)
        if panel.sprite.texture is not picture:
            break
    assert panel.sprite.texture is not picture and panel.caption.text == caption
    drive.frames(1)
    assert panel.caption.text != caption and panel.caption.text.startswith("Facing south")


def test_the_visitors_view_turns_with_l_and_follows_his_walk(app, drive):
    scene = play_scene(drive, new_session())
    panel = scene.visitor_view.small
    assert panel.box is not None and panel.facing == "N"
    before = panel.sprite.texture
    # L turns the view a quarter right, and the picture and caption follow
    drive.key(KEYS.key("look"))
    assert panel.facing == "E" and panel.caption.text.startswith("Facing east")
    assert panel.sprite.texture is not before or "east" in panel.caption.text
    # a walk turns him the way he stepped
    after_shift(scene)
    view = scene.view()
    goal = next(s for s in reachable(view, VISITOR)
                if s != view.visitor and view.target not in path_of(view, s) and s[0] == view.visitor[0])
    path = path_of(view, goal)
    drive.click(*scene.layout.center(goal))
    drive.settle()
    last, end = path[-2], path[-1]
    step = (end[1] - last[1], end[2] - last[2])
    if last[0] == end[0]:
        assert {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[panel.facing] == step
    assert scene.g.describe(scene.g.index(goal)).lower()[2:] in panel.caption.text.lower().replace("\n", " ")
