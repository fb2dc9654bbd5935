"""Double-dummy search of the card play: alpha-beta over the remaining plays of one sampled
deal, with move ordering and a transposition table. Exact once few cards are left; earlier it
looks to the end of the next trick and estimates the rest by a quick greedy play-out.

Values are card points in thirds won by the searching side from here on.
"""

from __future__ import annotations

from tarokdesk.cards.card import PAGAT, TRUMP, suit_of
from tarokdesk.cards.points import CARD_THIRDS

SUIT = tuple(suit_of(c) for c in range(78))


class Solver:
    def __init__(self, rank, order: tuple[int, ...], side: frozenset[int], exact_cards: int):
        self.rank = rank
        self.order = order  # seats in playing order
        self.side = side  # seats whose points we maximise
        self.exact_cards = exact_cards
        self.table: dict = {}
        self.nodes = 0

    def legal(self, hand: tuple[int, ...], trick: tuple) -> tuple[int, ...]:
        if not trick:
            return hand
        led = SUIT[trick[0][1]]
        if led != TRUMP:
            same = tuple(c for c in hand if SUIT[c] == led)
            if same:
                return same
        taroks = tuple(c for c in hand if c < 22)
        return taroks or hand

    def winner(self, trick) -> int:
        rank = self.rank
        best_seat, best = trick[0]
        for seat, card in trick[1:]:
            if SUIT[card] == SUIT[best]:
                if rank[card] > rank[best]:
                    best_seat, best = seat, card
            elif SUIT[card] == TRUMP:
                best_seat, best = seat, card
        return best_seat

    def next_seat(self, seat: int) -> int:
        order = self.order
        return order[(order.index(seat) + 1) % len(order)]

    def value(self, hands: dict[int, tuple[int, ...]], trick: tuple, to_move: int,
              depth_tricks: int) -> int:
        cards_left = sum(len(h) for h in hands.values())
        if cards_left <= self.exact_cards:
            depth_tricks = 99
        return self._search(hands, trick, to_move, depth_tricks, -10**6, 10**6)

    def _search(self, hands, trick, to_move, depth, alpha, beta) -> int:
        self.nodes += 1
        if not any(hands.values()) and not trick:
            return 0
        if not trick and depth <= 0:
            return self._playout(hands, to_move)
        key = (tuple(hands[s] for s in self.order), trick, to_move, depth)
        hit = self.table.get(key)
        if hit is not None:
            return hit
        maximise = to_move in self.side
        moves = self.legal(hands[to_move], trick)
        moves = sorted(moves, key=lambda c: -(CARD_THIRDS[c] * 4 + self.rank[c] + (c < 22) * 30))
        best = -10**6 if maximise else 10**6
        for card in moves:
            hand = hands[to_move]
            hands[to_move] = tuple(c for c in hand if c != card)
            played = trick + ((to_move, card),)
            if len(played) == len(self.order):
                winner = self.winner(played)
                gained = sum(CARD_THIRDS[c] for _, c in played)
                score = (gained if winner in self.side else 0) + \
                    self._search(hands, (), winner, depth - 1, alpha, beta)
            else:
                score = self._search(hands, played, self.next_seat(to_move), depth, alpha, beta)
            hands[to_move] = hand
            if maximise:
                best = max(best, score)
                alpha = max(alpha, best)
            else:
                best = min(best, score)
                beta = min(beta, best)
            if alpha >= beta:
                break
        self.table[key] = best
        return best

    def _playout(self, hands, leader) -> int:
        """A quick estimate of the rest: everyone plays greedily (win cheaply if possible,
        else throw the least valuable card); the Pagat is kept for the end."""
        hands = {s: list(h) for s, h in hands.items()}
        total = 0
        while any(hands.values()):
            trick = ()
            seat = leader
            for _ in self.order:
                legal = self.legal(tuple(hands[seat]), trick)
                if not trick:
                    card = max(legal, key=lambda c: (c != PAGAT, self.rank[c] * (c < 22),
                                                     CARD_THIRDS[c]))
                else:
                    best_seat = self.winner(trick)
                    friendly = (best_seat in self.side) == (seat in self.side)
                    winning = [c for c in legal if self.winner(trick + ((seat, c),)) == seat]
                    if friendly or not winning:
                        card = (max if friendly else min)(
                            legal, key=lambda c: (CARD_THIRDS[c], -self.rank[c] * (c < 22)))
                    else:
                        card = min(winning, key=lambda c: self.rank[c] + (c < 22) * 100)
                hands[seat].remove(card)
                trick += ((seat, card),)
                seat = self.next_seat(seat)
            leader = self.winner(trick)
            if leader in self.side:
                total += sum(CARD_THIRDS[c] for _, c in trick)
        return total
