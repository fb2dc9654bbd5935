"""The whole state of one deal: every card's place, the phase, and the public record.

Deliberately one plain, JSON-shaped object that every variant shares. What one family of
games needs beyond it (an auction's progress, a called king, a ledger entry) goes into
`extra`, under a typed key (`Fact`) that the rule block owning it declares, so adding a variant
never adds a field here.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Final, NotRequired, TypedDict

from tarokdesk.cards.card import Card
from tarokdesk.core.facts import Facts
from tarokdesk.core.settlement import Settlement

DONE: Final = "done"
"""The phase of a deal that is over."""


class SettlementError(ValueError):
    """A deal its rules cannot settle: payments that do not sum to zero, units for a hand
    that settles for nobody. Only data from outside a session can lead here (a carry read
    with a game or a position file; a session's own deals start with what the deal before
    left), and the loaders refuse such a file with this one-line message."""


class Announcement(TypedDict):
    """An item announced (the game itself too, where a round of announcements lets it be
    doubled): what, and by which seat; where such a round keeps it, the side that made it
    (no seat's view shows it before the deal is over), its level (0 announced, 1 Contra,
    2 Recontra, 3 Supercontra) and who raised it to each level."""

    item: str
    seat: int
    side: NotRequired[str]
    contra: NotRequired[int]
    by: NotRequired[list[int]]


@dataclass
class Trick:
    leader: int
    plays: list[tuple[int, Card]]
    winner: int

    def cards(self) -> list[Card]:
        return [card for _, card in self.plays]


@dataclass
class GameState:
    variant_id: str
    options: dict[str, Any]
    n_seats: int
    dealer: int
    active: tuple[int, ...]
    """Seats that hold cards, in playing order from the Vorhand (to the dealer's right)."""
    phase: str = "deal"
    to_move: int = -1
    hands: list[list[Card]] = field(default_factory=list)
    dealt: list[list[Card]] = field(default_factory=list)
    talon_parts: list[list[Card]] = field(default_factory=list)
    talon_shown: list[bool] = field(default_factory=list)
    talon_owner: list[str] = field(default_factory=list)
    """Per talon part: '' undecided, 'declarer' or 'defenders' (who counts its points)."""
    discards: list[list[Card]] = field(default_factory=list)
    contract: str | None = None
    declarer: int | None = None
    bids: list[tuple[int, str]] = field(default_factory=list)
    announcements: list[Announcement] = field(default_factory=list)
    trick: list[tuple[int, Card]] = field(default_factory=list)
    tricks: list[Trick] = field(default_factory=list)
    won: list[list[Card]] = field(default_factory=list)
    piles: dict[str, list[Card]] = field(default_factory=dict)
    """C3: named piles beyond hands and talon (a stock, a player's talon packets), each
    bottom to top; named by `pile_name`, hidden unless `Visibility.seen_by` shows them."""
    taken_off: dict[str, list[Card]] = field(default_factory=dict)
    """C3: per named pile, the cards taken off it face up so far, in the order taken (a
    packet's turned cards, shown into a hand or played from its top). The log makes it, so
    the snapshot leaves it out and the saves stay as they were."""
    redeals: int = 0
    extra: Facts = field(default_factory=Facts)
    result: Settlement | None = None
    carry: dict[str, Any] = field(default_factory=dict)
    """C4: what the session carried into this deal (read-only for the deal; `settle` returns
    the next deal's as `result["carry"]`). Saved in the game's header, not in its snapshot."""
    controller: list[int | None] = field(default_factory=list)
    """C1: per seat (a hand), the person who acts for it. A person is known by the seat of
    his own hand; None: a dummy that nobody plays yet (it has no turn until it is given)."""
    account: list[int | None] = field(default_factory=list)
    """C1: per seat, the person who settles for it (its units are his); None as above."""
    exposed: list[bool] = field(default_factory=list)
    """C1: per seat, whether the hand lies face up for everyone."""

    @property
    def declarer_seat(self) -> int:
        """The declarer, for the rules that run once the bidding has named one."""
        if self.declarer is None:
            raise ValueError(f"no declarer in phase {self.phase!r}")
        return self.declarer

    @property
    def contract_made(self) -> str:
        """The contract, for the rules that run once the bidding has made one."""
        if self.contract is None:
            raise ValueError(f"no contract in phase {self.phase!r}")
        return self.contract

    @property
    def vorhand(self) -> int:
        return self.active[0]

    def next_active(self, seat: int) -> int:
        """The active seat to the right of `seat` (play passes to the right, 00-general.md)."""
        active = self.active
        return active[(active.index(seat) + 1) % len(active)]

    def person_of(self, seat: int) -> int | None:
        """The person who acts for `seat` (C1): himself, or a dummy's controller."""
        if not self.controller:  # a state made without the game (tests): no dummies
            return seat if seat >= 0 else None
        return self.controller[seat] if 0 <= seat < len(self.controller) else None

    @property
    def plain_table(self) -> bool:
        """Every hand played and settled by its own person, none face up (no dummy)."""
        return all(c == s for s, c in enumerate(self.controller)) and \
            all(a == s for s, a in enumerate(self.account)) and not any(self.exposed)

    def copy(self) -> "GameState":
        """A deep copy, the same as copy.deepcopy makes (parts shared within the state stay
        shared) without its generic dispatch: the search clones a game for every trial."""
        twin: GameState = _copied(self, {})
        return twin

    def to_dict(self) -> dict[str, Any]:
        from tarokdesk.cards.card import card_name

        def names(cards: list[Card]) -> list[str]:
            return [card_name(c) for c in cards]

        data = {
            "variant": self.variant_id,
            "options": _jsonable(self.options),
            "n_seats": self.n_seats,
            "dealer": self.dealer,
            "active": list(self.active),
            "phase": self.phase,
            "to_move": self.to_move,
            "hands": [names(h) for h in self.hands],
            "dealt": [names(h) for h in self.dealt],
            "talon_parts": [names(p) for p in self.talon_parts],
            "talon_shown": list(self.talon_shown),
            "talon_owner": list(self.talon_owner),
            "discards": [names(d) for d in self.discards],
            "contract": self.contract,
            "declarer": self.declarer,
            "bids": [list(b) for b in self.bids],
            "announcements": [a.copy() for a in self.announcements],
            "trick": [[s, card_name(c)] for s, c in self.trick],
            "tricks": [{"leader": t.leader, "plays": [[s, card_name(c)] for s, c in t.plays],
                        "winner": t.winner} for t in self.tricks],
            "won": [names(w) for w in self.won],
            "redeals": self.redeals,
            "extra": _jsonable(self.extra.as_dict()),
            "result": _jsonable(self.result),
            # C1: only a table with dummies writes who plays, settles for and sees each hand,
            # so the files of games without one are unchanged (docs/save-format.md).
            **({} if self.plain_table else {"controller": list(self.controller),
                                            "account": list(self.account),
                                            "exposed": list(self.exposed)}),
        }
        if self.piles:  # only games with piles write them, so older save files still verify
            data["piles"] = {name: names(p) for name, p in self.piles.items()}
        return data


def pile_name(kind: str, owner: int | None = None, index: int = 0) -> str:
    """C3: a pile's name, "stock" for the table's, "packet/1/2" for seat 1's third packet, so
    a table can lay out any seat's piles in front of it without knowing the game."""
    return kind if owner is None else f"{kind}/{owner}/{index}"


def pile_owner(name: str) -> int | None:
    """The seat a pile lies in front of (`pile_name`), None for the table's own."""
    parts = name.split("/")
    return int(parts[1]) if len(parts) == 3 else None


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value


_ATOMS = frozenset({int, str, bool, float, type(None)})


def _copied(value: Any, memo: dict[int, Any]) -> Any:
    """`value` copied deeply, as copy.deepcopy does (its memo too) for the plain shapes a
    state is made of; anything else is handed to copy.deepcopy."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    found = memo.get(id(value))
    if found is not None:
        return found
    if kind is list:
        twin = memo[id(value)] = value[:]
        if not _ATOMS.issuperset(map(type, value)):  # (a list of cards is copied at once)
            for index, item in enumerate(value):
                if type(item) not in _ATOMS:
                    twin[index] = _copied(item, memo)
    elif kind is tuple:
        if _ATOMS.issuperset(map(type, value)):
            return value
        items = [_copied(item, memo) for item in value]
        if all(a is b for a, b in zip(items, value)):
            return value
        twin = memo[id(value)] = tuple(items)
    elif kind is dict:
        twin = memo[id(value)] = {}
        for key, item in value.items():
            if type(key) not in _ATOMS:
                key = _copied(key, memo)
            twin[key] = item if type(item) in _ATOMS else _copied(item, memo)
    elif kind is Facts:
        twin = memo[id(value)] = Facts()
        twin.as_dict().update(_copied(value.as_dict(), memo))
    elif kind is Trick or kind is GameState:
        twin = memo[id(value)] = object.__new__(kind)
        twin.__dict__.update(_copied(value.__dict__, memo))
    else:
        return copy.deepcopy(value, memo)
    return twin
