"""Take: a tiny built-in two-player game that proves the platform (players, a bot, a secret
simultaneous move, phases). For the platform's tests only; never shown to players."""

from game.spec import GameSpec

SPEC = GameSpec(
    id="sample", title="Take", pitch="Take the last stone (the platform's test game).",
    color=(160, 160, 160),
    rules="game.sample.pure.rules:RULES",
    bots="game.sample.pure.ai:bot_for",
    hint="game.sample.pure.ai:hint",
    scene="game.sample.scene:create_view",
)
