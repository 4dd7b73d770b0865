"""Pharaoh Tomb's keys as named actions (`KEYS`, the live map of the place "pharaoh" in
`game.ui.bindings`) and the key line of the status plaque, naming the keys bound now.

Kept apart from `controls.py` (the input half of the scene) so that reading the player's bindings
at start-up does not load the scene's modules."""

from __future__ import annotations

from game.pharaoh.pure.rules import CROOKER, GLYPH, KEY_PIECE
from game.ui import bindings
from game.ui.input_map import ARROWS, CONFIRM_KEYS, merge, number_keys
from game.ui.prompts import key_label, keys_label

#: Arrows move the cursor (or swap the selected glyph that way); "select" selects, swaps or places;
#: the pocket's pieces by number: the free glyph, the key, the crooker.
KEYS = bindings.declare("pharaoh", "Pharaoh Tomb", merge(ARROWS, {
    "select": CONFIRM_KEYS, GLYPH: number_keys(1), KEY_PIECE: number_keys(2), CROOKER: number_keys(3)}),
    {"up": "Cursor up (or swap up)", "down": "Cursor down (or swap down)", "left": "Cursor left (or swap left)",
     "right": "Cursor right (or swap right)", "select": "Select / swap / place", GLYPH: "Pocket: free hieroglyph",
     KEY_PIECE: "Pocket: universal key", CROOKER: "Pocket: use the crooker"})
POCKET_ACTIONS = (GLYPH, KEY_PIECE, CROOKER)


def keys_text() -> str:
    """The status plaque's line while no message shows: how to swap, the pocket's keys, pause."""
    arrows = keys_label("pharaoh", ("up", "down", "left", "right")).lower()
    return (f"Swap: click, drag, or {arrows} + {key_label('pharaoh', 'select')}    "
            f"Pocket: {keys_label('pharaoh', POCKET_ACTIONS, ' ')}    Pause: Esc")
