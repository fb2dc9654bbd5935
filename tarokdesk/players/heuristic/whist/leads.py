"""Leading by the lead-selection procedure P of whist-conventions.md: score overrides
(W21-W23), returning partner's invitation or trump signal (S1, S2, N3), cashing (W16), five
small trumps (W19), then the longest suit (W10) with its card by W11/W13/W24, under the
exclusions of step 6 (W14, W32, W33, W17a, W15, W12) and the boldness of W7/W18."""

from __future__ import annotations

from tarokdesk.cards.card import Card, suit_of
from tarokdesk.players.advice import Advice
from tarokdesk.players.heuristic.whist.reading import (
    ACE, HONOURS, JACK, KING, PLAIN_SUITS, QUEEN, Reading, rank,
)
from tarokdesk.players.heuristic.whist.trump_leads import trump_lead
from tarokdesk.rules.turn_up import PUBLIC as PUBLIC_TRUMP


def lead(r: Reading) -> tuple[Card, Advice]:
    for step in (score_overrides, partners_signal, cash, small_trumps):
        chosen = step(r)
        if chosen is not None:
            return chosen
    return longest_suit(r)


def card_of_rank(r: Reading, suit: int, wanted: int) -> Card:
    return next(c for c in r.suit_cards(suit) if rank(c) == wanted)


def good_outside(r: Reading) -> bool:
    """An ace or king in a plain suit: a "good card in the other suits" (W19, W22)."""
    return any(rank(c) >= KING for c in r.hand if suit_of(c) != r.trump)


# --- P1 score overrides ----------------------------------------------------------------------

def score_overrides(r: Reading) -> tuple[Card, Advice] | None:
    ours = r.scores[0]
    trumps = r.trumps
    if ours == 0 and r.opponents_near_game and len(trumps) == 2 and \
            rank(trumps[0]) in (QUEEN, JACK) and not good_outside(r):
        return trumps[0], Advice("love_against_six", ("W22",))
    if r.one_from_game and (r.trump is None or r.may_hold_suit(r.partner, r.trump)):
        for suit in PLAIN_SUITS:
            if suit != r.trump and suit in r.voids[r.partner] and r.suit_cards(suit):
                return r.suit_cards(suit)[-1], Advice("partner_ruffs_void", ("W23",))
    return None


# --- P2 partner's signals ---------------------------------------------------------------------

def partners_signal(r: Reading) -> tuple[Card, Advice] | None:
    first = r.first_leads.get(r.partner)
    if first is None:
        return None
    suit = suit_of(first)
    mine = r.suit_cards(suit)
    if not mine:
        return None
    if suit == r.trump and rank(first) == KING:
        return mine[-1], Advice("return_trump_king", ("S1",))
    if suit != r.trump and rank(first) < 10 and suit not in r.discarded[r.partner]:
        if len(mine) <= 2:
            return mine[0], Advice("return_invitation_high", ("S2", "N3", "W28"))
        return mine[-1], Advice("return_invitation_low", ("S2", "N3"))
    return None


# --- P3 cashing, P4 five small trumps ---------------------------------------------------------

def cash(r: Reading) -> tuple[Card, Advice] | None:
    plain = [s for s in PLAIN_SUITS if s != r.trump]
    ace_king = [s for s in plain if {ACE, KING} <= {rank(c) for c in r.suit_cards(s)}]
    void = [s for s in plain if not r.suit_cards(s)]
    trumps = r.trumps
    if len(ace_king) >= 2 and void and len(trumps) == 2 and \
            not any(rank(c) in HONOURS for c in trumps):
        for suit in ace_king:
            top = r.suit_cards(suit)[0]
            if r.is_master(top):
                return top, Advice("cash_at_once", ("W16",))
    return None


def small_trumps(r: Reading) -> tuple[Card, Advice] | None:
    trumps = r.trumps
    if r.trump is not None and len(trumps) >= 5 and not any(rank(c) in HONOURS for c in trumps) \
            and not good_outside(r) and not r.saving_stake:
        wanted, why = trump_lead([rank(c) for c in trumps], honour_on_left(r))
        return card_of_rank(r, r.trump, wanted), Advice("five_small_trumps", ("W19",)).plus(why)
    return None


def honour_on_left(r: Reading) -> bool:
    """W24.2: the dealer sits on my left (plays right after me) and turned up an honour."""
    trump = r.view.public.get(PUBLIC_TRUMP)
    card = trump["card"] if trump else None
    left = r.view.active[(r.view.active.index(r.me) + 1) % 4]
    return card is not None and r.view.dealer == left and rank(card) in HONOURS and \
        card not in r.played


# --- P5-P7 the longest suit, with the exclusions ----------------------------------------------

def sequence_length(cards: list[Card], r: Reading) -> int:
    """How many cards from the top of `cards` (high to low) run in sequence, cards already
    played counting as the gaps they fill (W11)."""
    run = 1
    for higher, lower in zip(cards, cards[1:]):
        between = [c for c in r.played if suit_of(c) == suit_of(higher)
                   and rank(lower) < rank(c) < rank(higher)]
        if rank(higher) - rank(lower) - 1 != len(between):
            break
        run += 1
    return run


def exclusions(r: Reading, suit: int) -> list[str]:
    """Why `suit` should not be led (procedure P, step 6; empty: it may)."""
    why = []
    if suit in r.discarded[r.partner]:
        why.append("W14")
    opponents_void = [s for s in r.opponents if suit in r.voids[s]]
    if suit != r.trump and len(opponents_void) == 2 and r.out_of_suit(suit):
        why.append("W32")
    if suit != r.trump and suit in r.voids[r.partner] and not r.one_from_game and \
            not opponents_void:
        why.append("W33")
    opener = r.suit_openers.get(suit)
    if opener is not None and not r.is_friend(opener) and suit != r.trump:
        why.append("W17a")
    cards = r.suit_cards(suit)
    if suit == r.trump and r.saving_stake:
        why.append("W21")
    if len(cards) >= 4 and rank(cards[0]) == KING and all(rank(c) < 10 for c in cards[1:]) \
            and facing_slam(r):
        why.append("W15")
    if len(cards) == 3 and sequence_length(cards, r) < 3:
        why.append("W12")
    if suit != r.trump and len(cards) >= 2 and rank(cards[0]) == ACE and \
            rank(cards[1]) == QUEEN and any(rank(c) == KING and suit_of(c) == suit
                                            for c in r.out):
        why.append("W29")
    return why


def facing_slam(r: Reading) -> bool:
    """W15: very bad cards: no ace and no trump honour."""
    return not any(rank(c) == ACE for c in r.hand) and \
        not any(rank(c) in HONOURS for c in r.trumps)


EXCLUSION_ORDER = ("W12", "W29", "W17a", "W15", "W33", "W21", "W32", "W14")
"""Relaxed in this order when every suit is excluded (the softest first)."""


def longest_suit(r: Reading) -> tuple[Card, Advice]:
    suits = [s for s in PLAIN_SUITS if r.suit_cards(s)]
    barred = {s: set(exclusions(r, s)) for s in suits}
    allowed = [s for s in suits if not barred[s]]
    relaxed: list[str] = []
    for item in EXCLUSION_ORDER:
        if allowed:
            break
        relaxed.append(item)
        allowed = [s for s in suits if not barred[s] - set(relaxed)]
    allowed = allowed or suits

    def preference(suit: int) -> tuple:
        cards = r.suit_cards(suit)
        trump_row = suit == r.trump
        return (len(cards), trump_row, sequence_length(cards, r) >= 3,
                sum(rank(c) for c in cards[:2]))

    suit = max(allowed, key=preference)
    card, why = suit_lead(r, suit)
    return card, why.plus(Advice("every_suit_barred", tuple(relaxed))) if relaxed else why


def suit_lead(r: Reading, suit: int) -> tuple[Card, Advice]:
    cards = r.suit_cards(suit)
    if suit == r.trump:
        wanted, why = trump_lead([rank(c) for c in cards], honour_on_left(r))
        return card_of_rank(r, suit, wanted), Advice("longest_is_trumps", ("W10",)).plus(why)
    run = sequence_length(cards, r)
    if run >= 5:
        return cards[run - 1], Advice("five_in_sequence", ("W11",))
    if run >= 3:
        return cards[0], Advice("three_in_sequence", ("W11",))
    if r.far_behind and rank(cards[0]) in (KING, QUEEN, JACK):
        return cards[0], Advice("far_behind_bold", ("W7", "W18"))
    if r.is_master(cards[0]) and (r.trump is None or not r.out_of_suit(r.trump)):
        return cards[0], Advice("master_no_ruff", ("W4",))
    if len(cards) == 3:
        return cards[-1], Advice("three_card_suit", ("W12",))
    return cards[-1], Advice("longest_suit_invite", ("W10", "W13"))
