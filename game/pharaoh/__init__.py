"""Pharaoh Tomb: an 8x8 match-three of hieroglyphs with cascades, level targets and pocket pieces."""
