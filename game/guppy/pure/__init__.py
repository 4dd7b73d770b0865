"""Guppy's pure side: the rules and their events, the level table, the snapshot checks and the
hint. Nothing here draws or reads input (see docs/platform.md); tests/core/test_layers.py checks
every module of this folder."""
