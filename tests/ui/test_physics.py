"""game/ui/physics.py: pymunk pieces stepped at a fixed time step, seeded, bounded by a frame,
scaled by an amount, and spent after their life; and the scenes that use them."""

from __future__ import annotations

import pytest

from game.ui.physics import STEP, Debris, dust_texture, scrap_texture, shard_texture

BOX = (80, 80, 656, 656)


@pytest.fixture(autouse=True)
def full_debris():
    """Every test here starts and ends with the Settings' debris level at 100% (it is class-wide)."""
    Debris.level = 1.0
    yield
    Debris.level = 1.0


def debris(**kw) -> Debris:
    d = Debris(shard_texture(), 64, **kw)
    d.frame(*BOX)
    return d


def positions(d: Debris) -> list[tuple[float, float, float]]:
    return [(round(s.center_x, 6), round(s.center_y, 6), round(s.angle, 6)) for s in d.sprites]


def test_same_seed_same_bursts_give_the_same_picture_at_any_frame_rate(window):
    a, b = debris(seed=3), debris(seed=3)
    for d in (a, b):
        d.burst(300, 300, (200, 100, 50), 10)
        d.burst(500, 200, (20, 100, 250), 10)
    for _ in range(30):
        a.update(1 / 60)
    for _ in range(15):
        b.update(1 / 30)
    assert positions(a) == positions(b)
    c = debris(seed=4)
    c.burst(300, 300, (200, 100, 50), 10)
    c.burst(500, 200, (20, 100, 250), 10)
    for _ in range(30):
        c.update(1 / 60)
    assert positions(c) != positions(a)


def test_pieces_bounce_inside_the_frame_and_are_spent_after_their_life(window):
    d = debris(life=(1.5, 2.0), speed=(600, 900))
    d.burst(368, 368, (255, 255, 255), 40)
    assert d.live == 40
    left, bottom, right, top = BOX
    for _ in range(int(1.4 / (1 / 60))):
        d.update(1 / 60)
        for slot, sprite in zip(d.slots, d.sprites):
            if slot is not None:
                assert left <= sprite.center_x <= right and bottom <= sprite.center_y <= top
    assert d.live == 40
    for _ in range(60):
        d.update(1 / 60)
    assert d.live == 0 and len(d.space.bodies) == 0
    assert all(s.alpha == 0 for s in d.sprites)


def test_the_amount_scales_the_pieces_and_the_pool_never_grows(window):
    assert debris(amount=0).burst(300, 300, (1, 2, 3), 10) == 0
    assert debris(amount=0.5).burst(300, 300, (1, 2, 3), 10) == 5
    d = debris()
    for _ in range(10):
        d.burst(300, 300, (1, 2, 3), 20)
    assert d.live == 64 and len(d.sprites) == 64 and len(d.space.bodies) == 64


def test_clear_removes_everything_and_starts_the_same_again(window):
    d = debris(seed=9)
    d.burst(300, 300, (1, 2, 3), 8)
    d.update(0.1)
    first = positions(d)
    d.clear()
    assert d.live == 0 and len(d.space.bodies) == 0
    d.burst(300, 300, (1, 2, 3), 8)
    d.update(0.1)
    assert positions(d) == first


def test_a_long_frame_is_stepped_at_most_max_steps(window):
    d = debris()
    d.burst(300, 300, (1, 2, 3), 4)
    d.update(5.0)  # a stall: the effect slows down instead of jumping
    assert d.live == 4


@pytest.mark.parametrize("make", [shard_texture, dust_texture, scrap_texture])
def test_textures_are_made_once(window, make):
    assert make() is make()


def test_step_is_fixed():
    assert STEP == pytest.approx(1 / 120)


def _pharaoh_shards_peak(app, drive, frames: int):
    """Open Pharaoh on a cascading position, play the cascade, and watch the shards for `frames`
    frames; (the scene, the most shards flying at once)."""
    from game.pharaoh.scene import create_view
    from game.pharaoh.shots import _cascade_session, _play_cascade

    scene = create_view(app, _cascade_session())
    app.push(scene)
    drive.frames(5)
    _play_cascade(scene)
    peak = 0
    for _ in range(frames):
        drive.frames(1)
        peak = max(peak, scene.story.shards.live)
    return scene, peak


def test_pharaoh_clearing_a_line_bursts_shards_that_settle_away(app, drive):
    scene, peak = _pharaoh_shards_peak(app, drive, 120)
    assert peak > 0
    drive.settle()
    drive.frames(150)
    assert scene.story.shards.live == 0


@pytest.mark.parametrize("level", [0.0, 0.5])
def test_the_flying_debris_setting_turns_the_shards_down(app, drive, level):
    peaks = []
    for setting in (1.0, level):
        app.settings.debris = setting
        peaks.append(_pharaoh_shards_peak(app, drive, 60)[1])
        app.pop()
    assert peaks[0] > 0
    assert peaks[1] == 0 if level == 0 else 0 < peaks[1] < peaks[0]


@pytest.mark.parametrize("seen", [True, False])
def test_romb_dust_rises_only_where_a_spirit_appears_in_sight(app, drive, seen):
    from game.core.session import Session
    from game.romb.pure.content import find_room
    from game.romb.pure.rules import RULES, MonsterSpawned, start_state
    from game.romb.scene import create_view

    room = find_room("first-steps")
    scene = create_view(app, Session.from_state(RULES, start_state(room)))
    app.push(scene)
    drive.frames(3)
    scene.board_view.spirits.spawn(MonsterSpawned(1, room.start, seen), 0.0)
    drive.frames(6)
    assert (scene.board_view.dust.live > 0) is seen
    drive.settle()
    drive.frames(90)
    assert scene.board_view.dust.live == 0


def test_guppy_cut_scraps_fall_away_and_are_gone_after(app, drive):
    from game.guppy.scene import create_view
    from game.guppy.shots import _cut, shot_session

    scene = create_view(app, shot_session())
    app.push(scene)
    drive.frames(5)
    _cut(scene)
    peak = 0
    for _ in range(40):
        drive.frames(1)
        peak = max(peak, scene.board_view.scraps.live)
    assert peak > 0
    drive.settle()
    drive.frames(90)
    assert scene.board_view.scraps.live == 0
