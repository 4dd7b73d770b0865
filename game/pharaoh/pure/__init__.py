"""Pharaoh Tomb's pure side: the rules, the level tables and their records, the snapshot check,
the hint. Nothing here draws or reads input (see docs/platform.md); tests/core/test_layers.py
checks every module of this folder."""
