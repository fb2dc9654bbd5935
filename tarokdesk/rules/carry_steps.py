"""How a deal moved the score a session carries (C4), as data the table puts into words.

A carried score is read as named counts (`Sitting.carry_counts`): what is counted and whose it
is, `count_key("points", (0, 2))` == "points:0,2", or the whole table's, "pot". A rule that
changes the carry records each change as a step: a code, its parameters and the counts it moves
(`step`). A deal's steps, in order, go to `result["carry_steps"]`; their moves add up to the
counts of the carry after the deal less those of the carry before it. One sentence code saying
where the carried score now stands goes to `result["carry_summary"]`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tarokdesk.core.actions import Item

POINTS, DEALS = "points", "deals"
"""Counts many sheets keep: a side's or a seat's points, the deals played."""


def count_key(what: str, seats: Iterable[int] = ()) -> str:
    """The name of a count: `what` and the seats it belongs to (none: the table's)."""
    owners = ",".join(str(seat) for seat in seats)
    return Item.text_of(what, owners) if owners else what


def step(code: str, moves: Mapping[str, int] | None = None, **params: object) -> dict[str, Any]:
    """One change of the carry: its code, parameters and the counts moved (zeros left out)."""
    return {"code": code, **params,
            "moves": {key: delta for key, delta in (moves or {}).items() if delta}}

