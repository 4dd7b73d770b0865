"""A small seeded random number generator whose whole state is one integer.

The state lives inside each game's `State`, so saves, undo and replays restore the exact same
future random draws. The algorithm is SplitMix64: tiny, fast in pure Python, and the same on every
platform and Python version (unlike `random.Random`, whose internals are not part of its contract).
"""

from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int | str) -> int:
    """Turn a user-facing seed (an int or any string) into a 64-bit generator state."""
    if isinstance(seed, str):
        value = 1469598103934665603  # FNV-1a over the UTF-8 bytes
        for byte in seed.encode("utf-8"):
            value = ((value ^ byte) * 1099511628211) & _MASK
        return value
    return seed & _MASK


class Rng:
    """A mutable SplitMix64 generator; copy its `state` into the game state when you are done.

    Rules code builds one from the state at the start of `apply`, draws from it, and stores
    `rng.state` in the new state, so the input state is never touched.
    """

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next_u64(self) -> int:
        """Return the next 64-bit output and advance the state."""
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Return a uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def random(self) -> float:
        """Return a uniform float in [0, 1) with 53 bits of precision."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def chance(self, probability: float) -> bool:
        """Return True with the given probability (clamped to [0, 1])."""
        return self.random() < probability

    def choice(self, items: Sequence[T]) -> T:
        """Return one item of a non-empty sequence."""
        return items[self.randrange(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """Return a new list with the items in a random order (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.randrange(i + 1)
            out[i], out[j] = out[j], out[i]
        return out
