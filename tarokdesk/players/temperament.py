"""A computer player's temperament, the risk setting KubiTarock offers: a cautious player asks
more of its hand before it bids or announces, a bold one less. The books' thresholds are the
normal player's; the others move each of them by the game's step (`Strategy.risk_step`)."""

from __future__ import annotations

from tarokdesk.core.variant import Strategy

CAUTIOUS, NORMAL, BOLD = "cautious", "normal", "bold"
TEMPERAMENTS = (CAUTIOUS, NORMAL, BOLD)
_DIRECTION = {CAUTIOUS: -1, NORMAL: 0, BOLD: 1}


def lean(temperament: str, strategy: Strategy) -> int:
    """The taroks this temperament adds to a hand's count where it is weighed against the
    books' bidding and announcing thresholds (negative: takes away)."""
    return _DIRECTION[temperament] * strategy.risk_step
