"""An hour played out on screen, and the ends: a lesson done, the park closing (results, rating).

`play_hour` turns one hour's events into tweens on the scene's timeline, in the rules' order: the
players walk together step number by step number (each step wears its cell), free cells take their
owner's mark (grey for a tie), the groups of visitors walk their routes with footprints while "+N"
rises over owned cells and the scores count up, busy stretches are fenced, unwalked trails and
paths grow back, last hour's fences sink into the grass, and the clock moves on. The rules are
already final: the scene's `hour_shown` shows the new state exactly when the animation ends.
"""

from __future__ import annotations

import time

from game.core.rules import Status
from game.core.saves import delete_save
from game.core.session import Session
from game.olifantenpad import rating
from game.olifantenpad.art import GREY as GREY_COLOR
from game.olifantenpad.art import player_color
from game.olifantenpad.events import Claimed, Closed, FencesOpened, HourEnded, Regrew, Scored, VisitorsWalked, Walked
from game.olifantenpad.hour import GREY
from game.olifantenpad.lessons import LESSONS, lesson_index, record_done
from game.olifantenpad.overlays import ResultsOverlay
from game.olifantenpad.rules import HOURS, RULES
from game.ui import theme
from game.ui.tween import ease_in_out, ease_out_back

STEP_S, CLAIM_S, GROUP_S, FENCE_S, REGROW_S, CLOCK_S = 0.3, 0.45, 0.3, 0.5, 0.45, 0.6
SPROUT = (140, 220, 100)
CLOSED_RED = (255, 96, 80)


def play_hour(scene, events: list) -> None:
    """Queue the animation of one resolved hour on the scene's timeline."""
    view, walkers, tl, board = scene.park_view, scene.walkers, scene.timeline, scene.board
    audio = scene.app.audio
    hour = next((e.hour for e in events if isinstance(e, HourEnded)), scene.state.hour - 1)
    scene.closing_hour = hour == len(HOURS) - 1
    scene.resolving = True
    scene.draft = None
    scene.plan_view.clear()
    scene.hud.set_walk(None, [], 1, f"{HOURS[hour]} in the park. A click or Space skips.", head="THE HOUR")
    scene.hud.set_buttons(False, False)
    scene.hud.set_timer(None)
    scene._show_statuses()
    t = _walks(scene, [e for e in events if isinstance(e, Walked)])
    for event in events:
        if isinstance(event, Claimed):
            t = _claims(scene, event, t)
    t = _visitors(scene, [e for e in events if isinstance(e, VisitorsWalked)], t)
    for event in events:
        if isinstance(event, Scored):
            tl.call(t, lambda e=event: _score(scene, e.player, e.total))
    closures = [e for e in events if isinstance(e, Closed)]
    for event in closures:
        for cell in event.busy:
            tl.call(t, lambda c=cell: walkers.popup(board.center(c), "Closed!", CLOSED_RED, 20, 1.0, 1.6))
        for cell in event.cells:
            i = view.index(tuple(cell))
            tl.call(t, lambda i=i: view.set_wear(i, 0))
            tl.add(FENCE_S, lambda p, i=i: view.fence_height(i, p), at=t, ease=ease_out_back)
    if closures:
        tl.call(t, lambda: audio.play("fence"))
        t += FENCE_S + 0.15
    for event in events:
        if isinstance(event, Regrew):
            for cell, level in event.cells:
                i = view.index(tuple(cell))

                def grow(i=i, level=level, cell=tuple(cell)) -> None:
                    view.set_wear(i, level)
                    where = board.center(cell)
                    walkers.glow(where, SPROUT, 0.6, 0.9)
                tl.call(t, grow)
            tl.call(t, lambda: audio.play("grow"))
            t += REGROW_S
        elif isinstance(event, FencesOpened):
            for cell in event.cells:
                i = view.index(tuple(cell))
                tl.add(FENCE_S, lambda p, i=i: view.fence_height(i, 1 - p), at=t, ease=ease_in_out,
                       done=lambda i=i: view.set_fence(i, False))
            t += FENCE_S
    tl.add(CLOCK_S, lambda p: scene.hud.set_clock(hour + p), at=t, ease=ease_in_out)
    tl.call(t + CLOCK_S * 0.6, lambda: audio.play("chime"))
    t += CLOCK_S
    tl.call(t, scene.hour_shown)


def _walks(scene, walks: list) -> float:
    """The players walk together, step number by step number; each step wears its cell."""
    view, tl, board = scene.park_view, scene.timeline, scene.board
    last = 0
    moving = [e for e in walks if e.steps]
    spread = scene.park_view.cell * 0.14 if len(moving) > 1 else 0.0
    for event in moving:
        dx, dy = [(-1, 1), (1, 1), (1, -1), (-1, -1)][event.player % 4]

        def spot(cell, dx=dx, dy=dy) -> tuple[float, float]:
            x, y = board.center(tuple(cell))
            return x + dx * spread, y + dy * spread
        start = spot(event.gate) if event.gate is not None else None
        points = [spot(c) for c in event.steps]
        points[-1] = scene.walkers.token_spot(event.player, tuple(event.steps[-1]), scene.state.positions)
        starts = [(n - 1) * STEP_S for n in event.numbers]
        scene.walkers.walk_token(tl, event.player, start, points, starts, STEP_S)
        for cell, number in zip(event.steps, event.numbers):
            i = view.index(tuple(cell))
            tl.call((number - 1) * STEP_S + STEP_S * 0.7, lambda i=i: view.set_wear(i, view.wear[i] + 1))
        last = max(last, max(event.numbers))
    for n in range(1, last + 1):
        tl.call((n - 1) * STEP_S + STEP_S * 0.7, lambda: scene.app.audio.play("step"))
    return last * STEP_S + 0.15 if last else 0.0


def _claims(scene, event: Claimed, t: float) -> float:
    """Free cells stepped on take their owner's mark, popping in; a tie turns grey."""
    view, walkers, tl, board = scene.park_view, scene.walkers, scene.timeline, scene.board
    for cell, who in event.cells:
        i = view.index(tuple(cell))
        where = board.center(tuple(cell))
        color = GREY_COLOR if who == GREY else player_color(who)

        def claim(i=i, who=who, where=where, color=color) -> None:
            view.set_owner(i, who)
            walkers.glow(where, color)
            if who == GREY:
                walkers.popup(where, "tie", (220, 220, 224), 14)
        tl.call(t, claim)
        tl.add(CLAIM_S * 0.8, lambda p, i=i: view.claim_scale(i, p), at=t,
               ease=ease_out_back)
    tl.call(t, lambda: scene.app.audio.play("claim"))
    return t + CLAIM_S


def _visitors(scene, groups: list, t: float) -> float:
    """Each group walks its routes; every footstep on an owned cell is a point for its owner."""
    walkers, tl, board, park = scene.walkers, scene.timeline, scene.board, scene.state.park
    ends = [t]
    last_coin = [-1.0]

    def step_on(cell, count: int) -> None:
        i = scene.park_view.index(tuple(cell))
        who = scene.park_view.owner[i]
        if who < 0:
            return
        scene.shown_scores[who] += count
        scene.hud.set_score(who, scene.shown_scores[who])
        walkers.popup(board.center(tuple(cell)), f"+{count}", player_color(who))
        now = tl.time
        if now - last_coin[0] > 0.2:  # a coin a fifth of a second at most: a sound costs a frame
            last_coin[0] = now
            scene.app.audio.play("coin")

    for g, group in enumerate(groups):
        at = t + g * GROUP_S
        origin = board.center(park.gate(group.origin).cell)
        if group.school_trip:
            tl.call(at, lambda o=origin: (walkers.popup(o, "School trip!", theme.ACCENT, 16, 1.2, 1.8),
                                          scene.app.audio.play("award")))
        if not group.routes:
            tl.call(at, lambda o=origin: walkers.popup(o, "no way through", (220, 220, 224), 13, 0.8, 1.4))
            continue
        for r, (route, count) in enumerate(group.routes):
            points = [board.center(tuple(c)) for c in route]
            ends.append(walkers.walk_route(tl, at + r * 0.12, points, count, group.school_trip, g * 5 + r,
                                           lambda k, route=route, count=count: step_on(route[k], count)))
    return max(ends) + 0.15


def _score(scene, player: int, total: int) -> None:
    scene.shown_scores[player] = total
    scene.hud.set_score(player, total)


# -- a lesson done ----------------------------------------------------------------------------------------
def lesson_done(scene) -> None:
    """The lesson's goal is reached: record it, drop the save, offer the next lesson."""
    lesson = scene.lesson
    app = scene.app
    record_done(app.profile, lesson.name)
    app.save_profile()
    scene.ended = True
    delete_save(scene.game_id)
    index = lesson_index(lesson.name)
    following = LESSONS[index + 1] if 0 <= index < len(LESSONS) - 1 else None
    lines = [lesson.goal_text.split(":")[0].rstrip(".") + ": done."]
    lines.append(f"Next: {following.title}" if following else "You have walked all five lessons!")
    actions = []
    if following is not None:
        actions.append(("Next lesson", lambda: _start_lesson(scene, following)))
    actions += [("Again", lambda: _again(scene)), ("Menu", app.to_menu)]
    app.push(ResultsOverlay(app, scene, "Lesson complete!", [], lines, actions, won=True))


def _start_lesson(scene, lesson) -> None:
    """The next lesson in a new scene of the same kind (made from the scene's own class, so this
    module never imports the scene that imports it)."""
    app = scene.app
    app.pop()
    app.replace(type(scene)(app, Session(RULES, lesson.params(), 0, lesson.park)))


def _again(scene) -> None:
    scene.app.pop()
    scene.restart()


# -- the park closes ----------------------------------------------------------------------------------------
def game_over(scene, status: Status) -> None:
    """The results: every player's points (winners marked), and per mode the best of the day, the
    rating change, or a lesson's verdict; Play again (not after a replay) and Menu."""
    app, state, mode = scene.app, scene.state, scene.mode
    scores = list(state.scores)
    top = max(scores)
    rows = sorted(((p, scene.player_name(p), s, s == top) for p, s in enumerate(scores)), key=lambda r: -r[2])
    lines: list[str] = []
    won = status == Status.WON
    winners = [p for p, s in enumerate(scores) if s == top]
    if mode.kind == "lesson":
        title, won = "Not yet: try again", False
        lines = [f"Goal: {scene.lesson.goal_text}"]
    elif state.players == 1:
        title = "The park closes"
        lines = [f"{scores[0]} points."]
        if not scene.replaying:
            new_best = app.record_result(scene.game_id, scene.score_key(), scores[0])
            best = app.profile.best.get(scene.game_id, {}).get(scene.score_key(), scores[0])
            lines.append("A new best for today!" if new_best and mode.kind == "day" else
                         "A new best!" if new_best else f"Best: {best}")
    else:
        if len(winners) > 1:
            title = "A draw!"
        elif mode.kind == "bots":
            title = "You won!" if winners[0] in scene.session.humans else f"{scene.player_name(winners[0])} wins"
        else:
            title = f"{scene.player_name(winners[0])} wins!"
            won = True
        lines.append(_verdict(scene, winners, top))
        if mode.kind == "bots" and not scene.replaying and not getattr(scene, "rated", False):
            scene.rated = True
            me = scene.session.humans[0]
            bots = [(mode.levels.get(p, "normal"), scores[p]) for p in range(state.players) if p != me]
            delta = rating.change(rating.current(app.profile), scores[me], bots)
            before, after = rating.record(app.profile, delta)
            app.save_profile()
            lines.append(f"Rating {before} \u2192 {after} ({after - before:+d})")
    actions = [] if scene.replaying else [("Play again", lambda: _play_again(scene))]
    if mode.kind == "lesson" and not scene.replaying:
        actions = [("Again", lambda: _again(scene))]
    actions.append(("Menu", app.to_menu))
    app.push(ResultsOverlay(app, scene, title if not scene.replaying else "Replay over", rows, lines, actions,
                            won=won))


def _verdict(scene, winners: list[int], top: int) -> str:
    """Who won, in a sentence with the players' names."""
    points = "1 point" if top == 1 else f"{top} points"
    if len(winners) > 1:
        names = [scene.player_name(p) for p in winners]
        return f"{', '.join(names[:-1])} and {names[-1]} share the lead with {points}."
    name = scene.player_name(winners[0])
    return f"{name} {'win' if name == 'You' else 'wins'} with {points}."


def _play_again(scene) -> None:
    """The same kind of game, a new seed (the Park of the Day stays today's park)."""
    app = scene.app
    app.pop()
    scene.session = Session(scene.rules, scene.session.params, time.time_ns() & 0xFFFFFFFF, scene.session.content)
    scene.replay_moves = None
    scene.restart()
