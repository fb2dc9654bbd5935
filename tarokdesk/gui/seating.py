"""Who deals first: the table picks the first dealer from the variant's own `active_seats`,
so that the humans are dealt in on the first deal (a resting König in Tapp-Tarok with four
would otherwise leave the human watching), or so that a practising human sits where he
asked to (00-general.md "Deal": the Vorhand is the dealer's right-hand neighbour)."""

from __future__ import annotations

from tarokdesk.core.variant import variant_class


def _variant(variant_id: str, options: dict, n_seats: int):
    return variant_class(variant_id)(options, n_seats)


def dealer_dealing_in(variant_id: str, options: dict, n_seats: int, humans: list[int]) -> int:
    """The first dealer whose deal holds the most humans (the lowest seat on a tie)."""
    variant = _variant(variant_id, options, n_seats)
    return max(variant.seating.persons(),
               key=lambda dealer: (sum(h in variant.active_seats(dealer) for h in humans),
                                   -dealer))


def positions(variant_id: str, options: dict, n_seats: int) -> list[int | None]:
    """The places a player can hold in a deal: an index into the order of play from the
    Vorhand (0, 1, …), then None for a seat that sits the deal out, if the variant has one."""
    active = _variant(variant_id, options, n_seats).active_seats(0)
    places: list[int | None] = list(range(len(active)))
    return places + ([None] if len(active) < n_seats else [])


def dealer_position(variant_id: str, options: dict, n_seats: int) -> int | None:
    """The dealer's place in the order of play, or None if he sits the deal out."""
    active = _variant(variant_id, options, n_seats).active_seats(0)
    return active.index(0) if 0 in active else None


def dealer_for_position(variant_id: str, options: dict, n_seats: int, seat: int,
                        position: int | None) -> int:
    """The dealer that puts `seat` at `position` (see `positions`)."""
    variant = _variant(variant_id, options, n_seats)
    for dealer in range(n_seats):
        active = variant.active_seats(dealer)
        if (seat not in active) if position is None else \
                (position < len(active) and active[position] == seat):
            return dealer
    raise ValueError(f"no dealer puts seat {seat} at position {position}")
