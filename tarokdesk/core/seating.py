"""Who sits where and who deals (C1, C5): the policy by which a variant tells the seats at which
a person sits and those of its dummies, how entries per person spread over the seats, who deals
after whom, and, where persons draw for seats or change them by rubber, where each sits. The
engine, the session and the table's set-up read it; a game whose seating differs from one person
at each seat, the deal passing to the right, supplies its own (`Variant.seating_class`)."""

from __future__ import annotations

from typing import Any, Generic, Protocol, TypeVar

Entry = TypeVar("Entry")


class Table(Protocol):
    """What the general seating reads of a variant: the size of its table."""

    n_seats: int


GameVariant = TypeVar("GameVariant", bound=Table)
"""The variant a policy serves; a game's own policy reads its rules through it."""


class Seating(Generic[GameVariant]):
    """One person at every seat for the whole session, the deal passing to the right."""

    person_count: int | None = None
    """C5: how many persons play a session when they change seats by rubber (`places`):
    five at Whist en cinq's four seats, three at en trois's King, dummy and two opponents.
    None: one person at each of `persons()`, for the whole session."""

    def __init__(self, variant: GameVariant) -> None:
        self.variant = variant

    def dummy_seats(self) -> tuple[int, ...]:
        """C1: seats of the table at which no person sits: their hands are dummies, played
        (and settled) by whoever a rule gives them to. Default: a person at every seat."""
        return ()

    def persons(self) -> tuple[int, ...]:
        """C1: the seats at which a person sits; a person is known by his own seat."""
        dummies = self.dummy_seats()
        return tuple(s for s in range(self.variant.n_seats) if s not in dummies)

    def by_seat(self, entries: list[Entry], dummy: Entry) -> list[Entry]:
        """C1: entries given one per person (for the persons' seats, in order) spread over
        the table's seats, `dummy` at a dummy's seat; entries given per seat stay as they are."""
        persons = self.persons()
        if self.person_count is not None or len(entries) != len(persons) or \
                len(persons) == self.variant.n_seats:
            return list(entries)
        by_person = dict(zip(persons, entries))
        return [by_person.get(seat, dummy) for seat in range(self.variant.n_seats)]

    def table_persons(self) -> int:
        """C5: the number of persons at the table (names entered, columns of the sheet)."""
        return self.person_count or len(self.persons())

    def places(self, draw: dict[str, Any] | None, carry: dict[str, Any]) -> \
            tuple[int | None, ...] | None:
        """C5: the person (by the order the persons were entered) at each seat for a deal
        beginning with `carry`, None at a dummy's seat, given the session's draw; a person
        left out sits out (he neither pays nor receives). None: every person keeps his own
        seat (only variants with a `person_count` seat persons by rubber)."""
        return None

    def opening_dealer(self, carry: dict[str, Any]) -> int | None:
        """C5: the seat that deals a deal beginning with `carry` when the carry fixes it (a
        new rubber's first deal, whist-variants.md en cinq: P1 deals first in every rubber);
        None: the deal passes as `next_dealer` says."""
        return None

    def draw_seats(self, seed: str) -> dict[str, Any] | None:
        """C5: the persons' draw for seats at the start of a session, as its record (plain
        JSON): `seats`, the person (by the order in which they were entered) at each seat, and
        `first_dealer`, the seat that deals first; optionally `draws` (card names per person),
        `order` (the persons from lowest to highest) and `sides` (the seats playing together)
        for the table to tell. Seeded, so a
        saved record can be checked. Default None: the persons sit as entered."""
        return None

    def redraws_seats(self) -> bool:
        """C5: whether the persons draw for seats again (`draw_seats`) before the first deal
        after each sitting ends (`Sitting.session_over`: Whist's rubber). Default: they keep
        them."""
        return False

    def next_dealer(self, dealer: int) -> int:
        """C5: who deals the deal after one dealt by `dealer` (default: the next person to
        his right, 00-general.md "Dealer rotation"; C1: never a dummy's seat)."""
        persons = self.persons()
        return persons[(persons.index(dealer) + 1) % len(persons)]
