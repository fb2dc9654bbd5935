"""Positions: a deal stopped at any moment, written as JSON (docs/position-format.md).

A position states what a table shows at that moment - the hands (or how many unknown cards
each holds), the talon parts, the discards, the auction, the call, the talon choices, the
announcements and the tricks. `load.load_position` turns it into a real `Game` that reaches
it through legal actions only: the deal is a chance action whose permutation deals exactly
the stated cards, and every later choice goes through `Game.refusal`/`apply`, so every rule,
view and player works on a loaded position as on a dealt game. The modules: `format` (the
file and its parsing), `slots` (where each card lies), `fill` (the unknown cards drawn),
`record` (the record the game follows), `load`, `export` and `describe`.
"""
