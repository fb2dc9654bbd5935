"""Words for the table: contracts, choices, items and cards as people say them. The core
speaks in ids; only the edges (this module, the command line) turn them into words."""

from __future__ import annotations

from tarokdesk.cards.card import SKUS, TRUMP, card_name, face_index, pip_of, suit_of
from tarokdesk.core.actions import Action

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII",
         "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI")
SUIT_SYMBOLS = {0: "♥", 1: "♦", 2: "♠", 3: "♣"}
FACES = ("King", "Queen", "Cavall", "Jack")

CONTRACTS = {
    "dreier": "Dreier", "untere": "Untere", "dreimaliger": "Dreimaliger",
    "viermaliger": "Viermaliger", "solo": "Solo", "rufer": "Rufer",
    "auf_pagat": "Rufen auf Pagat", "solo_dreier": "Solo-Dreier",
}
ITEMS = {
    "game": "the game", "pagat_ultimo": "Pagat Ultimo", "koenig_ultimo": "König Ultimo",
    "volat": "Volat", "koepfe": "Köpfe", "tous_les_trois": "tous les trois",
    "tous_les_quatre": "tous les quatre", "silent_ultimo": "silent ultimo",
    "silent_ultimo_lost": "silent ultimo lost", "pagat_ultimo_failed": "Pagat Ultimo failed",
    "volat_failed": "announced Volat failed", "koenig_ultimo_failed": "König Ultimo failed",
    "silent_koenig_ultimo": "silent König Ultimo",
    "called_king_captured": "called king captured", "schleifen": "thrown in (schleifen)",
}
PHASES = {"deal": "Dealing", "bid": "Bidding", "call": "Calling a king", "talon": "Talon",
          "discard": "Discarding", "announce": "Announcements", "play": "Play",
          "done": "Deal over"}


def card_words(card: int, ace_letter: str = "1") -> str:
    if card == SKUS:
        return "Sküs"
    suit = suit_of(card)
    if suit == TRUMP:
        extra = {0: " (Pagat)", 20: " (Mond)"}.get(card, "")
        return f"Tarok {ROMAN[card]}{extra}"
    index = face_index(card)
    if index < 4:
        return f"{SUIT_SYMBOLS[suit]} {FACES[index]}"
    pip = pip_of(card)
    return f"{SUIT_SYMBOLS[suit]} {'Ace' if pip == 1 and ace_letter == 'A' else pip}"


def short_card(card: int) -> str:
    """Compact form for logs: XXI, Sküs, ♥K, ♠10."""
    if card == SKUS:
        return "Sküs"
    if suit_of(card) == TRUMP:
        return ROMAN[card]
    name = card_name(card)
    return SUIT_SYMBOLS[suit_of(card)] + name[1:]


def contract_words(contract: str | None) -> str:
    return CONTRACTS.get(contract or "", contract or "—")


def choice_words(action: Action) -> str:
    """The label of a non-card choice button."""
    value = action.value
    if action.kind == "bid":
        return {"pass": "Pass", "hold": "Hold"}.get(value, contract_words(value))
    if action.kind == "talon":
        if value == "reveal":
            return "Show the other half"
        if value == "schleifen":
            return "Throw in (schleifen)"
        part = int(value.split(":")[1])
        return f"Take the {('first', 'second', 'third')[part]} half"
    if action.kind == "announce":
        if value == "pass":
            return "No more announcements"
        verb, _, item = value.partition(":")
        label = ITEMS.get(item, item)
        if verb == "announce":
            return f"Announce {label}"
        return f"{verb.capitalize()} {label}"
    if action.kind == "call":
        return f"Call the {card_words(value)}"
    return action.describe()


def action_words(action: Action, name: str) -> str:
    """A line of the game log: who, and what."""
    if action.kind == "play":
        return f"{name}: {card_words(action.value)}"
    if action.kind == "discard":
        shown = "a card face down" if action.value is None else card_words(action.value)
        return f"{name}: discards {shown}"
    return f"{name}: {choice_words(action)}"


def history_lines(history: list[Action], names: list[str], tricks, players_per_trick: int
                  ) -> list[str]:
    """The game log as one seat saw it (history already redacted for that seat), with a line
    after each trick saying who took it."""
    lines, plays = [], 0
    for action in history:
        if action.kind == "deal":
            lines.append("Cards dealt" if not lines else "No tarok in a hand: dealt again")
            continue
        lines.append(action_words(action, names[action.seat]))
        if action.kind == "play":
            plays += 1
            if plays % players_per_trick == 0 and plays // players_per_trick <= len(tricks):
                number = plays // players_per_trick
                lines.append(f"    trick {number} to {names[tricks[number - 1][2]]}")
    return lines
