"""The table scene's parts: layout, hand spreads, cards, notes, talk, the result panel."""
