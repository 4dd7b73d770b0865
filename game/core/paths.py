"""Where the game's shipped files (data/, levels/, assets/, docs/) are found.

From a source checkout they sit at the repository root; in a PyInstaller bundle they sit under
`sys._MEIPASS`. Nothing else in the game needs to know which.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """The folder that holds data/, levels/, assets/ and docs/."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def resource(*parts: str) -> Path:
    """A shipped file or folder, e.g. `resource("data", "pharaoh.toml")`."""
    return resource_root().joinpath(*parts)
