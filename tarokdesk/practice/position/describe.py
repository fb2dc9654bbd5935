"""A position in words for the command line."""

from __future__ import annotations

from collections.abc import Iterable

from tarokdesk.cards.card import Card, card_name
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.core.game import Game
from tarokdesk.core.state import DONE
from tarokdesk.practice.position.export import chance_shown


def describe(game: Game) -> list[str]:
    """The position in words for the command line: who holds what, the contract, the
    announcements, the tricks and who is to move."""
    state = game.state
    lines = [f"{state.variant_id}, {state.n_seats} seats, dealer seat {state.dealer}; "
             f"phase {state.phase}"
             + ("" if state.phase == DONE else f", seat {state.to_move} to move")]
    words = game.variant.presentation
    first = words.terms.get(words.first_hand, words.first_hand)
    for seat in state.active:
        role = f" ({first})" if seat == state.vorhand else ""
        lines.append(f"seat {seat}{role}: {_names(state.hands[seat]) or '-'}")
    for action in game.log:  # C6: what a further chance action showed (Cayenne's card)
        if action.seat == CHANCE and action.kind != DEAL:
            lines.append(f"{action.kind}: {' '.join(chance_shown(game, action)) or '-'}")
    lines.append("talon: " + " | ".join(f"{_names(p)}{' (taken)' if o == 'taken' else ''}"
                                        for p, o in zip(state.talon_parts, state.talon_owner)))
    for seat, pile in enumerate(state.discards):
        if pile:
            lines.append(f"discards of seat {seat}: {_names(pile)}")
    if state.contract is not None:
        lines.append(f"contract {state.contract}, declarer seat {state.declarer}")
    for record in state.announcements:
        level = ("", " contra", " recontra", " supercontra")[record["contra"]]
        lines.append(f"announced {record['item']} by seat {record['seat']}{level}")
    for number, trick in enumerate(state.tricks, 1):
        lines.append(f"trick {number}: {_plays(trick.plays)}; won by seat {trick.winner}")
    if state.trick:
        lines.append(f"trick {len(state.tricks) + 1}: {_plays(state.trick)}")
    if state.result is not None:
        lines.append("totals " + " ".join(f"{u:+d}" for u in state.result["totals"].values()))
    return lines


def _names(cards: Iterable[Card]) -> str:
    return " ".join(card_name(c) for c in cards)


def _plays(plays: Iterable[tuple[int, Card]]) -> str:
    return ", ".join(f"{seat} {card_name(card)}" for seat, card in plays)
