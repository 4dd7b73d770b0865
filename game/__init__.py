"""Quintet: five grid games in one desktop game (arcade 3.3)."""

__version__ = "0.1.0"
