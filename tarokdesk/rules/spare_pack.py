"""A card turned from the second pack lying beside the table (whist-variants.md
"Cayenne-Whist", "Deal" 1, l. 438: "aus der Karte daneben Farbe gemacht"), as a further
chance action of the deal (architecture C6).

The action is of its own kind, "turn", so that the deal of the hands stays the log's one
"deal" for every reader of it. The chance player's action carries a shuffle of the whole spare pack, so a replay needs no
generator; its top card is turned and its suit recorded in `extra[key]`. Only that card is
seen: the rest of the spare pack stays face down and goes to the next deal.
"""

from __future__ import annotations

from typing import Final, TypedDict

from tarokdesk.cards.card import Card, suit_of
from tarokdesk.cards.packs import Pack
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.rules.kinds import ActionKind, PhaseName
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import GameState

TURN: Final[ActionKind] = "turn"
"""The action kind: chance turns a card from the spare pack."""


class TurnedCard(TypedDict):
    """The card turned from the spare pack, and its suit."""

    card: Card
    suit: int


class TurnFromSparePack(Phase):
    """Chance turns the top card of the spare pack `pack`; its record goes to `extra[key]`
    ({"card", "suit"}); the phase is named `name`."""

    kinds = frozenset({TURN})

    def __init__(self, name: PhaseName, pack: Pack, key: Fact[TurnedCard], rule: str):
        self.name = name
        self.pack = pack
        self.key = key
        self.rule = rule

    def enter(self, state: GameState) -> None:
        state.to_move = CHANCE

    def legal_actions(self, state: GameState) -> list[Action]:
        """One action per shuffle of the spare pack; `Game.deal_seeded` supplies one (C6)."""
        return [Action(TURN, CHANCE, self.pack.cards)]

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        cards = action.value
        if (not isinstance(cards, tuple) or len(cards) != len(self.pack.cards)
                or set(cards) != self.pack.members):
            return R.Refusal(R.BAD_DEAL, self.rule, {})
        return None

    def apply(self, state: GameState, action: Action) -> bool:
        card = action.cards[0]
        state.extra[self.key] = TurnedCard(card=card, suit=suit_of(card))
        return True

    def redact(self, state: GameState, action: Action, seat: int) -> Action:
        """The turned card is seen by all; the order below it by nobody."""
        return Action(TURN, CHANCE, (action.cards[0],))

    def unredacted(self, state: GameState, seen: Action, seat: int) -> list[Action]:
        """The card seen on top of the spare pack, the rest in the pack's order (it plays no
        part in this deal)."""
        turned = seen.cards
        return [Action(TURN, CHANCE, turned + tuple(c for c in self.pack.cards
                                                    if c not in turned))]
