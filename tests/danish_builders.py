"""Helpers for the Danish games' tests: deals arranged under the deal programme (the dealer's
extra cards, the dead stock en deux), and finished deals written by hand for the settlement."""

from __future__ import annotations

import random

from builders import cards

from tarokdesk.cards.card import card_from_name
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.core.state import Trick
from tarokdesk.core.variant import DONE
from tarokdesk.rules.announcements import DECLARE_KEY

C = card_from_name


def arranged(game: Game, hands: dict[int, list[int]], seed: int = 0) -> tuple[int, ...]:
    """The pack order dealing each seat the given cards first (the rest shuffled by `seed`),
    packets round the active seats, the dealer's own packets his; what is left goes last (the
    dead stock en deux)."""
    state, variant = game.state, game.variant
    wanted = {seat: list(hands.get(seat, [])) for seat in state.active}
    rest = [c for c in variant.pack.cards if not any(c in h for h in wanted.values())]
    random.Random(seed).shuffle(rest)
    sizes = {seat: (variant.dealer_packets if seat == state.dealer else variant.deal.packets)
             for seat in state.active}
    for seat in state.active:
        while len(wanted[seat]) < sum(sizes[seat]):
            wanted[seat].append(rest.pop(0))
    order = []
    for round_ in range(len(variant.deal.packets)):
        for seat in state.active:
            size = sizes[seat][round_]
            order += wanted[seat][:size]
            del wanted[seat][:size]
    return tuple(order + rest)


def dealt(variant: str, hands: dict[int, list[int]], dealer: int, n_seats: int | None = None,
          seed: int = 0, options: dict | None = None) -> Game:
    game = Game.new(variant, options=options, n_seats=n_seats, dealer=dealer)
    game.apply(Action(DEAL, CHANCE, arranged(game, hands, seed)))
    return game


def blanks(count: int, skip: set[int] = frozenset()) -> list[int]:
    """`count` pip cards (worth 1 each in the Danish count)."""
    pips = [c for c in range(22, 78) if (c - 22) % 14 >= 4 and c not in skip]
    return pips[:count]


def neutral_tricks(seats: list[int], winners: list[int]) -> list[Trick]:
    """Tricks without the Pagat or a king, one per winner, for a deal written by hand."""
    plain = cards("T2 T3 T4 T5")
    return [Trick(seats[0], [(s, plain[i]) for i, s in enumerate(seats)], winner)
            for winner in winners]


def finished(variant: str, dealer: int, won: dict[int, list[int]], scat: list[int],
             tricks: list[Trick], declared: dict[int, list[str]], n_seats: int | None = None,
             carry: dict | None = None, options: dict | None = None) -> Game:
    """A game whose deal is over as written: piles, the dealer's Scat, the tricks and the
    declarations; settled by the variant as after play."""
    game = Game.new(variant, options=options, n_seats=n_seats, dealer=dealer, carry=carry)
    state = game.state
    state.won = [list(won.get(s, [])) for s in range(state.n_seats)]
    state.discards = [list(scat) if s == dealer else [] for s in range(state.n_seats)]
    state.tricks = tricks
    state.extra[DECLARE_KEY] = {str(s): list(declared.get(s, [])) for s in state.active}
    state.phase = DONE
    return game
