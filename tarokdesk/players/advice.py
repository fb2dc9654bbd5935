"""A player's reason as data, as refusals are: a stable code, its parameters and the rule
files' strategy items it follows ("K14", "T26", "W30"); the words for each code are in
advice_words.py and made only at the edge. `agrees` checks that an advice fits the decision
and the state it explains, so a table never shows advice to call a king where passing is
what was done, nor that a hand is too weak to call a king where no king may be called."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from string import Formatter

from tarokdesk.cards.card import Card
from tarokdesk.core.actions import Action, Choice
from tarokdesk.core.view import SeatView
from tarokdesk.players.advice_words import OPENING, WORDS
from tarokdesk.players.game_facts import variant_of
from tarokdesk.rules.announcements import ANNOUNCE, DECLARE, LEVELS
from tarokdesk.rules.auction import BID
from tarokdesk.rules.calling import CALL
from tarokdesk.rules.exchange import GIVE, NAME
from tarokdesk.rules.suit_tricks import CLAIM
from tarokdesk.rules.declare_trump import suit_named
from tarokdesk.rules.talon import DISCARD, taken_part
from tarokdesk.rules.trickplay import PLAY

PASS, HOLD = "pass", "hold"


@dataclass(frozen=True)
class Advice:
    """Why a player decided so: `code` (a key of advice_words.WORDS), `params` for its words,
    the strategy `items` it follows, the book `problem` it follows (Ulmann's number), and
    `also`, further advice read after it ("hold the Dreier", then why the hand can)."""

    code: str
    items: tuple[str, ...] = ()
    params: dict = field(default_factory=dict)
    problem: int | None = None
    also: tuple[Advice, ...] = ()

    def plus(self, *more: Advice) -> Advice:
        return replace(self, also=self.also + more)

    def citing(self, items: dict[str, tuple[str, ...]]) -> Advice:
        """This advice with the further items `items` names for each piece's code (a game's
        own numbers of the rules it follows, `Strategy.items`)."""
        if not items:
            return self
        more = tuple(i for i in items.get(self.code, ()) if i not in self.items)
        return replace(self, items=self.items + more,
                       also=tuple(piece.citing(items) for piece in self.also))

    def pieces(self) -> Iterator[Advice]:
        """This advice and everything read after it, in order."""
        yield self
        for more in self.also:
            yield from more.pieces()

    @property
    def cited(self) -> tuple[str, ...]:
        """Every item the advice follows, each once, in order."""
        return tuple(dict.fromkeys(item for piece in self.pieces() for item in piece.items))

    @property
    def problems(self) -> tuple[int, ...]:
        return tuple(piece.problem for piece in self.pieces() if piece.problem is not None)


def _verb(value: object) -> str | None:
    named = Choice.of(value)
    return named.verb if named is not None and named.item is not None else None


DOES: dict[str, Callable[[Action, SeatView], bool]] = {
    "pass": lambda action, view: action.value == PASS,
    "bid": lambda action, view: action.kind == BID and action.value != PASS,
    "hold": lambda action, view: action.value == HOLD,
    "call": lambda action, view: action.kind == CALL or action.value == "call",
    "take": lambda action, view: taken_part(action.value) is not None,
    "look": lambda action, view: action.value == "reveal",
    "throw_in": lambda action, view: action.value == "schleifen",
    "play_alone": lambda action, view: action.value == "play_alone",
    "discard": lambda action, view: action.kind == DISCARD,
    "announce": lambda action, view: action.value != PASS and (
        _verb(action.value) == ANNOUNCE or action.kind in (CLAIM, DECLARE)),
    "contra": lambda action, view: _verb(action.value) in LEVELS[1:],
    "lead": lambda action, view: action.kind == PLAY and not view.trick,
    "follow": lambda action, view: action.kind == PLAY and bool(view.trick),
    "play": lambda action, view: action.kind == PLAY,
    "name_trumps": lambda action, view: suit_named(action.value) is not None,
    "leave": lambda action, view: action.value == "leave",
    "concede": lambda action, view: action.value == "concede",
    "play_on": lambda action, view: action.value == "play_on",
    "reach_in": lambda action, view: action.value in ("reach_in", "take"),
    "demand": lambda action, view: action.kind == NAME,
    "give": lambda action, view: action.kind == GIVE,
    "claim": lambda action, view: action.kind == CLAIM and action.value != PASS,
}
"""What the words of a code tell the player to do (advice_words.Words.does), as a test of
the decision taken and the state it was taken in."""


def _opening_open(view: SeatView) -> bool:
    """Whether the ladder's lowest game may still be had: offered as a bid, or bid and
    offered to be held."""
    ladder = variant_of(view).strategy.ladder
    values = {action.value for action in view.legal}
    bids = [bid for _, bid in view.bids if bid not in (PASS, HOLD)]
    return bool(ladder) and (ladder[0] in values or
                             (HOLD in values and bids[-1:] == [ladder[0]]))


NEEDS: dict[str, Callable[[SeatView], bool]] = {OPENING: _opening_open}
"""What the words of a code take for granted of the state (advice_words.Words.needs)."""


def search_advice(code: str, view: SeatView, best: Card, totals: dict[Card, float],
                  mass: float, deals: int, rival: Card | None = None, scale: float = 1.0
                  ) -> Advice:
    """The expert's advice for the card its search chose: `best`, and by how much per deal
    (the `totals` over the deals' weight `mass`, times `scale`, in the measure `code` names)
    it beat `rival`, the standard player's card it overruled, else the next best."""
    def action(card: Card) -> Action:
        return next(a for a in view.legal if a.kind == PLAY and a.value == card)

    if rival is None or rival == best:
        rival = max((c for c in totals if c != best), key=lambda c: totals[c], default=None)
    margin = round((totals[best] - totals[rival]) / mass * scale, 1) if rival is not None else 0
    if rival is None or margin <= 0:
        return Advice("no_better_card", params={"card": action(best), "deals": deals})
    return Advice(code, params={"card": action(best), "other": action(rival), "margin": margin,
                                "deals": deals})


def disagreement(advice: object, action: Action, view: SeatView) -> str | None:
    """Why `advice` cannot be shown as the reason for `action` in `view` (None: it can): an
    advice of an unknown code, words lacking a parameter, an action the view does not offer,
    a piece telling the player to do other than was done, or a parameter naming a choice
    the player did not have."""
    if not isinstance(advice, Advice):
        return f"not an Advice: {advice!r}"
    if action not in view.legal:
        return f"{action} is not legal here"
    for piece in advice.pieces():
        words = WORDS.get(piece.code)
        if words is None:
            return f"no words for {piece.code!r}"
        wanted = {name for _, name, _, _ in Formatter().parse(words.text) if name}
        if wanted - set(piece.params):
            return f"{piece.code!r} lacks {sorted(wanted - set(piece.params))}"
        if words.does is not None and not DOES[words.does](action, view):
            return f"{piece.code!r} advises to {words.does}, not {action}"
        if words.needs is not None and not NEEDS[words.needs](view):
            return f"{piece.code!r} speaks of a state this is not: {words.needs}"
        offered = [value for value in piece.params.values() if isinstance(value, Action)]
        if any(choice not in view.legal for choice in offered):
            return f"{piece.code!r} names a choice not offered: {offered}"
    return None


def agrees(advice: object, action: Action, view: SeatView) -> bool:
    return disagreement(advice, action, view) is None
