"""Card play from personal talon packets (C3 piles in front of each seat, their tops open):
strohmann-tarok.md "Strategy and conventions", each choice naming its item. Used for any game
whose view shows the seat packets of its own; the numbers come from the variant's
`strategy.thresholds`."""

from __future__ import annotations

from tarokdesk.cards.card import TRUMP, Card, face_index, suit_of
from tarokdesk.cards.points import card_thirds
from tarokdesk.core.actions import Action
from tarokdesk.core.state import pile_owner
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import trick_rules, variant_of
from tarokdesk.players.knowledge import Knowledge

QUEEN, CAVALL, JACK = 1, 2, 3


def packet_tops(view: SeatView, seat: int) -> dict[Card, int]:
    """`seat`'s open packet tops, each with the number of covered cards beneath it."""
    return {cards[-1]: len(cards) - 1 for name, cards in view.piles.items()
            if pile_owner(name) == seat and cards and cards[-1] is not None}


def plays_from_packets(view: SeatView) -> bool:
    """Whether this seat has packets in front of it: the game plays from them."""
    return any(pile_owner(name) == view.seat for name in view.piles)


def is_figure(card: Card) -> bool:
    return suit_of(card) != TRUMP and face_index(card) < 4


def decide_packet_play(view: SeatView, know: Knowledge) -> tuple[Action, str]:
    legal = {a.value: a for a in view.legal if a.kind == "play"}
    if len(legal) == 1:
        card = next(iter(legal))
        return legal[card], "the only legal card"
    rank = variant_of(view).pack.rank
    other = next(s for s in view.active if s != view.seat)
    play = PacketPlay(view, know, rank, other)
    card, why = play.follow(list(legal)) if view.trick else play.lead(list(legal))
    return legal[card], why


class PacketPlay:
    def __init__(self, view: SeatView, know: Knowledge, rank, other: int):
        self.view, self.know, self.rank, self.other = view, know, rank, other
        self.mine = packet_tops(view, view.seat)
        self.theirs = packet_tops(view, other)
        self.rules = trick_rules(view)
        self.limits = variant_of(view).strategy.thresholds

    def cheapest(self, cards: list[Card]) -> Card:
        """Fewest points, then plain before trump, then a packet top before a hand card
        (Strategy 5: every top played opens the talon), then the lowest."""
        return min(cards, key=lambda c: (card_thirds(c), suit_of(c) == TRUMP,
                                         c not in self.mine, self.rank[c]))

    def unbeatable(self, card: Card) -> bool:
        """No unseen card, nor an open top of the opponent, beats `card` in its suit."""
        rivals = self.know.unseen | set(self.theirs)
        return not any(suit_of(c) == suit_of(card) and self.rank[c] > self.rank[card]
                       for c in rivals)

    # --- leading ---------------------------------------------------------------------------
    def lead(self, cards: list[Card]) -> tuple[Card, str]:
        trumps = sorted((c for c in cards if suit_of(c) == TRUMP), key=lambda c: self.rank[c])
        if len(trumps) >= 2 and self.unbeatable(trumps[-1]):
            return trumps[-1], "Strohmann 18: lead trumps from the top of a closed sequence " \
                               "(keeping the smallest, 19)"
        tops = [c for c in cards if c in self.mine]
        for card in sorted(tops, key=lambda c: -self.mine[c]):
            if face_index(card) in (QUEEN, CAVALL) and self.mine[card] >= 3:
                return card, "Strohmann 7: a Q or C over three covered cards is played " \
                             "away promptly"
        for card in tops:
            king = next((c for c in cards if suit_of(c) == suit_of(card) and c not in self.mine
                         and face_index(c) < face_index(card)), None)
            if king is not None and face_index(card) in (QUEEN, CAVALL):
                return card, "Strohmann 11: the higher figure in hand, the lower on a " \
                             "packet: play the packet's away first"
        shown = {suit_of(c) for c in self.theirs}
        safe_tops = [c for c in tops if suit_of(c) not in shown]
        if safe_tops:
            first = self.limits.get("open_packets_first", 1)
            card = max(safe_tops, key=lambda c: (first * self.mine[c], -self.rank[c]))
            return card, "Strohmann 13: play off the top over most covered cards (5), in " \
                         "a suit the opponent cannot follow from his packets"
        plain = [c for c in cards if suit_of(c) != TRUMP and c not in self.mine]
        safe = [c for c in plain if suit_of(c) not in shown]
        winners = [c for c in cards if suit_of(c) != TRUMP and self.unbeatable(c)
                   and card_thirds(c) > 1]
        if winners:
            return max(winners, key=lambda c: card_thirds(c)), \
                "Strohmann 23: a figure nothing outstanding can beat takes its trick"
        if safe:
            return self.cheapest(safe), "Strohmann 13: never help the opponent open his " \
                                        "talon: lead where his packets show nothing"
        if tops:
            return max(tops, key=lambda c: self.mine[c]), "Strohmann 5: open the talon"
        if len(trumps) >= 2 and not plain:
            return trumps[0], "Strohmann 18: with no sequence lead a low trump"
        return self.cheapest(cards), "the cheapest card"

    # --- following -------------------------------------------------------------------------
    def follow(self, cards: list[Card]) -> tuple[Card, str]:
        led = self.view.trick[0][1]
        beaters = [c for c in cards if self.rules.card_beats(c, led)]
        at_stake = card_thirds(led)
        if beaters:
            cheap = self.cheapest(beaters)
            if at_stake > 1 or card_thirds(cheap) == 1 or suit_of(cheap) == TRUMP \
                    and at_stake + card_thirds(cheap) >= 5:
                return cheap, "Strohmann 23: take the trick at the least cost"
        losers = [c for c in cards if c not in beaters] or cards
        suit = suit_of(led)
        jack_top = [c for c in losers if c in self.mine and suit_of(c) == suit
                    and face_index(c) == JACK]
        if jack_top and is_figure(led) and face_index(led) < JACK:
            return jack_top[0], "Strohmann 12: the Jack on a packet follows a higher figure"
        low_tops = [c for c in losers if c in self.mine and card_thirds(c) == 1]
        if low_tops and all(card_thirds(c) == 1 for c in losers if suit_of(c) == suit):
            return max(low_tops, key=lambda c: self.mine[c]), \
                "Strohmann 12: only low cards of the suit: follow from the packet"
        return self.cheapest(losers), "Strohmann 24: do not overtake cheaply; give the " \
                                      "least"
