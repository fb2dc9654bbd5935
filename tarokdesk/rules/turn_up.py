"""Dealing one card at a time and turning up the dealer's last card as trump (whist.md
"Dealing"), and the honours of that suit (whist.md "Honours").

The deal is an ordinary `DealPhase` with packets of one: the permutation's last card is the
dealer's 13th. It stays in his hand (it counts for his honours, which are judged on the hands
dealt) and lies face up beside him until it is his turn to play to the first trick (l. 216);
the suit stays known all deal. Everyone has seen the card, so it is known to be his until he
plays it.
"""

from __future__ import annotations

from typing import Final, NotRequired, TypedDict

from tarokdesk.cards.card import Card, face_index, pip_of, suit_of
from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.core.deal import DEAL, DealPhase
from tarokdesk.core.facts import Fact, Facts
from tarokdesk.core.state import GameState
from tarokdesk.rules.kinds import PhaseWord



class TrumpRecord(TypedDict):
    """The trump suit of the deal: the card turned up (None where a seat named the suit,
    rules/declare_trump.py, who is then `by`)."""

    card: Card | None
    suit: int
    by: NotRequired[int]


class PublicTrump(TypedDict):
    """The trump as every seat knows it, and whether the card turned still lies face up."""

    suit: int
    card: Card | None
    by: NotRequired[int]
    shown: bool


KEY: Final = Fact[TrumpRecord]("trump")
PUBLIC: Final = Fact[PublicTrump]("trump")
PLAY: Final[PhaseWord] = "play"


class TrumpTurnUp(DealPhase):
    """whist.md "Dealing": all cards dealt singly from the dealer's left; the last one,
    the dealer's, is turned up and fixes the trump suit (l. 214)."""

    def apply(self, state: GameState, action: Action) -> bool:
        finished = super().apply(state, action)
        card = action.cards[-1]
        state.extra[KEY] = TrumpRecord(card=card, suit=suit_of(card))
        return finished

    def turned_up(self, state: GameState) -> Card | None:
        trump = state.extra.get(KEY)
        return trump["card"] if trump else None

    def redact(self, state: GameState, action: Action, seat: int) -> Action:
        """Everybody sees the card turned up, nobody the rest of the order."""
        return Action(DEAL, CHANCE, (action.cards[-1],))


def trump_suit(state: GameState) -> int | None:
    trump = state.extra.get(KEY)
    return trump["suit"] if trump else None


def turned_up_shown(state: GameState) -> bool:
    """l. 216: the card lies face up until it is the dealer's turn to play to trick 1."""
    if KEY not in state.extra or state.tricks:
        return False
    if any(seat == state.dealer for seat, _ in state.trick):
        return False
    return not (state.phase == PLAY and state.to_move == state.dealer)


def public_trump(state: GameState) -> PublicTrump:
    """What every seat knows: the suit, the card turned and whether it still lies face up."""
    trump = state.extra[KEY]
    return PublicTrump(suit=trump["suit"], card=trump["card"], shown=turned_up_shown(state))


def trump_seen(public: Facts) -> int | None:
    """The trump suit as a seat's view shows it (None: no trumps, or none known yet)."""
    trump = public.get(PUBLIC)
    return trump["suit"] if trump else None


def is_honour(card: Card, trump: int | None, ten_honour: bool) -> bool:
    """l. 258: A, K, Q and J of trumps; the trump 10 too where it is a fifth honour."""
    if suit_of(card) != trump:
        return False
    return face_index(card) in (0, 1, 3) or pip_of(card) == 1 or \
        (ten_honour and pip_of(card) == 10)
