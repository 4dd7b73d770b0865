"""What the rules hide stays hidden: the player's story of a turn never holds the squares of a
monster move in the dark, and the scene is handed only that story."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.session import Session
from game.romb.pure.content import content_for, load
from game.romb.pure.rules import RULES, MonsterHeard, MonsterMoved, Params

ROOMS = [record.name for record in load()]


@settings(max_examples=40, deadline=None)
@given(room=st.sampled_from(ROOMS), picks=st.lists(st.integers(0, 4), min_size=1, max_size=60))
def test_a_monster_move_in_the_dark_reaches_the_player_only_as_heard(room, picks):
    session = Session(RULES, Params(room=room), 0, content_for(Params(room=room)))
    for pick in picks:
        moves = RULES.legal_moves(session.state)
        if not moves:
            break
        events = session.play(moves[pick % len(moves)])
        story = session.events_for(events, 0)
        assert len(story) == len(events)
        for full, seen in zip(events, story):
            if isinstance(full, MonsterMoved) and not full.visible:
                assert seen == MonsterHeard(full.monster)
            else:
                assert seen == full
        assert not any(isinstance(e, MonsterMoved) and not e.visible for e in story)
