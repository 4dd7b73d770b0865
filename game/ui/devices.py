"""Which input device the player used last: the keyboard and mouse, or a gamepad.

Prompts that name a control (a HUD's key line, a dialog's "Enter: yes") ask `last_device()` so they
show the key or the button the player is holding now; the window notes every key, click and gamepad
press with `note_device`.
"""

from __future__ import annotations

from typing import Literal

Device = Literal["keyboard", "gamepad"]

_last: Device = "keyboard"


def note_device(device: Device) -> None:
    """Remember that the player just used `device`."""
    global _last
    _last = device


def last_device() -> Device:
    """The device the player used last ("keyboard" until a gamepad is pressed)."""
    return _last
