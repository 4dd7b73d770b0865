"""Romb Raider's pure side: the rules and their events, the room files, the campaign, the solver,
the hint and the newcomer, and the level design. Nothing here draws or reads input (see
docs/platform.md); tests/core/test_layers.py checks every module of this folder."""
