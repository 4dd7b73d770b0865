"""Board geometry: cells to design pixels and back, placing a board, row-major indices."""

from hypothesis import given
from hypothesis import strategies as st

from game.ui.board import BoardGeometry

BOARD = BoardGeometry(80, 656, 72, 8, 8)  # Pharaoh Tomb's board


@given(st.integers(1, 20), st.integers(1, 20), st.integers(4, 120), st.data())
def test_every_cell_centre_maps_back_to_its_cell(columns, rows, cell, data):
    # given any board and any cell on it
    board = BoardGeometry.centred_on((640, 360), cell, columns, rows)
    x, y = data.draw(st.integers(0, columns - 1)), data.draw(st.integers(0, rows - 1))
    # then its centre lies inside the board and reads back as the same cell
    px, py = board.cell_center((x, y))
    assert board.left < px < board.right and board.bottom < py < board.top
    assert board.cell_at(px, py) == (x, y)


@given(st.integers(0, 7), st.integers(0, 7), st.floats(0, 0.999), st.floats(0, 0.999))
def test_any_point_of_a_cell_reads_as_that_cell(x, y, fx, fy):
    # a point a fraction (fx, fy) into cell (x, y), measured from its top-left corner
    px = BOARD.left + (x + fx) * BOARD.cell
    py = BOARD.top - (y + fy) * BOARD.cell
    assert BOARD.cell_at(px, py) == (x, y)


def test_rows_count_downwards_and_points_off_the_board_are_none():
    assert BOARD.cell_center((0, 0)) == (116, 620)  # top-left cell
    assert BOARD.cell_center((7, 7)) == (620, 116)  # bottom-right cell
    assert BOARD.cell_center((3.5, 3.5)) == BOARD.middle == (368, 368)
    assert BOARD.cell_center((2, -1))[1] > BOARD.top  # a row above the board (refills start there)
    for point in ((79, 300), (656, 300), (300, 79.5), (300, 656.5), (-5, -5)):
        assert BOARD.cell_at(*point) is None
    # each edge belongs to one cell: the left and top edges are on the board
    assert BOARD.cell_at(80, 656) == (0, 0)
    assert BOARD.cell_at(655.9, 80.1) == (7, 7)


def test_fit_picks_the_largest_even_whole_pixel_cell_and_centres_the_board():
    # Romb Raider's board area, a 7x3 room, cells at most 112 pixels
    board = BoardGeometry.fit((90, 34, 1190, 590), 7, 3, max_cell=112, step=2)
    assert board.cell == 112
    assert board.width == 784 and board.left == 90 + (1100 - 784) // 2
    assert board.top == 590 - (556 - 336) // 2
    # a big room: the area limits the cell, rounded down to an even number
    big = BoardGeometry.fit((90, 34, 1190, 590), 15, 11, max_cell=112, step=2)
    assert big.cell == 50 and big.height <= 556 and big.width <= 1100


def test_indices_are_row_major_and_cells_go_row_by_row():
    board = BoardGeometry(0, 100, 10, 9, 5)
    assert board.index((4, 2)) == 22 and board.cell_of(22) == (4, 2)
    assert list(board.cells())[:3] == [(0, 0), (1, 0), (2, 0)]
    assert [board.index(c) for c in board.cells()] == list(range(45))
    assert board.centers()[10] == board.cell_center((1, 1))
    assert board.clamp((-3, 9)) == (0, 4) and board.contains((8, 4)) and not board.contains((9, 0))
    assert board.centroid([(0, 0), (2, 0)]) == board.cell_center((1, 0))
    assert board.centroid([]) == board.middle
