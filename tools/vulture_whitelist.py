"""Names the dead-code check (`vulture`, run by `make check`) cannot see being used; not imported
by anything. Each group says why its names are alive. A name belongs here only when something
outside Python's own name lookup reads it; anything else vulture finds is dead and is deleted."""

# ruff: noqa: F821, B018
# (the entries are bare names and `_.attribute` lines in vulture's whitelist form: never run)

# Read through a "module:name" string of a game's `SPEC` (game/spec.py resolves them), or a field
# of `GameSpec` read with getattr(spec, name).
bench_actions
Progress
DESIGN
shots
bench

# Fields of the `Progress` dataclasses: the profile loader reads them with dataclasses.fields().
view_game
view_facing
view_large
rated_games
lessons
online_name
online_player
online_rating
# A field of a msgspec content record: read from the TOML file and the JSON Schema.
reveal_seconds

# Hooks arcade and pyglet call by name (views, windows, text input), and attributes of arcade,
# pyglet and pymunk objects that their libraries read (a font atlas, a camera, a GL scissor box,
# physics shapes and bodies).
_.on_text
# pytest's hook for parametrising a test module's tests, called by name.
pytest_generate_tests
_.on_mouse_scroll
_.on_show_view
_.on_hide_view
_.on_mouse_motion
scroll_x
_.texture_height
_.texture_width
_.glyph_fit
_.projection
_.scissor
_.elasticity
_.velocity
_.angular_velocity

# Labels, textures and masks kept on purpose: the object draws (in a batch or a sprite list)
# or is cached as long as its owner keeps a reference.
_.players_head
_.groups_head
_.keys_text
_.palette_title
_.tool_names
_.tool_glyphs
_.size_title
_.size_labels
_.fields_title
_.checks_title
_.floor_masks
_.spare_tile
_._atlas
_._version
# game/core/saves.py keeps the last failed write's reason for a caller to read; nothing reads it yet
# (left for the lead: read it in the game scene's autosave message, or delete it).
last_write_problem

# tools/fuzz.py runs every `fuzz_<kind>` method by its name.
_.fuzz_saves
_.fuzz_params
_.fuzz_snapshots
_.fuzz_userfiles
_.fuzz_scripts
_.fuzz_replays
_.fuzz_settings
_.fuzz_profile

# Tests: pytest reads `pytestmark` and fixtures by name; signal handlers and os.pipe() give
# arguments and values a test does not need; configparser's hook.
pytestmark
full_debris
signum
handle_fd
_.optionxform

# Pharaoh's pictures that `layout.icon(name)` finds by name (`art.<name>_image`).
crooker_image
halo_image
frame_image
tablet_image

# tools/fuzz.py runs the codes kind by its name too.
_.fuzz_codes
# logging calls a Formatter's formatException(ei), and reads a record's exc_info, exc_text and
# stack_info (the server's console clears them so that no traceback is ever printed).
_.formatException
ei
_.exc_info
_.exc_text
_.stack_info
# pytest runs an autouse fixture by itself.
_fixed_today
fresh_counts
# the warnings module calls showwarning(message, category, filename, lineno, file, line).
_.showwarning
category
