"""Words for the table: contracts, choices, items and cards as people say them, in the chosen
language. The core speaks in ids; only the edges (this module, the command line) make words.
Game terms stay the historical German ones in every language (Tarok, Sküs, Pagat, Mond,
Vorhand, Contra …); GLOSSARY explains them on hover."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tarokdesk.cards.card import SKUS, TRUMP, card_name, face_index, pip_of, suit_of
from tarokdesk.core.actions import Action
from tarokdesk.core.refusals import SUIT_WORDS, TEMPLATES, Placeholders, Refusal, param_words
from tarokdesk.gui.i18n import translate

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII",
         "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI")
SUIT_SYMBOLS = {0: "♥", 1: "♦", 2: "♠", 3: "♣"}
FACES = (QT_TRANSLATE_NOOP("Words", "King"), QT_TRANSLATE_NOOP("Words", "Queen"),
         QT_TRANSLATE_NOOP("Words", "Cavall"), QT_TRANSLATE_NOOP("Words", "Jack"))

CONTRACTS = {
    "dreier": "Dreier", "untere": "Untere", "dreimaliger": "Dreimaliger",
    "viermaliger": "Viermaliger", "solo": "Solo", "rufer": "Rufer",
    "auf_pagat": "Rufen auf Pagat", "solo_dreier": "Solo-Dreier",
}
ITEMS = {
    "game": QT_TRANSLATE_NOOP("Words", "the game"), "pagat_ultimo": "Pagat Ultimo",
    "koenig_ultimo": "König Ultimo", "volat": "Volat", "koepfe": "Köpfe",
    "tous_les_trois": "tous les trois", "tous_les_quatre": "tous les quatre",
    "silent_ultimo": QT_TRANSLATE_NOOP("Words", "silent ultimo"),
    "silent_ultimo_lost": QT_TRANSLATE_NOOP("Words", "silent ultimo lost"),
    "pagat_ultimo_failed": QT_TRANSLATE_NOOP("Words", "Pagat Ultimo failed"),
    "volat_failed": QT_TRANSLATE_NOOP("Words", "announced Volat failed"),
    "koenig_ultimo_failed": QT_TRANSLATE_NOOP("Words", "König Ultimo failed"),
    "silent_koenig_ultimo": QT_TRANSLATE_NOOP("Words", "silent König Ultimo"),
    "called_king_captured": QT_TRANSLATE_NOOP("Words", "called king captured"),
    "schleifen": QT_TRANSLATE_NOOP("Words", "thrown in (schleifen)"),
}
PHASES = {"deal": QT_TRANSLATE_NOOP("Words", "Dealing"),
          "bid": QT_TRANSLATE_NOOP("Words", "Bidding"),
          "call": QT_TRANSLATE_NOOP("Words", "Calling a king"),
          "talon": QT_TRANSLATE_NOOP("Words", "Talon"),
          "discard": QT_TRANSLATE_NOOP("Words", "Discarding"),
          "announce": QT_TRANSLATE_NOOP("Words", "Announcements"),
          "play": QT_TRANSLATE_NOOP("Words", "Play"),
          "done": QT_TRANSLATE_NOOP("Words", "Deal over")}
GLOSSARY = {
    "Tarok": QT_TRANSLATE_NOOP("MainWindow", "The 22 permanent trumps, I (Pagat) to XXI (Mond), and the Sküs."),
    "Sküs": QT_TRANSLATE_NOOP("MainWindow", "The highest trump (the Excuse of the old 78-card game)."),
    "Pagat": QT_TRANSLATE_NOOP("MainWindow", "Tarok I, the lowest trump; winning the last trick with it is the ultimo."),
    "Mond": QT_TRANSLATE_NOOP("MainWindow", "Tarok XXI, the second-highest trump."),
    "Vorhand": QT_TRANSLATE_NOOP("MainWindow", "The player to the dealer's right: speaks first and leads to the first trick."),
    "Contra": QT_TRANSLATE_NOOP("MainWindow", "Doubles an item; Recontra doubles again, Supercontra once more."),
    "Talon": QT_TRANSLATE_NOOP("MainWindow", "The six cards laid aside in two halves; the declarer may buy one."),
    "Dreier": QT_TRANSLATE_NOOP("MainWindow", "A contract with one talon half bought, three cards discarded."),
    "Solo": QT_TRANSLATE_NOOP("MainWindow", "A contract without the talon, which goes to the opponents."),
    "Rufer": QT_TRANSLATE_NOOP("MainWindow", "Königrufen's contract: the declarer calls a king, whose holder is his partner."),
    "Köpfe": QT_TRANSLATE_NOOP("MainWindow", "Two of the three trump honours (Sküs, Mond, Pagat) in one hand."),
    "Volat": QT_TRANSLATE_NOOP("MainWindow", "Taking every trick."),
    "König": QT_TRANSLATE_NOOP("MainWindow", "In Tapp-Tarok with four at the table, the dealer, who sits out."),
}


def t(text: str) -> str:
    return translate("Words", text)


def glossary_tip(label: str) -> str:
    """Explanations of the historical game terms in a label (shown on hover)."""
    return "\n".join(f"{term}: {translate('MainWindow', text)}"
                     for term, text in GLOSSARY.items() if term in label)


def card_words(card: int, ace_letter: str = "1") -> str:
    if card == SKUS:
        return "Sküs"
    suit = suit_of(card)
    if suit == TRUMP:
        extra = {0: " (Pagat)", 20: " (Mond)"}.get(card, "")
        return f"Tarok {ROMAN[card]}{extra}"
    index = face_index(card)
    if index < 4:
        return f"{SUIT_SYMBOLS[suit]} {t(FACES[index])}"
    pip = pip_of(card)
    return f"{SUIT_SYMBOLS[suit]} {t('Ace') if pip == 1 and ace_letter == 'A' else pip}"


def short_card(card: int) -> str:
    """Compact form for logs: XXI, Sküs, ♥K, ♠10."""
    if card == SKUS:
        return "Sküs"
    if suit_of(card) == TRUMP:
        return ROMAN[card]
    return SUIT_SYMBOLS[suit_of(card)] + card_name(card)[1:]


def contract_words(contract: str | None) -> str:
    return CONTRACTS.get(contract or "", contract or "—")


def item_words(item: str) -> str:
    return t(ITEMS.get(item, item))


def phase_words(phase: str) -> str:
    return t(PHASES.get(phase, phase))


def refusal_words(refusal: Refusal) -> str:
    """The core's reason, in the table's language (the catalogue's context "Refusals" holds
    the core's English templates, added by tools/translations.py)."""
    params = {k: t(SUIT_WORDS.get(v, v)) if k == "suit" else param_words(k, v)
              for k, v in refusal.params.items()}
    template = translate("Refusals", TEMPLATES.get(refusal.code, refusal.code))
    return f"{template.format_map(Placeholders(params))} ({refusal.rule})"


def choice_words(action: Action) -> str:
    """The label of a non-card choice button."""
    value = action.value
    if action.kind == "bid":
        if value == "pass":
            return t("Pass")
        if value == "hold":
            return t("Hold")
        return contract_words(value)
    if action.kind == "talon":
        if value == "reveal":
            return t("Show the other half")
        if value == "schleifen":
            return t("Throw in (schleifen)")
        part = int(value.split(":")[1])
        return (t("Take the first half"), t("Take the second half"))[part]
    if action.kind == "announce":
        if value == "pass":
            return t("No more announcements")
        verb, _, item = value.partition(":")
        if verb == "announce":
            return t("Announce {item}").format(item=item_words(item))
        return f"{verb.capitalize()} ({item_words(item)})"
    if action.kind == "call":
        return t("Call the {card}").format(card=card_words(value))
    return action.describe()


def action_words(action: Action, name: str) -> str:
    """A line of the game log: who, and what."""
    if action.kind == "play":
        return f"{name}: {card_words(action.value)}"
    if action.kind == "discard":
        shown = t("a card face down") if action.value is None else card_words(action.value)
        return t("{name}: discards {card}").format(name=name, card=shown)
    return f"{name}: {choice_words(action)}"


def history_lines(history: list[Action], names: list[str], tricks, players_per_trick: int
                  ) -> list[str]:
    """The game log as one seat saw it (history already redacted for that seat), with a line
    after each trick saying who took it."""
    lines, plays = [], 0
    for action in history:
        if action.kind == "deal":
            lines.append(t("Cards dealt") if not lines else
                         t("No tarok in a hand: dealt again"))
            continue
        lines.append(action_words(action, names[action.seat]))
        if action.kind == "play":
            plays += 1
            if plays % players_per_trick == 0 and plays // players_per_trick <= len(tricks):
                number = plays // players_per_trick
                lines.append("    " + t("trick {number} to {name}").format(
                    number=number, name=names[tricks[number - 1][2]]))
    return lines
