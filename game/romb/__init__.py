"""Romb Raider: grab the loot in a dark room and get back out while monsters glide through the fog."""

from game.spec import GameSpec

SPEC = GameSpec(
    id="romb", title="Romb Raider", pitch="Grab the loot in a dark room full of monsters.",
    color=(230, 160, 60),
    rules="game.romb.pure.rules:RULES",
    content="game.romb.pure.content",
    hint="game.romb.pure.ai:hint",
    scene="game.romb.scene:create_view",
    setup="game.romb.setup:create_setup",
    shots="game.romb.shots:howto_shots",
    shot_session="game.romb.shots:shot_session",
    bench="game.romb.shots:bench_actions",
    editor="game.romb.pure.editor:DESIGN",
    progress="game.romb.pure.content:Progress",
    keys="game.romb.input:KEYS",
)
