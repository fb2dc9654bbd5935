"""Knocking instead of cutting ("Klopfen", 00-general.md "Knocking instead of cutting",
Codex §2): the cutter may knock; the Vorhand then has the cards dealt in the usual packets
or each hand in one packet, and chooses hers; the next hands choose after her, the last
has no choice.

The shuffle is chance's step as in every deal (core/deal.py); the choices follow it while
no card has been seen: the hands lie face down on the table as numbered packets (C3 piles
"packet_1", ...) until they are taken up.
With a random shuffle whole packets and the usual ones deal alike (Codex §2 "Engine":
cosmetic), so packet k is the hand the usual deal gives the k-th hand, and cutting or the
usual packets give exactly the hands a deal without knocking gives.

Who chooses (inference, the rule files name hands, not dummies): the persons in order from
the Vorhand, the last one without choice; a dummy seat of the table keeps its own packet.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, NotRequired, TypedDict

from tarokdesk.cards.card import Card
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.core.deal import DEAL, DealPhase
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import Option
from tarokdesk.rules.kinds import ActionKind

KNOCK: Final[ActionKind] = "knock"
"""The action kind of the cutter's and the choosing hands' words."""


class KnockRecord(TypedDict):
    """The cut or knock: its stage, the packets chosen as (seat, packet), and once taken up
    the packet each seat holds (None: a seat without a hand)."""

    stage: str
    taken: list[tuple[int, int]]
    dealt: NotRequired[list[int | None]]


KEY: Final = Fact[KnockRecord]("knock")
CUT, PACKETS = "cut", "packets"
PACKET = "packet_{}"
"""A whole packet taken, numbered from 1 in the order of the deal."""
RULE = "00-general.md Knocking instead of cutting; Codex §2"
R.register_templates({"knock_choice": "That is not a choice open now (knocking)."})

OPTION = Option(False, (False, True),
                "Knocking instead of cutting (00-general.md \"Knocking instead of cutting\", "
                "Codex §2): optional, cosmetic with a random shuffle; off by default",
                "Knocking", ("the cards are cut", "the cutter may knock"),
                "Whether the cutter may knock instead of cutting, so that the Vorhand may have "
                "each hand dealt in one packet and choose hers (Codex §2).")

ORDINALS = ("first", "second", "third", "fourth")
TERMS = {CUT: "Cut", KNOCK: "Knock", PACKETS: "Deal in the usual packets",
         **{PACKET.format(k + 1): f"Take the {word} packet" for k, word in enumerate(ORDINALS)}}
"""The words of the choices, for a variant's `terms` (translated by the table)."""
EXPLAIN = {CUT: "The cards are cut and dealt in the usual packets.",
           KNOCK: "You knock instead of cutting: the Vorhand may then have each hand dealt "
                  "in one packet and choose hers first.",
           PACKETS: "The cards are dealt in the usual packets, as after a cut.",
           **{PACKET.format(k + 1): f"You take the {word} of the face-down packets as your "
                                    "hand, without seeing any card first."
              for k, word in enumerate(ORDINALS)}}
"""What each choice commits to, for a variant's `explain` (its buttons' tooltips)."""
ACTS = {CUT: "{name} cuts", KNOCK: "{name} knocks",
        PACKETS: "{name} has the cards dealt in the usual packets",
        **{PACKET.format(k + 1): f"{{name}} takes the {word} packet"
           for k, word in enumerate(ORDINALS)}}
"""How the game log tells the choices, for a variant's `acts`."""


def cutter(state: GameState, persons: tuple[int, ...]) -> int:
    """00-general.md "Shuffle and cut": the person opposite a dealer with three co-players,
    else his left-hand neighbour (the next person against the direction of play); two
    persons: the opponent."""
    n = state.n_seats
    if len(persons) == 4:
        return (state.dealer + 2) % n
    seat = state.dealer
    while True:
        seat = (seat - 1) % n
        if seat in persons:
            return seat


class KnockDeal(Phase):  # wraps a DealPhase (its `dealt_as`, `order`, `pack`)
    """The deal `plain` (any `DealPhase`), and with `enabled` the knock after the shuffle.
    `persons` are the seats at which a person sits (the others keep their packets). The
    variant's redeal rule is judged on the usual deal, before the choices; where it depends
    on who holds a hand, `redealt(packet)` says which packets no person may be left with
    (the shuffle is then dealt again whoever would take them)."""

    name = DEAL
    kinds = frozenset({DEAL, KNOCK})

    def __init__(self, plain: DealPhase, enabled: bool, persons: tuple[int, ...],
                 redealt: Callable[[list[Card]], bool] | None = None):
        self.plain = plain
        self.enabled = enabled
        self.persons = persons
        self.redealt = redealt

    def enter(self, state: GameState) -> None:
        state.to_move = CHANCE

    def dealt_as(self, state: GameState, cards: tuple[Card, ...]) -> None:
        """The hands and talon the shuffle `cards` gives with no choice made (the usual
        deal): what a search must know to place a sampled deal."""
        self.plain.apply(state, Action(DEAL, CHANCE, cards))

    def order(self, state: GameState) -> tuple[int, ...]:
        return self.plain.order(state)

    def packet_sizes(self, state: GameState, seat: int) -> tuple[int, ...]:
        return self.plain.packet_sizes(state, seat)

    def hand_size(self, state: GameState, seat: int) -> int:
        return self.plain.hand_size(state, seat)

    def stacked(self, state: GameState, hands: dict[int, list[Card]],
                talon: Sequence[Card] = ()) -> list[Card]:
        """The usual deal's pack order: a knock only changes who takes which packet."""
        return self.plain.stacked(state, hands, talon)

    def turned_up(self, state: GameState) -> Card | None:
        return self.plain.turned_up(state)

    def redact(self, state: GameState, action: Action, seat: int) -> Action:
        return self.plain.redact(state, action, seat) if action.kind == DEAL else action

    # --- the choices -----------------------------------------------------------------------

    def _choosers(self, state: GameState) -> list[int]:
        return [s for s in state.active if s in self.persons][:-1]

    def _open_packets(self, state: GameState) -> list[int]:
        taken = {packet for _, packet in state.extra[KEY]["taken"]}
        return [k for k, seat in enumerate(self.order(state))
                if seat in self.persons and k not in taken]

    def _choices(self, state: GameState) -> list[str]:
        stage = state.extra[KEY]["stage"]
        if stage == CUT:
            return [CUT, KNOCK]
        packets = [PACKET.format(k + 1) for k in self._open_packets(state)]
        return [PACKETS, *packets] if stage == "vorhand" else packets

    def legal_actions(self, state: GameState) -> list[Action]:
        if state.to_move == CHANCE:
            return self.plain.legal_actions(state)
        return [Action(KNOCK, state.to_move, c) for c in self._choices(state)]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.kind == DEAL:
            if state.to_move != CHANCE:
                return R.Refusal("knock_choice", RULE, {"choice": action.kind})
            return self.plain.refusal(state, action)
        if state.to_move == CHANCE or action.value not in self._choices(state):
            return R.Refusal("knock_choice", RULE, {"choice": action.value})
        return None

    def apply(self, state: GameState, action: Action) -> bool:
        if action.kind == DEAL:
            return self._shuffled(state, action)
        knock = state.extra[KEY]
        value = action.value
        if value == KNOCK:  # the Vorhand decides how the cards are dealt (Codex §2)
            knock["stage"] = "vorhand"
            state.to_move = self._choosers(state)[0]
            return False
        if value in (CUT, PACKETS):
            return self._take_up(state, {})
        knock["taken"].append((action.seat, int(action.choice.split("_")[1]) - 1))
        knock["stage"] = "choose"
        choosers = self._choosers(state)
        done = [seat for seat, _ in knock["taken"]]
        left = [s for s in choosers if s not in done]
        if left:
            state.to_move = left[0]
            return False
        return self._take_up(state, dict(knock["taken"]))

    def _shuffled(self, state: GameState, action: Action) -> bool:
        if not self.plain.apply(state, action):
            return False  # dealt again (no tarok in a hand)
        if not self.enabled:
            return True
        order = self.order(state)
        packets = [list(state.hands[seat]) for seat in order]
        if self.redealt is not None and any(
                self.redealt(packet) for seat, packet in zip(order, packets)
                if seat in self.persons):
            state.redeals += 1  # a packet a person may take, judged as a person's hand
            return False
        state.extra[KEY] = KnockRecord(stage=CUT, taken=[])
        state.piles.update({PACKET.format(k + 1): packet for k, packet in enumerate(packets)})
        state.hands = [[] for _ in range(state.n_seats)]
        state.dealt = [[] for _ in range(state.n_seats)]
        state.to_move = cutter(state, self.persons)
        return False

    def _take_up(self, state: GameState, chosen: dict[int, int]) -> bool:
        """Each hand takes its packet: a dummy its own, the choosers theirs, the other persons
        the packets left in the order of the deal."""
        knock = state.extra[KEY]
        order = self.order(state)
        packets = [state.piles.pop(PACKET.format(k + 1)) for k in range(len(order))]
        given = {seat: k for k, seat in enumerate(order) if seat not in self.persons}
        given.update(chosen)
        free = [k for k in range(len(order)) if k not in given.values()]
        for seat in order:
            if seat not in given:
                given[seat] = free.pop(0)
        key = self.plain.pack.sort_key
        state.hands = [sorted(packets[given[seat]], key=key) if seat in given else []
                       for seat in range(state.n_seats)]
        state.dealt = [list(hand) for hand in state.hands]
        knock["dealt"] = [given.get(seat) for seat in range(state.n_seats)]
        return True
