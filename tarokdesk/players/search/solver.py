"""Exact double-dummy search of the card play: the card points (in thirds) one side takes from
here to the end of a deal whose hands are all known (one sampled deal of the expert).

Alpha-beta over bitmask hands, asking the variant's `TrickRules` for legal cards and trick
winners (the same rules as the engine's, must_overtrump included). What makes it fast:
- a node's value is the points still to be won (the cards on the table included), so a
  completed trick shifts the window by the points it brought;
- a transposition table at every trick's start keeps a lower and an upper bound per position
  (a bound from a cut-off is never taken for an exact value) and the lead that was best; its
  key is the position in relative ranks (the Excuse marked apart), so transpositions of
  equal cards meet; it is cleared when it reaches `table_size` entries;
- of cards adjacent in rank within a suit among those still in play, held by one player and
  worth the same points, only one is tried (they are interchangeable);
- moves are ordered: the remembered best lead first; a follower whose side wins the trick
  gives points, one who can win tries winning cards first, otherwise the cheapest card.
What makes a node cheap (the expert's budget is counted in nodes, so none of this may change
which nodes are searched): the cards that beat each card, the move orders and the pruned
moves of a mask are worked out once per game's rules and remembered (`_Tables`), and so is
the transposition key of each exact position met.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence

from tarokdesk.cards.card import Card
from tarokdesk.rules.trickplay import TrickRules

TABLE_SIZE = 200_000
MEMO_SIZE = 100_000
EXCUSE_MARK = -6
"""In a transposition key, before the Excuse's entry (the suits' marks are -1 to -5)."""


class _Memo(dict):
    """Answers worked out once for a game's cards, the same in every search; forgotten when
    MEMO_SIZE are kept."""

    def remember(self, question, answer):
        if len(self) >= MEMO_SIZE:
            self.clear()
        self[question] = answer
        return answer


class _Orders(_Memo):
    """Move orders by mask for one sort key of a game's cards."""

    def __init__(self, sort_key: tuple[int, ...]):
        super().__init__()
        self.sort_key = sort_key


class _Tables:
    """What the search asks of a game's trick rules card by card, worked out once per game:
    `beat[b]` the cards that beat the card at bit b as the trick's best (the rules'
    `beaters`, card by card), `above[b]` the higher cards of its suit, and the move orders."""

    def __init__(self, rules: TrickRules):
        bits = range(len(rules.card_at))
        self.beat = tuple(sum(rules.beaters(1 << b, best) for b in bits) for best in bits)
        self.above = tuple(rules.suit_mask[rules.suit_at[b]] & ~((2 << b) - 1) for b in bits)
        self.distinct = _Memo()
        """The legal cards worth trying by (legal cards, cards in play): `Solver._moves`."""
        thirds = rules.thirds_at
        self.orders = (
            _Orders(tuple(-64 * t - b for b, t in enumerate(thirds))),
            # most points first, then the highest card
            _Orders(tuple(-64 * t + b for b, t in enumerate(thirds))),
            # most points first, then the lowest card (to win a trick cheaply)
            _Orders(tuple(64 * t + b for b, t in enumerate(thirds))),
            # fewest points first, then the lowest card
        )


@functools.lru_cache(maxsize=32)
def _tables(rules: TrickRules) -> _Tables:
    return _Tables(rules)


class Solver:
    def __init__(self, rules: TrickRules, order: Sequence[int], side: Iterable[int],
                 table_size: int = TABLE_SIZE):
        self.rules = rules
        self.order = tuple(order)  # seats in playing order
        side = frozenset(side)
        self.ours = tuple(seat in side for seat in self.order)
        self.table: dict[tuple, list] = {}
        self.table_size = table_size
        self.nodes = 0
        self._hands: list[int] = []
        self._best_lead = -1
        excuse = getattr(rules, "excuse", -1)
        self._excuse_bit = rules.bit_of[excuse] if excuse >= 0 else -1
        """The Excuse (rules/excuse.py), if the game has one: led, it stays the led card
        for `rules.legal`; it is in no sequence of equal cards."""
        self._not_excuse = ~(1 << self._excuse_bit) if excuse >= 0 else -1
        self._seats = len(self.order)
        self._legal = rules.legal
        self._thirds = rules.thirds_at
        tables = _tables(rules)
        self._beat, self._above = tables.beat, tables.above
        self._rich_first, self._rich_cheap_first, self._cheap_first = tables.orders
        self._distinct = tables.distinct
        self._keys: dict[tuple, tuple] = {}
        """The transposition key of each exact position met (hands and seat to lead): a
        position is met again far more often than its key is new."""

    # --- the public face: cards and seats ---------------------------------------------------
    def value(self, hands: Mapping[int, Iterable[Card]], trick: Sequence[tuple[int, Card]],
              to_move: int) -> int:
        """Thirds our side takes from here on (the cards already on the table included)."""
        return self._root(hands, trick, to_move, None)

    def values(self, hands: Mapping[int, Iterable[Card]], trick: Sequence[tuple[int, Card]],
               to_move: int) -> dict[Card, int]:
        """The exact value of every legal card of the seat to move."""
        rules = self.rules
        self._load(hands)
        led, best, best_pos, pot = self._trick_state(trick)
        pos = self.order.index(to_move)
        legal = rules.legal(self._hands[pos], led, best)
        remaining = pot + sum(rules.thirds_at[rules.bit_of[c]] for h in hands.values()
                              for c in h)
        bit_of = rules.bit_of
        return {card: self._play(pos, len(trick), led, best, best_pos, pot, remaining, -1,
                                 remaining + 1, only=bit_of[card])
                for card in rules.cards(legal)}

    def line(self, hands: Mapping[int, Iterable[Card]], trick: Sequence[tuple[int, Card]],
             to_move: int, winner_of) -> list[Card]:
        """A best line of play to the end: each seat in turn plays a card of the best value
        for its side (the transposition table makes the later searches cheap). `winner_of`
        names a completed trick's winner, who leads next."""
        held = {seat: list(cards) for seat, cards in hands.items()}
        trick = list(trick)
        played = []
        while any(held.values()):
            values = self.values(held, trick, to_move)
            ours = self.ours[self.order.index(to_move)]
            card = (max if ours else min)(values, key=values.__getitem__)
            played.append(card)
            held[to_move].remove(card)
            trick.append((to_move, card))
            if len(trick) == len(self.order):
                to_move, trick = winner_of(trick), []
            else:
                to_move = self.order[(self.order.index(to_move) + 1) % len(self.order)]
        return played

    # --- internals ------------------------------------------------------------------------------
    def _load(self, hands: Mapping[int, Iterable[Card]]) -> None:
        self._hands = [self.rules.mask(hands[seat]) for seat in self.order]

    def _trick_state(self, trick):
        rules = self.rules
        if not trick:
            return -1, -1, -1, 0
        best_seat, best = rules.best_bit(trick)
        pot = sum(rules.thirds_at[rules.bit_of[c]] for _, c in trick)
        return rules.bit_of[trick[0][1]], best, self.order.index(best_seat), pot

    def _root(self, hands, trick, to_move, card) -> int:
        """The value with the search's full window; `card`: only that card is tried."""
        rules = self.rules
        self._load(hands)
        led, best, best_pos, pot = self._trick_state(trick)
        remaining = pot + sum(rules.thirds_at[rules.bit_of[c]] for h in hands.values()
                              for c in h)
        only = -1 if card is None else rules.bit_of[card]
        return self._play(self.order.index(to_move), len(trick), led, best, best_pos, pot,
                          remaining, -1, remaining + 1, only=only)

    def _lead(self, pos, remaining, alpha, beta) -> int:
        """A trick's start: the transposition table's level."""
        hands = self._hands
        if not hands[pos]:
            return 0
        if remaining <= alpha:
            return remaining
        if beta <= 0:
            return 0
        exact = (*hands, pos)
        key = self._keys.get(exact)
        if key is None:
            if len(self._keys) >= self.table_size:
                self._keys.clear()
            key = self._keys[exact] = self._key(pos)
        table = self.table
        entry = table.get(key)
        hint = -1
        if entry is not None:
            low, high, hint = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
        else:
            low, high = 0, remaining
        score = self._play(pos, 0, -1, -1, -1, 0, remaining, alpha, beta, hint)
        if score <= alpha:
            if score < high:
                high = score
        elif score >= beta:
            if score > low:
                low = score
        else:
            low = high = score
        if len(table) >= self.table_size:
            table.clear()
        table[key] = [low, high, self._best_lead]
        return score

    def _key(self, pos: int) -> tuple:
        """The position up to the identity of the cards: suit by suit from low to high, who
        holds each card still in play and its points. Positions differing only by which
        cards went before get one key (relative ranks): the rules of a trick look only at
        the order of the cards within a suit. The Excuse is marked: ranked at the top of the
        taroks and worth a blank, it would otherwise stand for a plain tarok, which wins."""
        hands = self._hands
        in_play = 0
        for hand in hands:
            in_play |= hand
        thirds = self.rules.thirds_at
        suit_at = self.rules.suit_at
        excuse = self._excuse_bit
        key = []
        suit = -1
        while in_play:
            low = in_play & -in_play
            in_play ^= low
            bit = low.bit_length() - 1
            if suit_at[bit] != suit:
                suit = suit_at[bit]
                key.append(-1 - suit)
            if bit == excuse:
                key.append(EXCUSE_MARK)
            seat = 0
            while not hands[seat] & low:
                seat += 1
            key.append(seat * 64 + thirds[bit])
        key.append(pos)
        return tuple(key)

    def _play(self, pos, played, led, best, best_pos, pot, remaining, alpha, beta,
              hint=-1, only=-1) -> int:
        """The value with the seat at `pos` to play the trick's card number `played` (or only
        the card at bit `only`)."""
        self.nodes += 1
        hands = self._hands
        hand = hands[pos]
        ours = self.ours
        if only >= 0:
            moves = (only,)
        else:
            moves = self._moves(pos, self._legal(hand, led, best), played, best, best_pos,
                                hint)
        maximise = ours[pos]
        thirds = self._thirds
        beat = self._beat
        last = played + 1 == self._seats
        following = pos + 1 if pos + 1 < self._seats else 0
        value = -1 if maximise else remaining + 1
        chosen = moves[0]
        for bit in moves:
            hands[pos] = hand ^ (1 << bit)
            if played == 0:
                trick_led, trick_best, trick_pos = bit, bit, pos
            elif beat[best] >> bit & 1:
                trick_led, trick_best, trick_pos = led, bit, pos
            else:
                trick_led, trick_best, trick_pos = led, best, best_pos
            on_table = pot + thirds[bit]
            if last:
                if ours[trick_pos]:
                    score = on_table + self._lead(trick_pos, remaining - on_table,
                                                  alpha - on_table, beta - on_table)
                else:
                    score = self._lead(trick_pos, remaining - on_table, alpha, beta)
            else:
                score = self._play(following, played + 1, trick_led, trick_best, trick_pos,
                                   on_table, remaining, alpha, beta)
            if maximise:
                if score > value:
                    value, chosen = score, bit
                    if value > alpha:
                        alpha = value
            elif score < value:
                value, chosen = score, bit
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        hands[pos] = hand
        self._best_lead = chosen
        return value

    def _moves(self, pos, legal, played, best, best_pos, hint):
        """The legal cards worth trying, in the order most likely to cut off."""
        if legal & (legal - 1):  # two cards or more: drop the lower of equal neighbours
            in_play = 1 << best if best >= 0 else 0  # the card to beat splits a sequence
            for hand in self._hands:
                in_play |= hand
            in_play &= self._not_excuse
            distinct = self._distinct
            kept = distinct.get((legal, in_play))
            if kept is None:
                kept = distinct.remember((legal, in_play), self._distinct_of(legal, in_play))
        else:
            kept = legal
        if played == 0:
            bits = self._rich_first.get(kept) or self._order(kept, self._rich_first)
            if hint >= 0 and hint != bits[0] and kept >> hint & 1:
                return (hint, *(b for b in bits if b != hint))
            return bits
        if self.ours[best_pos] == self.ours[pos]:
            return self._rich_first.get(kept) or self._order(kept, self._rich_first)
        winning = kept & self._beat[best]
        if not winning:
            return self._cheap_first.get(kept) or self._order(kept, self._cheap_first)
        if winning == kept:
            return self._rich_cheap_first.get(kept) or self._order(kept,
                                                                    self._rich_cheap_first)
        return (self._rich_cheap_first.get(winning)
                or self._order(winning, self._rich_cheap_first)) + \
            (self._cheap_first.get(kept ^ winning) or self._order(kept ^ winning,
                                                                 self._cheap_first))

    def _distinct_of(self, legal: int, in_play: int) -> int:
        """The cards of `legal` but the lower of two that are next to each other among the
        cards `in_play`, in one suit and worth the same."""
        above, thirds = self._above, self._thirds
        kept = legal
        mask = legal
        while mask:
            low = mask & -mask
            mask ^= low
            bit = low.bit_length() - 1
            higher = in_play & above[bit]
            nxt = higher & -higher
            if nxt & legal and thirds[nxt.bit_length() - 1] == thirds[bit]:
                kept ^= low  # the next card up is ours, in sequence and worth the same
        return kept

    @staticmethod
    def _order(mask: int, orders: "_Orders") -> tuple[int, ...]:
        """The bits of `mask` in the order of `orders.sort_key`, remembered."""
        bits = []
        rest = mask
        while rest:
            low = rest & -rest
            bits.append(low.bit_length() - 1)
            rest ^= low
        bits.sort(key=orders.sort_key.__getitem__)
        return orders.remember(mask, tuple(bits))
