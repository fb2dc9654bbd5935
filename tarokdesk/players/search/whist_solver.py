"""Exact double-dummy search for Whist: how many of the remaining tricks a side takes when
every hand is known and everyone plays best (the question the bridge world's DDS answers).

The rules of a trick are the engine's own `SuitTrickRules` (follow suit, else any card; the
highest trump, else the highest of the suit led), on bitmask hands. The search:
- answers yes/no questions "can the side take at least t more tricks?" (a null window), and
  finds the number by narrowing t between bounds (MTD style);
- keeps, at every trick's start, a lower and an upper bound per position in a transposition
  table keyed by relative ranks: each suit's cards still in play, low to high, by holder, so
  positions that differ only in which small cards went before meet; the best lead found is
  kept for move ordering;
- counts sure tricks before searching: a side on lead that holds the top cards of a suit, with
  no trump against it, takes them (a quick lower bound), and a side cannot take more tricks
  than remain (the upper bound);
- tries only one of a hand's cards that are adjacent in rank among the cards still in play
  (they are equivalent);
- orders moves: the remembered lead first; a follower whose partner wins plays low, one who
  can win tries the cheapest winning card first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tarokdesk.cards.card import Card
from tarokdesk.rules.suit_tricks import SuitTrickRules

TABLE_SIZE = 400_000


class WhistSolver:
    """`rules`: the trick rules of the deal's trump suit; hands are given by position in
    playing order (0 to 3); positions 0 and 2 are one side, 1 and 3 the other."""

    def __init__(self, rules: SuitTrickRules, table_size: int = TABLE_SIZE):
        self.rules = rules
        self.table: dict[tuple, list[int]] = {}
        self.table_size = table_size
        self.nodes = 0
        self.hands = [0, 0, 0, 0]
        self._suit_masks = [m for m in rules.suit_mask[:4]]
        self._trump_mask = rules.tarok_mask

    # --- the public face --------------------------------------------------------------------
    def tricks(self, hands: Sequence[Sequence[Card]], leader: int,
               trick: Sequence[Card] = ()) -> int:
        """Tricks the leader's side (positions `leader`, `leader` + 2) takes from here, with
        `trick` the cards already played to the current trick from `leader` on (its plays are
        not in `hands`)."""
        rules = self.rules
        self.hands = [rules.mask(h) for h in hands]
        remaining = max(bin(h).count("1") for h in self.hands)
        side = leader % 2
        low, high = 0, remaining
        while low < high:  # MTD: narrow [low, high] with null-window questions
            target = (low + high + 1) // 2
            if self._root(leader, trick, side, target):
                low = target
            else:
                high = target - 1
        return low

    def card_values(self, hands: Sequence[Sequence[Card]], leader: int,
                    trick: Sequence[Card] = ()) -> dict[Card, int]:
        """For each legal card of the seat to move: the tricks its side takes from the
        current trick on when it plays that card (and everyone plays best after)."""
        rules = self.rules
        mover = (leader + len(trick)) % 4
        total = len(hands[mover])
        led, best = self._trick_bits(trick)
        legal = rules.legal(rules.mask(hands[mover]), led, best)
        values = {}
        for card in rules.cards(legal):
            rest = [list(h) for h in hands]
            rest[mover].remove(card)
            plays = tuple(trick) + (card,)
            if len(plays) < 4:
                leaders = self.tricks(rest, leader, plays)
                values[card] = leaders if leader % 2 == mover % 2 else total - leaders
                continue
            winner = rules.winner([((leader + i) % 4, c) for i, c in enumerate(plays)])
            later = self.tricks(rest, winner) if rest[mover] else 0
            if winner % 2 == mover % 2:
                values[card] = 1 + later
            else:
                values[card] = total - 1 - later
        return values

    # --- internals ------------------------------------------------------------------------------
    def _trick_bits(self, trick: Sequence[Card]) -> tuple[int, int]:
        rules = self.rules
        if not trick:
            return -1, -1
        bit_of = rules.bit_of
        best = bit_of[trick[0]]
        for card in trick[1:]:
            if rules.beats(bit_of[card], best):
                best = bit_of[card]
        return bit_of[trick[0]], best

    def _root(self, leader: int, trick: Sequence[Card], side: int, target: int) -> bool:
        """Whether `side` takes at least `target` tricks from this (possibly begun) trick."""
        if not trick:
            return self._lead(leader, side, target)
        rules = self.rules
        bit_of = rules.bit_of
        led = bit_of[trick[0]]
        best, best_pos = led, leader
        for i, card in enumerate(trick[1:], 1):
            if rules.beats(bit_of[card], best):
                best, best_pos = bit_of[card], (leader + i) % 4
        pos = (leader + len(trick)) % 4
        return self._play(pos, len(trick), led, best, best_pos, side, target)

    def _lead(self, pos: int, side: int, target: int) -> bool:
        """A trick's start with `pos` on lead: can `side` take `target` more tricks?"""
        if target <= 0:
            return True
        hands = self.hands
        left = bin(hands[pos]).count("1")
        if target > left:
            return False
        key = self._key(pos)
        entry = self.table.get(key)
        ours = pos % 2 == side
        if entry is None:
            entry = [self._quick_tricks(pos), left, -1]
            if len(self.table) >= self.table_size:
                self.table.clear()
            self.table[key] = entry
        low, high = (entry[0], entry[1]) if ours else (left - entry[1], left - entry[0])
        if low >= target:
            return True
        if high < target:
            return False
        result = self._play(pos, 0, -1, -1, -1, side, target, entry[2])
        # bounds are kept for the side on lead, so both sides' questions share them
        lead_target = target if ours else left - target + 1
        lead_wins = result if ours else not result
        if lead_wins:
            entry[0] = max(entry[0], lead_target)
        else:
            entry[1] = min(entry[1], lead_target - 1)
        entry[2] = self._last_choice
        return result

    def _quick_tricks(self, pos: int) -> int:
        """Sure tricks of the side on lead: in each suit, the leader's own cards from the top
        down, each the highest in play, cashed one after another; a plain suit counts only
        when the opponents hold no trump (they cannot ruff)."""
        hands = self.hands
        mine = hands[pos]
        theirs = hands[(pos + 1) % 4] | hands[(pos + 3) % 4]
        in_play = mine | theirs | hands[(pos + 2) % 4]
        trump = self._trump_mask
        ruffable = bool(theirs & trump)
        sure = 0
        for suit_mask in self._suit_masks:
            if ruffable and suit_mask != trump:
                continue
            cards = in_play & suit_mask
            while cards:
                top = 1 << (cards.bit_length() - 1)
                if not mine & top:
                    break
                sure += 1
                cards ^= top
        return sure

    def _key(self, pos: int) -> tuple:
        """The position by relative ranks: per suit, the holders of its cards in play, low
        to high (two bits each), and who is on lead."""
        hands = self.hands
        h0, h1, h2, h3 = hands
        in_play = h0 | h1 | h2 | h3
        key = [pos]
        for suit_mask in self._suit_masks:
            cards = in_play & suit_mask
            code = 1
            while cards:
                low = cards & -cards
                cards ^= low
                code = code << 2 | (0 if h0 & low else 1 if h1 & low else 2 if h2 & low else 3)
            key.append(code)
        return tuple(key)

    def _play(self, pos, played, led, best, best_pos, side, target, hint=-1) -> bool:
        self.nodes += 1
        rules = self.rules
        hands = self.hands
        hand = hands[pos]
        moves = self._moves(pos, rules.legal(hand, led, best), played, best, best_pos, hint)
        maximise = pos % 2 == side
        nxt = (pos + 1) % 4
        result = not maximise
        choice = moves[0]
        for bit in moves:
            hands[pos] = hand ^ (1 << bit)
            if played == 0:
                state = bit, bit, pos
            elif rules.beaters(1 << bit, best):
                state = led, bit, pos
            else:
                state = led, best, best_pos
            if played == 3:
                winner = state[2]
                won = 1 if winner % 2 == side else 0
                ok = self._lead(winner, side, target - won)
            else:
                ok = self._play(nxt, played + 1, *state, side, target)
            if ok == maximise:
                result, choice = ok, bit
                break
        hands[pos] = hand
        self._last_choice = choice
        return result

    def _moves(self, pos, legal, played, best, best_pos, hint) -> list[int]:
        """The legal cards worth trying (one of each run of equivalent cards), ordered."""
        rules = self.rules
        hands = self.hands
        in_play = hands[0] | hands[1] | hands[2] | hands[3]
        if best >= 0:
            in_play |= 1 << best
        suit_at = rules.suit_at
        suit_mask = rules.suit_mask
        kept = legal
        mask = legal
        while mask:
            low = mask & -mask
            mask ^= low
            above = in_play & suit_mask[suit_at[low.bit_length() - 1]] & ~((low << 1) - 1)
            if above & -above & legal:
                kept ^= low  # the next card up in play is mine too: equivalent
        bits = []
        while kept:
            low = kept & -kept
            bits.append(low.bit_length() - 1)
            kept ^= low
        if played == 0:
            bits.reverse()  # high cards first
            if hint in bits:
                bits.remove(hint)
                bits.insert(0, hint)
            return bits
        if best_pos % 2 == pos % 2:
            return bits  # partner wins so far: low first
        winning = [b for b in bits if rules.beaters(1 << b, best)]
        return winning + [b for b in bits if b not in winning]


def solve_deal(rules: SuitTrickRules, hands: Mapping[int, Sequence[Card]] | Sequence,
               leader: int) -> int:
    """Tricks of the leader's side in a full deal (positions in playing order)."""
    return WhistSolver(rules).tricks([list(hands[p]) for p in range(4)], leader)
