"""Trick play for the Tarok games (00-general.md "Play", Codex §9).

Obligations: follow suit; if void, play a tarok; on a tarok lead, play a tarok; with neither,
any card. No duty to overtrump (open question 3) unless the variant's `must_overtrump` is set.
The highest tarok wins, otherwise the highest card of the suit led.
"""

from __future__ import annotations

from collections.abc import Callable

from tarokdesk.cards.card import TRUMP, Card, suit_of
from tarokdesk.cards.packs import Pack
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState, Trick

PLAY = "play"
RULE = "00-general.md Play/Obligations"
SUIT = tuple(suit_of(c) for c in range(78))
_PLAY_ACTIONS: dict[int, list[Action]] = {}


def play_actions(seat: int) -> list[Action]:
    """The 78 possible plays of a seat, made once: legal_actions is the engine's hot path."""
    actions = _PLAY_ACTIONS.get(seat)
    if actions is None:
        actions = _PLAY_ACTIONS[seat] = [Action(PLAY, seat, c) for c in range(78)]
    return actions


class TrickPlay(Phase):
    name = PLAY
    kinds = frozenset({PLAY})

    def __init__(self, pack: Pack, must_overtrump: bool = False,
                 first_leader: Callable[[GameState], int] | None = None):
        self.rank = pack.rank
        self.must_overtrump = must_overtrump
        self.first_leader = first_leader or (lambda state: state.vorhand)

    def enter(self, state: GameState) -> None:
        state.to_move = self.first_leader(state)
        state.trick = []

    def legal_cards(self, state: GameState, seat: int) -> list[Card]:
        hand = state.hands[seat]
        trick = state.trick
        if not trick:
            return list(hand)
        led = SUIT[trick[0][1]]
        if led != TRUMP:
            same = [c for c in hand if SUIT[c] == led]
            if same:
                return same
        taroks = [c for c in hand if c < 22]
        if not taroks:
            return list(hand)
        if self.must_overtrump:
            best = max((self.rank[c] for _, c in trick if c < 22), default=0)
            higher = [c for c in taroks if self.rank[c] > best]
            if higher:
                return higher
        return taroks

    def legal_actions(self, state: GameState) -> list[Action]:
        seat = state.to_move
        actions = play_actions(seat)
        return [actions[c] for c in self.legal_cards(state, seat)]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        card = action.value
        hand = state.hands[action.seat]
        if not isinstance(card, int) or card not in hand:
            return R.Refusal(R.CARD_NOT_IN_HAND, RULE, {"card": card})
        trick = state.trick
        if not trick:
            return None
        led = SUIT[trick[0][1]]
        suit = SUIT[card]
        if suit == led and led != TRUMP:
            return None
        if led != TRUMP and any(SUIT[c] == led for c in hand):
            return R.Refusal(R.MUST_FOLLOW_SUIT, RULE, {"suit": led, "card": card})
        if suit != TRUMP and any(c < 22 for c in hand):
            code = R.MUST_PLAY_TAROK_ON_TAROK_LEAD if led == TRUMP else R.MUST_PLAY_TAROK
            return R.Refusal(code, RULE, {"suit": led, "card": card})
        if self.must_overtrump and suit == TRUMP and card not in self.legal_cards(state,
                                                                                  action.seat):
            return R.Refusal(R.MUST_OVERTRUMP, RULE + " (option must_overtrump)",
                             {"card": card})
        return None

    def apply(self, state: GameState, action: Action) -> bool:
        seat, card = action.seat, action.value
        state.hands[seat].remove(card)
        trick = state.trick
        trick.append((seat, card))
        if len(trick) < len(state.active):
            state.to_move = state.next_active(seat)
            return False
        winner = self.winner(trick)
        state.tricks.append(Trick(trick[0][0], trick, winner))
        state.won[winner].extend(c for _, c in trick)
        state.trick = []
        state.to_move = winner
        return not state.hands[winner]

    def winner(self, plays: list[tuple[int, Card]]) -> int:
        """00-general.md "Winning a trick": highest tarok, else highest card of the suit led."""
        rank = self.rank
        best_seat, best_card = plays[0]
        for seat, card in plays[1:]:
            suit = SUIT[card]
            best_suit = SUIT[best_card]
            if suit == best_suit:
                if rank[card] > rank[best_card]:
                    best_seat, best_card = seat, card
            elif suit == TRUMP:
                best_seat, best_card = seat, card
        return best_seat
