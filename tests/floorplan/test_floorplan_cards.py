"""Floorplan's cards and texts in the real headless window, driven by real key and mouse events: the
pause after a lost round (where Stauf went, the lost Gallery, the new target) until the player goes
on; the Visitor's view opened large, turned both ways, closed, and found as it was left after
Continue; hints never shown in Stauf's turn; and texts that stay inside the window."""

from __future__ import annotations

from dataclasses import replace

import arcade
import numpy as np
import pytest
from gated_bot import GatedBot
from test_floorplan_scene import after_shift, new_session, pixels, play_scene

import game.floorplan.pure.ai as floorplan_ai
from game.app.scenes.select import SelectScene
from game.core.bots import Budget
from game.core.session import Session
from game.floorplan.input import KEYS
from game.floorplan.pure.board import geometry
from game.floorplan.pure.model import ACT, EXPLORE, SHIFT, STAUF, VISITOR, EndTurn, Params, Shift, Walk
from game.floorplan.pure.rules import RULES, reachable
from game.floorplan.scene import FloorplanScene

K = arcade.key


class Rush:
    """Stauf walking straight onto the target (the position is built so that he can)."""

    name = "rush"

    def budget(self) -> Budget:
        """A token budget: nothing to search."""
        return Budget(1, 1.0)

    def decide(self, rules, view, player, rng, budget):
        """Walk onto the target."""
        return Walk(view.target)


def stauf_about_to_win(session: Session) -> Session:
    """A session where Stauf, after his shift, stands next to an unvisited Gallery that is the target."""
    state = session.state
    g = geometry(state.setup.museum)
    goal = next(g.squares[i] for i in g.galleries if g.squares[i] != state.visitor)
    near = next(s for s in reachable(replace(state, stauf=goal), STAUF) if s != goal)
    start = replace(state, player=STAUF, phase=ACT, target=goal, stauf=near, last_shift=(0, "W", 1))
    return Session.from_state(RULES, start, session.params, session.seed, session.content)


def inside(label, box) -> bool:
    """True when a left- or centre-anchored text lies inside (left, bottom, right, top)."""
    left = label.x - (label.content_width / 2 if label.anchor_x == "center" else 0)
    return box[0] <= left and left + label.content_width <= box[2]


def test_a_lost_round_stops_on_a_card_until_the_player_goes_on(app, drive, monkeypatch):
    monkeypatch.setattr(floorplan_ai, "bot_for", lambda params, player: Rush())
    session = stauf_about_to_win(new_session())
    lost = session.state.target
    g = geometry(session.state.setup.museum)
    scene = play_scene(drive, session)
    # given Stauf's walk onto the target, told to its end
    for _ in range(600):
        drive.frames(1)
        if scene.state.rounds_lost and not scene.timeline.busy:
            break
    drive.frames(3)
    # then the game waits on the card: where Stauf went, the Gallery lost, the new target
    card = scene.round_card
    assert card.open and scene.mode() == "lost" and scene.state.player == VISITOR
    name, new = g.gallery_names[g.index(lost)], g.gallery_names[g.index(scene.state.target)]
    assert card.title.text == "Round 1 lost"
    assert name in card.lines[0].text and "Stauf reached" in card.lines[0].text
    assert name in card.lines[1].text and "unvisited" in card.lines[1].text
    assert f"New target: the {new}" in card.lines[2].text and "round 2" in card.lines[2].text
    assert all(inside(label, card.box) for label in (card.title, *card.lines))
    image = pixels(drive)
    left, bottom, right, top = (int(v) for v in card.box)
    assert np.abs(image[720 - top + 4:720 - bottom - 4, left + 4:right - 4] - (22, 14, 18)).mean() < 40
    # other keys do not go on (nor move anything); a click beside Continue says how
    drive.key(K.LEFT)
    drive.key(K.E)
    drive.click(left + 10, bottom + 10)
    assert card.open and scene.state.phase == SHIFT and len(scene.session.history) == 1  # Stauf's walk only
    assert "Continue" in scene.message.text
    # when Enter is pressed the card closes and the Visitor opens the new round
    drive.key(K.ENTER)
    assert not card.open and scene.mode() == "shift"
    drive.key(K.RIGHT)
    assert scene.input.focus_key is not None


def test_continue_on_the_lost_round_card_by_a_click(app, drive, monkeypatch):
    monkeypatch.setattr(floorplan_ai, "bot_for", lambda params, player: Rush())
    scene = play_scene(drive, stauf_about_to_win(new_session()))
    for _ in range(600):
        drive.frames(1)
        if scene.round_card.open and not scene.timeline.busy:
            break
    left, bottom, right, top = scene.round_card.button.box
    drive.click((left + right) / 2, (bottom + top) / 2)
    assert not scene.round_card.open and scene.mode() == "shift"


def test_the_view_opens_large_turns_both_ways_and_is_found_so_after_continue(app, drive):
    scene = play_scene(drive, new_session())
    panel, large = scene.visitor_view.small, scene.visitor_view.large
    assert panel.facing == "N" and not large.open
    # a click on the small view opens it large
    drive.click(*panel.sprite.position)
    assert large.open and scene.mode() == "view"
    assert large.sprite.width == 3 * panel.sprite.width
    assert inside(large.caption, large.box) and large.caption.text.startswith("Facing north")
    # K turns left, L right, and a click on the picture's left third turns left again
    drive.key(K.K)
    assert panel.facing == "W" and large.caption.text.startswith("Facing west")
    drive.key(KEYS.key("look"))
    drive.key(KEYS.key("look"))
    assert panel.facing == "E"
    sprite = large.sprite
    drive.click(sprite.center_x - sprite.width * 0.4, sprite.center_y)
    assert panel.facing == "N"
    drive.key(K.LEFT)
    assert panel.facing == "W" and scene.input.focus_key is None  # the board's cursor did not move
    # Esc closes it (and does not pause); Z opens it again
    drive.key(K.ESCAPE)
    assert not large.open and app.current_view is scene
    drive.key(K.Z)
    assert large.open
    drive.key(K.Z)
    drive.key(K.K)  # facing south now, the view small
    assert panel.facing == "S" and not large.open
    drive.click(*panel.sprite.position)  # and large again
    # the game is saved after a move; a new start of the app and Continue find the view as it was
    drive.key(K.ESCAPE)  # close the large view
    after_shift(scene)
    drive.settle()
    drive.key(K.Z)
    app.start()
    select = SelectScene(app)
    app.push(select)
    drive.frames(5)
    card = next(c for c in select.cards if c.entry.id == "floorplan")
    select.continue_game(card)
    drive.frames(5)
    resumed = app.current_view
    assert isinstance(resumed, FloorplanScene) and resumed is not scene
    assert resumed.visitor_view.small.facing == "S" and resumed.visitor_view.large.open
    assert resumed.visitor_view.large.caption.text.startswith("Facing south")


def test_a_new_game_starts_facing_north_with_the_view_small(app, drive):
    app.profile.progress["floorplan"] = {"view_game": [1, "museum"], "view_facing": "W", "view_large": True}
    scene = play_scene(drive, new_session(seed=2))
    assert scene.visitor_view.small.facing == "N" and not scene.visitor_view.large.open


@pytest.fixture
def gated(monkeypatch):
    bot = GatedBot(lambda rules, view, player, rng: EndTurn(), EndTurn())
    monkeypatch.setattr(floorplan_ai, "bot_for", lambda params, player: bot)
    return bot


def test_hints_never_show_in_staufs_turn(app, drive, gated):
    scene = play_scene(drive, new_session())
    after_shift(scene)
    # the idle hint comes in the Visitor's turn; when he ends the turn (E) its words go
    app.settings.hint_delay = 0.05
    for _ in range(900):
        drive.frames(1)
        if scene.message.text.startswith("Hint:"):
            break
    assert scene.message.text.startswith("Hint:") and scene.hint_on
    drive.key(K.E)
    drive.settle()
    assert scene.state.player == STAUF and not scene.message.text.startswith("Hint:")
    # a hint that arrives while Stauf thinks is not shown
    scene.show_hint(Shift(0, "W", 1))
    assert scene.hinted is None and not scene.message.text.startswith("Hint:")
    gated.gate.set()


def test_the_small_views_caption_and_a_talismans_refusal_stay_in_the_window(app, drive):
    session = new_session()
    # the Visitor has walked this turn, a Lock Gallery picked up on the way
    start = replace(session.state, inventory=("lock_gallery",), phase=EXPLORE, last_shift=(0, "W", 1))
    scene = play_scene(drive, Session.from_state(RULES, start, Params(), session.seed, session.content))
    panel = scene.visitor_view.small
    right = scene.layout.frame_box(1)[2]
    g = scene.g
    # the longest captions: a passage on the second floor, every facing
    passage = next(g.squares[i] for i in g.passages if g.squares[i][0] == 1)
    for facing in "NESW":
        panel.face_to(facing)
        panel.show(replace(scene.view(), visitor=passage))
        assert "second floor" in panel.caption.text
        assert panel.caption.x + panel.caption.content_width <= right
    # pressing the talisman's key says why it waits and when it can be played, inside the window
    drive.key(K.KEY_3)
    text = scene.message
    assert text.text == "Talismans come before the first walk: play the Lock Gallery next turn, after your shift."
    assert text.x - text.content_width / 2 >= 0 and text.x + text.content_width / 2 <= 1280
    assert scene.chosen is None and scene.state.inventory == ("lock_gallery",)
    # leave the game here, in this test's home (a scene left open keeps its view when the next starts)
    app.pop()
    app.pop()


def test_the_foyers_emblem_does_not_look_like_staufs_token():
    from game.floorplan import art
    from game.floorplan import art_figures as figures

    def red_share(image) -> float:
        """The share of visible pixels in a red like Stauf's (or the runner red the old rug had)."""
        rgba = np.asarray(image.convert("RGBA"), dtype=np.int16)
        seen = rgba[..., 3] > 128
        r, g, b = rgba[..., 0], rgba[..., 1], rgba[..., 2]
        red = seen & (r > 110) & (r > 2.5 * g) & (r > 2 * b)
        return red.sum() / max(1, seen.sum())

    assert red_share(figures.stauf_image(80)) > 0.25
    assert red_share(art.foyer_image(80)) < 0.01
