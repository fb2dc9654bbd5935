"""The auction with holding ("Steigern" and "Behalten") of Ulmann's games.

tapp-tarok.md "Recommended auction algorithm" and koenigrufen.md "Bidding procedure":
1. Opening: from the Vorhand, each passes ("tappt") or opens; the first opener holds the bid.
2. Duel: each later player in turn says "gut" (pass) or raises; the holder, always the earlier
   player, then holds (takes the raise at the same level) or yields. The duel goes on until
   one of the two drops out; then the next later player challenges.
3. Optionally a Vorhand who tapped may still hold at the end (`late_hold`), and the duel
   resumes against her (tapp-tarok.md open question 1).
4. Optionally a seat must open (`must_open`): the Vorhand's compulsory Rufer of
   neunzehnerrufen.md "Who calls, and what" (no all-pass).
5. Optionally only some hands bid (`bidders`): a dummy seat never bids (architecture §6).
6. Optionally a holder must hold (`must_hold`, refused with `must_hold_code`): the Dreier
   bidder overbid by a Zweier who lacks T20 (paskiewitsch.md "Auction" 3).
The variant says which bids exist, which may open and which raises are allowed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, TypedDict

from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action, kept_actions
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.rules.kinds import PhaseWord

BID: Final[PhaseWord] = "bid"
PASS = "pass"
HOLD = "hold"
MUST_OPEN = "must_open"
R.register_templates({MUST_OPEN: "You must open: passing is not allowed to you here."})

RaisePolicy = Callable[[GameState, int, str], Sequence[str]]


class DuelRecord(TypedDict):
    """The duel's progress (`DuelAuction`): who holds which bid, who challenges him, who is
    still to challenge, who tapped, and each opener's first bid by seat."""

    stage: str
    holder: int | None
    bid: str | None
    challenger: int | None
    awaiting: str | None
    queue: list[int]
    tapped: list[int]
    held_late: bool
    opened: dict[str, str]


class TappenRecord(TypedDict):
    """The 1821 auction's progress (`TappenAuction`)."""

    stage: str
    opening: str | None
    holder: int | None
    bid: str | None
    challenger: int | None
    queue: list[int]
    late_done: bool


class ChosenRecord(TypedDict):
    """The game one seat chose (`DealerDecides`)."""

    stage: str
    holder: int | None
    bid: str | None


KEY: Final = Fact[DuelRecord]("auction")
TAPPEN_KEY: Final = Fact[TappenRecord]("auction")
CHOSEN_KEY: Final = Fact[ChosenRecord]("auction")


def _seat(seat: int | None) -> int:
    """A seat the auction's stage has named (a holder, a challenger)."""
    if seat is None:
        raise ValueError("the auction names no seat at this stage")
    return seat


def _standing(bid: str | None) -> str:
    """The bid standing once someone has opened."""
    if bid is None:
        raise ValueError("no bid stands yet")
    return bid


class Auction(Phase):
    """What every auction shares: the seat to move names one of `choices`; any other word is
    refused by `refused`, which the auction words for itself."""

    name = BID
    kinds = frozenset({BID})

    def choices(self, state: GameState) -> list[str]:
        raise NotImplementedError

    def legal_actions(self, state: GameState) -> list[Action]:
        return kept_actions(BID, state.to_move, self.choices(state))

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.value in self.choices(state):
            return None
        return self.refused(state, action.value)

    def refused(self, state: GameState, choice: object) -> R.Refusal:
        raise NotImplementedError


class DuelAuction(Auction):

    def __init__(self, bids: Sequence[str], openings: Callable[[GameState, int], Sequence[str]],
                 raises: RaisePolicy, late_hold: bool, rule: str,
                 must_open: Callable[[GameState, int], bool] | None = None,
                 bidders: Callable[[GameState], Sequence[int]] | None = None,
                 must_hold: Callable[[GameState, int], bool] | None = None,
                 must_hold_code: str = R.UNKNOWN_CHOICE):
        self.bids = tuple(bids)
        self.bidders = bidders or (lambda state: state.active)
        self.must_open = must_open or (lambda state, seat: False)
        self.must_hold = must_hold or (lambda state, seat: False)
        self.must_hold_code = must_hold_code
        self.openings = openings
        self.raises = raises
        self.late_hold = late_hold
        self.rule = rule

    def level(self, bid: str) -> int:
        return self.bids.index(bid)

    def enter(self, state: GameState) -> None:
        state.extra[KEY] = DuelRecord(stage="open", holder=None, bid=None, challenger=None,
                                      awaiting=None, queue=[], tapped=[], held_late=False,
                                      opened={})
        state.to_move = state.vorhand

    def choices(self, state: GameState) -> list[str]:
        auction = state.extra[KEY]
        seat = state.to_move
        if auction["stage"] == "open":
            if self.must_open(state, seat):
                return list(self.openings(state, seat))
            return [PASS, *self.openings(state, seat)]
        if auction["awaiting"] == "holder":
            return [HOLD] if self.must_hold(state, seat) else [HOLD, PASS]
        if auction["stage"] == "late":
            return [PASS, HOLD]
        return [PASS, *self.raises(state, seat, _standing(auction["bid"]))]

    def refused(self, state: GameState, choice: object) -> R.Refusal:
        auction = state.extra[KEY]
        if choice == HOLD:
            return R.Refusal(R.MAY_NOT_HOLD, self.rule, {})
        if choice == PASS and auction["stage"] == "open":
            return R.Refusal(MUST_OPEN, self.rule, {})
        if choice == PASS and auction["awaiting"] == "holder":
            return R.Refusal(self.must_hold_code, self.rule, {"bid": auction["bid"]})
        if choice in self.bids and auction["bid"] is not None and \
                self.level(choice) <= self.level(auction["bid"]):
            return R.Refusal(R.BID_TOO_LOW, self.rule, {"bid": choice, "current": auction["bid"]})
        if choice in self.bids:
            return R.Refusal(R.BID_NOT_ALLOWED, self.rule, {"bid": choice})
        return R.Refusal(R.UNKNOWN_CHOICE, self.rule, {"choice": choice})

    def apply(self, state: GameState, action: Action) -> bool:
        auction = state.extra[KEY]
        seat, choice = action.seat, action.choice
        state.bids.append((seat, choice))
        if auction["stage"] == "open":
            if choice == PASS:
                auction["tapped"].append(seat)
                bidders = self.bidders(state)
                if len(auction["tapped"]) == len(bidders):
                    return self._finish(state)  # all tapped: thrown in
                state.to_move = bidders[(bidders.index(seat) + 1) % len(bidders)]
                return False
            auction["opened"][str(seat)] = choice
            auction["holder"], auction["bid"] = seat, choice
            bidders = self.bidders(state)
            auction["queue"] = list(bidders[bidders.index(seat) + 1:])
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
            state.to_move = _seat(auction["holder"])
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
        challenger = _seat(auction["challenger"])
        if not self.raises(state, challenger, _standing(auction["bid"])):
            return self._next_challenger(state)
        auction["awaiting"] = "challenger"
        state.to_move = challenger
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


TAPPER = "tapper"


class TappenAuction(Auction):
    """The 1821 auction (tarok-tappen-1821.md "Contracts and bidding", recommended steps).

    The Vorhand opens with the Tapper or a game; she never passes. The rear players then speak
    in turn, each passing or naming any higher game. A holder with the right to take over
    answers a raise at once ("hold" or "pass"): the Vorhand over anyone, and, where
    `rear_take_over` (the 42-card form, E open question 4), the Mittelhand over the Hinterhand.
    A Solo ends the bidding; only a Vorhand who opened with a game may take a Solo over. After
    a Tapper the Vorhand may take over the game that stands once both rear players have spoken
    ("late"), and the player she took it from may then still raise. A Tapper nobody outbids
    stands: `contract` is "tapper" and the deal is not played.
    """

    def __init__(self, bids: Sequence[str], rear_take_over: bool, rule: str):
        self.bids = tuple(bids)  # lowest first, the Solo last
        self.solo = self.bids[-1]
        self.rear_take_over = rear_take_over
        self.rule = rule

    def enter(self, state: GameState) -> None:
        state.extra[TAPPEN_KEY] = TappenRecord(stage="open", opening=None, holder=None, bid=None,
                                               challenger=None, queue=[], late_done=False)
        state.to_move = state.vorhand

    def _higher(self, bid: str | None) -> list[str]:
        return list(self.bids[self.bids.index(bid) + 1:] if bid else self.bids)

    def _may_take_over(self, state: GameState, holder: int, bid: str) -> bool:
        auction = state.extra[TAPPEN_KEY]
        if holder == state.vorhand:
            return bid != self.solo or auction["opening"] != TAPPER
        return self.rear_take_over and bid != self.solo

    def choices(self, state: GameState) -> list[str]:
        auction = state.extra[TAPPEN_KEY]
        stage = auction["stage"]
        if stage == "open":
            return [TAPPER, *self.bids]
        if stage in ("answer", "late"):
            return [HOLD, PASS]
        return [PASS, *self._higher(auction["bid"])]

    def refused(self, state: GameState, choice: object) -> R.Refusal:
        auction = state.extra[TAPPEN_KEY]
        if choice == HOLD:
            return R.Refusal(R.MAY_NOT_HOLD, self.rule, {})
        if choice == PASS and auction["stage"] == "open":
            return R.Refusal(VORHAND_MUST_SPEAK, self.rule, {})
        if choice in self.bids and auction["bid"] is not None:
            return R.Refusal(R.BID_TOO_LOW, self.rule, {"bid": choice, "current": auction["bid"]})
        return R.Refusal(R.UNKNOWN_CHOICE, self.rule, {"choice": choice})

    def apply(self, state: GameState, action: Action) -> bool:
        auction = state.extra[TAPPEN_KEY]
        seat, choice = action.seat, action.choice
        state.bids.append((seat, choice))
        stage = auction["stage"]
        if stage == "open":
            auction["opening"] = choice
            if choice != TAPPER:
                auction["holder"], auction["bid"] = seat, choice
            auction["queue"] = list(state.active[1:])
            return self._next(state)
        if stage == "speak":
            if choice == PASS:
                return self._next(state)
            holder, auction["bid"] = auction["holder"], choice
            if holder is not None and self._may_take_over(state, holder, choice):
                auction["stage"] = "answer"
                state.to_move = holder
                return False
            auction["holder"] = seat
            return self._next(state)
        if stage == "late":  # the tapped Vorhand takes the standing game over, or not
            auction["late_done"] = True
            if choice == PASS:
                return self._finish(state)
            auction["challenger"], auction["holder"] = auction["holder"], seat
            auction["queue"] = [_seat(auction["challenger"])]
            return self._next(state)
        # stage "answer": the holder keeps the bid at the challenger's level, or yields
        if choice == PASS:
            auction["holder"] = auction["challenger"]
        elif self._higher(auction["bid"]):
            auction["queue"].insert(0, _seat(auction["challenger"]))  # he may raise again
        return self._next(state)

    def _next(self, state: GameState) -> bool:
        auction = state.extra[TAPPEN_KEY]
        if auction["bid"] == self.solo:  # "sobald das Wort Solo ertönt"
            return self._finish(state)
        if auction["queue"]:
            auction["challenger"] = auction["queue"].pop(0)
            auction["stage"] = "speak"
            state.to_move = _seat(auction["challenger"])
            return False
        vorhand = state.vorhand
        if (auction["opening"] == TAPPER and auction["holder"] not in (None, vorhand)
                and not auction["late_done"]):
            auction["stage"] = "late"
            state.to_move = vorhand
            return False
        return self._finish(state)

    def _finish(self, state: GameState) -> bool:
        auction = state.extra[TAPPEN_KEY]
        auction["stage"] = "over"
        state.declarer = auction["holder"] if auction["bid"] else state.vorhand
        state.contract = auction["bid"] or TAPPER
        return True


VORHAND_MUST_SPEAK = "vorhand_must_speak"
R.register_templates({VORHAND_MUST_SPEAK: "the Vorhand opens with the Tapper or a game; she "
                                          "may not pass"})


class DealerDecides(Auction):
    """One seat chooses the game, no overbidding (architecture §4; danish-tarok-four.md
    "Taroc ... like Quadrille", Contracts: the dealer passes, asks or plays Mediateur).
    `seats(state)` are asked in order until one names a contract (default the dealer
    alone); if all pass, the deal is thrown in (no declarer, no contract)."""

    def __init__(self, bids: Sequence[str], rule: str,
                 seats: Callable[[GameState], Sequence[int]] | None = None,
                 openings: Callable[[GameState, int], Sequence[str]] | None = None):
        self.bids = tuple(bids)
        self.rule = rule
        self.seats = seats or (lambda state: (state.dealer,))
        self.openings = openings or (lambda state, seat: self.bids)

    def enter(self, state: GameState) -> None:
        state.extra[CHOSEN_KEY] = ChosenRecord(stage="open", holder=None, bid=None)
        state.to_move = self.seats(state)[0]

    def choices(self, state: GameState) -> list[str]:
        return [PASS, *self.openings(state, state.to_move)]

    def refused(self, state: GameState, choice: object) -> R.Refusal:
        if choice in self.bids:
            return R.Refusal(R.BID_NOT_ALLOWED, self.rule, {"bid": choice})
        return R.Refusal(R.UNKNOWN_CHOICE, self.rule, {"choice": choice})

    def apply(self, state: GameState, action: Action) -> bool:
        auction = state.extra[CHOSEN_KEY]
        seat, choice = action.seat, action.choice
        state.bids.append((seat, choice))
        seats = list(self.seats(state))
        if choice == PASS and seat != seats[-1]:
            state.to_move = seats[seats.index(seat) + 1]
            return False
        if choice != PASS:
            auction["holder"], auction["bid"] = seat, choice
        auction["stage"] = "over"
        state.declarer, state.contract = auction["holder"], auction["bid"]
        return True
