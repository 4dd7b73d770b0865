"""Synthesise Quintet's sound effects and music loop into assets/ (numpy, no samples).

Run `python tools/make_sounds.py` to regenerate; the WAV files are committed, and being made here
they are ours to license (CC0, see assets/LICENSES.md). Each effect is a few lines: a pitch
envelope, a waveform, an amplitude envelope.
"""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

RATE = 22050
ROOT = Path(__file__).resolve().parents[1] / "assets"


def tone(freq_start: float, freq_end: float, seconds: float, *, wave_kind: str = "sine",
         attack: float = 0.005, decay: float = 6.0, volume: float = 0.6) -> np.ndarray:
    """A sweep from one pitch to another with a fast attack and an exponential decay."""
    t = np.linspace(0, seconds, int(RATE * seconds), endpoint=False)
    freq = np.geomspace(freq_start, freq_end, t.size)
    phase = 2 * np.pi * np.cumsum(freq) / RATE
    if wave_kind == "square":
        signal = np.sign(np.sin(phase)) * 0.5
    elif wave_kind == "triangle":
        signal = 2 / np.pi * np.arcsin(np.sin(phase))
    elif wave_kind == "noise":
        signal = np.random.default_rng(7).uniform(-1, 1, t.size)
    else:
        signal = np.sin(phase)
    envelope = np.minimum(1.0, t / attack) * np.exp(-decay * t)
    return signal * envelope * volume


def chain(*parts: np.ndarray, gap: float = 0.0) -> np.ndarray:
    """Parts one after another with an optional silence between them."""
    silence = np.zeros(int(RATE * gap))
    out = []
    for part in parts:
        out.extend([part, silence])
    return np.concatenate(out)


def mix(*parts: np.ndarray) -> np.ndarray:
    """Parts played together (padded to the longest)."""
    length = max(p.size for p in parts)
    return sum(np.pad(p, (0, length - p.size)) for p in parts)


EFFECTS = {
    "click": lambda: tone(900, 700, 0.05, decay=60, volume=0.35),
    "select": lambda: tone(600, 1200, 0.09, wave_kind="triangle", decay=25, volume=0.45),
    "back": lambda: tone(700, 380, 0.1, wave_kind="triangle", decay=25, volume=0.4),
    "swap": lambda: tone(420, 640, 0.12, wave_kind="triangle", decay=18),
    "refuse": lambda: chain(tone(220, 180, 0.08, wave_kind="square", decay=20, volume=0.3),
                            tone(200, 150, 0.1, wave_kind="square", decay=20, volume=0.3), gap=0.02),
    "clear": lambda: mix(tone(880, 1760, 0.25, decay=10),
                         tone(1320, 2000, 0.2, wave_kind="triangle", decay=14, volume=0.3)),
    "cascade": lambda: chain(*(tone(660 * 1.26 ** i, 660 * 1.26 ** i, 0.08, decay=20, volume=0.4) for i in range(3))),
    "land": lambda: tone(160, 90, 0.08, decay=40, volume=0.5),
    "award": lambda: chain(*(tone(f, f, 0.1, wave_kind="triangle", decay=14, volume=0.45)
                             for f in (523, 659, 784, 1047))),
    "level": lambda: chain(*(tone(f, f, 0.16, wave_kind="triangle", decay=8) for f in (392, 523, 659, 784, 1047))),
    "gameover": lambda: chain(*(tone(f, f * 0.97, 0.25, wave_kind="triangle", decay=5) for f in (392, 330, 262, 196))),
    "win": lambda: chain(*(tone(f, f, 0.12, decay=10) for f in (523, 659, 784, 1047, 1319))),
    "lose": lambda: mix(tone(300, 60, 0.7, wave_kind="square", decay=4, volume=0.35),
                        tone(0.5, 0.5, 0.7, wave_kind="noise", decay=6, volume=0.2)),
    "step": lambda: tone(180, 120, 0.06, wave_kind="noise", decay=50, volume=0.25),
    "torch": lambda: mix(tone(1, 1, 0.5, wave_kind="noise", decay=7, volume=0.35),
                         tone(200, 500, 0.4, decay=6, volume=0.3)),
    "monster": lambda: tone(90, 70, 0.35, wave_kind="square", decay=6, volume=0.25),
    "dye": lambda: mix(tone(300, 500, 0.2, decay=12), tone(1, 1, 0.15, wave_kind="noise", decay=20, volume=0.15)),
    "sponge": lambda: tone(1, 1, 0.25, wave_kind="noise", decay=14, volume=0.3),
    "cut": lambda: chain(tone(2000, 1200, 0.05, wave_kind="noise", decay=40, volume=0.3),
                         tone(2200, 1300, 0.05, wave_kind="noise", decay=40, volume=0.3), gap=0.03),
    # Olifantenpad: a cell claimed, a visitor's point, a fence going up, the hour's chime, grass growing back
    "claim": lambda: mix(tone(520, 780, 0.12, wave_kind="triangle", decay=16, volume=0.4),
                         tone(1040, 1040, 0.08, decay=30, volume=0.15)),
    "coin": lambda: chain(tone(1320, 1320, 0.04, decay=40, volume=0.25), tone(1760, 1760, 0.06, decay=30, volume=0.25)),
    "fence": lambda: chain(tone(140, 90, 0.07, wave_kind="square", decay=30, volume=0.3),
                           tone(160, 100, 0.07, wave_kind="square", decay=30, volume=0.3), gap=0.04),
    "chime": lambda: mix(tone(784, 784, 0.9, decay=4, volume=0.3), tone(1175, 1175, 0.7, decay=5, volume=0.15),
                         tone(392, 392, 0.9, wave_kind="triangle", decay=4, volume=0.15)),
    "grow": lambda: mix(tone(300, 900, 0.35, wave_kind="triangle", decay=7, volume=0.25),
                        tone(1, 1, 0.3, wave_kind="noise", decay=12, volume=0.06)),
    # Floorplan: a stone line grinding along, a soft footstep, a talisman's chime, a round won or lost
    "shift": lambda: chain(mix(tone(150, 95, 0.42, wave_kind="triangle", decay=3, volume=0.35),
                               tone(1, 1, 0.42, wave_kind="noise", decay=5, volume=0.10)),
                           tone(120, 70, 0.09, decay=30, volume=0.45)),
    "walk": lambda: tone(260, 160, 0.05, wave_kind="noise", decay=70, volume=0.18),
    "talisman": lambda: mix(chain(tone(1047, 1047, 0.1, wave_kind="triangle", decay=14, volume=0.4),
                                  tone(1568, 1568, 0.28, wave_kind="triangle", decay=7, volume=0.4)),
                            tone(2093, 2093, 0.38, decay=9, volume=0.12)),
    "round_won": lambda: chain(*(tone(f, f, 0.13, wave_kind="triangle", decay=9, volume=0.5)
                                 for f in (659, 784, 988, 1319))),
    "round_lost": lambda: chain(*(tone(f, f * 0.98, 0.2, wave_kind="square", decay=6, volume=0.22)
                                  for f in (440, 415, 392, 294))),
}


def music_loop(seconds: float = 16.0) -> np.ndarray:
    """A calm arpeggio over a drone, looping seamlessly: the menu music."""
    notes = [220.0, 261.63, 329.63, 392.0, 329.63, 261.63, 196.0, 246.94]
    beat = seconds / 32
    out = np.zeros(int(RATE * seconds))
    for i in range(32):
        freq = notes[i % len(notes)] * (1.5 if (i // 8) % 4 == 2 else 1.0)
        note = tone(freq, freq, beat * 2, wave_kind="triangle", decay=3, volume=0.16)
        start = int(i * beat * RATE)
        end = min(out.size, start + note.size)
        out[start:end] += note[: end - start]
    t = np.arange(out.size) / RATE
    out += 0.05 * np.sin(2 * np.pi * 110 * t) * (0.6 + 0.4 * np.sin(2 * np.pi * t / seconds))
    return out


def write_wav(path: Path, samples: np.ndarray) -> None:
    """Write mono 16-bit PCM."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = (np.clip(samples, -1, 1) * 32767).astype("<i2")
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(data.tobytes())


def main() -> None:
    """Write every effect and the music loop."""
    for name, make in EFFECTS.items():
        write_wav(ROOT / "sounds" / f"{name}.wav", make())
    write_wav(ROOT / "music" / "theme.wav", music_loop())
    print(f"wrote {len(EFFECTS)} effects and 1 music loop under {ROOT}")


if __name__ == "__main__":
    main()
