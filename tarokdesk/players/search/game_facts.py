"""What the search needs to know about a game, read from the data its variant supplies: the
trick rules of its play phase (with the table's options), whether a contract's declarer
plays alone, and the card points each side needs. No variant is named here."""

from __future__ import annotations

from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core.variant import variant_class
from tarokdesk.core.view import SeatView
from tarokdesk.rules.trickplay import PLAY, TrickRules

WINNING_THIRDS = 107
"""00-general.md "Counting": 35 2/3 of 70 points (in thirds) win, when a variant says
nothing else."""


_RULES: dict[tuple, TrickRules] = {}


def trick_rules(view: SeatView) -> TrickRules:
    """The trick rules of the view's game, with its options (must_overtrump, ...)."""
    key = (view.variant_id, repr(sorted(view.options.items())), view.n_seats)
    rules = _RULES.get(key)
    if rules is None:
        variant = variant_class(view.variant_id)(dict(view.options), view.n_seats)
        rules = _RULES[key] = variant.phases[PLAY].rules
    return rules


def plays_alone(view: SeatView) -> bool:
    """Whether the declarer plays one against all: the variant's `strategy.alone(contract)`;
    without one, whether no partner card was called."""
    strategy = getattr(variant_class(view.variant_id), "strategy", None)
    if strategy is not None:
        return strategy.alone(view.contract)
    return view.public.get("called") is None


def targets(view: SeatView) -> tuple[int, int]:
    """(thirds the declarer's side needs to win, thirds with which the defenders win)."""
    strategy = getattr(variant_class(view.variant_id), "strategy", None)
    target = getattr(strategy, "game_target", WINNING_THIRDS)
    total = sum(CARD_THIRDS[c] for c in variant_class(view.variant_id).pack.cards)
    return target, total - target + 1
