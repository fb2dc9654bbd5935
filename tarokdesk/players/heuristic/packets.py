"""Card play from personal talon packets (C3 piles in front of each seat, their tops open):
strohmann-tarok.md "Strategy and conventions", each choice with its advice. Used for any game
whose view shows the seat packets of its own; the numbers come from the variant's
`strategy.thresholds`."""

from __future__ import annotations

from tarokdesk.cards.card import MOND, PAGAT, SKUS, TRUMP, Card, face_index, suit_of
from tarokdesk.cards.points import card_thirds
from tarokdesk.core.actions import Action
from tarokdesk.players.advice import Advice
from tarokdesk.core.state import pile_owner
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import trick_rules, variant_of
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.solver import Solver
from tarokdesk.rules.trickplay import PLAY

KING, QUEEN, CAVALL, JACK = 0, 1, 2, 3


def packet_tops(view: SeatView, seat: int) -> dict[Card, int]:
    """`seat`'s open packet tops, each with the number of covered cards beneath it."""
    return {cards[-1]: len(cards) - 1 for name, cards in view.piles.items()
            if pile_owner(name) == seat and cards and cards[-1] is not None}


def plays_from_packets(view: SeatView) -> bool:
    """Whether this seat has packets in front of it: the game plays from them."""
    return any(pile_owner(name) == view.seat for name in view.piles)


def is_figure(card: Card) -> bool:
    return suit_of(card) != TRUMP and face_index(card) < 4


def decide_packet_play(view: SeatView, know: Knowledge) -> tuple[Action, Advice]:
    legal = {a.card: a for a in view.legal if a.kind == PLAY}
    if len(legal) == 1:
        card = next(iter(legal))
        return legal[card], Advice("only_card")
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
    def lead(self, cards: list[Card]) -> tuple[Card, Advice]:
        trumps = sorted((c for c in cards if suit_of(c) == TRUMP), key=lambda c: self.rank[c])
        if trumps and self.hunts_the_pagat():
            return trumps[-1], Advice("draw_the_pagat", ("Strohmann 20",))
        exit_card = self.exit_into_the_pagat(cards)
        if exit_card is not None:
            return exit_card, Advice("exit_into_pagat", ("Strohmann 26",), problem=24)
        exit_taker = self.remove_his_exit(cards)
        if exit_taker is not None:
            return exit_taker, Advice("remove_his_exit", ("Strohmann 25",), problem=23)
        counted = self.count_out(cards)
        if counted is not None:
            return counted, Advice("count_out", ("Strohmann 28",))
        process = self.process_suits()
        if process:
            fight = self.in_process(cards, trumps, process)
            if fight is not None:
                return fight
        if self.sequence_from_top(trumps) >= 2:
            return trumps[-1], Advice("trumps_from_sequence", ("Strohmann 18", "Strohmann 19"))
        tops = [c for c in cards if c in self.mine]
        buttoned = self.buttoned_up(cards, tops)
        if buttoned is not None:
            return buttoned, Advice("buttoned_up", ("Strohmann 6",))
        figure = self.figure_rules(cards, tops)
        if figure is not None:
            return figure
        for card in sorted(tops, key=lambda c: -self.mine[c]):
            if face_index(card) in (QUEEN, CAVALL) and self.mine[card] >= 3:
                return card, Advice("figure_over_three", ("Strohmann 7",))
        for card in tops:
            king = next((c for c in cards if suit_of(c) == suit_of(card) and c not in self.mine
                         and face_index(c) < face_index(card)), None)
            if king is not None and face_index(card) in (QUEEN, CAVALL):
                return card, Advice("packet_figure_first", ("Strohmann 11",))
        shown = {suit_of(c) for c in self.theirs}
        safe_tops = [c for c in tops if suit_of(c) not in shown]
        if safe_tops:
            first = self.limits.get("open_packets_first", 1)
            card = max(safe_tops, key=lambda c: (first * self.mine[c], -self.rank[c]))
            return card, Advice("most_covered_top", ("Strohmann 13", "Strohmann 5"))
        plain = [c for c in cards if suit_of(c) != TRUMP and c not in self.mine]
        safe = [c for c in plain if suit_of(c) not in shown]
        winners = [c for c in cards if suit_of(c) != TRUMP and self.unbeatable(c)
                   and card_thirds(c) > 1]
        hoarded = [c for c in winners if self.ruffs(suit_of(c))]
        if winners and len(hoarded) == len(winners):
            suit = suit_of(max(hoarded, key=lambda c: card_thirds(c)))
            small = min((c for c in cards if suit_of(c) == suit), key=lambda c: self.rank[c])
            if small not in hoarded:
                return small, Advice("small_before_king", ("Strohmann 14",))
        winners = [c for c in winners if c not in hoarded]
        if winners:
            return max(winners, key=lambda c: card_thirds(c)), \
                Advice("cash_master_figure", ("Strohmann 23",))
        if safe:
            return self.cheapest(safe), Advice("lead_where_packets_empty", ("Strohmann 13",))
        if tops:
            return max(tops, key=lambda c: self.mine[c]), \
                Advice("open_the_talon", ("Strohmann 5",))
        if len(trumps) >= 2 and (not plain or not safe and not tops):
            low = trumps[1] if len(trumps) >= 3 else trumps[0]
            return low, Advice("low_trump_no_sequence", ("Strohmann 18",))  # 19: keep the
            # smallest (the second lowest is led when three or more are left)
        return self.cheapest(cards), Advice("cheapest_card")

    # --- the items behind the lead ---------------------------------------------------------
    def my_trumps(self) -> int:
        return sum(1 for c in (*self.view.hand, *self.mine) if suit_of(c) == TRUMP)

    def rival_trumps(self) -> list[Card]:
        return [c for c in self.know.unseen | set(self.theirs) if suit_of(c) == TRUMP]

    def hunts_the_pagat(self) -> bool:
        """Strategy 20: 10-12 trumps with sequences but not the Pagat, which is out."""
        return (PAGAT in self.rival_trumps() and PAGAT not in self.view.hand
                and self.my_trumps() >= self.limits["hunt_pagat_taroks"])

    def sequence_from_top(self, trumps: list[Card]) -> int:
        """Strategy 18: how many of my highest trumps rank above every rival trump."""
        rivals = [self.rank[c] for c in self.rival_trumps()]
        top = max(rivals, default=-1)
        return sum(1 for c in trumps if self.rank[c] > top)

    def ruffs(self, suit: int) -> bool:
        """Strategy 14: the opponent showed he is void in `suit` and may still hold trumps."""
        return suit in self.know.voids.get(self.other, set()) and bool(self.rival_trumps())

    def exit_into_the_pagat(self, cards: list[Card]) -> Card | None:
        """Strategy 26 (problem 24): every card out is in his hand, his only trump is the
        Pagat and his other cards are of one suit, of which I hold some: a card of a suit he
        lacks makes him ruff with the Pagat and lead that suit to me."""
        unseen = self.know.unseen
        if len(unseen) != self.view.hand_sizes[self.other] or self.theirs or \
                self.rival_trumps() != [PAGAT]:
            return None
        suits = {suit_of(c) for c in unseen if c != PAGAT}
        if len(suits) != 1 or not any(suit_of(c) in suits for c in self.view.hand):
            return None
        exits = [c for c in cards if suit_of(c) not in suits | {TRUMP}]
        return min(exits, key=lambda c: (card_thirds(c), self.rank[c])) if exits else None

    def all_known(self) -> bool:
        """Strategy 23: no card lies covered and every unseen card is in his hand: play as
        with open cards."""
        covered = any(c is None for cards in self.view.piles.values() for c in cards)
        return not covered and len(self.know.unseen) == self.view.hand_sizes[self.other]

    def remove_his_exit(self, cards: list[Card]) -> Card | None:
        """Strategy 25 (problem 23): with every card known, a suit in which I hold a low card
        and figures above his one figure, and he guards that figure with low cards: my low
        card first draws one of his exits, so that in the end he must lead the suit to me."""
        if not self.all_known():
            return None
        his = self.know.unseen | set(self.theirs)
        for suit in sorted({suit_of(c) for c in cards if suit_of(c) != TRUMP}):
            low = [c for c in cards if suit_of(c) == suit and not is_figure(c)]
            figures = [c for c in cards if suit_of(c) == suit and is_figure(c)]
            his_figures = [c for c in his if suit_of(c) == suit and is_figure(c)]
            his_low = [c for c in his if suit_of(c) == suit and not is_figure(c)]
            if low and his_low and len(his_figures) == 1 and \
                    any(self.rank[f] > self.rank[his_figures[0]] for f in figures):
                return min(low, key=lambda c: self.rank[c])
        return None

    def count_out(self, cards: list[Card]) -> Card | None:
        """Strategy 28 (the book's endgame, 2929-2947): with every card known and few left,
        count each lead to the end (exactly) and lead the one that takes the most."""
        if not self.all_known() or len(cards) > self.limits["count_out_cards"]:
            return None
        me = self.view.seat
        hands = {me: cards, self.other: sorted(self.know.unseen | set(self.theirs))}
        values = Solver(self.rules, self.view.active, {me}).values(hands, [], me)
        return max(values, key=lambda c: (values[c], -card_thirds(c), -self.rank[c]))

    def buttoned_up(self, cards: list[Card], tops: list[Card]) -> Card | None:
        """Strategy 6: a singleton low card in hand of a suit whose K is out (in his hand)
        and whose Q lies open on his packet: do not play off my tops (a turned card of that
        suit would make me follow); lead another hand card and keep the low one, so that
        after it is gone I ruff one of his two figures."""
        if not tops:
            return None
        hand = [c for c in cards if c not in self.mine]
        for single in hand:
            suit = suit_of(single)
            if suit == TRUMP or is_figure(single) or \
                    sum(1 for c in (*hand, *tops) if suit_of(c) == suit) != 1:
                continue
            king = any(suit_of(c) == suit and face_index(c) == KING for c in self.know.unseen)
            queen = any(suit_of(c) == suit and face_index(c) == QUEEN for c in self.theirs)
            if not (king and queen and self.my_trumps()):
                continue
            shown = {suit_of(c) for c in self.theirs}
            others = [c for c in hand if suit_of(c) not in (suit, TRUMP)]
            if others:
                return min(others, key=lambda c: (suit_of(c) in shown, card_thirds(c),
                                                  self.rank[c]))
        return None

    def process_suits(self) -> set[int]:
        """Strategy 16 ("Prozeß"): suits in which both hold figures that can capture the
        other's lower ones: a figure of mine (hand or top) and one lying open on his
        packets, neither the highest of the suit still in play."""
        suits = set()
        for suit in {suit_of(c) for c in self.theirs if is_figure(c)}:
            mine = [c for c in (*self.view.hand, *self.mine) if suit_of(c) == suit
                    and is_figure(c)]
            his = [c for c in self.theirs if suit_of(c) == suit and is_figure(c)]
            if mine and any(self.rank[m] > self.rank[h] for m in mine for h in his) and \
                    any(self.rank[h] > self.rank[m] for m in mine for h in his):
                suits.add(suit)
        return suits

    def in_process(self, cards: list[Card], trumps: list[Card], process: set[int]
                   ) -> tuple[Card, Advice] | None:
        """Strategy 16-17: with the game safe anyway give the process up and lead the suit
        (its highest figure); else play into the back hand: a low trump or another suit, so
        that he must open the critical suit."""
        shape_taroks = self.my_trumps()
        if shape_taroks >= self.limits["process_safe_taroks"] and \
                {SKUS, MOND} <= set(self.view.hand):
            ours = [c for c in cards if suit_of(c) in process]
            if ours:
                return min(ours, key=lambda c: face_index(c)), \
                    Advice("game_safe_lead_suit", ("Strohmann 17",))
            return None
        others = [c for c in cards if suit_of(c) not in process | {TRUMP}]
        small = [c for c in trumps if c != PAGAT and self.rank[c] < self.rank[MOND]]
        if small and (len(trumps) >= 2 or not others):
            return small[0], Advice("process_low_trump", ("Strohmann 16",))
        if others:
            return self.cheapest(others), Advice("process_other_suit", ("Strohmann 16",))
        return None

    def figure_rules(self, cards: list[Card], tops: list[Card]) -> tuple[Card, Advice] | None:
        """Strategy 8-10: figures on the packets and in the hand."""
        shown_low = {suit_of(c) for c in self.theirs if not is_figure(c)}
        for card in tops:
            queen = next((c for c in self.view.hand if suit_of(c) == suit_of(card)
                          and face_index(c) == QUEEN), None)
            if face_index(card) == CAVALL and suit_of(card) != TRUMP and queen is not None \
                    and suit_of(card) not in shown_low:
                return card, Advice("cavall_with_queen", ("Strohmann 8",))
        for card in tops:
            pair = [c for c in tops if c != card and suit_of(c) == suit_of(card)
                    and is_figure(c) and abs(face_index(c) - face_index(card)) == 1
                    and self.mine[c] == self.mine[card]]
            if is_figure(card) and face_index(card) in (QUEEN, CAVALL) and pair and \
                    face_index(card) < face_index(pair[0]):
                return card, Advice("higher_of_two_figures", ("Strohmann 9",))
        shown = {suit_of(c) for c in self.theirs}
        for suit in {suit_of(c) for c in tops if suit_of(c) != TRUMP}:
            low = [c for c in self.mine if suit_of(c) == suit and not is_figure(c)]
            high = [c for c in cards if c not in self.mine and suit_of(c) == suit
                    and face_index(c) in (KING, QUEEN, CAVALL)]
            if len(low) >= 2 and high and suit not in shown:
                return min(high, key=lambda c: face_index(c)), \
                    Advice("figure_from_hand", ("Strohmann 10",))
        return None

    # --- following -------------------------------------------------------------------------
    def follow(self, cards: list[Card]) -> tuple[Card, Advice]:
        led = self.view.trick[0][1]
        beaters = [c for c in cards if self.rules.card_beats(c, led)]
        if PAGAT in beaters and self.my_trumps() <= self.limits["pagat_early_taroks"]:
            return PAGAT, Advice("pagat_wins_early", ("Strohmann 21",))
        skus_out = SKUS in self.know.unseen or SKUS in self.theirs
        if MOND in beaters and skus_out and SKUS not in self.mine:
            return MOND, Advice("mond_home", ("Strohmann 22",))
        at_stake = card_thirds(led)
        if beaters:
            cheap = self.cheapest(beaters)
            if at_stake > 1 or card_thirds(cheap) == 1 or suit_of(cheap) == TRUMP \
                    and at_stake + card_thirds(cheap) >= 5:
                return cheap, Advice("take_cheaply", ("Strohmann 23",))
        losers = [c for c in cards if c not in beaters] or cards
        suit = suit_of(led)
        jack_top = [c for c in losers if c in self.mine and suit_of(c) == suit
                    and face_index(c) == JACK]
        if jack_top and is_figure(led) and face_index(led) < JACK:
            return jack_top[0], Advice("jack_follows_figure", ("Strohmann 12",))
        low_tops = [c for c in losers if c in self.mine and card_thirds(c) == 1]
        if low_tops and all(card_thirds(c) == 1 for c in losers if suit_of(c) == suit):
            return max(low_tops, key=lambda c: self.mine[c]), \
                Advice("follow_from_packet", ("Strohmann 12",))
        return self.cheapest(losers), Advice("no_cheap_overtake", ("Strohmann 24",))
