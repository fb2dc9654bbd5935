"""The trick rules of a seat's game, read from its variant's play phase with the table's
options (must_overtrump, ...): one statement of the rules for every player;
what each seat has played, and what it declared where the game has a round of declarations."""

from __future__ import annotations

from tarokdesk.cards.card import Card
from tarokdesk.core.variant import Variant, variant_for
from tarokdesk.core.view import SeatView
from tarokdesk.rules.trickplay import PLAY, TrickRules

TRUMP_SUIT_FAMILY = "trump-suit"
"""`Strategy.family` of the games played with four plain suits, one of them trumps (Whist's
family): their card play follows whist-conventions.md (heuristic/whist/)."""

_last: tuple[SeatView | None, Variant | None] = (None, None)
"""The last view asked about and its variant: one decision asks for the same view's variant
many times. One tuple, read and replaced whole, so that bots on other threads never see one
view paired with another's variant."""


def variant_of(view: SeatView) -> Variant:
    """The view's game with the table's options: its pack and strategy may depend on them."""
    global _last
    last_view, variant = _last
    if last_view is view:
        return variant
    variant = variant_for(view.variant_id, dict(view.options), view.n_seats)
    _last = (view, variant)
    return variant


def trick_rules(view: SeatView) -> TrickRules:
    """The trick rules of the view's game, with its options (must_overtrump, ...)."""
    return variant_of(view).phases[PLAY].rules_seen(view.public)


def played_by(view: SeatView) -> dict[int, list[Card]]:
    """The cards each seat has played, in the order played."""
    played: dict[int, list[Card]] = {seat: [] for seat in range(view.n_seats)}
    for plays in [trick[1] for trick in view.tricks] + [view.trick]:
        for seat, card in plays:
            played[seat].append(card)
    return played


def declarations(view: SeatView) -> dict[int, list[str]]:
    """What each seat declared so far (the public "declared" table that the games with a
    DeclarationRound keep; empty elsewhere)."""
    return {int(seat): list(items) for seat, items in (view.public.get("declared") or {}).items()}
