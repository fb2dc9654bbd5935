"""Counting the parties' piles and settling items between them in units.

Card points (00-general.md "Counting") stay apart from units (the payments). A settlement is
a list of items, each a named zero-sum payment; a seat's total is the sum over items. Every
item also records how it was computed (value × contract factor × Contra level × payers), so a
table can explain any variant's score without knowing the variant.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple, NotRequired, TypedDict, Unpack

from tarokdesk.cards.card import MOND, PAGAT, SKUS, Card, is_king
from tarokdesk.cards.points import pile_thirds, points_from_thirds
from tarokdesk.core.settlement import Computation, ItemDetails, SettledItem
from tarokdesk.core.state import GameState, SettlementError

TRUMP_HONOURS = (SKUS, MOND, PAGAT)
KINGS = frozenset(c for c in range(78) if is_king(c))


class Stake(NamedTuple):
    """What one payer pays one receiver for an item: the item's value in units, the
    contract's factor (e.g. doubled in a Solo), the Contra level (1, 2, 4, 8), the `fold` of a
    game bought step by step (the "-malig" multiplier of the talon walk, stepwise_talon.py)
    and the announcements besides Contra that double it (`doubled_by`, e.g. a Courage)."""

    value: int
    factor: int = 1
    contra: int = 1
    fold: int = 1
    doubled_by: tuple[str, ...] = ()

    @property
    def units(self) -> int:
        doubling: int = 2 ** len(self.doubled_by)
        return self.value * self.factor * self.contra * self.fold * doubling


class PartyCount(TypedDict):
    """What the count of a party that plays together states (the seats that asked or were
    called, `party`): whether it won, or (`even`) neither side did, and the declarer's
    points, keyed by his seat."""

    party: list[int]
    won: bool
    even: NotRequired[bool]
    seat_points: dict[str, int]


def as_stake(stake: Stake | int) -> Stake:
    return stake if isinstance(stake, Stake) else Stake(stake)


class Ledger:
    """The settled items of one deal. Each item: `item`, `amounts` (seat -> units) and
    `computation`: the stake's `value`, `factor`, `contra`, `fold`, `doubled_by`; `payers`,
    how many seats each receiver collects from (or a lone loser pays); `lone`, whether one seat
    stands against the rest (else the sides are equal and each pays one); `units`, the lone
    seat's whole amount (or each winner's amount)."""

    def __init__(self, n_seats: int):
        self.n_seats = n_seats
        self.items: list[SettledItem] = []

    def add(self, item: str, amounts: dict[int, int], computation: Computation,
            **details: Unpack[ItemDetails]) -> None:
        if any(amounts.values()):
            if sum(amounts.values()) != 0:
                raise SettlementError(f"the payments for {item} do not sum to zero")
            self.items.append({"item": item,
                               "amounts": {str(s): v for s, v in amounts.items() if v},
                               "computation": computation, **details})

    def between_sides(self, item: str, winners: Sequence[int], losers: Sequence[int],
                      stake: Stake | int, **details: Unpack[ItemDetails]) -> None:
        """koenigrufen.md "Who pays whom": with equal sides each winner receives the value
        from one loser; a lone player receives it from (or pays it to) each of the others
        (tapp-tarok.md "Principle": settled with each opponent individually)."""
        stake = as_stake(stake)
        value = stake.units
        amounts = {s: 0 for s in (*winners, *losers)}
        lone = len(winners) != len(losers)
        payers = max(len(winners), len(losers)) if lone else 1
        if not lone:
            for seat in winners:
                amounts[seat] += value
            for seat in losers:
                amounts[seat] -= value
        elif len(winners) == 1:
            amounts[winners[0]] += value * len(losers)
            for seat in losers:
                amounts[seat] -= value
        elif len(losers) == 1:
            amounts[losers[0]] -= value * len(winners)
            for seat in winners:
                amounts[seat] += value
        else:
            raise ValueError("sides of unequal size with no lone player")
        self.add(item, amounts, _computation(stake, payers, lone), **details)

    def from_all_others(self, item: str, holder: int, others: Iterable[int],
                        stake: Stake | int, claim: str | None = None) -> None:
        """tapp-tarok.md "Honours: who pays": every other participant pays the holder."""
        stake = as_stake(stake)
        amounts = {holder: 0}
        for seat in others:
            amounts[seat] = -stake.units
            amounts[holder] += stake.units
        computation = _computation(stake, len(amounts) - 1, True)
        if claim is None:
            self.add(item, amounts, computation)
        else:
            self.add(item, amounts, computation, claim=claim)

    def totals(self) -> dict[str, int]:
        totals = {str(s): 0 for s in range(self.n_seats)}
        for entry in self.items:
            for seat, value in entry["amounts"].items():
                totals[seat] += value
        return totals


def _computation(stake: Stake, payers: int, lone: bool) -> Computation:
    return {"value": stake.value, "factor": stake.factor, "contra": stake.contra,
            "fold": stake.fold, "doubled_by": list(stake.doubled_by),
            "payers": payers, "lone": lone, "units": stake.units * payers}


def party_pile(state: GameState, party: Iterable[int], talon_owner: str) -> list[Card]:
    """The party's tricks, its discards and the talon parts counted for it."""
    cards: list[Card] = []
    for seat in party:
        cards.extend(state.won[seat])
        cards.extend(state.discards[seat])
    for part, owner in zip(state.talon_parts, state.talon_owner):
        if owner == talon_owner:
            cards.extend(part)
    return cards


def party_points(cards: Iterable[Card]) -> tuple[int, int]:
    """(thirds, rounded points): a leftover 2/3 counts as a point, 1/3 is dropped."""
    thirds = pile_thirds(cards)
    return thirds, points_from_thirds(thirds)


def honours_in_hand(hand: Iterable[Card]) -> list[str]:
    """00-general.md "Honours": Köpfe (two trump honours), tous les trois (all three; Köpfe not
    paid beside it), tous les quatre (four kings)."""
    cards = set(hand)
    held = []
    trump_honours = len(cards.intersection(TRUMP_HONOURS))
    if trump_honours == 3:
        held.append("tous_les_trois")
    elif trump_honours == 2:
        held.append("koepfe")
    if len(cards & KINGS) == 4:
        held.append("tous_les_quatre")
    return held


def last_trick_facts(state: GameState) -> dict[str, Any]:
    """Who played the Pagat and when; who won the last trick; whether one seat set took all."""
    last = state.tricks[-1]
    pagat_seat = next((s for s, c in last.plays if c == PAGAT), None)
    return {"last_winner": last.winner, "pagat_in_last": pagat_seat,
            "pagat_won_last": pagat_seat is not None and last.winner == pagat_seat}


def capture(state: GameState, card: Card) -> tuple[int, int] | None:
    """(the seat that played `card`, the winner of that trick); None if it was never played."""
    for trick in state.tricks:
        for seat, played in trick.plays:
            if played == card:
                return seat, trick.winner
    return None
