"""Leading by the lead-selection procedure P of whist-conventions.md: score overrides
(W21-W23), returning partner's invitation or trump signal (S1, S2, N3), cashing (W16), five
small trumps (W19), then the longest suit (W10) with its card by W11/W13/W24, under the
exclusions of step 6 (W14, W32, W33, W17a, W15, W12) and the boldness of W7/W18."""

from __future__ import annotations

from tarokdesk.cards.card import Card, suit_of
from tarokdesk.players.heuristic.whist.reading import (
    ACE, HONOURS, JACK, KING, PLAIN_SUITS, QUEEN, Reading, rank,
)
from tarokdesk.players.heuristic.whist.trump_leads import trump_lead


def lead(r: Reading) -> tuple[Card, str]:
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

def score_overrides(r: Reading) -> tuple[Card, str] | None:
    ours = r.scores[0]
    trumps = r.trumps
    if ours == 0 and r.opponents_near_game and len(trumps) == 2 and \
            rank(trumps[0]) in (QUEEN, JACK) and not good_outside(r):
        return trumps[0], "W22: at 0 against 6-7, lead the Q or J from Q x / J x of trumps"
    if r.one_from_game and r.may_hold_suit(r.partner, r.trump):
        for suit in PLAIN_SUITS:
            if suit != r.trump and suit in r.voids[r.partner] and r.suit_cards(suit):
                return r.suit_cards(suit)[-1], "W23: at 9 let partner ruff his void suit"
    return None


# --- P2 partner's signals ---------------------------------------------------------------------

def partners_signal(r: Reading) -> tuple[Card, str] | None:
    first = r.first_leads.get(r.partner)
    if first is None:
        return None
    suit = suit_of(first)
    mine = r.suit_cards(suit)
    if not mine:
        return None
    if suit == r.trump and rank(first) == KING:
        return mine[-1], "S1: partner led the trump K (A or Q with it); return trumps"
    if suit != r.trump and rank(first) < 10 and suit not in r.discarded[r.partner]:
        card = mine[0] if len(mine) <= 2 else mine[-1]
        why = "its highest, not to block it (W28)" if len(mine) <= 2 else "a low one"
        return card, f"S2, N3: partner invited in this suit; return it, {why}"
    return None


# --- P3 cashing, P4 five small trumps ---------------------------------------------------------

def cash(r: Reading) -> tuple[Card, str] | None:
    plain = [s for s in PLAIN_SUITS if s != r.trump]
    ace_king = [s for s in plain if {ACE, KING} <= {rank(c) for c in r.suit_cards(s)}]
    void = [s for s in plain if not r.suit_cards(s)]
    trumps = r.trumps
    if len(ace_king) >= 2 and void and len(trumps) == 2 and \
            not any(rank(c) in HONOURS for c in trumps):
        for suit in ace_king:
            top = r.suit_cards(suit)[0]
            if r.is_master(top):
                return top, "W16: A K in two suits, two small trumps, a void: cash at once"
    return None


def small_trumps(r: Reading) -> tuple[Card, str] | None:
    trumps = r.trumps
    if len(trumps) >= 5 and not any(rank(c) in HONOURS for c in trumps) and \
            not good_outside(r) and not r.saving_stake:
        wanted, why = trump_lead([rank(c) for c in trumps], honour_on_left(r))
        return card_of_rank(r, r.trump, wanted), f"W19: five very small trumps; {why}"
    return None


def honour_on_left(r: Reading) -> bool:
    """W24.2: the dealer sits on my left (plays right after me) and turned up an honour."""
    trump = r.view.public.get("trump", {})
    card = trump.get("card")
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


def longest_suit(r: Reading) -> tuple[Card, str]:
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
    note = f" (relaxing {', '.join(relaxed)})" if relaxed else ""
    card, why = suit_lead(r, suit)
    return card, why + note


def suit_lead(r: Reading, suit: int) -> tuple[Card, str]:
    cards = r.suit_cards(suit)
    if suit == r.trump:
        wanted, why = trump_lead([rank(c) for c in cards], honour_on_left(r))
        return card_of_rank(r, suit, wanted), f"W10: my longest suit is trumps; {why}"
    run = sequence_length(cards, r)
    if run >= 5:
        return cards[run - 1], "W11: five in sequence in a plain suit, lead the lowest"
    if run >= 3:
        return cards[0], "W11: three or four in sequence, lead the highest"
    if r.far_behind and rank(cards[0]) in (KING, QUEEN, JACK):
        return cards[0], "W7, W18: far behind, lead kings, queens and jacks boldly"
    if r.is_master(cards[0]) and (r.trump is None or not r.out_of_suit(r.trump)):
        return cards[0], "W4: a master no opponent can ruff, lead it"
    if len(cards) == 3:
        return cards[-1], "W12: a three-card suit that cannot be avoided, a low card"
    return cards[-1], "W10, W13: my longest suit, a low card (an invitation)"
