"""Helpers for the Danish games' tests: deals arranged under the deal programme (the dealer's
extra cards, the dead stock en deux), and finished deals written by hand for the settlement."""

from __future__ import annotations

import random

from builders import cards, every_card_place

from tarokdesk.cards.card import SKUS, card_from_name
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.core.state import DONE, Trick
from tarokdesk.rules.announcements import DECLARE_KEY
from tarokdesk.rules.excuse import EXCUSE_FORCED, EXCUSE_KEY, EXCUSE_NOT_LEADABLE

C = card_from_name


def arranged(game: Game, hands: dict[int, list[int]], seed: int = 0) -> tuple[int, ...]:
    """The pack order dealing each seat the given cards first (the rest shuffled by `seed`),
    packets round the active seats, the dealer's own packets his; what is left goes last (the
    dead stock en deux)."""
    state, deal = game.state, game.phases[DEAL]
    wanted = {seat: list(hands.get(seat, [])) for seat in state.active}
    rest = [c for c in game.variant.pack.cards if not any(c in h for h in wanted.values())]
    random.Random(seed).shuffle(rest)
    for seat in state.active:
        while len(wanted[seat]) < deal.hand_size(state, seat):
            wanted[seat].append(rest.pop(0))
    return tuple(deal.stacked(state, wanted) + rest)


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


def excuse_cases(variant: str, seeds: range, n_seats: int | None = None,
                 count=None) -> set[str]:
    """Random deals of `variant` played to the end, the Sküs's holder playing it to the first
    lead he may (even seeds: often before his first trick) or keeping it to its deadline (odd
    seeds). Asserts, at each step, what the Excuse must do and that all 78 cards stay in play;
    returns the cases seen: "led_refused" (with its reason code), "to_a_lead", "forced" (the
    only card at the deadline, any other refused with its code), "owed" (played before his
    first trick) and "paid_from_next_trick" (the blank handed over from that trick).
    `count(game)`, if given, must make 78 at each deal's end (the points of all piles)."""
    seen: set[str] = set()
    for seed in seeds:
        game = Game.new(variant, n_seats=n_seats, dealer=seed % (n_seats or 2))
        game.deal_seeded(seed)
        while game.phase != "play":
            game.apply(game.legal_actions()[-1])
        holder = next((s for s in game.state.active if SKUS in game.state.hands[s]), None)
        rng, early = random.Random(seed), seed % 2 == 0
        assert len(every_card_place(game)) == 78
        if holder is None:
            continue  # en deux: the Sküs lies in the dead stock
        while not game.is_terminal:
            state, legal = game.state, [a.value for a in game.legal_actions()]
            card = rng.choice([c for c in legal if c != SKUS] or legal)
            if game.to_move == holder and SKUS in state.hands[holder]:
                if legal == [SKUS] and len(state.hands[holder]) > 1:
                    other = next(c for c in state.hands[holder] if c != SKUS)
                    assert game.refusal(Action("play", holder, other)).code == EXCUSE_FORCED
                    seen.add("forced")
                elif not state.trick:
                    assert SKUS not in legal
                    assert game.refusal(Action("play", holder, SKUS)).code == \
                        EXCUSE_NOT_LEADABLE
                    seen.add("led_refused")
                elif early:
                    assert SKUS in legal
                    card = SKUS
                    seen.add("to_a_lead")
            owed = game.state.extra.get(EXCUSE_KEY)
            owed = owed if owed and owed["to"] is not None and owed["paid"] is None else None
            game.apply(next(a for a in game.legal_actions() if a.value == card))
            placed = every_card_place(game)
            assert len(placed) == 78 and sorted(placed) == sorted(game.variant.pack.cards)
            record = game.state.extra.get(EXCUSE_KEY)
            if owed is None and record and record["to"] is not None \
                    and record["paid"] is None and not game.state.trick:
                seen.add("owed")
                assert game.state.won[holder] == [SKUS]  # his only card: nothing to give
            if owed and not game.state.trick and game.state.tricks[-1].winner == holder:
                taken = [c for _, c in game.state.tricks[-1].plays]
                if record["paid"] is not None:  # his next trick pays the debt
                    assert record["paid"] in taken
                    assert record["paid"] in game.state.won[record["to"]]
                    seen.add("paid_from_next_trick")
        assert SKUS in game.state.won[holder]
        assert count is None or count(game) == 78
    return seen
