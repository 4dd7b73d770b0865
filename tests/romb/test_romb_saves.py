"""Romb Raider saves carry their room: a game saved in a room whose file is edited or deleted
afterwards still loads, continues and replays exactly as it was played. The rooms are a tmp copy of
levels/ (the content module's resource root pointed at it), so the shipped files stay untouched."""

from __future__ import annotations

import shutil

import pytest

from game.core.content import ContentError
from game.core.paths import resource
from game.core.rules import Status
from game.core.session import SaveError, Session, replay
from game.romb.pure import content
from game.romb.pure.rules import RULES, Params

ROOM = "torchlight"
PARAMS = Params(room=ROOM)
#: torchlight with the goal moved and a wall across the middle: a different room of the same name
EDITED = [
    "+-+-+-+-+-+-+",
    "|S . . . . G|",
    "+ + +-+-+ + +",
    "|. . . . . .|",
    "+ + + + + + +",
    "|. T . . . .|",
    "+ + + + + + +",
    "|. . . . . .|",
    "+-+-+-+-+-+-+",
]


@pytest.fixture
def rooms(tmp_path, monkeypatch):
    """A copy of the shipped levels/ folder that the content module reads instead."""
    root = tmp_path / "root"
    shutil.copytree(resource("levels"), root / "levels")
    monkeypatch.setattr(content, "resource_root", lambda: root)
    return root / "levels" / "romb"


def played_session() -> Session:
    """A few turns in the room as the files have it now (moves that keep the game going)."""
    session = Session(RULES, PARAMS, 0, content.content_for(PARAMS))
    for _ in range(4):
        moves = RULES.legal_moves(session.state)
        safe = [m for m in moves if RULES.status(RULES.apply(session.state, m)[0]) == Status.PLAYING]
        session.play(safe[0])
    assert len(session.history) == 4 and session.status() == Status.PLAYING
    return session


def edit_room(folder) -> None:
    """Rewrite torchlight's picture in the copied levels folder."""
    (path,) = folder.glob(f"*-{ROOM}.toml")
    text = path.read_text(encoding="utf-8")
    head = text[:text.index("picture = [")]
    path.write_text(head + "picture = [\n" + "".join(f'  "{line}",\n' for line in EDITED) + "]\n",
                    encoding="utf-8")


def assert_loads_continues_and_replays(data: dict, session: Session) -> None:
    loaded = Session.from_save(RULES, data, content.content_for)
    assert loaded.state == session.state and loaded.history == session.history
    again, moves = Session.for_replay(RULES, data, content.content_for)
    assert again.state == session.start_state
    for played in moves:
        again.play(played.move, played.player)
    assert again.state == session.state
    assert [state for _, state, _ in replay(RULES, data, content.content_for)][-1] == session.state
    move = RULES.legal_moves(session.state)[0]
    assert loaded.play(move) == session.play(move) and loaded.state == session.state


def test_a_save_survives_an_edit_of_its_room_file(rooms):
    session = played_session()
    data = session.to_save()
    edit_room(rooms)
    now = content.content_for(PARAMS)
    assert now.goal == (5, 0) and now != session.state.room  # the file says something else now
    assert RULES.content_from_dict(data["content"]) == session.state.room
    assert_loads_continues_and_replays(data, session)
    # a new game of that room is played on the edited file
    assert Session(RULES, PARAMS, 0, content.content_for(PARAMS)).state.room == now


def test_a_save_survives_the_deletion_of_its_room_file(rooms):
    session = played_session()
    data = session.to_save()
    for path in rooms.glob(f"*-{ROOM}.toml"):
        path.unlink()
    with pytest.raises(ContentError, match=f"no room called '{ROOM}'"):
        content.content_for(PARAMS)
    assert_loads_continues_and_replays(data, session)


def test_a_save_without_its_room_needs_the_file_and_says_so(rooms):
    data = played_session().to_save()
    del data["content"]  # as saves were before they carried their content
    for path in rooms.glob(f"*-{ROOM}.toml"):
        path.unlink()
    with pytest.raises(SaveError, match="content that cannot be found now"):
        Session.from_save(RULES, data, content.content_for)
