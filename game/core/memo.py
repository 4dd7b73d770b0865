"""A cache of a derived value per object, by identity, for records that are frozen but not cheaply
hashable (a room, a park, a museum): the rules build their fast tables once per content record."""

from __future__ import annotations

from typing import Callable, TypeVar

K = TypeVar("K")
V = TypeVar("V")

#: Records remembered at once; past this the cache starts again (a game plays one record at a time).
LIMIT = 64


def per_object(build: Callable[[K], V]) -> Callable[[K], V]:
    """`build` wrapped so that each object it is given is built for once while it lives: the cache
    holds the object too, so an id is never reused for another object while its entry stands."""
    cache: dict[int, tuple[K, V]] = {}

    def cached(key: K) -> V:
        hit = cache.get(id(key))
        if hit is not None and hit[0] is key:
            return hit[1]
        if len(cache) >= LIMIT:
            cache.clear()
        value = build(key)
        cache[id(key)] = (key, value)
        return value

    cached.__doc__ = build.__doc__
    return cached
