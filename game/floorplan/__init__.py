"""Floorplan: race Stauf through a shifting two-floor museum (seed 000)."""

from game.spec import GameSpec

SPEC = GameSpec(
    id="floorplan", title="Floorplan", pitch="Race Stauf through a shifting two-floor museum.",
    color=(150, 110, 200),
    rules="game.floorplan.rules:RULES",
    content="game.floorplan.content",
    bots="game.floorplan.ai:bot_for",
    hint="game.floorplan.ai:hint",
)
