"""Which trump to lead (whist-conventions.md D, W24; l. 334-380), as the book's table.

A row names cards and a number of small ones; it matches a holding that has every named card,
no other trump above the lowest named one, and exactly that many further trumps, all lower
(section 0). The most specific row (most named cards) is tried first; 24.29 (editorial)
covers every holding the book does not list.
"""

from __future__ import annotations

from typing import NamedTuple

from tarokdesk.players.advice import Advice
from tarokdesk.players.heuristic.whist.reading import ACE, HONOURS, JACK, KING, QUEEN

LOW = 0
"""Not a rank: lead a small trump, the lowest."""


class Row(NamedTuple):
    item: str
    named: tuple[int, ...]
    small: int
    lead: int
    """A rank to lead, or LOW."""


ROWS = tuple(sorted((
    Row("W24.3", (ACE, KING), 4, LOW),
    Row("W24.4", (KING, QUEEN), 4, LOW),
    Row("W24.5", (ACE, KING, JACK), 3, KING),
    Row("W24.6", (KING, QUEEN, 10), 3, KING),
    Row("W24.7", (QUEEN, JACK), 4, LOW),
    Row("W24.8", (QUEEN, JACK, 9), 3, QUEEN),
    Row("W24.9", (JACK, 10), 4, LOW),
    Row("W24.10", (JACK, 10, 8), 3, JACK),
    Row("W24.11", (ACE, KING), 3, LOW),
    Row("W24.12", (ACE, KING, JACK), 2, KING),
    Row("W24.13", (KING, QUEEN), 3, LOW),
    Row("W24.14", (QUEEN, JACK), 3, LOW),
    Row("W24.15", (JACK, 10), 3, LOW),
    Row("W24.16", (ACE, KING), 2, LOW),
    Row("W24.17", (KING, QUEEN), 2, LOW),
    Row("W24.18", (JACK, 10), 2, LOW),
    Row("W24.19", (10,), 3, LOW),
    Row("W24.21", (KING, QUEEN, 10), 2, KING),
    Row("W24.22", (ACE, KING, JACK), 1, KING),
    Row("W24.23", (KING, QUEEN, 10), 1, KING),
    Row("W24.24", (QUEEN, JACK, 9), 2, QUEEN),
    Row("W24.25", (QUEEN, JACK, 9), 1, QUEEN),
    Row("W24.26", (JACK, 10, 8), 2, JACK),
    Row("W24.27", (JACK, 10, 8), 1, JACK),
    Row("W24.28", (10, 9, 8), 1, 10),
), key=lambda row: -len(row.named)))


def matches(row: Row, ranks: list[int]) -> bool:
    lowest = min(row.named)
    above = [r for r in ranks if r >= lowest]
    below = [r for r in ranks if r < lowest]
    return sorted(above) == sorted(row.named) and len(below) == row.small


def trump_lead(ranks: list[int], honour_on_left: bool) -> tuple[int, Advice]:
    """(the rank to lead, its advice) for my trumps `ranks`; `honour_on_left`: the dealer on
    my left turned up an honour (W24.2)."""
    ranks = sorted(ranks, reverse=True)
    lowest = ranks[-1]
    no_honour = not any(r in HONOURS for r in ranks)
    ten_nine_eight = {10, 9, 8} <= set(ranks)
    if no_honour and len(ranks) >= 6:
        if ten_nine_eight and honour_on_left:
            return 10, Advice("ten_under_honour", ("W24.2",))
        return lowest, Advice("six_small_trumps", ("W24.1",))
    if no_honour and len(ranks) == 5:
        if ten_nine_eight:
            return 10, Advice("five_poor_ten", ("W24.20",))
        return lowest, Advice("five_poor_lowest", ("W24.20",))
    for row in ROWS:
        if matches(row, ranks):
            if row.lead == LOW:
                return lowest, Advice("trump_table_small", (row.item,))
            return row.lead, Advice("trump_table_card", (row.item,))
    return editorial(ranks)


def editorial(ranks: list[int]) -> tuple[int, Advice]:
    """W24.29 (editorial) for holdings the book does not list."""
    run = 1
    while run < len(ranks) and ranks[run] == ranks[run - 1] - 1:
        run += 1
    if run >= 3:
        return ranks[0], Advice("trump_sequence_top", ("W24.29",))
    if len(ranks) >= 3 and ranks[0] in HONOURS and ranks[1] == ranks[0] - 1 and \
            ranks[2] == ranks[0] - 3:
        return ranks[0], Advice("honour_pair_top", ("W24.29",))
    return ranks[-1], Advice("lowest_trump", ("W24.29",))
