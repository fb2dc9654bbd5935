"""Talon parts bought by several seats, each receiver then discarding in turn (architecture §4,
§6 "Talon parts bought by several players").

`SplitTalon` regroups the talon (dealt as single cards, kept in order from the top) into the
parts a contract hands out, one receiver each (neunzehnerrufen.md "Talon", Rufer: the caller
the top four, her right-hand neighbour the 5th, the next the 6th). Each receiver takes his part
in turn, face down: the part is seen by him alone until the end (2425-2426). `RoundDiscard` lets
every receiver lay away as many cards as he received, in turn, under the discard law of
00-general.md "Talon". `TalonByContract` lets one "talon" phase be a split in one contract and a
stepwise walk in another.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final, NotRequired, final

from tarokdesk.cards.card import Card, is_trump
from tarokdesk.cards.packs import Pack
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.rules.stepwise_talon import StepRecord
from tarokdesk.rules.talon import DISCARD, KEY, TALON, TalonChoice, TalonRecord, discard_refusal, \
    take

Split = Sequence[tuple[int, int]]
"""(receiver seat, number of cards) in the order the parts are taken from the top."""


@final
class SplitRecord(TalonRecord):
    """Each part's receiver, the part to be taken next, and whether the first receiver found
    the called card in her part and must choose how to go on (the Neunzehnerrufen Rufer)."""

    receivers: list[int]
    next: int
    found: NotRequired[bool]


SPLIT_KEY: Final = Fact[SplitRecord]("talon")
BOUGHT_PARTS: Final = Fact[SplitRecord | StepRecord]("talon")
"""The talon of a game that splits it in some contracts and walks it in others."""


class SplitTalon(TalonChoice):
    def __init__(self, pack: Pack, split_of: Callable[[GameState], Split], rule: str):
        self.pack = pack
        self.split_of = split_of
        self.rule = rule

    def enter(self, state: GameState) -> None:
        split = self.split_of(state)
        cards = [c for part in state.talon_parts for c in part]
        parts, start = [], 0
        for _, count in split:
            parts.append(cards[start:start + count])
            start += count
        state.talon_parts = parts
        state.talon_shown = [False] * len(parts)
        state.talon_owner = [""] * len(parts)
        state.extra[SPLIT_KEY] = SplitRecord(receivers=[seat for seat, _ in split], next=0, taken=0)
        state.to_move = split[0][0]

    def choices(self, state: GameState) -> list[str]:
        return [take(state.extra[SPLIT_KEY]["next"])]

    def take(self, state: GameState) -> int:
        """Hands the next part to its receiver; returns the part's index."""
        talon = state.extra[SPLIT_KEY]
        part = talon["next"]
        hand = state.hands[talon["receivers"][part]]
        hand.extend(state.talon_parts[part])
        hand.sort(key=self.pack.sort_key)
        state.talon_owner[part] = "taken"
        talon["next"] = part + 1
        return part

    def apply(self, state: GameState, action: Action) -> bool:
        self.take(state)
        return self.pass_on(state)

    @staticmethod
    def pass_on(state: GameState) -> bool:
        talon = state.extra[SPLIT_KEY]
        if talon["next"] == len(state.talon_parts):
            return True
        state.to_move = talon["receivers"][talon["next"]]
        return False


def set_aside_taken(state: GameState) -> None:
    """Once the talon is bought: the parts taken lie in their takers' hands, so they leave the
    talon, which then shows only what still lies there (nobody counts a part another took face
    down as cards out of play). Who took which cards stays in `extra` for the discards and the
    settlement: `received`, [seat, cards] in the order they were taken."""
    talon = state.extra[BOUGHT_PARTS]
    receivers = talon["receivers"] if "receivers" in talon else \
        [state.declarer_seat] * len(state.talon_parts)
    talon["received"] = []
    for index, (seat, owner) in enumerate(zip(receivers, state.talon_owner)):
        if owner == "taken":
            talon["received"].append((seat, state.talon_parts[index]))
            state.talon_parts[index] = []


def parts_as_taken(state: GameState) -> list[list[int]]:
    """The talon parts with those set aside restored to the cards they held when taken (a
    position names each part as it was bought, docs/position-format.md)."""
    talon = state.extra.get(KEY)
    received = talon.get("received") if talon is not None else None
    taken = iter(received or ())
    return [list(next(taken)[1]) if owner == "taken" and not part and received is not None
            else list(part)
            for part, owner in zip(state.talon_parts, state.talon_owner)]


def received(state: GameState) -> list[tuple[int, int]]:
    """Who took how many talon cards, in the order they took them."""
    return [(seat, len(cards)) for seat, cards in state.extra[KEY]["received"]]


DiscardLaw = Callable[[list[Card], object, int], "R.Refusal | None"]
"""(hand, card, cards still to lay away) -> why not, as `discard_refusal`."""


class RoundDiscard(Phase):
    """Each receiver discards as many cards as he received, one at a time, in the order they
    took (neunzehnerrufen.md "Talon": "each person who took cards discards the same number");
    discarded taroks are shown, other discards stay face down (00-general.md "Talon").

    The law and the disclosure may differ by role (architecture §4, per-role discards):
    `law_of(state, seat)` gives the seat's `DiscardLaw`, `face_up(state, seat, card)` whether
    a discarded card lies face up for all (paskiewitsch.md "Discarding": only the declarer's
    taroks are shown; the others discard taroks freely and unseen)."""

    name = DISCARD
    kinds = frozenset({DISCARD})

    def __init__(self, received_of: Callable[[GameState], Split] = received,
                 law_of: Callable[[GameState, int], DiscardLaw] | None = None,
                 face_up: Callable[[GameState, int, int], bool] | None = None):
        self.received_of = received_of
        self.law_of = law_of or (lambda state, seat: discard_refusal)
        self.face_up = face_up or (lambda state, seat, card: is_trump(card))

    def remaining(self, state: GameState, seat: int) -> int:
        owed = sum(count for s, count in self.received_of(state) if s == seat)
        return owed - len(state.discards[seat])

    def enter(self, state: GameState) -> None:
        self.pass_on(state)

    def pass_on(self, state: GameState) -> bool:
        for seat, _ in self.received_of(state):
            if self.remaining(state, seat) > 0:
                state.to_move = seat
                return False
        return True

    def legal_actions(self, state: GameState) -> list[Action]:
        seat = state.to_move
        remaining, hand = self.remaining(state, seat), state.hands[seat]
        law = self.law_of(state, seat)
        return [Action(DISCARD, seat, c) for c in hand if law(hand, c, remaining) is None]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        law = self.law_of(state, action.seat)
        return law(state.hands[action.seat], action.value, self.remaining(state, action.seat))

    def apply(self, state: GameState, action: Action) -> bool:
        state.hands[action.seat].remove(action.card)
        state.discards[action.seat].append(action.card)
        return self.pass_on(state)

    def redact(self, state: GameState, action: Action, seat: int) -> Action:
        if seat == action.seat or self.face_up(state, action.seat, action.card):
            return action
        return Action(DISCARD, action.seat, None)


class TalonByContract(Phase):
    """One talon phase whose way of buying depends on the contract (a split in the Rufer, a
    stepwise walk in the Dreier, Zweier and Einer)."""

    name = TALON
    kinds = frozenset({TALON})

    def __init__(self, by_contract: Mapping[str, Phase]):
        self.by_contract = dict(by_contract)

    def of(self, state: GameState) -> Phase:
        return self.by_contract[state.contract_made]

    def enter(self, state: GameState) -> None:
        self.of(state).enter(state)

    def legal_actions(self, state: GameState) -> list[Action]:
        return self.of(state).legal_actions(state)

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        return self.of(state).refusal(state, action)

    def apply(self, state: GameState, action: Action) -> bool:
        return self.of(state).apply(state, action)

    def redact(self, state: GameState, action: Action, seat: int) -> Action:
        return self.of(state).redact(state, action, seat)
