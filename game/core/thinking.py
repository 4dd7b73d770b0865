"""Thinking off the frame: a bot's decision or a hint search in a worker thread.

The window keeps drawing while the worker searches; the scene polls `result()` once a frame. A
`Thinker` runs one job at a time: starting another, or `cancel()` (pause, quit, undo, a new game),
sets the old job's budget cancel flag, so its search stops at its next node, and its answer is
thrown away. Searches are plain Python, so they share the interpreter with the frame loop; the
node budgets keep them short, the switch interval below keeps frames coming while they run, and a
search waits while a frame is drawn (`drawing`).
"""

from __future__ import annotations

import contextlib
import sys
import threading
from typing import Any, Callable, Iterator

from game.core.bots import Budget

#: Let the frame thread get the interpreter back within 1 ms while a search runs.
SWITCH_INTERVAL = 0.001

_NOTHING = object()
#: Set while no frame is being drawn (`drawing`): a search off the frame goes on only then.
NOT_DRAWING = threading.Event()
NOT_DRAWING.set()


@contextlib.contextmanager
def drawing() -> Iterator[None]:
    """The frame thread draws: searches off the frame wait at their next node until it is done.
    Each call into the renderer lets go of the interpreter, a running search took it, and taking it
    back cost up to the switch interval each time: a Guppy hint search made its frames 20-24 ms long,
    against 1.3 ms without one (measured). Between frames, and while the frame's updates run, the
    search goes on as before."""
    NOT_DRAWING.clear()
    try:
        yield
    finally:
        NOT_DRAWING.set()


class Thinker:
    """Runs `job(budget)` in a daemon thread; `result()` gives its answer once it is done."""

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._budget: Budget | None = None
        self._answer: Any = _NOTHING
        self._error: BaseException | None = None
        self.label = ""

    @property
    def busy(self) -> bool:
        """True while a job is running (and not cancelled)."""
        return self._thread is not None and self._answer is _NOTHING and self._error is None

    def start(self, job: Callable[[Budget], Any], budget: Budget, label: str = "") -> None:
        """Start `job` with `budget` off the frame, cancelling any job still running."""
        self.cancel()
        sys.setswitchinterval(SWITCH_INTERVAL)
        self._budget = budget
        budget.go_on = NOT_DRAWING  # off the frame: it waits while a frame is drawn
        self._answer = _NOTHING
        self._error = None
        self.label = label
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["answer"] = job(budget)
            except BaseException as exc:  # noqa: BLE001 - handed to the frame thread, raised there
                box["error"] = exc
            if self._budget is budget and not budget.cancelled.is_set():
                if "error" in box:
                    self._error = box["error"]
                else:
                    self._answer = box.get("answer")

        self._thread = threading.Thread(target=run, name=f"thinker-{label}", daemon=True)
        self._thread.start()

    def result(self) -> tuple[bool, Any]:
        """(True, answer) once the job finished, then forgets it; (False, None) while it runs or
        when there is none. An exception raised by the job is raised here, on the frame thread."""
        if self._error is not None:
            error, self._error = self._error, None
            self._thread = None
            self.label = ""
            raise error
        if self._thread is None or self._answer is _NOTHING:
            return False, None
        answer, self._answer = self._answer, _NOTHING
        self._thread = None
        self.label = ""
        return True, answer

    def cancel(self) -> None:
        """Stop the running job (its answer is dropped)."""
        if self._budget is not None:
            self._budget.cancelled.set()
        self._thread = None
        self._budget = None
        self._answer = _NOTHING
        self._error = None
        self.label = ""

    def wait(self, timeout: float | None = None) -> None:
        """Block until the running job ends (tests and command-line tools only)."""
        if self._thread is not None:
            self._thread.join(timeout)
