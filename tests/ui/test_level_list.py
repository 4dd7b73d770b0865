"""The scrolling level list, driven through real key, click and wheel events in the headless window."""

import arcade

from game.ui.level_list import LevelListScene

K = arcade.key
ROWS = 20  # more than the box holds (9 rows of 62 pixels in 560)


class Levels(LevelListScene):
    """Twenty levels, 1-15 open, the rest locked; picks and previews are recorded."""

    def __init__(self, app) -> None:
        super().__init__(app, 60, 600, 520, 560)
        self.picked: list[int] = []
        self.previews: list[int] = []
        for n in range(ROWS):
            self.menu.add(f"{n + 1}. Level", "new" if n < 15 else "locked", lambda n=n: self.picked.append(n),
                          enabled=n < 15, done=n < 3)
        self.menu.focus(0)

    def preview(self, index: int) -> None:
        self.previews.append(index)


def show_levels(app, drive) -> Levels:
    scene = Levels(app)
    app.push(scene)
    drive.frames(2)
    return scene


def row_centre(scene: Levels, index: int) -> tuple[float, float]:
    row = scene.menu.widgets[index]
    return row.left + row.width / 2, row.bottom + row.height / 2


def test_the_list_shows_what_fits_and_scrolls_to_follow_the_focus(app, drive):
    # given twenty levels in a box that holds nine
    scene = show_levels(app, drive)
    menu = scene.menu
    assert menu.rows_shown == 9 and list(menu.shown) == list(range(9))
    assert menu.more_below and not menu.more_above
    assert scene.previews == [0]
    # when Down is pressed eight times the focus reaches the last row shown, nothing scrolls yet
    for _ in range(8):
        drive.key(K.DOWN)
    assert menu.index == 8 and menu.first == 0
    # when Down is pressed once more the list scrolls by one row, keeping the focus at the bottom
    drive.key(K.DOWN)
    assert menu.index == 9 and menu.first == 1 and menu.more_above
    assert row_centre(scene, 9)[1] < row_centre(scene, 1)[1]
    assert scene.previews[-1] == 9
    # and Enter picks the focused level
    drive.key(K.ENTER)
    assert scene.picked == [9]


def test_locked_levels_are_skipped_and_page_and_end_keys_jump(app, drive):
    scene = show_levels(app, drive)
    menu = scene.menu
    drive.key(K.END)  # the last open level
    assert menu.index == 14 and menu.first == 6 and 14 in menu.shown
    drive.key(K.DOWN)  # past the locked ones, round to the first
    assert menu.index == 0 and menu.first == 0
    drive.key(K.UP)  # and back round to the last open one
    assert menu.index == 14
    drive.key(K.HOME)
    assert menu.index == 0 and menu.first == 0
    drive.key(K.PAGEDOWN)
    assert menu.index == 9 and 9 in menu.shown
    drive.key(K.PAGEDOWN)  # 18 is locked: the nearest open level before it
    assert menu.index == 14


def test_the_wheel_scrolls_and_only_rows_on_screen_answer_clicks(app, drive):
    scene = show_levels(app, drive)
    menu = scene.menu
    top_row = row_centre(scene, 0)
    # when the wheel turns down three notches the window moves three rows; the focus stays
    wx, wy = drive.window_point(640, 360)
    for _ in range(3):
        app.dispatch_event("on_mouse_scroll", wx, wy, 0, -1)
    drive.frames(2)
    assert menu.first == 3 and menu.index == 0
    # then the row now at the top of the box is the fourth, and a click there picks it
    assert row_centre(scene, 3) == top_row
    drive.click(*top_row)
    assert scene.picked == [3] and menu.index == 3
    # and the wheel stops at the end of the list
    for _ in range(30):
        app.dispatch_event("on_mouse_scroll", wx, wy, 0, -1)
    drive.frames(1)
    assert menu.first == ROWS - menu.rows_shown and not menu.more_below
    # a click on a locked row does nothing
    drive.click(*row_centre(scene, 19))
    assert scene.picked == [3]


def test_escape_goes_back(app, drive):
    scene = show_levels(app, drive)
    drive.key(K.ESCAPE)
    assert app.scene is not scene
