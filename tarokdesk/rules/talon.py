"""Taking part of the talon and discarding ("Verlegen").

Talon methods (tapp-tarok.md "Talon"): `modern` shows every part face up and the declarer takes
one; `old` shows one half first (chosen by the bid level), and each further look raises the
game value by one. Discarding follows 00-general.md "Talon": as many cards as were taken,
never a king or a trump honour, taroks only when no suit card other than kings remains, and
discarded taroks are shown to all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, NotRequired, TypedDict

from tarokdesk.cards.card import MOND, PAGAT, SKUS, Card, is_king, is_trump
from tarokdesk.cards.packs import Pack
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action, Choice
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.rules.kinds import PhaseWord

TALON: Final[PhaseWord] = "talon"
DISCARD: Final[PhaseWord] = "discard"
TAKE = "take"
"""The verb of buying a talon part: "take:i" takes part i."""
REVEAL = "reveal"
DISCARD_RULE = "00-general.md Talon (Verlegen); Codex §12"
TRUMP_HONOURS = frozenset({SKUS, MOND, PAGAT})


class TalonRecord(TypedDict):
    """What every way of buying the talon keeps: the part the declarer took (None before),
    and once the parts taken are set aside, who received which cards, in the order taken."""

    taken: int | None
    received: NotRequired[list[tuple[int, list[Card]]]]


class ExchangeRecord(TalonRecord):
    """`TalonExchange`: the part shown first (old method), whether all are shown, and the
    game value added by looking further."""

    first: int | None
    revealed: bool
    bonus: int


class BoughtRecord(TypedDict):
    """`BlindPurchase`: how many talon cards the declarer took unseen."""

    bought: int


KEY: Final = Fact[TalonRecord]("talon")
EXCHANGE_KEY: Final = Fact[ExchangeRecord]("talon")
BOUGHT_KEY: Final = Fact[BoughtRecord]("talon")


def take(part: int) -> str:
    """The choice of taking talon part `part`."""
    return Choice(TAKE, str(part)).text


def taken_part(value: object) -> int | None:
    """The talon part a "take:i" choice takes; None for any other value."""
    named = Choice.of(value)
    return named.number if named is not None and named.verb == TAKE else None


def part_chosen(value: object) -> int:
    """The talon part of a choice known to be "take:i"."""
    part = taken_part(value)
    if part is None:
        raise ValueError(f"{value!r} takes no talon part")
    return part


class TalonChoice(Phase):
    """What every way of buying from the talon shares: the declarer's named choices ("take:i",
    "reveal"), the refusal of any other, and taking part i (the rest is the defenders')."""

    name = TALON
    kinds = frozenset({TALON})
    pack: Pack
    rule: str

    def choices(self, state: GameState) -> list[str]:
        raise NotImplementedError

    def legal_actions(self, state: GameState) -> list[Action]:
        return [Action(TALON, state.to_move, c) for c in self.choices(state)]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action.value in self.choices(state):
            return None
        return R.Refusal(R.TALON_PART_UNAVAILABLE, self.rule, {"choice": action.value})

    def buy(self, state: GameState, part: int) -> None:
        state.extra[KEY]["taken"] = part
        hand = state.hands[state.declarer_seat]
        hand.extend(state.talon_parts[part])
        hand.sort(key=self.pack.sort_key)
        state.talon_owner = ["taken" if i == part else "defenders"
                             for i in range(len(state.talon_parts))]


class TalonExchange(TalonChoice):
    """The declarer takes one talon part. `first_shown(state)` is None for the modern method
    (all parts face up at once) or the index of the part shown first (old method)."""

    def __init__(self, pack: Pack, first_shown: Callable[[GameState], int | None], rule: str):
        self.pack = pack
        self.first_shown = first_shown
        self.rule = rule

    def enter(self, state: GameState) -> None:
        first = self.first_shown(state)
        if first is None:
            state.talon_shown = [True] * len(state.talon_parts)
        else:
            state.talon_shown[first] = True
        state.extra[EXCHANGE_KEY] = ExchangeRecord(first=first, revealed=first is None, taken=None,
                                                   bonus=0)
        state.to_move = state.declarer_seat

    def choices(self, state: GameState) -> list[str]:
        talon = state.extra[EXCHANGE_KEY]
        options = [take(i) for i, shown in enumerate(state.talon_shown) if shown]
        if not talon["revealed"]:
            options.append(REVEAL)
        return options

    def apply(self, state: GameState, action: Action) -> bool:
        talon = state.extra[EXCHANGE_KEY]
        if action.value == REVEAL:
            talon["revealed"] = True
            state.talon_shown = [True] * len(state.talon_parts)
            return False
        part = part_chosen(action.value)
        if talon["first"] is not None and talon["revealed"]:
            # tapp-tarok.md old method: +1 for taking the other half, +2 for going back.
            talon["bonus"] = 2 if part == talon["first"] else 1
        self.buy(state, part)
        return True


def discard_refusal(hand: list[Card], card: object, remaining: int,
                    taroks_free: bool = False) -> R.Refusal | None:
    """00-general.md "Talon": the law for one card of a discard still `remaining` cards long.
    `taroks_free`: taroks (not the honours) may go even while suit cards remain, the one
    exception Codex §12 names (paskiewitsch.md "Discarding": the declarer's partners-to-be
    and opponents)."""
    if not isinstance(card, int) or card not in hand:
        return R.Refusal(R.CARD_NOT_IN_HAND, DISCARD_RULE, {"card": card})
    if card in TRUMP_HONOURS:
        return R.Refusal(R.MAY_NOT_DISCARD_HONOUR, DISCARD_RULE, {"card": card})
    if is_king(card):
        return R.Refusal(R.MAY_NOT_DISCARD_KING, DISCARD_RULE, {"card": card})
    if is_trump(card) and not taroks_free:
        suit_cards = sum(1 for c in hand if not is_trump(c) and not is_king(c))
        if suit_cards > remaining - 1:
            return R.Refusal(R.MAY_NOT_DISCARD_TAROK, DISCARD_RULE, {"suit_cards": suit_cards})
    return None


class Discard(Phase):
    """The declarer lays away as many cards as he took, one at a time."""

    name = DISCARD
    kinds = frozenset({DISCARD})

    def enter(self, state: GameState) -> None:
        state.to_move = state.declarer_seat

    def remaining(self, state: GameState) -> int:
        taken = state.extra[KEY]["taken"]
        if taken is None:
            raise ValueError("no talon part taken yet")
        return len(state.talon_parts[taken]) - len(state.discards[state.declarer_seat])

    def legal_actions(self, state: GameState) -> list[Action]:
        seat, remaining = state.to_move, self.remaining(state)
        hand = state.hands[seat]
        return [Action(DISCARD, seat, c) for c in hand
                if discard_refusal(hand, c, remaining) is None]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        return discard_refusal(state.hands[action.seat], action.value, self.remaining(state))

    def apply(self, state: GameState, action: Action) -> bool:
        state.hands[action.seat].remove(action.card)
        state.discards[action.seat].append(action.card)
        return self.remaining(state) == 0

    def redact(self, state: GameState, action: Action, seat: int) -> Action:
        """Discarded taroks must be shown; other discards stay face down."""
        return action if is_trump(action.card) else Action(DISCARD, action.seat, None)


class BlindPurchase(Discard):
    """tarok-tappen-1821.md "Talon": the declarer takes the upper k talon cards unseen by
    anyone else (he may not look at the rest, which count for the defenders) and lays away as
    many under the discard laws. The talon is dealt as single cards, the top one first;
    `count_of(state)` is k for the contract (3 for the Dreyer, 2 and 1 for the 42-card Zweyer
    and Einer)."""

    def __init__(self, pack: Pack, count_of: Callable[[GameState], int]):
        self.pack = pack
        self.count_of = count_of

    def enter(self, state: GameState) -> None:
        count = self.count_of(state)
        state.extra[BOUGHT_KEY] = BoughtRecord(bought=count)
        state.talon_owner = ["taken" if i < count else "defenders"
                             for i in range(len(state.talon_parts))]
        hand = state.hands[state.declarer_seat]
        for part in state.talon_parts[:count]:
            hand.extend(part)
        hand.sort(key=self.pack.sort_key)
        state.to_move = state.declarer_seat

    def remaining(self, state: GameState) -> int:
        bought = state.extra[BOUGHT_KEY]["bought"]
        return bought - len(state.discards[state.declarer_seat])
