"""Olifantenpad: lure park visitors onto your desire paths, against bots or friends (seed 001)."""

from game.spec import GameSpec

SPEC = GameSpec(
    id="olifantenpad", title="Olifantenpad", pitch="Lure park visitors onto your desire paths.",
    color=(90, 170, 90),
    rules="game.olifantenpad.rules:RULES",
    content="game.olifantenpad.content",
    bots="game.olifantenpad.ai:bot_for",
    hint="game.olifantenpad.ai:hint",
    editor="game.olifantenpad.editor:DESIGN",
)
