"""Tarok unter Vieren, form (b) (tarok-unter-vieren.md): the Vorhand calls a king, plays
alone with one card demanded, or plays Solo; the parties' card points above the threshold
are paid; only a short list of announcements counts, and an announced run of matadors that
the partner continues is paid to both partners at the end. The pieces the variant's hooks
use when the form option is (b)."""

from __future__ import annotations

from tarokdesk.cards.card import MOND, SKUS, Card
from tarokdesk.cards.points import pile_thirds, points_from_thirds
from tarokdesk.core.actions import Item
from tarokdesk.core.state import GameState
from tarokdesk.rules.announcements import declared
from tarokdesk.rules.calling import declarer_with, partner_of
from tarokdesk.rules.exchange import exchanges
from tarokdesk.rules.settlement import Ledger, PartyCount

CALL_KING, EXCHANGE, SOLO = "call_king", "alone_exchange", "solo"
BIDS = (CALL_KING, EXCHANGE, SOLO)
"""Contracts and bidding, recommended completion: call < alone with exchange < Solo."""
FEE, MOND_FEE = 5, 10
"""Contracts: the demanded card's owner is paid 5, for the Mond 10."""
MATADOR = 5
COUNTED = ("taroks", "cavalry", "half_cavalry", "kingdom")
"""Announcements (b) 1, 3-5: the kinds that count besides the matadors from the Mond."""


def exchange_fee(card: Card) -> int:
    return MOND_FEE if card == MOND else FEE


def mond_run(hand) -> tuple[int, int]:
    """Announcements (b) 2: (length, lowest tarok number) of the unbroken run from the Mond
    (T21) down; the Sküs fills one missing tarok (recommended, as Grosstarok). Runs from the
    Pagat up and lone honours do not count."""
    numbers = {card + 1 for card in hand if card < SKUS}
    spare = SKUS in hand
    length, number = 0, 21
    while number >= 1:
        if number not in numbers:
            if not spare:
                break
            spare = False
        length += 1
        number -= 1
    return length, number + 1


def counted_items(items: list[str], hand) -> list[str]:
    """Announcements (b): only these count; the matadors are the run from the Mond, three
    or more."""
    kept = [item for item in items if Item.parse(item).kind in COUNTED]
    length, _ = mond_run(hand)
    return ([Item.text_of("matadors", length)] if length >= 3 else []) + kept


def party(state: GameState) -> list[int]:
    """The declarer and, when a king was called in another hand, its holder (a self-call
    plays one against three: Contracts, recommended completion)."""
    partner = partner_of(state) if state.contract == CALL_KING else None
    return declarer_with(state, partner)


def continuation(state: GameState, announcer: int, partner: int) -> int:
    """Announcements (b), payment: the taroks in the partner's hand that continue the
    announcer's announced run downward, without a gap (open question 7)."""
    if not any(Item.parse(item).kind == "matadors"
               for item in declared(state).get(announcer, ())):
        return 0
    length, lowest = mond_run(state.dealt[announcer])
    held = {card + 1 for card in state.dealt[partner] if card < SKUS} - \
        {card + 1 for card in state.discards[partner]}
    extra, number = 0, lowest - 1
    while number in held:
        extra, number = extra + 1, number - 1
    return extra


def settle_called(state: GameState, ledger: Ledger, threshold: int,
                  win_thirds: int) -> PartyCount:
    """Scoring (b): exchange fees, continued matadors, and the game: W = the winning party's
    rounded card points − `threshold`, 2 v 2 each loser to one winner, 1 v 3 with each."""
    declarer = state.declarer_seat
    for exchange in exchanges(state):
        ledger.between_sides("card_fee", [exchange["from"]], [declarer], exchange["fee"])
    players = party(state)
    others = [s for s in state.active if s not in players]
    if len(players) == 2:
        first, second = players
        extra = continuation(state, first, second) + continuation(state, second, first)
        if extra:
            ledger.between_sides("matador_continuation", players, others, 2 * MATADOR * extra,
                                 extra=extra)
    piles = {}
    for side in (players, others):
        pile = [c for s in side for c in state.won[s]]
        if state.dealer in side:
            pile += state.discards[state.dealer]  # Talon: the Scat counts for his party
        piles[tuple(side)] = pile_thirds(pile)
    won = piles[tuple(players)] >= win_thirds
    winners, losers = (players, others) if won else (others, players)
    value = max(1, points_from_thirds(piles[tuple(winners)]) - threshold)  # a tie loses
    ledger.between_sides("game", winners, losers, value)
    return {"won": won, "party": players,
            "seat_points": {str(declarer): points_from_thirds(piles[tuple(players)])}}
