"""Playing to a trick led by another (whist-conventions.md E-J, N1, N2, N6): second hand
low, third hand high with the finesse and the unblock, fourth hand as cheaply as possible,
ruffing by strength in trumps, discards, and the odd trick at five all."""

from __future__ import annotations

from tarokdesk.cards.card import Card, suit_of
from tarokdesk.players.advice import Advice
from tarokdesk.players.heuristic.whist.reading import Reading, by_rank, rank


def follow(r: Reading, legal: list[Card]) -> tuple[Card, Advice]:
    trick = list(r.view.trick)
    led = suit_of(trick[0][1])
    if any(suit_of(c) == led for c in legal):
        position = len(trick) + 1
        if position == 2:
            return second_hand(r, legal, trick)
        if position == 3:
            return third_hand(r, legal, trick)
        return fourth_hand(r, legal, trick)
    return void_in_suit(r, legal, trick)


def winning(r: Reading, trick) -> tuple[int, Card]:
    return r.rules.winning_play(trick)


def beats(r: Reading, card: Card, best: Card) -> bool:
    return r.rules.card_beats(card, best)


def lowest(cards: list[Card]) -> Card:
    return by_rank(cards)[-1]


def lowest_winner(r: Reading, cards: list[Card], best: Card) -> Card | None:
    winners = [c for c in cards if beats(r, c, best)]
    return lowest(winners) if winners else None


def later_opponent_may_beat(r: Reading, best: Card, trick) -> bool:
    """Whether an opponent still to play may hold a card that beats `best` (W3, W4)."""
    played = {seat for seat, _ in trick} | {r.me}
    led = suit_of(trick[0][1])
    for seat in r.opponents:
        if seat in played:
            continue
        for card in r.out:
            if not beats(r, card, best):
                continue
            if suit_of(card) == led and r.may_hold_suit(seat, led):
                return True
            if suit_of(card) == r.trump != led and r.may_hold_suit(seat, r.trump) and \
                    may_be_void(r, seat, led):
                return True
    return False


def may_be_void(r: Reading, seat: int, suit: int) -> bool:
    """Known void, or so few cards of the suit are out that he may well be."""
    return suit in r.voids[seat] or r.out_of_suit(suit) <= 2


def odd_trick_at_stake(r: Reading) -> bool:
    """W36: five tricks each (or the odd trick otherwise decisive): take sure tricks."""
    ours, theirs = r.tricks_taken
    return ours == 5 and theirs >= 5


def second_hand(r: Reading, legal: list[Card], trick) -> tuple[Card, Advice]:
    _, best = winning(r, trick)
    led = suit_of(trick[0][1])
    top = by_rank(legal)[0]
    if r.is_master(top) and beats(r, top, best) and odd_trick_at_stake(r):
        return top, Advice("second_hand_master", ("W36", "N1"))
    if led == r.trump:
        finesse = tenace_card(r, legal, best)
        if finesse is not None:
            return finesse, Advice("finesse_in_trumps", ("W26", "W27"))
    pair = touching_honours(r, legal)
    if pair is not None and beats(r, pair, best):
        return pair, Advice("touching_honours", ("W26", "N1"))
    return lowest(legal), Advice("second_hand_low", ("W30", "N1"))


def touching_honours(r: Reading, legal: list[Card]) -> Card | None:
    """The lower of two touching honours at the top of the holding (N1)."""
    cards = by_rank(legal)
    if len(cards) >= 2 and rank(cards[0]) >= 11 and rank(cards[1]) == rank(cards[0]) - 1:
        return cards[1]
    return None


def tenace_card(r: Reading, legal: list[Card], best: Card) -> Card | None:
    """W27: holding the highest card out and the third highest (the second out), the lower
    one, when it beats the trick so far."""
    cards = by_rank(legal)
    if len(cards) < 2 or not r.is_master(cards[0]):
        return None
    suit = suit_of(cards[0])
    between = [c for c in r.out if suit_of(c) == suit and rank(cards[1]) < rank(c) < rank(cards[0])]
    if len(between) == 1 and beats(r, cards[1], best):
        return cards[1]
    return None


def third_hand(r: Reading, legal: list[Card], trick) -> tuple[Card, Advice]:
    winner, best = winning(r, trick)
    led = suit_of(trick[0][1])
    partner_led = trick[0][0] == r.partner
    mine = by_rank(legal)
    finesse = tenace_card(r, legal, best)
    if finesse is not None and (led == r.trump or r.strong_in_trumps
                                or not odd_trick_at_stake(r)):
        return finesse, Advice("tenace_finesse", ("W27",))
    if partner_led and led != r.trump and r.is_master(mine[0]) and len(mine) <= 3:
        return mine[0], Advice("unblock", ("W28",))
    if r.is_friend(winner) and not later_opponent_may_beat(r, best, trick):
        return lowest(legal), Advice("partner_holds_lowest", ("W30",))
    top = lowest_of_sequence(r, mine)
    if beats(r, top, best):
        return top, Advice("third_hand_high", ("W27", "N2"))
    return lowest(legal), Advice("cannot_win_lowest", ("W30",))


def lowest_of_sequence(r: Reading, cards: list[Card]) -> Card:
    """The lowest card equal to my highest (cards between them all played)."""
    chosen = cards[0]
    for lower in cards[1:]:
        gap = [c for c in r.out if suit_of(c) == suit_of(chosen)
               and rank(lower) < rank(c) < rank(chosen)]
        if gap:
            break
        chosen = lower
    return chosen


def fourth_hand(r: Reading, legal: list[Card], trick) -> tuple[Card, Advice]:
    winner, best = winning(r, trick)
    if r.is_friend(winner):
        return lowest(legal), Advice("partner_wins_lowest", ("W30", "N6"))
    cheapest = lowest_winner(r, legal, best)
    if cheapest is not None:
        return cheapest, Advice("fourth_hand_cheap", ("W36", "N6"))
    return lowest(legal), Advice("cannot_win_lowest", ("W30", "N6"))


# --- void in the suit led ---------------------------------------------------------------------

def void_in_suit(r: Reading, legal: list[Card], trick) -> tuple[Card, Advice]:
    winner, best = winning(r, trick)
    led = suit_of(trick[0][1])
    trumps = [c for c in legal if suit_of(c) == r.trump]
    position = len(trick) + 1
    partner_winning = r.is_friend(winner)
    if partner_winning and (position == 4 or not later_opponent_may_beat(r, best, trick)):
        return discard(r, legal), Advice("partner_holds", ("W33",)).plus(LOOSE_DISCARD)
    ruff = lowest_winner(r, trumps, best)
    if ruff is None:
        return discard(r, legal), Advice("cannot_win").plus(LOOSE_DISCARD)
    thirteenth = position == 2 and r.out_of_suit(led) == 0
    if thirteenth:
        if r.strong_in_trumps:
            return discard(r, legal), \
                Advice("strong_no_trump_13th", ("W25",)).plus(LOOSE_DISCARD)
        return ruff, Advice("weak_trump_13th", ("W25",))
    uncertain = partner_winning or (position == 2) or \
        (position == 3 and not r.is_master(best) and led != r.trump)
    if uncertain and not trick[0][0] == r.partner:
        if r.strong_in_trumps:
            return discard(r, legal), \
                Advice("strong_no_uncertain_ruff", ("W31",)).plus(LOOSE_DISCARD)
        return ruff, Advice("weak_ruff_uncertain", ("W31",))
    return ruff, Advice("ruff_low", ("W31",))


LOOSE_DISCARD = Advice("loose_discard", ("W35",))


def discard(r: Reading, legal: list[Card]) -> Card:
    """W35: from a plain suit I do not want partner to lead: short, without a master or an
    honour guard, and not my long suit; the loose (lowest) card of it. Trumps last."""
    plain = [c for c in legal if suit_of(c) != r.trump] or legal

    def keep_value(card: Card) -> tuple:
        cards = r.suit_cards(suit_of(card))
        masters = sum(1 for c in cards if r.is_master(c))
        guards = sum(1 for c in cards if rank(c) >= 12)
        return (masters, guards, len(cards), rank(card))

    return min(plain, key=keep_value)

