"""The young garbage collections a frame's end runs (`game.ui.collector`): the one Python would run
next, once enough objects are pending, and never a full one."""

from __future__ import annotations

import gc

import pytest

from game.ui.collector import YOUNG, collect_young


@pytest.fixture(autouse=True)
def fresh_counts():
    """Python's counts from zero (after a full collection), and its thresholds as they were."""
    thresholds = gc.get_threshold()
    gc.set_threshold(10_000, *thresholds[1:])  # no automatic collection amid the test's objects
    gc.collect()
    yield
    gc.set_threshold(*thresholds)


def pending(count: int) -> list:
    """`count` new objects kept alive (each counts as made and not freed)."""
    return [[] for _ in range(count)]


def test_too_few_pending_objects_collect_nothing():
    kept = pending(YOUNG // 2)
    assert collect_young() is None and gc.get_count()[0] >= YOUNG // 2
    assert kept


def test_enough_pending_objects_collect_the_youngest_generation():
    kept = pending(YOUNG + 10)
    assert collect_young() == 0
    assert gc.get_count()[0] < 10 and gc.get_count()[1] == 1  # counted as Python counts its own
    assert kept


def test_every_so_often_the_next_generation_is_collected_as_python_would():
    for _ in range(gc.get_threshold()[1] + 1):
        gc.collect(0)
    kept = pending(YOUNG + 10)
    assert collect_young() == 1 and gc.get_count()[1] == 0 and gc.get_count()[2] == 1
    assert kept


def test_a_full_collection_due_is_left_to_python():
    for _ in range(gc.get_threshold()[2] + 1):
        gc.collect(1)
    kept = pending(YOUNG + 10)
    assert collect_young() is None and gc.get_count()[0] >= YOUNG
    assert kept
