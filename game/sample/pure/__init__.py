"""Take's pure side: its rules and its bot, with no arcade and no files (checked by the layer test)."""
