"""Share codes: one short text that says everything needed to play the same game bit for bit.

A code names the game, its params and seed, and its level: by name when it is a shipped one (the
code then stays short enough to say aloud: `R0M7-3KQ9-XV2C`), else the level itself, compressed. It
may carry the moves too ("watch how I did it"), which opens a replay.

- Alphabet: Crockford's base 32 (`0-9 A-Z` without I, L, O, U): no look-alike letters; typing is
  forgiving (lower case, `O` for 0, `I`/`L` for 1, spaces and hyphens are ignored).
- The last character is a check: a weighted sum over GF(32), which refuses every code with one
  character mistyped and every one with two neighbours swapped, as mistyped.
- The first character says the form and the game (`CODE_GAMES`, append-only, so an old code keeps
  its game). The short form is bit-packed: a 10-bit fingerprint of the level (a code made on another
  version of a shipped level is refused, never played on different content), the seed, and only the
  params that differ from the game's defaults, their strings taken from `WORDS` (append-only too).
  The full form is zlib-compressed canonical JSON of the save's envelope.
- Decoding builds a save and goes through `Session.from_save`: the same params check, content checks
  and time limits as a save file. Whatever the text holds, `decode` raises `CodeError` (a sentence)
  and nothing else, within `MAX_CODE_CHARS` of input and `MAX_CODE_BYTES` of decompressed data.

No arcade and no file reading here beyond what the game's content loaders read for shipped levels.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import zlib
from dataclasses import dataclass
from typing import Any

from game.core.limits import MAX_MOVES
from game.core.session import SaveError, Session, to_plain
from game.core.storage import parse_json

#: Crockford's base 32: digits and capitals without I, L, O and U.
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
_VALUE.update({"O": 0, "I": 1, "L": 1})
#: The games a code can name, by the number in its first character: append only, never reorder.
CODE_GAMES: tuple[str, ...] = ("floorplan", "olifantenpad", "guppy", "romb", "pharaoh", "sample")
#: Strings a short code names by number (shipped level names, modes, seats...): append only; a
#: string not here is spelled out, which only makes the code longer.
WORDS: tuple[str, ...] = (
    "human", "easy", "normal", "hard", "classic", "short", "endless", "visitor", "alternate",
    "first-cut", "pick-up", "museum", "arcade", "two-wings",
    "corner-meadow", "pond-ring", "orchard", "market-square", "river-walk",
    "first-steps", "torchlight", "stone-shields", "the-way-back", "lamp-gallery", "long-hall",
    "crossroads", "deep-vault",
)
SHORT, FULL = 0, 1  # the form, in the first character's top two bits (2 and 3: a newer Quintet)
#: Most characters a code may have (a level and 100,000 moves compress to well under this).
MAX_CODE_CHARS = 400_000
#: Most bytes a full code's data may unpack to (a bomb is refused at this size, not after).
MAX_CODE_BYTES = 4 * 1024 * 1024
FINGERPRINT_BITS = 10
#: The day a date string in the params counts from (Olifantenpad's Park of the Day).
EPOCH = datetime.date(2024, 1, 1)
DAY_ORDER = 8  # days are counted in exponential Golomb code of this order (a year or two: 11 bits)


class CodeError(Exception):
    """A code that cannot be played; `message` is a sentence a player can read. `mistyped` is
    True when the check character disagrees (a typing mistake, not a code of another version)."""

    def __init__(self, message: str, *, mistyped: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.mistyped = mistyped


@dataclass(frozen=True)
class Decoded:
    """What a code opens: the game, a session at its start (the moves already checked), and the
    moves to play back when the code carries them (empty: play it yourself)."""

    game_id: str
    session: Session
    moves: list[Any]

    @property
    def replay(self) -> bool:
        """True when the code carries moves to watch."""
        return bool(self.moves)


# -- the check character ------------------------------------------------------------------------
def _gf_mul(a: int, b: int) -> int:
    """Multiply in GF(32) (the polynomial x^5 + x^2 + 1)."""
    out = 0
    while b:
        if b & 1:
            out ^= a
        b >>= 1
        a <<= 1
        if a & 32:
            a ^= 0b100101
    return out


def check_symbol(values: list[int]) -> int:
    """The check of a code's symbols: the sum of each times the generator to the power of its place.

    Each weight is non-zero (one wrong symbol changes the sum) and no two neighbours share one (two
    swapped symbols change it), as in a Reed-Solomon check symbol."""
    total, weight = 0, 2
    for value in values:
        total ^= _gf_mul(weight, value)
        weight = _gf_mul(weight, 2)
        if weight == 1:  # the generator's order is 31: skip the weight 1 of the check itself
            weight = 2
    return total


# -- bits ---------------------------------------------------------------------------------------
class _Bits:
    """Bits written and read most significant first, with the small codes the short form uses."""

    def __init__(self, bits: str = "") -> None:
        self.bits = bits
        self.at = 0

    def put(self, value: int, width: int) -> None:
        """`value` in `width` bits."""
        self.bits += format(value, f"0{width}b") if width else ""

    def get(self, width: int) -> int:
        """The next `width` bits as a number; `CodeError` past the end."""
        if self.at + width > len(self.bits):
            raise CodeError("this code is cut short: a part of it is missing")
        piece = self.bits[self.at:self.at + width]
        self.at += width
        return int(piece, 2) if piece else 0

    def put_count(self, value: int, order: int = 0) -> None:
        """A count (0 and up) in exponential Golomb code of `order` (0: Elias gamma of value + 1):
        small numbers take few bits, numbers around 2**order about order + 3."""
        value += 1 << order
        self.put(0, value.bit_length() - 1 - order)
        self.put(value, value.bit_length())

    def get_count(self, limit: int = 1 << 20, order: int = 0) -> int:
        """A count written by `put_count`, refused past `limit`."""
        zeros = 0
        while self.get(1) == 0:
            zeros += 1
            if zeros > limit.bit_length():
                raise CodeError("this code holds a number too large to be a code's")
        value = ((1 << (zeros + order)) | self.get(zeros + order)) - (1 << order)
        if value > limit:
            raise CodeError("this code holds a number too large to be a code's")
        return value


def _to_symbols(data: bytes) -> list[int]:
    bits = "".join(format(byte, "08b") for byte in data)
    bits += "0" * (-len(bits) % 5)
    return [int(bits[i:i + 5], 2) for i in range(0, len(bits), 5)]


def _from_symbols(values: list[int]) -> bytes:
    bits = "".join(format(v, "05b") for v in values)
    return bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits) - 7, 8))


def _text(values: list[int]) -> str:
    return "".join(ALPHABET[v] for v in values)


def group(code: str) -> str:
    """A short code in groups of four, to read aloud (`R0M7-3KQ9-XV2C`); a long one as it is."""
    if len(code) > 24:
        return code
    return "-".join(code[i:i + 4] for i in range(0, len(code), 4))


def normalize(text: str) -> list[int]:
    """The symbols of a typed code: case, spaces, hyphens and look-alikes forgiven. Raises
    `CodeError` for a character no code has, and for a text too long or too short to be one."""
    if not isinstance(text, str):
        raise CodeError("a code is text")
    if len(text) > 2 * MAX_CODE_CHARS:
        raise CodeError(f"this text is too long to be a code (a code has at most {MAX_CODE_CHARS:,} characters)")
    values = []
    for ch in text:
        if ch in " \t\r\n-_.":
            continue
        value = _VALUE.get(ch.upper())
        if value is None:
            shown = repr(ch) if ch.isprintable() else ascii(ch)
            raise CodeError(f"{shown} is not a character of a code (codes use 0-9 and A-Z without I, L, O, U)"
                            if ch.upper() != "U" else "'U' is not a character of a code: is it a V?")
        values.append(value)
    if len(values) > MAX_CODE_CHARS:
        raise CodeError(f"this text is too long to be a code (a code has at most {MAX_CODE_CHARS:,} characters)")
    if len(values) < 4:
        raise CodeError("this is too short to be a code")
    return values


# -- params in the short form ---------------------------------------------------------------------
class _NoShort(Exception):
    """A value the short form cannot say (the full form says it)."""


def _put_value(bits: _Bits, value: Any, like: Any) -> None:
    """A params value, of the type of the field's default `like`."""
    if isinstance(like, bool):
        if not isinstance(value, bool):
            raise _NoShort
        bits.put(int(value), 1)
    elif isinstance(like, int):
        if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 1 << 40:
            raise _NoShort
        bits.put_count(2 * value if value >= 0 else -2 * value - 1)
    elif isinstance(like, str):
        _put_string(bits, value)
    elif isinstance(like, list) and like:
        if not isinstance(value, list) or len(value) > 64:
            raise _NoShort
        bits.put_count(len(value))
        for item in value:
            _put_value(bits, item, like[0])
    else:
        raise _NoShort


def _get_value(bits: _Bits, like: Any) -> Any:
    if isinstance(like, bool):
        return bool(bits.get(1))
    if isinstance(like, int):
        number = bits.get_count(1 << 41)
        return number // 2 if number % 2 == 0 else -(number + 1) // 2
    if isinstance(like, str):
        return _get_string(bits)
    if isinstance(like, list) and like:
        return [_get_value(bits, like[0]) for _ in range(bits.get_count(64))]
    raise CodeError("this code's params do not fit its game")


def _put_string(bits: _Bits, value: Any) -> None:
    """A string: a word's number, a date (days from `EPOCH`), or spelled out in 7-bit ASCII."""
    if not isinstance(value, str):
        raise _NoShort
    if value in WORDS:
        bits.put(0, 2)
        bits.put_count(WORDS.index(value))
        return
    try:
        date = datetime.date.fromisoformat(value)
    except ValueError:
        date = None
    if date is not None and date >= EPOCH and date.isoformat() == value:
        bits.put(1, 2)
        bits.put_count((date - EPOCH).days, DAY_ORDER)
        return
    if len(value) > 64 or not value.isascii():
        raise _NoShort
    bits.put(2, 2)
    bits.put_count(len(value))
    for ch in value:
        bits.put(ord(ch), 7)


def _get_string(bits: _Bits) -> str:
    tag = bits.get(2)
    if tag == 0:
        index = bits.get_count(len(WORDS))
        if index >= len(WORDS):
            raise CodeError("this code names a word this Quintet does not know (is it from a newer one?)")
        return WORDS[index]
    if tag == 1:
        return (EPOCH + datetime.timedelta(days=bits.get_count(2_000_000, DAY_ORDER))).isoformat()
    if tag == 2:
        return "".join(chr(bits.get(7)) for _ in range(bits.get_count(64)))
    raise CodeError("this code's params are damaged")


# -- encoding ------------------------------------------------------------------------------------
def _canonical(data: Any) -> bytes:
    return json.dumps(to_plain(data), sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def fingerprint(rules: Any, content: Any) -> int:
    """A 32-bit hash of a content record (None for none), so that a code made on one version of a
    shipped level is never played on another."""
    data = rules.content_to_dict(content) if content is not None and rules.content_type is not None else None
    return int.from_bytes(hashlib.blake2s(_canonical(data), digest_size=4).digest(), "big")


def _shipped(entry: Any, rules: Any, session: Session) -> bool:
    """True when the session's content is what its params name in this Quintet's files."""
    if session.content is None or rules.content_type is None:
        return True
    try:
        found = entry.content_for(session.params)
    except Exception:  # noqa: BLE001 - no shipped level of that name: the code carries the level
        return False
    return bool(_canonical(rules.content_to_dict(found)) == _canonical(rules.content_to_dict(session.content)))


def encode(session: Session, *, moves: bool = False) -> str:
    """The code of a session (grouped for reading when short): its game, params, seed and level,
    and with `moves` its moves, to be watched. Raises `CodeError` for a game codes cannot name."""
    from game.catalog import game

    rules = session.rules
    if session.no_code is not None:
        raise CodeError(session.no_code)
    if rules.game_id not in CODE_GAMES:
        raise CodeError(f"{rules.game_id!r} games have no codes")
    entry = game(rules.game_id)
    save = session.to_save()
    shipped = _shipped(entry, rules, session)
    number = CODE_GAMES.index(rules.game_id)
    # a session on no content (a snapshot carries its level) loads on the shipped one, unchecked
    unchecked = session.content is None and rules.content_type is not None
    if shipped and not unchecked and "start" not in save and not (moves and save["moves"]):
        try:
            return group(_short(rules, save, number, fingerprint(rules, session.content)))
        except _NoShort:
            pass
    body: dict[str, Any] = {"version": save["version"], "params": save["params"], "seed": save["seed"]}
    if moves and save["moves"]:
        body["moves"] = save["moves"]
    if "start" in save:
        body["start"] = save["start"]
    if shipped and not unchecked:
        body["fp"] = fingerprint(rules, session.content)
    elif "content" in save:
        body["content"] = save["content"]
    values = [FULL << 3 | number] + _to_symbols(zlib.compress(_canonical(body), 9))
    return _text(values + [check_symbol(values)])


def _short(rules: Any, save: dict[str, Any], number: int, print_: int) -> str:
    seed = save["seed"]
    if not isinstance(seed, int) or not 0 <= seed < 1 << 63:
        raise _NoShort
    bits = _Bits()
    bits.put(print_ >> (32 - FINGERPRINT_BITS), FINGERPRINT_BITS)
    bits.put(seed.bit_length(), 6)
    bits.put(seed, seed.bit_length())
    defaults = to_plain(rules.params_to_dict(rules.params_type()))
    params = to_plain(save["params"])
    if set(params) != set(defaults):
        raise _NoShort
    for index, (key, like) in enumerate(defaults.items()):
        if params[key] != like:
            bits.put_count(index + 1)
            _put_value(bits, params[key], like)
    bits.put_count(0)
    bits.bits += "0" * (-len(bits.bits) % 5)
    values = [SHORT << 3 | number] + [int(bits.bits[i:i + 5], 2) for i in range(0, len(bits.bits), 5)]
    return _text(values + [check_symbol(values)])


# -- decoding ------------------------------------------------------------------------------------
def decode(text: str) -> Decoded:
    """The game a code opens, checked as a save is (params, content, every move), or `CodeError`
    with a sentence, whatever the text holds."""
    try:
        return _decode(text)
    except CodeError:
        raise
    except SaveError as exc:
        raise CodeError(f"this code does not open a game: {_code_words(exc.message)}") from None
    except (MemoryError, RecursionError, OverflowError, ValueError, TypeError, KeyError, IndexError) as exc:
        raise CodeError(f"this code cannot be read ({type(exc).__name__})") from None


def _code_words(message: str) -> str:
    """A save loader's sentence said of a code."""
    return message.replace("the save's", "the code's").replace("the save", "the code").replace(
        "of the save", "of the code")


def _decode(text: str) -> Decoded:
    values = normalize(text)
    *body, check = values
    if check_symbol(body) != check:
        raise CodeError("this code is mistyped: its check character does not match (look for a wrong or "
                        "swapped character)", mistyped=True)
    form, number = body[0] >> 3, body[0] & 7
    if form > FULL:
        raise CodeError("this code was made by a newer Quintet")
    if number >= len(CODE_GAMES):
        raise CodeError("this code is for a game this Quintet does not have")
    entry, rules = _game(CODE_GAMES[number])
    wanted: int | None
    if form == SHORT:
        save, wanted = _read_short(rules, body[1:])
        bits = FINGERPRINT_BITS
    else:
        save, wanted = _read_full(rules, body[1:])
        bits = 32
    save.update({"format": "quintet-save", "game": rules.game_id})
    played = save.get("moves", [])
    session, moves = Session.for_replay(rules, save, entry.content_for)
    if wanted is not None and fingerprint(rules, session.content) >> (32 - bits) != wanted:
        raise CodeError(f"this code was made on another version of the {entry.title} level it "
                        "names (its Quintet's files differ from these)")
    return Decoded(rules.game_id, session, list(moves) if played else [])


def _game(game_id: str) -> tuple[Any, Any]:
    """The record and rules of a code's game; `CodeError` when this Quintet cannot play it."""
    from game.catalog import game

    try:
        entry = game(game_id)
        return entry, entry.load_rules()
    except (KeyError, ImportError):
        raise CodeError("this code is for a game this Quintet does not have") from None


def _read_short(rules: Any, values: list[int]) -> tuple[dict[str, Any], int]:
    bits = _Bits("".join(format(v, "05b") for v in values))
    wanted = bits.get(FINGERPRINT_BITS)
    length = bits.get(6)
    seed = bits.get(length)
    params = dict(to_plain(rules.params_to_dict(rules.params_type())))
    keys = list(params)
    while (index := bits.get_count(64)) != 0:
        if index > len(keys):
            raise CodeError("this code sets a param its game does not have (is it from a newer Quintet?)")
        params[keys[index - 1]] = _get_value(bits, params[keys[index - 1]])
    if len(bits.bits) - bits.at >= 5 or "1" in bits.bits[bits.at:]:
        raise CodeError("this code has characters past its end")
    return {"version": rules.save_version, "params": params, "seed": seed, "moves": []}, wanted


def _read_full(rules: Any, values: list[int]) -> tuple[dict[str, Any], int | None]:
    packed = _from_symbols(values)
    unpack = zlib.decompressobj()
    try:
        raw = unpack.decompress(packed, MAX_CODE_BYTES)
    except zlib.error:
        raise CodeError("this code is damaged: its data cannot be unpacked") from None
    if unpack.unconsumed_tail:
        raise CodeError(f"this code unpacks to more than {MAX_CODE_BYTES // (1024 * 1024)} MB; no game is that large")
    if not unpack.eof:
        raise CodeError("this code is cut short: its data ends too soon")
    try:
        body = parse_json(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise CodeError(f"this code is damaged: {exc}") from None
    if not isinstance(body, dict) or not set(body) <= {"version", "params", "seed", "moves", "start", "fp",
                                                        "content"}:
        raise CodeError("this code is damaged: its data is not a game's")
    moves = body.get("moves", [])
    if isinstance(moves, list) and len(moves) > MAX_MOVES:
        raise CodeError(f"this code has more than {MAX_MOVES:,} moves")
    wanted = body.pop("fp", None)
    if wanted is not None and (not isinstance(wanted, int) or isinstance(wanted, bool)):
        raise CodeError("this code is damaged: its level's fingerprint is not a number")
    if wanted is not None and "content" in body:
        raise CodeError("this code is damaged: it both names a level and carries one")
    body.setdefault("moves", [])
    return body, wanted


def looks_like_code(text: str) -> bool:
    """True when a command-line argument is meant as a code, not a file: no such file is there, and
    it has no mark of a path (a dot, a slash); a mistyped code then gets a code's refusal."""
    from pathlib import Path

    if not text or any(ch in "./\\" for ch in text):
        return False
    try:
        return not Path(text).exists()
    except (OSError, ValueError):  # a name too long to be a file's
        return True
