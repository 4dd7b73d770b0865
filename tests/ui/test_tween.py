"""The timeline scenes animate on."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.tween import Timeline, ease_in_out, ease_out_back, ease_out_bounce, linear


def test_tracks_run_at_their_offsets_and_end_at_one():
    timeline = Timeline()
    seen = []
    timeline.add(1.0, lambda p: seen.append(("a", round(p, 2))), ease=linear)
    timeline.add(0.5, lambda p: seen.append(("b", round(p, 2))), at=1.0, ease=linear)
    timeline.update(0.5)
    assert seen == [("a", 0.5)]
    timeline.update(0.5)
    assert seen[-2:] == [("a", 1.0), ("b", 0.0)]
    assert timeline.busy and timeline.end == 0.5
    timeline.update(1.0)
    assert seen[-1] == ("b", 1.0) and not timeline.busy


def test_speed_scales_time_and_call_runs_once():
    timeline = Timeline()
    timeline.speed = 2.0
    calls = []
    timeline.call(1.0, lambda: calls.append(1))
    timeline.update(0.4)
    assert calls == []
    timeline.update(0.1)
    timeline.update(1.0)
    assert calls == [1]


@given(st.lists(st.tuples(st.floats(0, 3), st.floats(0.001, 2)), min_size=1, max_size=12),
       st.floats(0, 1))
@settings(max_examples=300, deadline=None)
def test_finish_always_ends_every_track_at_progress_one(tracks, first_step):
    # regression: finish() used to loop for ever when float rounding left a track at 0.999...
    timeline = Timeline()
    last = {}
    for i, (at, duration) in enumerate(tracks):
        timeline.add(duration, lambda p, i=i: last.__setitem__(i, p), at=at)
    timeline.update(first_step)
    timeline.finish()
    assert not timeline.busy
    assert all(last[i] == 1.0 for i in range(len(tracks)))


def test_tracks_queued_while_finishing_also_finish():
    timeline = Timeline()
    done = []
    timeline.call(0.3, lambda: timeline.add(0.7, None, at=0.2, done=lambda: done.append("chained")))
    timeline.finish()
    assert done == ["chained"] and not timeline.busy


def test_easings_start_at_zero_and_end_at_one():
    for ease in (linear, ease_in_out, ease_out_back, ease_out_bounce):
        assert abs(ease(0.0)) < 1e-9 and abs(ease(1.0) - 1.0) < 1e-9
