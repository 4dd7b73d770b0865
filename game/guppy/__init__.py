"""Guppy: dye, sponge and cut a 9x9 cloth into colour patches to fill orders (seed 002)."""

from game.spec import GameSpec

SPEC = GameSpec(
    id="guppy", title="Guppy", pitch="Dye, sponge and cut cloth to fill the orders.",
    color=(220, 120, 150),
    rules="game.guppy.pure.rules:RULES",
    content="game.guppy.pure.content",
    progress="game.guppy.pure.content:Progress",
    hint="game.guppy.pure.ai:hint",
    scene="game.guppy.scene:create_view",
    setup="game.guppy.setup:create_setup",
    shots="game.guppy.shots:howto_shots",
    shot_session="game.guppy.shots:shot_session",
    bench="game.guppy.shots:bench_actions",
    keys="game.guppy.input:KEYS",
)
