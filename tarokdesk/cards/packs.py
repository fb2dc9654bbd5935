"""The packs of the source books and their rank orders.

00-general.md "The cards": the 78-card pack; the 54 (24 lowest pips removed) and the 42
(three more per suit removed); the 76 (the 78 without the black aces, Tarok unter Vieren
and the Danish Quadrille). Red pips rank 1 > 2 > 3 > 4, black pips 10 > 9 > 8 > 7
(open question 2, recommended reading). Whist (whist.md) uses the 52 French cards with
A > K > Q > J > 10 ... > 2.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from tarokdesk.cards.card import (
    FIRST_SUIT_CARD, SKUS, SUITS, TRUMP, Card, card_name, face_index, pip_of, suit_card, suit_of,
)

RED = (0, 1)


def _tarok_suit_order(suit: int, pips: tuple[int, ...]) -> list[Card]:
    """Highest to lowest: K Q C J then the pips in the suit's order."""
    faces = [suit_card(suit, f) for f in ("K", "Q", "C", "J")]
    ordered = sorted(pips) if suit in RED else sorted(pips, reverse=True)
    return faces + [suit_card(suit, str(p)) for p in ordered]


@dataclass(frozen=True)
class Pack:
    """A pack: its cards and, for every card, a rank (higher beats lower within a suit)."""

    id: str
    cards: tuple[Card, ...]
    ace_letter: str = "1"
    rank: tuple[int, ...] = field(default=(), repr=False)
    members: frozenset[Card] = field(init=False, repr=False, compare=False)
    sort_key: Callable[[Card], int] = field(init=False, repr=False, compare=False)
    """Display order: trumps first (high to low), then suits H D S C, each high to low. A
    lookup in a table made once per pack, since every deal sorts every hand by it: each
    card's place in that order (an int compares faster than the (suit, rank) it stands for)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "members", frozenset(self.cards))
        keys = [(-1 if suit_of(card) == TRUMP else suit_of(card), -self.rank[card])
                for card in range(78)]
        place = {key: index for index, key in enumerate(sorted(set(keys)))}
        object.__setattr__(self, "sort_key", tuple(place[key] for key in keys).__getitem__)

    def __contains__(self, card: object) -> bool:
        return card in self.members

    def name(self, card: Card) -> str:
        return card_name(card, self.ace_letter)

    def names(self, cards: Iterable[Card]) -> list[str]:
        return [card_name(c, self.ace_letter) for c in cards]


def _tarok_pack(pack_id: str, red_pips: tuple[int, ...], black_pips: tuple[int, ...]) -> Pack:
    rank = [0] * 78
    cards: list[Card] = []
    for trump in range(SKUS + 1):  # T1 lowest ... SKUS highest (00-general.md "The 54-card pack")
        rank[trump] = trump + 1
        cards.append(trump)
    for suit in SUITS:
        order = _tarok_suit_order(suit, red_pips if suit in RED else black_pips)
        for position, card in enumerate(order):
            rank[card] = len(order) - position
        cards.extend(order)
    return Pack(pack_id, tuple(cards), "1", tuple(rank))


def _pack_without(pack_id: str, base: Pack, removed: tuple[str, ...]) -> Pack:
    """`base` with the named cards taken out, ranks unchanged: tarok-unter-vieren.md "Deck"
    and danish-tarok-four.md "Deck" play the 78-card pack without the black aces S1, C1."""
    gone = {suit_card("HDSC".index(name[0]), name[1:]) for name in removed}
    return Pack(pack_id, tuple(c for c in base.cards if c not in gone), base.ace_letter,
                base.rank)


def _whist_pack() -> Pack:
    rank = [0] * 78
    cards: list[Card] = []
    for suit in SUITS:
        order = [suit_card(suit, "1"), suit_card(suit, "K"), suit_card(suit, "Q"),
                 suit_card(suit, "J")] + [suit_card(suit, str(p)) for p in range(10, 1, -1)]
        for position, card in enumerate(order):
            rank[card] = len(order) - position
        cards.extend(order)
    return Pack("whist-52", tuple(cards), "A", tuple(rank))


_TAROK_78 = _tarok_pack("tarok-78", tuple(range(1, 11)), tuple(range(1, 11)))

PACKS: dict[str, Pack] = {
    pack.id: pack
    for pack in (
        _TAROK_78,
        _pack_without("tarok-76", _TAROK_78, ("S1", "C1")),
        _tarok_pack("tarok-54", (1, 2, 3, 4), (10, 9, 8, 7)),
        _tarok_pack("tarok-42", (1,), (10,)),
        _whist_pack(),
    )
}


def pack_by_id(pack_id: str) -> Pack:
    return PACKS[pack_id]


__all__ = ["Pack", "PACKS", "pack_by_id", "face_index", "pip_of", "FIRST_SUIT_CARD"]
