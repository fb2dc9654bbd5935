"""Positions: a deal stopped at any moment, written as JSON (docs/position-format.md).

A position states what a table shows at that moment - the hands (or how many unknown cards
each holds), the talon parts, the discards, the auction, the call, the talon choices, the
announcements and the tricks - and `load_position` turns it into a real `Game` that reaches
it through legal actions only: the deal is a chance action whose permutation deals exactly
the stated cards, and every later choice goes through `Game.refusal`/`apply`, so every rule,
view and player works on a loaded position as on a dealt game. Cards a position leaves
unknown are filled by `position_fill` from a seed, and the fill is reported. Every broken
file raises a `PositionError` with a machine-readable `reason`.
"""

from __future__ import annotations

import functools
import json
import random
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from tarokdesk.cards.card import SKUS, Card, card_from_name, card_name, is_trump
from tarokdesk.core.actions import CHANCE, NOBODY, Action
from tarokdesk.core.deal import DEAL, shuffled
from tarokdesk.core.game import Game
from tarokdesk.core.replay import Unreached, reach
from tarokdesk.core.state import SettlementError, pile_owner
from tarokdesk.core.variant import DONE
from tarokdesk.players.inference import declared_holds, not_declared
from tarokdesk.practice.position_fill import (
    Fill, FillImpossible, Slots, Weight, fill_unknown, swapped,
)
from tarokdesk.rules.auction import BID, HOLD, PASS
from tarokdesk.rules.exchange import GIVE, NAME, exchanges
from tarokdesk.rules.packets import PersonalTalons
from tarokdesk.rules.split_talon import parts_as_taken
from tarokdesk.rules.talon import REVEAL, TAKE, TALON

POSITION_FORMAT = "tarokdesk-position"
POSITION_VERSION = 1
UNKNOWN = "?"
UNKNOWN_TAROK = "?T"
"""A discard laid away face down that the table was told is a tarok (Paskiewitsch)."""
FILL_TRIES = 400
"""Seeded fills tried before a position with unknown cards is refused as impossible."""
FRESH_DRAW_EVERY = 2
"""While repairing a fill, one try in this many draws afresh (a repair may be stuck where
a fresh draw weighted for the refused seat is not)."""
REPAIR_STREAK = 24
"""Tries over which the repairs exchange cards under one weighting of `TAROK_WEIGHTS`."""
TAROK_WEIGHTS = ((4, 1, 1), (0.25, 1, 1), (16, 1, 1), (0.06, 1, 1), (2, 1, 1), (0.5, 1, 1),
                 (1, 8, 0.25), (1, 4, 4), (1, 8, 8), (4, 8, 0.1), (1, 1, 8), (1, 0.25, 1))
"""When a seat's bid or announcement is refused under a fill, what a hand backs there is
mostly about its taroks, trump honours and kings (a stated tarok count, Courage, the Pagat
for Pagat Ultimo, honours such as Neunzehnerrufen's trull without a king or Honneurs):
later draws and repairs weight them in that seat's unknown cards by these factors in turn
(`position_fill.card_weight`)."""

_card_named = functools.lru_cache(maxsize=None)(card_from_name)

SECTIONS = {"bid": "auction", "call": "call", "talon": "talon_choices",
            "discard": "discards", "announce": "announcements", "play": "tricks",
            "declare": "declarations"}
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
class FillReport:
    """Which cards were filled in where ("hand 1", "talon 0", "discards 2", "trick 3"),
    from which seed; empty when the position named every card."""

    seed: str
    filled: dict[str, list[str]] = field(default_factory=dict)
    invented_tricks: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "filled": self.filled, "invented_tricks": self.invented_tricks}

    def lines(self) -> list[str]:
        return [f"filled {place}: {' '.join(names)}" for place, names in self.filled.items()]


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
    tricks: list[dict[str, Any]]
    """Each {"leader", "cards" (None: not known, to be invented), "winner"}; leader and
    winner may be None."""
    trick: tuple[int | None, list[Card]] | None
    declarations: list[tuple[int, str]] | None
    """Claims named after play (the 1821 honours), `[seat, choice]` in order."""
    choices: dict[str, list[tuple[int, str]]]
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


# --- reading ----------------------------------------------------------------------------------
def parse_position(data: Any) -> Position:
    """Check the file's shape and read its cards; raises PositionError('malformed', ...)."""
    if not isinstance(data, dict):
        raise _malformed("a position must be a JSON object")
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
        raise _malformed(f"unknown fields {extra}")
    variant = data.get("variant")
    if not isinstance(variant, str):
        raise _malformed("variant must be a string")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise _malformed("options must be an object")
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        raise _malformed("hands must be a list with one entry per seat")
    n_seats = _optional(data, "n_seats", _integer)
    carry = data.get("carry", {})
    if not isinstance(carry, dict):
        raise _malformed("carry must be an object")
    trick = data.get("trick")
    if trick is not None:
        if not isinstance(trick, dict) or set(trick) - {"leader", "cards"}:
            raise _malformed("trick must be an object with leader and cards")
        trick = (_optional(trick, "leader", _integer, "trick.leader"),
                 _cards(trick.get("cards"), "trick.cards", unknown=False))
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
        raise _malformed(f"{CHANCE_FIELD} must be an object of chance action kinds")
    return {kind: [_cards(shown, f"{CHANCE_FIELD}.{kind}[{i}]", unknown=False)
                   for i, shown in enumerate(_list(entries, f"{CHANCE_FIELD}.{kind}"))]
            for kind, entries in value.items()}


def _piles(value: Any) -> dict[str, list[Card | None]] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise _malformed("piles must be an object of named piles")
    return {str(name): _pile(pile, f"piles.{name}") for name, pile in value.items()}


def _malformed(message: str) -> PositionError:
    return PositionError("malformed", message)


def _integer(value: Any, where: str = "") -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise _malformed(f"{where} must be an integer")
    return value


def _string(value: Any, where: str = "") -> str:
    if not isinstance(value, str):
        raise _malformed(f"{where} must be a string")
    return value


def _optional(data: dict, key: str, read, where: str | None = None):
    value = data.get(key)
    return None if value is None else read(value, where or key)


def _list(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise _malformed(f"{where} must be a list")
    return value


def _card(value: Any, where: str) -> Card:
    if not isinstance(value, str):
        raise _malformed(f"{where}: a card must be a name")
    try:
        return _card_named(value)
    except ValueError:
        raise PositionError("bad_card", f"{where}: {value!r} is not a card") from None


def _cards(value: Any, where: str, unknown: bool = True) -> list[Card | None]:
    cards = []
    for i, name in enumerate(_list(value, where)):
        cards.append(None if unknown and name == UNKNOWN else _card(name, f"{where}[{i}]"))
    return cards


def _pile(value: Any, where: str) -> list[Card | None]:
    """A list of card names ("?" for an unknown card) or the number of unknown cards."""
    if isinstance(value, int) and not isinstance(value, bool):
        if value < 0 or value > 78:
            raise _malformed(f"{where}: {value} is not a number of cards")
        return [None] * value
    return _cards(value, where)


def _untold(pile: Any) -> Any:
    """A discard pile with its told taroks ("?T") as unknown cards."""
    return [UNKNOWN if c == UNKNOWN_TAROK else c for c in pile] if isinstance(pile, list) \
        else pile


def _discard_name(state, action: Action, index: int) -> str:
    """A discard as the log shows it: named, "?" face down, "?T" a tarok face down whose
    number the table was told (Paskiewitsch)."""
    if action.value is not None:
        return card_name(action.value)
    card = state.discards[action.seat][index]
    return UNKNOWN_TAROK if is_trump(card) and card != SKUS else UNKNOWN  # the Excuse: plain


def _taken(value: Any) -> list[int] | None:
    if value is None:
        return None
    return [_integer(part, "talon_taken") for part in (value if isinstance(value, list)
                                                       else [value])]


def _said(data: dict, key: str) -> list[tuple[int, str]] | None:
    if data.get(key) is None:
        return None
    said = []
    for i, entry in enumerate(_list(data[key], key)):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise _malformed(f"{key}[{i}] must be [seat, choice]")
        said.append((_integer(entry[0], f"{key}[{i}] seat"), _string(entry[1], f"{key}[{i}]")))
    return said


def _requests_from(value: Any) -> list[int | None] | None:
    if value is None:
        return None
    return [None if entry is None else _integer(entry, f"{REQUESTS_FROM}[{i}]")
            for i, entry in enumerate(_list(value, REQUESTS_FROM))]


def _choices(value: Any) -> dict[str, list[tuple]]:
    """Each kind's `[seat, choice]` entries; one made during trick play (a Whist claim) may
    add the number of tricks completed before it: `[seat, choice, tricks]`."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise _malformed("choices must be an object of action kinds")
    taken = sorted(set(value) & set(SECTIONS))
    if taken:
        raise _malformed(f"choices: {taken} have sections of their own")
    choices = {}
    for kind, entries in value.items():
        entries = _list(entries, kind)
        pairs = _said({kind: [e[:2] if isinstance(e, list) and len(e) == 3 else e
                              for e in entries]}, kind)
        choices[kind] = [(*pair, _integer(entry[2], f"{kind}[{i}] tricks")
                          if len(entry) == 3 else None)
                         for i, (pair, entry) in enumerate(zip(pairs, entries))]
    return choices


def _trick(value: Any, index: int) -> dict[str, Any]:
    where = f"tricks[{index}]"
    if not isinstance(value, dict) or set(value) - {"leader", "cards", "winner"}:
        raise _malformed(f"{where} must be an object with leader, cards and winner")
    cards = value.get("cards")
    return {"leader": _optional(value, "leader", _integer, f"{where}.leader"),
            "cards": None if cards is None else _cards(cards, f"{where}.cards", unknown=False),
            "winner": _optional(value, "winner", _integer, f"{where}.winner")}


def _points(value: Any) -> dict[str, int] | None:
    """{"declarer": "10", "defenders": "24 2/3"} -> thirds."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"declarer", "defenders"}:
        raise _malformed("points_taken must give the points of 'declarer' and 'defenders'")
    thirds = {}
    for side, text in value.items():
        whole, _, fraction = str(text).strip().partition(" ")
        if not whole.isdigit() or fraction not in ("", "1/3", "2/3"):
            raise _malformed(f"points_taken.{side}: {text!r} is not like '34 2/3'")
        thirds[side] = int(whole) * 3 + (int(fraction[0]) if fraction else 0)
    return thirds


# --- loading ----------------------------------------------------------------------------------
def load_position(data: Any, seed: object = 0) -> tuple[Game, FillReport]:
    """A game that has reached the position through legal actions, and the report of the
    cards filled in. Unknown cards are drawn from `seed`; a fill that some later action
    refuses (a hand thrown in, an announcement its holder could not make) is drawn again,
    or, where a seat's choice refused it, repaired: the fill that got furthest through the
    record has a card of that seat's hand exchanged, and the exchange is kept unless the
    record then stops earlier (several seats' holdings are met one after the other)."""
    position = parse_position(data)
    try:
        game = Game.new(position.variant, position.options, position.n_seats, position.dealer,
                        position.carry or None)
    except (ValueError, TypeError) as error:
        raise PositionError("variant", str(error)) from None
    try:
        game.variant.check_carry(game.state.carry)
    except ValueError as error:
        raise PositionError("carry", str(error)) from None
    slots = _slots(game, position)
    report = FillReport(str(seed))
    refused = None
    best: tuple[int, Fill] | None = None
    """How far the furthest fill got through the record, and that fill."""
    tarok_weight: dict[int, Weight] = {}
    for attempt in range(FILL_TRIES):
        rng = random.Random(f"{seed}/{attempt}")
        seat = None if refused is None else refused.seat
        repair = seat is not None and best is not None and attempt % FRESH_DRAW_EVERY
        if seat is not None:  # a repair keeps one weighting for a streak, so that it drifts
            step = attempt // REPAIR_STREAK if repair else attempt
            tarok_weight[seat] = TAROK_WEIGHTS[step % len(TAROK_WEIGHTS)]
        if repair:
            fill = swapped(slots, game.variant.pack, best[1], seat, rng, tarok_weight[seat])
        else:
            fill = fill_unknown(slots, game.variant.pack, rng, tarok_weight)
        if fill is None:
            continue
        candidate = Game(game.variant, position.dealer, game.state.carry)
        try:
            _reach(candidate, position, fill, str(seed))
        except PositionError as error:
            if not slots.has_unknown:
                raise
            if best is None or len(candidate.log) >= best[0]:
                best, refused = (len(candidate.log), fill), error
            continue
        report.filled = {place: [card_name(c) for c in cards]
                         for place, cards in fill.report.items() if cards}
        report.invented_tricks = slots.invented
        return candidate, report
    last = f" (last: {refused})" if refused else ""
    raise PositionError("no_fill", f"no fill of the unknown cards reaches the position in "
                                   f"{FILL_TRIES} tries{last}")


def _slots(game: Game, position: Position) -> Slots:
    """Where every card of the position lies now, and what is unknown: the fill's input.
    Checks the counts, so that a fill can only fail on the rules."""
    state, n = game.state, game.state.n_seats
    if len(position.hands) != n:
        raise _malformed(f"hands has {len(position.hands)} entries for {n} seats")
    for where, seat in _seats_named(position):
        if seat is not None and not 0 <= seat < n:
            raise _malformed(f"{where}: {seat} is not a seat of the table of {n}")
    discards = position.discards or [[] for _ in range(n)]
    if len(discards) != n:
        raise _malformed(f"discards has {len(discards)} entries for {n} seats")
    for seat in range(n):
        if seat not in state.active and (position.hands[seat] or discards[seat]):
            raise PositionError("card_count", f"seat {seat} is not dealt in, yet holds cards")
    schedule = game.variant.deal
    talon = position.talon if position.talon is not None else \
        [[None] * size for size in schedule.talon_parts]
    if sum(map(len, talon)) != sum(schedule.talon_parts):
        raise PositionError("card_count", f"the talon has {sum(map(len, talon))} cards, "
                                          f"not {sum(schedule.talon_parts)}")
    taken = _taken_parts(position, talon)
    if taken and position.declarer is None:
        raise _malformed("a talon part is taken, so the declarer must be given")
    receivers = _receivers(position, taken)
    if any(seat not in state.active for seat in receivers.values()):
        raise _malformed("a talon part is bought by a seat that is not dealt in")
    requests = _requests(position)
    discards = [list(pile) for pile in discards]
    for request in requests:  # a card not available lies in a Scat (rules/exchange.py)
        card = request["card"]
        if request["from"] is None and not any(card in pile for pile in discards):
            scat = next((pile for pile in sorted(discards, key=lambda p: p is not discards[
                position.dealer]) if None in pile), None)
            if scat is None:
                raise PositionError("mismatch", f"{card_name(card)} was not available, yet "
                                                f"no Scat has room for it")
            scat[scat.index(None)] = card
    slots = Slots(
        active=tuple(state.active), declarer=position.declarer,
        hands={s: list(position.hands[s]) for s in state.active},
        discards={s: list(discards[s]) for s in state.active},
        talon=[list(p) for p in talon], taken=taken, receivers=receivers,
        discard_taroks={s: n for s, n in enumerate(position.discard_taroks) if n},
        tricks=[dict(t) for t in position.tricks],
        current=position.trick or (None, []),
        points_taken=position.points_taken,
        hand_sizes={s: sum(p) for s, p in _packets(game).items()},
        variant=game.variant,
        piles=_laid_piles(position, game),
        requests=requests,
    )
    slots.owners = {name: pile_owner(name) for name in slots.piles}
    if position.points_taken is not None and (
            position.declarer is None or not game.variant.strategy.alone(position.contract)):
        raise PositionError("unsupported", "points_taken needs a declarer who plays alone")
    rules = _trick_rules(game, position.turned_up)
    try:
        slots.resolve(state.vorhand, rules, position.to_move)
        if position.turned_up is not None:
            _place_turned_up(slots, position.turned_up, game.phases[DEAL].order(state)[-1])
        for seat, items in _declared(position).items():
            holds = declared_holds(game.variant, items)
            slots.declared_holds[seat] = holds
            surely = {c for sets in holds for c in frozenset.intersection(*sets)}
            slots.proven.not_held[seat] = set(not_declared(
                game.variant, tuple(items), frozenset(slots.held_by(seat) | surely)))
        slots.check(game.variant.pack)
    except FillImpossible as error:
        raise PositionError(error.reason, str(error)) from None
    return slots


def _seats_named(position: Position):
    """Every seat number the position states, with where it stands."""
    yield "dealer", position.dealer
    yield "declarer", position.declarer
    if not (position.phase == DONE and position.to_move == NOBODY):  # an ended deal's
        yield "to_move", position.to_move
    for index, trick in enumerate(position.tricks):
        yield f"tricks[{index}].leader", trick["leader"]
        yield f"tricks[{index}].winner", trick["winner"]
    if position.trick is not None:
        yield "trick.leader", position.trick[0]
    said = {"auction": position.auction, "talon_choices": position.talon_choices,
            "announcements": position.announcements, "declarations": position.declarations,
            **position.choices}
    for key, entries in said.items():
        for index, entry in enumerate(entries or ()):
            yield f"{key}[{index}]", entry[0]
    for index, seat in enumerate(position.talon_receivers or ()):
        yield f"talon_receivers[{index}]", seat
    for index, seat in enumerate(position.requests_from or ()):
        yield f"{REQUESTS_FROM}[{index}]", seat


def _trick_rules(game: Game, turned: Card | None):
    """The deal's trick rules, by which the record's leaders follow from its winners: where
    the deal turns up a card (Whist's trump), those of a scratch deal that turns it up."""
    play = game.phases["play"]
    if turned is None:
        return play.rules
    scratch = game.clone()
    scratch.apply(Action(DEAL, CHANCE, tuple(c for c in game.variant.pack.cards if c != turned)
                         + (turned,)))
    return play.rules_in(scratch.state)


def _place_turned_up(slots: Slots, card: Card, last: int) -> None:
    """The turned-up card was dealt to the `last` hand: it holds or played it; named nowhere,
    it takes the place of one of that hand's unknown cards."""
    if card not in slots.known_now():
        hand = slots.hands[last]
        if None not in hand:
            raise FillImpossible("mismatch", f"seat {last} was dealt the turned-up "
                                             f"{card_name(card)} but holds no unknown card")
        hand[hand.index(None)] = card
        return
    played = [c for t, seats in zip(slots.tricks, slots.seats) if seats
              for s, c in zip(seats, t["cards"]) if s == last]
    played += [c for s, c in zip(slots.seats[-1], slots.current[1]) if s == last]
    if card not in (*slots.hands[last], *slots.discards[last], *played):
        raise FillImpossible("mismatch", f"the turned-up {card_name(card)} is neither held "
                                         f"nor played by seat {last}, who was dealt it")


def _requests(position: Position) -> list[dict[str, Any]]:
    """The card requests in order: {seat, card, from (None: not available), given (None:
    not seen)}; a card not available lay in a Scat, which the fill then holds it in."""
    names = position.choices.get(NAME, [])
    holders = position.requests_from or []
    if len(holders) != len(names):
        raise _malformed(f"{REQUESTS_FROM} needs one entry per card named")
    gives = deque(position.choices.get(GIVE, []))
    requests = []
    for number, (entry, holder) in enumerate(zip(names, holders)):
        seat, card = entry[0], entry[1]
        given, pending = None, False
        if holder is not None:
            if gives:
                given = gives.popleft()[1]
            elif number == len(names) - 1:
                pending = True  # the position stands before the card is given back
            else:
                raise _malformed(f"{CHOICES}.{GIVE}: a card named from seat {holder} is "
                                 f"never given back for")
        requests.append({"seat": seat, "card": card_from_name(card), "from": holder,
                         "given": None if given in (None, UNKNOWN) else card_from_name(given),
                         "pending": pending})
    return requests


def _declared(position: Position) -> dict[int, list[str]]:
    """Per seat, the items it declared ("declare:<item>" choices)."""
    items: dict[int, list[str]] = {}
    for seat, said in position.declarations or ():
        kind, _, item = said.partition(":")
        if kind == "declare" and seat is not None:
            items.setdefault(seat, []).append(item)
    return items


def _laid_piles(position: Position, game: Game) -> dict[str, list[Card | None]]:
    """The position's piles, or, where it names none, the stock still face down."""
    if position.piles is not None:
        return {name: list(pile) for name, pile in position.piles.items()}
    schedule = game.variant.deal
    if not schedule.stock:
        return {}
    dealt = sum(schedule.talon_parts) + sum(map(sum, _packets(game).values()))
    return {schedule.stock: [None] * (len(game.variant.pack.cards) - dealt)}


def _packets(game: Game) -> dict[int, tuple[int, ...]]:
    """Per active seat, the packets the deal phase gives it (a deal programme gives the
    dealer more: rules/dealing.py)."""
    deal = game.phases[DEAL]
    return {seat: deal.packet_sizes(game.state, seat) for seat in game.state.active}


def _taken_parts(position: Position, talon: list) -> tuple[int, ...]:
    """The talon parts the declarer bought: those 'take:i' names, and `talon_taken`."""
    chosen = {int(choice[len(TAKE):]) for _, choice in position.talon_choices or ()
              if choice.startswith(TAKE) and choice[len(TAKE):].isdigit()}
    parts = tuple(sorted(chosen | set(position.talon_taken or ())))
    if any(not 0 <= part < len(talon) for part in parts):
        raise _malformed("talon_taken names a part the talon does not have")
    return parts


def _receivers(position: Position, taken: tuple[int, ...]) -> dict[int, int]:
    """Who bought each taken part: the seat that chose 'take:i' (each buyer of a split talon
    takes his own part), else `talon_receivers`, else the declarer."""
    named = {int(choice[len(TAKE):]): seat for seat, choice in position.talon_choices or ()
             if choice.startswith(TAKE) and choice[len(TAKE):].isdigit()}
    stated = dict(zip(position.talon_taken or (), position.talon_receivers or ()))
    return {part: named.get(part, stated.get(part, position.declarer)) for part in taken}


def _reach(game: Game, position: Position, fill: Fill, seed: str = "0") -> None:
    """Deal the filled cards and replay the record up to the position (core/replay.py);
    check what it states."""
    queues = _queues(position, fill)
    try:
        reach(game, _record(game, position, fill, queues, seed))
    except Unreached as stop:
        action = stop.entry
        raise PositionError("illegal", f"{action.describe()} by seat {action.seat} is "
                                       f"illegal: {stop.refusal.message()}",
                            None if action.kind == "play" else action.seat) from None
    except SettlementError as error:
        raise PositionError("carry", f"the deal cannot be settled: {error}") from None
    _check_reached(game, position, fill, queues)


def _record(game: Game, position: Position, fill: Fill, queues: dict, seed: str
            ) -> Iterator[Action]:
    """The position's record as the game reaches it: the deal of the filled cards, then the
    sections' entries in the order the game asks for them (`_next_action`). A further
    chance action (C6) shows the cards `chance` names, else cards drawn from `seed`
    (reported in the fill)."""
    deal = game.phases[DEAL]
    order = deal.order(game.state)
    if position.turned_up is not None:  # the last hand's last card (`_slots` placed it there)
        last = fill.dealt[order[-1]]
        last.append(last.pop(last.index(position.turned_up)))
    talon = [c for part in fill.talon for c in part]
    yield Action(DEAL, CHANCE, tuple(deal.stacked(game.state, fill.dealt, talon)
                                     + list(_stock(game, fill.piles))))
    if game.is_chance and game.phase == DEAL:
        raise PositionError("illegal", "the dealt hands would be thrown in and dealt again")
    if deal.turned_up(game.state) != position.turned_up:
        raise PositionError("mismatch", "turned_up is given for a deal that turns up no card"
                            if position.turned_up is not None else
                            "turned_up must be given: the deal turns up its last card")
    while game.phase == DEAL:  # a knock's choices (rules/knocking.py): the cards are cut,
        yield game.legal_actions()[0]  # which deals the hands as the position has them
    for kind in game.phases[DEAL].kinds - {DEAL}:
        queues.pop(kind, None)  # the knock recorded: cosmetic, the hands are placed already
    while not game.is_terminal:
        beyond = bool(queues["play"]) or position.phase not in (None, game.phase)
        action = _chance_action(game, queues[CHANCE_FIELD], fill, seed) if game.is_chance \
            else _next_action(game, position, queues, beyond)
        if action is None:
            return
        yield action


def _chance_action(game: Game, named: dict[str, deque], fill: Fill, seed: str) -> Action:
    """C6: a chance action after the deal (a card turned from a spare pack): the pack it
    shuffles (`legal_actions`) with the cards the position names on top, in their order;
    where it names none, shuffled from `seed` and the cards shown reported in the fill."""
    offer = game.legal_actions()[0]
    kind, pack = offer.kind, tuple(offer.value)
    queue = named.get(kind)
    if queue:
        shown = queue.popleft()
        strangers = [c for c in shown if c not in pack]
        if strangers or len(set(shown)) < len(shown):
            raise PositionError("bad_card", f"{CHANCE_FIELD}.{kind}: "
                                            f"{' '.join(map(card_name, shown))}: a card twice "
                                            f"or one not of the pack it is turned from")
        return Action(kind, CHANCE, tuple(shown) + tuple(c for c in pack if c not in shown))
    drawn = sum(1 for a in game.log if a.kind == kind)
    action = Action(kind, CHANCE, shuffled(pack, f"{seed}/{kind}/{drawn}"))
    seen = game.phases[game.phase].redact(game.state, action, CHANCE)
    fill.report[f"{kind} {drawn}"] = list(seen.value) if seen is not None else []
    return action


def _stock(game: Game, piles: dict[str, list[Card]]) -> list[Card]:
    """The stock in dealing order: as it lies, or as the packets it was laid out into
    (rules/packets.py `PersonalTalons.stock_order`)."""
    stock = game.variant.deal.stock
    if not stock:
        return []
    if stock in piles:
        return piles[stock]
    layout = next(p for p in game.phases.values() if isinstance(p, PersonalTalons))
    return layout.stock_order(piles, game.state.active)


def _queues(position: Position, fill: Fill) -> dict[str, Any]:
    return {"bid": deque(position.auction or ()),
            "call": deque([] if position.call is None else [(None, position.call)]),
            "talon": deque(position.talon_choices or ()),
            "discard": {seat: deque(cards) for seat, cards in fill.discards.items()},
            "announce": deque(position.announcements or ()),
            "play": deque(fill.plays),
            "declare": deque(position.declarations or ()),
            **{kind: deque(said) for kind, said in position.choices.items()
               if kind not in CARD_CHOICES},
            NAME: deque((entry[0], card_from_name(entry[1]), None)
                        for entry in position.choices.get(NAME, ())),
            GIVE: deque((entry[0], given, None) for entry, given in
                        zip(position.choices.get(GIVE, ()), fill.given)),
            CHANCE_FIELD: {kind: deque(shown) for kind, shown in position.chance.items()}}


def _next_action(game: Game, position: Position, queues: dict, beyond: bool) -> Action | None:
    """The record's next action in the current phase, or a shorthand's (a book names the
    contract, not the auction; the announcements, not the passes between them)."""
    kinds = game.phases[game.phase].kinds
    seat = game.to_move
    if "play" in kinds or len(kinds) == 1:
        kind = "play" if "play" in kinds else next(iter(kinds))
    else:  # a phase of several kinds (a card request: name, then give) asks for one now
        kind = game.legal_actions()[0].kind
    if kind == "play" and not game.state.trick:
        done = len(game.state.tricks)
        for other in sorted(kinds - {"play", "announce"}):  # a claim, made on lead
            queue = queues.get(other)
            if queue and queue[0][0] == seat and queue[0][2] in (None, done):
                return Action(other, seat, queue.popleft()[1])
    said = queues["announce"]
    if kind == "play" and "announce" in kinds and said and said[0][0] == seat:
        word = Action("announce", seat, said[0][1])  # announced in play: as soon as it may
        if game.refusal(word) is None:
            said.popleft()
            return word
    if kind == "discard":
        pile = queues["discard"].get(seat)
        return Action(kind, seat, pile.popleft()) if pile else None
    queue = queues.setdefault(kind, deque())
    if queue:
        said_by, value = queue[0][:2]
        if said_by is None or said_by == seat:
            queue.popleft()
            return Action(kind, seat, value)
        if kind == "announce" and position.announcements is not None:
            return Action(kind, seat, PASS)  # the passes a book leaves out
        raise PositionError("illegal", f"{_section(kind)}: seat {said_by} is named, but "
                                       f"seat {seat} is to move")
    if kind == BID and position.auction is None and position.contract is not None:
        return sole_bid(game, position.declarer, position.contract)
    if kind == TALON and position.talon_choices is None and position.talon_taken:
        return talon_walked(game, position.talon_taken)
    if kind == "announce" and beyond:
        return Action(kind, seat, PASS)
    if kind not in SECTIONS and beyond:
        return game.legal_actions()[0]  # a phase lists its ordinary course first
    return None


def sole_bid(game: Game, declarer: int | None, contract: str) -> Action:
    """The next bid of an auction that a record gives as its contract alone (as the books
    do): the declarer opens `contract`, and holds it where he is asked again; every other
    seat passes, or opens as low as it may where it may not pass (a compulsory Rufer)."""
    seat = game.to_move
    legal = [action.value for action in game.legal_actions()]
    opened = any(s == declarer and bid != PASS for s, bid in game.state.bids)
    if seat == declarer and not opened and contract in legal:
        return Action(BID, seat, contract)
    if seat == declarer and opened and HOLD in legal:
        return Action(BID, seat, HOLD)
    return Action(BID, seat, PASS if PASS in legal else legal[0])


def talon_walked(game: Game, parts: Iterable[int]) -> Action:
    """The next talon choice of a record that names the parts bought alone: the first of
    them that may be taken now, else the next part turned up."""
    legal = {action.value for action in game.legal_actions()}
    takes = [f"{TAKE}{part}" for part in parts]
    return Action(TALON, game.to_move, next((t for t in takes if t in legal), REVEAL))


def _section(kind: str) -> str:
    return SECTIONS.get(kind, kind if kind == CHANCE_FIELD else f"{CHOICES}.{kind}")


def _check_reached(game: Game, position: Position, fill: Fill, queues: dict) -> None:
    state = game.state
    for kind, queue in queues.items():
        left = sum(map(len, queue.values())) if isinstance(queue, dict) else len(queue)
        if left:
            raise PositionError("unreached", f"{_section(kind)}: {left} entries are never "
                                             f"reached (the deal stops in phase {game.phase})")
    stated = {"contract": position.contract, "declarer": position.declarer,
              "phase": position.phase, "to_move": position.to_move}
    reached = {"contract": state.contract, "declarer": state.declarer,
               "phase": state.phase, "to_move": state.to_move}
    for key, value in stated.items():
        if value is not None and value != reached[key]:
            raise PositionError("mismatch", f"{key} is {reached[key]!r} after the record, "
                                            f"not {value!r}")
    for index, (trick, done) in enumerate(zip(fill.tricks, state.tricks)):
        if trick["winner"] is not None and trick["winner"] != done.winner:
            raise PositionError("mismatch", f"tricks[{index}] is won by seat {done.winner}, "
                                            f"not {trick['winner']}")
    leader = state.trick[0][0] if state.trick else None
    if len(state.tricks) != len(fill.tricks) or (position.trick and position.trick[0]
                                                  not in (None, leader)):
        raise PositionError("mismatch", "the tricks do not follow each other as stated")
    for seat, hand in fill.hands.items():
        if sorted(state.hands[seat]) != sorted(hand):
            raise PositionError("mismatch", f"seat {seat} holds other cards after the record")


# --- writing ----------------------------------------------------------------------------------
def export_position(game: Game, seat: int | None = None) -> dict[str, Any]:
    """The position of `game` with every card named, or as `seat` sees it (other hands as
    counts, face-down talon parts and discards as "?"), which loads to a game whose view of
    that seat is the same. A finished deal is written whole: its reckoning rests on every
    card, also those a concession or a throw-in left unplayed in the hands."""
    state = game.state
    if game.phase == DEAL:
        raise ValueError("a position begins after the deal")
    view = None if seat is None or state.phase == DONE else game.view(seat)
    # C1: a dummy is seen through its player's eyes (he knows what he laid away himself)
    eyes = seat if seat is None or state.person_of(seat) is None else state.person_of(seat)
    log = game.log if view is None else game.history_for(eyes)
    sections: dict[str, list] = {"auction": [], "call": [], "talon_choices": [],
                                 "announcements": [], "declarations": []}
    choices: dict[str, list] = {}
    discards: list[list[str]] = [[] for _ in range(state.n_seats)]
    in_play = next((p.kinds for p in game.phases.values() if "play" in p.kinds), frozenset())
    played = 0
    chance: dict[str, list] = {}
    for action in log:
        if action.kind in (DEAL, "play"):
            played += action.kind == "play"
            continue
        if action.seat == CHANCE:  # C6: what a further chance action showed the table
            chance.setdefault(action.kind, []).append(_chance_shown(game, action))
            continue
        if action.kind in CARD_CHOICES:
            choices.setdefault(action.kind, []).append(
                [action.seat, UNKNOWN if action.value is None else card_name(action.value)])
        elif action.kind not in SECTIONS:
            if not isinstance(action.value, str):
                raise ValueError(f"a position cannot hold {action.kind!r} actions")
            entry = [action.seat, action.value]
            if action.kind in in_play:  # made on lead: after how many tricks
                entry.append(played // len(state.active))
            choices.setdefault(action.kind, []).append(entry)
        elif action.kind == "discard":
            discards[action.seat].append(_discard_name(state, action, len(
                discards[action.seat])))
        elif action.kind == "call":
            sections["call"].append(card_name(action.value))
        else:
            sections[SECTIONS[action.kind]].append([action.seat, action.value])
    bought = parts_as_taken(state)  # a part set aside in its buyer's hand, as it was taken
    if view is None:
        hands = [[card_name(c) for c in hand] for hand in state.hands]
        talon = [[card_name(c) for c in part] for part in bought]
    else:
        hands = [_own_hand(view) if s == seat else _seen_hand(view, s, state.hands[s])
                 for s in range(state.n_seats)]
        talon = [[card_name(c) for c in part] if part else len(cards)
                 for part, cards in zip(view.talon_parts, bought)]
    piles = _export_piles(game, view)
    turned = game.phases[DEAL].turned_up(state)
    data = {"format": POSITION_FORMAT, "version": POSITION_VERSION,
            "variant": state.variant_id, "options": json.loads(json.dumps(state.options)),
            "carry": json.loads(json.dumps(state.carry)) or None,
            "n_seats": state.n_seats, "dealer": state.dealer, "hands": hands, "talon": talon,
            "auction": sections["auction"], "contract": state.contract,
            "declarer": state.declarer,
            "call": sections["call"][0] if sections["call"] else None,
            "talon_choices": sections["talon_choices"],
            "talon_taken": [i for i, owner in enumerate(state.talon_owner) if owner == "taken"],
            "discards": discards,
            "announcements": sections["announcements"],
            "tricks": [{"leader": t.leader, "cards": [card_name(c) for _, c in t.plays],
                        "winner": t.winner} for t in state.tricks],
            "trick": {"leader": state.trick[0][0],
                      "cards": [card_name(c) for _, c in state.trick]} if state.trick else None,
            "declarations": sections["declarations"], CHOICES: choices or None,
            REQUESTS_FROM: _holders(state, choices.get(NAME, [])) or None,
            "phase": state.phase, "to_move": state.to_move, "piles": piles,
            "turned_up": None if turned is None else card_name(turned),
            CHANCE_FIELD: chance or None}
    return {k: v for k, v in data.items() if v is not None}


def _holders(state, names: list[list]) -> list[int | None]:
    """Per card named in a request, who held it (public: the holder hands it over), None
    where it was not available."""
    held_by = {e["card"]: e["from"] for e in exchanges(state)}
    return [held_by.get(card_from_name(entry[1])) for entry in names]


def _chance_shown(game: Game, action: Action) -> list[str]:
    """The cards a further chance action showed everyone (C6: the spare pack's top card;
    the order below it stays face down), as its phase redacts it for an onlooker."""
    phase = next(p for p in game.phases.values() if action.kind in p.kinds)
    seen = phase.redact(game.state, action, CHANCE)
    return [] if seen is None else [card_name(c) for c in seen.value]


def _own_hand(view) -> list[str] | int:
    """The seat's own hand, or its count where the rules still keep it from its player (C2:
    the King's second hand on trick 1, whist-variants.md "Whist en trois", Play)."""
    if len(view.hand) < view.hand_sizes[view.seat]:
        return view.hand_sizes[view.seat]
    return [card_name(c) for c in view.hand]


def _seen_hand(view, seat: int, held) -> list[str] | int:
    """Another hand as the view shows it: its cards lying face up (a dummy, the 1821
    Pagat) named, and the called card in the hand of a partner who has shown himself
    (Paskiewitsch), the rest unknown; a count where none is seen."""
    shown = tuple(view.hands.get(seat, ()))
    called = view.public.get("called")
    if view.public.get("partner") == seat and called in held and called not in shown:
        shown += (called,)
    if not shown:
        return view.hand_sizes[seat]
    return [card_name(c) for c in shown] + [UNKNOWN] * (view.hand_sizes[seat] - len(shown))


def _export_piles(game: Game, view) -> dict[str, list] | None:
    """The piles as laid out (the stock from the deal, or the packets it made), each card
    named where everybody (or the seat of `view`) has seen it, else "?"."""
    stock_name = game.variant.deal.stock
    if not stock_name:
        return None
    deal = next(a for a in reversed(game.log) if a.kind == DEAL).value
    schedule, state = game.variant.deal, game.state
    stock = list(deal[sum(schedule.talon_parts) + sum(map(sum, _packets(game).values())):])
    layout = next((p for p in game.phases.values() if isinstance(p, PersonalTalons)), None)
    laid = {stock_name: stock} if stock_name in state.piles or layout is None else \
        layout.laid_out(stock, state.active)
    if view is None or state.phase == DONE:
        return {name: [card_name(c) for c in pile] for name, pile in laid.items()}
    seen = set(view.hand) | set(view.played_cards()) | \
        {c for cards in (*view.hands.values(), *view.piles.values()) for c in cards}
    return {name: [card_name(c) if c in seen else UNKNOWN for c in pile]
            for name, pile in laid.items()}


def describe(game: Game) -> list[str]:
    """The position in words for the command line: who holds what, the contract, the
    announcements, the tricks and who is to move."""
    state = game.state
    lines = [f"{state.variant_id}, {state.n_seats} seats, dealer seat {state.dealer}; "
             f"phase {state.phase}"
             + ("" if state.phase == DONE else f", seat {state.to_move} to move")]
    first = game.variant.terms.get(game.variant.first_hand, game.variant.first_hand)
    for seat in state.active:
        role = f" ({first})" if seat == state.vorhand else ""
        lines.append(f"seat {seat}{role}: {_names(state.hands[seat]) or '-'}")
    for action in game.log:  # C6: what a further chance action showed (Cayenne's card)
        if action.seat == CHANCE and action.kind != DEAL:
            lines.append(f"{action.kind}: {' '.join(_chance_shown(game, action)) or '-'}")
    lines.append("talon: " + " | ".join(f"{_names(p)}{' (taken)' if o == 'taken' else ''}"
                                        for p, o in zip(state.talon_parts, state.talon_owner)))
    for seat, pile in enumerate(state.discards):
        if pile:
            lines.append(f"discards of seat {seat}: {_names(pile)}")
    if state.contract is not None:
        lines.append(f"contract {state.contract}, declarer seat {state.declarer}")
    for record in state.announcements:
        level = ("", " contra", " recontra", " supercontra")[record["contra"]]
        lines.append(f"announced {record['item']} by seat {record['seat']}{level}")
    for number, trick in enumerate(state.tricks, 1):
        lines.append(f"trick {number}: {_plays(trick.plays)}; won by seat {trick.winner}")
    if state.trick:
        lines.append(f"trick {len(state.tricks) + 1}: {_plays(state.trick)}")
    if state.result is not None:
        lines.append("totals " + " ".join(f"{u:+d}" for u in state.result["totals"].values()))
    return lines


def _names(cards) -> str:
    return " ".join(card_name(c) for c in cards)


def _plays(plays) -> str:
    return ", ".join(f"{seat} {card_name(card)}" for seat, card in plays)
