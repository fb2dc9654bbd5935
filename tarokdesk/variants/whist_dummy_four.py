"""Whist en trois for four persons: dummy Whist with one person sitting out each rubber
(whist-variants.md "Whist en trois for four persons", l. 430, last sentence).

Played as en trois (whist_en_trois.py) by three of the four; the fourth sits out "in turn"
and neither pays nor receives. The rotation is the rule file's recommended table: in rubber
k (1-4) P(5-k) sits out and Pk is King, the other two his opponents; over the round each
person sits out once and is King once, nobody stays fixed (open question).
"""

from __future__ import annotations

from dataclasses import replace

from tarokdesk.variants.whist_en_trois import WhistEnTrois, WhistEnTroisSeating


class WhistDummyFourSeating(WhistEnTroisSeating):
    """Who sits where and deals at the table of Whist en trois for four."""

    person_count = 4


class WhistDummyFour(WhistEnTrois):
    id = "whist-dummy-four"
    name = "Whist en trois for four"
    presentation = replace(
        WhistEnTrois.presentation,
        summary="Whist en trois for four persons: three play each rubber with a dummy, the fourth "
                "sits out in turn.",
        distinction="four players: one sits out each rubber",
        aliases=("Dummy Whist for four", "Strohmann-Whist zu viert"),
    )
    seating_class = WhistDummyFourSeating

    def rubbers(self) -> int:
        return 4

    def seats_for(self, order: list[int], number: int) -> tuple[int | None, ...]:
        """Rubber `number` (0-3): King P(k+1), P(4-k) out, the two others his opponents in
        the order of their draw."""
        k = number % 4
        king, out = order[k], order[3 - k]
        others = [p for p in order if p not in (king, out)]
        return (king, others[0], None, others[1])
