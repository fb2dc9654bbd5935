"""A seat's game as its view names it: the variant with the table's options, the trick rules
read from its play phase (must_overtrump, ...: one statement of the rules for every player),
the strategy's plan for the contract, what each seat has played, and what it declared where
the game has a round of declarations."""

from __future__ import annotations

from tarokdesk.cards.card import Card
from tarokdesk.core.variant import ContractPlan, Variant, variant_for
from tarokdesk.core.view import SeatView
from tarokdesk.rules.trickplay import PLAY, TrickPlay, TrickRules
from tarokdesk.rules.announcements import DECLARED

TRUMP_SUIT_FAMILY = "trump-suit"
"""`Strategy.family` of the games played with four plain suits, one of them trumps (Whist's
family): their card play follows whist-conventions.md (heuristic/whist/)."""

_last: tuple[SeatView, Variant] | None = None
"""The last view asked about and its variant: one decision asks for the same view's variant
many times. One tuple, read and replaced whole, so that bots on other threads never see one
view paired with another's variant."""


def variant_of(view: SeatView) -> Variant:
    """The view's game with the table's options: its pack and strategy may depend on them."""
    global _last
    last = _last
    if last is not None and last[0] is view:
        return last[1]
    variant = variant_for(view.variant_id, dict(view.options), view.n_seats)
    _last = (view, variant)
    return variant


def trick_rules(view: SeatView) -> TrickRules:
    """The trick rules of the view's game, with its options (must_overtrump, ...)."""
    play = variant_of(view).phases[PLAY]
    if not isinstance(play, TrickPlay):
        raise TypeError(f"{view.variant_id}'s play phase is not a trick play")
    return play.rules_seen(view.public)


def contract_plan(view: SeatView) -> ContractPlan | None:
    """The strategy's plan for the contract being played; None before one is settled, or
    where the game's strategy keeps none for it."""
    if view.contract is None:
        return None
    return variant_of(view).strategy.contracts.get(view.contract)


def plays_of(view: SeatView) -> list[tuple[tuple[int, Card], ...]]:
    """Each trick's plays, (seat, card) in order, the one on the table last if begun."""
    return [trick[1] for trick in view.tricks] + ([view.trick] if view.trick else [])


def played_by(view: SeatView) -> dict[int, list[Card]]:
    """The cards each seat has played, in the order played."""
    played: dict[int, list[Card]] = {seat: [] for seat in range(view.n_seats)}
    for plays in plays_of(view):
        for seat, card in plays:
            played[seat].append(card)
    return played


def declarations(view: SeatView) -> dict[int, list[str]]:
    """What each seat declared so far (the public "declared" table that the games with a
    DeclarationRound keep; empty elsewhere)."""
    return {int(seat): list(items) for seat, items in (view.public.get(DECLARED) or {}).items()}
