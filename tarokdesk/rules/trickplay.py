"""Trick play for the Tarok games (00-general.md "Play", Codex §9).

Obligations: follow suit; if void, play a tarok; on a tarok lead, play a tarok; with neither,
any card. No duty to overtrump (open question 3) unless the variant's `must_overtrump` is set.
The highest tarok wins, otherwise the highest card of the suit led.

`TrickRules` is the one statement of these rules: the engine's `TrickPlay`, the players and the
double-dummy solver all ask it. It works on bitmasks, so the solver's inner loop can use it as
it is; the card-list methods are the same rules for callers holding lists.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import reduce
from operator import or_
from typing import Final, NamedTuple

from tarokdesk.cards.card import TRUMP, Card, suit_of
from tarokdesk.cards.packs import Pack
from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.facts import Facts
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState, Trick
from tarokdesk.rules.kinds import PhaseWord

PLAY: Final[PhaseWord] = "play"
RULE = "00-general.md Play/Obligations"
SUIT = tuple(suit_of(c) for c in range(78))


class Revealed(NamedTuple):
    """What one card played shows of the hand it came from, beyond the card itself: the
    suits it holds none of (`voids`) and other cards it cannot hold (`lacks`)."""

    voids: tuple[int, ...] = ()
    lacks: tuple[Card, ...] = ()


class TrickRules:
    """Legal cards and the winner of a trick for one pack.

    A card's bit is its place in the pack's rank order, suit by suit with the taroks last: a
    suit is a run of bits from low to high, every tarok bit lies above every suit bit, and so
    "a beats b" is "a > b, and a is of b's suit or a tarok" (00-general.md "Winning a trick").
    """

    trump_suit: int | None = TRUMP
    """The suit whose cards beat every other suit (Tarok: the taroks; Whist: the turned-up
    suit, or None without trumps); its bits lie above all others."""

    def __init__(self, pack: Pack, must_overtrump: bool = False,
                 count: tuple[int, ...] = CARD_THIRDS):
        self.pack = pack
        self.must_overtrump = must_overtrump
        self.count = count
        """Per card id, what the game counts it (thirds of a point by default; a game with
        its own card table, e.g. 106 Augen, gives its own), for whoever weighs the tricks."""
        trump = self.trump_suit
        ordered = sorted(pack.cards, key=lambda c: (SUIT[c] == trump, SUIT[c], pack.rank[c]))
        self.card_at: tuple[Card, ...] = tuple(ordered)
        bit_of = [-1] * 78
        for bit, card in enumerate(ordered):
            bit_of[card] = bit
        self.bit_of: tuple[int, ...] = tuple(bit_of)
        self.bit_mask: tuple[int | None, ...] = tuple(1 << bit if bit >= 0 else None
                                                      for bit in bit_of)
        """Per card id, the one bit of its place (None: not in the pack)."""
        self.suit_at: tuple[int, ...] = tuple(SUIT[c] for c in ordered)
        self.thirds_at: tuple[int, ...] = tuple(count[c] for c in ordered)
        self.suit_mask: tuple[int, ...] = tuple(
            sum(1 << b for b, s in enumerate(self.suit_at) if s == suit) for suit in range(5))
        self.tarok_mask = self.suit_mask[trump] if trump is not None else 0
        self.first_tarok = next((b for b, s in enumerate(self.suit_at) if s == trump),
                                len(ordered))
        self.reads_best = must_overtrump
        """Whether `legal` reads the trick's best card: here only to make a tarok overtrump
        (a subclass whose rule reads it otherwise says so), so that the card-list methods
        look for the best card only when it can change the answer."""

    free_cards: frozenset[Card] = frozenset()
    """Cards that may be played to any trick, whatever its duties: no void rules them out."""

    # --- on bitmasks (the solver's inner loop) ----------------------------------------------
    def legal(self, hand: int, led: int, best: int) -> int:
        """The legal part of `hand` when the card at bit `led` was led (-1: nothing yet) and
        the trick's best card so far is at bit `best` (-1 where `reads_best` is False)."""
        if led < 0:
            return hand
        suit = self.suit_at[led]
        if suit != TRUMP:
            same = hand & self.suit_mask[suit]
            if same:
                return same
        taroks = hand & self.tarok_mask
        if not taroks:
            return hand
        if self.must_overtrump and best >= self.first_tarok:
            higher = taroks >> (best + 1) << (best + 1)
            if higher:
                return higher
        return taroks

    def beaters(self, mask: int, best: int) -> int:
        """The cards of `mask` that beat the trick's best card so far, at bit `best`: higher
        cards of its suit, and any tarok over a suit card."""
        return mask >> (best + 1) << (best + 1) & (self.suit_mask[self.suit_at[best]]
                                                   | self.tarok_mask)

    def beats(self, bit: int, best: int) -> bool:
        return bool(self.beaters(1 << bit, best))

    def mask(self, cards: Iterable[Card]) -> int:
        return reduce(or_, map(self.bit_mask.__getitem__, cards), 0)

    def cards(self, mask: int) -> list[Card]:
        """The cards of `mask`, low to high."""
        card_at = self.card_at
        found = []
        while mask:
            low = mask & -mask
            found.append(card_at[low.bit_length() - 1])
            mask ^= low
        return found

    def shows(self, led: int, best: int, bit: int) -> Revealed | None:
        """What playing the card at `bit` to a trick led with `led`, its best card so far at
        `best`, proves (None: nothing). Not following shows the suit led void, and playing
        no tarok shows the taroks void too; under `must_overtrump` a tarok that does not beat
        the best tarok shows none above it."""
        suit, led_suit = self.suit_at[bit], self.suit_at[led]
        voids: tuple[int, ...] = ()
        if suit != led_suit:
            voids = (led_suit,) if TRUMP in (suit, led_suit) else (led_suit, TRUMP)
        first = self.first_tarok
        if self.must_overtrump and bit >= first and best >= first and not self.beats(bit, best):
            return Revealed(voids, self.card_at[best + 1:])
        return Revealed(voids) if voids else None

    # --- on cards -----------------------------------------------------------------------------
    def reveals(self, plays: Sequence[tuple[int, Card]]) -> dict[int, Revealed]:
        """What the trick `plays` (complete or not) proves of its players' hands, by seat:
        those whose cards prove something (the leader's card proves nothing)."""
        shown: dict[int, Revealed] = {}
        if not plays:
            return shown
        bit_of = self.bit_of
        led = best = bit_of[plays[0][1]]
        for seat, card in plays[1:]:
            bit = bit_of[card]
            revealed = self.shows(led, best, bit)
            if revealed is not None:
                shown[seat] = revealed
            if self.beats(bit, best):
                best = bit
        return shown

    def best_bit(self, plays: Sequence[tuple[int, Card]]) -> tuple[int, int]:
        """(seat, bit) of the card winning the trick so far."""
        bit_of, suit_at, suit_mask, tarok_mask = \
            self.bit_of, self.suit_at, self.suit_mask, self.tarok_mask
        best_seat, best = plays[0][0], bit_of[plays[0][1]]
        for seat, card in plays[1:]:
            bit = bit_of[card]
            if bit > best and (suit_mask[suit_at[best]] | tarok_mask) >> bit & 1:  # `beaters`
                best_seat, best = seat, bit
        return best_seat, best

    def legal_cards(self, hand: Sequence[Card], plays: Sequence[tuple[int, Card]]) -> list[Card]:
        """The cards of `hand` that may be played to the trick `plays`, in the hand's order."""
        if not plays:
            return list(hand)
        bit_of = self.bit_of
        held = reduce(or_, map(self.bit_mask.__getitem__, hand), 0)  # `mask`
        best = self.best_bit(plays)[1] if self.reads_best else -1
        allowed = self.legal(held, bit_of[plays[0][1]], best)
        if allowed == held:
            return list(hand)
        return [c for c in hand if allowed >> bit_of[c] & 1]

    def winning_play(self, plays: Sequence[tuple[int, Card]]) -> tuple[int, Card]:
        """00-general.md "Winning a trick": (seat, card) of the highest tarok, else of the
        highest card of the suit led (so far, for a trick not yet complete)."""
        seat, bit = self.best_bit(plays)
        return seat, self.card_at[bit]

    def winner(self, plays: Sequence[tuple[int, Card]]) -> int:
        return self.best_bit(plays)[0]

    def card_beats(self, card: Card, best: Card) -> bool:
        return self.beats(self.bit_of[card], self.bit_of[best])


class _PlayActions(dict[int, list[Action]]):
    """By seat, the 78 possible plays of the seat, made when first asked for."""

    def __missing__(self, seat: int) -> list[Action]:
        actions = self[seat] = [Action(PLAY, seat, c) for c in range(78)]
        return actions


_PLAY_ACTIONS = _PlayActions()
"""Made once: legal_actions is the engine's hot path, and a lookup here costs no call."""


def play_actions(seat: int) -> list[Action]:
    """The 78 possible plays of a seat, made once."""
    return _PLAY_ACTIONS[seat]


def follow_refusal(rule: str, led: int, hand: Sequence[Card], card: Card) -> R.Refusal:
    """Why `card`, not among the legal cards of `hand`, may not answer a trick asking for
    suit `led`: the suit held, a tarok held, or (the option) a higher tarok held."""
    if led != TRUMP and any(SUIT[c] == led for c in hand):
        return R.Refusal(R.MUST_FOLLOW_SUIT, rule, {"suit": led, "card": card})
    if SUIT[card] != TRUMP:
        code = R.MUST_PLAY_TAROK_ON_TAROK_LEAD if led == TRUMP else R.MUST_PLAY_TAROK
        return R.Refusal(code, rule, {"suit": led, "card": card})
    return R.Refusal(R.MUST_OVERTRUMP, rule + " (option must_overtrump)", {"card": card})


class TrickPlay(Phase):
    name = PLAY
    kinds = frozenset({PLAY})

    def __init__(self, pack: Pack, must_overtrump: bool = False,
                 first_leader: Callable[[GameState], int] | None = None,
                 count: tuple[int, ...] = CARD_THIRDS):
        self.rules = TrickRules(pack, must_overtrump, count)
        self.first_leader = first_leader or (lambda state: state.vorhand)

    def enter(self, state: GameState) -> None:
        state.to_move = self.first_leader(state)
        state.trick = []

    def rules_in(self, state: GameState) -> TrickRules:
        """The trick rules of this deal (Whist's depend on the turned-up suit)."""
        return self.rules

    def rules_seen(self, public: Facts) -> TrickRules:
        """The same rules as a seat knows them from its view's public facts (players)."""
        return self.rules

    def playable(self, state: GameState, seat: int) -> list[Card]:
        """The cards `seat` may play from (its hand; Strohmann adds its packets' open tops)."""
        return state.hands[seat]

    def take(self, state: GameState, seat: int, card: Card) -> None:
        """Remove a played card from where it lay."""
        state.hands[seat].remove(card)

    def after_trick(self, state: GameState) -> None:
        """What happens between a completed trick and the next lead (nothing by default)."""

    def legal_cards(self, state: GameState, seat: int) -> list[Card]:
        return self.rules_in(state).legal_cards(self.playable(state, seat), state.trick)

    def legal_actions(self, state: GameState) -> list[Action]:
        seat = state.to_move
        return list(map(_PLAY_ACTIONS[seat].__getitem__, self.legal_cards(state, seat)))

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        card = action.value
        hand = self.playable(state, action.seat)
        if not isinstance(card, int) or card not in hand:
            return R.Refusal(R.CARD_NOT_IN_HAND, RULE, {"card": card})
        trick = state.trick
        if not trick or card in self.rules_in(state).legal_cards(hand, trick):
            return None
        return follow_refusal(RULE, SUIT[trick[0][1]], hand, card)

    def apply(self, state: GameState, action: Action) -> bool:
        seat, card = action.seat, action.card
        self.take(state, seat, card)
        trick = state.trick
        trick.append((seat, card))
        if len(trick) < len(state.active):
            state.to_move = state.next_active(seat)
            return False
        winner = self.rules_in(state).winner(trick)
        state.tricks.append(Trick(trick[0][0], trick, winner))
        state.won[winner].extend([c for _, c in trick])
        state.trick = []
        state.to_move = winner
        self.after_trick(state)
        return not self.playable(state, winner)

    def winner(self, plays: list[tuple[int, Card]]) -> int:
        return self.rules.winner(plays)
