"""Olifantenpad: lure park visitors onto your desire paths, against bots or friends (seed 001)."""

from game.spec import GameSpec

SPEC = GameSpec(
    id="olifantenpad", title="Olifantenpad", pitch="Lure park visitors onto your desire paths.",
    color=(90, 170, 90),
    rules="game.olifantenpad.pure.rules:RULES",
    content="game.olifantenpad.pure.content",
    bots="game.olifantenpad.pure.ai:bot_for",
    hint="game.olifantenpad.pure.ai:hint",
    editor="game.olifantenpad.pure.editor:DESIGN",
    scene="game.olifantenpad.scene:create_view",
    setup="game.olifantenpad.setup:create_setup",
    shots="game.olifantenpad.shots:howto_shots",
    shot_session="game.olifantenpad.shots:shot_session",
    bench="game.olifantenpad.shots:bench_actions",
    progress="game.olifantenpad.pure.rating:Progress",
    card_note="game.olifantenpad.pure.rating:card_note",
    keys="game.olifantenpad.input:KEYS",
)
