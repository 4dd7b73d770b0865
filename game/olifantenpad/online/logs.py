"""The server's console: warnings and worse, one sentence a line, never a traceback."""

from __future__ import annotations

import logging
import sys
from typing import Any


class _NoTraceback(logging.Formatter):
    """Log lines as one sentence each: never a traceback on the server's console."""

    def formatException(self, ei: Any) -> str:  # noqa: N802 - logging's name
        """No traceback."""
        return ""

    def format(self, record: logging.LogRecord) -> str:
        """The message alone."""
        record.exc_info, record.exc_text, record.stack_info = None, None, None
        return super().format(record)


def quiet_logger() -> logging.Logger:
    """The logger of the server and its websockets: warnings and worse, one line each, no traceback."""
    logger = logging.getLogger("quintet.online.ws")
    if not logger.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(_NoTraceback("quintet serve: %(message)s"))
        for name in ("quintet.online", "quintet.online.ws"):
            target = logging.getLogger(name)
            target.addHandler(handler)
            target.setLevel(logging.WARNING)
            target.propagate = False
    return logger
