"""Guppy: dye, sponge and cut a 9x9 cloth into colour patches to fill orders (seed 002)."""
