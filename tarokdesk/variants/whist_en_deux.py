"""Whist en deux (Brenner 1859), specified in rules/whist-variants.md "Whist en deux".

Two persons play, each with an open dummy, "the open cards of his Aide", opposite him
(l. 432-434): person 0 at seat 0 with his dummy at seat 2, person 1 at seat 1 with his at
seat 3 (C1: `controller` and `account` give each dummy to its player). Otherwise long Whist
(variants/whist.py): four hands of 13, the trump turned up, the deal round all four seats,
each player dealing for his own dummy in its turn. A dummy lies face up once the hand after
it has played to the first trick (the en trois rule, recommended for each dummy). The call
at eight is the King's of en trois for both players; the game is settled one against the
other, each ±R.

With three persons present "one more player drops out" (l. 434): the option `persons` makes
the game a series of three rubbers (C5, variants/whist_rubbers.py) in which the highest card
of the one draw sits out first, then the next lower, then the lowest, so each sits out once
(open question 2; as en cinq's and the dummy game's sitter-out, the highest card first). The
two playing sit at seats 0 and 1 by their cards, the lower dealing the rubber's first deal;
the sitter-out neither pays nor receives.
"""

from __future__ import annotations

from dataclasses import replace

from tarokdesk.cards.card import card_name
from tarokdesk.core.deal import DEAL
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import Option
from tarokdesk.rules.call_at_eight import NAME as CALL8
from tarokdesk.rules.concession import CONCEDE, ConcedeWindow
from tarokdesk.rules.dummy import give
from tarokdesk.rules.dummy_spread import AFTER_FOLLOWER, AT_LEAD, DummySpreadPlay
from tarokdesk.rules.kings_call import KingsCall
from tarokdesk.rules.seat_draw import draw_for_seats
from tarokdesk.rules.settlement import Ledger
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.rules.turn_up import TrumpTurnUp, trump_suit
from tarokdesk.variants.whist import Whist, WhistSeating
from tarokdesk.variants.whist_rubbers import RubberSeries, RubberSeriesSeating

RULES = "whist-variants.md"
SECTION = f"{RULES} Whist en deux"
DUMMY_OF = {0: 2, 1: 3}
"""Each person's dummy sits opposite him ("the open cards of his Aide", l. 434)."""


class WhistEnDeuxSeating(WhistSeating):
    """Who sits where and deals at the table of Whist en deux."""

    variant: WhistEnDeux

    def dummy_seats(self) -> tuple[int, ...]:
        return tuple(DUMMY_OF.values())

    def draw_seats(self, seed: str) -> dict:
        """The two persons draw; the lowest card deals first (At a glance, inference) and
        sits at seat 0, the other at seat 1; the dummy seats keep their entries."""
        draw = draw_for_seats(self.variant.pack, seed, persons=2)
        return {"draws": [[card_name(c, "A") for c in cards] for cards in draw.draws],
                "order": list(draw.order), "seats": [*draw.order, 2, 3], "first_dealer": 0,
                "sides": [[0, 2], [1, 3]]}


class WhistEnDeux(Whist):
    id = "whist-en-deux"
    name = "Whist en deux"
    presentation = replace(
        Whist.presentation,
        summary="Whist for two: each plays his own hand and an open dummy opposite him.",
        aliases=("Whist à deux", "Double-dummy Whist"),
        terms={**Whist.presentation.terms, "call": "Show the honours of both hands"},
    )
    rules_file = RULES
    options = {
        **{key: Whist.options[key] for key in ("nest", "rubber_bonus", "rubber_games",
                                               "ten_honour", "honours_at_nine", "redraw")},
        "dummies_shown": Option(AFTER_FOLLOWER, (AFTER_FOLLOWER, AT_LEAD),
                                f"{SECTION} Play, open question 1: each dummy spread once "
                                "the hand after it has played to trick 1 (the en trois rule); "
                                "or both from the opening lead",
                                "Dummies face up", ("after the next hand's first card",
                                                    "from the opening lead"),
                                "When the two dummies are laid face up for both players: "
                                "each once the hand after it has played to the first trick, "
                                "or both as soon as the first card is led."),
        "persons": Option(2, (2, 3),
                          f"{SECTION}, At a glance (l. 434) and open question 2: with three "
                          "persons present one sits out, rotating by rubber (inference)",
                          "Persons", ("two", "three, one sitting out each rubber"),
                          "With three persons each rubber is played by two while the third "
                          "sits out; over a series of three rubbers each sits out once, the "
                          "highest card of the one draw at the start first."),
    }

    seating_class = WhistEnDeuxSeating

    def __new__(cls, options=None, n_seats=None):
        """Three persons play a series of rubbers (`WhistEnDeuxForThree`): the option picks
        the form, so that every reader of the game id gets the one it names."""
        if cls is WhistEnDeux and (options or {}).get("persons") == 3:
            cls = WhistEnDeuxForThree
        return super().__new__(cls)

    # --- persons, dummies and the draw ------------------------------------------------------
    def build_phases(self):
        return {
            DEAL: TrumpTurnUp(self),
            CALL8: KingsCall(self.askable, self.honours_dealt, lambda seat: DUMMY_OF[seat]),
            PLAY: DummySpreadPlay(self.pack, trump_suit, lambda state: self.seating.dummy_seats(),
                                  self.settings["dummies_shown"]),
            CONCEDE: ConcedeWindow(self.claim_opponents,
                                   "whist.md Special cases and penalties P6"),
        }

    def askable(self, state: GameState) -> list[int]:
        """The players (not their dummies) whose side stands at exactly 8."""
        return [seat for seat in super().askable(state) if seat in DUMMY_OF]

    def next_phase(self, state: GameState) -> PhaseName:
        if state.phase == DEAL:
            for person, dummy in DUMMY_OF.items():
                give(state, dummy, person)
        return super().next_phase(state)

    # --- settlement ----------------------------------------------------------------------
    def settle(self, state: GameState) -> Settlement:
        """"Scoring and settlement": one player against the other, each ±R (the dummies
        settle nothing of their own)."""
        result = super().settle(state)
        ledger = Ledger(4)
        for entry in result["posted"]:
            winner = entry["side"]
            ledger.between_sides(entry["item"], [winner], [1 - winner], entry["value"])
        return {**result, "items": ledger.items, "totals": ledger.totals()}


class WhistEnDeuxForThreeSeating(RubberSeriesSeating, WhistEnDeuxSeating):
    """Who sits where and deals when three persons play en deux by rubbers."""

    variant: WhistEnDeuxForThree
    person_count = 3


class WhistEnDeuxForThree(RubberSeries, WhistEnDeux):
    """En deux among three persons: a series of three rubbers, one person sitting out each
    (l. 434, "here again one more player drops out"; open question 2)."""

    seating_class = WhistEnDeuxForThreeSeating

    def rubbers(self) -> int:
        return 3

    def seats_for(self, order: list[int], number: int) -> tuple[int | None, ...]:
        """Rubber `number` (0-2): P3, P2, P1 sit out in turn; of the two playing the lower
        card sits at seat 0 and deals first, the other at seat 1; the dummies opposite."""
        out = order[2 - number % 3]
        low, high = (person for person in order if person != out)
        return (low, high, None, None)
