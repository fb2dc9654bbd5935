"""Score sheets kept across deals (architecture §5 "Block and chip ledgers across deals").

The 1821 sheet (tarok-tappen-1821.md "Scoring and settlement"): each deal's entries are what
each player "writes" for himself; entries for and against a player are netted (§48); at the
end every pair settles the difference of their sheets, so a player with sheet total W receives
n·W − ΣW. Points are paid in money at an agreed price per hundred, a remainder of 1-2 points
dropped and 3-4 counted as five (§53). The session ends after the "last three tours"
(`TourCounter`, Special cases 7).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass


def written(entries: Iterable[Mapping], n_seats: int) -> dict[str, int]:
    """Each seat's sum of the entries it writes ({"seat", "points"} each)."""
    sheet = {str(s): 0 for s in range(n_seats)}
    for entry in entries:
        sheet[str(entry["seat"])] += entry["points"]
    return sheet


def net_entries(entries: Iterable[Mapping], n_seats: int) -> dict[str, int]:
    """§48: what each writes once the entries for and against each other are netted (the
    lowest writes nothing; the differences, which are all that is paid, are unchanged)."""
    sheet = written(entries, n_seats)
    low = min(sheet.values())
    return {seat: points - low for seat, points in sheet.items()}


def add_sheets(sheet: Mapping[str, int], deal: Mapping[str, int]) -> dict[str, int]:
    """The running sheet after one more deal's (netted) entries."""
    merged = dict(sheet)
    for seat, points in deal.items():
        merged[seat] = merged.get(seat, 0) + points
    return merged


def settle_sheet(sheet: Mapping[str, int]) -> dict[str, int]:
    """"Settlement": every pair settles the difference, so seat X nets n·W_X − ΣW."""
    n, total = len(sheet), sum(sheet.values())
    return {seat: n * points - total for seat, points in sheet.items()}


def rounded_to_five(points: int) -> int:
    """§53: when paying, 1-2 points over a multiple of five are dropped, 3-4 count as five."""
    sign, points = (-1 if points < 0 else 1), abs(points)
    rest = points % 5
    return sign * (points - rest + (5 if rest >= 3 else 0))


def money(points: int, price_per_hundred: int) -> float:
    """§53: the points in money at the agreed price for 100 points."""
    return rounded_to_five(points) * price_per_hundred / 100


@dataclass(frozen=True)
class TourCounter:
    """Special cases 7 (§51): a tour is one deal per seat at the table (3, or 4 with the
    König), so that everyone is Vorhand once; the session closes with the last `tours` tours,
    ending when the first dealer has had the last Vorhand, and one tour more if its very last
    deal was a plain Tapper (once)."""

    n_seats: int
    tours: int = 3

    @property
    def deals(self) -> int:
        return self.tours * self.n_seats

    def over(self, played: int, last_was_tapper: bool) -> bool:
        """Whether the closing round is finished after `played` deals."""
        if played < self.deals:
            return False
        if played == self.deals:
            return not last_was_tapper
        return played >= self.deals + self.n_seats
