"""The command line: list variants, simulate deals, replay saved games."""
