"""Floorplan's pure side: the rules and their events, the board and its model, the museum files,
Stauf's search and bots, the state checks and the museum design. Nothing here draws or reads input
(see docs/platform.md); tests/core/test_layers.py checks every module of this folder."""
