"""`python -m game` runs the `quintet` command."""

import sys

from game.cli import main

sys.exit(main())
