"""The application: window, scene stack, settings, audio and the menus around the games."""
