"""Python's young garbage collections at a frame's end, once its drawing is sent off, rather than
wherever an allocation mid-frame happens to start one.

Python collects its youngest generation when 700 more objects were made than freed, and the one
above it every tenth time; in a game scene those took 0.2-0.5 ms and 1.2-1.8 ms (a turn's closures,
sound players and colours: 5,400 young objects in Pharaoh Tomb), in whichever frame the count ran
out, often the heaviest (a move's first frame makes the most objects). `collect_young`, called when
a frame is on its way to the renderer (`game.ui.scene.Scene.on_draw`), runs the collection Python
would run next a little before Python would, so the renderer shades the frame meanwhile. A full
collection is left to Python (it also weighs how much of the old generation is new): when one is
due, nothing is done here.
"""

from __future__ import annotations

import gc

#: Objects pending (made and not freed) at which a frame's end collects the youngest generation,
#: short of Python's threshold (700): a frame seldom makes 200 more.
YOUNG = 500


def collect_young() -> int | None:
    """Collect the generation Python would collect next (0, or 1 every tenth time) if objects
    enough are pending; returns which, or None (too few, or a full collection is due: Python's)."""
    pending, young_runs, older_runs = gc.get_count()
    _, per_young, per_older = gc.get_threshold()
    if pending < YOUNG or not gc.isenabled() or older_runs > per_older:
        return None
    generation = 1 if young_runs > per_young else 0  # as Python chooses (gc_collect_generations)
    gc.collect(generation)
    return generation
