"""Olifantenpad's textures: each picture of `art`, `art_marks` and `art_park` turned into an arcade
texture once per size and kept (the scene asks for them by name every time it builds a park)."""

from __future__ import annotations

import math
from functools import lru_cache

import arcade

from game.olifantenpad import art, art_marks, art_park


def _texture(image, key: str) -> arcade.Texture:
    return arcade.Texture(image, hash=f"olifantenpad-{key}", hit_box_algorithm=arcade.hitbox.algo_bounding_box)


def trimmed(image):
    """The picture cut down to what is not transparent, keeping its centre where it was (so a sprite
    still sits on its cell's centre): software rendering pays for every pixel of a sprite's quad,
    and most pieces fill a fraction of their cell."""
    box = image.getchannel("A").getbbox()
    if box is None:
        return image.crop((0, 0, 2, 2))
    w, h = image.size
    half_w = max(w / 2 - box[0], box[2] - w / 2)
    half_h = max(h / 2 - box[1], box[3] - h / 2)
    left = max(0, math.floor(w / 2 - half_w))
    top = max(0, math.floor(h / 2 - half_h))
    return image.crop((left, top, w - left, h - top))


@lru_cache(maxsize=8)
def park_texture(rows: tuple[str, ...], cell: int, border: int, seed: str, trees: bool = True) -> arcade.Texture:
    """The still picture of a park (lawn, water, sidewalks, furniture, gates, hedge; trees too for
    a preview), drawn 1:1."""
    image = art_park.park_image(rows, cell, border, seed, trees)
    return _texture(image, f"park-{seed}-{hash(rows)}-{cell}-{border}-{trees}")


#: The pictures whose first argument is a player (drawn in that player's look, `art.look`).
PLAYER_PICTURES = frozenset({"owner", "token", "marker", "swatch"})


def piece(name: str, cell: int, *args) -> arcade.Texture:
    """`_piece` with a player drawn in the look their seat has (`art.set_looks`)."""
    if name in PLAYER_PICTURES and args:
        args = (art.look(args[0]), *args[1:])
    return _piece(name, cell, *args)


def icon(name: str, pixels: int, *args, seat_order: bool = False) -> arcade.Texture:
    """`_icon` with a player drawn in the look their seat has (`art.set_looks`), or with
    `seat_order` in the look of their seat number (setup rows, before any game has looks)."""
    if name in PLAYER_PICTURES and args and not seat_order:
        args = (art.look(args[0]), *args[1:])
    return _icon(name, pixels, *args)


@lru_cache(maxsize=None)
def _piece(name: str, cell: int, *args) -> arcade.Texture:
    """A 2x picture for a cell of `cell` pixels (draw at scale 0.5), by name and arguments:
    patch(level), bridge(level, diagonal), owner(owner or None, fixed), tree(variant), fence,
    visitor(variant, child), footprint, token(player), marker(player, number), ring, cross, glow,
    sprout, dot(rgb)."""
    size = 2 * cell
    makers = {
        "patch": lambda: art.wear_patch_image(size, *args),
        "bridge": lambda: art.bridge_image(size, *args),
        "owner": lambda: art_marks.owner_mark_image(size, *args),
        "tree": lambda: art.tree_image(size, *args),
        "fence": lambda: art.fence_image(size),
        "visitor": lambda: art_marks.visitor_image(size, *args),
        "footprint": lambda: art_marks.footprint_image(size),
        "token": lambda: art_marks.token_image(size, *args),
        "marker": lambda: art_marks.step_marker_image(size, *args),
        "gold": lambda: art_marks.step_marker_image(size, 0, *args, 0.25, (214, 160, 40)),
        "ring": lambda: art_marks.ring_image(size),
        "cross": lambda: art_marks.cross_image(size),
        "glow": lambda: art_marks.glow_image(size),
        "sprout": lambda: art_marks.sprout_image(size),
        "dot": lambda: art_marks.dot_image(max(6, size // 7), *args),
    }
    image = makers[name]()
    if name not in ("ring", "bridge"):  # rings are hollow squares; a bridge's length is its reach
        image = trimmed(image)
    return _texture(image, f"{name}-{cell}-{'-'.join(map(str, args))}")


@lru_cache(maxsize=None)
def _icon(name: str, pixels: int, *args) -> arcade.Texture:
    """A HUD picture `pixels` wide at 2x (draw at scale 0.5): swatch(owner), token(player),
    visitor(variant, child), clock, hand(length, width), marker(player, number), empty(number)."""
    size = 2 * pixels
    makers = {
        "swatch": lambda: art_marks.swatch_image(size, *args),
        "token": lambda: art_marks.token_image(size, *args),
        "visitor": lambda: art_marks.visitor_image(size, *args),
        "clock": lambda: art_marks.clock_face_image(size),
        "hand": lambda: art_marks.clock_hand_image(size, *args),
        "marker": lambda: art_marks.step_marker_image(size, *args, 0.42),
        "empty": lambda: art_marks.empty_step_image(size, *args),
    }
    return _texture(makers[name](), f"icon-{name}-{pixels}-{'-'.join(map(str, args))}")


@lru_cache(maxsize=256)
def word(text: str, pixels: int, color: tuple) -> arcade.Texture:
    """A short word or number with a dark outline (points, call-outs), at 2x."""
    return _texture(art_marks.word_image(text, 2 * pixels, color), f"word-{text}-{pixels}-{color}")
