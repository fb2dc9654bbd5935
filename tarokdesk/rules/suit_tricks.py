"""Trick play with a trump suit (whist.md "Play"), and claiming the rest of the tricks.

Rules 3-5: follow suit while able; a player void in the suit led may play any card, with no
duty to trump or to play higher; the highest trump wins, else the highest card of the suit led
(A high). `SuitTrickRules` states this once on bitmasks, for one trump suit (None: no trumps,
a strain the solver needs); the engine's `SuitTrickPlay`, the players and the solver all ask it.

Claims (whist.md "Special cases and penalties", P6-P7): the seat on lead may claim
the remaining tricks for its side by showing its hand. The claim stands at once when every
card left in that hand is a master: no card of its suit still out beats it, and a plain card
cannot be ruffed because every trump still out is the claimant's own. Otherwise the trick
play pauses and the opponents decide in a `ConcedeWindow` (rules/concession.py) whether to
concede; if either plays on, play resumes and that seat may not claim again in this trick.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TypedDict

from tarokdesk.cards.card import Card
from tarokdesk.cards.packs import Pack
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.facts import Fact, Facts
from tarokdesk.core.state import GameState
from tarokdesk.rules.concession import conceded
from tarokdesk.rules.kinds import ActionKind
from tarokdesk.rules.turn_up import trump_seen
from tarokdesk.rules.trickplay import (PLAY, SUIT, Revealed, TrickPlay, TrickRules,
                                       play_actions)

RULE = "whist.md Play"
CLAIM_RULE = "whist.md Special cases and penalties P6"
CLAIM: Final[ActionKind] = "claim"
REST = "rest"
"""The one value of a claim: all remaining tricks for the claimant's side."""
CLAIM_NOT_ON_LEAD = "claim_not_on_lead"
CLAIM_REFUSED_THIS_TRICK = "claim_refused_this_trick"
R.register_templates({
    CLAIM_NOT_ON_LEAD: "You may claim the remaining tricks only when you are on lead.",
    CLAIM_REFUSED_THIS_TRICK: "Your claim was refused; play a card to this trick first.",
})


class SuitTrickRules(TrickRules):
    """The rules of a trick with `trump` as the trump suit (0-3 H D S C; None: no trumps)."""

    def __init__(self, pack: Pack, trump: int | None):
        self.trump_suit = trump
        super().__init__(pack)

    def legal(self, hand: int, led: int, best: int) -> int:
        """Rules 3-4: the cards of the suit led if any, else the whole hand."""
        if led < 0:
            return hand
        same = hand & self.suit_mask[self.suit_at[led]]
        return same or hand

    def shows(self, led: int, best: int, bit: int) -> Revealed | None:
        """Rule 3-4: a card of another suit shows the suit led void, and nothing more (no
        duty to trump)."""
        led_suit = self.suit_at[led]
        return Revealed((led_suit,)) if self.suit_at[bit] != led_suit else None


def masters_only(rules: SuitTrickRules, hand: list[Card], out: set[Card]) -> bool:
    """Whether every card of `hand` wins whatever the cards in `out` (still held by the other
    seats) do: each is higher than every card of its suit out, and plain cards cannot be
    ruffed because no trump is out."""
    bit_of = rules.bit_of
    out_mask = rules.mask(out)
    if rules.tarok_mask & out_mask and any(rules.suit_at[bit_of[c]] != rules.trump_suit
                                           for c in hand):
        return False
    for card in hand:
        bit = bit_of[card]
        if out_mask & rules.suit_mask[rules.suit_at[bit]] >> (bit + 1) << (bit + 1):
            return False
    return True


class ClaimRecord(TypedDict):
    """A claim of the remaining tricks: by whom, at which trick, and whether it was certain
    ("accepted"), is before the opponents ("pending") or was "refused"."""

    seat: int
    trick: int
    status: str


CLAIMED: Final = Fact[ClaimRecord]("claim")
"""The claim in the state and, where the game shows it, in the view."""


def claim_of(state: GameState) -> ClaimRecord | None:
    return state.extra.get(CLAIMED)


def claimant_of(state: GameState) -> int:
    """The seat whose claim is before the table (asked, or standing)."""
    claim = claim_of(state)
    if claim is None:
        raise LookupError("no claim")
    return claim["seat"]


def claim_pending(state: GameState) -> bool:
    claim = claim_of(state)
    return claim is not None and claim["status"] == "pending"


def claim_stands(state: GameState) -> bool:
    """Whether a claim gave the claimant's side the remaining tricks: it was certain, or the
    opponents conceded it (the window's record)."""
    claim = claim_of(state)
    return claim is not None and (claim["status"] == "accepted" or
                                  (claim["status"] == "pending" and conceded(state)))


class SuitTrickPlay(TrickPlay):
    """`trump_of(state)`: the trump suit of the deal (None: no trumps). The phase finishes
    when the last trick is played, or when a claim is made that is not certain (the
    variant then opens the opponents' concession window and comes back here)."""

    kinds = frozenset({PLAY, CLAIM})

    def __init__(self, pack: Pack, trump_of: Callable[[GameState], int | None],
                 first_leader: Callable[[GameState], int] | None = None):
        super().__init__(pack, first_leader=first_leader)
        self.trump_of = trump_of
        self.by_trump = {trump: SuitTrickRules(pack, trump) for trump in (0, 1, 2, 3, None)}
        self.rules = self.by_trump[None]

    def rules_in(self, state: GameState) -> SuitTrickRules:
        return self.by_trump[self.trump_of(state)]

    def rules_seen(self, public: Facts) -> SuitTrickRules:
        return self.by_trump[trump_seen(public)]

    def enter(self, state: GameState) -> None:
        super().enter(state)
        if claim_pending(state):  # back from the window: the claim was refused
            state.extra[CLAIMED]["status"] = "refused"
            state.to_move = state.extra[CLAIMED]["seat"]

    def may_claim(self, state: GameState, seat: int) -> bool:
        claim = claim_of(state)
        refused_here = claim is not None and claim["seat"] == seat and \
            claim["trick"] == len(state.tricks)
        return not state.trick and len(state.hands[seat]) > 1 and not refused_here

    def legal_actions(self, state: GameState) -> list[Action]:
        seat = state.to_move
        actions = play_actions(seat)
        legal = [actions[c] for c in self.legal_cards(state, seat)]
        if self.may_claim(state, seat):
            legal.append(Action(CLAIM, seat, REST))
        return legal

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.kind == CLAIM:
            if action.value != REST:
                return R.Refusal(R.WRONG_PHASE, CLAIM_RULE, {"phase": PLAY, "kind": CLAIM})
            if state.trick:
                return R.Refusal(CLAIM_NOT_ON_LEAD, CLAIM_RULE, {})
            if not self.may_claim(state, action.seat):
                return R.Refusal(CLAIM_REFUSED_THIS_TRICK, CLAIM_RULE, {})
            return None
        card = action.value
        hand = state.hands[action.seat]
        if not isinstance(card, int) or card not in hand:
            return R.Refusal(R.CARD_NOT_IN_HAND, RULE, {"card": card})
        trick = state.trick
        if not trick or card in self.legal_cards(state, action.seat):
            return None
        return R.Refusal(R.MUST_FOLLOW_SUIT, f"{RULE} 3", {"suit": SUIT[trick[0][1]],
                                                           "card": card})

    def apply(self, state: GameState, action: Action) -> bool:
        if action.kind != CLAIM:
            return super().apply(state, action)
        seat = action.seat
        out = {c for other in state.active if other != seat for c in state.hands[other]}
        certain = masters_only(self.rules_in(state), state.hands[seat], out)
        state.extra[CLAIMED] = ClaimRecord(seat=seat, trick=len(state.tricks),
                                             status="accepted" if certain else "pending")
        return True
