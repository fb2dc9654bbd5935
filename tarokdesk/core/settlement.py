"""The settlement of a finished deal, as every game returns it and the table reads it.

It is a JSON object on disk and on the wire (the save's `result`), so it is typed as one: a
`TypedDict` whose keys are checked where a game writes them and where the table reads them,
with the JSON unchanged. Every game gives `totals`, `items`, `contract` and `declarer`; the
rest are the facts a game's counting states, each read by the table's explanation where
present. Seats are keyed as strings, as JSON keeps them.
"""

# no `from __future__ import annotations`: a TypedDict knows its NotRequired keys at run time
# only from evaluated annotations
from typing import Any, NotRequired, TypedDict


class Computation(TypedDict):
    """How an item's units come about: the stake's `value`, the contract's `factor`, the
    Contra level, the talon walk's `fold`, the announcements that double it (`doubled_by`);
    `payers`, how many seats each receiver collects from (or a lone loser pays); `lone`,
    whether one seat stands against the rest; `units`, the lone seat's whole amount (or each
    winner's). A payment paid as it stands (the Blocks' pot) states no fold or doubling."""

    value: int
    factor: int
    contra: int
    fold: NotRequired[int]
    doubled_by: NotRequired[list[str]]
    payers: int
    lone: bool
    units: int


class ItemDetails(TypedDict, total=False):
    """What an item may state besides its payment: `claim`, the declared holding it pays
    for; `holder`, the seat an announcement or premium is paid to; `extra`, the matadors a
    continuation adds; `factor`, the Partie's factor; `card`, `trick` and `taker`, the card
    an item is paid for, the trick (counted from 1) it fell in and who took that trick;
    `collected`, that the item's cards all lie in the tricks of the side it is paid to."""

    claim: str
    holder: int
    extra: int
    factor: int
    card: int
    trick: int
    taker: int
    collected: bool


class SettledItem(ItemDetails):
    """One zero-sum payment: its code (`item`, words at the table's edge), the units each
    seat receives (negative: pays) and how they were computed."""

    item: str
    amounts: dict[str, int]
    computation: Computation


class TrickClaim(TypedDict):
    """The tricks a standing claim credits to its claimant without their being played."""
    seat: int
    tricks: int


class TrumpsNamed(TypedDict):
    """Trumps named from a hand (`by`) where one suit of the deal counts double."""
    suit: int
    by: int
    double_suit: int


DemandedCard = TypedDict("DemandedCard", {"card": int, "from": int, "fee": int})
"""A card demanded in exchange, who gave it up and its fee ("from" is a keyword)."""


class GainBasis(TypedDict):
    """A game worth the winners' card points over the half plus a consolation: whose points
    they are (`side`: "declarer" or "defenders"), how many, the half and the consolation."""
    side: str
    points: int
    half: int
    consolation: int


class Settlement(TypedDict):
    """A deal's settlement. `totals`: each seat's units (each person's, where a hand settles
    for another: `hand_totals` then keeps the hands' own); `carry`, what the deal hands the
    session's next one (C4), with the steps and summary the table tells of it; `announcers`,
    in a game without a declarer, the seats whose announced contract the deal became."""

    totals: dict[str, int]
    items: list[SettledItem]
    contract: str | None
    declarer: int | None
    hand_totals: NotRequired[dict[str, int]]
    carry: NotRequired[dict[str, Any]]
    carry_steps: NotRequired[list[dict[str, Any]]]
    carry_summary: NotRequired[dict[str, Any]]
    # the contract and its sides
    called: NotRequired[int | None]
    partner: NotRequired[int | None]
    called_alone: NotRequired[str | None]
    alone: NotRequired[bool]
    party: NotRequired[list[int]]
    sides: NotRequired[list[list[int]]]
    played_for: NotRequired[str]
    announcers: NotRequired[list[int]]
    # what the contract was worth
    game_value: NotRequired[int]
    game_basis: NotRequired[dict[str, int] | None]
    gain_basis: NotRequired[GainBasis | None]
    base: NotRequired[int]
    factor: NotRequired[int]
    gain: NotRequired[int]
    multiplier: NotRequired[int]
    doubled: NotRequired[bool]
    trumps_named: NotRequired[TrumpsNamed]
    # the count: card points (in thirds and rounded), Augen, tricks
    won: NotRequired[bool]
    even: NotRequired[bool]
    remis: NotRequired[bool]
    volat: NotRequired[str | None]
    schneider: NotRequired[bool]
    schleifen: NotRequired[bool]
    thrown_in: NotRequired[bool]
    conceded: NotRequired[bool]
    card_points_replaced_by: NotRequired[str | None]
    claim: NotRequired[TrickClaim | None]
    demanded: NotRequired[list[DemandedCard]]
    points: NotRequired[dict[str, int]]
    thirds: NotRequired[dict[str, int]]
    needed_thirds: NotRequired[int]
    needed_points: NotRequired[int]
    total_points: NotRequired[int]
    augen: NotRequired[dict[str, int]]
    needed_augen: NotRequired[int]
    paid: NotRequired[int]
    seat_points: NotRequired[dict[str, int]]
    seat_thirds: NotRequired[dict[str, int]]
    side_points: NotRequired[list[int]]
    par: NotRequired[dict[str, int]]
    tricks: NotRequired[list[int]]
    tricks_won: NotRequired[dict[str, int]]
    book: NotRequired[int]
    # score sheets kept beside the units
    marks: NotRequired[list[list[Any]]]
    posted: NotRequired[list[dict[str, Any]]]
    entries: NotRequired[list[dict[str, Any]]]
    sheet: NotRequired[dict[str, int]]
    written: NotRequired[list[int] | dict[str, int]]
    partie: NotRequired[dict[str, Any] | None]
    reckoning: NotRequired[dict[str, Any] | None]
