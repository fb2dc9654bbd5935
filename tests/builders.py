"""Helpers for tests: deals arranged card by card, and scripted actions by name."""

from __future__ import annotations

from tarokdesk.cards.card import card_from_name
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL


def cards(names: str) -> list[int]:
    return [card_from_name(n) for n in names.split()]


def arranged_deal(game: Game, hands: dict[int, str], talon: str | None = None) -> tuple[int, ...]:
    """The pack order that deals `hands` (seat -> card names) and `talon` (names, parts in
    order); unnamed cards fill the rest in pack order (talon first, then hands)."""
    variant = game.variant
    schedule = variant.deal
    active = game.state.active
    wanted = {seat: cards(h) for seat, h in hands.items()}
    talon_cards = cards(talon) if talon else []
    named = talon_cards + [c for h in wanted.values() for c in h]
    assert len(named) == len(set(named)), "a card is named twice"
    used = set(talon_cards).union(*map(set, wanted.values())) if wanted else set(talon_cards)
    spare = [c for c in variant.pack.cards if c not in used]
    hand_size = sum(schedule.packets)
    talon_size = sum(schedule.talon_parts)
    talon_cards = talon_cards + [spare.pop() for _ in range(talon_size - len(talon_cards))]
    full = {seat: list(wanted.get(seat, [])) for seat in active}
    while spare:  # the rest round-robin, so that every filled hand gets some taroks
        for seat in active:
            if spare and len(full[seat]) < hand_size:
                full[seat].append(spare.pop(0))
    order = list(talon_cards)
    offset = 0
    for packet in schedule.packets:
        for seat in active:
            order.extend(full[seat][offset:offset + packet])
        offset += packet
    assert sorted(order) == sorted(variant.pack.cards)
    return tuple(order)


def deal(game: Game, hands: dict[int, str], talon: str | None = None) -> None:
    game.apply(Action(DEAL, CHANCE, arranged_deal(game, hands, talon)))


def act(game: Game, kind: str, seat: int, value: object = None) -> None:
    """Apply one action; a str value naming a card (for play/discard/call) becomes the card."""
    if kind in ("play", "discard", "call") and isinstance(value, str):
        value = card_from_name(value)
    game.apply(Action(kind, seat, value))


def script(game: Game, steps: list[tuple]) -> None:
    for step in steps:
        act(game, *step)


def sole_bidder(game: Game, declarer: int, contract: str) -> None:
    """The declarer opens `contract`; everybody else passes (taps / says "gut")."""
    opened = False
    while game.phase == "bid":
        seat = game.to_move
        if seat == declarer and not opened:
            act(game, "bid", seat, contract)
            opened = True
        else:
            act(game, "bid", seat, "pass")


def every_card_place(game: Game) -> list[int]:
    """Every card where the state keeps it: hands, talon not taken, discards, trick, tricks."""
    state = game.state
    places = [c for hand in state.hands for c in hand]
    places += [c for part, owner in zip(state.talon_parts, state.talon_owner)
               if owner != "taken" for c in part]
    places += [c for pile in state.discards for c in pile]
    places += [c for _, c in state.trick]
    places += [c for pile in state.won for c in pile]
    return places
