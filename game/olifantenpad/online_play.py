"""An online game of Olifantenpad on screen: the server plays it, the usual scene shows it.

`RemoteSession` stands where a local `Session` stands, but holds no rule of its own: its state is
built from the server's view of this player (`observe` on the server), with a placeholder plan for
each seat the server says has planned (never their walk: the server does not send it). The
player's own walk is checked by the rules' `read_plan` and sent to the server.

The other people's seats are network seats: the scene asks them for a decision off the frame, the
same way it asks a bot (`game.core.thinking`). A `NetworkSeat` decision waits on that thread until
the server has said something, and answers with `News`; playing `News` on the frame takes every
message that has come (someone planned, the hour resolved, someone dropped or left) and gives the
scene the events to animate. The frame never waits on the network.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any

from game.catalog import game
from game.core.bots import Budget
from game.core.rules import Event, IllegalMove, Move
from game.core.serial import DataError, from_data
from game.core.session import Session
from game.olifantenpad.art import set_looks
from game.olifantenpad.input import KEYS
from game.olifantenpad.online.protocol import COLOURS
from game.olifantenpad.online_link import LINK_ERROR, Link
from game.olifantenpad.online_seat import forget_seat
from game.olifantenpad.pure import events as kinds
from game.olifantenpad.pure.modes import GAME_ID, Mode
from game.olifantenpad.pure.rules import RULES, Params, Plan, State, read_plan
from game.olifantenpad.scene import OlifantenpadScene
from game.ui.prompts import key_label

#: The events the server may send, by name.
EVENTS = {cls.__name__: cls for cls in (kinds.Planned, kinds.Walked, kinds.Worn, kinds.Claimed, kinds.VisitorsWalked,
                                        kinds.Scored, kinds.Closed, kinds.Regrew, kinds.FencesOpened,
                                        kinds.HourEnded, kinds.GameOver)}


@dataclass(frozen=True)
class News(Move):
    """A network seat's answer: "the server has said something; take it" (see `RemoteSession.play`)."""


def to_events(data: list[dict[str, Any]]) -> list[Event]:
    """The server's events as the rules' event records (an unknown one is left out)."""
    out: list[Event] = []
    for item in data:
        kind = EVENTS.get(str(item.get("type")))
        if kind is not None:
            try:
                out.append(from_data({k: v for k, v in item.items() if k != "type"}, kind))
            except DataError:
                continue
    return out


class RemoteSession(Session):
    """The session of an online game (see the module docstring), from the server's `started`."""

    no_code = "An online game has no code: the server keeps it."

    def __init__(self, link: Link, started: dict[str, Any], seats: list[dict[str, Any]],
                 backlog: list[dict[str, Any]] | None = None, code: str = "", token: str = "") -> None:
        self.link = link
        #: The room and the seat's token: what brings this player back after a drop (`reconnect`).
        self.code, self.token = code, token
        self.rejoining = False
        #: True when the server sent the whole game again (a rejoin): the scene shows it afresh.
        self.resynced = False
        #: Messages that came with `started` (in the same poll), taken before any newer one.
        self.backlog = list(backlog or [])
        if self.backlog:
            link.arrived.set()
        self.viewer = int(started["seat"])
        players = int(started["players"])
        self.park_data = started["park"]
        park = RULES.content_from_dict(self.park_data)
        params = Params(players=players, park=park.name,
                        seats=tuple("human" if p == self.viewer else "normal" for p in range(players)))
        super().__init__(RULES, params, 0, park)
        self.seats = seats
        self.deadline = time.monotonic() + float(started["seconds"])
        self.said: list[str] = []
        self.result: dict[str, Any] | None = None
        self.closed = False
        self._adopt(started["view"])

    # -- the state, from the server's view ---------------------------------------------------------
    def _adopt(self, view: dict[str, Any]) -> None:
        mine, planned = view.get("plan"), view["planned"]
        plans = [mine if p == self.viewer and mine is not None else ({"steps": [], "gate": None} if done else None)
                 for p, done in enumerate(planned)]
        data = {"park": self.park_data, "players": view["players"], "hour": view["hour"], "wear": view["wear"],
                "owner": view["owner"], "fences": view["fences"], "positions": view["positions"],
                "scores": view["scores"], "plans": plans, "school_trip": view["school_trip"], "rng": 0}
        self._states, self._cursor = [RULES.state_from_dict(data)], 0

    def _planned(self, player: int, plan: Plan) -> None:
        state: State = self.state
        plans = tuple(plan if p == player else given for p, given in enumerate(state.plans))
        self._states = [replace(state, plans=plans)]

    def to_move(self) -> tuple[int, ...]:
        """Who still plans this hour (as the server has told); while the server resolves the hour,
        the other seats (the scene keeps listening to them)."""
        movers = RULES.to_move(self.state)
        if movers or self.state.over or self.closed:
            return movers
        return tuple(p for p in range(self.state.players) if p != self.viewer)

    def bot_to_move(self) -> int | None:
        """The network seat to listen to: the first other seat, while the game runs."""
        if self.state.over or self.closed:
            return None
        return next((p for p in range(self.state.players) if p != self.viewer), None)

    # -- moves --------------------------------------------------------------------------------------
    def play(self, move: Move, player: int | None = None) -> list[Event]:
        """The player's own walk (checked by the rules' `read_plan`, then sent), or `News` from the
        server (the events it brought)."""
        if isinstance(move, News):
            return self.take_news()
        if player not in (None, self.viewer) or not isinstance(move, Plan):
            raise IllegalMove("Only your own walk is planned on this screen.")
        state: State = self.state
        if state.over or state.plans[self.viewer] is not None:
            raise IllegalMove("Your walk for this hour is already planned.")
        read_plan(state.park, state.fences, state.positions[self.viewer], move)
        self.link.send(type="plan", hour=state.hour, steps=[list(c) for c in move.steps],
                       gate=list(move.gate) if move.gate is not None else None)
        self._planned(self.viewer, move)
        return [kinds.Planned(self.viewer, tuple(move.steps), move.gate)]

    def take_news(self, messages: list[dict[str, Any]] | None = None) -> list[Event]:
        """Apply what the server has sent (all of it, in order); the events to show."""
        shown: list[Event] = []
        if messages is None:
            messages, self.backlog = self.backlog + self.link.poll(), []
        for message in messages:
            kind = message.get("type")
            if kind == "hour":
                events = to_events(message.get("events", []))
                self.deadline = time.monotonic() + float(message.get("seconds", 0))
                if message.get("view") is not None:
                    self._adopt(message["view"])
                else:
                    for event in events:
                        if isinstance(event, kinds.Planned) and event.player != self.viewer:
                            self._planned(event.player, Plan())
                shown += events
            elif kind == "welcome" and self.rejoining:
                self.link.send(type="rejoin", code=self.code, token=self.token)
            elif kind == "started":
                self.rejoining = False
                self.deadline = time.monotonic() + float(message.get("seconds", 0))
                self._adopt(message["view"])
                self.resynced = True
            elif kind == "room":
                self.seats = list(message.get("seats", self.seats))
            elif kind == "over":
                self.result = message
            elif kind == "error":
                self.said.append(str(message.get("message", "")))
            elif kind == LINK_ERROR:
                self.said.append(str(message.get("message", "")))
                self.closed = self.closed or bool(message.get("closed", True))
                self.rejoining = False
                if self.closed and self.token and not self.state.over:
                    self.said.append(f"Press {key_label('olifantenpad', 'rejoin')} to come back into your seat.")
        return shown

    def reconnect(self) -> bool:
        """After a drop: connect again and ask for this seat back with its token; False when there
        is nothing to come back to."""
        if not self.closed or not self.token or self.state.over:
            return False
        self.link = Link(self.link.url, self.link.player)
        self.closed, self.rejoining = False, True
        return True

    @property
    def looks(self) -> tuple[int, ...]:
        """The look each seat is drawn in: the colour its player chose in the lobby (`art.set_looks`)."""
        chosen = [str(seat.get("colour", "")) for seat in self.seats]
        looks = tuple(COLOURS.index(c) if c in COLOURS else p for p, c in enumerate(chosen))
        return looks if len(set(looks)) == len(looks) else ()

    def seconds_left(self) -> float:
        """Seconds of this hour left on the server's clock (as last told)."""
        return max(0.0, self.deadline - time.monotonic())

    def restart(self) -> None:
        """An online game cannot be played again from the start: nothing happens."""

    def to_save(self) -> dict[str, Any]:
        """An online game is saved by the server (a normal save there), not on this computer."""
        raise NotImplementedError("the server keeps online games")


class NetworkSeat:
    """The decision of another person's seat: wait off the frame until the server says something."""

    name = "network seat"

    def __init__(self, session: RemoteSession) -> None:
        self.session = session

    def budget(self) -> Budget:
        """A budget with no search in it (waiting costs no nodes); pausing cancels it."""
        return Budget(1, seconds=3600.0)

    def decide(self, budget: Budget) -> News | None:
        """`News` once a message has come; None when cancelled (the thinker drops it)."""
        while not budget.cancelled.is_set():
            if self.session.link.arrived.wait(0.1):
                return News()
        return None


class OnlineScene(OlifantenpadScene):
    """The usual Olifantenpad scene on a `RemoteSession`: names from the room, the server's timer,
    "waiting for Ana", dropped and departed players, no local save or restart."""

    def __init__(self, app, session: RemoteSession) -> None:
        self.online = session
        super().__init__(app, session)
        self.mode = Mode("online", self._names())
        self.autosave = False
        self.seat = NetworkSeat(session)
        self._ended_kept = False
        self._seat_forgotten = False
        self.sync()

    def _names(self) -> list[str]:
        names = [str(s.get("name", "")) for s in self.online.seats]
        return [names[p] if p < len(names) and names[p] else f"Player {p + 1}"
                for p in range(self.view.players)]

    def player_name(self, player: int) -> str:
        """The name the player chose in the room (You for this screen's player)."""
        if player == self.online.viewer:
            return "You"
        names = self._names()
        return names[player] if player < len(names) else f"Player {player + 1}"

    def thinking_text(self, player: int) -> str:
        """What the screen says while the others plan."""
        waiting = [self.player_name(p) for p in self.online.to_move() if p != self.online.viewer]
        return f"Waiting for {', '.join(waiting)}..." if waiting else "Waiting for the server..."

    def _ask_bot(self) -> None:
        """Listen to the other seats off the frame (the path a bot's decision takes)."""
        player = self.online.bot_to_move()
        if player is None:
            return
        seat = self.seat
        self.thinker.start(lambda budget: seat.decide(budget), seat.budget(), "bot")
        self._thinking_for = player

    def animate(self, events: list) -> None:
        """The server's events as the usual scene shows them; its sentences on the message line."""
        while self.online.said:
            self.say(self.online.said.pop(0), 5)
        if self.online.resynced:
            self.online.resynced = False
            self.sync()
        super().animate(events)
        self._show_statuses()

    def _show_statuses(self) -> None:
        view = self.view
        seats = self.online.seats
        for p in range(view.players):
            seat = seats[p] if p < len(seats) else {}
            if seat.get("left"):
                status = "left the park"
            elif not seat.get("connected", True):
                status = "dropped: stands still"
            elif view.over or self.resolving:
                status = ""
            elif view.planned[p]:
                status = "walk planned"
            else:
                status = "planning now" if p == self.viewer else "planning..."
            self.hud.set_status(p, status)

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """After a drop, the "rejoin" key (R): back into the seat; the rest as in every Olifantenpad game."""
        if self.online.closed and KEYS.action(symbol) == "rejoin":
            if self.online.reconnect():
                self.say("Coming back into your seat...", 5)
            return True
        return super().key_down(symbol, modifiers)

    def update(self, dt: float) -> None:
        """The usual frame, the server's clock for this hour, and at the end: the kept seat
        forgotten (nothing to come back into) and a duel's new rating kept."""
        super().update(dt)
        self._keep_end()
        if self.planning or (not self.view.over and not self.resolving):
            self.hud.set_timer(self.online.seconds_left(), 30.0)

    def _keep_end(self) -> None:
        """Once the game is over, the kept seat is forgotten (nothing to come back into); once the
        server's result is in, a duel's new rating is kept."""
        if (self.view.over or self.online.result is not None) and not self._seat_forgotten:
            self._seat_forgotten = True
            forget_seat()
        if self.online.result is not None and not self._ended_kept:
            self._ended_kept = True
            ratings = self.online.result.get("ratings") or []
            if self.online.viewer < len(ratings):
                self.app.profile.keep_progress(GAME_ID, online_rating=int(ratings[self.online.viewer]))
                self.app.save_profile()

    def game_over(self, status) -> None:
        """The end, as in every Olifantenpad game, with the seat forgotten first (the results card
        covers the game, which stops listening then)."""
        self._keep_end()
        super().game_over(status)

    def play_again(self) -> None:
        """After an online game: back to the setup screen (a new room or duel starts there), where
        players are drawn in seat order again."""
        self.online.link.close()
        set_looks()
        self.app.replace(game(GAME_ID).part("setup")(self.app))

    def restart(self) -> None:
        """An online game is not restarted; the setup screen opens instead."""
        self.play_again()
