"""The sides of a contract as its variant's Strategy states them, for the search to score a
sampled deal: whether the declarer plays alone, and the card points each side needs."""

from __future__ import annotations

from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import trick_rules, variant_of


def plays_alone(view: SeatView) -> bool:
    """Whether the declarer plays one against all (the variant's Strategy)."""
    return variant_of(view).strategy.alone(view.contract)


def targets(view: SeatView) -> tuple[int, int]:
    """(points the declarer's side needs to win, points with which the defenders win), in
    the game's own count (`TrickRules.count`: thirds, or e.g. 106 Augen)."""
    cls = variant_of(view)
    target = cls.strategy.game_target
    count = trick_rules(view).count
    total = sum(count[c] for c in cls.pack.cards)
    return target, total - target + 1
