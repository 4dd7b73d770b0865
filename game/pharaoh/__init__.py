"""Pharaoh Tomb: an 8x8 match-three of hieroglyphs with cascades, level targets and pocket pieces."""

from game.spec import GameSpec

SPEC = GameSpec(
    id="pharaoh", title="Pharaoh Tomb", pitch="Match hieroglyphs to open the tomb, room by room.",
    color=(220, 190, 90),
    rules="game.pharaoh.pure.rules:RULES",
    content="game.pharaoh.pure.content",
    hint="game.pharaoh.pure.ai:hint",
    scene="game.pharaoh.scene:create_view",
    setup="game.pharaoh.setup:create_setup",
    progress="game.pharaoh.pure.records:Progress",
    shots="game.pharaoh.shots:howto_shots",
    shot_session="game.pharaoh.shots:shot_session",
    bench="game.pharaoh.shots:bench_actions",
    keys="game.pharaoh.input:KEYS",
)
