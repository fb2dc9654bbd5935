"""A series of Whist rubbers whose persons change seats from rubber to rubber (C5 seating):
the sitter-out of Whist en cinq, the King of en trois and of the dummy game for four
(whist-variants.md). Each rubber is scored as in long Whist (rules/rubber.py); the carry
also holds which rubber of the series is being played and the rubbers already won, so the
session knows who sits where (`Seating.places`) and who deals the rubber's first deal.
The persons draw once, at the start (ace lowest, whist.md "Drawing for partners"); the
rotation follows their order, P1 (lowest card) to Pn.
"""

from __future__ import annotations

from dataclasses import replace

from tarokdesk.cards.card import card_name
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import GameState
from tarokdesk.core.sitting import CarrySheet

from tarokdesk.rules import rubber
from tarokdesk.rules.carry_steps import step
from tarokdesk.rules.rubber import RubberSheet
from tarokdesk.rules.seat_draw import draw_for_seats
from tarokdesk.variants.whist import Whist, WhistSeating, WhistSitting

SERIES_OPTIONS = {key: option for key, option in Whist.options.items() if key != "redraw"}
"""Long Whist's options but the redraw after a rubber: the series' one draw fixes the
rotation (whist-variants.md: everyone draws once, at the start)."""
KING_SEAT = 0
"""P1 (en cinq) or the King (en trois) sits at seat 0 and deals each rubber's first deal."""


class RubberSeriesSeating(WhistSeating):
    """A series of rubbers: the persons draw once and sit for each rubber as its order says."""

    variant: RubberSeries
    person_count: int

    def draw_seats(self, seed: str) -> dict:
        """Everyone draws once, at the start; the seats of each rubber follow the order."""
        draw = draw_for_seats(self.variant.pack, seed, self.person_count)
        order = list(draw.order)
        return {"draws": [[card_name(c, "A") for c in cards] for cards in draw.draws],
                "order": order, "seats": list(range(self.person_count)),
                "first_dealer": KING_SEAT, "first_person": order[0]}

    def places(self, draw: dict | None, carry: dict) -> tuple[int | None, ...]:
        order = draw["order"] if draw else list(range(self.person_count))
        return self.variant.seats_for(order, carry["rubber"])

    def redraws_seats(self) -> bool:
        return False

    def opening_dealer(self, carry: dict) -> int | None:
        """A fresh rubber's first deal is dealt from seat 0 (whist-variants.md: P1 deals first
        in every rubber; the King deals first, l. 430)."""
        fresh = not carry["games"] and carry["scores"] == [0, 0]
        return KING_SEAT if fresh else None


class RubberSeriesSitting(WhistSitting):
    """The rubber of the series being played and the rubbers already won."""

    variant: RubberSeries

    def initial_carry(self) -> dict:
        return {**rubber.opening(), "rubber": 0, "won": []}

    def session_over(self, carry: dict) -> bool:
        """The series ends with its last rubber."""
        return carry["winner"] is not None

    def carry_sheet(self, carry: dict) -> CarrySheet:
        sheet = super().carry_sheet(carry)
        heading = ("series", f"{carry['rubber'] + 1} / {self.variant.rubbers()}")
        return replace(sheet, lines=(heading, *sheet.lines))


class RubberSeries(Whist):
    """Long Whist played as a series of `rubbers()` rubbers by its seating's `person_count`
    persons, seated for each rubber by `seats_for(order, rubber)` (order: the persons from the
    lowest draw)."""

    seating_class = RubberSeriesSeating
    sitting_class = RubberSeriesSitting

    def rubbers(self) -> int:
        raise NotImplementedError

    def seats_for(self, order: list[int], number: int) -> tuple[int | None, ...]:
        raise NotImplementedError

    # --- the carry: the rubber being played and those won --------------------------------------
    def settle(self, state: GameState) -> Settlement:
        """Long Whist's settlement; a rubber won before the series' last opens the next."""
        result = super().settle(state)
        carry = result["carry"]
        if carry["winner"] is not None and carry["rubber"] + 1 < self.rubbers():
            sheet = RubberSheet(carry, self.rubber_rules())
            won = carry["won"] + [{"side": carry["winner"], "value": sheet.result()}]
            result["carry"] = {**rubber.opening(), "rubber": carry["rubber"] + 1, "won": won}
            cleared = {key: -count for key, count in sheet.counts().items()
                       if key != rubber.RUBBERS}
            result["carry_steps"] = [*result["carry_steps"],
                                     step("next_rubber", cleared, number=carry["rubber"] + 2,
                                          of=self.rubbers())]
        return result
