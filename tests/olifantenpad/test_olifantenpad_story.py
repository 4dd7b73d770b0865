"""Olifantenpad's hour story knows every event the rules send, by type: a renamed or new event
class cannot silently lose its animation."""

from __future__ import annotations

import inspect

from game.core.rules import Event
from game.olifantenpad.pure import events
from game.olifantenpad.story import HourStory


def test_every_event_type_of_the_rules_has_its_place_in_the_story():
    declared = {cls for _, cls in inspect.getmembers(events, inspect.isclass)
                if issubclass(cls, Event) and cls is not Event and cls.__module__ == events.__name__}
    assert declared, "the events module declares the game's events"
    assert declared == HourStory.shown_types()


def test_every_phase_is_a_method_of_the_story():
    for _, method in HourStory.PHASES:
        assert method is None or getattr(HourStory, method.__name__) is method
