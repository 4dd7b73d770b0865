"""What the panel and the park say of the hour being planned, from the viewer's view: the walk's
numbered slots and its note, its marks on the park, the visitor preview (the routes this hour's
groups would take with the walk, `pure/preview.py`, and the points each would earn), the hour's
groups, the panel's buttons, every player's status line, and a lesson's scripted friend.

The scene calls it with what it knows (the view, the viewer, the walk being laid); it holds the
panel (`hud.py`) and the park's planning marks (`plan_view.py`) it writes to, never the scene.
"""

from __future__ import annotations

from typing import Sequence

from game.olifantenpad.art import player_color
from game.olifantenpad.hud import Hud, gate_note
from game.olifantenpad.plan_view import PlanView
from game.olifantenpad.pure.lessons import Lesson
from game.olifantenpad.pure.modes import LEVEL_WORDS, Mode
from game.olifantenpad.pure.planner import Draft
from game.olifantenpad.pure.preview import preview
from game.olifantenpad.pure.rules import View
from game.ui.prompts import key_label


class WalkPanel:
    """The planning hour as the panel and the park's marks show it (see the module doc)."""

    def __init__(self, hud: Hud, plan_view: PlanView, mode: Mode) -> None:
        self.hud, self.plan_view, self.mode = hud, plan_view, mode
        self.lesson: Lesson | None = mode.lesson

    def show_groups(self, view: View, points: list[int] | None = None) -> None:
        """This hour's groups of visitors in the panel (with the points the walk would earn of
        each, when previewed)."""
        if view.over:
            self.hud.set_groups([], "The park has closed.")
            return
        groups = [(g.origin, g.target, g.size, False) for g in view.park.hours[view.hour]]
        note = "" if groups else "Nobody comes this hour."
        if view.trip_to_come and self.lesson is None:
            note = note or "+ a school trip, some hour"
        self.hud.set_groups(groups, note, points)

    def _show_preview(self, view: View, viewer: int, draft: Draft) -> str:
        """The visitor preview of the walk being laid (the viewer's own view plus this walk):
        routes on the park, points per group in the panel; returns the walk note's sentence."""
        shown = preview(view, draft.plan())
        routes = [cells for group in shown.groups for cells, _ in group.routes]
        self.plan_view.show_routes(routes, frozenset(draft.steps), player_color(viewer))
        self.show_groups(view, [group.points for group in shown.groups])
        if not shown.groups:
            return ""
        if shown.points:
            return f"With this walk: +{shown.points} points."
        return shown.why or "No visitor walks on it yet."

    def show_walk(self, view: View, viewer: int, draft: Draft | None, *, revealed: bool, planning: bool,
                  waiting: Sequence[str]) -> None:
        """The walk slots, the marks on the park, the buttons: the walk being laid (`draft`; with
        its preview once the park is `revealed` to the planner), else the viewer's walk sent and
        whom it waits for (`waiting`), else the hour being watched."""
        if draft is not None:
            if draft.gate is not None:
                note = gate_note(view.park.gate_at(draft.gate).name)
                if draft.position is None and not draft.steps:
                    note += f" {key_label('olifantenpad', 'next_gate')} or a click picks another gate."
            else:
                note = f"From where you stand: up to 5 steps ({len(draft.steps)} laid)."
            if revealed:
                said = self._show_preview(view, viewer, draft)
                if said and draft.steps:  # two lines at most: the step slots above count the steps laid
                    note = f"{gate_note(view.park.gate_at(draft.gate).name)} {said}" if draft.gate is not None else said
            self.hud.set_walk(viewer, draft.numbers(), draft.first_number, note)
            self.plan_view.show(draft if revealed else None, viewer)
            self.hud.set_buttons(planning, bool(draft.steps))
        elif view.plan is not None and not view.over:
            plan = view.plan
            first = 3 if plan.gate is not None else 1
            numbers = list(range(first, first + len(plan.steps)))
            note = "Walk planned. Waiting for " + ", ".join(waiting) + "." if waiting else "Walk planned."
            self.hud.set_walk(viewer, numbers, first, note)
            locked = Draft(view.park, view.fences, view.positions[viewer])
            locked.gate = tuple(plan.gate) if plan.gate is not None else None
            locked.steps = [tuple(c) for c in plan.steps]
            self.plan_view.show(locked, viewer, locked=True)
            self.plan_view.show_routes(())
            self.show_groups(view)
            self.hud.set_buttons(False, False)
        else:
            note = "The park has closed." if view.over else "Watching the park."
            self.hud.set_walk(None, [], 1, note, head="THE HOUR" if not view.over else "YOUR WALK")
            self.plan_view.show(None, viewer)
            self.plan_view.show_routes(())
            self.hud.set_buttons(False, False)

    def show_statuses(self, view: View, viewer: int, humans: Sequence[int], *, resolving: bool, revealed: bool,
                      thinking_for: int | None) -> None:
        """Every player's status line: a bot's level, and whether they plan, have planned, or are
        thinking (`thinking_for`: the bot searching now, None: none)."""
        for p in range(view.players):
            bot = p not in humans
            level = LEVEL_WORDS.get(self.mode.levels.get(p, ""), "")
            who = f"{level} bot" if bot else ""
            if view.over or resolving:
                status = who
            elif view.planned[p]:
                status = "walk planned"
            elif bot:
                status = "planning..." if thinking_for == p else "to plan"
            elif p == viewer and revealed:
                status = "planning now"
            else:
                status = "to plan"
            self.hud.set_status(p, f"{who} \u00b7 {status}" if who and status != who else status)

    def show_partner(self, view: View) -> None:
        """In the lesson on ties, the friend's walk is shown openly (it is a lesson)."""
        if self.lesson is None or not self.lesson.partner or view.over:
            return
        plan = self.lesson.partner_plan(view.hour)
        self.plan_view.show_ghost(plan, view.positions[1], 1, player_color(1))
