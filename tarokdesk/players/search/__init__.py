"""The expert: Perfect-Information Monte Carlo. Hidden hands are sampled consistent with what
the seat knows, each sample's card play is solved double-dummy, and the card with the best
average is played."""
