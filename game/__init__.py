"""Quintet: five grid games in one desktop game (arcade 3.3)."""

from importlib import metadata

try:
    # one version for the wheel, the PyInstaller build (which carries the metadata) and the tree
    __version__ = metadata.version("quintet")
except metadata.PackageNotFoundError:  # a source tree run without installing (python -m game)
    __version__ = "0+source"
