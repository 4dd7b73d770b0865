"""Statistics and history of finished games (`game.core.stats`) and the profile that keeps them:
tallies after scripted games, streaks, best scores with their dates, assisted games counted apart,
the history's bound of 50 and its shelf of saves, and the migration of a version 1 profile."""

from __future__ import annotations

import datetime
import json

from game.core.profile import PROFILE_VERSION, Profile, load_profile, profile_path, save_profile
from game.core.session import Session
from game.core.stats import HISTORY_LIMIT, MAX_REPLAY_BYTES, GameStats, ReplayShelf, Tally, record_finished, result_of
from game.sample.pure.rules import RULES as TAKE

DAY = datetime.datetime(2026, 12, 1, 18, 30)


def finished_take(seed: int) -> Session:
    """A real game of Take (the platform's test game) played to its end by always taking one."""
    session = Session(TAKE, TAKE.params_type(), seed)
    while session.to_move():
        player = session.to_move()[0]
        session.play(TAKE.legal_moves(session.state, player)[0], player)
    return session


def play(profile, results, *, key="normal", assisted=False, shelf=None, start=DAY):
    """Record one finished game per (result, score) pair, a minute apart."""
    shelf = shelf or ReplayShelf()
    for i, (result, score) in enumerate(results):
        record_finished(profile, "sample", key, result, score, 60.0 + i, i % 2, assisted, finished_take(i).to_save(),
                        shelf=shelf, when=start + datetime.timedelta(minutes=i))


def test_wins_losses_and_draws_are_counted_with_win_rate_time_and_hints(home):
    profile = Profile()
    play(profile, [("won", 10), ("lost", 4), ("draw", 7), ("won", 12)])
    total = profile.stats["sample"].total
    assert (total.played, total.won, total.lost, total.drawn) == (4, 2, 1, 1)
    assert total.win_rate == 0.5
    assert total.seconds == 60 + 61 + 62 + 63
    assert total.hints == 2
    assert profile.stats["sample"].keys["normal"].played == 4


def test_the_streak_counts_wins_in_a_row_and_the_best_streak_stays(home):
    profile = Profile()
    play(profile, [("won", 1), ("won", 2), ("won", 3), ("lost", 0), ("won", 5)])
    total = profile.stats["sample"].total
    assert (total.streak, total.best_streak) == (1, 3)
    play(profile, [("draw", 1)], start=DAY + datetime.timedelta(hours=1))
    assert (total.streak, total.best_streak) == (0, 3)


def test_the_best_score_keeps_the_date_it_was_made(home):
    profile = Profile()
    play(profile, [("won", 30), ("won", 80), ("lost", 50)])
    normal = profile.stats["sample"].keys["normal"]
    assert normal.best_score == 80
    assert normal.best_date == (DAY + datetime.timedelta(minutes=1)).isoformat()


def test_groups_are_kept_apart(home):
    profile = Profile()
    play(profile, [("won", 30)], key="easy")
    play(profile, [("lost", 5), ("lost", 9)], key="hard")
    stats = profile.stats["sample"]
    assert stats.keys["easy"].won == 1 and stats.keys["hard"].lost == 2
    assert stats.keys["hard"].best_score == 9 and stats.total.best_score == 30


def test_an_assisted_game_counts_apart_and_never_touches_the_plain_record(home):
    profile = Profile()
    play(profile, [("won", 10), ("won", 11)])
    play(profile, [("won", 999), ("lost", 0)], assisted=True, start=DAY + datetime.timedelta(hours=1))
    stats = profile.stats["sample"]
    assert stats.keys["normal"].played == 2 and stats.keys["normal"].best_score == 11
    assert stats.assisted["normal"].played == 2 and stats.assisted["normal"].best_score == 999
    assert stats.total.played == 4 and stats.total.assisted == 2
    assert stats.total.best_score == 11 and stats.total.streak == 2  # the assisted loss broke nothing
    assert [entry.assisted for entry in stats.history] == [False, False, True, True]


def test_the_history_keeps_the_last_50_games_and_their_saves_only(home):
    profile = Profile()
    shelf = ReplayShelf()
    play(profile, [("won" if i % 3 else "lost", i) for i in range(HISTORY_LIMIT + 7)], shelf=shelf)
    history = profile.stats["sample"].history
    assert len(history) == HISTORY_LIMIT
    assert [entry.score for entry in history] == list(range(7, HISTORY_LIMIT + 7))
    kept = sorted(path.name for path in (shelf.folder / "sample").glob("*.json"))
    assert kept == sorted(entry.replay for entry in history)
    assert profile.stats["sample"].total.played == HISTORY_LIMIT + 7  # the tallies count every game


def test_a_kept_save_replays_the_same_game(home):
    profile = Profile()
    session = finished_take(3)
    entry = record_finished(profile, "sample", "normal", "won", 5, 9.0, 0, False, session.to_save(), when=DAY)
    data = ReplayShelf().get("sample", entry.replay)
    start, moves = Session.for_replay(TAKE, data)
    assert [m.move for m in moves] == session.moves and start.state == session.start_state


def test_a_save_over_the_size_bound_is_not_kept_and_the_game_is_still_counted(home):
    profile = Profile()
    save = {"format": "quintet-save", "padding": "x" * MAX_REPLAY_BYTES}
    entry = record_finished(profile, "sample", "normal", "lost", 1, 1.0, 0, False, save, when=DAY)
    assert entry.replay == "" and profile.stats["sample"].total.lost == 1
    assert not (ReplayShelf().folder / "sample").exists() or not list((ReplayShelf().folder / "sample").iterdir())


def test_a_recording_that_is_gone_or_named_outside_the_shelf_is_refused_with_a_sentence(home):
    shelf = ReplayShelf()
    for name, words in [("20261201-183000-0.json", "no longer there"), ("../../profile.json", "not kept")]:
        try:
            shelf.get("sample", name)
        except ValueError as exc:
            assert words in str(exc)
        else:
            raise AssertionError(f"{name} was read")


def test_statistics_round_trip_through_the_profile_file(home):
    profile = Profile()
    play(profile, [("won", 10), ("lost", 3)])
    play(profile, [("won", 50)], assisted=True, key="hard")
    save_profile(profile)
    loaded, problem = load_profile()
    assert problem is None
    assert loaded.stats == profile.stats
    assert json.loads(profile_path().read_text())["version"] == PROFILE_VERSION == 2


#: A profile as Quintet wrote it before statistics (version 1: best scores and campaign progress).
VERSION_1 = """{
 "best": {
  "floorplan": {"normal": 1840},
  "pharaoh": {"short": 5200, "total": 12650},
  "romb": {"first-steps": 990, "first-steps+map": 995}
 },
 "progress": {
  "pharaoh": {"mode": "short", "stats": {"short": {"best_level": 3, "games": 4, "levels": 6}}},
  "romb": {"won": ["first-steps"]}
 },
 "version": 1
}
"""


def test_a_version_1_profile_is_migrated_keeping_its_bests_and_progress(home):
    profile_path().write_text(VERSION_1)
    profile, problem = load_profile()
    assert problem is None
    assert profile.best == json.loads(VERSION_1)["best"]
    assert profile.progress["romb"] == {"won": ["first-steps"]}
    assert profile.progress["pharaoh"]["stats"]["short"]["games"] == 4
    pharaoh = profile.stats["pharaoh"]
    assert pharaoh.keys["total"].best_score == 12650 and pharaoh.keys["short"].best_score == 5200
    assert pharaoh.total.best_score == 12650 and pharaoh.total.played == 0 and pharaoh.history == []
    assert pharaoh.keys["total"].best_date == ""  # made before statistics: no date is invented
    save_profile(profile)  # written back as version 2, read back the same
    again, problem = load_profile()
    assert problem is None and again == profile
    assert json.loads(profile_path().read_text())["version"] == 2


def test_a_game_after_migration_counts_on_top_of_the_kept_best(home):
    profile_path().write_text(VERSION_1)
    profile, _ = load_profile()
    record_finished(profile, "pharaoh", "total", "lost", 9000, 300.0, 2, False, None, when=DAY)
    total = profile.stats["pharaoh"].keys["total"]
    assert (total.played, total.lost, total.best_score) == (1, 1, 12650)


def test_unusable_statistics_of_one_game_are_reset_alone_reported_and_the_file_kept(home):
    good = {"total": {"played": 2, "won": 2, "streak": 2, "best_streak": 2}}
    profile_path().write_text(json.dumps({"version": 2, "best": {"romb": {"a": 1}},
                                          "stats": {"romb": good, "guppy": {"total": {"played": -3}}}}))
    profile, problem = load_profile()
    assert profile.stats["romb"].total.won == 2 and "guppy" not in profile.stats
    assert profile.best == {"romb": {"a": 1}}
    assert problem and "guppy statistics" in problem and "profile.json.corrupt" in problem
    assert (profile_path().parent / "profile.json.corrupt").exists()


def test_a_newer_profile_is_kept_and_not_read(home):
    profile_path().write_text(json.dumps({"version": PROFILE_VERSION + 1, "stats": {}}))
    profile, problem = load_profile()
    assert profile == Profile() and problem and "newer" in problem


def test_results_other_than_won_lost_or_draw_count_as_losses():
    assert [result_of(s) for s in ("won", "lost", "draw", "playing")] == ["won", "lost", "draw", "lost"]


def test_a_tally_without_games_has_no_win_rate():
    assert Tally().win_rate is None and GameStats().recent_scores() == []


def test_the_play_record_rides_in_the_save_and_a_plain_save_has_none():
    from game.core.play_record import PLAY_KEY, PlayRecord

    session = finished_take(2)
    assert PLAY_KEY not in session.to_save()  # saves of games without a record are as before
    session.record = PlayRecord(seconds=95.25, hints=2, assisted=True)
    data = session.to_save()
    assert data[PLAY_KEY] == {"seconds": 95.2, "hints": 2, "assisted": True}
    assert Session.from_save(TAKE, json.loads(json.dumps(data))).record == PlayRecord(95.2, 2, True)


def test_a_damaged_play_record_only_loses_its_bad_values():
    from game.core.play_record import PLAY_KEY, PlayRecord

    data = finished_take(2).to_save()
    data[PLAY_KEY] = {"seconds": "long", "hints": -1, "assisted": True}
    assert Session.from_save(TAKE, data).record == PlayRecord(assisted=True)
    data[PLAY_KEY] = [1, 2]
    assert Session.from_save(TAKE, data).record == PlayRecord()
