"""Whist en trois: three persons and four hands, the King playing his own hand and the
dummy ("Strohmann") opposite him (whist-variants.md "Whist en trois", l. 428-430).

The dummy is seat 2, a seat of the table with no person (C1); `DummyControl` gives it by
rule to the King at seat 0, who also settles for it, so he wins or loses the rubber twice
(the recommended settlement: each opponent +-R, the King -+2R). The deal passes round all
four seats, the King dealing for the dummy in its turn (open question 1). On trick 1 the
King looks only at the hand of his that plays first, and the dummy is spread once a card
follows it or the trick is complete (rules/dummy_sight.py). The King's role passes to the
next card of the draw with each rubber; over three rubbers each person is King once.
"""

from __future__ import annotations

from dataclasses import replace

from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.deal import DEAL
from tarokdesk.core.state import GameState
from tarokdesk.core.sight import Sight
from tarokdesk.core.variant import Option
from tarokdesk.rules.call_at_eight import CALL, KEY as CALL8_KEY, NAME as CALL8, TOO_FEW_HONOURS, \
    CallRecord, HonoursCalled
from tarokdesk.rules.dummy import DUMMY, DummyControl
from tarokdesk.rules.dummy_sight import dummies, unseen_by_player
from tarokdesk.rules.dummy_spread import AFTER_FOLLOWER, AT_LEAD, DummySpreadPlay
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.rules.turn_up import KEY as TRUMP_KEY, TrumpTurnUp, trump_suit
from tarokdesk.variants.whist import Whist, WhistVisibility, side_of
from tarokdesk.variants.whist_rubbers import (
    KING_SEAT, SERIES_OPTIONS, RubberSeries, RubberSeriesSeating,
)

DUMMY_SEAT = 2
RULE = "whist-variants.md Whist en trois"


class KingsDeal(TrumpTurnUp):
    """The deal, after which the King takes up his dummy (the rule names him)."""

    def __init__(self, variant, control: DummyControl):
        super().__init__(variant)
        self.control = control

    def apply(self, state: GameState, action) -> bool:
        finished = super().apply(state, action)
        if finished:
            self.control.assign(state)
        return finished


BOOK, AFTER_LEAD = "book", "after_lead"
"""The option's values: the book's general rule (the default), the casual alternative."""
SPREAD = {BOOK: AFTER_FOLLOWER, AFTER_LEAD: AT_LEAD}


class KingsTrickPlay(DummySpreadPlay):
    """Trick play in which the King at 8 may show the honours of his two hands and claim the
    game when the second of them is to play to trick 1: then he sees both, and he has not yet
    played from the second (Announcements, the recommendation; his side is not asked before
    play). `may_call(state, seat)` says when."""

    kinds = DummySpreadPlay.kinds | {CALL8}

    def __init__(self, *args, may_call, **kwargs):
        super().__init__(*args, **kwargs)
        self.may_call = may_call

    def legal_actions(self, state: GameState) -> list[Action]:
        legal = super().legal_actions(state)
        if self.may_call(state, state.to_move):
            legal.append(Action(CALL8, state.to_move, CALL))
        return legal

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.kind != CALL8:
            return super().refusal(state, action)
        if action.value == CALL and self.may_call(state, action.seat):
            return None
        return R.Refusal(TOO_FEW_HONOURS, f"{RULE}, Announcements", {})

    def apply(self, state: GameState, action: Action) -> bool:
        if action.kind != CALL8:
            return super().apply(state, action)
        held = self.may_call(state, action.seat)
        state.extra[CALL8_KEY] = CallRecord(
            asked=[action.seat], calls=[HonoursCalled(seat=action.seat, honours=held)],
            game=action.seat)
        return True


class WhistEnTroisVisibility(WhistVisibility):
    """What each seat sees at the table of Whist en trois beyond the general law."""

    def seen_by(self, state: GameState, seat: int) -> Sight:
        """The King may not look yet at the hand of his that plays second to trick 1; the
        turned-up card in it he has seen like everyone (whist.md l. 216)."""
        sight = super().seen_by(state, seat)
        hidden = unseen_by_player(state, seat)
        hands = dict(sight.hands)
        turned = state.extra.get(TRUMP_KEY)
        if turned and state.dealer in hidden and turned["card"] in state.hands[state.dealer]:
            hands[state.dealer] = (turned["card"],)
        return Sight(sight.talon_parts, hands, sight.discards, sight.piles, hidden=hidden)


class WhistEnTroisSeating(RubberSeriesSeating):
    """Who sits where and deals at the table of Whist en trois."""

    person_count = 3

    def dummy_seats(self) -> tuple[int, ...]:
        return (DUMMY_SEAT,)

    def next_dealer(self, dealer: int) -> int:
        """The deal goes round all four seats, the King dealing in the dummy's turn (open
        question 1, the recommended reading)."""
        return (dealer - 1) % 4


class WhistEnTrois(RubberSeries):
    id = "whist-en-trois"
    name = "Whist en trois"
    presentation = replace(
        RubberSeries.presentation,
        summary="Whist for three: the King plays his own hand and an open dummy against the other "
                "two.",
        distinction="three players: the King with a dummy",
        aliases=("Whist with the dummy", "Strohmann-Whist"),
        terms={**Whist.presentation.terms, "series": "Rubber of the series"},
    )
    rules_file = "whist-variants.md"
    options = {
        **SERIES_OPTIONS,
        "dummy_shown": Option(
            BOOK, (BOOK, AFTER_LEAD),
            f"{RULE}, Play: the general rule (default) or the casual alternative",
            "Dummy laid open", ("by the book", "after the opening lead"),
            "By the book the dummy is spread once a card has followed it in the first trick, "
            "or at the end of that trick; casually, right after the opening lead."),
    }

    visibility_class = WhistEnTroisVisibility
    seating_class = WhistEnTroisSeating

    def rubbers(self) -> int:
        return 3

    def seats_for(self, order: list[int], number: int) -> tuple[int | None, ...]:
        """The King of rubber `number` at seat 0 (P1 first, then the next card up), the
        dummy opposite, the other two in the order of their draw at seats 1 and 3."""
        king = order[number % len(order)]
        others = [p for p in order if p != king]
        return (king, others[0], None, others[1])

    def build_phases(self):
        phases = super().build_phases()
        control = DummyControl(lambda state: (DUMMY_SEAT,), self.dummy_player,
                               lambda state: (), RULE, player_settles=True)
        phases[DUMMY] = control
        phases[DEAL] = KingsDeal(self, control)
        phases[PLAY] = KingsTrickPlay(self.pack, trump_suit, dummies,
                                      SPREAD[self.settings["dummy_shown"]],
                                      may_call=self.kings_call)
        return phases

    @staticmethod
    def dummy_player(state: GameState) -> dict[int, int]:
        """The King (seat 0) plays the dummy opposite him and settles for it."""
        return {DUMMY_SEAT: KING_SEAT}

    def askable(self, state: GameState) -> list[int]:
        """The call at eight before play: the opponents only; the King's comes in trick 1
        (`kings_call`)."""
        return [seat for seat in super().askable(state) if side_of(seat) != side_of(KING_SEAT)]

    def kings_call(self, state: GameState, seat: int) -> int:
        """The honours the King may show to claim the game now (0: he may not): his side at
        8, the second of his hands to play to trick 1 to move, three honours or four in the
        two (Announcements: "at 8, the King may show the honours of his two hands and claim
        the game, at any time before he has played from the second")."""
        if state.tricks or side_of(seat) != side_of(KING_SEAT) or \
                state.carry["scores"][side_of(seat)] != 8:
            return 0
        second = max((KING_SEAT, DUMMY_SEAT), key=list(state.active).index)
        held = self.honours_dealt(state, KING_SEAT) + self.honours_dealt(state, DUMMY_SEAT)
        return held if seat == second and state.to_move == seat and held >= 3 else 0
