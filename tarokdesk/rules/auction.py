"""The auction with holding ("Steigern" and "Behalten") of Ulmann's games.

tapp-tarok.md "Recommended auction algorithm" and koenigrufen.md "Bidding procedure":
1. Opening: from the Vorhand, each passes ("tappt") or opens; the first opener holds the bid.
2. Duel: each later player in turn says "gut" (pass) or raises; the holder, always the earlier
   player, then holds (takes the raise at the same level) or yields. The duel goes on until
   one of the two drops out; then the next later player challenges.
3. Optionally a Vorhand who tapped may still hold at the end (`late_hold`), and the duel
   resumes against her (tapp-tarok.md open question 1).
The variant says which bids exist, which may open and which raises are allowed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState

BID = "bid"
PASS = "pass"
HOLD = "hold"
KEY = "auction"

RaisePolicy = Callable[[GameState, int, str], Sequence[str]]


class DuelAuction(Phase):
    name = BID
    kinds = frozenset({BID})

    def __init__(self, bids: Sequence[str], openings: Callable[[GameState, int], Sequence[str]],
                 raises: RaisePolicy, late_hold: bool, rule: str):
        self.bids = tuple(bids)
        self.openings = openings
        self.raises = raises
        self.late_hold = late_hold
        self.rule = rule

    def level(self, bid: str) -> int:
        return self.bids.index(bid)

    def enter(self, state: GameState) -> None:
        state.extra[KEY] = {"stage": "open", "holder": None, "bid": None, "challenger": None,
                            "awaiting": None, "queue": [], "tapped": [], "held_late": False,
                            "opened": {}}
        state.to_move = state.vorhand

    def choices(self, state: GameState) -> list[str]:
        auction = state.extra[KEY]
        seat = state.to_move
        if auction["stage"] == "open":
            return [PASS, *self.openings(state, seat)]
        if auction["awaiting"] == "holder":
            return [HOLD, PASS]
        if auction["stage"] == "late":
            return [PASS, HOLD]
        return [PASS, *self.raises(state, seat, auction["bid"])]

    def legal_actions(self, state: GameState) -> list[Action]:
        seat = state.to_move
        return [Action(BID, seat, choice) for choice in self.choices(state)]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        choice = action.value
        if choice in self.choices(state):
            return None
        auction = state.extra[KEY]
        if choice == HOLD:
            return R.Refusal(R.MAY_NOT_HOLD, self.rule, {})
        if choice in self.bids and auction["bid"] is not None and \
                self.level(choice) <= self.level(auction["bid"]):
            return R.Refusal(R.BID_TOO_LOW, self.rule, {"bid": choice, "current": auction["bid"]})
        if choice in self.bids:
            return R.Refusal(R.BID_NOT_ALLOWED, self.rule, {"bid": choice})
        return R.Refusal(R.UNKNOWN_CHOICE, self.rule, {"choice": choice})

    def apply(self, state: GameState, action: Action) -> bool:
        auction = state.extra[KEY]
        seat, choice = action.seat, action.value
        state.bids.append((seat, choice))
        if auction["stage"] == "open":
            if choice == PASS:
                auction["tapped"].append(seat)
                if len(auction["tapped"]) == len(state.active):
                    return self._finish(state)  # all tapped: thrown in
                state.to_move = state.next_active(seat)
                return False
            auction["opened"][str(seat)] = choice
            auction["holder"], auction["bid"] = seat, choice
            position = state.active.index(seat)
            auction["queue"] = list(state.active[position + 1:])
            auction["stage"] = "duel"
            return self._next_challenger(state)
        if auction["stage"] == "late":
            if choice == PASS:
                return self._finish(state)
            # The Vorhand holds: the former holder becomes her challenger.
            auction["held_late"] = True
            auction["challenger"] = auction["holder"]
            auction["holder"] = seat
            auction["stage"] = "duel"
            return self._challenger_answers(state)
        if auction["awaiting"] == "challenger":
            if choice == PASS:
                return self._next_challenger(state)
            auction["bid"] = choice
            auction["awaiting"] = "holder"
            state.to_move = auction["holder"]
            return False
        # the holder answers a raise
        if choice == HOLD:
            return self._challenger_answers(state)
        auction["holder"] = auction["challenger"]
        return self._next_challenger(state)

    def _challenger_answers(self, state: GameState) -> bool:
        """After a hold the challenger raises again or drops out; with nothing left to raise
        to (a held Solo) he is out at once (tapp-tarok.md "Recommended auction algorithm")."""
        auction = state.extra[KEY]
        if not self.raises(state, auction["challenger"], auction["bid"]):
            return self._next_challenger(state)
        auction["awaiting"] = "challenger"
        state.to_move = auction["challenger"]
        return False

    def _next_challenger(self, state: GameState) -> bool:
        auction = state.extra[KEY]
        if auction["queue"]:
            challenger = auction["queue"].pop(0)
            auction["challenger"], auction["awaiting"] = challenger, "challenger"
            state.to_move = challenger
            return False
        vorhand = state.vorhand
        if (self.late_hold and auction["stage"] == "duel" and vorhand in auction["tapped"]
                and auction["holder"] != vorhand and not auction["held_late"]):
            auction["stage"], auction["awaiting"] = "late", None
            state.to_move = vorhand
            return False
        return self._finish(state)

    def _finish(self, state: GameState) -> bool:
        auction = state.extra[KEY]
        auction["stage"] = "over"
        state.declarer = auction["holder"]
        state.contract = auction["bid"]
        return True
