"""Why an action was refused: a machine-readable code, its parameters and the rule it enforces.

harbour-tarock's principle: every rejected move carries a reason code; words are made only at
the edge (`Refusal.message`), so the table, the command line and the tests share one truth.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tarokdesk.cards.card import card_name

# Codes (stable strings: saves, tests and the GUI rely on them).
NOT_YOUR_TURN = "not_your_turn"
WRONG_PHASE = "wrong_phase"
GAME_OVER = "game_over"
UNKNOWN_CHOICE = "unknown_choice"
BAD_DEAL = "bad_deal"
CARD_NOT_IN_HAND = "card_not_in_hand"
MUST_FOLLOW_SUIT = "must_follow_suit"
MUST_PLAY_TAROK = "must_play_tarok"
MUST_PLAY_TAROK_ON_TAROK_LEAD = "must_play_tarok_on_tarok_lead"
MUST_OVERTRUMP = "must_overtrump"
BID_TOO_LOW = "bid_too_low"
BID_NOT_ALLOWED = "bid_not_allowed"
MAY_NOT_HOLD = "may_not_hold"
MAY_NOT_DISCARD_KING = "may_not_discard_king"
MAY_NOT_DISCARD_HONOUR = "may_not_discard_honour"
MAY_NOT_DISCARD_TAROK = "may_not_discard_tarok"
TALON_PART_UNAVAILABLE = "talon_part_unavailable"
ANNOUNCEMENT_NOT_ALLOWED = "announcement_not_allowed"
ALREADY_ANNOUNCED = "already_announced"
CONTRA_NOT_ALLOWED = "contra_not_allowed"
MUST_ANNOUNCE_ULTIMO = "must_announce_ultimo"

TEMPLATES = {
    NOT_YOUR_TURN: "It is not your turn: {to_move} is to act.",
    WRONG_PHASE: "That cannot be done now: the game is in the {phase} phase.",
    GAME_OVER: "The deal is over.",
    UNKNOWN_CHOICE: "'{choice}' is not one of the choices here.",
    BAD_DEAL: "The deal is not a permutation of the pack.",
    CARD_NOT_IN_HAND: "{card} is not in your hand.",
    MUST_FOLLOW_SUIT: "You must follow suit: {suit} was led and you hold {suit}.",
    MUST_PLAY_TAROK: "You cannot follow {suit}, so you must play a tarok.",
    MUST_PLAY_TAROK_ON_TAROK_LEAD: "A tarok was led: you must play a tarok.",
    MUST_OVERTRUMP: "You must beat the highest tarok in the trick.",
    BID_TOO_LOW: "That bid does not rank above {current}.",
    BID_NOT_ALLOWED: "You may not bid {bid} here.",
    MAY_NOT_HOLD: "Only an earlier player may hold a bid.",
    MAY_NOT_DISCARD_KING: "Kings may never be discarded.",
    MAY_NOT_DISCARD_HONOUR: "The Sküs, the Mond and the Pagat may never be discarded.",
    MAY_NOT_DISCARD_TAROK: "A tarok may be discarded only when no suit card other than kings "
                           "would remain in your hand ({suit_cards} left).",
    TALON_PART_UNAVAILABLE: "That part of the talon cannot be taken now.",
    ANNOUNCEMENT_NOT_ALLOWED: "You may not announce {item} now.",
    ALREADY_ANNOUNCED: "{item} has been announced already.",
    CONTRA_NOT_ALLOWED: "You may not say {level} to {item}.",
    MUST_ANNOUNCE_ULTIMO: "Having called auf Pagat you must announce Pagat Ultimo.",
}


def register_templates(mapping: dict[str, str]) -> None:
    """Architecture C7: a rule block or variant owns the wording of its own codes instead of
    growing this table; a code keeps one text."""
    for code, text in mapping.items():
        if TEMPLATES.setdefault(code, text) != text:
            raise ValueError(f"refusal code {code!r} already has another text")


SUIT_WORDS = {0: "hearts", 1: "diamonds", 2: "spades", 3: "clubs", 4: "taroks"}
SEAT_KEYS = ("to_move", "seat")
CARD_KEYS = ("card", "choice")
"""Parameters whose integers are cards (a call's choice is a card), as actions carry them."""
CARD_IDS = range(78)
SEATS_BY_NUMBER = {-1: "the dealer", -2: "nobody"}


def param_words(key: str, value: object) -> str:
    """A refusal parameter as a player reads it: suits and cards by name, seats by number,
    never a Python tuple or bool."""
    if key == "suit":
        return SUIT_WORDS.get(value, str(value)) if isinstance(value, int) else str(value)
    if key in SEAT_KEYS and isinstance(value, int):
        return SEATS_BY_NUMBER.get(value, f"seat {value}")
    return value_words(value, key in CARD_KEYS)


def value_words(value: object, cards: bool = False) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "nothing"
    if isinstance(value, int) and cards and value in CARD_IDS:
        return card_name(value)
    if isinstance(value, (tuple, list)):
        return ", ".join(value_words(item, cards) for item in value) or "nothing"
    return str(value)


@dataclass(frozen=True)
class Refusal:
    """A refused action: `code` for machines, `rule` for people (rule file and section)."""

    code: str
    rule: str
    params: dict[str, Any] = field(default_factory=dict)

    def message(self) -> str:
        params = {k: param_words(k, v) for k, v in self.params.items()}
        text = TEMPLATES.get(self.code, self.code).format_map(Placeholders(params))
        return f"{text} ({self.rule})"

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "rule": self.rule, "params": self.params}


class Placeholders(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"


class IllegalAction(Exception):
    """Raised by Game.apply; carries the Refusal."""

    def __init__(self, refusal: Refusal):
        super().__init__(refusal.message())
        self.refusal = refusal
