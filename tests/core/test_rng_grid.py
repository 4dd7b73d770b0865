"""The seeded RNG and the grid helpers."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.grid import adjacent, connected_components, neighbours4, neighbours8, parse_picture, square
from game.core.rng import Rng, seed_state


def test_same_seed_same_draws_and_state_resumes():
    a, b = Rng(seed_state(42)), Rng(seed_state(42))
    draws = [a.randrange(1000) for _ in range(50)]
    assert draws == [b.randrange(1000) for _ in range(50)]
    resumed = Rng(a.state)
    assert [resumed.randrange(10) for _ in range(20)] == [a.randrange(10) for _ in range(20)]
    assert draws != [Rng(seed_state(43)).randrange(1000) for _ in range(50)]


def test_known_output_guards_the_algorithm():
    # SplitMix64 from state 0: the first output is the published reference value.
    assert Rng(0).next_u64() == 0xE220A8397B1DCDAF


def test_string_seeds_are_stable():
    assert seed_state("pharaoh") == seed_state("pharaoh") != seed_state("pharaoh2")


@given(st.integers(0, 2**64 - 1), st.integers(1, 50))
@settings(max_examples=200, deadline=None)
def test_randrange_in_range(state, n):
    rng = Rng(state)
    assert all(0 <= rng.randrange(n) < n for _ in range(20))


def test_randrange_is_roughly_uniform():
    rng = Rng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.randrange(6)] += 1
    assert all(900 < c < 1100 for c in counts)


def test_shuffled_is_a_permutation():
    rng = Rng(3)
    items = list(range(30))
    out = rng.shuffled(items)
    assert sorted(out) == items and out != items


def test_neighbours_order_and_bounds():
    assert list(neighbours4((0, 0), 3, 3)) == [(1, 0), (0, 1)]
    assert list(neighbours4((1, 1), 3, 3)) == [(1, 0), (2, 1), (1, 2), (0, 1)]  # N, E, S, W
    assert len(list(neighbours8((1, 1), 3, 3))) == 8
    assert len(list(square((0, 0), 1, 5, 5))) == 4
    assert adjacent((1, 1), (1, 2)) and not adjacent((1, 1), (2, 2))


def test_connected_components_and_pictures():
    rows = parse_picture("""
        ##.
        ..#
        .##
    """)
    cells = {(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#"}
    groups = connected_components(cells)
    assert [sorted(g) for g in groups] == [[(0, 0), (1, 0)], [(1, 2), (2, 1), (2, 2)]]
