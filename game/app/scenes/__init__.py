"""The app's screens: title, game select, how to play, settings, pause, results, confirmations."""
