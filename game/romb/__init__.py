"""Romb Raider: grab the loot in a dark room and get back out while monsters glide through the fog."""
