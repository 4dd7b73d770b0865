"""The application: window, scene stack, settings, audio and the menus around the games.

Importing it turns off pyglet's check for an OpenGL error after every GL call (`debug_gl`), before
arcade loads pyglet's GL bindings: some 430 checks a frame cost about a quarter of a Guppy frame's
time in software rendering (4.6 -> 3.4 ms p50, measured). `QUINTET_DEBUG_GL=1` keeps the checks.
"""

import os

import pyglet

if not os.environ.get("QUINTET_DEBUG_GL"):
    pyglet.options["debug_gl"] = False
