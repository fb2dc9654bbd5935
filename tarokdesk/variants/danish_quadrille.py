"""Taroc for four played like Quadrille (danish-tarok-four.md, second half; *Nyeste Danske
Spillebog*, 1829): 76 cards, the dealer decides to pass, to ask (call a King, two against
two) or to play Mediateur (one or two cards given to him, alone against three); honours are
paid at once by all three others, a declared run of matadors that the partner continues is
paid at the end, the Mediateur's own matadors are judged by the Pagat, and the player's
side is paid what it makes over 64 of the 128 uncovered points. The pieces the variant's
hooks use in this form."""

from __future__ import annotations

from tarokdesk.cards.card import MOND, PAGAT, SKUS, SUITS, Card, suit_card
from tarokdesk.core.actions import Item
from tarokdesk.core.state import GameState
from tarokdesk.rules.announcements import declared
from tarokdesk.rules.calling import declarer_with, partner_of
from tarokdesk.rules.exchange import exchanges
from tarokdesk.rules.counting import card_value
from tarokdesk.rules.settlement import Ledger, PartyCount
from tarokdesk.variants.danish_tarok import honour_value

ASK, MEDIATEUR_TWO, MEDIATEUR = "ask", "mediateur_two", "mediateur"
CONTRACTS = (ASK, MEDIATEUR_TWO, MEDIATEUR)
"""Contracts (L304-307): ask (call a King), Mediateur with two cards, Mediateur with one;
open question 2: Mediateur above ask. The Mediateur "has one or two cards given to him"."""
CARDS_GIVEN = {MEDIATEUR: 1, MEDIATEUR_TWO: 2}
FEE, MOND_FEE = 5, 10
"""Contracts 3 (L317-318): the Mediateur pays 10 for T21 and 5 for any other card."""
FURTHER_MATADOR = 5
"""Announcements (L313-316): "each matador declared after the first three is worth 5"."""
HALF = 64
"""Counting (L307-310): 128 points uncovered; the player's side needs more than 64."""


def uncovered_points(cards) -> int:
    """Counting (L307-309): no covering, every blank 1 and every counting card its value."""
    return sum(card_value(c) for c in cards)


def card_fee(card: Card) -> int:
    return MOND_FEE if card == MOND else FEE


def callable_cards(state: GameState) -> list[Card]:
    """Contracts 2, recommended Quadrille custom: a King he does not hold; holding all four,
    a Queen he does not hold (none he laid in his Scat)."""
    mine = set(state.hands[state.declarer_seat]) | set(state.discards[state.declarer_seat])
    kings = [suit_card(s, "K") for s in SUITS]
    if all(k in mine for k in kings):
        return [q for q in (suit_card(s, "Q") for s in SUITS) if q not in mine]
    return [k for k in kings if k not in mine]


def party(state: GameState) -> list[int]:
    """The player and, in an asking game, the holder of the called card (a card lying in
    the Scat leaves him alone against three)."""
    partner = partner_of(state) if state.contract == ASK else None
    return declarer_with(state, partner)


def continued(state: GameState, announcer: int, partner: int) -> int:
    """Announcements, "Completing matadors across partners" (L311-317): the matadors below
    the announcer's declared run that his and his partner's tarocks together continue."""
    said = [Item.parse(item) for item in declared(state).get(announcer, ())]
    count = max((int(item.detail) for item in said if item.kind == "matadors"), default=0)
    if not count:
        return 0
    held = {c for s in (announcer, partner) for c in state.dealt[s]}
    extra, card = 0, MOND - (count - 2)  # the next tarok below the declared run
    while card > PAGAT and card in held:
        extra, card = extra + 1, card - 1
    return extra


def pagat_captured_by(state: GameState, seat: int) -> bool:
    """The Pagat of another hand fell in a trick `seat` won ("forcere Pagaten", L319-322)."""
    return any(trick.winner == seat and any(c == PAGAT and s != seat for s, c in trick.plays)
               for trick in state.tricks)


def mediateur_matadors(state: GameState) -> int:
    """Announcements, "Mediateur's matadors" (L318-322), on the hand he was dealt (a T21
    given to him does not count): none of T21, T1, the Scus and the Pagat not forced: he
    pays 3 matadors; T21 and the Scus and the Pagat forced: he is paid 3, with T20 too 4.
    Returns the matadors paid to him by each opponent (negative: paid by him to each)."""
    dealt = set(state.dealt[state.declarer_seat])
    forced = pagat_captured_by(state, state.declarer_seat)
    if not dealt & {MOND, PAGAT, SKUS} and not forced:
        return -3
    if {MOND, SKUS} <= dealt and PAGAT not in dealt and forced:
        return 4 if MOND - 1 in dealt else 3
    return 0


def settle_quadrille(state: GameState, ledger: Ledger) -> PartyCount:
    """Scoring and settlement (Quadrille form): card fees, continued matadors, the
    Mediateur's matadors, and the game: (points − 64) from each opponent, each to one member
    of an asking pair (open question 4: per opponent)."""
    declarer = state.declarer_seat
    for exchange in exchanges(state):
        ledger.between_sides("mediateur_card", [exchange["from"]], [declarer], exchange["fee"])
    players = party(state)
    others = [s for s in state.active if s not in players]
    if len(players) == 2:
        for side, rest in ((players, others), (others, players)):
            first, second = side
            extra = continued(state, first, second) + continued(state, second, first)
            if extra:
                ledger.between_sides("matador_continuation", side, rest,
                                     FURTHER_MATADOR * extra, extra=extra)
    if state.contract in CARDS_GIVEN:
        count = mediateur_matadors(state)
        if count:
            value = honour_value(Item.text_of("matadors", abs(count)))
            winners, losers = ([declarer], others) if count > 0 else (others, [declarer])
            ledger.between_sides("mediateur_matadors", winners, losers, value)
    pile = [c for s in players for c in state.won[s]]
    if state.dealer in players:
        pile += state.discards[state.dealer]  # Talon: the Scat counts for the dealer's side
    points = uncovered_points(pile)
    if points != HALF:
        winners, losers = (players, others) if points > HALF else (others, players)
        ledger.between_sides("game", winners, losers, abs(points - HALF))
    return {"party": players, "won": points > HALF, "even": points == HALF,
            "seat_points": {str(declarer): points}}
