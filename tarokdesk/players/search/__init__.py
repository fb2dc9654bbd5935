"""The expert: Perfect-Information Monte Carlo. Hidden hands are sampled consistent with what
the seat knows, each candidate card is played out over the samples (the standard player's
policy, then the double-dummy solver), and the card with the best average is played."""
