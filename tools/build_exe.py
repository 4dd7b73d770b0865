"""Build the Quintet executable with PyInstaller (`make dist`).

    python tools/build_exe.py [--onefile] [--out DIR]

One-folder build by default (dist/onedir/quintet/quintet, fastest start); --onefile gives a single
file (dist/onefile/quintet). On Linux a desktop entry (quintet.desktop) and the icon (quintet.png)
go beside the executable; `./quintet install-desktop` installs a launcher that runs it by its full
path. Prints the build time and the size of the result.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def size_of(path: Path) -> int:
    """Bytes in a file or a folder tree (symbolic links, which PyInstaller makes for shared
    libraries, are not counted twice)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(onefile: bool, out: Path) -> Path:
    """Run PyInstaller on packaging/quintet.spec; returns the executable's path."""
    work = ROOT / "build" / ("pyi-onefile" if onefile else "pyi-onedir")
    dist = out / ("onefile" if onefile else "onedir")
    env = dict(os.environ, QUINTET_ONEFILE="1" if onefile else "0")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work), str(ROOT / "packaging" / "quintet.spec")],
                   check=True, cwd=ROOT, env=env)
    exe_name = "quintet.exe" if sys.platform == "win32" else "quintet"
    return dist / exe_name if onefile else dist / "quintet" / exe_name


def add_desktop_files(folder: Path) -> list[Path]:
    """Put quintet.desktop and quintet.png beside a Linux executable in `folder`; the files written."""
    sys.path.insert(0, str(ROOT))
    from game.desktop import desktop_entry

    entry = folder / "quintet.desktop"
    entry.write_text("# Runs `quintet` from your PATH; `./quintet install-desktop` installs a launcher for this\n"
                     "# executable (by its full path) and its icon in your desktop's menu instead.\n"
                     + desktop_entry(["quintet"]), encoding="utf-8")
    icon = folder / "quintet.png"
    shutil.copyfile(ROOT / "game" / "shipped" / "assets" / "quintet.png", icon)
    return [entry, icon]


def main(argv: list[str] | None = None) -> int:
    """Build and report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="one self-extracting file")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    exe = build(args.onefile, args.out)
    seconds = time.perf_counter() - started
    if sys.platform.startswith("linux"):
        for path in add_desktop_files(exe.parent):
            print(f"wrote {path}")
    bundle = exe if args.onefile else exe.parent
    print(f"built {exe} in {seconds:.0f} s; size {size_of(bundle) / 1e6:.1f} MB")
    if not args.onefile:
        print("largest parts:")
        parts = sorted(((size_of(p), p.name) for p in (bundle / "_internal").iterdir() if not p.is_symlink()),
                       reverse=True)[:8]
        for size, name in parts:
            print(f"  {size / 1e6:7.1f} MB  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
