"""Where the game's shipped files (data/, levels/, assets/, docs/rules/) are found.

They live inside the `game` package, in `game/shipped/`, and are read through
`importlib.resources`: the same way from a source checkout, from an installed wheel and from the
PyInstaller build (whose frozen importer serves the package's files from its bundle). Nothing else
in the game needs to know which of the three it runs from. (`data`, `levels`, `assets` and
`docs/rules` at the repository root are links to these folders, for designers and readers.)
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def resource_root() -> Path:
    """The folder that holds data/, levels/, assets/ and docs/rules/."""
    return Path(str(resources.files("game") / "shipped"))


def resource(*parts: str) -> Path:
    """A shipped file or folder, e.g. `resource("data", "pharaoh.toml")`."""
    return resource_root().joinpath(*parts)
