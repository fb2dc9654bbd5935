"""Whist en cinq: long Whist for five persons, four playing each rubber
(whist-variants.md "Whist en cinq", l. 424-426).

The five draw once. P1 (lowest card) plays every rubber of the series and deals its first
deal; P5 (highest) sits out first. At each new rubber the one who sat out comes in as P1's
partner, in the seat opposite him; the next-highest card sits out, and P1's former partner
takes the seat he left, now against P1. Over four rubbers each of P2-P5 sits out once and
partners P1 once. The sitter-out neither pays nor receives (Scoring and settlement).
"""

from __future__ import annotations

from dataclasses import replace

from tarokdesk.core.variant import Option
from tarokdesk.variants.whist import Whist
from tarokdesk.variants.whist_rubbers import SERIES_OPTIONS, RubberSeries, RubberSeriesSeating

PARTNER_SEAT = 2
RUBBERS = {"single": 4, "pairing_twice": 8, "cycle_twice": 8}


def pairing_seats(order: list[int], pairing: int) -> tuple[int, ...]:
    """The person at each seat in the `pairing`-th line of the rotation (l. 426): rubber 1
    has P1 and P2 against P3 and P4; then, each time, the sitter-out comes in opposite P1,
    the highest remaining card sits out and P1's former partner moves into his seat."""
    p = order  # p[0] is P1 (lowest), p[4] P5 (highest)
    seats = [p[0], p[2], p[1], p[3]]
    out = p[4]
    for step in range(1, pairing + 1):
        leaving = p[4 - step]  # P4, then P3, then P2
        former = seats[PARTNER_SEAT]
        seats[seats.index(leaving)] = former
        seats[PARTNER_SEAT] = out
        out = leaving
    return tuple(seats)


class WhistEnCinqSeating(RubberSeriesSeating):
    """Who sits where and deals at the table of Whist en cinq."""

    person_count = 5


class WhistEnCinq(RubberSeries):
    id = "whist-en-cinq"
    name = "Whist en cinq"
    presentation = replace(
        RubberSeries.presentation,
        summary="Whist for five: four play each rubber, and the fifth sits out in turn.",
        aliases=("Whist for five",),
        terms={**Whist.presentation.terms, "series": "Rubber of the series"},
    )
    rules_file = "whist-variants.md"
    options = {
        **SERIES_OPTIONS,
        "double_rubbers": Option(
            "single", tuple(RUBBERS),
            "whist-variants.md Whist en cinq, open question 3: Doppelrobber, two rubbers per "
            "pairing (recommended) or the cycle twice",
            "Double rubbers", ("no: four rubbers", "yes: each pairing twice",
                               "yes: the round twice"),
            "Double rubbers make a series of eight: either each pairing plays two rubbers in "
            "a row, or the round of four is played twice."),
    }

    seating_class = WhistEnCinqSeating

    def rubbers(self) -> int:
        return RUBBERS[self.settings["double_rubbers"]]

    def seats_for(self, order: list[int], number: int) -> tuple[int, ...]:
        form = self.settings["double_rubbers"]
        pairing = number // 2 if form == "pairing_twice" else number % 4
        return pairing_seats(order, pairing)
