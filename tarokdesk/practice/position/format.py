"""The position file (docs/position-format.md): its constants, the parsed `Position`, and
`parse_position`, which checks the file's shape and reads its cards. Every broken file raises
a `PositionError` with a machine-readable `reason`."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypedDict, TypeVar

from tarokdesk.cards.card import Card, card_from_name
from tarokdesk.rules.announcements import ANNOUNCE, DECLARE
from tarokdesk.rules.auction import BID
from tarokdesk.rules.calling import CALL
from tarokdesk.rules.exchange import GIVE, NAME
from tarokdesk.rules.talon import DISCARD, TALON
from tarokdesk.rules.trickplay import PLAY

POSITION_FORMAT = "tarokdesk-position"
POSITION_VERSION = 1
UNKNOWN = "?"
UNKNOWN_TAROK = "?T"

_card_named = functools.lru_cache(maxsize=None)(card_from_name)
T = TypeVar("T")


class Trick(TypedDict):
    """A trick as the file states it; leader and winner may be None (found from the other
    tricks), and cards None for a trick to be invented."""

    leader: int | None
    cards: list[Card] | None
    winner: int | None


Said = tuple[int, str, "int | None"]
"""A choice of `choices`: the seat, the choice, and (made during trick play) the number of
tricks completed before it."""

SECTIONS: dict[str, str] = {BID: "auction", CALL: "call", TALON: "talon_choices",
                            DISCARD: "discards", ANNOUNCE: "announcements", PLAY: "tricks",
                            DECLARE: "declarations"}
"""The position's section holding the actions of each kind (the kind names the phase).
Any other kind a variant adds (Blocks' concession window, its forfeit split) is kept under
`choices`, by kind."""
CHOICES = "choices"
CARD_CHOICES = (NAME, GIVE)
"""Choices whose value is a card (a card request, rules/exchange.py), written by its name,
"?" for a card given back that the seat writing did not see."""
REQUESTS_FROM = "requests_from"
CHANCE_FIELD = "chance"


class PositionError(ValueError):
    """A position file that cannot be loaded. `reason` is a stable code (see the format's
    docs); the message says what is wrong in one line."""

    def __init__(self, reason: str, message: str, seat: int | None = None):
        super().__init__(message)
        self.reason = reason
        self.seat = seat
        """The seat whose choice was refused, for an 'illegal' record."""

    def to_json(self) -> dict[str, str]:
        return {"reason": self.reason, "message": str(self)}


@dataclass
class Position:
    """A parsed position file: cards as ints, None for an unknown card."""

    variant: str
    options: dict[str, Any]
    carry: dict[str, Any]
    """What the session carried into the deal (C4), as `Game.new` takes it."""
    n_seats: int | None
    dealer: int
    hands: list[list[Card | None]]
    talon: list[list[Card | None]] | None
    auction: list[tuple[int, str]] | None
    contract: str | None
    declarer: int | None
    call: Card | None
    talon_choices: list[tuple[int, str]] | None
    talon_taken: list[int] | None
    """The parts bought: one (the talon walk goes to it) or a list."""
    talon_receivers: list[int] | None
    """Who bought each part of `talon_taken` (default: the declarer), where no 'take:i'
    of `talon_choices` says it (a split talon)."""
    discards: list[list[Card | None]]
    discard_taroks: list[int]
    """Per seat, how many of its unknown discards are taroks laid away face down ("?T")."""
    announcements: list[tuple[int, str]] | None
    tricks: list[Trick]
    """Each {"leader", "cards" (None: not known, to be invented), "winner"}; leader and
    winner may be None."""
    trick: tuple[int | None, list[Card]] | None
    declarations: list[tuple[int, str]] | None
    """Claims named after play (the 1821 honours), `[seat, choice]` in order."""
    choices: dict[str, list[Said]]
    """The other phases' choices by action kind, each `[seat, choice]` in order (Blocks'
    'concede' window and its 'split_forfeit')."""
    requests_from: list[int | None] | None
    """Per card request ('name' under `choices`), the seat that held the card named (None:
    not available, it lay in a Scat): rules/exchange.py."""
    points_taken: dict[str, int] | None
    """Card points in thirds already taken by 'declarer' and 'defenders'."""
    phase: str | None
    to_move: int | None
    piles: dict[str, list[Card | None]] | None = None
    """C3: named piles as laid out (the stock before, the packets after), bottom to top."""
    turned_up: Card | None = None
    """The card the deal turned up as its last (Whist's trump): the last hand dealt holds it
    (or played it)."""
    chance: dict[str, list[list[Card]]] = field(default_factory=dict)
    """C6: per kind of a further chance action after the deal (Cayenne's card turned from
    the spare pack, kind 'turn'), the cards each one showed the table, in order."""


def parse_position(data: Any) -> Position:
    """Check the file's shape and read its cards; raises PositionError('malformed', ...)."""
    if not isinstance(data, dict):
        raise malformed("a position must be a JSON object")
    if data.get("format") != POSITION_FORMAT:
        raise PositionError("format", f"not a tarokdesk position (format {data.get('format')!r})")
    if data.get("version") != POSITION_VERSION:
        raise PositionError("format", f"unsupported position version {data.get('version')!r}")
    known = {"format", "version", "variant", "options", "carry", "n_seats", "dealer", "hands",
             "talon",
             "auction", "contract", "declarer", "call", "talon_choices", "talon_taken",
             "talon_receivers", "discards", "announcements", "tricks", "trick",
             "declarations", "choices", REQUESTS_FROM, "points_taken", "phase", "to_move",
             "comment", "piles", "turned_up", CHANCE_FIELD}
    extra = sorted(set(data) - known)
    if extra:
        raise malformed(f"unknown fields {extra}")
    variant = data.get("variant")
    if not isinstance(variant, str):
        raise malformed("variant must be a string")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise malformed("options must be an object")
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        raise malformed("hands must be a list with one entry per seat")
    n_seats = _optional(data, "n_seats", _integer)
    carry = data.get("carry", {})
    if not isinstance(carry, dict):
        raise malformed("carry must be an object")
    trick = data.get("trick")
    if trick is not None:
        if not isinstance(trick, dict) or set(trick) - {"leader", "cards"}:
            raise malformed("trick must be an object with leader and cards")
        trick = (_optional(trick, "leader", _integer, "trick.leader"),
                 _named_cards(trick.get("cards"), "trick.cards"))
    return Position(
        variant=variant, options=options, carry=carry, n_seats=n_seats,
        dealer=_integer(data.get("dealer"), "dealer"),
        hands=[_pile(h, f"hands[{i}]") for i, h in enumerate(hands)],
        talon=None if data.get("talon") is None else
        [_pile(p, f"talon[{i}]") for i, p in enumerate(_list(data["talon"], "talon"))],
        auction=_said(data, "auction"),
        contract=_optional(data, "contract", _string),
        declarer=_optional(data, "declarer", _integer),
        call=_optional(data, "call", _card),
        talon_choices=_said(data, "talon_choices"),
        talon_taken=_taken(data.get("talon_taken")),
        talon_receivers=_taken(data.get("talon_receivers")),
        discards=[_pile(_untold(d), f"discards[{i}]") for i, d in
                  enumerate(_list(data.get("discards", []), "discards"))],
        discard_taroks=[d.count(UNKNOWN_TAROK) if isinstance(d, list) else 0
                        for d in data.get("discards", [])],
        announcements=_said(data, "announcements"),
        tricks=[_trick(t, i) for i, t in enumerate(_list(data.get("tricks", []), "tricks"))],
        trick=trick,
        declarations=_said(data, "declarations"),
        choices=_choices(data.get(CHOICES)),
        requests_from=_requests_from(data.get(REQUESTS_FROM)),
        points_taken=_points(data.get("points_taken")),
        phase=_optional(data, "phase", _string),
        to_move=_optional(data, "to_move", _integer),
        piles=_piles(data.get("piles")),
        turned_up=_optional(data, "turned_up", _card),
        chance=_chance(data.get(CHANCE_FIELD)),
    )


def _chance(value: Any) -> dict[str, list[list[Card]]]:
    """{"turn": [["HQ"]]}: per chance kind, each action's cards shown, top first."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise malformed(f"{CHANCE_FIELD} must be an object of chance action kinds")
    return {kind: [_named_cards(shown, f"{CHANCE_FIELD}.{kind}[{i}]")
                   for i, shown in enumerate(_list(entries, f"{CHANCE_FIELD}.{kind}"))]
            for kind, entries in value.items()}


def _piles(value: Any) -> dict[str, list[Card | None]] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise malformed("piles must be an object of named piles")
    return {str(name): _pile(pile, f"piles.{name}") for name, pile in value.items()}


def malformed(message: str) -> PositionError:
    return PositionError("malformed", message)


def _integer(value: Any, where: str = "") -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise malformed(f"{where} must be an integer")
    return value


def _string(value: Any, where: str = "") -> str:
    if not isinstance(value, str):
        raise malformed(f"{where} must be a string")
    return value


def _optional(data: dict[str, Any], key: str, read: Callable[[Any, str], T],
              where: str | None = None) -> T | None:
    value = data.get(key)
    return None if value is None else read(value, where or key)


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise malformed(f"{where} must be a list")
    return value


def _card(value: Any, where: str) -> Card:
    if not isinstance(value, str):
        raise malformed(f"{where}: a card must be a name")
    try:
        return _card_named(value)
    except ValueError:
        raise PositionError("bad_card", f"{where}: {value!r} is not a card") from None


def _cards(value: Any, where: str) -> list[Card | None]:
    """Card names, "?" for an unknown card."""
    return [None if name == UNKNOWN else _card(name, f"{where}[{i}]")
            for i, name in enumerate(_list(value, where))]


def _named_cards(value: Any, where: str) -> list[Card]:
    return [_card(name, f"{where}[{i}]") for i, name in enumerate(_list(value, where))]


def _pile(value: Any, where: str) -> list[Card | None]:
    """A list of card names ("?" for an unknown card) or the number of unknown cards."""
    if isinstance(value, int) and not isinstance(value, bool):
        if value < 0 or value > 78:
            raise malformed(f"{where}: {value} is not a number of cards")
        return [None] * value
    return _cards(value, where)


def _untold(pile: Any) -> Any:
    """A discard pile with its told taroks ("?T") as unknown cards."""
    return [UNKNOWN if c == UNKNOWN_TAROK else c for c in pile] if isinstance(pile, list) \
        else pile


def _taken(value: Any) -> list[int] | None:
    if value is None:
        return None
    return [_integer(part, "talon_taken") for part in (value if isinstance(value, list)
                                                       else [value])]


def _said(data: dict[str, Any], key: str) -> list[tuple[int, str]] | None:
    return None if data.get(key) is None else _said_list(data[key], key)


def _said_list(value: Any, key: str) -> list[tuple[int, str]]:
    said = []
    for i, entry in enumerate(_list(value, key)):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise malformed(f"{key}[{i}] must be [seat, choice]")
        said.append((_integer(entry[0], f"{key}[{i}] seat"), _string(entry[1], f"{key}[{i}]")))
    return said


def _requests_from(value: Any) -> list[int | None] | None:
    if value is None:
        return None
    return [None if entry is None else _integer(entry, f"{REQUESTS_FROM}[{i}]")
            for i, entry in enumerate(_list(value, REQUESTS_FROM))]


def _choices(value: Any) -> dict[str, list[Said]]:
    """Each kind's `[seat, choice]` entries; one made during trick play (a Whist claim) may
    add the number of tricks completed before it: `[seat, choice, tricks]`."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise malformed("choices must be an object of action kinds")
    taken = sorted(set(value) & set(SECTIONS))
    if taken:
        raise malformed(f"choices: {taken} have sections of their own")
    choices = {}
    for kind, listed in value.items():
        entries = _list(listed, kind)
        pairs = _said_list([e[:2] if isinstance(e, list) and len(e) == 3 else e
                            for e in entries], kind)
        choices[kind] = [(*pair, _integer(entry[2], f"{kind}[{i}] tricks")
                          if len(entry) == 3 else None)
                         for i, (pair, entry) in enumerate(zip(pairs, entries))]
    return choices


def _trick(value: Any, index: int) -> Trick:
    where = f"tricks[{index}]"
    if not isinstance(value, dict) or set(value) - {"leader", "cards", "winner"}:
        raise malformed(f"{where} must be an object with leader, cards and winner")
    cards = value.get("cards")
    return {"leader": _optional(value, "leader", _integer, f"{where}.leader"),
            "cards": None if cards is None else _named_cards(cards, f"{where}.cards"),
            "winner": _optional(value, "winner", _integer, f"{where}.winner")}


def _points(value: Any) -> dict[str, int] | None:
    """{"declarer": "10", "defenders": "24 2/3"} -> thirds."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"declarer", "defenders"}:
        raise malformed("points_taken must give the points of 'declarer' and 'defenders'")
    thirds = {}
    for side, text in value.items():
        whole, _, fraction = str(text).strip().partition(" ")
        if not whole.isdigit() or fraction not in ("", "1/3", "2/3"):
            raise malformed(f"points_taken.{side}: {text!r} is not like '34 2/3'")
        thirds[side] = int(whole) * 3 + (int(fraction[0]) if fraction else 0)
    return thirds


def section(kind: str) -> str:
    return SECTIONS.get(kind, kind if kind == CHANCE_FIELD else f"{CHOICES}.{kind}")
