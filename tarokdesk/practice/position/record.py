"""A position's record as the game reaches it: the deal of the filled cards, then the
sections' entries in the order the game asks for them, with the shorthands a book uses (the
contract for the auction, the announcements without the passes), followed through the engine
by `core/replay.py`; then what the position states is checked against the game reached."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass

from tarokdesk.cards.card import Card, card_from_name, card_name
from tarokdesk.core.actions import CHANCE, Action, ActionValue
from tarokdesk.core.deal import DEAL, shuffled
from tarokdesk.core.game import Game
from tarokdesk.core.replay import Unreached, reach
from tarokdesk.core.state import SettlementError
from tarokdesk.practice.engine_parts import dealing
from tarokdesk.practice.position.fill import Fill
from tarokdesk.practice.position.format import (
    CARD_CHOICES, CHANCE_FIELD, SECTIONS, Position, PositionError, section,
)
from tarokdesk.practice.shorthands import sole_bid, talon_walked
from tarokdesk.rules.announcements import ANNOUNCE, DECLARE
from tarokdesk.rules.auction import BID, PASS
from tarokdesk.rules.calling import CALL
from tarokdesk.rules.exchange import GIVE, NAME
from tarokdesk.rules.packets import PersonalTalons
from tarokdesk.rules.talon import DISCARD, TALON
from tarokdesk.rules.trickplay import PLAY

Entry = tuple["int | None", ActionValue, "int | None"]
"""An entry of the record still to be followed: the seat that made it (None: whoever is to
move), its value, and for a claim made on lead the tricks completed before it (None: any)."""


@dataclass
class Queues:
    """The position's entries not yet followed: per action kind, per seat its discards, and
    per kind of a further chance action the cards each one showed."""

    said: dict[str, deque[Entry]]
    discards: dict[int, deque[Card]]
    chance: dict[str, deque[list[Card]]]

    @classmethod
    def of(cls, position: Position, fill: Fill) -> Queues:
        def entries(said: list[tuple[int, str]] | None) -> deque[Entry]:
            return deque((seat, value, None) for seat, value in said or ())

        return cls(
            said={BID: entries(position.auction),
                  CALL: deque([] if position.call is None else [(None, position.call, None)]),
                  TALON: entries(position.talon_choices),
                  ANNOUNCE: entries(position.announcements),
                  PLAY: deque((seat, card, None) for seat, card in fill.plays),
                  DECLARE: entries(position.declarations),
                  **{kind: deque(said) for kind, said in position.choices.items()
                     if kind not in CARD_CHOICES},
                  NAME: deque((entry[0], card_from_name(entry[1]), None)
                              for entry in position.choices.get(NAME, ())),
                  GIVE: deque((entry[0], given, None) for entry, given in
                              zip(position.choices.get(GIVE, ()), fill.given))},
            discards={seat: deque(cards) for seat, cards in fill.discards.items()},
            chance={kind: deque(shown) for kind, shown in position.chance.items()})

    def left(self) -> dict[str, int]:
        """How many entries of each kind were never followed, the sections in the file's
        order first."""
        counts = {kind: len(queue) for kind, queue in self.said.items()}
        counts[DISCARD] = sum(map(len, self.discards.values()))
        counts[CHANCE_FIELD] = sum(map(len, self.chance.values()))
        order = list(SECTIONS)
        return {kind: counts[kind] for kind in sorted(
            counts, key=lambda kind: order.index(kind) if kind in order else len(order))}


def reach_position(game: Game, position: Position, fill: Fill, seed: str = "0") -> None:
    """Deal the filled cards and replay the record up to the position (core/replay.py);
    check what it states."""
    queues = Queues.of(position, fill)
    try:
        reach(game, _record(game, position, fill, queues, seed))
    except Unreached as stop:
        action = stop.entry
        why = "" if stop.refusal is None else f": {stop.refusal.message()}"
        raise PositionError("illegal", f"{action.describe()} by seat {action.seat} is "
                                       f"illegal{why}",
                            None if action.kind == PLAY else action.seat) from None
    except SettlementError as error:
        raise PositionError("carry", f"the deal cannot be settled: {error}") from None
    _check_reached(game, position, fill, queues)


def _record(game: Game, position: Position, fill: Fill, queues: Queues, seed: str
            ) -> Iterator[Action]:
    """The position's record as the game reaches it: the deal of the filled cards, then the
    sections' entries in the order the game asks for them (`_next_action`). A further
    chance action (C6) shows the cards `chance` names, else cards drawn from `seed`
    (reported in the fill)."""
    deal = dealing(game)
    order = deal.order(game.state)
    if position.turned_up is not None:  # the last hand's last card (`slots.py` placed it)
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
        queues.said.pop(kind, None)  # the knock recorded: cosmetic, the hands are placed
    while not game.is_terminal:
        beyond = bool(queues.said[PLAY]) or position.phase not in (None, game.phase)
        action = _chance_action(game, queues.chance, fill, seed) if game.is_chance \
            else _next_action(game, position, queues, beyond)
        if action is None:
            return
        yield action


def _chance_action(game: Game, named: dict[str, deque[list[Card]]], fill: Fill, seed: str
                   ) -> Action:
    """C6: a chance action after the deal (a card turned from a spare pack): the pack it
    shuffles (`legal_actions`) with the cards the position names on top, in their order;
    where it names none, shuffled from `seed` and the cards shown reported in the fill."""
    offer = game.legal_actions()[0]
    kind, pack = offer.kind, offer.cards
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
    fill.report[f"{kind} {drawn}"] = list(seen.cards) if seen is not None else []
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


def _next_action(game: Game, position: Position, queues: Queues, beyond: bool
                 ) -> Action | None:
    """The record's next action in the current phase, or a shorthand's (a book names the
    contract, not the auction; the announcements, not the passes between them)."""
    kinds = game.phases[game.phase].kinds
    seat = game.to_move
    if PLAY in kinds or len(kinds) == 1:
        kind = PLAY if PLAY in kinds else next(iter(kinds))
    else:  # a phase of several kinds (a card request: name, then give) asks for one now
        kind = game.legal_actions()[0].kind
    if kind == PLAY and not game.state.trick:
        done = len(game.state.tricks)
        for other in sorted(kinds - {PLAY, ANNOUNCE}):  # a claim, made on lead
            queue = queues.said.get(other)
            if queue and queue[0][0] == seat and queue[0][2] in (None, done):
                return Action(other, seat, queue.popleft()[1])
    said = queues.said[ANNOUNCE]
    if kind == PLAY and ANNOUNCE in kinds and said and said[0][0] == seat:
        word = Action(ANNOUNCE, seat, said[0][1])  # announced in play: as soon as it may
        if game.refusal(word) is None:
            said.popleft()
            return word
    if kind == DISCARD:
        pile = queues.discards.get(seat)
        return Action(kind, seat, pile.popleft()) if pile else None
    queue = queues.said.setdefault(kind, deque())
    if queue:
        said_by, value = queue[0][:2]
        if said_by is None or said_by == seat:
            queue.popleft()
            return Action(kind, seat, value)
        if kind == ANNOUNCE and position.announcements is not None:
            return Action(kind, seat, PASS)  # the passes a book leaves out
        raise PositionError("illegal", f"{section(kind)}: seat {said_by} is named, but "
                                       f"seat {seat} is to move")
    if kind == BID and position.auction is None and position.contract is not None:
        return sole_bid(game, position.declarer, position.contract)
    if kind == TALON and position.talon_choices is None and position.talon_taken:
        return talon_walked(game, position.talon_taken)
    if kind == ANNOUNCE and beyond:
        return Action(kind, seat, PASS)
    if kind not in SECTIONS and beyond:
        return game.legal_actions()[0]  # a phase lists its ordinary course first
    return None


def _check_reached(game: Game, position: Position, fill: Fill, queues: Queues) -> None:
    state = game.state
    for kind, left in queues.left().items():
        if left:
            raise PositionError("unreached", f"{section(kind)}: {left} entries are never "
                                             f"reached (the deal stops in phase {game.phase})")
    stated: dict[str, object] = {"contract": position.contract, "declarer": position.declarer,
              "phase": position.phase, "to_move": position.to_move}
    reached: dict[str, object] = {"contract": state.contract, "declarer": state.declarer,
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
