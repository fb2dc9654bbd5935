"""Card requests (architecture §4 `CardRequest`): the declarer names cards he does not hold;
the holder is revealed, hands the card over and gets one of the declarer's cards back, for a
fee per card. A named card in the Scat is "not available": nothing is revealed, nothing paid,
and he names another (tarok-lhombre.md "Talon" exchange, open question 6).

`count(state)` is how many cards the contract asks for (a duo 2, ad uno 1); `fee(card)` what
each costs (5, the Mond 10); `barred` cards may never be named. Each exchange is kept in `extra["request"]["exchanges"]` as
{card, from, given, fee}; which card went back is seen only by the two who swapped."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TypedDict

from tarokdesk.cards.card import Card, is_trump
from tarokdesk.cards.packs import Pack
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState
from tarokdesk.rules.kinds import ActionKind, PhaseName

REQUEST: Final[PhaseName] = "request"
NAME: Final[ActionKind] = "name"
GIVE: Final[ActionKind] = "give"

Exchange = TypedDict("Exchange", {"card": Card, "from": int, "given": Card | None, "fee": int})
"""One card requested: the card, the seat that handed it over, the card given back (None
until given, and to whoever did not see it) and its fee."""


class RequestRecord(TypedDict):
    """The requests' progress: how many are left, the holder owed a card back and the card
    he handed over, the exchanges made, and the cards named that lay in the Scat."""

    left: int
    pending: int | None
    received: Card | None
    exchanges: list[Exchange]
    unavailable: list[Card]


KEY: Final = Fact[RequestRecord]("request")
RULE = "tarok-lhombre.md Talon"
CARD_HELD = "card_already_held"
GIVE_BACK = "give_a_card_back"
R.register_templates({CARD_HELD: "name a card you do not hold and have not named",
                      GIVE_BACK: "give the holder one of your cards in return"})


class CardRequest(Phase):
    name = REQUEST
    kinds = frozenset({NAME, GIVE})

    def __init__(self, pack: Pack, count: Callable[[GameState], int],
                 fee: Callable[[Card], int], rule: str = RULE,
                 barred: frozenset[Card] = frozenset(),
                 shown: Callable[[Card], bool] = is_trump):
        self.pack = pack
        self.shown = shown  # what lies face up in a Scat (`Visibility.discard_shown`)
        self.barred = barred  # cards that may never be demanded (unter Vieren: the Sküs)
        self.count = count
        self.fee = fee
        self.rule = rule

    def enter(self, state: GameState) -> None:
        state.extra[KEY] = RequestRecord(left=self.count(state), pending=None, received=None,
                                         exchanges=[], unavailable=[])
        state.to_move = state.declarer_seat

    def done(self, state: GameState) -> bool:
        return state.extra[KEY]["left"] == 0

    def nameable(self, state: GameState) -> list[Card]:
        """Cards the declarer may name: not his own, not named before, and none he can see
        lying in the Scat (his own Scat, or cards laid there face up)."""
        record = state.extra[KEY]
        seat = state.declarer_seat
        seen = set(state.hands[seat]) | set(record["unavailable"]) | self.barred
        for owner, pile in enumerate(state.discards):
            seen |= {c for c in pile if owner == seat or self.shown(c)}
        return [c for c in self.pack.cards if c not in seen]

    def legal_actions(self, state: GameState) -> list[Action]:
        record, seat = state.extra[KEY], state.to_move
        if record["pending"] is not None:
            return [Action(GIVE, seat, c) for c in state.hands[seat] if c != record["received"]]
        return [Action(NAME, seat, c) for c in self.nameable(state)]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        if action in self.legal_actions(state):
            return None
        if state.extra[KEY]["pending"] is not None:
            return R.Refusal(GIVE_BACK, self.rule, {"card": action.value})
        return R.Refusal(CARD_HELD, self.rule, {"card": action.value})

    def apply(self, state: GameState, action: Action) -> bool:
        record, seat, card = state.extra[KEY], action.seat, action.card
        if action.kind == GIVE:
            holder = record["pending"]
            if holder is None:
                raise ValueError("nobody is owed a card back")
            state.hands[seat].remove(card)
            state.hands[holder].append(card)
            state.hands[holder].sort(key=self.pack.sort_key)
            record["exchanges"][-1]["given"] = card
            record["pending"] = record["received"] = None
            record["left"] -= 1
            return record["left"] == 0
        holder = next((s for s in state.active if card in state.hands[s]), None)
        if holder is None:
            record["unavailable"].append(card)  # in the Scat: nothing revealed, nothing paid
            return False
        state.hands[holder].remove(card)
        state.hands[seat].append(card)
        state.hands[seat].sort(key=self.pack.sort_key)
        record["pending"], record["received"] = holder, card
        record["exchanges"].append({"card": card, "from": holder, "given": None,
                                    "fee": self.fee(card)})
        return False

    def redact(self, state: GameState, action: Action, seat: int) -> Action:
        """The card given back is seen by its receiver alone (and the giver)."""
        if action.kind == GIVE and seat != state.extra[KEY]["pending"]:
            return Action(GIVE, action.seat, None)
        return action


def exchanges(state: GameState) -> list[Exchange]:
    record = state.extra.get(KEY)
    return [] if record is None else [e.copy() for e in record["exchanges"]]


PUBLIC: Final = Fact[list[Exchange]]("exchanges")
"""The public fact under which a variant shows `shown(state, seat)`; the players read the
exchanges there (the expert's rebuild deals each named card to the seat that gave it up)."""


def shown(state: GameState, seat: int) -> list[Exchange]:
    """The exchanges as `seat` sees them: who handed over which named card; the card given
    back only to the two who swapped."""
    return [{"card": e["card"], "from": e["from"],
             "given": e["given"] if seat in (state.declarer, e["from"]) else None,
             "fee": e["fee"]} for e in exchanges(state)]
