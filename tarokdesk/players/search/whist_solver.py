"""Exact double-dummy search for Whist: how many of the remaining tricks a side takes when
every hand is known and everyone plays best (the question the bridge world's DDS answers).

The rules of a trick are the engine's (whist.md "Play": follow suit, else any card; the
highest trump, else the highest card of the suit led), stated once in `SuitTrickRules`; the
search holds the cards suit by suit, each suit one integer with thirteen bits per position,
so a card played is one bit flipped. The ideas are the double-dummy field's (Haglund's DDS
papers, Ginsberg's partition search), written anew for a pure-Python inner loop:
- questions are yes/no, "can the side on lead take at least t more tricks?" (a null window),
  and the number is found by stepping t from a first guess (MTD(f)): the answer of a
  related question asked before (another leader, another card), else a rule of thumb from
  the side's share of high cards and trumps (a target far below the answer is costly);
- a whole trick is searched in one call (four nested loops, the leader's side maximising),
  and only trick starts go to the transposition table;
- partition search: the table is keyed by the position's shape (who leads, every hand's
  length in every suit); an entry keeps a lower or upper bound for the side on lead with
  the cards that decided it: per suit, the cards in play from the top down to the lowest
  that mattered (a trick's winner, when another card of its suit was in the trick, and
  every card above it: DDS's "least winning rank"; and, as one card of a run stood for
  the run, the whole run of that winner), by holder, in relative ranks. Any
  position of that shape whose such cards are held alike has the same bound, whatever the
  small cards, so the table is kept between questions of one strain;
- before searching a trick start, sure tricks bound it: from below the leader's quick tricks
  (the top cards he can cash, and the long cards under a top run that outlasts every other
  hand's cards of the suit, the opponents' ruffs considered, or his partner's, reached by
  a card of a suit the partner tops; with no ruff against them, both: the leader's as far
  as the partner follows, then the partner's) and his side's trump tricks; from above the
  opponents' trump tricks (each trump of the longer hand when the other side has none; top
  trumps in one hand; the two top trumps kept apart), or one trick when every lead loses
  the first (kept by the holders' order of the cards in play);
- of a hand's cards adjacent in rank among the cards in play (the current trick's included)
  only one is tried: they are equivalent;
- moves are ordered by position in the trick: the lead remembered for this position, a
  lead that cashes a top card of a plain suit or reaches the partner's, else low (a top
  trump among the low leads); second hand low; third
  and fourth hand win as cheaply as they can, or play low when their partner already wins;
  a winning ruff before a discard.

DDS answers the same question far faster (dds.py): this search answers where DDS cannot be
installed, and is checked against DDS by the tests (bench/whist_solver.py for the full runs).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tarokdesk.cards.card import Card
from tarokdesk.rules.suit_tricks import SuitTrickRules


TABLE_SIZE = 1_000_000
"""Entries kept before the transposition table is emptied (a memory bound)."""
FULL = 0x1FFF
"""The thirteen rank bits of one position in one suit (rank 0 = the two, 12 = the ace)."""


class SearchBudgetSpent(Exception):
    """The search reached its `node_limit`: the question is left unanswered."""


def _bits_high_to_low(mask: int) -> list[int]:
    ranks = []
    while mask:
        top = mask.bit_length() - 1
        ranks.append(top)
        mask ^= 1 << top
    return ranks


class WhistSolver:
    """`rules`: the trick rules of the deal's trump suit; hands are given by position in
    playing order (0 to 3); positions 0 and 2 are one side, 1 and 3 the other."""

    def __init__(self, rules: SuitTrickRules, table_size: int | None = None):
        self.rules = rules
        self.trump = rules.trump_suit
        self.table: dict[tuple, dict[tuple, dict[tuple, list]]] = {}
        """Shape of the position (leader, every hand's length in every suit) -> per suit a
        mask over its relative-rank code for the cards that mattered -> the codes under those
        masks -> entry: the lower and upper bound, the lead that proved the lower one (suit,
        place from the top), the places of the cards that mattered. Entries are grouped by
        their masks so a lookup costs one probe per mask pattern, not one per entry."""
        self.table_size = TABLE_SIZE if table_size is None else table_size
        self.stored = 0
        self.marks = 0
        self.nodes = 0
        """Trick starts searched so far (the measure of work, the same on any machine)."""
        self.node_limit: int | None = None
        """When `nodes` passes it, the search stops with SearchBudgetSpent."""
        self.suits = [0, 0, 0, 0]
        """Per suit: bit 13 * position + rank for each card still held."""
        self.left = 0
        self._suit_info: dict[int, tuple] = {}
        self._runs: dict[int, tuple[int, ...]] = {}
        self._bottoms: dict[int, int] = {}
        self._bound_memo: dict[tuple, tuple] = {}
        self._follows: dict[tuple, list[tuple[int, int]]] = {}
        self._place: dict[Card, tuple[int, int]] = {}
        self._card_at: dict[tuple[int, int], Card] = {}
        for bit, card in enumerate(rules.card_at):
            suit = rules.suit_at[bit]
            if suit > 3:
                continue
            lowest = (rules.suit_mask[suit] & -rules.suit_mask[suit]).bit_length() - 1
            self._place[card] = suit, bit - lowest
            self._card_at[suit, bit - lowest] = card

    # --- the public face --------------------------------------------------------------------
    def tricks(self, hands: Sequence[Sequence[Card]], leader: int,
               trick: Sequence[Card] = (), guess: int | None = None) -> int:
        """Tricks the leader's side (positions `leader`, `leader` + 2) takes from here, with
        `trick` the cards already played to the current trick from `leader` on (its plays are
        not in `hands`). `guess`: a first guess of the answer (any value gives the same
        answer; a close one saves searching)."""
        self._load(hands, trick, leader)
        total = self.left  # the begun trick included: its leader holds one card fewer
        if not trick:
            ask = lambda target: self._can(leader, target)  # noqa: E731
        else:
            ask = lambda target: self._finish(leader, trick, target)  # noqa: E731
        if guess is None:
            guess = self._estimate(leader, total)
        return self._narrow(ask, total, guess)

    def _estimate(self, leader: int, total: int) -> int:
        """A first guess of the leader's side's tricks from its share of the high cards
        (4, 3, 2, 1 for the top four in play of each suit) and, with trumps, of the trumps:
        a rough rule of thumb fitted once to random deals (within one trick on most), only
        to spare the search the expensive targets far below the answer."""
        points = [0, 0]
        for s in range(4):
            packed = self.suits[s]
            ranks = (packed | packed >> 13 | packed >> 26 | packed >> 39) & FULL
            for value in (4, 3, 2, 1):
                if not ranks:
                    break
                top = ranks.bit_length() - 1
                holder = next(p for p in range(4) if packed >> (13 * p + top) & 1)
                points[(holder - leader) & 1] += value
                ranks ^= 1 << top
        share = points[0] / max(1, points[0] + points[1])
        if self.trump is None:
            guess = total * (1.62 * share - 0.27)
        else:
            held = [bin((self.suits[self.trump] >> (13 * p)) & FULL).count("1") for p in range(4)]
            ours = held[leader] + held[(leader + 2) & 3]
            guess = total * (1.18 * share + 1.09 * ours / max(1, sum(held)) - 0.62)
        return max(0, min(total, round(guess)))

    def card_values(self, hands: Sequence[Sequence[Card]], leader: int,
                    trick: Sequence[Card] = ()) -> dict[Card, int]:
        """For each legal card of the seat to move: the tricks its side takes from the
        current trick on when it plays that card (and everyone plays best after). One card
        of each run of equivalent cards is solved, the others get its value."""
        mover = (leader + len(trick)) % 4
        total = len(hands[mover])
        legal = self._legal_cards(hands[mover], trick)
        values: dict[Card, int] = {}
        guess = None
        for card in legal:
            twin = self._twin(card, values, hands, mover, trick)
            if twin is not None:
                values[card] = values[twin]
                continue
            rest = [list(h) for h in hands]
            rest[mover].remove(card)
            plays = tuple(trick) + (card,)
            if len(plays) < 4:
                ours = leader % 2 == mover % 2
                got = self.tricks(rest, leader, plays,
                                  None if guess is None else (guess if ours else total - guess))
                values[card] = got if ours else total - got
            else:
                winner = self._winner(leader, plays)
                won = winner % 2 == mover % 2
                if not rest[mover]:
                    values[card] = 1 if won else 0
                else:
                    later_guess = None if guess is None else \
                        (guess - 1 if won else total - 1 - guess)
                    later = self.tricks(rest, winner, (), later_guess)
                    values[card] = 1 + later if won else total - 1 - later
            guess = values[card]
        return values

    # --- setting up ---------------------------------------------------------------------------
    def _load(self, hands, trick, leader) -> None:
        suits = [0, 0, 0, 0]
        place = self._place
        for pos, hand in enumerate(hands):
            for card in hand:
                suit, rank = place[card]
                suits[suit] |= 1 << (13 * pos + rank)
        self.suits = suits
        self.left = max(len(h) for h in hands)

    def _legal_cards(self, hand, trick) -> list[Card]:
        if not trick:
            return sorted(hand)
        led = self._place[trick[0]][0]
        same = [c for c in hand if self._place[c][0] == led]
        return sorted(same or hand)

    def _twin(self, card, values, hands, mover, trick) -> Card | None:
        """A card already valued that is equivalent to `card`: same hand, same suit, and no
        card in play (the trick's included) ranked between them."""
        suit, rank = self._place[card]
        between = {self._place[c][1] for h in hands for c in h
                   if self._place[c][0] == suit} | \
            {self._place[c][1] for c in trick if self._place[c][0] == suit}
        own = {self._place[c][1] for c in hands[mover] if self._place[c][0] == suit}
        for known in values:
            other_suit, other = self._place[known]
            if other_suit != suit:
                continue
            low, high = min(rank, other), max(rank, other)
            if all(r in own for r in between if low < r < high):
                return known
        return None

    def _winner(self, leader: int, plays: Sequence[Card]) -> int:
        place = self._place
        trump = self.trump
        best_suit, best_rank = place[plays[0]]
        best_pos = leader
        for i, card in enumerate(plays[1:], 1):
            suit, rank = place[card]
            if (suit == best_suit and rank > best_rank) or \
                    (suit == trump and best_suit != trump):
                best_suit, best_rank, best_pos = suit, rank, (leader + i) % 4
        return best_pos

    @staticmethod
    def _narrow(ask, total: int, guess: int | None) -> int:
        """MTD(f): step the null-window question's target from the guess until the answer
        turns; each step reuses the bounds the earlier ones left in the table."""
        if guess is None:
            guess = (total + 1) // 2
        guess = max(0, min(total, guess))
        if guess == 0 or ask(guess):
            value = guess
            while value < total and ask(value + 1):
                value += 1
            return value
        value = guess - 1
        while value > 0 and not ask(value):
            value -= 1
        return value

    # --- a begun trick at the root ----------------------------------------------------------------
    def _finish(self, leader: int, trick: Sequence[Card], target: int) -> bool:
        """Whether the leader's side takes `target` tricks from the begun trick `trick`."""
        place = self._place
        trump = self.trump
        led_suit = place[trick[0]][0]
        best_suit, best_rank, best_pos = led_suit, place[trick[0]][1], leader
        for i, card in enumerate(trick[1:], 1):
            suit, rank = place[card]
            if (suit == best_suit and rank > best_rank) or \
                    (suit == trump and best_suit != trump):
                best_suit, best_rank, best_pos = suit, rank, (leader + i) % 4
        return self._finish_from(leader, len(trick), led_suit, best_suit, best_rank, best_pos,
                                 target)

    def _finish_from(self, leader, played, led_suit, best_suit, best_rank, best_pos,
                     target) -> bool:
        suits = self.suits
        pos = (leader + played) % 4
        shift = 13 * pos
        own = [(suits[s] >> shift) & FULL for s in range(4)]
        choices = [led_suit] if own[led_suit] else [s for s in range(4) if own[s]]
        maximise = pos % 2 == leader % 2
        trump = self.trump
        for suit in choices:
            for rank in _bits_high_to_low(own[suit]):
                bit = 1 << (shift + rank)
                suits[suit] ^= bit
                if (suit == best_suit and rank > best_rank) or \
                        (suit == trump and best_suit != trump):
                    state = suit, rank, pos
                else:
                    state = best_suit, best_rank, best_pos
                if played < 3:
                    ok = self._finish_from(leader, played + 1, led_suit, *state, target)
                else:
                    ok = self._after_trick(leader, state[2], target)
                suits[suit] ^= bit
                if ok == maximise:
                    return ok
        return not maximise

    def _after_trick(self, leader: int, winner: int, target: int) -> bool:
        """Whether the leader's side takes `target` tricks, counting the trick just won by
        `winner` and the rest searched."""
        self.left -= 1
        if winner % 2 == leader % 2:
            ok = self._can(winner, target - 1)
        else:
            ok = not self._can(winner, self.left - target + 1)
        self.left += 1
        return ok

    # --- the search -------------------------------------------------------------------------------
    def _info(self, packed: int) -> tuple:
        """What a suit's cards in play tell, cached by the suit's integer: (relative-rank
        code, holder of the top card, how many top cards in a row that holder has, the four
        lengths, the rank bits in play, how many cards in play, their ranks high to low,
        the lengths packed in one integer, the rank bits of the top run, the tricks the top
        holder cashes unruffed: the run, or his whole length when the run outlasts every
        other hand's cards of the suit, his lower cards then being masters too)."""
        hands = [(packed >> (13 * p)) & FULL for p in range(4)]
        in_play = hands[0] | hands[1] | hands[2] | hands[3]
        order = tuple(_bits_high_to_low(in_play))
        code = 1
        top_holder, run, running = -1, 0, True
        for rank in order:
            holder = next(p for p in range(4) if hands[p] >> rank & 1)
            code = code << 2 | holder
            if top_holder < 0:
                top_holder = holder
            if running and holder == top_holder:
                run += 1
            else:
                running = False
        lengths = tuple(bin(h).count("1") for h in hands)
        shape = lengths[0] | lengths[1] << 4 | lengths[2] << 8 | lengths[3] << 12
        run_bits = sum(1 << rank for rank in order[:run])
        others = max((n for p, n in enumerate(lengths) if p != top_holder), default=0)
        cashed = lengths[top_holder] if top_holder >= 0 and run >= others else run
        info = (code, top_holder, run, lengths, in_play, len(order), order, shape, run_bits,
                cashed)
        self._suit_info[packed] = info
        return info

    @staticmethod
    def _pins(info, marks) -> tuple[tuple[int, int], ...]:
        """The cards that mattered by place: per suit with a card that mattered, (13 * suit,
        the place from the top of its cards in play of the lowest of them); every card above
        it counts as mattering too, so the place alone says it in any position that matches."""
        pins = []
        for s in range(4):
            mine = (marks >> (13 * s)) & FULL
            if mine:
                place = bin(info[s][4] >> ((mine & -mine).bit_length() - 1)).count("1") - 1
                pins.append((13 * s, place))
        return tuple(pins)

    def _bounds(self, key, pos, info) -> tuple:
        """The sure-trick bounds of a trick start (they depend on the holders of the cards
        in play in rank order only, so they are kept by those): the side on lead's quick
        tricks and the opponents' trump tricks, each with the places of its deciding cards."""
        low, low_marks = self._quick_tricks(pos, info)
        crossed, crossed_marks = self._cash_and_cross(pos, info)
        if crossed > low:
            low, low_marks = min(crossed, self.left), crossed_marks
        theirs, their_marks = 0, 0
        if self.trump is not None:
            theirs, their_marks = self._trump_tricks((pos + 1) & 3, info, self.trump)
        if theirs == 0:
            lost = self._first_trick_lost(pos, info)
            if lost is not None:
                theirs, their_marks = 1, lost
        pins = self._pins
        bounds = low, pins(info, low_marks) if low else (), \
            theirs, pins(info, their_marks) if theirs else ()
        self._bound_memo[key] = bounds
        return bounds

    def _can(self, pos: int, need: int) -> bool:
        """A trick's start with `pos` on lead: can its side take `need` of the tricks left?
        Leaves in `self.marks` the cards whose ranks decided it (partition search: any
        position of the same shape whose cards from those ranks up are held alike has the
        same answer)."""
        if need <= 0 or need > self.left:
            self.marks = 0
            return need <= 0
        left = self.left
        suits = self.suits
        infos = self._suit_info
        i0 = infos.get(suits[0]) or self._info(suits[0])
        i1 = infos.get(suits[1]) or self._info(suits[1])
        i2 = infos.get(suits[2]) or self._info(suits[2])
        i3 = infos.get(suits[3]) or self._info(suits[3])
        info = (i0, i1, i2, i3)
        key = (pos, i0[7], i1[7], i2[7], i3[7])
        bucket = self.table.get(key)
        hint = None
        c0, c1, c2, c3 = i0[0], i1[0], i2[0], i3[0]
        if bucket is not None:
            for (m0, m1, m2, m3), held in bucket.items():
                entry = held.get((c0 & m0, c1 & m1, c2 & m2, c3 & m3))
                if entry is None:
                    continue
                if entry[0] >= need or entry[1] < need:
                    marks = 0
                    for shift, place in entry[3]:
                        marks |= 1 << (shift + info[shift // 13][6][place])
                    self.marks = marks
                    return entry[0] >= need
                if hint is None:
                    hint = entry[2]
        codes = pos, c0, c1, c2, c3
        bounds = self._bound_memo.get(codes) or self._bounds(codes, pos, info)
        if bounds[0] >= need:
            pins = bounds[1]
        elif left - bounds[2] < need:
            pins = bounds[3]
        else:
            pins = None
        if pins is not None:
            marks = 0
            for shift, place in pins:
                marks |= 1 << (shift + info[shift // 13][6][place])
            self.marks = marks
            return bounds[0] >= need
        if left == 1:
            return self._last_trick(pos)
        ok, best = self._trick(pos, need, hint, info)
        self._store(key, info, self.marks, need, ok, best)
        return ok

    def _store(self, key, info, marks, need, ok, best) -> None:
        """Keep the answer under the shape of the position, with the holders of the cards
        that mattered: per suit, of its cards in play from the top down to the lowest that
        mattered (partition search, after Ginsberg and Haglund: a trick's winner decides
        only together with every card above it, whoever holds those)."""
        masks = []
        held = []
        for s in range(4):
            suit_info = info[s]
            mine = (marks >> (13 * s)) & FULL
            if mine:  # every card from the lowest that mattered up (DDS's "least win")
                depth = bin(suit_info[4] >> ((mine & -mine).bit_length() - 1)).count("1")
                shift = 2 * (suit_info[5] - depth)
                mask = ((1 << 2 * depth) - 1) << shift
            else:
                mask = 0
            masks.append(mask)
            held.append(suit_info[0] & mask)
        move = None
        if best is not None:
            order = info[best[0]][6]
            move = best[0], order.index(best[1])
        bucket = self.table.get(key)
        if bucket is None:
            if self.stored >= self.table_size:
                self.table.clear()
                self.stored = 0
            bucket = self.table[key] = {}
        shape, holders = tuple(masks), tuple(held)
        alike = bucket.get(shape)
        if alike is None:
            alike = bucket[shape] = {}
        entry = alike.get(holders)
        if entry is not None:
            if ok:
                entry[0] = max(entry[0], need)
                entry[2] = move
            else:
                entry[1] = min(entry[1], need - 1)
            return
        alike[holders] = [need if ok else 0, self.left if ok else need - 1, move,
                       self._pins(info, marks)]
        self.stored += 1

    def _last_trick(self, pos: int) -> bool:
        """One card each: whether the side on lead wins the last trick (its winner's rank
        matters when another card of its suit is in it)."""
        suits = self.suits
        trump = self.trump
        cards = []
        for p in range(4):
            shift = 13 * ((pos + p) & 3)
            for s in range(4):
                h = (suits[s] >> shift) & FULL
                if h:
                    cards.append((s, h.bit_length() - 1))
                    break
        best_suit, best_rank = cards[0]
        winner = 0
        for i in (1, 2, 3):
            suit, rank = cards[i]
            if (suit == best_suit and rank > best_rank) or \
                    (suit == trump and best_suit != trump):
                best_suit, best_rank, winner = suit, rank, i
        same = sum(1 for suit, _ in cards if suit == best_suit)
        self.marks = 1 << (13 * best_suit + best_rank) if same > 1 else 0
        self.nodes += 1
        return winner % 2 == 0

    def _quick_tricks(self, pos: int, info) -> tuple[int, int]:
        """Tricks the side on lead is sure of: the leader cashes his top cards (each the
        highest in play of its suit; plain suits only while no opponent can ruff: with trumps
        out against him he first draws them with his top trumps, else cashes one plain suit
        as long as each opponent with trumps still follows); or he leads to a suit his
        partner tops and the partner cashes his in the same way. With the count, the cards
        that decide it: the top runs counted (a longer run only gives more)."""
        own, own_marks = self._cashable(pos, info)
        partner = (pos + 2) & 3
        trump = self.trump
        if own < self.left:
            opponents = ((pos + 1) & 3, (pos + 3) & 3)
            for suit in range(4):
                entry = info[suit]
                if entry[1] != partner or entry[3][pos] == 0:
                    continue
                if trump is None or suit == trump or all(
                        entry[3][p] > 0 or info[trump][3][p] == 0 for p in opponents):
                    theirs, their_marks = self._cashable(partner, info)  # entry not ruffed
                    if theirs > own:
                        return min(self.left, theirs), \
                            their_marks | entry[8] << (13 * suit)
                    break
        if trump is not None:
            trumps, trump_marks = self._trump_tricks(pos, info, trump)
            if trumps > own:
                own, own_marks = trumps, trump_marks
        return min(self.left, own), own_marks

    def _cash_and_cross(self, pos: int, info) -> tuple[int, int]:
        """Sure tricks when no opponent can ruff (no trumps, or none left with them): the
        leader cashes his top cards in each suit as far as his partner follows (so the
        partner discards nothing), then leads a suit his partner tops and the partner cashes
        all of his. With the cards that decide it (the top runs used)."""
        trump = self.trump
        lho, rho = (pos + 1) & 3, (pos + 3) & 3
        if trump is not None and info[trump][3][lho] + info[trump][3][rho]:
            return 0, 0
        partner = (pos + 2) & 3
        count = marks = 0
        entry = False
        for s in range(4):
            suit_info = info[s]
            if suit_info[1] == partner:
                count += suit_info[9]
                marks |= suit_info[8] << (13 * s)
                entry = entry or suit_info[3][pos] > 0
            elif suit_info[1] == pos:
                cashed = min(suit_info[2], suit_info[3][partner])
                if cashed:
                    count += cashed
                    marks |= suit_info[8] << (13 * s)
        return (count, marks) if entry else (0, 0)

    def _first_trick_lost(self, pos: int, info) -> int | None:
        """The cards that make every lead lose the first trick, or None: in every suit the
        leader holds an opponent holds the top card, and the partner cannot ruff it (he
        follows, or has no trump), so the side on lead cannot take all the tricks left."""
        trump = self.trump
        partner = (pos + 2) & 3
        marks = 0
        for s in range(4):
            suit_info = info[s]
            if not suit_info[3][pos]:
                continue
            if not (suit_info[1] - pos) & 1:
                return None
            if trump is not None and s != trump and not suit_info[3][partner] and \
                    info[trump][3][partner]:
                return None
            marks |= 1 << (13 * s + suit_info[6][0])
        return marks

    def _trump_tricks(self, pos: int, info, trump: int) -> tuple[int, int]:
        """Tricks the side of `pos` is sure to win with its trumps, whoever is on lead: every
        trump of its longer hand when the other side has none (each is played to a trick of
        its own and only trumps beat it); else its top trumps held in a row in one hand; or
        two when it holds the two top trumps and one of the hands holding them has another
        trump (the two need not fall together). With the cards that decide it."""
        trumps = info[trump]
        lengths = trumps[3]
        partner, lho, rho = (pos + 2) & 3, (pos + 1) & 3, (pos + 3) & 3
        if lengths[pos] + lengths[partner] == 0:
            return 0, 0
        if lengths[lho] + lengths[rho] == 0:
            return max(lengths[pos], lengths[partner]), 0
        top = trumps[1]
        if (top - pos) & 1:
            return 0, 0
        sure, marks = trumps[2], trumps[8] << (13 * trump)
        if sure < 2 and trumps[5] >= 2:
            second = (trumps[0] >> (2 * (trumps[5] - 2))) & 3
            if not (second - pos) & 1 and (lengths[top] > 1 or lengths[second] > 1):
                sure, marks = 2, (1 << trumps[6][0] | 1 << trumps[6][1]) << (13 * trump)
        return sure, marks

    def _cashable(self, pos: int, info) -> tuple[int, int]:
        trump = self.trump
        lho, rho = (pos + 1) & 3, (pos + 3) & 3
        count = marks = 0
        if trump is None:
            for s in range(4):
                entry = info[s]
                if entry[1] == pos:
                    count += entry[9]
                    marks |= entry[8] << (13 * s)
            return count, marks
        trumps = info[trump]
        drawn = 0
        if trumps[1] == pos:
            drawn = trumps[9]
            marks = trumps[8] << (13 * trump)
        if drawn >= trumps[3][lho] and drawn >= trumps[3][rho]:
            for s in range(4):
                entry = info[s]
                if s != trump and entry[1] == pos:
                    count += entry[9]
                    marks |= entry[8] << (13 * s)
            return drawn + count, marks
        ruffers = [p for p in (lho, rho) if trumps[3][p] > drawn]
        best = best_suit = -1
        for s in range(4):
            entry = info[s]
            if s != trump and entry[1] == pos:
                cashed = min([entry[2]] + [entry[3][p] for p in ruffers])
                if cashed > best:
                    best, best_suit = cashed, s
        if best > 0:
            marks |= info[best_suit][8] << (13 * best_suit)
            return drawn + best, marks
        return drawn, marks

    def _runs_of(self, own: int, in_play: int) -> tuple[int, ...]:
        """One rank of each run of `own` cards adjacent among `in_play`, high to low."""
        key = own << 13 | in_play
        runs = self._runs.get(key)
        if runs is None:
            picked = []
            previous_own = False
            for rank in _bits_high_to_low(in_play):
                mine = bool(own >> rank & 1)
                if mine and not previous_own:
                    picked.append(rank)
                previous_own = mine
            runs = tuple(picked)
            self._runs[key] = runs
        return runs

    def _run_bottom(self, own: int, in_play: int, rank: int) -> int:
        """The lowest card of the run of `own` cards adjacent among `in_play` that `rank`
        heads: the search tried `rank` for all of them, so when its rank won a trick the
        proof holds only where they all are still adjacent to it."""
        key = own << 17 | in_play << 4 | rank
        low = self._bottoms.get(key)
        if low is None:
            low = rank
            below = in_play & ((1 << rank) - 1)
            while below:
                top = below.bit_length() - 1
                if not own >> top & 1:
                    break
                low = top
                below ^= 1 << top
            self._bottoms[key] = low
        return low

    def _lead_order(self, pos, hint, info, in_play) -> list[tuple[int, int]]:
        """The leads worth trying, best first: the lead remembered; cashing a top card of
        a plain suit; a low card to the partner's top card; the partner's ruff; then low
        cards before high, a top trump among them (drawing trumps at once is the best lead
        far less often than cashing a plain suit)."""
        suits = self.suits
        trump = self.trump
        shift = 13 * pos
        partner = (pos + 2) & 3
        lho, rho = (pos + 1) & 3, (pos + 3) & 3
        scored = []
        for s in range(4):
            own = (suits[s] >> shift) & FULL
            if not own:
                continue
            runs = self._runs_of(own, in_play[s])
            suit_info = info[s]
            lengths = suit_info[3]
            ruffable = trump is not None and s != trump and (
                (lengths[lho] == 0 and info[trump][3][lho] > 0) or
                (lengths[rho] == 0 and info[trump][3][rho] > 0))
            for i, rank in enumerate(runs):
                if i == 0 and suit_info[1] == pos:  # a top trump cashed: rarely the best
                    score = (60 if s != trump else 27) if not ruffable else 20
                elif i == len(runs) - 1 and suit_info[1] == partner:
                    score = 50 if not ruffable else 15
                elif i == len(runs) - 1 and trump is not None and s != trump and \
                        lengths[partner] == 0 and info[trump][3][partner] > 0:
                    score = 40
                elif i == len(runs) - 1:
                    score = 25 if ruffable else 30
                else:
                    score = 10 - i
                scored.append((score, s, rank))
        scored.sort(reverse=True)
        moves = [(s, r) for _, s, r in scored]
        remembered = None
        if hint is not None and hint[1] < info[hint[0]][5]:
            remembered = hint[0], info[hint[0]][6][hint[1]]
        if remembered is not None and remembered in moves:
            moves.remove(remembered)
            moves.insert(0, remembered)
        return moves

    def _follow_order(self, hand, led_suit, best_suit, best_rank, low_first,
                      in_play) -> list[tuple[int, int]]:
        """The cards worth trying for a follower holding `hand` (rank bits per suit), best
        first: the lowest first when `low_first` (second hand low, or the partner wins
        already), else the cheapest card that wins the trick so far first; void, a winning
        ruff before a discard unless the partner wins. Kept by what decides it."""
        own = hand[led_suit]
        if own:
            cut = best_rank if best_suit == led_suit and not low_first else -1
            key = led_suit, own, in_play[led_suit], cut
            moves = self._follows.get(key)
            if moves is None:
                up = [(led_suit, r) for r in reversed(self._runs_of(own, in_play[led_suit]))]
                moves = [m for m in up if m[1] > cut] + [m for m in up if m[1] < cut]
                self._follows[key] = moves
            return moves
        trump = self.trump
        cut = best_rank if best_suit == trump else -1
        key = hand, in_play, cut, low_first
        moves = self._follows.get(key)
        if moves is not None:
            return moves
        moves_low = []
        ruffs = []
        for s in range(4):
            if not hand[s]:
                continue
            up = [(s, r) for r in reversed(self._runs_of(hand[s], in_play[s]))]
            if s == trump:
                ruffs += [m for m in up if m[1] > cut]
                moves_low += [m for m in up if m[1] < cut]
            else:
                moves_low += up
        moves_low.sort(key=lambda m: m[1])
        moves = moves_low + ruffs if low_first else ruffs + moves_low
        self._follows[key] = moves
        return moves

    def _trick(self, p0: int, need: int, hint, info) -> tuple[bool, tuple | None]:
        """Whether the side of `p0`, on lead, takes `need` tricks: its leads tried in turn,
        each answered by the other three hands (four nested loops, each level an "any" or an
        "every" over its cards). Returns the answer and the lead that proved it; leaves in
        `self.marks` the cards whose ranks decided it: those of the lines that proved it,
        and each trick's winner when another card of its suit was in the trick."""
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise SearchBudgetSpent
        suits = self.suits
        trump = self.trump
        p1, p2, p3 = (p0 + 1) & 3, (p0 + 2) & 3, (p0 + 3) & 3
        sh0, sh1, sh2, sh3 = 13 * p0, 13 * p1, 13 * p2, 13 * p3
        in_play = info[0][4], info[1][4], info[2][4], info[3][4]
        s0s, s1s, s2s, s3s = suits
        hand1 = (s0s >> sh1) & FULL, (s1s >> sh1) & FULL, (s2s >> sh1) & FULL, (s3s >> sh1) & FULL
        hand2 = (s0s >> sh2) & FULL, (s1s >> sh2) & FULL, (s2s >> sh2) & FULL, (s3s >> sh2) & FULL
        hand3 = (s0s >> sh3) & FULL, (s1s >> sh3) & FULL, (s2s >> sh3) & FULL, (s3s >> sh3) & FULL
        hand0 = (s0s >> sh0) & FULL, (s1s >> sh0) & FULL, (s2s >> sh0) & FULL, (s3s >> sh0) & FULL
        hands = hand0, hand1, hand2, hand3
        self.left -= 1
        rest = self.left
        can = self._can
        bottom = self._run_bottom
        follow = self._follow_order
        marks0 = 0
        try:
            for s0, r0 in self._lead_order(p0, hint, info, in_play):
                bit0 = 1 << (sh0 + r0)
                suits[s0] ^= bit0
                refuted = False
                marks1 = 0
                for s1, r1 in follow(hand1, s0, s0, 13, False, in_play):
                    bit1 = 1 << (sh1 + r1)
                    suits[s1] ^= bit1
                    if (s1 == s0 and r1 > r0) or (s1 == trump and s0 != trump):
                        b1s, b1r, b1p = s1, r1, 1
                    else:
                        b1s, b1r, b1p = s0, r0, 0
                    held = False
                    marks2 = 0
                    for s2, r2 in follow(hand2, s0, b1s, b1r, b1p == 0, in_play):
                        bit2 = 1 << (sh2 + r2)
                        suits[s2] ^= bit2
                        if (s2 == b1s and r2 > b1r) or (s2 == trump and b1s != trump):
                            b2s, b2r, b2p = s2, r2, 2
                        else:
                            b2s, b2r, b2p = b1s, b1r, b1p
                        broken = False
                        marks3 = 0
                        for s3, r3 in follow(hand3, s0, b2s, b2r, b2p == 1, in_play):
                            bit3 = 1 << (sh3 + r3)
                            suits[s3] ^= bit3
                            if (s3 == b2s and r3 > b2r) or (s3 == trump and b2s != trump):
                                ws, wr, wp = s3, r3, 3
                                ok = not can(p3, rest - need + 1)
                            elif b2p == 1:
                                ws, wr, wp = b2s, b2r, 1
                                ok = not can(p1, rest - need + 1)
                            else:
                                ws, wr, wp = b2s, b2r, b2p
                                ok = can((p0 + b2p) & 3, need - 1)
                            suits[s3] ^= bit3
                            marks = self.marks
                            if (s0 == ws) + (s1 == ws) + (s2 == ws) + (s3 == ws) > 1:
                                # won by its rank: with every card of its run (tried as one)
                                marks |= 1 << (13 * ws + bottom(hands[wp][ws], in_play[ws], wr))
                            if not ok:
                                broken = True
                                marks3 = marks
                                break
                            marks3 |= marks
                        suits[s2] ^= bit2
                        if not broken:
                            held = True
                            marks2 = marks3
                            break
                        marks2 |= marks3
                    suits[s1] ^= bit1
                    if not held:
                        refuted = True
                        marks1 = marks2
                        break
                    marks1 |= marks2
                suits[s0] ^= bit0
                if not refuted:
                    self.marks = marks1
                    return True, (s0, r0)
                marks0 |= marks1
            self.marks = marks0
            return False, None
        finally:
            self.left += 1


def solve_deal(rules: SuitTrickRules, hands: Mapping[int, Sequence[Card]] | Sequence,
               leader: int) -> int:
    """Tricks of the leader's side in a full deal (positions in playing order)."""
    return WhistSolver(rules).tricks([list(hands[p]) for p in range(4)], leader)
