"""Personal talon packets and the trick play from them (strohmann-tarok.md "Deal" 4-5,
"Talon", "Play", "Announcements"), made general for the two-hand games that deal each player
packets in front of him (Danish and Whist en deux work the same way).

`PersonalTalons` lays the stock out as packets in front of the players (C3 named piles,
`pile_name("packet", seat, i)`, bottom to top) and lets each player turn his packets up: a
card that `promoted(card)` names (Strohmann: a trump or a king) goes, shown, into the hand
and the next is turned; any other card stays face up on its packet. `PacketTrickPlay` plays
from the hand and those open tops, and after each trick turns the packets whose top was used.
Which tops are open, and every promotion, is public: `extra["packets"]`. So is the packet each
card turned up came from (both players see it turned): the cards taken off each packet, in
turn, are `GameState.taken_off`, which a variant shows as `public[TAKEN_OFF]`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Final, TypedDict

from tarokdesk.cards.card import Card
from tarokdesk.cards.packs import Pack
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action, Choice
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import Announcement, GameState, pile_name, pile_owner
from tarokdesk.rules.announcements import announcing
from tarokdesk.rules.kinds import PhaseWord
from tarokdesk.rules.trickplay import PLAY, TrickPlay



class PacketsRecord(TypedDict):
    """The packets whose top lies open, every card promoted into a hand as (seat, card,
    trick number), the tops played in the trick under way, and the seats that opened theirs."""

    up: list[str]
    promoted: list[tuple[int, Card, int]]
    used: list[str]
    opened: list[int]


KEY: Final = Fact[PacketsRecord]("packets")
TAKEN_OFF: Final = Fact[dict[str, tuple[Card, ...]]]("taken_off")
"""The view's public fact: per packet, the cards taken off it, in the order taken."""
PACKET = "packet"
OPEN: Final[PhaseWord] = "open"
"""The phase, the action and its one value: "I turn my packets up"."""
ANNOUNCE: Final[PhaseWord] = "announce"
NOT_ANNOUNCEABLE = "not_announceable"
R.register_templates({NOT_ANNOUNCEABLE: "'{item}' cannot be announced now."})


def packets_of(state: GameState, seat: int) -> list[str]:
    """The names of `seat`'s packets, left to right (empty ones included)."""
    return list(_packets_among(tuple(state.piles), seat))


@lru_cache(maxsize=256)
def _packets_among(names: tuple[str, ...], seat: int) -> tuple[str, ...]:
    """`packets_of` for the piles `names` (the same few for every deal and every card)."""
    return tuple(sorted((name for name in names if name.startswith(PACKET + "/")
                         and pile_owner(name) == seat),
                        key=lambda name: int(name.rsplit("/", 1)[1])))


def open_tops(state: GameState, seat: int) -> list[Card]:
    """The face-up top cards of `seat`'s packets: his to play like hand cards."""
    packets = state.extra.get(KEY)
    up = packets["up"] if packets is not None else ()
    return [state.piles[name][-1] for name in packets_of(state, seat) if name in up]


def taken_off(state: GameState) -> dict[str, tuple[Card, ...]]:
    """Per packet, the cards taken off it face up so far, in the order taken (public)."""
    return {name: tuple(cards) for name, cards in state.taken_off.items()}


def promotions(state: GameState) -> list[tuple[int, Card, int]]:
    """(seat, card, trick number) of every card shown and taken into a hand from a packet."""
    packets = state.extra.get(KEY)
    return list(packets["promoted"]) if packets is not None else []


class PacketTurner:
    """Turning a packet: promote while the top is `promoted`, stop at any other card."""

    def __init__(self, pack: Pack, promoted: Callable[[Card], bool]):
        self.sort_key = pack.sort_key
        self.promoted = promoted

    def turn(self, state: GameState, name: str) -> None:
        packets = state.extra[KEY]
        pile, seat = state.piles[name], pile_owner(name)
        if seat is None:
            raise ValueError(f"{name} lies before no seat")
        while pile and self.promoted(pile[-1]):
            card = pile.pop()
            state.hands[seat].append(card)
            state.taken_off.setdefault(name, []).append(card)
            packets["promoted"].append((seat, card, len(state.tricks)))
        state.hands[seat].sort(key=self.sort_key)
        if pile and name not in packets["up"]:
            packets["up"].append(name)


class PersonalTalons(Phase):
    """strohmann-tarok.md "Deal" 4-5: the stock laid out as `count` packets of `size` per
    player, alternately from the Vorhand; each player then turns his packets up in turn
    ("Open question" 7: a fixed order, all opened before the first lead)."""

    name = OPEN
    kinds = frozenset({OPEN})

    def __init__(self, pack: Pack, promoted: Callable[[Card], bool], count: int, size: int,
                 stock: str, rule: str):
        self.turner = PacketTurner(pack, promoted)
        self.count = count
        self.size = size
        self.stock = stock
        self.rule = rule

    def laid_out(self, stock: Sequence[Card], active: Sequence[int]) -> dict[str, list[Card]]:
        """The packets the stock makes: the k-th `size` cards to the k-th seat round the
        table from the Vorhand, bottom to top."""
        players = len(active)
        return {pile_name(PACKET, active[k % players], k // players):
                list(stock[k * self.size:(k + 1) * self.size])
                for k in range(self.count * players)}

    def stock_order(self, packets: dict[str, list[Card]], active: Sequence[int]) -> list[Card]:
        """The stock that `laid_out` turns into these packets (a position's deal)."""
        players = len(active)
        return [card for k in range(self.count * players)
                for card in packets[pile_name(PACKET, active[k % players], k // players)]]

    def enter(self, state: GameState) -> None:
        state.piles.update(self.laid_out(state.piles.pop(self.stock), state.active))
        state.extra[KEY] = PacketsRecord(up=[], promoted=[], used=[], opened=[])
        state.to_move = state.vorhand

    def legal_actions(self, state: GameState) -> list[Action]:
        return [Action(OPEN, state.to_move, OPEN)]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.value == OPEN:
            return None
        return R.Refusal(R.UNKNOWN_CHOICE, self.rule, {"choice": action.value})

    def apply(self, state: GameState, action: Action) -> bool:
        for name in packets_of(state, action.seat):
            self.turner.turn(state, name)
        opened = state.extra[KEY]["opened"]
        opened.append(action.seat)
        waiting = [s for s in state.active if s not in opened]
        if waiting:
            state.to_move = waiting[0]
            return False
        return True


class PacketTrickPlay(TrickPlay):
    """Trick play from the hand and the open packet tops ("Play": follow suit from either;
    trumps are always in the hand); a used top's packet is turned after the trick. Its
    announcements (`announceable(state, seat)`: the items the seat to move may announce now,
    the trull/quatre window) are made on one's turn, before one's card, as "announce:<item>"."""

    kinds = frozenset({PLAY, ANNOUNCE})

    def __init__(self, pack: Pack, promoted: Callable[[Card], bool],
                 announceable: Callable[[GameState, int], Sequence[str]], rule: str):
        super().__init__(pack)
        self.turner = PacketTurner(pack, promoted)
        self.announceable = announceable
        self.rule = rule

    def playable(self, state: GameState, seat: int) -> list[Card]:
        return state.hands[seat] + open_tops(state, seat)

    def take(self, state: GameState, seat: int, card: Card) -> None:
        if card in state.hands[seat]:
            state.hands[seat].remove(card)
            return
        packets = state.extra[KEY]
        name = next(n for n in packets_of(state, seat)
                    if n in packets["up"] and state.piles[n][-1] == card)
        state.taken_off.setdefault(name, []).append(state.piles[name].pop())
        packets["up"].remove(name)
        packets["used"].append(name)

    def after_trick(self, state: GameState) -> None:
        """"Talon": the card beneath a used top is turned once the trick is complete."""
        packets = state.extra[KEY]
        for name in packets["used"]:
            self.turner.turn(state, name)
        packets["used"] = []

    def legal_actions(self, state: GameState) -> list[Action]:
        seat = state.to_move
        words = [Action(ANNOUNCE, seat, announcing(item))
                 for item in self.announceable(state, seat)]
        return super().legal_actions(state) + words

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.kind != ANNOUNCE:
            return super().refusal(state, action)
        named = Choice.of(action.value)
        if named is not None and named.verb == ANNOUNCE \
                and named.item in self.announceable(state, action.seat):
            return None
        return R.Refusal(NOT_ANNOUNCEABLE, self.rule, {"item": action.value})

    def apply(self, state: GameState, action: Action) -> bool:
        if action.kind == ANNOUNCE:
            state.announcements.append(Announcement(item=action.named.item or "",
                                                    seat=action.seat))
            return False
        return super().apply(state, action)
