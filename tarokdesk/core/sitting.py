"""What a session carries from one deal to the next (C4): the policy by which a variant tells the
carry of a session's first deal, when a carry ends the session, and how the table shows and
counts it. The session, the loaders and the table read it; a game whose score, pot or series of
rubbers runs across the deals supplies its own (`Variant.sitting_class`), and its `settle`
returns each deal's carry."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

GameVariant = TypeVar("GameVariant")
"""The variant a policy serves: the general sitting reads nothing of it, a game's own its rules."""


@dataclass(frozen=True)
class CarrySheet:
    """C4: the state a session carries across deals, as the table shows it, so the table
    needs no variant's names. `columns` head one row per seat (`seats[seat]`, a cell per
    column; a seat left out of `seats`, a dummy's, has no place on the sheet); `lines` are
    (label, text) rows for the table as a whole, where the text may name seats as `{seat0}`,
    `{seat1}`, ... for the table to fill in. Title, column and line labels are English
    words (ids of `Presentation.terms` or plain), which the table translates."""

    title: str
    columns: tuple[str, ...]
    seats: Mapping[int, tuple[str, ...]]
    lines: tuple[tuple[str, str], ...] = ()
    deal_units: str = ""
    """What each deal's units on the score sheet are beside this carried score (a word of
    `Presentation.terms`): the table heads each of the two with its own name, so that the deals'
    units, often zero until a rubber or partie is settled, are not read as the score."""
    plate: str = ""
    """The column (one of `columns`) whose cell each seat's plate shows under the column's
    name, as what the player watches while the deals' units stand still; empty: the plate
    shows no score."""
    deal_gains: tuple[str, ...] = ()
    """Counts (rules/carry_steps.py, what is counted) whose gains each deal's row of the score
    sheet shows, since a deal's units stand at zero until a rubber is settled: the first as
    each player's figure (the points towards the game), the others by the names of those who
    gained (the game won)."""
    unit_rows: tuple[str, ...] = ()
    """The labels of a result's two rows of units, the deal's and their sum (words of
    `Presentation.terms`), where the units are not the carried score's own running total, as
    a lead paid at the end is not the score; empty: this deal's and the running total."""


class Sitting(Generic[GameVariant]):
    """Nothing carried: each deal stands alone."""

    def __init__(self, variant: GameVariant) -> None:
        self.variant = variant

    def initial_carry(self) -> dict[str, Any]:
        """The carry of a session's first deal (a JSON-shaped dict; empty: nothing carried).
        A deal's `settle` may return the next deal's carry as `result["carry"]`."""
        return {}

    def check_carry(self, carry: Any) -> None:
        """ValueError unless a carry given from outside a session (a game or a position
        file) has the shape of the initial carry: the same keys, lists of the same length,
        values of the same JSON types (where the initial carry has None or an empty list,
        anything, or a list of anything, may follow). Within a session more is checked: each
        deal's carry is exactly what the deal before it left."""
        problem = _shape_problem(carry, self.initial_carry(), "carry")
        if problem is not None:
            raise ValueError(problem)

    def session_over(self, carry: dict[str, Any]) -> bool:
        """Whether the carry a deal left ends the session (e.g. a final reckoning made)."""
        return False

    def carry_sheet(self, carry: dict[str, Any]) -> CarrySheet | None:
        """The carried state as the table shows it beside the score sheet (None: nothing)."""
        return None

    def carry_in_deal(self, carry: dict[str, Any], dealer: int) -> dict[str, Any]:
        """The carry as it stands while a deal dealt by `dealer` is played: with what the
        deal's start pays into it (a dealer's ante), which its settlement books only at the
        end. The table shows this one until the deal is settled."""
        return carry

    def carry_counts(self, carry: dict[str, Any]) -> dict[str, int]:
        """The carried score as named counts (rules/carry_steps.py `count_key`: what is
        counted and the seats it belongs to, "points:0,2", or the table's, "pot"): a deal's
        `result["carry_steps"]` move them, and their moves add up to the counts of the carry
        after the deal less those before it. Default: nothing counted."""
        return {}


_JSON_TYPES = {bool: "true or false", int: "an integer", float: "a number", str: "a string"}


def _shape_problem(value: Any, model: Any, where: str) -> str | None:
    """Where `value` leaves the shape of `model` (see `Sitting.check_carry`), or None."""
    if isinstance(model, dict):
        if not isinstance(value, dict) or set(value) != set(model):
            return f"{where} must be an object of {', '.join(sorted(model)) or 'nothing'}"
        pairs = [(value[key], model[key], f"{where}.{key}") for key in model]
    elif isinstance(model, list):
        if not isinstance(value, list) or (model and len(value) != len(model)):
            return f"{where} must be a list" + (f" of {len(model)}" if model else "")
        pairs = [(item, part, f"{where}[{index}]")
                 for index, (item, part) in enumerate(zip(value, model))]
    elif model is not None and type(value) is not type(model):
        return f"{where} must be {_JSON_TYPES.get(type(model), type(model).__name__)}"
    else:
        pairs = []
    return next((problem for pair in pairs if (problem := _shape_problem(*pair)) is not None),
                None)
