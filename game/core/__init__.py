"""Pure helpers shared by every game: rules interface, RNG, grids, sessions, saves, content.

Nothing in this package imports arcade, pyglet or pymunk (a test checks it), so rules run and test
without a window.
"""
