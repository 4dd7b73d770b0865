"""Quintet on the desktop: its window's icon, and `quintet install-desktop`, a launcher and an icon
on a Linux desktop (freedesktop.org).

Writes `applications/quintet.desktop` and `icons/hicolor/<size>/apps/quintet.png` into the user's
XDG data folder (`$XDG_DATA_HOME`, by default `~/.local/share`), where the desktop's menus and docks
find them; `--uninstall` removes exactly those files. The launcher starts the `quintet` that ran the
command (the console script of a pipx or pip install, or the packaged executable), by its full
path, because a desktop session's PATH often lacks `~/.local/bin`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from game.core.paths import resource

ICON_NAME = "quintet"
#: The icon sizes written into the hicolor theme (the shipped picture is the largest).
ICON_SIZES = (256, 128, 48, 32)
#: Characters that make an Exec argument need double quotes (Desktop Entry Specification, "Exec").
RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home(environ: dict[str, str] | None = None) -> Path:
    """The XDG data folder: `$XDG_DATA_HOME` when it is an absolute path (the specification says a
    relative one is to be ignored), else `~/.local/share`."""
    environ = os.environ if environ is None else environ
    value = environ.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path.home() / ".local" / "share"


def launch_command() -> list[str]:
    """The command line that starts this Quintet: the packaged executable, the `quintet` script
    beside this Python (a venv's or pipx's bin folder), or this Python running the package."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.executable).parent / ("quintet.exe" if sys.platform == "win32" else "quintet")
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-m", "game"]


def exec_line(command: list[str]) -> str:
    """`command` as the value of an Exec key: arguments with reserved characters in double quotes
    (with `"`, `` ` ``, `$` and `\\` escaped), then the string escape of backslashes, and `%` doubled."""
    parts = []
    for arg in command:
        if RESERVED & set(arg):
            arg = '"' + "".join("\\" + c if c in '"`$\\' else c for c in arg) + '"'
        parts.append(arg)
    return " ".join(parts).replace("\\", "\\\\").replace("%", "%%")


def desktop_entry(command: list[str]) -> str:
    """The text of quintet.desktop for a launcher that runs `command`."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        "Name=Quintet",
        "GenericName=Puzzle games",
        "Comment=Five grid games in one: Floorplan, Olifantenpad, Guppy, Romb Raider, Pharaoh Tomb",
        f"Exec={exec_line(command)}",
        f"Icon={ICON_NAME}",
        "Terminal=false",
        "Categories=Game;LogicGame;BoardGame;",
        "Keywords=puzzle;board;match-three;museum;park;",
        "",
    ])


def installed_paths(base: Path) -> list[Path]:
    """The files install-desktop writes under the data folder `base`: the entry, then the icons."""
    icons = [base / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{ICON_NAME}.png" for s in ICON_SIZES]
    return [base / "applications" / "quintet.desktop", *icons]


def icon_picture(size: int):
    """The shipped icon as a `size` x `size` RGBA Pillow image."""
    from PIL import Image

    with Image.open(resource("assets", f"{ICON_NAME}.png")) as picture:
        picture = picture.convert("RGBA")
        return picture if picture.size == (size, size) else picture.resize((size, size), Image.LANCZOS)


def window_icons(sizes: tuple[int, ...] = (256, 64, 32, 16)) -> list:
    """The icon at each of `sizes` as pyglet images, largest first: the window system picks the one
    it shows in the title bar, the task bar and the window switcher."""
    from pyglet.image import ImageData

    icons = []
    for size in sizes:
        picture = icon_picture(size)
        icons.append(ImageData(size, size, "RGBA", picture.tobytes(), pitch=-size * 4))  # rows top down
    return icons


def set_window_icon(window) -> bool:
    """Give `window` (a pyglet window) Quintet's icon; False when headless, where there is no title
    bar to show it in."""
    import arcade

    if arcade.headless:
        return False
    window.set_icon(*window_icons())
    return True


def install(base: Path, command: list[str]) -> list[Path]:
    """Write the desktop entry and the icons under `base`; the paths written. Raises OSError."""
    entry, *icons = installed_paths(base)
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry(command), encoding="utf-8")
    for size, path in zip(ICON_SIZES, icons):
        path.parent.mkdir(parents=True, exist_ok=True)
        icon_picture(size).save(path)
    return [entry, *icons]


def uninstall(base: Path) -> list[Path]:
    """Remove what `install` wrote under `base`; the paths removed. Raises OSError."""
    removed = []
    for path in installed_paths(base):
        if path.is_file() or path.is_symlink():
            path.unlink()
            removed.append(path)
    return removed


def run_install_desktop(remove: bool = False) -> int:
    """The command: install (or remove) the launcher and icons, say what was done; exit status 0,
    or 2 on a system without freedesktop menus or when the files cannot be written."""
    if sys.platform in ("win32", "darwin"):
        print("quintet: install-desktop makes a launcher for Linux desktops (freedesktop.org); on "
              "Windows and macOS start Quintet from the packaged application", file=sys.stderr)
        return 2
    base = data_home()
    try:
        paths = uninstall(base) if remove else install(base, launch_command())
    except OSError as exc:
        print(f"quintet: cannot {'remove' if remove else 'write'} the launcher in {base}: "
              f"{exc.strerror or exc}", file=sys.stderr)
        return 2
    if remove:
        print("removed:" if paths else f"nothing to remove: no Quintet launcher in {base}")
    else:
        print("wrote:")
    for path in paths:
        print(f"  {path}")
    if not remove:
        print("Quintet is in your desktop's menu (under Games); `quintet install-desktop --uninstall` removes it.")
    return 0
