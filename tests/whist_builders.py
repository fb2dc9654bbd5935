"""Whist deals arranged card by card: the cards are dealt singly from the dealer's left, so
the permutation's i-th card goes to the i-th active seat (mod 4), and the last card, the
dealer's 13th, is the one turned up for trump (whist.md "Dealing")."""

from __future__ import annotations

from tarokdesk.cards.card import card_from_name
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL


def names(text: str) -> list[int]:
    return [card_from_name(n) for n in text.split()]


def whist_order(game: Game, hands: dict[int, str], turned: str) -> tuple[int, ...]:
    """The permutation dealing `hands` (seat -> names; other cards fill the rest in pack
    order) with `turned` as the dealer's turned-up card."""
    state = game.state
    given = {seat: names(text) for seat, text in hands.items()}
    trump = card_from_name(turned)
    dealer = state.dealer
    given.setdefault(dealer, [])
    if trump not in given[dealer]:
        given[dealer].append(trump)
    used = {c for cards in given.values() for c in cards}
    spare = [c for c in game.variant.pack.cards if c not in used]
    full = {}
    for seat in state.active:
        cards = [c for c in given.get(seat, []) if c != trump]
        need = 13 - len(cards) - (seat == dealer)
        cards += spare[:need]
        del spare[:need]
        full[seat] = cards + ([trump] if seat == dealer else [])
    assert not spare and all(len(h) == 13 for h in full.values())
    order = []
    for i in range(52):
        order.append(full[state.active[i % 4]][i // 4])
    return tuple(order)


def whist_game(hands: dict[int, str], turned: str, dealer: int = 0, carry=None,
               options=None) -> Game:
    game = Game.new("whist", options, dealer=dealer, carry=carry)
    game.apply(Action(DEAL, CHANCE, whist_order(game, hands, turned)))
    return game


def carry_at(scores: tuple[int, int], games=()) -> dict:
    return {"scores": list(scores), "games": list(games), "winner": None}


def play(game: Game, *cards: str) -> None:
    """The named cards played in turn by the seats to move."""
    for name in cards:
        game.apply(Action("play", game.to_move, card_from_name(name)))


PLAIN_FILL = {4: "S9 S6 S2 D8 D5 D3 C7 C4 C3", 5: "S9 S6 S2 D8 D5 D3 C7 C4",
              6: "S9 S6 S2 D8 D5 C7 C4"}
"""Plain cards to fill a hand of so many trumps to thirteen."""
