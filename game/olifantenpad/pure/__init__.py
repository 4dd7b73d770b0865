"""Olifantenpad's pure side: rules, events, content, bots and the helpers they use (no window code).

Everything here runs headless (the online server, the tests, the bots' benchmarks); the view side
beside it reads the game only through the rules' `observe()` and `events_for()`.
"""
