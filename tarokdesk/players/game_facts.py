"""The trick rules of a seat's game, read from its variant's play phase with the table's
options (must_overtrump, ...): one statement of the rules for every player (issue 11 item 4)."""

from __future__ import annotations

from tarokdesk.core.variant import variant_class
from tarokdesk.core.view import SeatView
from tarokdesk.rules.trickplay import PLAY, TrickRules

_RULES: dict[tuple, TrickRules] = {}


def trick_rules(view: SeatView) -> TrickRules:
    """The trick rules of the view's game, with its options (must_overtrump, ...)."""
    key = (view.variant_id, repr(sorted(view.options.items())), view.n_seats)
    rules = _RULES.get(key)
    if rules is None:
        variant = variant_class(view.variant_id)(dict(view.options), view.n_seats)
        rules = _RULES[key] = variant.phases[PLAY].rules
    return rules
