"""Widgets, tweens, the scene base classes and drawing helpers shared by every screen and game."""
