"""Guppy's story tells every event the rules can give by its type (`Story.HANDLERS`): a new
event class without an animation fails here, not in silence on screen."""

import inspect

from game.core.rules import Event
from game.guppy.pure import rules
from game.guppy.story import Story

#: Events with no animation of their own: the end of the game is the end card's.
UNTOLD = {rules.GameOver}


def test_every_event_type_of_the_rules_has_its_animation():
    events = {obj for _, obj in inspect.getmembers(rules, inspect.isclass)
              if issubclass(obj, Event) and obj is not Event and obj.__module__ == rules.__name__}
    assert len(events) >= 10
    assert set(Story.HANDLERS) == events - UNTOLD
    assert all(callable(handler) for handler in Story.HANDLERS.values())
