"""Actions: the only way a game changes (OpenSpiel's apply_action, chance included).

An action is (kind, seat, value). By convention an int value is a card, a tuple of ints is a
list of cards (the chance player's deal), a str is a named choice ("dreier", "contra:game").
That convention is what lets the log be serialized without knowing any variant. A named choice
is built and read as a `Choice`; its string is only how the log carries it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple, TypeAlias

from tarokdesk.cards.card import card_from_name, card_name

CHANCE = -1
"""The seat of the chance player, who shuffles and deals."""
NOBODY = -2
"""`to_move` of a finished game."""

ActionValue: TypeAlias = bool | int | tuple[int, ...] | str | None
"""What an action carries: a flag, a card, a list of cards, or a named choice."""


@dataclass(frozen=True)
class Choice:
    """A named choice: its verb, and the item it is about where it has one ("contra" on
    "game", "take" part "1", "pass" on nothing). The log, the saves and the wire carry it as
    one string, `text` ("contra:game"), which `parse` reads back exactly."""

    verb: str
    item: str | None = None

    @classmethod
    def parse(cls, text: str) -> Choice:
        verb, colon, item = text.partition(":")
        return cls(verb, item if colon else None)

    @classmethod
    def of(cls, value: object) -> Choice | None:
        """The choice an action's value names, None where it names none (a card, a flag)."""
        return cls.parse(value) if isinstance(value, str) else None

    @classmethod
    def parts(cls, value: object) -> tuple[str, str]:
        """The verb and the item of the choice an action's value names, each "" where it has
        none (a card, a flag; a choice on nothing)."""
        named = cls.of(value)
        return (named.verb, named.item or "") if named is not None else ("", "")

    @property
    def text(self) -> str:
        return self.verb if self.item is None else f"{self.verb}:{self.item}"

    @property
    def number(self) -> int | None:
        """The item as a number where it is one (the part of a talon taken)."""
        return int(self.item) if self.item is not None and self.item.isdigit() else None


@dataclass(frozen=True)
class Item:
    """An item as announcements, declarations and settlements name it: its kind and the
    details that tell which ("matadors" of "4", "cavalry" in "H", "taroks" "11" "sans"; most
    have none, "volat"). A declaration's choice carries one as its item."""

    kind: str
    details: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> Item:
        kind, *details = text.split(":")
        return cls(kind, tuple(details))

    @classmethod
    def text_of(cls, kind: str, *details: object) -> str:
        """The text of `kind` with `details` (`text_of("matadors", 4)` is "matadors:4")."""
        return cls(kind, tuple(map(str, details))).text

    @property
    def text(self) -> str:
        return ":".join((self.kind, *self.details))

    @property
    def detail(self) -> str:
        """The first detail (the count, the suit's letter), "" where there is none."""
        return self.details[0] if self.details else ""


class Action(NamedTuple):
    kind: str
    seat: int
    value: ActionValue = None

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"kind": self.kind, "seat": self.seat}
        value = self.value
        if isinstance(value, bool) or value is None:
            if value is not None:
                data["flag"] = value
        elif isinstance(value, int):
            data["card"] = card_name(value)
        elif isinstance(value, tuple):
            data["cards"] = [card_name(c) for c in value]
        elif isinstance(value, str):
            data["choice"] = value
        else:
            raise TypeError(f"unserializable action value {value!r}")
        return data

    @classmethod
    def from_json(cls, data: object) -> "Action":
        """Strict parse; raises ValueError naming what is wrong. Any kind is read: whether
        the game has it is for the game to say (`Variant.unknown_kind`)."""
        if not isinstance(data, dict):
            raise ValueError("an action must be an object")
        kind, seat = data.get("kind"), data.get("seat")
        if not isinstance(kind, str) or not kind:
            raise ValueError("action without a kind")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ValueError(f"action {kind!r} without an integer seat")
        extra = set(data) - {"kind", "seat", "card", "cards", "choice", "flag"}
        if extra:
            raise ValueError(f"unknown action fields {sorted(extra)}")
        return cls(kind, seat, _value_from_json(data))

    @property
    def card(self) -> int:
        """The card carried by an action whose kind carries one (a play, a call)."""
        if not isinstance(self.value, int):
            raise TypeError(f"{self.kind} carries no card: {self.value!r}")
        return self.value

    @property
    def cards(self) -> tuple[int, ...]:
        """The cards carried by an action whose kind carries several (a deal, a discard)."""
        if not isinstance(self.value, tuple):
            raise TypeError(f"{self.kind} carries no cards: {self.value!r}")
        return self.value

    @property
    def choice(self) -> str:
        """The named choice carried by an action whose kind carries one (a bid, a call)."""
        if not isinstance(self.value, str):
            raise TypeError(f"{self.kind} carries no choice: {self.value!r}")
        return self.value

    @property
    def named(self) -> Choice:
        """The named choice carried, read as a verb and its item."""
        return Choice.parse(self.choice)

    def describe(self) -> str:
        value = self.value
        if isinstance(value, int) and not isinstance(value, bool):
            value = card_name(value)
        elif isinstance(value, tuple):
            value = f"{len(value)} cards"
        return f"{self.kind} {value}" if value is not None else self.kind


def _value_from_json(data: dict[str, object]) -> ActionValue:
    if "card" in data:
        if not isinstance(data["card"], str):
            raise ValueError("card must be a name")
        return card_from_name(data["card"])
    if "cards" in data:
        cards = data["cards"]
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise ValueError("cards must be a list of names")
        return tuple(card_from_name(c) for c in cards)
    if "choice" in data:
        if not isinstance(data["choice"], str):
            raise ValueError("choice must be a string")
        return data["choice"]
    if "flag" in data:
        if not isinstance(data["flag"], bool):
            raise ValueError("flag must be a boolean")
        return data["flag"]
    return None


_KEPT: dict[tuple[str, int, str | int], Action] = {}


def kept_actions(kind: str, seat: int, values: Iterable[str | int]) -> list[Action]:
    """The actions of `seat` with these named choices or cards (never flags, which a dict
    would take for the cards 0 and 1), each made once and kept: a phase lists them on
    every turn, and one immutable action serves every game (a game's choices are few)."""
    kept = _KEPT
    actions = []
    for value in values:
        action = kept.get((kind, seat, value))
        if action is None:
            action = kept[(kind, seat, value)] = Action(kind, seat, value)
        actions.append(action)
    return actions
