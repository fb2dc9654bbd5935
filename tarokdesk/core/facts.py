"""A deal's facts beyond the fields every game shares, each read and written through a typed
key, so mypy checks what a rule block keeps in the state and what a seat is shown.

The core names no fact: each rule block or variant declares its own keys next to its code,
`CALLED: Final = Fact[Card]("called")`, with the type of what the key holds (a TypedDict
where the fact is a record). A key is its JSON name, so a state's facts are saved, compared
and sent as the same plain dict of names and values as they always were.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class Fact(str, Generic[T]):
    """The key of one fact: its JSON name, typed with what it holds. Two blocks may keep
    different records under one name (each game uses one of them)."""


class Facts:
    """Facts by their keys, held as the plain JSON dict of their names (`as_dict`)."""

    __slots__ = ("_data",)

    def __init__(self, data: Mapping[str, object] | None = None) -> None:
        self._data: dict[str, Any] = {} if data is None else {str(k): v for k, v in data.items()}
        """The one place values lose their type: each goes in and comes out through its
        key, which states it."""

    @overload
    def get(self, fact: Fact[T]) -> T | None: ...

    @overload
    def get(self, fact: Fact[T], default: T) -> T: ...

    def get(self, fact: Fact[T], default: T | None = None) -> T | None:
        value: T | None = self._data.get(fact, default)
        return value

    def __getitem__(self, fact: Fact[T]) -> T:
        value: T = self._data[fact]
        return value

    def __setitem__(self, fact: Fact[T], value: T) -> None:
        self._data[str(fact)] = value

    def setdefault(self, fact: Fact[T], value: T) -> T:
        held: T = self._data.setdefault(str(fact), value)
        return held

    def __contains__(self, fact: Fact[T]) -> bool:
        return fact in self._data

    def copy(self) -> Facts:
        """A shallow copy: the same values under the same keys (already names, so copied as
        they are: every clone of a state copies its facts)."""
        copied = Facts()
        copied._data = self._data.copy()
        return copied

    def as_dict(self) -> dict[str, object]:
        """The facts as saved and sent: name to value (the dict itself, not a copy)."""
        return self._data

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Facts):
            return self._data == other._data
        return NotImplemented

    def __repr__(self) -> str:
        return repr(self._data)
