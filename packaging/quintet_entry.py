"""Entry point of the packaged executable: the same command line as `quintet`."""

import multiprocessing
import sys

from game.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
