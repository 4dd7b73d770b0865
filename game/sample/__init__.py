"""Take: a tiny built-in game that proves the rules interface and the session. Not shown to players."""
