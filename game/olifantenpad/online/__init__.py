"""Olifantenpad with friends and online: an authoritative websocket server (rooms with a code,
rated duels), the messages it speaks, and the ratings it keeps. See docs/online.md."""
