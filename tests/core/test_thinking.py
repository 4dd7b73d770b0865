"""A search off the frame (`game.core.thinking.Thinker`) waits while a frame is drawn, and only
then: a search run on the calling thread never waits, and one off the frame goes on between frames.
In a real window, each call into the renderer let a running search take the interpreter, and
taking it back cost up to the switch interval a call."""

from __future__ import annotations

import time

from game.core import thinking
from game.core.bots import PAUSE_LIMIT_S, Budget
from game.core.thinking import Thinker, drawing


def _counting_job(counts: list[int]):
    """A search that spends a node at a time, counting them, until its budget ends."""
    def job(budget: Budget) -> int:
        while budget.spend():
            counts[0] += 1
            time.sleep(0.0002)  # a node's work, letting go of the interpreter as a frame's calls do
        return counts[0]

    return job


def _wait_for(test, seconds: float = 2.0) -> None:
    end = time.perf_counter() + seconds
    while not test() and time.perf_counter() < end:
        time.sleep(0.001)


def test_a_search_off_the_frame_waits_while_a_frame_is_drawn_and_goes_on_after():
    counts = [0]
    thinker = Thinker()
    thinker.start(_counting_job(counts), Budget(10_000_000, seconds=30), "test")
    try:
        _wait_for(lambda: counts[0] > 5)
        with drawing():
            time.sleep(0.005)  # the search reaches its next node and waits there
            during = counts[0]
            time.sleep(PAUSE_LIMIT_S * 0.6)  # a long frame (the wait is cut off past the limit)
            assert counts[0] == during
            assert not thinking.NOT_DRAWING.is_set()
        assert thinking.NOT_DRAWING.is_set()
        _wait_for(lambda: counts[0] > during + 5)
        assert counts[0] > during + 5  # between frames it goes on
    finally:
        thinker.cancel()


def test_a_search_on_the_calling_thread_never_waits_for_the_frame():
    budget = Budget(1000)
    start = time.perf_counter()
    with drawing():
        spent = sum(1 for _ in iter(budget.spend, False))
    assert spent == 1000
    assert time.perf_counter() - start < 0.5


def test_a_cancelled_search_stops_even_while_a_frame_is_drawn():
    counts = [0]
    thinker = Thinker()
    thinker.start(_counting_job(counts), Budget(10_000_000, seconds=30), "test")
    _wait_for(lambda: counts[0] > 5)
    thread = thinker._thread
    with drawing():
        thinker.cancel()
        thread.join(1.0)  # it wakes within the pause limit, sees the flag and ends
        assert not thread.is_alive()
