"""What the search needs to know about a game, read from the data its variant supplies: the
trick rules of its play phase (with the table's options), and from its Strategy whether a
contract's declarer plays alone and the card points each side needs."""

from __future__ import annotations

from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import trick_rules, variant_of

__all__ = ["trick_rules", "plays_alone", "targets"]


def plays_alone(view: SeatView) -> bool:
    """Whether the declarer plays one against all (the variant's Strategy)."""
    return variant_of(view).strategy.alone(view.contract)


def targets(view: SeatView) -> tuple[int, int]:
    """(thirds the declarer's side needs to win, thirds with which the defenders win)."""
    cls = variant_of(view)
    target = cls.strategy.game_target
    total = sum(CARD_THIRDS[c] for c in cls.pack.cards)
    return target, total - target + 1
