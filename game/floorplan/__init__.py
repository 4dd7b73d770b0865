"""Floorplan: race Stauf through a shifting two-floor museum (seed 000)."""

from game.spec import GameSpec

SPEC = GameSpec(
    id="floorplan", title="Floorplan", pitch="Race Stauf through a shifting two-floor museum.",
    color=(150, 110, 200),
    rules="game.floorplan.pure.rules:RULES",
    content="game.floorplan.pure.content",
    bots="game.floorplan.pure.ai:bot_for",
    hint="game.floorplan.pure.ai:hint",
    scene="game.floorplan.scene:create_view",
    setup="game.floorplan.setup:create_setup",
    shots="game.floorplan.shots:howto_shots",
    shot_session="game.floorplan.shots:shot_session",
    bench="game.floorplan.shots:bench_actions",
    progress="game.floorplan.results:Progress",
    editor="game.floorplan.pure.editor:DESIGN",
    keys="game.floorplan.input:KEYS",
)
