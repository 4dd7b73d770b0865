"""The `codes` kind of tools/fuzz.py: share codes, mutated and hostile, through `game.core.codes.decode`.

Seeds are the codes of the fuzzer's seed saves of every game: short ones (a new game on a shipped
level), full ones with moves, and full ones carrying an edited level. A case is one of:

- a seed code mistyped (a character changed, dropped, doubled, two swapped), or cut short;
- a seed code changed and its check character made right again, so the change reaches the decoder
  behind the check (the bits of a short code, the packed data of a full one);
- a full code whose data is the seed's envelope mutated as data (`mutate_data`), packed again;
- junk: random text, characters no code has, a zlib bomb, data that is not a game's, a code of a
  game this Quintet does not have, and hostile lengths (at and past `MAX_CODE_CHARS`).

`decode` must return or raise `CodeError` and nothing else; a code it accepts is played on as the
game screen would (`fuzz_play.play_on`).
"""

from __future__ import annotations

import json
import random
import zlib
from typing import Any, Callable


def seed_codes(games: list[Any], saves_of: Callable[[Any], list[dict[str, Any]]]) -> list[str]:
    """Valid codes of every game: of each seed save without and with its moves, and of a game on an
    edited level (Romb's first room with a torch more) where the games have one."""
    from game.core.codes import CodeError, encode
    from game.core.session import SaveError, Session

    found: list[str] = []
    for entry in games:
        for save in saves_of(entry)[:6]:
            try:
                session = Session.from_save(entry.load_rules(), save, entry.content_for)
                found.append(encode(session))
                found.append(encode(session, moves=True))
            except (SaveError, CodeError):
                continue
    try:
        found.append(encode(_edited_romb()))
    except Exception as exc:  # noqa: BLE001 - no Romb here: the other seeds still run
        print(f"  (no edited-level code: {type(exc).__name__}: {exc})")
    return found


def _edited_romb() -> Any:
    import dataclasses

    from game.app.games import new_session
    from game.catalog import game

    entry = game("romb")
    session = new_session(entry, seed=17)
    room = dataclasses.replace(session.content, torches=(*session.content.torches, (4, 2)), name="fuzz-room")
    from game.core.session import Session

    return Session(session.rules, dataclasses.replace(session.params, room="fuzz-room"), 17, room)


def _with_check(values: list[int]) -> str:
    from game.core.codes import _text, check_symbol

    return _text(values + [check_symbol(values)])


def _symbols(code: str) -> list[int]:
    from game.core.codes import normalize

    return normalize(code)[:-1]


def make_code(rng: random.Random, seeds: list[str], mutate_data: Callable[[Any, random.Random], Any]) -> str:
    """One case: a text to decode (see the module docstring for the mix)."""
    from game.core import codes

    code = rng.choice(seeds).replace("-", "")
    roll = rng.random()
    if roll < 0.05:  # as it was given, or typed loosely
        return rng.choice([code, code.lower(), " ".join(code[i:i + 3] for i in range(0, len(code), 3))])
    if roll < 0.25:  # a typing mistake, caught by the check character
        i = rng.randrange(len(code))
        return rng.choice([
            code[:i] + rng.choice(codes.ALPHABET) + code[i + 1:], code[:i] + code[i + 1:],
            code[:i] + code[i] + code[i:], code[:i] + code[i + 1:i + 2] + code[i:i + 1] + code[i + 2:],
            code[:rng.randrange(len(code))]])
    if roll < 0.5:  # changed symbols behind a right check character
        values = _symbols(code)
        for _ in range(rng.choice([1, 1, 2, 5])):
            values[rng.randrange(len(values))] = rng.randrange(32)
        if rng.random() < 0.2:
            values = values[:rng.randrange(1, len(values) + 1)] + [rng.randrange(32)
                                                                   for _ in range(rng.randrange(4))]
        return _with_check(values)
    if roll < 0.75:  # a full code's data mutated as data
        values = _symbols(code)
        if values[0] >> 3 == codes.FULL:
            body = json.loads(zlib.decompress(codes._from_symbols(values[1:])))
            data = mutate_data(body, rng)
            try:
                text = json.dumps(data, allow_nan=True)
            except (RecursionError, ValueError):
                text = "[" * 100_000
            return _with_check([values[0]] + codes._to_symbols(zlib.compress(text.encode(), 6)))
        return _with_check(values[:1] + [rng.randrange(32) for _ in range(rng.randrange(1, 30))])
    return _junk(rng, codes)


def _junk(rng: random.Random, codes: Any) -> str:
    game = rng.randrange(8)
    kind = rng.randrange(9)
    if kind == 0:
        return "".join(rng.choice(codes.ALPHABET) for _ in range(rng.randrange(0, 60)))
    if kind == 1:
        return "".join(chr(rng.randrange(0x20, 0x3000)) for _ in range(rng.randrange(1, 40)))
    if kind == 2:  # a bomb: a few KB that unpack to far more than a code may
        blob = zlib.compress(b"0" * (codes.MAX_CODE_BYTES + rng.randrange(1, 10_000_000)), 9)
        return _with_check([codes.FULL << 3 | game] + codes._to_symbols(blob))
    if kind == 3:
        text = rng.choice([b"{}", b"[]", b"null", b'{"params": {}}', b'{"seed": "x"}', b"\xff\xfe",
                           b'{"version": 99, "params": {}, "seed": 1}', b'{"fp": true, "seed": 1}'])
        return _with_check([codes.FULL << 3 | game] + codes._to_symbols(zlib.compress(text)))
    if kind == 4:  # hostile lengths
        length = rng.choice([codes.MAX_CODE_CHARS - 1, codes.MAX_CODE_CHARS + 1, 2 * codes.MAX_CODE_CHARS + 1])
        return "".join(rng.choice(codes.ALPHABET) for _ in range(length))
    if kind == 5:
        return _with_check([rng.randrange(32) for _ in range(rng.randrange(1, 40))])
    if kind == 6:  # a short code's bits, random but for the header
        return _with_check([codes.SHORT << 3 | game] + [rng.randrange(32) for _ in range(rng.randrange(1, 25))])
    if kind == 7:
        return "-" * rng.randrange(50) + "\n\t  " + "O0Il" * rng.randrange(10)
    return "".join(rng.choice(codes.ALPHABET + "UuIiLlOo- ") for _ in range(rng.randrange(4, 30)))


def load_code(text: str, play_on: Callable[..., str | None], accepted: str,
              refusal: Callable[[str], str]) -> str:
    """Decode a case: `accepted` (after playing on), a refusal, or a defect sentence."""
    from game.catalog import game
    from game.core.codes import CodeError, decode

    try:
        opened = decode(text)
    except CodeError as exc:
        if not exc.message:
            return "a code was refused without a sentence"
        return refusal(exc.message)
    if opened.moves:
        for played in opened.moves:
            opened.session.play(played.move, played.player)
    return play_on(game(opened.game_id), opened.session, random.Random(len(text))) or accepted
