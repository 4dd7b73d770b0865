"""The five learning walks: one short, scripted lesson per rule, each a small park, a few sentences
to read, a goal the player must reach (checked on the player's view after every hour) and, for the lesson
on ties, a friend whose walks are written down in advance.

A lesson is played as an ordinary game on its own park (the park rides in the save, so a lesson
continues and replays like any game); its params name the park `lesson-<n>-<rule>`, which is how a
scene knows it is a lesson. Nothing here draws: `goal` and `partner_plan` are pure.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from game.core.grid import Cell
from game.olifantenpad.pure.hour import GREY
from game.olifantenpad.pure.park import Park, park_from_picture
from game.olifantenpad.pure.rules import Params, Plan, View

PREFIX = "lesson-"


@dataclass(frozen=True)
class Lesson:
    """A learning walk: `text` says what to do, `goal_text` what counts, `goal(view)` whether it is
    reached; `targets` are cells the scene rings in gold; `partner` plans player 1's walk per hour
    (a lesson with a friend has two players, both people to the session)."""

    name: str
    title: str
    text: str
    goal_text: str
    park: Park
    goal: Callable[[View], bool]
    targets: tuple[Cell, ...] = ()
    partner: tuple[Plan, ...] = ()
    partner_name: str = "Sam"
    hints: tuple[str, ...] = field(default=())

    @property
    def players(self) -> int:
        """1, or 2 with a scripted friend."""
        return 2 if self.partner else 1

    def params(self) -> Params:
        """The params of a game of this lesson."""
        return Params(players=self.players, park=self.name, seats=("human",) * self.players)

    def partner_plan(self, hour: int) -> Plan:
        """The friend's walk for an hour (standing still once the script runs out)."""
        return self.partner[hour] if hour < len(self.partner) else Plan()


def _park(name: str, picture: str, hours: Sequence[Sequence[tuple[str, str, int]]] = ()) -> Park:
    """A lesson's park from its picture and hours (no school trip)."""
    park = park_from_picture(picture, hours, name=name, school_trip_size=0)
    return park


GATES = _park("lesson-1-gates", """
    A=========
    ..........
    ..t.......
    ..t..~~...
    .....~~.b.
    ..........
    ..........
""")

WEAR = _park("lesson-2-wear", """
    ....A.....
    ....=.....
    ..........
    ...t...t..
    ..........
    ..*.....*.
    ..........
""")

ROUTES = _park("lesson-3-routes", """
    A=====....
    .....=....
    .....=....
    .....=....
    .....=====
    .t.......B
    ..........
""", [[("A", "B", 3)]] * 5)

TIES = _park("lesson-4-ties", """
    ...A=B....
    ..........
    ..........
    ..t....t..
    ..........
    ..........
    ..........
""")

CLOSURES = _park("lesson-5-closures", """
    A=====....
    .....=....
    .....=....
    .....=....
    .....=====
    .t...t...B
    ..........
""", [[("A", "B", 6)]] * 5)


def _grey(view: View) -> bool:
    return GREY in view.owner


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        GATES.name, "Walking and gates",
        "You start outside the park. Come in through gate A (chosen already: its steps are 3, 4 and 5), "
        "then walk on from where you stand, up to 5 steps an hour, to any of the 8 cells around you. "
        "Trees, ponds, flowerbeds and benches are in the way.",
        "Reach the golden ring by the bench.",
        GATES, lambda s: s.positions[0] == (7, 4), targets=((7, 4),),
    ),
    Lesson(
        WEAR.name, "Wear",
        "Every step on grass wears it one level: grass, trail, path, fixed path. Each step counts, also a "
        "second step on the same cell in one walk. A trail or path nobody walks on for an hour grows back "
        "one level; a fixed path stays.",
        "Wear one cell down to a path (bare earth): step on it twice.",
        WEAR, lambda s: max(s.wear) >= 2,
    ),
    Lesson(
        ROUTES.name, "Visitor routing",
        "Visitors never set foot on grass. They walk the cheapest way: sidewalk and paths cost 2 a cell, a "
        "trail 3. Three visitors walk from A to B every hour. Wear a trail across the corner that is "
        "cheaper than the sidewalk round it: each visitor footstep on your cells is a point.",
        "Score 6 points.",
        ROUTES, lambda s: s.scores[0] >= 6,
    ),
    Lesson(
        TIES.name, "Ownership ties",
        "A free cell goes to the player who steps on it with the lowest step number. Sam comes in by gate B "
        "and steps first (step 3) on the cell between the gates. If you step on it with the same number, "
        "it turns grey and belongs to nobody.",
        "Make the golden cell grey: step on it as your step 3 too (come in by gate A).",
        TIES, _grey, targets=((4, 1),),
        partner=(Plan(((4, 1), (4, 2), (5, 3)), (5, 0)), Plan(((6, 4), (7, 5))), Plan(), Plan(), Plan()),
    ),
    Lesson(
        CLOSURES.name, "Closures",
        "A crowd of 6 walks from A to B every hour. When 5 or more visitor footsteps land on one of your "
        "cells in an hour, your stretch along their route is fenced off for the next hour and then grows "
        "back to grass. The points already scored stay yours.",
        "Lay a shortcut the crowd takes, and see it closed behind a fence.",
        CLOSURES, lambda s: bool(s.fences),
    ),
)


def lesson_for(park_name: str) -> Lesson | None:
    """The lesson played on a park of that name, or None."""
    if not park_name or not park_name.startswith(PREFIX):
        return None
    return next((lesson for lesson in LESSONS if lesson.name == park_name), None)


def lesson_index(name: str) -> int:
    """The position of a lesson (-1 when unknown)."""
    return next((i for i, lesson in enumerate(LESSONS) if lesson.name == name), -1)


def done_lessons(profile: Any) -> list[str]:
    """The lessons this profile has finished."""
    done = profile.progress_of("olifantenpad").get("lessons", [])
    return [str(name) for name in done] if isinstance(done, list) else []


def record_done(profile: Any, name: str) -> None:
    """Mark a lesson finished (the caller saves the profile)."""
    done = done_lessons(profile)
    if name not in done:
        profile.keep_progress("olifantenpad", lessons=[*done, name])
